import Foundation
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

/// Declarations as people paste them (the shapes of Construct's FlipModifier, Apple's
/// `Transition` example, tutorial GeometryEffects, visual effects, design-system
/// namespaces), each drawn and checked against geometry computed by hand.
@Suite struct PastedDeclarationTests {
    static let source = #"""
    import SwiftUI

    struct FlipModifier: ViewModifier {
        let amount: Angle
        let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
        func body(content: Content) -> some View {
            content
                .rotation3DEffect(amount, axis: axis)
                .opacity(amount == .zero ? 1.0 : 0.0)
        }
    }

    struct Spin: ViewModifier, Animatable {
        var value: Double
        let angle: Angle
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        func body(content: Content) -> some View {
            content.rotation3DEffect(.radians(angle.radians * value), axis: (x: 0, y: 0, z: 1))
        }
    }

    struct RotatingFadeTransition: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
              .opacity(phase.isIdentity ? 1.0 : 0.0)
              .rotationEffect(phase.rotation)
        }
    }

    extension TransitionPhase {
        fileprivate var rotation: Angle {
            switch self {
            case .willAppear: return .degrees(30)
            case .identity: return .zero
            case .didDisappear: return .degrees(-30)
            }
        }
    }

    struct Drop: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.visualEffect { content, proxy in
                content.offset(y: phase.isIdentity ? 0 : -proxy.size.height)
            }
        }
    }

    struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var shakesPerUnit = 3
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
        }
    }

    struct Tinted: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.colorEffect(ShaderLibrary.tint(.float(phase.value)))
        }
    }

    enum DesignSystem {
        enum Animation {
            static let easeInOutFaster = SwiftUI.Animation.easeInOut(duration: 0.2)
        }
        enum Constants {
            static let duration: Double = 0.7
            static let quarter = duration / 4
        }
    }

    enum Direction: CaseIterable {
        case up, down
        var edge: Edge { self == .up ? .top : .bottom }
    }

    extension AnyTransition {
        static var flip: AnyTransition {
            .modifier(active: FlipModifier(amount: .degrees(90), axis: (0, 1, 0)),
                      identity: FlipModifier(amount: .zero, axis: (0, 1, 0)))
        }

        static func slide(from edge: Edge, distance: CGFloat = 40) -> AnyTransition {
            var x: CGFloat = 0, y: CGFloat = 0
            switch edge {
            case .leading: x = -distance
            case .trailing: x = distance
            case .top: y = -distance
            case .bottom: y = distance
            }
            return .offset(x: x, y: y).combined(with: .opacity)
        }

        static func + (lhs: AnyTransition, rhs: AnyTransition) -> AnyTransition {
            lhs.combined(with: rhs)
        }
    }
    """#

    static let environment = try! SwiftEnvironment(source: source, name: "Pasted.swift")

    static func transition(_ e: String) throws -> Transition { try TransitionEvaluator(swift: environment).parse(e) }

    /// The pose of a 200×74 tile under `e` at `progress` of `direction`.
    static func pose(_ e: String, _ direction: TransitionDirection, _ progress: Double) throws -> Pose {
        try transition(e).effect(direction, progress: progress).pose(viewSize: Size(200, 74))
    }

    /// Construct's FlipModifier: a plain modifier comparing an `Angle` with `.zero`. Its two bodies
    /// (90° and transparent / 0° and opaque) interpolate: halfway through, 45° and half opacity.
    @Test func flipModifierComparesAnAngle() throws {
        let effect = try Self.transition(".flip").effect(.removal, progress: 0.5)
        #expect(abs((effect.rotation?.angle ?? 0) - .pi / 4) < 1e-12)
        #expect(abs(effect.opacity - 0.5) < 1e-12)
    }

    /// `angle.radians * value` in an Animatable body: at a quarter of the removal, π/4 about z.
    @Test func anAnglesPropertyInArithmetic() throws {
        let e = ".modifier(active: Spin(value: 1, angle: .degrees(180)), identity: Spin(value: 0, angle: .degrees(180)))"
        let chain = try Self.transition(e).effect(.removal, progress: 0.25).flattened()
        guard case let .rotation3D(r)? = chain.first else { Issue.record("\(chain)"); return }
        #expect(abs(r.angle - .pi / 4) < 1e-12 && r.axis == (0, 0, 1))
    }

    /// Apple's `Transition` example with `extension TransitionPhase { var rotation: Angle { switch self … } }`:
    /// inserted from 30° and transparent, removed to −30°.
    @Test func applesTransitionExample() throws {
        let insertion = try Self.transition("RotatingFadeTransition()").effect(.insertion, progress: 0.25)
        #expect(abs(insertion.opacity - 0.25) < 1e-12)
        let rotation = insertion.modifiers.compactMap { m -> Double? in if case let .rotation(a, _) = m { a } else { nil } }
        #expect(rotation.count == 1 && abs(rotation[0] - 22.5 * .pi / 180) < 1e-12, "\(rotation)")
        let removal = try Self.transition("RotatingFadeTransition()").effect(.removal, progress: 1)
        let end = removal.modifiers.compactMap { m -> Double? in if case let .rotation(a, _) = m { a } else { nil } }
        #expect(abs(end[0] + 30 * .pi / 180) < 1e-12)
    }

    /// `.visualEffect { content, proxy in … }` reads the view's size: inserted from one height above,
    /// a quarter of the way in it is 55.5 pt up (74 × 0.75).
    @Test func aVisualEffectReadsTheViewsSize() throws {
        let pose = try Self.pose("Drop()", .insertion, 0.25)
        let origin = pose.transform.apply(Point(0, 0))
        #expect(abs(origin.y + 55.5) < 1e-9 && abs(origin.x) < 1e-12, "\(origin)")
        let settled = try Self.pose("Drop()", .insertion, 1).transform.apply(Point(0, 0))
        #expect(abs(settled.y) < 1e-12)
    }

    /// The tutorial Shake (GeometryEffect over `animatableData`): 10·sin(3π·p) pt sideways.
    @Test func theShakeGeometryEffect() throws {
        let e = ".modifier(active: Shake(animatableData: 1), identity: Shake(animatableData: 0))"
        for (p, x) in [(1.0 / 6, 10.0), (0.5, -10.0), (1.0 / 3, 0.0)] {
            let moved = try Self.pose(e, .removal, p).transform.apply(Point(0, 0))
            #expect(abs(moved.x - x) < 1e-9, "p \(p): \(moved)")
        }
    }

    /// A shader is refused by name, at the place of the construct in the file.
    @Test func aShaderIsRefusedByName() {
        do {
            _ = try Self.transition("Tinted()")
            Issue.record("expected a refusal")
        } catch let error as ExpressionError {
            #expect(error.message.contains("'.colorEffect' cannot run on a board: a shader (Metal) cannot be drawn on a board"), "\(error.message)")
            let line = Self.source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("colorEffect") }! + 1
            #expect(error.message.contains("Pasted.swift:\(line):16:"), "\(error.message)")
        } catch {
            Issue.record("\(error)")
        }
    }

    /// Statements in a static func (`var`, `switch` on an `Edge`), defaults, and an operator the file declares.
    @Test func statementsDefaultsAndOperators() throws {
        #expect(try Self.transition(".slide(from: .top)") == .combined(.offset(x: 0, y: -40), .opacity))
        #expect(try Self.transition(".slide(from: .trailing, distance: 10)") == .combined(.offset(x: 10, y: 0), .opacity))
        #expect(try Self.transition(".scale + .opacity") == .combined(.scale, .opacity))
        #expect(try Self.transition(".move(edge: Direction.up.edge)") == .move(edge: .top))
    }

    /// Nested namespaces and constants computed from constants.
    @Test func namespaces() throws {
        #expect(try AnimationEvaluator.parse("DesignSystem.Animation.easeInOutFaster", environment: Self.environment) == .easeInOut(duration: 0.2))
        #expect(try AnimationEvaluator.parse(".easeInOut(duration: DesignSystem.Constants.quarter)", environment: Self.environment)
            == .easeInOut(duration: 0.175))
    }
}
