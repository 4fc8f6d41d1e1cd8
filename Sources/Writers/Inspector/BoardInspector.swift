import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// Writes one full cycle of a board as a self-contained HTML inspector: the animated SVG
/// (``BoardSVG``) driven by a scrubber, play/pause, frame steps and a speed control, beside
/// a readout of every view's phase, opacity, corners and clip taken from the scene dumps.
///
/// One file, no network: the SVG, the data and the script are inline, and a
/// Content-Security-Policy forbids every request. `page.html#t=1.4` opens paused at board
/// time 1.4 s (the time `boardgen render --at` takes).
///
/// ```swift
/// try BoardInspector(board: BuiltinBoards.bench, options: .init()).write(to: "bench.html")
/// ```
public struct BoardInspector: Sendable {
    /// The animated SVG it shows (its options: sampling rate, scale, speed, poster).
    public let svg: BoardSVG

    /// Prepares an inspector of `board`; `options.loops` is ignored (the page loops).
    ///
    /// - Throws: as ``BoardSVG/init(board:options:)``.
    public init(board: Board, options: BoardSVG.Options) throws {
        svg = try BoardSVG(board: board, options: options)
    }

    /// What a written page holds.
    public struct Stats: Sendable, Equatable {
        /// The page's size.
        public var bytes: Int
        /// The inline SVG's statistics.
        public var svg: BoardSVG.Stats
    }

    /// The page's text and what it holds.
    /// - Parameter progress: optional, called with the instants sampled and their number.
    public func page(progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> (text: String, stats: Stats) {
        // Denser where motion is fast, so the readout interpolates the dumps within 0.004 pt.
        let sampled = try svg.sampled(smoothness: 0.004, progress: progress)
        let (document, svgStats) = svg.document(of: sampled, loops: nil)
        let data = InspectorData(sampled: sampled, builder: svg.cycle.builder, options: svg.options).json()
        let text = InspectorPage.html(title: svg.cycle.builder.board.title, svg: document, data: data)
        return (text, Stats(bytes: text.utf8.count, svg: svgStats))
    }

    /// Writes the page atomically to `path`.
    @discardableResult
    /// - Parameter progress: optional, called with the instants sampled and their number.
    public func write(to path: String, progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> Stats {
        let (text, stats) = try page(progress: progress)
        try OutputFile.write(text: text, to: path)
        return stats
    }
}
