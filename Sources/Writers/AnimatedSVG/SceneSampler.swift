import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// The instants at which a keyframe format (the animated SVG, the HTML inspector) samples
/// a board, and the scenes there: one cycle starting at the poster, on the regular grid of
/// `--fps`, plus every instant where something jumps.
///
/// A keyframe format interpolates linearly between samples, so a jump — a view appearing,
/// a text swapping, a step firing, the cycle wrapping — must not be smeared over a frame.
/// Each jump is sampled on both sides at (almost) the same instant: step starts and the wrap
/// on their known instants, other changes of structure (what ``SVGFrame/signature`` of a
/// scene says) by bisection between grid samples, to 1e-7 s. Step ends are sampled too (motion
/// has a kink there). Where motion is fast (a 0.22 s row move), samples are added between
/// grid samples until a linear interpolation reproduces the scene in the middle of every
/// interval within `smoothness` (see ``SceneDeviation``).
package struct SceneSampler {
    /// One sample: when it plays and what it shows.
    package struct Sample {
        /// Seconds of board time since the poster instant, 0 … cycle (unwrapped).
        package var offset: Double
        /// The board time shown (wrapped into the cycle).
        package var boardTime: Double
        /// The scene shown.
        package var scene: Scene
        /// The scene taken apart.
        package var frame: SVGFrame
        /// The frame's structure (``SVGFrame/signature``).
        package var signature: Int
    }

    /// How close (board seconds) two samples of a jump are.
    package static let jumpWidth = 1e-5
    /// How far before an instant its left side is evaluated: more than the microsecond
    /// browsers round seek times to.
    package static let leftEpsilon = 4e-6
    /// The shortest interval split for smoothness, in board seconds.
    package static let shortestInterval = 0.5e-3
    /// The most elements (tiles and flat elements) all samples together may hold: what the
    /// writer keeps in memory and compares. The bench needs about 70,000; a board past this
    /// (hundreds of rows moving at different instants over a long cycle) is refused with the
    /// budget instead of taking many minutes and gigabytes.
    package static let maximumSampledElements = 2_000_000

    /// Elements sampled so far (shared by the recursive samplers of one run).
    package final class Spent {
        package var elements = 0
        package var scenes = 0
    }
    package let spent = Spent()

    package let builder: SceneBuilder
    package let poster: Double
    package let fps: Int
    /// How far (points; opacity × 10) a scene may stray from the interpolation of its neighbours.
    package let smoothness: Double
    /// Takes a scene apart; a change of its ``SVGFrame/signature`` between samples is a jump.
    package let analyze: (Scene) -> SVGFrame
    /// Optional: called with the grid and jump instants sampled so far and their number.
    package var progress: ((_ done: Int, _ total: Int) -> Void)? = nil

    package var cycle: Double { builder.timeline.cycle }

    /// The samples, in playback order: the first shows the poster instant, the last the
    /// instant just before it one cycle later.
    package func samples() throws(BoardError) -> [Sample] {
        let cycle = self.cycle
        guard cycle > 0 else { return [try sample(0, left: false)] }
        var points: [(offset: Double, left: Bool)] = []
        let count = Int((cycle * Double(fps) - 1e-9).rounded(.up))
        for k in 0..<max(1, count) { points.append((Double(k) / Double(fps), false)) }
        points.append((cycle, true))
        for step in builder.timeline.steps {
            if let o = innerOffset(step.start) { points += [(o, true), (o, false)] }
            if let o = innerOffset(step.end) { points.append((o, false)) }
        }
        if let o = innerOffset(cycle) { points += [(o, true), (o, false)] }
        points.sort { ($0.offset, $0.left ? 0 : 1) < ($1.offset, $1.left ? 0 : 1) }
        var unique: [(offset: Double, left: Bool)] = []
        for p in points where unique.last.map({ abs($0.offset - p.offset) > 1e-9 || $0.left != p.left }) ?? true {
            unique.append(p)
        }
        var jumps: [Sample] = []
        for (k, p) in unique.enumerated() {
            progress?(k, unique.count)
            let s = try sample(p.offset, left: p.left)
            if let previous = jumps.last, p.offset - previous.offset > Self.jumpWidth {
                jumps += try refine(from: previous, to: s, budget: 64)
            }
            jumps.append(s)
        }
        var result: [Sample] = []
        for s in jumps {
            if let previous = result.last, s.offset - previous.offset > Self.jumpWidth {
                result += try smooth(from: previous, to: s, depth: 0)
            }
            result.append(s)
        }
        return result
    }

    /// Samples between `a` and `b` (no jump between them) where their interpolation strays.
    private func smooth(from a: Sample, to b: Sample, depth: Int) throws(BoardError) -> [Sample] {
        guard depth < 8, b.offset - a.offset > Self.shortestInterval else { return [] }
        let offset = (a.offset + b.offset) / 2, t = boardTime(offset)
        let scene = builder.scene(at: t)
        guard SceneDeviation.between(a.scene, scene, b.scene, fraction: 0.5) > smoothness else { return [] }
        let frame = try counted(analyze(scene))
        guard frame.signature == a.signature else { return [] }
        let m = Sample(offset: offset, boardTime: t, scene: scene, frame: frame, signature: frame.signature)
        return try smooth(from: a, to: m, depth: depth + 1) + [m] + smooth(from: m, to: b, depth: depth + 1)
    }

    /// The offset (since the poster) of board instant `t`, if it lies strictly inside the cycle.
    private func innerOffset(_ t: Double) -> Double? {
        var o = t - poster
        if o < 0 { o += cycle }
        return o > 1e-9 && o < cycle - 1e-9 ? o : nil
    }

    /// The board time at `offset` since the poster, wrapped into the cycle.
    package func boardTime(_ offset: Double) -> Double {
        var t = poster + offset
        if t >= cycle - 1e-12 { t -= cycle }
        return min(max(0, t), cycle)
    }

    /// The scene at `offset`, or just before it (`left`): the left side of the wrap is the
    /// cycle's last instant.
    package func sample(_ offset: Double, left: Bool) throws(BoardError) -> Sample {
        let t = boardTime(offset)
        if left {
            let before = t <= 1e-12 ? cycle : max(0, t - Self.leftEpsilon)
            return try make(offset: max(0, offset - Self.leftEpsilon), boardTime: before)
        }
        return try make(offset: offset, boardTime: t)
    }

    private func make(offset: Double, boardTime: Double) throws(BoardError) -> Sample {
        let scene = builder.scene(at: boardTime)
        let frame = try counted(analyze(scene))
        return Sample(offset: offset, boardTime: boardTime, scene: scene, frame: frame, signature: frame.signature)
    }

    /// `frame`, counted against ``maximumSampledElements``.
    private func counted(_ frame: SVGFrame) throws(BoardError) -> SVGFrame {
        spent.elements += frame.flat.count + frame.tiles.count
        spent.scenes += 1
        guard spent.elements <= Self.maximumSampledElements else {
            throw BoardError("the animation needs more than \(Self.maximumSampledElements.formatted) sampled elements (\(spent.scenes.formatted) scenes so far) to be drawn as keyframes; use fewer rows, steps or views, or a GIF or WebP")
        }
        return frame
    }

    /// Samples on both sides of every change of structure strictly between `a` and `b`.
    private func refine(from a: Sample, to b: Sample, budget: Int) throws(BoardError) -> [Sample] {
        let sa = a.signature
        guard budget > 0, sa != b.signature else { return [] }
        var lo = a, hi = b
        while hi.offset - lo.offset > Self.jumpWidth / 20 {
            let mid = try sample((lo.offset + hi.offset) / 2, left: false)
            if mid.signature == sa { lo = mid } else { hi = mid }
        }
        var result: [Sample] = []
        if lo.offset > a.offset { result.append(lo) }
        if hi.offset < b.offset {
            result.append(hi)
            result += try refine(from: hi, to: b, budget: budget - 1)
        }
        return result
    }
}
