import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// Sampling a contact sheet where the picture changes (issue: a spring's long, still tail
/// took most frames of an even sampling).
extension SheetSampling {
    /// How finely each step is scanned for motion.
    package static let scanResolution = 240
    /// The last instant of a step is where this share of its motion is done: a spring's tail,
    /// which moves less than a pixel, is left out.
    package static let motionDone = 0.995

    /// `count` instants over `steps`, placed at even shares of how much the picture changes
    /// (``Scene/motionSignature``): each step from its start to where its motion is done, a
    /// step's share of the instants in proportion to its motion; a step that changes nothing
    /// gets one instant, at its start. `scene` gives the scene at an instant.
    ///
    /// A step whose start shows nothing of what moves (an insertion, before its views appear)
    /// starts at its first share of motion instead: no empty first frame. An instant that looks
    /// like the one before it (less than a point of motion: two shares inside one pop) is left
    /// out, so a sheet may have fewer frames than `count`, never two alike.
    public static func times(count: Int, steps: [Timeline.Step], scene: (Double) -> Scene) -> [Double] {
        // Per step: the scan's instants and the cumulative change along them.
        let curves: [(times: [Double], cumulative: [Double], emptyStart: Bool)] = steps.map { step in
            guard step.end > step.start else { return ([step.start], [0], false) }
            let n = scanResolution
            let times = (0...n).map { step.start + (step.end - step.start) * Double($0) / Double(n) }
            var cumulative: [Double] = [0]
            let firstScene = scene(times[0])
            let first = firstScene.motionSignature
            var previous = first
            for t in times.dropFirst() {
                let next = scene(t).motionSignature
                cumulative.append(cumulative.last! + Self.distance(previous, next))
                previous = next
            }
            return (times, cumulative, Self.showsNothingThatMoves(firstScene, start: first, end: previous))
        }
        let motions = curves.map { $0.cumulative.last! }
        let total = motions.reduce(0, +)
        guard total > 1e-9 else { return times(count: count, steps: steps) }
        var result: [Double] = []
        var left = count
        for (k, curve) in curves.enumerated() {
            let stepsLeft = curves.count - k
            var n = k == curves.count - 1 ? left : Int((Double(count) * motions[k] / total).rounded())
            n = motions[k] <= 1e-9 ? 1 : max(1, min(n, left - (stepsLeft - 1)))
            let done = motions[k] * motionDone
            var step: [Double]
            if motions[k] <= 1e-9 {
                // Nothing moves (a colour changes, or nothing): the step's end shows what it did.
                step = [curve.times.last!]
            } else if curve.emptyStart || n == 1 {
                // Shares 1/n … n/n: the first frame already shows the views coming.
                step = (0..<n).map { i in Self.instant(at: done * Double(i + 1) / Double(n), curve.times, curve.cumulative) }
            } else {
                step = (0..<n).map { i in Self.instant(at: done * Double(i) / Double(n - 1), curve.times, curve.cumulative) }
            }
            result += distinct(step.map { ($0 * 1e6).rounded() / 1e6 }, scene: scene)
            left -= n
        }
        return result
    }

    /// The shortest time between two frames of a step: a sixtieth of a second, one frame of a display.
    package static let minimumGap = 1.0 / 60

    /// A step's instants without those that look like the one kept before them: less than
    /// ``minimumGap`` after it, or less than a point of motion from it (two shares inside one pop).
    package static func distinct(_ times: [Double], scene: (Double) -> Scene) -> [Double] {
        var kept: [Double] = [], last: [String: [Double]] = [:]
        for t in times {
            let signature = scene(t).motionSignature
            if let previous = kept.last, t - previous < minimumGap || Self.distance(last, signature) < 1 { continue }
            kept.append(t)
            last = signature
        }
        return kept
    }

    /// Whether a step's first picture (`scene`, whose signature is `start`) shows none of the
    /// views that move in it: each missing, under 1 % opacity, or outside what clips it (an
    /// insertion before its views appear, one moving in from an edge).
    package static func showsNothingThatMoves(_ scene: Scene, start: [String: [Double]], end: [String: [Double]]) -> Bool {
        let moving = Set(start.keys).union(end.keys).filter { start[$0] != end[$0] }
        guard !moving.isEmpty else { return false }
        let shown = scene.shownViewKeys
        return moving.allSatisfy { !shown.contains($0) }
    }

    /// The instant where the cumulative change reaches `value` (linear between scan points).
    package static func instant(at value: Double, _ times: [Double], _ cumulative: [Double]) -> Double {
        guard value > 0 else { return times[0] }
        for k in 1..<cumulative.count where cumulative[k] >= value {
            let span = cumulative[k] - cumulative[k - 1]
            let f = span > 0 ? (value - cumulative[k - 1]) / span : 0
            return times[k - 1] + (times[k] - times[k - 1]) * f
        }
        return times.last!
    }

    /// How much two signatures differ: the sum of absolute differences; a view missing on one
    /// side counts as a fade from (or to) nothing — its opacities and blur, not its corners (a
    /// view leaving the scene at the end of its removal, already faded or out of sight, is no
    /// jump of hundreds of points).
    package static func distance(_ a: [String: [Double]], _ b: [String: [Double]]) -> Double {
        func appearance(_ v: [Double]) -> Double {
            v.count > 8 ? v[8...].reduce(0) { $0 + abs($1) } : v.reduce(0) { $0 + abs($1) }
        }
        var d = 0.0
        for (key, x) in a {
            if let y = b[key], y.count == x.count {
                for i in x.indices { d += abs(x[i] - y[i]) }
            } else {
                d += appearance(x)
            }
        }
        for (key, y) in b where a[key] == nil { d += appearance(y) }
        return d
    }
}

extension Scene {
    /// The keys of ``motionSignature`` whose views are on screen: at least 1 % opaque, with
    /// some of their area inside what clips them.
    package var shownViewKeys: Set<String> {
        var out: Set<String> = []
        for cell in cells {
            guard let tile = cell.tile, tile.opacity > 0.01 else { continue }
            let box = Rect.bounding(tile.quad)
            let seen = tile.clip.map { box.intersection($0) } ?? box
            if seen.width * seen.height > 0.5 { out.insert("\(cell.panel ?? ""):\(cell.name)") }
        }
        return out
    }

    /// What moves on the board, as numbers per view: its corners (points), its opacity and its
    /// texts' opacities (100 for a full fade, as if it moved 100 pt) and its blur. The corners
    /// are held inside the tile's clip: what moves out of sight does not move the picture.
    package var motionSignature: [String: [Double]] {
        var out: [String: [Double]] = [:]
        for cell in cells {
            guard let tile = cell.tile else { continue }
            // Corners held inside what clips the tile: a view that moves on out of sight (a
            // .move past its slot's edge) no longer counts as motion.
            let clip = tile.clip
            var v = tile.quad.flatMap { p -> [Double] in
                guard let clip else { return [p.x, p.y] }
                return [min(max(p.x, clip.minX), clip.maxX), min(max(p.y, clip.minY), clip.maxY)]
            }
            v.append(tile.opacity * 100)
            v.append(tile.blurRadius)
            v += cell.texts.map { $0.opacity * 100 }
            // A view leaving while its new copy enters is two cells of one name.
            var key = "\(cell.panel ?? ""):\(cell.name)"
            while out[key] != nil { key += "'" }
            out[key] = v
        }
        return out
    }
}
