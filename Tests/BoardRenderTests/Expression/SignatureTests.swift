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

/// Argument matching and overload resolution on small tables.
@Suite struct SignatureTests {
    enum Value: Equatable { case number(Double), string(String) }

    static let f = Signature<Value>("f", [
        Overload([.unlabelled("n", .number)]) { a in .number(try a.number("n")) },
        Overload([.unlabelled("s", .string)]) { a in .string(try a.string("s")) },
    ])

    func call(_ source: String) throws(ExpressionError) -> Value {
        let e = try ExpressionParser.parse(source)
        guard let call = e.call else { throw ExpressionError(.syntax, at: e.range, "not a call") }
        return try Self.f.resolve(CallSite(displayName: ".f", nameRange: call.callee.range, arguments: call.arguments, range: e.range))
    }

    @Test func typeMismatchTriesTheNextOverload() throws {
        #expect(try call(".f(1)") == .number(1))
        #expect(try call(".f(\"a\")") == .string("a"))
        do {
            _ = try call(".f(true)")
            Issue.record("expected an error")
        } catch {
            // The first overload's mismatch is reported.
            #expect(error.kind == .type)
            #expect(error.message == "expected a number for 'n' of '.f', found 'true'")
        }
    }

    func labels(_ source: String) throws -> [Expr.Argument] {
        try #require(try ExpressionParser.parse(source).call).arguments
    }

    @Test func inOrderMatching() throws {
        let parameters = [
            Parameter("mass", .number, default: "1"), Parameter("stiffness", .number),
            Parameter("damping", .number), Parameter("initialVelocity", .number, default: "0"),
        ]
        let ok = ArgumentMatcher.match(try labels(".x(stiffness: 1, damping: 2)"), to: parameters)
        #expect(ok == .success(.init(arguments: [nil, 0, 1, nil], closureParameter: nil)))
        let swapped = ArgumentMatcher.match(try labels(".x(damping: 2, stiffness: 1)"), to: parameters)
        #expect(swapped == .failure(.missing(parameter: 1, before: 0)))
        let extra = ArgumentMatcher.match(try labels(".x(stiffness: 1, damping: 2, extra: 3)"), to: parameters)
        #expect(extra == .failure(.unexpected(argument: 2)))
    }

    @Test func trailingClosureGoesToTheLastClosureParameter() throws {
        let parameters = [Parameter("spacing", .number, default: "nil"), Parameter("content", .viewContent)]
        let withList = ArgumentMatcher.match(try labels("V(spacing: 4)"), trailingClosure: true, to: parameters)
        #expect(withList == .success(.init(arguments: [0, nil], closureParameter: 1)))
        let none = ArgumentMatcher.match([], trailingClosure: true, to: [Parameter("x", .number)])
        #expect(none == .failure(.unexpectedClosure))
        let missing = ArgumentMatcher.match([], trailingClosure: false, to: parameters)
        #expect(missing == .failure(.missing(parameter: 1, before: 0)))
    }

    @Test func selectorsAndDeclarations() {
        let spring = AnimationSignatures.members["spring"]!
        #expect(spring.overloads.map(\.selector) == ["(response:dampingFraction:blendDuration:)", "(duration:bounce:blendDuration:)", "(_:blendDuration:)"])
        #expect(spring.overloads[1].declaration == "(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)")
        #expect(AnimationSignatures.members["timingCurve"]!.overloads[0].declaration
            == "(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35)")
    }
}
