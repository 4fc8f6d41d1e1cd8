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

/// Source ranges: Character offsets, half-open.
@Suite struct ExpressionRangeTests {
    /// The text a range covers.
    func text(_ source: String, _ range: SourceRange) -> String {
        String(Array(source)[range.start..<range.end])
    }

    @Test func everyNodeCoversItsText() throws {
        let source = ".spring(response: 0.42, dampingFraction: 0.6).delay(0.1)"
        let expr = try ExpressionParser.parse(source)
        #expect(expr.range == SourceRange(0, source.count))
        guard case let .call(callee, arguments, _) = expr.kind,
              case let .member(base, _, nameRange) = callee.kind,
              case let .call(spring, springArguments, _) = base.kind else {
            Issue.record("unexpected tree")
            return
        }
        #expect(text(source, nameRange) == ".delay")
        #expect(text(source, callee.range) == ".spring(response: 0.42, dampingFraction: 0.6).delay")
        #expect(text(source, arguments[0].value.range) == "0.1")
        #expect(text(source, spring.range) == ".spring")
        #expect(text(source, springArguments[1].labelRange!) == "dampingFraction")
        #expect(text(source, springArguments[1].value.range) == "0.6")
        #expect(text(source, springArguments[1].range) == "dampingFraction: 0.6")
    }

    @Test func offsetsCountCharacters() throws {
        // "é" is one Character (two scalars here, three UTF-8 bytes).
        let source = "Tile(\"e\u{301}\").transition(.scale)"
        let expr = try ExpressionParser.parse(source)
        guard case let .call(callee, _, _) = expr.kind, case let .member(_, _, nameRange) = callee.kind else {
            Issue.record("unexpected tree")
            return
        }
        #expect(nameRange == SourceRange(9, 20))
        #expect(text(source, nameRange) == ".transition")
    }

    @Test func closuresAndNegativeNumbers() throws {
        let source = "VStack {\n  Tile(\"A\")\n}.offset(y: -70)"
        let expr = try ExpressionParser.parse(source)
        guard case let .call(callee, arguments, _) = expr.kind,
              case let .member(base, _, _) = callee.kind,
              case let .call(_, _, closure?) = base.kind else {
            Issue.record("unexpected tree")
            return
        }
        #expect(text(source, closure.range) == "{\n  Tile(\"A\")\n}")
        #expect(text(source, closure.statements[0].range) == "Tile(\"A\")")
        #expect(text(source, arguments[0].value.range) == "-70")
    }

    @Test func sourceMapOfAnExpression() {
        let map = SourceMap.expression("VStack {\n  Tile(\"A\")\n}")
        #expect(map.position(of: 0) == SourcePosition(line: 1, column: 1))
        #expect(map.position(of: 11) == SourcePosition(line: 2, column: 3))
        #expect(map.describe(11) == "line 2, column 3")
        #expect(SourceMap.expression(".easeIn").describe(3) == "column 4")
    }

    @Test func sourceMapFromATable() {
        // `".spring(respnse: 1)"` in a JSON file at line 12, the string's
        // content starting at column 20, with an escape `\"` taking two columns.
        var positions: [SourcePosition] = []
        var column = 20
        for (i, _) in #"a"b"#.enumerated() {
            positions.append(SourcePosition(line: 12, column: column))
            column += i == 1 ? 2 : 1
        }
        let map = SourceMap(file: "board.json", positions: positions)
        #expect(map.describe(0) == "board.json:12:20")
        #expect(map.describe(2) == "board.json:12:23")
        #expect(map.describe(3) == "board.json:12:24")
        let linear = SourceMap(file: "b.json") { SourcePosition(line: 3, column: 9 + $0) }
        #expect(linear.describe(4) == "b.json:3:13")
    }
}
