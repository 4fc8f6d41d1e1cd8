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

/// Operators, conditionals, arrays, key paths and closure parameters, as real SwiftUI code writes them.
@Suite struct OperatorTests {
    static func parse(_ s: String) throws -> Expr { try ExpressionParser.parse(s) }

    @Test(arguments: [
        ("0.825/4", "0.825 / 4"),
        ("1 - Double(x)", "1 - Double(x)"),
        ("a + b * c", "a + (b * c)"),
        ("(a + b) * c", "(a + b) * c"),
        ("-x", "-x"),
        ("!flag", "!flag"),
        ("p == 0 ? 1 : 0", "(p == 0) ? 1 : 0"),
        ("phase.isIdentity ? 0 : 78", "phase.isIdentity ? 0 : 78"),
        ("a && b || c", "(a && b) || c"),
        ("0..<3", "0..<3"),
        ("2...4", "2...4"),
        ("[\"A\", \"B\"]", "[\"A\", \"B\"]"),
        ("\\.self", "\\.self"),
        ("\\Item.id", "\\Item.id"),
        ("ForEach(0..<1) { _ in Tile() }", "ForEach(0..<1) { _ in Tile() }"),
        ("ForEach(items, id: \\.self) { item in Tile(item) }", "ForEach(items, id: \\.self) { item in Tile(item) }"),
        (".offset(y: -70)", ".offset(y: -70)"),
    ])
    func parsesAndPrints(_ source: String, _ printed: String) throws {
        #expect(try Self.parse(source).description == printed)
    }

    @Test(arguments: [
        ("0.825/4", 0.20625), (".5 * 4", 0), ("0.5*4", 2), ("-(1 - 0.25)", -0.75), ("min(0.3, 0.5)", 0.3),
        ("Double(2) / 8", 0.25), (".pi / 2", Double.pi / 2), ("abs(-3)", 3),
    ])
    func foldsNumbers(_ source: String, _ value: Double) throws {
        guard source != ".5 * 4" else {
            #expect(throws: ExpressionError.self) { try Self.parse(source) }
            return
        }
        // Arithmetic is the interpreter's: a number position reads the value it computed.
        #expect(try ValueReader.number(try SwiftEnvironment.empty.normalize(try Self.parse(source)), for: "x") == value)
    }

    @Test func divisionByZeroIsAValueError() throws {
        let e = try Self.parse("1 / (2 - 2)")
        #expect { try SwiftEnvironment.empty.normalize(e) } throws: { ($0 as? ExpressionError)?.kind == .value }
    }

    @Test func arithmeticInAnimations() throws {
        let a = try AnimationEvaluator.parse(".spring(response: 0.5, dampingFraction: 0.825/4).delay(0.5*4)")
        let b = try AnimationEvaluator.parse(".spring(response: 0.5, dampingFraction: 0.20625).delay(2)")
        #expect(a == b)
    }

    @Test func malformedOperatorsAreSyntaxErrors() {
        #expect(throws: ExpressionError.self) { try Self.parse("a == b == c") }
        #expect(throws: ExpressionError.self) { try Self.parse("a ? b") }
    }
}
