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

/// The generic machinery is enough for transitions and views: a small table
/// of each, written the way the transition and view evaluators will be.
enum ToyTables {
    static let transitionType = ValueType("AnyTransition", noun: "a transition", example: ".opacity")

    static let transitions: ChainEvaluator<Transition> = ChainEvaluator(
        type: transitionType, aliases: ["Transition"],
        members: SignatureTable(noun: "transition", [
            .property("opacity") { .opacity },
            Signature("scale", [
                Overload([Parameter("scale", .number), Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    .scale(scale: try a.number("scale"), anchor: try a.value("anchor", ValueReader.unitPoint))
                },
            ], bare: .value { .scale }),
            Signature("move", [
                Overload([Parameter("edge", .edge)]) { a in .move(edge: try a.value("edge", ValueReader.edge)) },
            ]),
            Signature("offset", [
                Overload([Parameter("x", .number, default: "0"), Parameter("y", .number, default: "0")]) { a in
                    .offset(x: try a.number("x"), y: try a.number("y"))
                },
            ]),
        ]),
        modifiers: SignatureTable(noun: "modifier", [
            Signature("combined", [
                Overload([Parameter("with", transitionType)]) { a in
                    let other = try a.value("with") { e, c throws(ExpressionError) in try transitions.evaluate(e, for: c) }
                    return { $0.combined(with: other) }
                },
            ]),
        ]))

    static let views: ChainEvaluator<ViewNode> = ChainEvaluator(
        type: ValueType("View", noun: "a view", example: "Tile(\"A\")"),
        members: SignatureTable(noun: "view", []),
        modifiers: SignatureTable(noun: "modifier", [
            Signature("transition", [
                Overload([.unlabelled("t", transitionType)]) { a in
                    let t = try a.value("t") { e, c throws(ExpressionError) in try transitions.evaluate(e, for: c) }
                    return { $0.transition(t) }
                },
            ]),
        ]),
        initializers: SignatureTable(noun: "view", [
            Signature("Tile", [Overload([.unlabelled("label", .string)]) { a in .tile(try a.string("label")) }]),
            stack("VStack", .vStack),
            stack("ZStack", .zStack),
            Signature("Group", [Overload([Parameter("content", .viewContent)]) { a in .group(try content(a)) }]),
        ]))

    static func stack(_ name: String, _ kind: ViewNode.StackKind) -> Signature<ViewNode> {
        Signature(name, [
            Overload([Parameter("spacing", .number, default: "nil"), Parameter("content", .viewContent)]) { a in
                if a.isGiven("spacing") { _ = try a.number("spacing") }
                return .stack(kind, try content(a))
            },
        ])
    }

    static func content(_ a: BoundArguments) throws -> [ViewNode] {
        let closure = try a.closure("content")
        return try (closure?.statements ?? []).map { try views.evaluate($0, for: "the content of '\(a.site.displayName)'") }
    }

    static func view(_ source: String) throws(ExpressionError) -> ViewNode {
        try views.evaluate(try ExpressionParser.parse(source))
    }

    static func error(_ source: String) -> ExpressionError? {
        do {
            _ = try view(source)
            return nil
        } catch {
            return error
        }
    }
}

@Suite struct ViewMachineryTests {
    @Test func transitions() throws {
        let t = try ToyTables.transitions.evaluate(ExpressionParser.parse(".offset(y: 70).combined(with: .opacity)"))
        #expect(t == .offset(x: 0, y: 70).combined(with: .opacity))
        let s = try ToyTables.transitions.evaluate(ExpressionParser.parse("AnyTransition.scale(scale: 0.2, anchor: UnitPoint(x: 0, y: 1))"))
        #expect(s == .scale(0.2, anchor: .bottomLeading))
        #expect(try ToyTables.transitions.evaluate(ExpressionParser.parse(".move(edge: Edge.leading)")) == .move(edge: .leading))
    }

    @Test func views() throws {
        #expect(try ToyTables.view("VStack { Tile(\"A\").transition(.scale) }")
            == .vStack([.tile("A").transition(.scale)]))
        #expect(try ToyTables.view("VStack { Tile(\"A\").transition(.scale) }").resolve().items.map(\.transition) == [.opacity])
        #expect(try ToyTables.view("Group { Tile(\"A\").transition(.scale); Tile(\"B\") }").resolve().items.map(\.transition)
            == [.scale, .opacity])
        #expect(try ToyTables.view("VStack(spacing: 4) {\n Tile(\"A\")\n Tile(\"B\")\n}") == .vStack([.tile("A"), .tile("B")]))
        #expect(try ToyTables.view("ZStack { Tile(\"C\") }.transition(.move(edge: .bottom))")
            == .zStack([.tile("C")]).transition(.move(edge: .bottom)))
    }

    @Test func viewErrors() throws {
        let unknown = try #require(ToyTables.error("Tle(\"A\")"))
        #expect(unknown.message == "unknown view 'Tle'; expected Tile, VStack, ZStack or Group")
        #expect(unknown.suggestion == "Tile")
        let closure = try #require(ToyTables.error("Tile(\"A\") { }"))
        #expect(closure.message == "unexpected trailing closure: 'Tile' does not take one; it takes (_:)")
        #expect(closure.range == SourceRange(10, 13))
        let label = try #require(ToyTables.error("VStack(spacin: 4) { }"))
        #expect(label.suggestion == "spacing:")
        #expect(label.message == "unknown argument label 'spacin:': 'VStack' takes (spacing:content:); got (spacin:) { … }")
        let missing = try #require(ToyTables.error("VStack(spacing: 4)"))
        #expect(missing.message
            == "missing argument 'content:' of type () -> some View: 'VStack' takes (spacing:content:); got (spacing:)")
        let edge = try #require(ToyTables.error("Tile(\"A\").transition(.move(edge: .botom))"))
        #expect(edge.suggestion == ".bottom")
        let inner = try #require(ToyTables.error("VStack { Tile(1) }"))
        #expect(inner.message == "expected a string for 'label' of 'Tile', found number '1'")
        #expect(inner.range == SourceRange(14, 15))
    }
}
