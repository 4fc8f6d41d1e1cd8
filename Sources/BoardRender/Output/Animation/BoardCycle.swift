import Foundation

/// One full cycle of a board as frames — which board time each frame shows, how long it
/// plays — and the run that renders and encodes them: what every animated format shares.
///
/// A format validates its own options (frame rate, loops, quality), builds a
/// ``FrameTiming`` in its ticks and hands an encoder to ``write(to:encoder:)``;
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

    /// Prepares the frames of `board`.
    ///
    /// - Throws: ``RenderError`` for a bad scale, poster or size, ``BoardError`` when the
    ///   board cannot be resolved.
    public init(board: Board, scale: Int, poster: Double, timing: FrameTiming) throws {
        guard FrameWriter.scales.contains(scale) else {
            throw RenderError("--scale \(scale): use 1, 2, 3 or 4 pixels per point")
        }
        builder = try SceneBuilder(board: board)
        self.scale = scale
        self.poster = poster
        self.timing = timing
        let cycle = builder.timeline.cycle
        guard poster >= 0, poster <= cycle else {
            throw RenderError("--poster \(poster): the poster must be a time in the cycle, 0 to \(FramePattern.seconds(cycle)) s")
        }
        _ = try Renderer.pixelSize(builder.scene(at: 0), scale: scale)
    }

    /// The board time of frame `i`: `poster + i / fps`, wrapped into the cycle.
    public func time(ofFrame i: Int) -> Double {
        let cycle = builder.timeline.cycle
        var t = poster + timing.sourceTime(ofFrame: i)
        if t >= cycle - 1e-9 { t -= cycle }
        return max(0, t)
    }

    /// Each frame's duration in the format's ticks; they sum to one cycle divided by the speed.
    public var durations: [Int] { timing.durations(cycleSeconds: builder.timeline.cycle) }

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
    ///   - makeEncoder: opens the format's encoder on a temporary path for a `width × height` canvas.
    /// - Returns: the encoder's statistics and the pipeline's numbers.
    public func write<Encoder: FrameEncoder>(
        to path: String, encoder makeEncoder: (_ path: String, _ width: Int, _ height: Int) throws -> Encoder
    ) throws -> FramePipeline.Report<Encoder.Stats> {
        let durations = self.durations
        let builder = self.builder, scale = self.scale
        let times = (0..<durations.count).map(time(ofFrame:))
        var report: FramePipeline.Report<Encoder.Stats>?
        try OutputFile.write(to: path) { (temp: String) throws in
            let size = try Renderer.pixelSize(builder.scene(at: times[0]), scale: scale)
            let encoder = try makeEncoder(temp, size.width, size.height)
            let workers = ProcessInfo.processInfo.activeProcessorCount
            report = try FramePipeline.encode(
                frameCount: durations.count, durations: durations, into: encoder, workers: workers, lookAhead: workers,
                isRepeat: { i in builder.scene(at: times[i]).drawsLike(builder.scene(at: times[i - 1])) },
                render: { i in try Renderer.raster(builder.scene(at: times[i]), scale: scale) })
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
