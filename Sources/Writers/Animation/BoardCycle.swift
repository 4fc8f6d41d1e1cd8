import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
import Foundation

/// One full cycle of a board as frames — which board time each frame shows, how long it
/// plays — and the run that renders and encodes them: what every animated format shares.
///
/// A format validates its own options (frame rate, loops, quality), builds a
/// ``FrameTiming`` in its ticks and hands an encoder to ``write(to:progress:encoder:)``;
/// ``BoardGif`` and ``BoardWebP`` are such formats.
///
/// ```swift
/// let timing = FrameTiming(fps: 25, ticksPerSecond: 1000, minimumTicks: 11)
/// let cycle = try BoardCycle(board: BuiltinBoards.bench, scale: 1, poster: 0, timing: timing)
/// cycle.durations.reduce(0, +)   // 6800 ms: the bench's cycle
/// ```
public struct BoardCycle: Sendable {
    /// The board's scenes.
    public let builder: SceneBuilder
    /// Pixels per point.
    public let scale: Int
    /// The board time shown first; the cycle is rotated to start there.
    public let poster: Double
    /// Frame rate, speed and the format's clock.
    public let timing: FrameTiming
    /// The part of the cycle recorded (`--phase`, `--from`/`--to`), in board seconds; nil: the whole cycle.
    public let window: ClosedRange<Double>?

    /// How long what is recorded lasts: the window's length, or the cycle's.
    public var length: Double { window.map { $0.upperBound - $0.lowerBound } ?? builder.timeline.cycle }

    /// Prepares the frames of `board`.
    ///
    /// - Throws: ``RenderError`` for a bad scale, poster or size, ``BoardError`` when the
    ///   board cannot be resolved.
    /// - Parameter window: only this part of the cycle, played once through per loop (its start
    ///   the default poster).
    public init(board: Board, scale: Int, poster: Double, timing: FrameTiming, window: ClosedRange<Double>? = nil) throws {
        guard FrameWriter.scales.contains(scale) else {
            throw RenderError("--scale \(scale): use 1, 2, 3 or 4 pixels per point")
        }
        builder = try SceneBuilder(board: board)
        self.scale = scale
        self.timing = timing
        let cycle = builder.timeline.cycle
        if let window {
            guard window.lowerBound >= 0, window.upperBound <= cycle + 1e-9, window.upperBound > window.lowerBound else {
                throw RenderError("--from \(NumberFormat.seconds(window.lowerBound)) --to \(NumberFormat.seconds(window.upperBound)): "
                    + "give a part of the cycle, from 0 to \(NumberFormat.seconds(cycle)) s, that lasts")
            }
            let start = poster == 0 ? window.lowerBound : poster
            guard window.contains(start) else {
                throw RenderError("--poster \(NumberFormat.seconds(poster)): the poster must be a time in what is recorded, "
                    + "\(NumberFormat.seconds(window.lowerBound)) to \(NumberFormat.seconds(window.upperBound)) s")
            }
            self.poster = start
        } else {
            guard poster >= 0, poster <= cycle else {
                throw RenderError("--poster \(NumberFormat.seconds(poster)): the poster must be a time in the cycle, 0 to \(NumberFormat.seconds(cycle)) s")
            }
            self.poster = poster
        }
        self.window = window
        let size = try Renderer.pixelSize(builder.scene(at: 0), scale: scale)
        try Self.checkLimits(width: size.width, height: size.height, cycle: window.map { $0.upperBound - $0.lowerBound } ?? cycle, timing: timing)
    }

    /// The most frames an animation has (the frame cap of `animate`).
    public static let maximumFrames = 10_000
    /// The most pixels of an animation's canvas, 4096 × 4096: with the frames in
    /// flight this keeps the largest animation under 1 GB of memory.
    public static let maximumCanvasPixels = 4096 * 4096
    /// The most pixels × frames of one animation (the work it takes): 2³² ≈ 4.3
    /// gigapixels, 6.6 times the bench at `--scale 2`; about two minutes for the
    /// heaviest board on two cores.
    public static let maximumPixelFrames = 1 << 32
    /// The memory the pipeline may spend on frames in flight, in bytes.
    package static let frameMemoryBudget = 256 << 20
    /// The most frames whose scenes are kept from the pass that finds repeats to the painters
    /// (a scene is a few kilobytes to a few hundred); longer animations build each scene twice.
    package static let keptScenes = 2_000

    /// Checks the frame cap, the canvas size and the pixels × frames budget.
    package static func checkLimits(width: Int, height: Int, cycle: Double, timing: FrameTiming) throws(RenderError) {
        let frames = timing.frameCount(cycleSeconds: cycle)
        guard frames <= maximumFrames else {
            throw RenderError(
                "the animation would have \(frames) frames (a \(NumberFormat.seconds(cycle)) s cycle at \(timing.fps) fps); "
                    + "at most \(maximumFrames): use a lower --fps")
        }
        let pixels = width * height
        guard pixels <= maximumCanvasPixels else {
            throw RenderError(
                "a \(width)×\(height) px animation is too large: at most \(maximumCanvasPixels / 1_000_000) megapixels a frame (4096 × 4096); "
                    + "use a lower --scale")
        }
        guard pixels * frames <= maximumPixelFrames else {
            let giga = NumberFormat.fixed(Double(pixels) * Double(frames) / 1e9, decimals: 1)
            throw RenderError(
                "the animation would be \(frames) frames of \(width)×\(height) px (\(giga) gigapixels); at most "
                    + "\(NumberFormat.fixed(Double(maximumPixelFrames) / 1e9, decimals: 1)) gigapixels: use a lower --fps or --scale, or a shorter cycle")
        }
    }

    /// The board time of frame `i`: `poster + i / fps`, wrapped into the cycle (or the window).
    public func time(ofFrame i: Int) -> Double {
        let start = window?.lowerBound ?? 0, end = window?.upperBound ?? builder.timeline.cycle
        var t = poster + timing.sourceTime(ofFrame: i)
        if t >= end - 1e-9 { t -= end - start }
        return max(start, t)
    }

    /// Each frame's duration in the format's ticks; they sum to one cycle (or the window)
    /// divided by the speed.
    public var durations: [Int] { timing.durations(cycleSeconds: length) }

    /// The raster of frame `i` (what the file must show while frame `i` plays).
    public func raster(ofFrame i: Int) throws(RenderError) -> Raster {
        try Renderer.raster(builder.scene(at: time(ofFrame: i)), scale: scale)
    }

    /// Renders every frame in parallel and encodes them in order into a temporary file,
    /// renamed to `path` only when complete (``OutputFile``).
    ///
    /// Frames whose scene draws like the previous one are not rendered: the encoder is told
    /// they repeat. One frame is in flight per render thread (a 1848×1030 frame is 7.6 MB).
    /// - Parameters:
    ///   - path: the file to write.
    ///   - progress: optional, called with the frames encoded and the total.
    ///   - makeEncoder: opens the format's encoder on the temporary (a sink whose messages
    ///     name `path`) for a `width × height` canvas.
    /// - Returns: the encoder's statistics and the pipeline's numbers.
    public func write<Encoder: FrameEncoder>(
        to path: String, progress: ((_ done: Int, _ total: Int) -> Void)? = nil, encoder makeEncoder: (_ file: FileSink, _ width: Int, _ height: Int) throws -> Encoder
    ) throws -> FramePipeline.Report<Encoder.Stats> {
        let durations = self.durations
        let builder = self.builder, scale = self.scale
        let times = (0..<durations.count).map(time(ofFrame:))
        var report: FramePipeline.Report<Encoder.Stats>?
        try OutputFile.write(to: path) { file in
            let size = try Renderer.pixelSize(builder.scene(at: times[0]), scale: scale)
            let encoder = try makeEncoder(file, size.width, size.height)
            // One frame in flight per worker (each 1848×1030 frame is 7.6 MB), but no
            // more than the memory budget allows, whatever the core count.
            let frameBytes = max(1, size.width * size.height * 4)
            let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, Self.frameMemoryBudget / (2 * frameBytes)))
            // Which frames repeat the one before: each scene built once here, compared with the last.
            // The scenes of the frames drawn are kept for the painters (up to a bound), so that
            // each is built once; a painter takes its scene and frees it.
            let keeps = times.count <= Self.keptScenes
            var repeats = [false]
            var previous = StageClock.measure(.scenes) { builder.scene(at: times[0]) }
            var kept: [Scene?] = keeps ? [previous] : []
            for i in times.indices.dropFirst() {
                let scene = StageClock.measure(.scenes) { builder.scene(at: times[i]) }
                let same = scene.drawsLike(previous)
                repeats.append(same)
                if keeps { kept.append(same ? nil : scene) }
                previous = scene
            }
            let repeated = repeats
            let scenes = SceneStore(kept)
            report = try FramePipeline.encode(
                frameCount: durations.count, durations: durations, into: encoder, workers: workers, lookAhead: workers,
                isRepeat: { i in repeated[i] },
                progress: progress,
                render: { i in
                    let scene = scenes.take(i) ?? StageClock.measure(.scenes) { builder.scene(at: times[i]) }
                    return try Renderer.raster(scene, scale: scale)
                })
        }
        return report!
    }
}

extension Scene {
    /// Whether two scenes draw the same picture (everything but the time is equal).
    public func drawsLike(_ other: Scene) -> Bool {
        var a = self
        a.time = other.time
        return a == other
    }
}

/// Scenes handed from one thread to the painters: each taken once, then freed.
package final class SceneStore: @unchecked Sendable {
    private var scenes: [Scene?]
    private let lock = NSLock()

    package init(_ scenes: [Scene?]) { self.scenes = scenes }

    /// Scene `i`, if kept; it is not kept any longer.
    package func take(_ i: Int) -> Scene? {
        lock.lock()
        defer { lock.unlock() }
        guard i < scenes.count else { return nil }
        let scene = scenes[i]
        scenes[i] = nil
        return scene
    }
}
