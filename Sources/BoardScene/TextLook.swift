import BoardModel

/// How a view's `Text` is drawn beyond its font and colour: how its wrapped lines align with one
/// another (`.multilineTextAlignment`), the lines drawn through or under it (`.strikethrough`,
/// `.underline`) in its colour, and the pieces of a text styled apart (`Text + Text`, Markdown).
public struct TextLook: Hashable, Sendable {
    /// How the lines align (the text is as wide as its widest line).
    public var lineAlignment: TextAlignment = .leading
    /// A line through each line of the text.
    public var strikethrough = false
    /// A line under each line of the text.
    public var underline = false
    /// The text's pieces, in order, each in its own font, colour and lines (``TextRun``); empty: the
    /// whole text in the text's font and colour. The pieces' lengths add up to the text's.
    public var runs: [TextRun] = []
    /// Of a text with ``runs``, the one colour this element draws: only the runs of that colour are
    /// drawn (a text of several colours is one element per colour, each laid out whole, so every
    /// writer fills one colour per element); nil: every run.
    public var shownColor: Color? = nil
    /// Creates a look.
    public init(lineAlignment: TextAlignment = .leading, strikethrough: Bool = false, underline: Bool = false) {
        self.lineAlignment = lineAlignment
        self.strikethrough = strikethrough
        self.underline = underline
    }

    /// Whether run `run` is drawn by this element (``shownColor``).
    public func shows(_ run: TextRun) -> Bool { shownColor == nil || run.color == shownColor }
}

/// A piece of a text styled apart from the rest (`Text("a").bold() + Text("b")`, `"**a** b"`): how many
/// bytes of the text's UTF-8 it covers, its font, its colour and whether a line runs through or under it.
public struct TextRun: Hashable, Sendable {
    /// Its length in the text's UTF-8 bytes.
    public var length: Int
    /// Its font (the size is absolute, like the text's).
    public var font: FontSpec
    /// Its colour; nil: the text's (for measuring, where colour does not matter).
    public var color: Color?
    /// A line through it.
    public var strikethrough = false
    /// A line under it.
    public var underline = false
    /// How far above the line's baseline it is drawn, in points (a symbol in a text: centred on the
    /// text's capitals); 0: on it.
    public var rise = 0.0
    /// Creates a run.
    public init(length: Int, font: FontSpec, color: Color? = nil, strikethrough: Bool = false, underline: Bool = false, rise: Double = 0) {
        self.length = length
        self.font = font
        self.color = color
        self.strikethrough = strikethrough
        self.underline = underline
        self.rise = rise
    }

    /// The runs without their colours, scaled by `scale` (`.minimumScaleFactor`): what measuring needs.
    public static func forMeasuring(_ runs: [TextRun], scale: Double = 1) -> [TextRun] {
        runs.map { var r = $0; r.color = nil; r.font = r.font.scaled(scale); r.rise *= scale; return r }
    }
}
