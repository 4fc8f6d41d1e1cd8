import BoardModel
/// Renders an ``ExpressionError`` for people: its position and message, the
/// source line, and a caret line under the offending range.
///
/// ```
/// column 9: unknown modifier '.sped'; did you mean '.speed'?
///   .easeIn.sped(2)
///          ^~~~~
/// ```
///
/// The renderer does no I/O: callers prefix the first line as they like
/// (`boardgen: error: `) and write the lines where they belong. Control
/// characters in the source are shown as `�` so that a pasted expression
/// cannot drive the terminal; tabs are kept so the caret stays aligned.
/// Characters that a terminal draws two cells wide (CJK, emoji) before the
/// range shift the caret left by one cell each.
public struct DiagnosticRenderer: Sendable {
    /// Whether to colour the caret line and note prefix with ANSI escapes.
    public var colors: Bool
    /// The indentation of the source and caret lines.
    public var indent: String
    /// Whether a note gets a `note:` line of its own (true) or is appended to
    /// the first line in parentheses, for callers that promise three lines.
    public var notesOnOwnLine: Bool

    /// Creates a renderer.
    public init(colors: Bool = false, indent: String = "  ", notesOnOwnLine: Bool = true) {
        self.colors = colors
        self.indent = indent
        self.notesOnOwnLine = notesOnOwnLine
    }

    /// The lines of a diagnostic: `location: message`, the source line, the
    /// caret line, and a `note:` line when the error has a note (unless
    /// ``notesOnOwnLine`` is false).
    ///
    /// - Parameters:
    ///   - error: the error.
    ///   - source: the expression the error's offsets refer to.
    ///   - map: where offsets are in the user's terms; by default the
    ///     expression's own lines and columns (``SourceMap/expression(_:)``).
    public func lines(for error: ExpressionError, source: String, map: SourceMap? = nil) -> [String] {
        let text = SourceText(source)
        let map = map ?? .expression(source)
        var lines = ["\(map.describe(error.range.start)): \(error.description)"]
        lines += snippet(text, error.range)
        if let note = error.note {
            let place = note.range.map { "\(map.describe($0.start)): " } ?? ""
            if notesOnOwnLine {
                lines.append("\(paint("note:", Self.noteStyle)) \(place)\(note.message)")
            } else {
                lines[0] += " (note: \(place)\(note.message))"
            }
        }
        return lines
    }

    /// ``lines(for:source:map:)`` joined with line feeds, without a final one.
    public func render(_ error: ExpressionError, source: String, map: SourceMap? = nil) -> String {
        lines(for: error, source: source, map: map).joined(separator: "\n")
    }

    /// The source line holding `range.start` and a caret line under the range
    /// (`^` under its first character, `~` under the rest of it on that line).
    /// (At most ``SourceExcerpt/width`` characters of the line, around the range.)
    package func snippet(_ text: SourceText, _ range: SourceRange) -> [String] {
        let start = min(max(range.start, 0), text.characters.count)
        let lineRange = text.lineRange(text.lineIndex(of: start))
        let excerpt = SourceExcerpt(
            Array(text.characters[lineRange]), start: min(start, lineRange.upperBound) - lineRange.lowerBound,
            length: min(range.end, lineRange.upperBound) - start)
        return [indent + excerpt.text, indent + paint(excerpt.caret, Self.caretStyle)]
    }

    package static let caretStyle = "\u{1B}[1;32m"
    package static let noteStyle = "\u{1B}[1;36m"

    package func paint(_ text: String, _ style: String) -> String {
        colors ? style + text + "\u{1B}[0m" : text
    }
}
