import Testing
@testable import BoardRender

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

    static let cases: [(source: String, rendered: String)] = [
        (".5", """
            column 1: '.5' is not a number in Swift: a number needs a digit before the point; did you mean '0.5'?
              .5
              ^~
            """),
        (".easeIn(duration: -.5)", """
            column 19: '-.5' is not a number in Swift: a number needs a digit before the point; did you mean '-0.5'?
              .easeIn(duration: -.5)
                                ^~~
            """),
        (".spring(response: 0.5 dampingFraction: 0.7)", """
            column 22: expected ',' between arguments, before 'dampingFraction'; did you mean ','?
              .spring(response: 0.5 dampingFraction: 0.7)
                                   ^
            """),
        (".spring(response: 0.5", """
            column 22: expected ')' to close the argument list, found end of input; did you mean ')'?
              .spring(response: 0.5
                                   ^
            note: column 8: the list starts with this '('
            """),
        ("VStack { Tile(\"A\")", """
            column 19: expected '}' to close the closure, found end of input; did you mean '}'?
              VStack { Tile("A")
                                ^
            note: column 8: the closure starts with this '{'
            """),
        ("Tile(\"A)", """
            column 6: unterminated string literal; expected a closing '"'
              Tile("A)
                   ^~~
            """),
        (".easeIn.", """
            column 9: expected a member name after '.', such as .speed; found end of input
              .easeIn.
                      ^
            """),
        (".easeIn(duration: 250ms)", """
            column 19: '250ms' is not a number: expressions take plain seconds, without a unit; did you mean '0.25'?
              .easeIn(duration: 250ms)
                                ^~~~~
            """),
        (".easeIn % .easeOut", """
            column 9: unexpected '%': this operator is not supported; use + - * / and comparisons
              .easeIn % .easeOut
                      ^
            """),
        ("Tile(“A”)", """
            column 6: unexpected curly quote '“'; strings use straight quotes; did you mean '"'?
              Tile(“A”)
                   ^
            """),
        ("VStack { Tile(\"A\") Tile(\"B\") }", """
            column 20: expected a newline or ';' between expressions in a closure, found 'Tile'
              VStack { Tile("A") Tile("B") }
                                 ^~~~
            """),
        ("Tile(\"A\")\nTile(\"B\")", """
            line 2, column 1: expected one expression, found a second one starting with 'Tile'; to show several views, wrap them in Group { … }
              Tile("B")
              ^~~~
            """),
        (".spring(: 1)", """
            column 9: expected an argument label before ':'
              .spring(: 1)
                      ^
            """),
        ("\"\\(x)\"", """
            column 2: string interpolation '\\(' is not supported
              "\\(x)"
               ^~
            """),
        (#""\q""#, #"""
            column 2: invalid escape '\q'; valid escapes are \n \t \r \0 \\ \" \' \u{…}
              "\q"
               ^~
            """#),
        ("0x1F", """
            column 1: hexadecimal literal '0x1F' is not supported; write a decimal number
              0x1F
              ^~~~
            """),
        ("1 { }", """
            column 3: unexpected '{' after number '1': only names such as Tile or .spring can be called
              1 { }
                ^
            """),
        ("\t.easeIn(duration: ]", """
            line 1, column 20: expected an expression, such as .easeInOut, 0.5 or Tile("A"); found ']'
              \t.easeIn(duration: ]
              \t                  ^
            """.replacingOccurrences(of: "line 1, ", with: "")),
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
        #expect(error("/* open")?.range == SourceRange(0, 2))
        #expect(error("a b")?.range == SourceRange(2, 3))
    }

    @Test func controlCharactersAreNotEchoed() {
        let source = ".easeIn\u{1B}[31m"
        let text = rendered(source)
        #expect(!text.contains("\u{1B}"))
        #expect(text.hasPrefix("column 8: unexpected character '\\u{1B}'"))
    }

    @Test func fileLocations() throws {
        let source = ".spring(respnse: 1)"
        let e = try #require(error(source + ")"))
        let map = SourceMap(file: "board.json") { SourcePosition(line: 12, column: 20 + $0) }
        let lines = DiagnosticRenderer().lines(for: e, source: source + ")", map: map)
        #expect(lines[0].hasPrefix("board.json:12:39: expected the end of the expression"))
    }

    @Test func coloursOnlyWhenAsked() throws {
        let e = try #require(error(".5"))
        #expect(!DiagnosticRenderer().render(e, source: ".5").contains("\u{1B}["))
        #expect(DiagnosticRenderer(colors: true).render(e, source: ".5").contains("\u{1B}[1;32m^~"))
    }
}
