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

/// Every spelling SwiftUI accepts that issue 10 lists reads with the meaning of its canonical form.
@Suite struct SpellingTests {
    static let transitions: [(String, Transition)] = [
        ("AnyTransition(.blurReplace)", .blurReplace),
        ("AnyTransition(.move(edge: .leading))", .move(edge: .leading)),
        ("AnyTransition(.scale)", .scale),
        ("AnyTransition(.opacity).combined(with: .slide)", .combined(.opacity, .slide)),
        (".offset(.init(width: 0, height: -25))", .offset(x: 0, y: -25)),
        (".offset(CGSize(width: 3, height: 4))", .offset(x: 3, y: 4)),
        (".scale(scale: 0.5, anchor: .init(x: 0.5, y: 2))", .scale(0.5, anchor: UnitPoint(x: 0.5, y: 2))),
        (".opacity.animation(.none)", .animation(.opacity, nil)),
        (".opacity.animation(nil)", .animation(.opacity, nil)),
        (".slide.animation(.spring(.bouncy))", .animation(.slide, .bouncy)),
    ]

    @Test(arguments: transitions)
    func transitionSpellings(_ source: String, _ expected: Transition) throws {
        #expect(try TransitionEvaluator().parse(source) == expected)
    }

    static let animations: [(String, Animation)] = [
        (".spring(.bouncy)", .bouncy),
        (".spring(.bouncy(duration: 0.5))", .bouncy(duration: 0.5)),
        (".spring(.smooth(duration: 0.3))", .smooth(duration: 0.3)),
        (".interpolatingSpring(.bouncy)", .interpolatingSpring(duration: 0.5, bounce: 0.3)),
        (".timingCurve(UnitCurve.easeInOut, duration: 0.3)", .easeInOut(duration: 0.3)),
        (".spring(response: 0.5, dampingFraction: 0.825/4)", .spring(response: 0.5, dampingFraction: 0.20625, blendDuration: 0)),
        (".easeIn.delay(0.5*4)", Animation.easeIn.delay(2)),
    ]

    @Test(arguments: animations)
    func animationSpellings(_ source: String, _ expected: Animation) throws {
        let a = try AnimationEvaluator.parse(source)
        for t in [0.05, 0.13, 0.31, 0.77, 1.9] {
            #expect(abs(a.progress(at: t) - expected.progress(at: t)) < 1e-9, "\(source) at \(t)")
        }
    }

    @Test(arguments: ["nil", ".none", "Animation.none"])
    func noAnimation(_ source: String) throws {
        #expect(AnimationEvaluator.isNone(try ExpressionParser.parse(source)))
    }
}
