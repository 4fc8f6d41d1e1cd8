import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// The header of a program board, fitted to its panels: the title and the subtitle wrap to the
/// panels' width (the board is never widened for them), and the status line — which names each
/// step — has a line of its own under them, cut with "…" when a step's caption is longer. A
/// stamp (`--stamp`) has its own row above the title: one line when its widest text fits the
/// panels' width, else two (the instant, then the step).
package struct ProgramHeader: Hashable, Sendable {
    /// The title's lines, then the subtitle's, each with its baseline.
    package var texts: [SceneText]
    /// Where the status line's baseline starts (its left end).
    package var statusAnchor: Point
    /// The width the status line may take.
    package var width: Double
    /// The header's height, from the board's top edge to the panels.
    package var height: Double
    /// The baseline of the stamp's first line (at its left end); nil without a stamp.
    package var stampAnchor: Point?
    /// The lines the stamp's row has: 1, or 2 on a board too narrow for its widest text.
    package var stampLines = 0

    /// Line heights and the gap under the header.
    package static let titleLineHeight = 26.0
    package static let subtitleLineHeight = 15.0
    package static let statusLineHeight = 18.0
    package static let gap = 14.0

    package init(_ board: Board, width: Double, measurer: any TextMeasuring) {
        let margin = BoardLayout.margin, theme = board.theme
        var texts: [SceneText] = []
        var y = margin + 18
        if board.stamp {
            stampLines = SceneBuilder.stampWidth(board) - 24 <= width ? 1 : 2
            stampAnchor = Point(margin, margin + 10)
            y += Double(stampLines) * Self.subtitleLineHeight + 6
        }
        for line in Self.wrap(board.title, font: BoardLayout.titleFont, width: width, measurer) {
            texts.append(SceneText(text: line, font: BoardLayout.titleFont, color: theme.title, baseline: Point(margin, y), alignment: .leading))
            y += Self.titleLineHeight
        }
        y += 22 - Self.titleLineHeight
        if let subtitle = board.subtitle {
            for line in Self.wrap(subtitle, font: BoardLayout.subtitleFont, width: width, measurer) {
                texts.append(SceneText(text: line, font: BoardLayout.subtitleFont, color: theme.secondary, baseline: Point(margin, y), alignment: .leading))
                y += Self.subtitleLineHeight
            }
        }
        statusAnchor = Point(margin, y + 4)
        self.texts = texts
        self.width = width
        // Without a status line (a still), the panels come up by most of its line.
        height = y + 4 + Self.gap - margin - (board.showsStatus ? 0 : Self.statusLineHeight - 8)
    }

    /// `text` in lines no wider than `width`, broken at spaces (a word wider than the line is cut).
    package static func wrap(_ text: String, font: FontSpec, width: Double, _ measurer: any TextMeasuring) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if line.isEmpty || measurer.measure(candidate, font: font, width: nil).size.width <= width {
                line = candidate
            } else {
                lines.append(line)
                line = word
            }
        }
        lines.append(line)
        return lines.map { fitted($0, font: font, width: width, measurer) }
    }

    /// `text` cut with "…" to fit `width`.
    package static func fitted(_ text: String, font: FontSpec, width: Double, _ measurer: any TextMeasuring) -> String {
        guard measurer.measure(text, font: font, width: nil).size.width > width else { return text }
        var cut = text
        while !cut.isEmpty, measurer.measure(cut + "…", font: font, width: nil).size.width > width { cut.removeLast() }
        return cut + "…"
    }
}
