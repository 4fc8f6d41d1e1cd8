import BoardModel
/// Measures text for layout: the size a string takes in a font, wrapped to a width.
///
/// Layout is pure Swift; only this question goes to the text engine (Pango, in the pinned
/// fonts), so the sizes the layout uses are the sizes the painter draws. Tests of the
/// layout use ``FixedAdvanceMeasurer``.
public protocol TextMeasuring: Sendable {
    /// The size of `text` in `font`: on one line when `width` is nil, else wrapped at word
    /// (or, for a word wider than the line, character) boundaries to lines no wider than
    /// `width`; and the first line's baseline from the top. With `maxLines`, at most that many
    /// lines, the last one ending with `…` when the text is cut.
    func measure(_ text: String, font: FontSpec, width: Double?, maxLines: Int?) -> TextMeasure
}

extension TextMeasuring {
    /// All the lines of `text`.
    public func measure(_ text: String, font: FontSpec, width: Double?) -> TextMeasure {
        measure(text, font: font, width: width, maxLines: nil)
    }

    /// A text whose pieces are styled apart (``TextRun``; empty: the whole text in `font`). A measurer
    /// without a text engine measures the text in `font`.
    public func measure(_ text: String, font: FontSpec, runs: [TextRun], width: Double?, maxLines: Int?) -> TextMeasure {
        if let styled = self as? any StyledTextMeasuring, !runs.isEmpty {
            return styled.measureStyled(text, font: font, runs: runs, width: width, maxLines: maxLines)
        }
        return measure(text, font: font, width: width, maxLines: maxLines)
    }
}

/// A measurer that lays out a text's pieces each in its own font (``TextRun``).
public protocol StyledTextMeasuring: TextMeasuring {
    /// The measure of `text` with its pieces in their fonts, as ``TextMeasuring/measure(_:font:width:maxLines:)``.
    func measureStyled(_ text: String, font: FontSpec, runs: [TextRun], width: Double?, maxLines: Int?) -> TextMeasure
}

/// A measured text.
public struct TextMeasure: Hashable, Sendable {
    /// Its size: the widest line's advance, and the lines' height.
    public var size: Size
    /// The first line's baseline, from the top.
    public var firstBaseline: Double
    /// The last line's baseline, from the top.
    public var lastBaseline: Double
    /// How many lines it takes.
    public var lines: Int
    /// Creates a measure.
    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lines: Int = 1) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
    }
}

/// A measurer for tests and for layouts without a text engine: every character advances
/// `advance` em, a line is `lineHeight` em with its baseline at `ascent` em; lines wrap at
/// spaces (a word wider than the line breaks between characters).
public struct FixedAdvanceMeasurer: TextMeasuring {
    /// The advance per character, in em.
    public var advance: Double
    /// The line height, in em.
    public var lineHeight: Double
    /// The baseline below a line's top, in em.
    public var ascent: Double

    /// Creates a measurer.
    public init(advance: Double = 0.5, lineHeight: Double = 1.2, ascent: Double = 0.95) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.ascent = ascent
    }

    public func measure(_ text: String, font: FontSpec, width: Double?, maxLines: Int?) -> TextMeasure {
        let em = font.size, step = advance * em
        var lines: [Double] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let full = Double(paragraph.count) * step
            guard let width, full > width else { lines.append(full); continue }
            var line = 0.0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var w = Double(word.count) * step
                let joined = line == 0 ? w : line + step + w
                if joined <= width + 1e-9 { line = joined; continue }
                if line > 0 { lines.append(line); line = 0 }
                // A word wider than the line breaks between characters.
                let perLine = max(1, (width / step).rounded(.down))
                while w > width + 1e-9, w > step { lines.append(perLine * step); w -= perLine * step }
                line = w
            }
            lines.append(line)
        }
        if let maxLines, lines.count > max(1, maxLines) { lines = Array(lines.prefix(max(1, maxLines))) }
        let h = lineHeight * em
        return TextMeasure(size: Size(lines.max() ?? 0, Double(lines.count) * h),
                           firstBaseline: ascent * em, lastBaseline: Double(lines.count - 1) * h + ascent * em, lines: lines.count)
    }
}
