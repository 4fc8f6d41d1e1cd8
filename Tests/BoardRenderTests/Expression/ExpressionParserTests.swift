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

@Suite struct ExpressionParserTests {
    /// Inputs and their canonical forms.
    static let canonical: [(String, String)] = [
        (".easeInOut", ".easeInOut"),
        ("Animation.easeIn", "Animation.easeIn"),
        ("AnyTransition.opacity", "AnyTransition.opacity"),
        ("UnitPoint.top", "UnitPoint.top"),
        ("Edge.leading", "Edge.leading"),
        (".spring(response:0.42,dampingFraction:0.6)", ".spring(response: 0.42, dampingFraction: 0.6)"),
        (".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)", ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)"),
        ("UnitPoint(x: 0.2, y: 0.8)", "UnitPoint(x: 0.2, y: 0.8)"),
        (".easeInOut(duration: 0.7).speed(0.25).delay(0.1)", ".easeInOut(duration: 0.7).speed(0.25).delay(0.1)"),
        (".offset(y: 70).combined(with: .opacity)", ".offset(y: 70).combined(with: .opacity)"),
        ("-70", "-70"),
        ("1e-3", "1e-3"),
        ("1_000", "1_000"),
        (#""A""#, #""A""#),
        (#""a\"b\\c\n\t\u{1F600}""#, #""a\"b\\c\n\t😀""#),
        ("true", "true"),
        ("false", "false"),
        ("nil", "nil"),
        ("(x: 1, y: 0, z: 0)", "(x: 1, y: 0, z: 0)"),
        ("()", "()"),
        ("(.easeIn)", ".easeIn"),
        (#"Tile("A")"#, #"Tile("A")"#),
        (#"VStack { Tile("A").transition(.scale) }"#, #"VStack { Tile("A").transition(.scale) }"#),
        (#"VStack(spacing: 4) { Tile("A"); Tile("B") }"#, #"VStack(spacing: 4) { Tile("A"); Tile("B") }"#),
        (#"Group { Tile("A") }"#, #"Group { Tile("A") }"#),
        (#"ZStack { Tile("C") }.transition(.slide)"#, #"ZStack { Tile("C") }.transition(.slide)"#),
        ("VStack { }", "VStack { }"),
        ("VStack() { }", "VStack { }"),
        ("Tile()", "Tile()"),
        (".spring(response: 0.5,)", ".spring(response: 0.5)"),
        ("`default`", "`default`"),
        (".easeIn /* slow */ .speed(2) // faster", ".easeIn.speed(2)"),
        ("/* a /* nested */ comment */ .linear", ".linear"),
    ]

    @Test(arguments: canonical)
    func printsCanonically(_ input: String, _ expected: String) throws {
        let expr = try ExpressionParser.parse(input)
        #expect(expr.description == expected)
        // Printing is a fixed point.
        #expect(try ExpressionParser.parse(expected).description == expected)
    }

    @Test func multiLineClosures() throws {
        let source = """
            VStack(spacing: 4) {
                Tile("A")
                    .transition(.scale)   // continues the chain
                Tile("B"); Tile("C")

                Group {
                    Tile("D")
                }
            }
            """
        let expr = try ExpressionParser.parse(source)
        #expect(expr.description
            == #"VStack(spacing: 4) { Tile("A").transition(.scale); Tile("B"); Tile("C"); Group { Tile("D") } }"#)
        guard let call = expr.call, let closure = call.trailingClosure else {
            Issue.record("expected a call with a trailing closure")
            return
        }
        #expect(closure.statements.count == 4)
        #expect(call.arguments.first?.label == "spacing")
    }

    @Test func chainedModifiersOnNewLines() throws {
        let expr = try ExpressionParser.parse(".easeInOut(duration: 0.7)\n    .speed(0.25)\n    .delay(0.1)")
        #expect(expr.description == ".easeInOut(duration: 0.7).speed(0.25).delay(0.1)")
    }

    @Test func literals() throws {
        #expect(try ExpressionParser.parse("-70").kind == .number(NumberLiteral(value: -70, text: "-70", isInteger: true)))
        #expect(try ExpressionParser.parse("0.7").kind == .number(NumberLiteral(value: 0.7, text: "0.7", isInteger: false)))
        #expect(try ExpressionParser.parse("1e-3").kind == .number(NumberLiteral(value: 0.001, text: "1e-3", isInteger: false)))
        #expect(try ExpressionParser.parse("1_000").kind == .number(NumberLiteral(value: 1000, text: "1_000", isInteger: true)))
        #expect(try ExpressionParser.parse(#""é\u{301}\0""#).kind == .string("é\u{301}\0"))
        #expect(try ExpressionParser.parse("true").kind == .bool(true))
        #expect(try ExpressionParser.parse("nil").kind == .nilLiteral)
        // A minus after an opening parenthesis or comma is a sign.
        #expect(try ExpressionParser.parse(".offset(x: -1,y:-2)").description == ".offset(x: -1, y: -2)")
    }

    @Test func treeShape() throws {
        let expr = try ExpressionParser.parse(".spring(response: 0.42).delay(0.1)")
        guard case let .call(callee, arguments, nil) = expr.kind,
              case let .member(base, name, _) = callee.kind,
              case let .call(innerCallee, innerArguments, nil) = base.kind else {
            Issue.record("unexpected tree \(expr)")
            return
        }
        #expect(name == "delay")
        #expect(arguments.map(\.label) == [nil])
        #expect(innerCallee.kind == .implicitMember("spring"))
        #expect(innerArguments.map(\.label) == ["response"])
        #expect(expr.depth == 4)
    }

    @Test func tuplesKeepLabels() throws {
        let expr = try ExpressionParser.parse("(x: 1, y: 0, z: 0)")
        guard case let .tuple(elements) = expr.kind else {
            Issue.record("expected a tuple")
            return
        }
        #expect(elements.map(\.label) == ["x", "y", "z"])
    }
}
