import Testing
@testable import SwiftRun

/// Markdown in a `Text` literal, read as CommonMark's inline rules read it (TextMarkdown).
@Suite struct TextMarkdownTests {
    typealias Style = TextMarkdown.Style

    static func style(bold: Bool = false, italic: Bool = false, strikethrough: Bool = false, code: Bool = false, link: Bool = false) -> Style {
        var s = Style()
        s.bold = bold; s.italic = italic; s.strikethrough = strikethrough; s.code = code; s.link = link
        return s
    }

    static func read(_ s: String) -> [String] {
        TextMarkdown.pieces(s).map { p in
            var marks = ""
            if p.style.bold { marks += "B" }
            if p.style.italic { marks += "I" }
            if p.style.strikethrough { marks += "S" }
            if p.style.code { marks += "C" }
            if p.style.link { marks += "L" }
            return marks.isEmpty ? p.text : "\(marks):\(p.text)"
        }
    }

    @Test(arguments: [
        ("**Bold** plain", ["B:Bold", " plain"]),
        ("__Bold__", ["B:Bold"]),
        ("*Italic*", ["I:Italic"]),
        ("_Italic_ text", ["I:Italic", " text"]),
        ("***Both***", ["BI:Both"]),
        ("**bold *and italic* inside**", ["B:bold ", "BI:and italic", "B: inside"]),
        ("~~Struck~~ out", ["S:Struck", " out"]),
        ("`code *not* emphasis`", ["C:code *not* emphasis"]),
        ("Visit [our site](https://example.com)!", ["Visit ", "L:our site", "!"]),
        ("[**bold link**](u)", ["BL:bold link"]),
        ("foo*bar*", ["foo", "I:bar"]),
    ])
    func markdownStyles(source: String, expected: [String]) {
        #expect(Self.read(source) == expected)
    }

    /// What CommonMark leaves as it is: intraword underscores, spaced asterisks, unclosed runs, escapes.
    @Test(arguments: [
        ("snake_case_name", "snake_case_name"),
        ("2 * 3 * 4 = 24", "2 * 3 * 4 = 24"),
        ("**unclosed", "**unclosed"),
        ("\\*escaped\\*", "*escaped*"),
        ("a ~~~ b", "a ~~~ b"),
        ("[not a link] (x)", "[not a link] (x)"),
        ("price: $5", "price: $5"),
    ])
    func plainTextStaysPlain(source: String, shown: String) {
        let pieces = TextMarkdown.pieces(source)
        #expect(pieces.allSatisfy { $0.style.isPlain }, "\(pieces)")
        #expect(pieces.map(\.text).joined() == shown)
    }

    /// An interpolated value shows as it is: its Markdown characters are escaped before reading.
    @Test func escapedValuesShowAsTheyAre() {
        let value = "*a* _b_ `c` [d](e) \\ ~~f~~"
        let pieces = TextMarkdown.pieces("**" + TextMarkdown.escaped(value) + "**")
        #expect(pieces == [TextMarkdown.Piece(text: value, style: Self.style(bold: true))])
    }

    /// `^[…](inflect: true)`: the noun after a number other than one is plural (English).
    @Test(arguments: [
        ("^[3 Person](inflect: true)", "3 People"),
        ("^[1 Person](inflect: true)", "1 Person"),
        ("^[2 box](inflect: true)", "2 boxes"),
        ("^[5 city](inflect: true) left", "5 cities left"),
        ("^[0 day](inflect: true)", "0 days"),
        ("^[12 Year](inflect: true)", "12 Years"),
        ("^[like](inflect: true)", "like"),
    ])
    func inflection(source: String, shown: String) {
        #expect(TextMarkdown.pieces(source).map(\.text).joined() == shown)
    }
}
