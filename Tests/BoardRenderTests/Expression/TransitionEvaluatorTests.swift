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

@Suite struct TransitionEvaluatorTests {
    static let forms: [(String, Transition)] = [
        (".identity", .identity),
        (".opacity", .opacity),
        ("AnyTransition.opacity", .opacity),
        (".scale", .scale),
        (".scale(scale: 0.2)", .scale(0.2, anchor: .center)),
        (".scale(0.5, anchor: .bottomTrailing)", .scale(0.5, anchor: .bottomTrailing)),
        (".scale(scale: 0.5, anchor: UnitPoint(x: 0.2, y: 0.8))", .scale(0.5, anchor: UnitPoint(x: 0.2, y: 0.8))),
        (".offset(y: 70)", .offset(x: 0, y: 70)),
        (".offset(x: -20)", .offset(x: -20, y: 0)),
        (".offset(CGSize(width: 10, height: 20))", .offset(x: 10, y: 20)),
        (".move(edge: .leading)", .move(edge: .leading)),
        (".move(edge: Edge.top)", .move(edge: .top)),
        (".slide", .slide),
        (".push(from: .trailing)", .push(from: .trailing)),
        (".blurReplace", .blurReplace(.downUp)),
        (".blurReplace(.upUp)", .blurReplace(.upUp)),
        (".offset(y: 70).combined(with: .opacity)", Transition.offset(x: 0, y: 70).combined(with: .opacity)),
        (".asymmetric(insertion: .scale(scale: 0.2), removal: .opacity)",
         .asymmetric(insertion: .scale(0.2, anchor: .center), removal: .opacity)),
        (".asymmetric(insertion: .push(from: .top), removal: .scale.combined(with: .opacity))",
         .asymmetric(insertion: .push(from: .top), removal: Transition.scale.combined(with: .opacity))),
        (".opacity.animation(.bouncy)", Transition.opacity.animation(.bouncy)),
        (".slide.animation(nil)", Transition.slide.animation(nil)),
    ]

    @Test(arguments: forms.indices)
    func evaluates(_ i: Int) throws {
        let (source, expected) = Self.forms[i]
        #expect(try TransitionEvaluator().parse(source) == expected, "\(source)")
    }

    @Test func customTransitionsByEveryName() throws {
        let tilt = BuiltinBoards.tilt
        let e = TransitionEvaluator(custom: ["tilt": tilt])
        for source in ["tilt", ".tilt", "Tilt()", ".custom(\"tilt\")", "AnyTransition.tilt"] {
            #expect(try e.parse(source) == tilt, "\(source)")
        }
        #expect(try e.parse("tilt.combined(with: .opacity)") == tilt.combined(with: .opacity))
    }

    @Test(arguments: [
        (".scael", "did you mean '.scale'"),
        (".move(edge: .lefting)", "did you mean '.leading'"),
        (".move(egde: .leading)", "egde"),
        (".offset(y: \"70\")", "expected a number"),
        (".custom(\"nope\")", "no custom transition 'nope'"),
        (".combined(with: .opacity)", "cannot stand alone"),
        (".opacity.speed(2)", "speed"),
    ])
    func rejects(_ source: String, _ fragment: String) {
        do {
            _ = try TransitionEvaluator().parse(source)
            Issue.record("\(source) was accepted")
        } catch {
            #expect(error.description.contains(fragment), "\(source): \(error)")
        }
    }
}

@Suite struct ViewEvaluatorTests {
    @Test func stacksStealGroupKeeps() throws {
        let v = ViewEvaluator()
        #expect(try v.parse("VStack { Tile(\"A\").transition(.scale) }").resolve().items[0].transition == .opacity)
        #expect(try v.parse("HStack(spacing: 4) { Tile(\"A\").transition(.scale) }").resolve().items[0].transition == .opacity)
        #expect(try v.parse("ZStack { Tile(\"C\") }.transition(.slide)").resolve().items[0].transition == .slide)
        #expect(try v.parse("Group { Tile(\"B\").transition(.move(edge: .bottom)) }").resolve().items[0].transition
                == .move(edge: .bottom))
        #expect(try v.parse("VStack(alignment: .leading) { Tile() }").tileLabels == [""])
    }

    @Test func rejectsUnknownViews() {
        #expect(throws: ExpressionError.self) { try ViewEvaluator().parse("LazyVGrid { Tile() }") }
        #expect(throws: ExpressionError.self) { try ViewEvaluator().parse("VStack") }
        #expect(throws: ExpressionError.self) { try ViewEvaluator().parse("Tile(\"A\").transition(.sclae)") }
    }
}
