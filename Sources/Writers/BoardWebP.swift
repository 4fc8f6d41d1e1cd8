import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// Writes one full cycle of a board as an animated WebP: lossless (every frame pixel-exact)
/// unless a quality is given.
///
/// ```swift
/// let report = try BoardWebP(board: BuiltinBoards.bench, options: .init(fps: 50, scale: 2))
///     .write(to: "bench.webp")
/// ```
public struct BoardWebP: Sendable {
    /// What to write.
    public struct Options: Sendable, Equatable {
        /// Frames per second of the board's timeline (at most 60 / speed).
        public var fps: Int
        /// Pixels per point.
        public var scale: Int
        /// Playback speed of the whole board (2 plays twice as fast).
        public var speed: Double
        /// Extra loops after the first play; nil loops forever, 0 plays once.
        public var loops: Int?
        /// The board time shown first; the cycle is rotated to start there.
        public var poster: Double
        /// `nil` for lossless, pixel-exact frames; 0…100 for lossy frames at that quality.
        public var quality: Int?
        /// Only this part of the cycle (board seconds); nil: all of it.
        public var window: ClosedRange<Double>?

        /// Creates options; the defaults are 50 fps, @2x, speed 1, looping forever, poster 0, lossless.
        public init(fps: Int = 50, scale: Int = 2, speed: Double = 1, loops: Int? = nil, poster: Double = 0, quality: Int? = nil,
                    window: ClosedRange<Double>? = nil) {
            self.window = window
            self.fps = fps
            self.scale = scale
            self.speed = speed
            self.loops = loops
            self.poster = poster
            self.quality = quality
        }
    }

    /// The frames: times, durations in milliseconds, the board's scenes.
    public let cycle: BoardCycle
    /// The options.
    public let options: Options

    /// Prepares a WebP of `board`.
    ///
    /// - Throws: ``WebPError`` for a bad frame rate, speed, quality or loop count,
    ///   ``RenderError`` for a bad scale, poster or size, ``BoardError`` when the board
    ///   cannot be resolved.
    public init(board: Board, options: Options) throws {
        guard FrameWriter.scales.contains(options.scale) else {
            throw RenderError("--scale \(options.scale): use 1, 2, 3 or 4 pixels per point")
        }
        let timing = try WebPTiming(fps: options.fps, speed: options.speed)
        if let quality = options.quality, !(0...100).contains(quality) { throw WebPError.invalidQuality(quality: quality) }
        if let loops = options.loops, !(0...65_534).contains(loops) {
            throw RenderError("--loops \(loops): a WebP plays 0 to 65534 extra loops, or forever")
        }
        cycle = try BoardCycle(board: board, scale: options.scale, poster: options.poster, timing: timing.clock, window: options.window)
        self.options = options
    }

    /// Writes the WebP atomically to `path`.
    @discardableResult
    /// - Parameter progress: optional, called with the frames encoded and the total.
    public func write(to path: String, progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> FramePipeline.Report<WebPStats> {
        let options = self.options
        let transparent = cycle.builder.board.isTransparent
        return try cycle.write(to: path, progress: progress) { file, width, height in
            try WebPEncoder(file: file, width: width, height: height, loopCount: options.loops, quality: options.quality,
                            transparent: transparent)
        }
    }
}
