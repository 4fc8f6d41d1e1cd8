import Foundation

/// Writes one full cycle of a board as an animated GIF.
///
/// ```swift
/// let report = try BoardGif(board: BuiltinBoards.bench, options: .init(fps: 50, scale: 2))
///     .write(to: "bench.gif")
/// ```
public struct BoardGif: Sendable {
    /// What to write.
    public struct Options: Sendable, Equatable {
        /// Frames per second of the board's timeline (at most 50 / speed).
        public var fps: Int
        /// Pixels per point.
        public var scale: Int
        /// Playback speed of the whole board (2 plays twice as fast).
        public var speed: Double
        /// Extra loops after the first play; nil loops forever, 0 plays once.
        public var loops: Int?
        /// The board time shown first; the cycle is rotated to start there.
        public var poster: Double
        /// An ordered, screen-fixed dither where the palette falls short.
        public var dither: Bool

        /// Creates options; the defaults are 50 fps, @2x, speed 1, looping forever, poster 0.
        public init(fps: Int = 50, scale: Int = 2, speed: Double = 1, loops: Int? = nil, poster: Double = 0, dither: Bool = false) {
            self.fps = fps
            self.scale = scale
            self.speed = speed
            self.loops = loops
            self.poster = poster
            self.dither = dither
        }
    }

    /// The board's scenes.
    public let builder: SceneBuilder
    /// The options.
    public let options: Options
    /// The frame rate and delays.
    public let timing: GifTiming

    /// Prepares a GIF of `board`.
    ///
    /// - Throws: ``GifError`` for a bad frame rate or speed, ``RenderError`` for
    ///   a bad scale, poster or size, ``BoardError`` when the board cannot be resolved.
    public init(board: Board, options: Options) throws {
        guard FrameWriter.scales.contains(options.scale) else {
            throw RenderError("--scale \(options.scale): use 1, 2, 3 or 4 pixels per point")
        }
        timing = try GifTiming(fps: options.fps, speed: options.speed)
        builder = try SceneBuilder(board: board)
        self.options = options
        let cycle = builder.timeline.cycle
        guard options.poster >= 0, options.poster <= cycle else {
            throw RenderError("--poster \(options.poster): the poster must be a time in the cycle, 0 to \(FramePattern.seconds(cycle)) s")
        }
        if let loops = options.loops, !(0...65_535).contains(loops) {
            throw RenderError("--loops \(loops): use 0 to 65535 extra loops, or forever")
        }
        _ = try Renderer.pixelSize(builder.scene(at: 0), scale: options.scale)
    }

    /// The board time of frame `i`: `poster + i / fps`, wrapped into the cycle.
    public func time(ofFrame i: Int) -> Double {
        let cycle = builder.timeline.cycle
        var t = options.poster + timing.sourceTime(ofFrame: i)
        if t >= cycle - 1e-9 { t -= cycle }
        return max(0, t)
    }

    /// Writes the GIF atomically to `path`.
    @discardableResult
    public func write(to path: String) throws -> GifPipeline.Report {
        let delays = timing.delays(cycleSeconds: builder.timeline.cycle)
        let frames = delays.count
        let builder = self.builder, scale = options.scale
        let times = (0..<frames).map(time(ofFrame:))
        var report: GifPipeline.Report?
        try OutputFile.write(to: path) { (temp: String) throws in
            let first = builder.scene(at: times[0])
            let size = try Renderer.pixelSize(first, scale: scale)
            let encoder = try GifEncoder(
                path: temp, width: size.width, height: size.height, loopCount: options.loops, dither: options.dither)
            // One frame in flight per worker: each 1848×1030 frame is 7.6 MB.
            let workers = ProcessInfo.processInfo.activeProcessorCount
            report = try GifPipeline.encode(
                frameCount: frames, delays: delays, into: encoder, workers: workers, lookAhead: workers,
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
