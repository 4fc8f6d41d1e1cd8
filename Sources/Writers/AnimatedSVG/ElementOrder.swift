import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// One document order for elements whose drawing order may change from sample to sample
/// (a panel board draws removed rows below the others; a reversed list draws its rows in
/// the new order; a cross-fading status line swaps which text is on top).
///
/// SVG draws in document order, so an element whose order against another flips is split
/// into segments — runs of samples, each written as its own element — and the segments
/// are ordered so that every "a is drawn below b" seen at a sample holds. Samples are taken
/// in time order; when a sample's order contradicts what came before, elements on the
/// contradiction start new segments there, one at a time, until it is gone (one sample's
/// order never contradicts itself).
/// Ties go to first appearance.
package enum ElementOrder {
    /// A run of samples of one element.
    package struct Segment: Equatable {
        package var key: String
        /// The samples it covers.
        package var samples: ClosedRange<Int>
    }

    /// "a is drawn below b".
    package struct Pair: Hashable {
        package var a: String
        package var b: String
    }

    /// The segments of every element, back to front.
    /// - Parameters:
    ///   - sampleCount: how many samples there are.
    ///   - present: the elements at sample `s`, in first-appearance order.
    ///   - below: the constraints of sample `s` (only those that matter: overlapping views).
    package static func segments(sampleCount: Int, present: (Int) -> [String], below: (Int) -> [Pair]) -> [Segment] {
        var segments: [Segment] = []
        var current: [String: Int] = [:]
        var edges: [Int: Set<Int>] = [:]
        func open(_ key: String, at s: Int) -> Int {
            if let i = current[key] { return i }
            segments.append(Segment(key: key, samples: s...s))
            current[key] = segments.count - 1
            return segments.count - 1
        }
        /// The segments on a path from `from` to `to` (`to` first), or nil.
        func path(_ from: Int, _ to: Int) -> [Int]? {
            var stack = [from], parent: [Int: Int] = [from: from]
            while let n = stack.popLast() {
                if n == to {
                    var result = [n], m = n
                    while m != from { m = parent[m]!; result.append(m) }
                    return result
                }
                for m in edges[n] ?? [] where parent[m] == nil { parent[m] = n; stack.append(m) }
            }
            return nil
        }
        for s in 0..<sampleCount {
            let keys = present(s)
            for key in keys { _ = open(key, at: s) }
            var added: [(Int, Int)] = []
            var pairs = below(s)[...]
            var retries = 0
            while let pair = pairs.popFirst() {
                let a = open(pair.a, at: s), b = open(pair.b, at: s)
                if edges[a]?.contains(b) == true { continue }
                if let cycle = path(b, a) {
                    // (A sample's own order has no cycle, so splitting always ends; the cap is a guard.)
                    retries += 1
                    if retries > keys.count + 2 { continue }
                    // Undo this sample's edges, start a new segment here for the first element on
                    // the contradiction not started here already (`a` when it can), and redo the sample.
                    for (x, y) in added { edges[x]?.remove(y) }
                    added = []
                    if let i = cycle.first(where: { segments[$0].samples.lowerBound < s }) {
                        segments[i].samples = segments[i].samples.lowerBound...(s - 1)
                        current[segments[i].key] = nil
                        _ = open(segments[i].key, at: s)
                    }
                    pairs = below(s)[...]
                    continue
                }
                edges[a, default: []].insert(b)
                added.append((a, b))
            }
            for key in keys { segments[current[key]!].samples = segments[current[key]!].samples.lowerBound...s }
        }
        // Each segment lasts until the next one of its element begins (absent samples included).
        var next: [String: Int] = [:]
        for i in segments.indices.reversed() {
            let key = segments[i].key
            let end = next[key].map { segments[$0].samples.lowerBound - 1 } ?? sampleCount - 1
            segments[i].samples = segments[i].samples.lowerBound...max(segments[i].samples.lowerBound, end)
            next[key] = i
        }
        // Back to front: a segment is placed once everything below it is.
        var incoming: [Int: Set<Int>] = [:]
        for (a, bs) in edges { for b in bs { incoming[b, default: []].insert(a) } }
        var placed = Set<Int>(), order: [Segment] = []
        while order.count < segments.count {
            let next = segments.indices.first { !placed.contains($0) && (incoming[$0] ?? []).isSubset(of: placed) }
                ?? segments.indices.first { !placed.contains($0) }!
            placed.insert(next)
            order.append(segments[next])
        }
        return order
    }
}
