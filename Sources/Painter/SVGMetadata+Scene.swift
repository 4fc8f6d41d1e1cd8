import BoardModel
import BoardScene
import Files

extension SVGMetadata {
    /// For a still: the board's title (its header's first line), its subtitle,
    /// the instant with its status or step, then one line per cell, `name: caption`.
    public init(scene: Scene) {
        let header = scene.texts.filter { $0.name == nil && $0.panel == nil }
        let title = header.first { $0.font == FontSpec.boardTitle }?.text ?? scene.board
        var lines: [String] = []
        if let subtitle = header.first(where: { $0.font == FontSpec.boardSubtitle })?.text { lines.append(subtitle) }
        var instant = "At \(FramePattern.seconds(scene.time)) s"
        if let step = scene.step { instant += ", step \(step.index) of \(step.count): \(step.caption)" }
        if let status = scene.status { instant += ": \(status)" }
        lines.append(instant + ".")
        lines += Self.cellLines(scene.cells.map { ($0.name, $0.caption) })
        self.init(title: title, description: lines.joined(separator: "\n"))
    }
}
