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

/// A `GeometryEffect` runs `effectValue(size:)` at every value of its `animatableData`, and
/// the `ProjectionTransform` it returns (built from `CATransform3D` and `CGAffineTransform`)
/// is drawn as the projective map it is (docs/semantics.md, "GeometryEffect").
@Suite struct GeometryEffectTests {
    /// The tutorial "FlipEffect" (swiftui-lab's GeometryEffect article, and many repositories).
    static let source = #"""
    import SwiftUI

    struct FlipEffect: GeometryEffect {
        var angle: Double
        let axis: (x: CGFloat, y: CGFloat)

        var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }

        func effectValue(size: CGSize) -> ProjectionTransform {
            let a = CGFloat(Angle(degrees: angle).radians)
            var transform3d = CATransform3DIdentity
            transform3d.m34 = -1 / max(size.width, size.height)
            transform3d = CATransform3DRotate(transform3d, a, axis.x, axis.y, 0)
            transform3d = CATransform3DTranslate(transform3d, -size.width / 2.0, -size.height / 2.0, 0)
            let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
            return ProjectionTransform(transform3d).concatenating(affineTransform)
        }
    }

    struct Skew: GeometryEffect {
        var offset: CGFloat
        var animatableData: CGFloat {
            get { offset }
            set { offset = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: offset / size.height, d: 1, tx: 0, ty: 0))
        }
    }
    """#

    static let environment = try! SwiftEnvironment(source: source, name: "T.swift")

    /// The effect chain of `FlipEffect(angle:)` for a 250×150 card.
    static func flip(_ degrees: Double) throws -> Homography {
        let t = try TransitionEvaluator(swift: environment).parse(
            ".modifier(active: FlipEffect(angle: \(degrees), axis: (x: 0, y: 1)), identity: FlipEffect(angle: 0, axis: (x: 0, y: 1)))")
        let pose = t.effect(.removal, progress: 1).pose(viewSize: Size(250, 150))
        return pose.transform
    }

    /// The research's worked numbers for 45° (T6): ProjectionTransform m11 1.060660, m12 0.212132,
    /// m13 0.002828, m31 −7.582521, m32 −26.516504, m33 0.646447 (row vectors; the homography is
    /// its transpose); the corners land at (−11.730, −41.019), (190.301, 19.590).
    @Test func flipAt45DegreesMatchesTheWorkedExample() throws {
        let h = try Self.flip(45)
        let expected = [1.060660, 0, -7.582521, 0.212132, 1, -26.516504, 0.002828, 0, 0.646447]
        for (a, b) in zip(h.m, expected) { #expect(abs(a - b) < 1e-5, "\(h.m)") }
        let tl = h.apply(Point(0, 0)), tr = h.apply(Point(250, 0))
        #expect(abs(tl.x + 11.730) < 1e-3 && abs(tl.y + 41.019) < 1e-3, "\(tl)")
        #expect(abs(tr.x - 190.301) < 1e-3 && abs(tr.y - 19.590) < 1e-3, "\(tr)")
    }

    /// The same matrix as `rotation3DEffect(θ, axis: (0, 1, 0), anchor: .center, perspective: 1)`,
    /// whose projection boardgen already draws exactly (docs/semantics.md §7), at every angle tried.
    @Test(arguments: [15.0, 45, 60, 89, 135])
    func flipIsTheSameAsRotation3DEffect(_ degrees: Double) throws {
        let h = try Self.flip(degrees)
        let r = Rotation3D(angle: degrees * .pi / 180, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
            .homography(in: Size(250, 150))
        for p in [Point(0, 0), Point(250, 0), Point(250, 150), Point(0, 150), Point(80, 40)] {
            let a = h.apply(p), b = r.apply(p)
            #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6, "\(degrees)°: \(a) vs \(b)")
        }
    }

    /// The body runs at every intermediate value: halfway through a 0 → 90° removal the view is at 45°.
    @Test func theEffectRunsAtEveryIntermediateValue() throws {
        let t = try TransitionEvaluator(swift: Self.environment).parse(
            ".modifier(active: FlipEffect(angle: 90, axis: (x: 0, y: 1)), identity: FlipEffect(angle: 0, axis: (x: 0, y: 1)))")
        let half = t.effect(.removal, progress: 0.5).pose(viewSize: Size(250, 150)).transform
        let at45 = try Self.flip(45)
        for (a, b) in zip(half.m, at45.m) { #expect(abs(a - b) < 1e-9) }
    }

    /// An affine effect depends on the view's size: a skew of 30 pt over the view's height.
    @Test func theViewsSizeReachesTheEffect() throws {
        let t = try TransitionEvaluator(swift: Self.environment).parse(".modifier(active: Skew(offset: 30), identity: Skew(offset: 0))")
        let pose = t.effect(.removal, progress: 1).pose(viewSize: Size(200, 60))
        let bottomLeft = pose.transform.apply(Point(0, 60))
        #expect(abs(bottomLeft.x - 30) < 1e-9 && abs(bottomLeft.y - 60) < 1e-9, "\(bottomLeft)")
    }

    /// Drawn on a board: the tile's corners in the scene dump are the projected ones.
    @Test func aBoardDrawsTheProjection() throws {
        let t = try TransitionEvaluator(swift: Self.environment).parse(
            ".modifier(active: FlipEffect(angle: 60, axis: (x: 0, y: 1)), identity: FlipEffect(angle: 0, axis: (x: 0, y: 1)))")
        let board = Board(name: "f", title: "f", columns: 1, slotSize: Size(250, 150), animation: .linear(duration: 1),
                          showsStatus: false, cells: [.tile("a", t, caption: "")])
        let builder = try SceneBuilder(board: board)
        let tile = try #require(builder.scene(at: 1.0).cells[0].tile)
        let expected = try Self.flip(60)
        #expect(tile.quad.count == 4)
        let origin = tile.quad[0]
        let first = expected.apply(Point(0, 0))
        // The quad's corners differ from the slot's by the projection (origin of the slot + projected corner).
        let second = expected.apply(Point(250, 0))
        #expect(abs((tile.quad[1].x - origin.x) - (second.x - first.x)) < 1e-6, "\(tile.quad)")
        #expect(abs((tile.quad[1].y - origin.y) - (second.y - first.y)) < 1e-6, "\(tile.quad)")
    }
}

/// Library-style GeometryEffects: `.init(...)` where the return type tells the type,
/// `ignoredByLayout()`, `AnimatablePair` as `animatableData`.
@Suite struct LibraryGeometryEffectTests {
    static let source = #"""
    import SwiftUI

    struct Grow: GeometryEffect {
        var scale: AnimatablePair<Double, Double>
        var animatableData: AnimatablePair<Double, Double> {
            get { scale }
            set { scale = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            .init(.init(scaleX: scale.first, y: scale.second).concatenating(.init(translationX: 10, y: 0)))
        }
    }

    extension AnyTransition {
        static var grow: AnyTransition {
            .modifier(active: Grow(scale: AnimatablePair(0.5, 0.25)).ignoredByLayout(),
                      identity: Grow(scale: AnimatablePair(1, 1)).ignoredByLayout())
        }
    }
    """#

    /// Halfway through the removal the pair is (0.75, 0.625): (4, 8) scales to (3, 5), then moves 10 right.
    @Test func implicitInitializersPairsAndIgnoredByLayout() throws {
        let environment = try SwiftEnvironment(source: Self.source, name: "L.swift")
        let t = try TransitionEvaluator(swift: environment).parse(".grow")
        let p = t.effect(.removal, progress: 0.5).pose(viewSize: Size(100, 100)).transform.apply(Point(4, 8))
        #expect(abs(p.x - 13) < 1e-12 && abs(p.y - 5) < 1e-12, "\(p)")
    }
}
