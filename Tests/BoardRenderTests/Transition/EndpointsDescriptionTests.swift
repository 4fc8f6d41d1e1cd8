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

/// Effects written back as the SwiftUI modifiers that produce them, and what a
/// transition looks like off screen at each end (the `check File.swift` detail).
/// The expected endpoints are the active states of docs/semantics.md §4 (insertion:
/// willAppear; removal: didDisappear), with neutral modifiers left out.
@Suite struct EndpointsDescriptionTests {
    @Test(arguments: [
        // .slide: from leading, to trailing (§4).
        (".slide", "inserted from: .move(edge: .leading); removed to: .move(edge: .trailing)"),
        // .push(from: e): toward e and fading in; out toward the opposite edge, fading.
        (".push(from: .top)", "inserted from: .move(edge: .top) .opacity(0); removed to: .move(edge: .bottom) .opacity(0)"),
        // .scale: 1e-5 about the centre, written to three decimals.
        (".scale", "off screen: .scaleEffect(0)"),
        (".scale(scale: 0.5, anchor: .bottomTrailing)", "off screen: .scaleEffect(0.5, anchor: .bottomTrailing)"),
        (".identity", "off screen: no change"),
        // .blurReplace: opacity (inner), blur 7, scale 0.9 (outer); .upUp scales up to 1.1 on removal.
        (".blurReplace", "off screen: .opacity(0) .blur(radius: 7) .scaleEffect(0.9)"),
        (".blurReplace(.upUp)",
         "inserted from: .opacity(0) .blur(radius: 7) .scaleEffect(0.9); removed to: .opacity(0) .blur(radius: 7) .scaleEffect(1.1)"),
        (".asymmetric(insertion: .move(edge: .trailing), removal: .opacity)", "inserted from: .move(edge: .trailing); removed to: .opacity(0)"),
        // combined(with:): a inner, b outer (§5).
        (".offset(x: 10, y: -5).combined(with: .scale(scale: 0.25))", "off screen: .offset(x: 10, y: -5) .scaleEffect(0.25)"),
        (".move(edge: .bottom).combined(with: .opacity)", "off screen: .move(edge: .bottom) .opacity(0)"),
    ])
    func builtInTransitionsAreDescribedByTheirActiveStates(_ source: String, _ expected: String) throws {
        #expect(try TransitionEvaluator().parse(source).endpointsDescription == expected, "\(source)")
    }

    @Test(arguments: [
        (EffectModifier.opacity(0.25), ".opacity(0.25)"),
        (.scale(x: 2, y: 2, anchor: .center), ".scaleEffect(2)"),
        (.scale(x: 1, y: 0.5, anchor: UnitPoint(x: 0.5, y: 2)), ".scaleEffect(x: 1, y: 0.5, anchor: UnitPoint(x: 0.5, y: 2))"),
        (.offset(x: 0, y: 74), ".offset(x: 0, y: 74)"),
        (.move(x: -1, y: 0), ".move(edge: .leading)"),
        (.move(x: 0, y: 1), ".move(edge: .bottom)"),
        (.move(x: 0.5, y: 0), ".move(x: 0.5, y: 0) (× the view's size)"),
        (.rotation(angle: .pi / 2, anchor: .center), ".rotationEffect(.degrees(90))"),
        (.rotation(angle: -.pi, anchor: .topLeading), ".rotationEffect(.degrees(-180), anchor: .topLeading)"),
        (.blur(radius: 3.5), ".blur(radius: 3.5)"),
        (.brightness(1), ".brightness(1)"),
        (.frame(width: .nan, height: 20, alignment: .top), ".frame(height: 20)"),
        (.frame(width: 80, height: 40, alignment: .center), ".frame(width: 80, height: 40)"),
        (.clip, ".clipped()"),
        // Rounded to three decimals.
        (.opacity(1.0 / 3.0), ".opacity(0.333)"),
    ])
    func effectsAreWrittenAsSwift(_ modifier: EffectModifier, _ expected: String) {
        #expect(modifier.swiftDescription == expected)
    }

    @Test func neutralModifiersAreLeftOut() {
        #expect(EffectModifier.opacity(1).isNeutral)
        #expect(EffectModifier.offset(x: 0, y: 0).isNeutral)
        #expect(EffectModifier.brightness(0).isNeutral)
        #expect(!EffectModifier.opacity(0.999).isNeutral)
        // A clip or a frame always changes what is drawn.
        #expect(!EffectModifier.clip.isNeutral)
        #expect(!EffectModifier.frame(width: .nan, height: .nan, alignment: .center).isNeutral)
    }
}
