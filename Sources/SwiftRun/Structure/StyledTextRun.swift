import BoardModel
import BoardScene

/// A piece of a `Text` styled apart, in the environment it is laid out in: its string (cased as shown),
/// font, foreground and lines.
package struct StyledTextRun: Hashable, Sendable {
    package var text: String
    package var font: FontSpec
    package var foreground: Tint?
    package var strikethrough: Bool
    package var underline: Bool
    /// Above the baseline, in points (a symbol's glyph centred on the text's capitals).
    package var rise = 0.0

    package init(text: String, font: FontSpec, foreground: Tint?, strikethrough: Bool, underline: Bool, rise: Double = 0) {
        self.text = text
        self.font = font
        self.foreground = foreground
        self.strikethrough = strikethrough
        self.underline = underline
        self.rise = rise
    }

    /// The runs the text engine lays out, in fonts scaled by `scale`, each in `color` (nil: none, for measuring).
    package static func textRuns(_ runs: [StyledTextRun], scale: Double = 1, color: (StyledTextRun) -> Color? = { _ in nil }) -> [TextRun] {
        runs.map { TextRun(length: $0.text.utf8.count, font: $0.font.scaled(scale), color: color($0),
                           strikethrough: $0.strikethrough, underline: $0.underline, rise: $0.rise * scale) }
    }
}
