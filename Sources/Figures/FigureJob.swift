import Foundation

/// One file of a build to draw: a figure's output, drawn from its board into `path` (a file in
/// the build's scratch folder, moved into place by the build once it is good).
public struct FigureJob: Sendable, Hashable {
    /// The figure as the manifest gives it.
    public var figure: Figure
    /// The board to draw: a built-in board's name, or the board file's path usable from here.
    public var board: String
    /// The file: its format, theme, scale and, for a still, its instant.
    public var output: FigureOutput
    /// Where to write it.
    public var path: String

    /// Creates a job.
    public init(figure: Figure, board: String, output: FigureOutput, path: String) {
        self.figure = figure
        self.board = board
        self.output = output
        self.path = path
    }
}

/// Draws one ``FigureJob`` to its path; returns nil when it did, otherwise why not, in one line.
///
/// A build calls it for several jobs at once, from several threads. `boardgen build` draws each
/// file in a fresh `boardgen` process: an SVG's ids count per process, so only a fresh process
/// gives the bytes another run gives.
public typealias FigureDrawer = @Sendable (FigureJob) -> String?

/// Results filled in by concurrent work, one slot each.
final class ParallelResults: @unchecked Sendable {
    private var slots: [String?]
    private let lock = NSLock()

    /// `count` empty slots.
    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Sets slot `i`.
    func set(_ i: Int, _ value: String?) {
        lock.lock()
        defer { lock.unlock() }
        slots[i] = value
    }

    /// Slot `i`.
    func get(_ i: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return slots[i]
    }
}
