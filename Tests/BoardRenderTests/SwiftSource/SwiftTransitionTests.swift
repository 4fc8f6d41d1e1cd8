import Foundation
import Testing
import TestSupport
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

/// Transitions pasted from Swift give the geometry SwiftUI would (docs/semantics.md §13).
@Suite struct SwiftTransitionTests {
    static let source = #"""
    let duration = 0.35
    struct Plain: ViewModifier {
        var p: Double
        func body(content: Content) -> some View { content.opacity(p == 0 ? 1 : 0) }
    }
    struct Stepped: ViewModifier, Animatable {
        var p: Double
        var animatableData: Double { get { p } set { p = newValue } }
        func body(content: Content) -> some View { content.opacity(p == 0 ? 1 : 0) }
    }
    struct Half: ViewModifier, Animatable {
        var p: Double
        var animatableData: Double { get { p } set { p = newValue } }
        func body(content: Content) -> some View { content.opacity(p < 0.5 ? 1 : 0) }
    }
    struct Fold: ViewModifier {
        var progress: Double
        func body(content: Content) -> some View {
            content.frame(height: max(0, (1 - progress) * 74), alignment: .top).clipped()
        }
    }
    struct Lift: Transition {
        var distance: Double = 30
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.offset(y: phase.value * distance).opacity(phase.isIdentity ? 1 : 0)
        }
    }
    struct Tilted: ViewModifier {
        var angle: Angle
        var fade: Double
        init(_ degrees: Double, fading: Bool = true) {
            self.angle = .init(degrees: degrees)
            fade = fading ? 0 : 1
        }
        func body(content: Content) -> some View { content.rotationEffect(angle).opacity(fade) }
    }
    extension AnyTransition {
        static var drop: AnyTransition { .move(edge: .top).combined(with: .opacity) }
        static func lift(_ distance: CGFloat = 40) -> AnyTransition { .offset(y: distance) }
        static var rise: AnyTransition { move(edge: .bottom).combined(with: opacity) }
        static func risen(_ opacity: Double = 5) -> AnyTransition { asymmetric(insertion: rise, removal: offset(y: opacity)) }
    }
    """#

    static let environment = try! SwiftEnvironment(source: source, name: "T.swift")

    /// A one-cell board over `transition` with `.easeInOut(duration: 0.35)`.
    static func cell(_ transition: String) throws -> SceneBuilder {
        let t = try TransitionEvaluator(swift: environment).parse(transition)
        let board = Board(name: "t", title: "t", columns: 1, slotSize: Size(200, 74), animation: .easeInOut(duration: 0.35),
                          showsStatus: false, cells: [.tile("a", t, caption: "")])
        return try SceneBuilder(board: board)
    }

    static let times = [0.0875, 0.175, 0.2625]       // P = 0.129, 0.5, 0.871
    static let progress = [0.129, 0.5, 0.871]

    static func opacity(_ b: SceneBuilder, removalAt t: Double) -> Double? { b.scene(at: t).cells[0].tile?.opacity }
    static func opacity(_ b: SceneBuilder, insertionAt t: Double) -> Double? {
        b.scene(at: b.timeline.insertionStart + t).cells[0].tile?.opacity
    }

    @Test func aPlainModifierInterpolatesWhatItsBodiesReturn() throws {
        let b = try Self.cell(".modifier(active: Plain(p: 1), identity: Plain(p: 0))")
        for (t, p) in zip(Self.times, Self.progress) {
            #expect(approx(try #require(Self.opacity(b, insertionAt: t)), p, 0.001), "insertion t = \(t)")
            #expect(approx(try #require(Self.opacity(b, removalAt: t)), 1 - p, 0.001), "removal t = \(t)")
        }
    }

    @Test func anAnimatableModifierRunsItsBodyAtEveryValue() throws {
        let b = try Self.cell(".modifier(active: Stepped(p: 1), identity: Stepped(p: 0))")
        for t in Self.times {
            #expect(Self.opacity(b, insertionAt: t) == 0, "pops in only at the end")
            #expect(Self.opacity(b, removalAt: t) == 0, "vanishes from the first frame")
        }
        #expect(Self.opacity(b, insertionAt: 0.36) == 1)
        #expect(Self.opacity(b, removalAt: 0.36) == nil)
        let half = try Self.cell(".modifier(active: Half(p: 1), identity: Half(p: 0))")
        #expect(Self.opacity(half, insertionAt: 0.1) == 0 && Self.opacity(half, insertionAt: 0.2) == 1)
    }

    @Test func aFrameModifierFoldsTheTile() throws {
        let b = try Self.cell(".modifier(active: Fold(progress: 1), identity: Fold(progress: 0))")
        for (t, p) in zip(Self.times, Self.progress) {
            #expect(approx(b.scene(at: t).cells[0].tile!.clip!.height, 74 * (1 - p), 0.1), "t = \(t)")
        }
    }

    @Test func aTransitionStructIsEvaluatedPerPhase() throws {
        let b = try Self.cell("Lift()")
        let start = b.timeline.insertionStart
        let slot = b.scene(at: 0).cells[0].slot
        // Insertion from willAppear (value −1): 30 pt above, fading in.
        let tile = b.scene(at: start + 0.175).cells[0].tile!
        #expect(approx(tile.quad[0].y, slot.minY - 15, 0.01) && approx(tile.opacity, 0.5, 0.001))
        // Removal to didDisappear (+1): 30 pt below.
        #expect(approx(b.scene(at: 0.175).cells[0].tile!.quad[0].y, slot.minY + 15, 0.01))
        let far = try Self.cell("Lift(distance: 70)")
        #expect(approx(far.scene(at: 0.175).cells[0].tile!.quad[0].y, slot.minY + 35, 0.01))
    }

    @Test func staticMembersInlineWithTheirArguments() throws {
        #expect(try TransitionEvaluator(swift: Self.environment).parse(".drop") == Transition.move(edge: .top).combined(with: .opacity))
        #expect(try TransitionEvaluator(swift: Self.environment).parse("AnyTransition.lift(12)") == .offset(x: 0, y: 12))
        #expect(try TransitionEvaluator(swift: Self.environment).parse(".lift()") == .offset(x: 0, y: 40))
        #expect(try TransitionEvaluator(swift: Self.environment).parse("AnyTransition(.scale)") == .scale)
    }

    @Test func insideItsTypeAStaticMemberNeedsNoDot() throws {
        let evaluator = TransitionEvaluator(swift: Self.environment)
        #expect(try evaluator.parse(".rise") == Transition.move(edge: .bottom).combined(with: .opacity))
        // A parameter shadows the member of the same name.
        #expect(try evaluator.parse(".risen()") == .asymmetric(insertion: .move(edge: .bottom).combined(with: .opacity),
                                                               removal: .offset(x: 0, y: 5)))
    }

    @Test func aCustomInitializerBindsItsParametersToTheStoredProperties() throws {
        let b = try Self.cell(".modifier(active: Tilted(90), identity: Tilted(0, fading: false))")
        let tile = b.scene(at: b.timeline.insertionStart + 0.175).cells[0].tile!
        #expect(approx(tile.opacity, 0.5, 0.001))
        // Halfway: rotated by 45°, so the top edge runs at 45°.
        let dx = tile.quad[1].x - tile.quad[0].x, dy = tile.quad[1].y - tile.quad[0].y
        #expect(approx(atan2(dy, dx) * 180 / .pi, 45, 0.01))
    }

    @Test(arguments: [
        (".modifier(active: Tilted(angle: .zero, fade: 0), identity: Tilted(0))", "no initializer of Tilted takes these arguments (angle:fade:); declared: Tilted(_:fading:)"),
        (".modifier(active: Missing(), identity: Missing())", "'Missing' is not a view modifier boardgen has read"),
        ("Lift(height: 3)", "unknown argument label 'height:': 'Lift' takes (distance:)"),
        (".drop()", "'drop' is a property"),
        (".lift", "'lift' is a function"),
    ])
    func misusesSayWhatIsWrong(_ source: String, _ fragment: String) {
        do {
            _ = try TransitionEvaluator(swift: Self.environment).parse(source)
            Issue.record("expected an error for \(source)")
        } catch {
            #expect(error.description.contains(fragment), "\(error.description)")
        }
    }
}
