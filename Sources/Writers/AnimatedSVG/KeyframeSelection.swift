import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// Which samples of a sampled value become keyframes: the fewest that reproduce every
/// sample within a tolerance when the viewer interpolates linearly between them.
///
/// Samples where the element is absent do not count (it is hidden there), but the samples
/// on both sides of a change of presence, both sides of a jump (two samples at almost the
/// same instant) and the first and last are always kept. Between them, a Douglas–Peucker
/// pass keeps the sample worst reproduced by interpolation until none exceeds the
/// tolerance; identical consecutive values therefore collapse to their ends.
package enum KeyframeSelection {
    /// The kept sample indices, ascending.
    /// - Parameters:
    ///   - times: each sample's playback offset.
    ///   - jump: samples closer than this are the two sides of a jump.
    ///   - present: whether the element exists at each sample.
    ///   - values: each sample's value vector (filled where absent), all of one length.
    ///   - tolerance: the largest error allowed.
    ///   - error: the error at sample `k` of an interpolated vector (e.g. the displacement of
    ///     a tile's corners, in points).
    package static func keep(
        times: [Double], jump: Double, present: [Bool], values: [[Double]], tolerance: Double,
        error: (_ k: Int, _ interpolated: [Double]) -> Double
    ) -> [Int] {
        let n = times.count
        guard n > 2 else { return Array(0..<n) }
        var kept = Set(mandatory(times: times, jump: jump, present: present, values: values))
        var stack: [(Int, Int)] = []
        let sorted = kept.sorted()
        for (a, b) in zip(sorted, sorted.dropFirst()) where b - a > 1 { stack.append((a, b)) }
        let width = values.first?.count ?? 0
        var v = [Double](repeating: 0, count: width)
        while let (i, j) = stack.popLast() {
            var worst = -1, worstError = tolerance
            let span = times[j] - times[i]
            let a = values[i], b = values[j]
            for k in (i + 1)..<j where present[k] {
                let f = span > 0 ? (times[k] - times[i]) / span : 0
                for c in 0..<width { v[c] = a[c] + (b[c] - a[c]) * f }
                let e = error(k, v)
                if e > worstError { worst = k; worstError = e }
            }
            guard worst >= 0 else { continue }
            kept.insert(worst)
            if worst - i > 1 { stack.append((i, worst)) }
            if j - worst > 1 { stack.append((worst, j)) }
        }
        return kept.sorted()
    }

    /// The samples every track keeps: the ends, the sides of presence changes, and the
    /// sides of jumps where the element is present and its value changes.
    package static func mandatory(times: [Double], jump: Double, present: [Bool], values: [[Double]]) -> [Int] {
        let n = times.count
        var result = [0, n - 1]
        for i in 1..<n {
            let jump = times[i] - times[i - 1] < jump && present[i] && present[i - 1] && values[i] != values[i - 1]
            if present[i] != present[i - 1] || jump { result += [i - 1, i] }
        }
        return result
    }

    /// Change points of a discrete value: the samples where it differs from the one before,
    /// with samples marked `dontCare` taking the value before them (or after, at the start).
    package static func changes<T: Equatable>(_ values: [T], dontCare: [Bool]) -> [(index: Int, value: T)] {
        guard let firstCared = dontCare.firstIndex(of: false) else { return values.first.map { [(0, $0)] } ?? [] }
        var result: [(index: Int, value: T)] = [(0, values[firstCared])]
        for i in (firstCared + 1)..<values.count where !dontCare[i] && values[i] != result[result.count - 1].value {
            result.append((i, values[i]))
        }
        return result
    }
}
