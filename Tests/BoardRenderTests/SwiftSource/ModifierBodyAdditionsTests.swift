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

/// Modifier bodies found in real code: `.transformEffect` / `.projectionEffect` with a transform
/// the interpreter builds (`.init(translationX:y:)` read on `CGAffineTransform`), flexible frames,
/// Swift's floating-point division by zero, and a modifier nested in `extension AnyTransition`.
@Suite struct ModifierBodyAdditionsTests {
    static let source = #"""
    import SwiftUI

    struct HorizontalShake: AnimatableModifier {
        var proportion: CGFloat
        var distance: CGFloat
        var cycles: CGFloat
        var animatableData: CGFloat {
            get { proportion }
            set { proportion = newValue }
        }
        func body(content: Content) -> some View {
            content.transformEffect(.init(translationX: sin(proportion * 2 * cycles * .pi) * distance, y: 0))
        }
    }

    struct Tilt: ViewModifier {
        var k: Double
        func body(content: Content) -> some View {
            content.projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: k, d: 1, tx: 0, ty: 0)))
        }
    }

    struct Pinned: ViewModifier {
        var p: Double
        func body(content: Content) -> some View {
            content.frame(minWidth: 300 * p, maxWidth: .infinity, alignment: .leading).clipped()
        }
    }

    struct Jumpy: GeometryEffect {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            let k = 2 + pow(5, value - 1 / pow(value, 5))
            return ProjectionTransform(CGAffineTransform(scaleX: k, y: k))
        }
    }

    extension AnyTransition {
        struct Fading: ViewModifier {
            let pct: Double
            func body(content: Content) -> some View { content.opacity(pct) }
        }
        static var fading: AnyTransition { .modifier(active: AnyTransition.Fading(pct: 0), identity: AnyTransition.Fading(pct: 1)) }
    }
    """#

    static let environment = try! SwiftEnvironment(source: source, name: "M.swift")

    static func pose(_ transition: String, _ progress: Double, size: Size = Size(200, 100)) throws -> Pose {
        try TransitionEvaluator(swift: environment).parse(transition).effect(.removal, progress: progress).pose(viewSize: size)
    }

    /// A quarter of the way through one cycle the view is `distance` to the right.
    @Test func transformEffectWithAnImplicitInitializer() throws {
        let t = ".modifier(active: HorizontalShake(proportion: 1, distance: 20, cycles: 1), identity: HorizontalShake(proportion: 0, distance: 20, cycles: 1))"
        let p = try Self.pose(t, 0.25).transform.apply(Point(0, 0))
        #expect(abs(p.x - 20) < 1e-9 && abs(p.y) < 1e-9, "\(p)")
        let q = try Self.pose(t, 0.5).transform.apply(Point(10, 10))
        #expect(abs(q.x - 10) < 1e-9, "\(q)")
    }

    @Test func projectionEffectIsTheMapItself() throws {
        let p = try Self.pose(".modifier(active: Tilt(k: 0.5), identity: Tilt(k: 0))", 1).transform.apply(Point(0, 100))
        #expect(abs(p.x - 50) < 1e-9 && abs(p.y - 100) < 1e-9, "\(p)")
    }

    /// No container proposes a size to a transition body: a flexible frame follows its content
    /// within its bounds (here at least 300 × p wide), the content aligned to its leading edge.
    @Test func flexibleFramesResolveAgainstTheContent() throws {
        let t = ".modifier(active: Pinned(p: 1), identity: Pinned(p: 0))"
        let wide = try Self.pose(t, 1)
        #expect(wide.size == Size(300, 100))
        #expect(wide.transform.apply(Point(0, 0)) == Point(0, 0))   // leading: the content stays at the left
        #expect(try Self.pose(t, 0).size == Size(200, 100))   // minWidth 0, maxWidth ∞: the content's own width
        #expect(try Self.pose(t, 0.5).size == Size(200, 100))  // 150 < 200
        #expect(FlexibleFrame.Bounds(min: 10, ideal: 50, max: 40).resolve(20) == 40)
        #expect(FlexibleFrame.Bounds(min: nil, ideal: nil, max: 40).resolve(60) == 40)
        #expect(FlexibleFrame.Bounds(min: nil, ideal: 500, max: nil).resolve(60) == 60)
    }

    /// `1 / pow(0, 5)` is +∞ in Swift, and the effect is finite again after it (scale 2 at 0).
    @Test func floatingDivisionByZeroIsInfinityAsInSwift() throws {
        #expect(try Run.value("1.0 / 0 > 1e308") == "true")
        #expect(try Run.value("(0.0 / 0).isNaN") == "true")
        let t = ".modifier(active: Jumpy(value: 0), identity: Jumpy(value: 1))"
        let corner = try Self.pose(t, 1).transform.apply(Point(10, 10))
        #expect(abs(corner.x - 20) < 1e-9 && abs(corner.y - 20) < 1e-9, "\(corner)")
        // Where a board reads the number itself, a non-finite value is refused by name.
        do {
            _ = try AnimationEvaluator.parse(".easeIn(duration: 1.0 / 0)")
            Issue.record("an infinite duration was accepted")
        } catch {
            #expect(error.message.contains("'.infinity' is not allowed"), "\(error.message)")
        }
    }

    /// `AnyTransition.Fading(pct: 0)`: the initializer of a type nested in an extension.
    @Test func aModifierNestedInAnExtension() throws {
        #expect(try Self.pose(".fading", 1).opacity == 0)
        #expect(try Self.pose(".fading", 0.25).opacity == 0.75)
    }

    static let simd = #"""
    import SwiftUI
    struct ScaleEffect: GeometryEffect {
        var scale: SIMD2<Double>
        let anchor: UnitPoint
        typealias AnimatableData = SIMD2<Double>.AnimatableData
        nonisolated public var animatableData: AnimatableData {
            get { scale.animatableData }
            set { scale.animatableData = newValue }
        }
        nonisolated init(_ scale: SIMD2<Double>, anchor: UnitPoint = .center) {
            self.scale = scale
            self.anchor = anchor
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            let safe = scale.moveAwayFromZero(to: 0.0001)
            return .init(
                .init(scaleX: safe.x, y: safe.y)
                .concatenating(.init(
                    translationX: (safe.x - 1) * (-size.width * (anchor.x)),
                    y: (safe.y - 1) * (-size.height * (anchor.y))
                ))
            )
        }
    }
    extension SIMD2 where Scalar == Double {
        func moveAwayFromZero(to minimum: Double) -> SIMD2<Double> {
            SIMD2(abs(x) < minimum ? minimum : x, abs(y) < minimum ? minimum : y)
        }
    }
    extension AnyTransition {
        public static func scale(_ active: SIMD2<Double>, identity: SIMD2<Double> = [1,1], anchor: UnitPoint = .center) -> AnyTransition {
            .modifier(active: ScaleEffect(active, anchor: anchor), identity: ScaleEffect(identity, anchor: anchor))
        }
        public static func scale(_ amount: Double = 0, anchor: UnitPoint = .center) -> AnyTransition {
            .scale([amount, amount], anchor: anchor)
        }
    }
    """#

    /// `SIMD2<Double>` (elislade's SwiftUI-Kit): lanes, an array literal where a vector is declared,
    /// lane-wise arithmetic, `animatableData` read and written, an extension using `x` and `y`.
    @Test func simdVectors() throws {
        let environment = try SwiftEnvironment(source: Self.simd, name: "S.swift")
        let t = try TransitionEvaluator(swift: environment).parse(".scale(0.5)")
        let pose = t.effect(.removal, progress: 0.5).pose(viewSize: Size(200, 100))
        // Halfway from 1 to 0.5: scale 0.75 about the centre.
        let corner = pose.transform.apply(Point(0, 0))
        #expect(abs(corner.x - 25) < 1e-9 && abs(corner.y - 12.5) < 1e-9, "\(corner)")
        #expect(try Run.value("(SIMD2<Double>(1, 2) * 3 + SIMD2(1, 1)).y") == "7.0")
        #expect(try Run.value("([1, 1] as SIMD2<Double>).x") == "1.0")
        #expect(try Run.body("var a = Angle.degrees(10)\na.degrees = 90\nreturn a.radians == .pi / 2") == "true")
        #expect(try Run.value("v.x + v.y", "let v: SIMD2<Double> = [2, 5]") == "7.0")
        #expect(try Run.value("SIMD3<Double>(repeating: 2).z") == "2.0")
    }
}
