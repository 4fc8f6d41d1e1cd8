import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
import Foundation

/// Writes one full cycle of a board as an animated SVG that plays by itself wherever an
/// SVG is shown as an image (a README's `<img>`, GitHub, a browser tab): SMIL animations
/// only, no script, no raster, no font needed.
///
/// The board is sampled along its timeline (``SceneSampler``: every `1/fps` s plus both
/// sides of every jump) through ``SceneBuilder``, so no motion is derived here. Each element
/// is written once — the static parts (background, header, slots, captions, panel cards)
/// without animation; each view in its own points, moved by an animated
/// `translate rotate skewX scale`, faded by an animated opacity, clipped by animated
/// rectangles — and only the keyframes needed to stay within 0.05 pt and 0.004 of opacity
/// of every sample are kept. A projective tile (the 3-D tilt) is written as projected
/// outlines keyframed as path data. Blur becomes an animated `feGaussianBlur`.
///
/// ```swift
/// let stats = try BoardSVG(board: BuiltinBoards.bench, options: .init()).write(to: "bench.svg")
/// stats.bytes   // about 100 KB for the bench
/// ```
public struct BoardSVG: Sendable {
    /// What to write.
    public struct Options: Sendable, Equatable {
        /// Samples per second of the board's timeline (keyframes are chosen among them), 1…240.
        public var fps: Int
        /// Pixels per point: the file's width and height, and 1-pixel outlines.
        public var scale: Int
        /// Playback speed of the whole board (2 plays twice as fast).
        public var speed: Double
        /// Extra loops after the first play; nil loops forever, 0 plays once.
        public var loops: Int?
        /// The board time shown first; the cycle is rotated to start there.
        public var poster: Double

        /// Creates options; the defaults are 50 samples a second, @2x, speed 1, looping forever, poster 0.
        public init(fps: Int = 50, scale: Int = 2, speed: Double = 1, loops: Int? = nil, poster: Double = 0) {
            self.fps = fps
            self.scale = scale
            self.speed = speed
            self.loops = loops
            self.poster = poster
        }
    }

    /// What a written file holds.
    public struct Stats: Sendable, Equatable {
        /// The file's size.
        public var bytes: Int
        /// One cycle of playback, in seconds (the cycle divided by the speed).
        public var duration: Double
        /// Extra loops after the first play; nil: forever.
        public var loops: Int?
        /// Scenes sampled.
        public var samples: Int
        /// `<animate>` and `<animateTransform>` elements.
        public var animations: Int
        /// Keyframes over all animations.
        public var keyframes: Int
        /// Extra elements written because a view's drawing order changes (a removed row goes
        /// below the others): each such view is split into runs of samples.
        public var orderSplits: Int
        /// Whether views cast shadows (`.shadow`), which the animated SVG does not draw (the
        /// stills, GIF and WebP do).
        public var leavesOutShadows = false
        /// Whether views show pictures from the app's asset catalogues, which the animated SVG does not
        /// draw (the stills, GIF and WebP do).
        public var leavesOutImages = false
    }

    /// The board's scenes, scale and poster (validated as for every animated format).
    public let cycle: BoardCycle
    /// The options.
    public let options: Options

    /// The largest sampling rate.
    public static let maximumFPS = 240

    /// Prepares an animated SVG of `board`.
    ///
    /// - Throws: ``RenderError`` for a bad sampling rate, speed, scale, poster, loop count or
    ///   size, ``BoardError`` when the board cannot be resolved.
    public init(board: Board, options: Options) throws {
        guard (1...Self.maximumFPS).contains(options.fps) else {
            throw RenderError("--fps \(options.fps): an animated SVG samples the board 1 to \(Self.maximumFPS) times a second")
        }
        guard options.speed.isFinite, options.speed > 0 else {
            throw RenderError("--speed \(options.speed): use a positive number such as 0.5 or 2")
        }
        if let loops = options.loops, !(0...65_535).contains(loops) {
            throw RenderError("--loops \(loops): use 0 to 65535 extra loops, or forever")
        }
        let timing = FrameTiming(fps: options.fps, speed: options.speed, ticksPerSecond: 1000, minimumTicks: 1)
        cycle = try BoardCycle(board: board, scale: options.scale, poster: options.poster, timing: timing)
        self.options = options
    }

    /// One cycle of playback in seconds.
    public var duration: Double { cycle.builder.timeline.cycle / options.speed }

    /// The board's scenes sampled along one cycle from the poster, and each taken apart.
    package struct Sampled {
        package var samples: [SceneSampler.Sample]
        package var frames: [SVGFrame]
        package var glyphs: GlyphOutlines
        /// The cycle in board seconds.
        package var cycle: Double
    }

    /// Samples the cycle (``SceneSampler``) and takes every scene apart (``SVGFrame``);
    /// between samples, interpolation stays within `smoothness` points of the scenes.
    package func sampled(smoothness: Double = 0.01, progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> Sampled {
        let glyphs = try GlyphOutlines()
        let scale = Double(options.scale)
        var sampler = SceneSampler(builder: cycle.builder, poster: options.poster, fps: options.fps, smoothness: smoothness) {
            SVGFrame($0, glyphs: glyphs, scale: scale)
        }
        sampler.progress = progress
        let samples = try sampler.samples()
        return Sampled(samples: samples, frames: samples.map(\.frame), glyphs: glyphs, cycle: sampler.cycle)
    }

    /// The document and what it holds (``Stats/bytes`` counts its UTF-8).
    /// - Parameter progress: optional, called with the instants sampled and their number.
    public func document(progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> (text: String, stats: Stats) {
        document(of: try sampled(progress: progress), loops: options.loops)
    }

    /// The document of `sampled`, playing `loops` extra times (nil: forever).
    package func document(of sampled: Sampled, loops: Int?) -> (text: String, stats: Stats) {
        let period = max(sampled.cycle, 1e-9)
        let clock = SVGAnimation(duration: duration, loops: loops, fractions: sampled.samples.map { $0.offset / period },
                                 jump: SceneSampler.jumpWidth / period)
        let first = sampled.samples[0].scene
        let writer = AnimatedSVGWriter(frames: sampled.frames, size: first.size, background: first.background,
                                       scale: Double(options.scale), clock: clock, outlines: sampled.glyphs)
        let text = SVGMetadata(board: cycle.builder.board).inserted(into: writer.document())
        let stats = Stats(bytes: text.utf8.count, duration: duration, loops: loops, samples: sampled.samples.count,
                          animations: writer.animationCount, keyframes: writer.keyframeCount,
                          orderSplits: writer.orderSplits,
                          leavesOutShadows: sampled.samples.contains { $0.scene.cells.contains { !($0.tile?.shadows.isEmpty ?? true) } },
                          leavesOutImages: sampled.samples.contains { $0.scene.cells.contains { $0.tile?.shapes.contains { $0.image != nil } ?? false } })
        return (text, stats)
    }

    /// Writes the SVG atomically to `path`.
    @discardableResult
    /// - Parameter progress: optional, called with the instants sampled and their number.
    public func write(to path: String, progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> Stats {
        let (text, stats) = try document(progress: progress)
        try OutputFile.write(text: text, to: path)
        return stats
    }
}
