import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

/// Syntax errors: message, range and the rendered caret.
@Suite struct ExpressionErrorTests {
    func error(_ source: String) -> ExpressionError? {
        do {
            _ = try ExpressionParser.parse(source)
            return nil
        } catch {
            return error
        }
    }

    func rendered(_ source: String) -> String {
        guard let error = error(source) else { return "<no error>" }
        return DiagnosticRenderer().render(error, source: source)
    }

    /// SwiftParser's own diagnostics (docs/programs.md §1), at their place, with its fix-it as the suggestion.
    static let cases: [(source: String, rendered: String)] = [
        (".5", """
            column 1: '.5' is not a valid floating point literal; it must be written '0.5'; did you mean '0.5'?
              .5
              ^~
            """),
        (".easeIn(duration: -.5)", """
            column 20: '.5' is not a valid floating point literal; it must be written '0.5'
              .easeIn(duration: -.5)
                                 ^~
            """),
        (".spring(response: 0.5 dampingFraction: 0.7)", """
            column 23: unexpected code 'dampingFraction: 0.7' in function call
              .spring(response: 0.5 dampingFraction: 0.7)
                                    ^~~~~~~~~~~~~~~~~~~~
            """),
        (".spring(response: 0.5", """
            column 22: expected ')' to end function call
              .spring(response: 0.5
                                   ^
            note: column 8: to match this opening '('
            """),
        ("VStack { Tile(\"A\")", """
            column 19: expected '}' to end closure; did you mean '}'?
              VStack { Tile("A")
                                ^
            note: column 8: to match this opening '{'
            """),
        ("Tile(\"A)", """
            column 9: expected '"' to end string literal
              Tile("A)
                      ^
            note: column 6: to match this opening '"'
            """),
        (".easeIn.", """
            column 9: expected name in member access
              .easeIn.
                      ^
            """),
        (".easeIn(duration: 250ms)", """
            column 19: '250ms' is not a number: expressions take plain seconds, without a unit; did you mean '0.25'?
              .easeIn(duration: 250ms)
                                ^~~~~
            """),
        ("Tile(“A”)", """
            column 6: unicode curly quote found; use '"' instead; did you mean '"A"'?
              Tile(“A”)
                   ^~~
            """),
        ("VStack { Tile(\"A\") Tile(\"B\") }", """
            column 19: consecutive statements on a line must be separated by newline or ';'
              VStack { Tile("A") Tile("B") }
                                ^
            """),
        ("Tile(\"A\")\nTile(\"B\")", """
            line 2, column 1: unexpected code 'Tile("B")' in function call
              Tile("B")
              ^~~~~~~~~
            """),
        (".spring(: 1)", """
            column 9: expected label in function call
              .spring(: 1)
                      ^
            """),
        (#""\q""#, #"""
            column 2: invalid escape sequence in literal
              "\q"
               ^~
            """#),
        ("\t.easeIn(duration: ]", """
            column 20: expected value in function call
              \t.easeIn(duration: ]
              \t                  ^
            """),
    ]

    @Test(arguments: cases)
    func rendersCaret(_ source: String, _ expected: String) {
        #expect(rendered(source) == expected)
    }

    @Test func kindsAndRanges() {
        #expect(error(".5")?.kind == .syntax)
        #expect(error(".5")?.range == SourceRange(0, 2))
        #expect(error(".5")?.suggestion == "0.5")
        #expect(error("(")?.range == SourceRange(1, 1))
        #expect(error("/* open")?.range == SourceRange(0, 1))
        #expect(error("a b")?.range == SourceRange(2, 3))
        // Valid Swift is never a syntax error: these parse (what they mean is the evaluator's to judge).
        for valid in [".easeIn % .easeOut", "\"\\(x)\"", "0x1F", "x = 1", "{ $0 * 2 }", "items.filter { $0.isOn }.map(\\.name)",
                      "if a { b } else { c }", "[\"a\": 1]", "x?.y ?? z", "values[0]!", "v as? Double ?? 0"] {
            #expect(error(valid) == nil, "\(valid)")
        }
    }

    @Test func controlCharactersAreNotEchoed() {
        let source = ".easeIn\u{1B}[31m"
        let text = rendered(source)
        #expect(!text.contains("\u{1B}"))
        #expect(text.hasPrefix("column 8: invalid character in source file"))
    }

    @Test func fileLocations() throws {
        let source = ".spring(respnse: 1)"
        let e = try #require(error(source + ")"))
        let map = SourceMap(file: "board.json") { SourcePosition(line: 12, column: 20 + $0) }
        let lines = DiagnosticRenderer().lines(for: e, source: source + ")", map: map)
        #expect(lines[0].hasPrefix("board.json:12:39: unexpected code ')' in function call"))
    }

    @Test func coloursOnlyWhenAsked() throws {
        let e = try #require(error(".5"))
        #expect(!DiagnosticRenderer().render(e, source: ".5").contains("\u{1B}["))
        #expect(DiagnosticRenderer(colors: true).render(e, source: ".5").contains("\u{1B}[1;32m^~"))
    }
}
