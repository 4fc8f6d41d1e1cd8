import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
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
        /// Only this part of the cycle (board seconds); nil: all of it.
        public var window: ClosedRange<Double>? = nil
        /// Fidelity traded for bytes, 1…100; 100 (the default) is the full-quality encoder
        /// (see ``GifQuality``).
        public var quality: Int

        /// Creates options; the defaults are 50 fps, @2x, speed 1, looping forever, poster 0, quality 100.
        public init(fps: Int = 50, scale: Int = 2, speed: Double = 1, loops: Int? = nil, poster: Double = 0,
                    dither: Bool = false, quality: Int = GifQuality.maximum) {
            self.fps = fps
            self.scale = scale
            self.speed = speed
            self.loops = loops
            self.poster = poster
            self.dither = dither
            self.quality = quality
        }
    }

    /// The frames: times, durations in centiseconds, the board's scenes.
    public let cycle: BoardCycle
    /// The options.
    public let options: Options
    /// The frame rate and delays.
    public let timing: GifTiming

    /// The board's scenes.
    public var builder: SceneBuilder { cycle.builder }

    /// The longest a GIF frame can show: 65535 centiseconds.
    public static let maximumDelay = 65_535

    /// Prepares a GIF of `board`. Every limit is checked here, before any frame is
    /// drawn: those of ``BoardCycle`` and the longest delay a GIF can hold.
    ///
    /// - Throws: ``GifError`` for a bad frame rate, speed or quality, ``RenderError`` for
    ///   a bad scale, poster, loop count or size or a GIF over a limit, ``BoardError`` when
    ///   the board cannot be resolved.
    public init(board: Board, options: Options) throws {
        guard FrameWriter.scales.contains(options.scale) else {
            throw RenderError("--scale \(options.scale): use 1, 2, 3 or 4 pixels per point")
        }
        timing = try GifTiming(fps: options.fps, speed: options.speed)
        _ = try GifQuality(options.quality)
        cycle = try BoardCycle(board: board, scale: options.scale, poster: options.poster, timing: timing.clock, window: options.window)
        self.options = options
        if let loops = options.loops, !(0...65_535).contains(loops) {
            throw RenderError("--loops \(loops): use 0 to 65535 extra loops, or forever")
        }
        let longest = (100 / (Double(timing.fps) * timing.speed)).rounded(.up) + 1
        guard longest <= Double(Self.maximumDelay) else {
            throw RenderError(
                "at --fps \(timing.fps) and --speed \(NumberFormat.plain(timing.speed)) a frame would show for "
                    + "\(NumberFormat.fixed(longest / 100, decimals: 2)) s; a GIF frame shows at most 655.35 s: raise --speed or --fps")
        }
    }

    /// The board time of frame `i`: `poster + i / fps`, wrapped into the cycle.
    public func time(ofFrame i: Int) -> Double { cycle.time(ofFrame: i) }

    /// Writes the GIF atomically to `path`.
    @discardableResult
    /// - Parameter progress: optional, called with the frames encoded and the total.
    public func write(to path: String, progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> FramePipeline.Report<GifStats> {
        let options = self.options
        let transparent = cycle.builder.board.isTransparent
        return try cycle.write(to: path, progress: progress) { file, width, height in
            try GifEncoder(file: file, width: width, height: height, loopCount: options.loops,
                           dither: options.dither, quality: options.quality, transparent: transparent)
        }
    }
}
