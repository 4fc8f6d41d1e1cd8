import ViewEngine
import Files

extension SVGMetadata {
    /// For an animation of `board`: its title, its subtitle, then one line per cell.
    public init(board: Board) {
        var lines: [String] = []
        if let subtitle = board.subtitle { lines.append(subtitle) }
        lines += Self.cellLines(board.cells.map { ($0.name, $0.caption) })
        self.init(title: board.title, description: lines.joined(separator: "\n"))
    }
}
