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

    /// The most frames a GIF has (the frame cap of `gif`).
    public static let maximumFrames = 10_000
    /// The most pixels of a GIF's canvas, 4096 × 4096: with the frames in
    /// flight this keeps the largest GIF under 1 GB of memory.
    public static let maximumCanvasPixels = 4096 * 4096
    /// The most pixels × frames of one GIF (the work it takes): 2³² ≈ 4.3
    /// gigapixels, 6.6 times the bench at `--scale 2` (the bench at `--scale 4`
    /// is 2.6); about two minutes for the heaviest board on two cores.
    public static let maximumPixelFrames = 1 << 32
    /// The longest a GIF frame can show: 65535 centiseconds.
    public static let maximumDelay = 65_535
    /// The memory the pipeline may spend on frames in flight, in bytes.
    static let frameMemoryBudget = 256 << 20

    /// The board's scenes.
    public let builder: SceneBuilder
    /// The options.
    public let options: Options
    /// The frame rate and delays.
    public let timing: GifTiming

    /// Prepares a GIF of `board`.
    ///
    /// Every limit is checked here, before any frame is drawn: the frame cap,
    /// the canvas size, the pixels × frames budget and the longest delay.
    ///
    /// - Throws: ``GifError`` for a bad frame rate or speed, ``RenderError`` for
    ///   a bad scale, poster or size or a GIF over a limit, ``BoardError`` when
    ///   the board cannot be resolved.
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
        let size = try Renderer.pixelSize(builder.scene(at: 0), scale: options.scale)
        try Self.checkLimits(width: size.width, height: size.height, cycle: cycle, timing: timing)
    }

    /// Checks the frame cap, the canvas size, the pixels × frames budget and the longest delay.
    static func checkLimits(width: Int, height: Int, cycle: Double, timing: GifTiming) throws(RenderError) {
        let frames = timing.frameCount(cycleSeconds: cycle)
        guard frames <= maximumFrames else {
            throw RenderError(
                "the GIF would have \(frames) frames (a \(NumberFormat.plain(cycle)) s cycle at \(timing.fps) fps); "
                    + "at most \(maximumFrames): use a lower --fps")
        }
        let pixels = width * height
        guard pixels <= maximumCanvasPixels else {
            throw RenderError(
                "a \(width)×\(height) px GIF is too large: at most \(maximumCanvasPixels / 1_000_000) megapixels a frame (4096 × 4096); "
                    + "use a lower --scale")
        }
        guard pixels * frames <= maximumPixelFrames else {
            let giga = NumberFormat.fixed(Double(pixels) * Double(frames) / 1e9, decimals: 1)
            throw RenderError(
                "the GIF would be \(frames) frames of \(width)×\(height) px (\(giga) gigapixels); at most "
                    + "\(NumberFormat.fixed(Double(maximumPixelFrames) / 1e9, decimals: 1)) gigapixels: use a lower --fps or --scale, or a shorter cycle")
        }
        let longest = (100 / (Double(timing.fps) * timing.speed)).rounded(.up) + 1
        guard longest <= Double(maximumDelay) else {
            throw RenderError(
                "at --fps \(timing.fps) and --speed \(NumberFormat.plain(timing.speed)) a frame would show for "
                    + "\(NumberFormat.fixed(longest / 100, decimals: 2)) s; a GIF frame shows at most 655.35 s: raise --speed or --fps")
        }
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
            // One frame in flight per worker (each 1848×1030 frame is 7.6 MB), but
            // no more than the memory budget allows, whatever the core count.
            let frameBytes = max(1, size.width * size.height * 4)
            let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, Self.frameMemoryBudget / (2 * frameBytes)))
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
