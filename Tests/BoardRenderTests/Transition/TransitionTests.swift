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

@Suite struct TransitionTests {
    static let size = Size(200, 74)

    static func quad(_ t: Transition, _ d: TransitionDirection, _ p: Double) -> [Point] {
        let pose = t.effect(d, progress: p).pose(viewSize: size)
        return Rect(x: 0, y: 0, width: size.width, height: size.height).corners.map(pose.transform.apply)
    }

    static func activeState(_ t: Transition, _ d: TransitionDirection) -> Effect {
        t.effect(d, progress: d == .insertion ? 0 : 1)
    }

    @Test func identityHasNoModifiers() {
        #expect(Transition.identity.tracks(.insertion).isEmpty)
        #expect(Transition.identity.tracks(.removal).isEmpty)
    }

    @Test func opacityBothWays() {
        #expect(Self.activeState(.opacity, .insertion).opacity == 0)
        #expect(Self.activeState(.opacity, .removal).opacity == 0)
        #expect(Transition.opacity.effect(.insertion, progress: 0.3).opacity == 0.3)
        #expect(abs(Transition.opacity.effect(.removal, progress: 0.3).opacity - 0.7) < 1e-12)
        #expect(Transition.opacity.effect(.removal, progress: 0).opacity == 1)
    }

    @Test func scaleIsAboutZeroAtTheCentre() {
        let q = Self.quad(.scale, .removal, 1)
        #expect(abs(q[0].x - 100) < 0.01 && abs(q[2].y - 37) < 0.01)
        let half = Self.quad(.scale, .insertion, 0.5)
        #expect(abs(half[0].x - (100 - 50 * (1 + 1e-5) / 1)) < 0.01)
    }

    @Test func anchoredScale() {
        let q = Self.quad(.scale(scale: 0.2, anchor: .topLeading), .insertion, 0)
        #expect(q[0] == Point(0, 0))
        #expect(abs(q[2].x - 40) < 1e-9 && abs(q[2].y - 14.8) < 1e-9)
        let c = Self.quad(.scale(scale: 0.5, anchor: .bottomTrailing), .removal, 1)
        #expect(abs(c[0].x - 100) < 1e-9 && abs(c[0].y - 37) < 1e-9)
        #expect(abs(c[2].x - 200) < 1e-9 && abs(c[2].y - 74) < 1e-9)
    }

    @Test func offsetSameDirectionBothWays() {
        #expect(Self.quad(.offset(x: 0, y: 70), .insertion, 0)[0] == Point(0, 70))
        #expect(Self.quad(.offset(x: 0, y: 70), .removal, 1)[0] == Point(0, 70))
        #expect(Self.quad(.offset(x: 0, y: 70), .removal, 0.5)[0] == Point(0, 35))
    }

    @Test func moveByOwnSize() {
        #expect(Self.quad(.move(edge: .leading), .insertion, 0)[0] == Point(-200, 0))
        #expect(Self.quad(.move(edge: .leading), .removal, 1)[0] == Point(-200, 0))
        #expect(Self.quad(.move(edge: .bottom), .removal, 1)[0] == Point(0, 74))
        #expect(Self.quad(.move(edge: .top), .insertion, 0.25)[0] == Point(0, -55.5))
        #expect(Self.quad(.move(edge: .trailing), .insertion, 0)[0] == Point(200, 0))
    }

    @Test func slideInFromLeadingOutToTrailing() {
        #expect(Self.quad(.slide, .insertion, 0)[0] == Point(-200, 0))
        #expect(Self.quad(.slide, .removal, 1)[0] == Point(200, 0))
        #expect(Self.quad(.slide, .insertion, 1)[0] == Point(0, 0))
    }

    @Test func pushFromEdgeOutToOpposite() {
        let t = Transition.push(from: .trailing)
        #expect(Self.quad(t, .insertion, 0)[0] == Point(200, 0))
        #expect(Self.quad(t, .removal, 1)[0] == Point(-200, 0))
        #expect(Self.activeState(t, .insertion).opacity == 0)
        #expect(Self.activeState(t, .removal).opacity == 0)
        #expect(Self.quad(.push(from: .top), .removal, 1)[0] == Point(0, 74))
    }

    @Test func blurReplace() {
        let e = Self.activeState(.blurReplace, .removal)
        #expect(e.opacity == 0 && e.blurRadius == 7)
        #expect(e.scale?.x == 0.9)
        #expect(Self.activeState(.blurReplace(.upUp), .removal).scale?.x == 1.1)
        #expect(Self.activeState(.blurReplace(.upUp), .insertion).scale?.x == 0.9)
    }

    @Test func combinedAppliesFirstInside() {
        // offset then scale about the centre: the offset is scaled too.
        let t = Transition.offset(x: 0, y: 40).combined(with: .scale(scale: 0.5))
        let q = Self.quad(t, .removal, 1)
        #expect(abs(q[0].y - (18.5 + 20)) < 1e-9)
        // scale then offset: the offset is not scaled.
        let u = Transition.scale(scale: 0.5).combined(with: .offset(x: 0, y: 40))
        #expect(abs(Self.quad(u, .removal, 1)[0].y - (18.5 + 40)) < 1e-9)
        let c = Transition.offset(x: 0, y: 70).combined(with: .opacity).effect(.removal, progress: 0.5)
        #expect(c.offset == (0, 35) && c.opacity == 0.5)
    }

    @Test func asymmetricSplitsDirections() {
        let t = Transition.asymmetric(insertion: .scale(scale: 0.2), removal: .opacity)
        let ins = Self.activeState(t, .insertion)
        #expect(ins.scale?.x == 0.2 && ins.opacity == 1)
        let rem = Self.activeState(t, .removal)
        #expect(rem.scale?.x == 1 && rem.opacity == 0)
        // Insertion is inner, removal outer.
        #expect(t.modifiers(in: .identity).map(\.modifier) == [.scale(x: 1, y: 1, anchor: .center), .opacity(1)])
    }

    @Test func modifierStyleUsesActiveBothWays() {
        let fold = BuiltinBoards.foldUp
        #expect(Self.activeState(fold, .insertion).frameHeight?.fraction == 0)
        #expect(Self.activeState(fold, .removal).frameHeight?.fraction == 0)
        #expect(fold.effect(.removal, progress: 0.25).frameHeight?.fraction == 0.75)
    }

    @Test func phaseStyleDistinguishesDirections() {
        let t = Transition.phased(
            willAppear: [.offset(x: -30, y: 0)], didDisappear: [.offset(x: 30, y: 0)])
        #expect(Self.activeState(t, .insertion).offset == (-30, 0))
        #expect(Self.activeState(t, .removal).offset == (30, 0))
        #expect(t.effect(in: .identity).offset == (0, 0))
    }

    @Test func foldUpFrameIsTopAlignedAndClipped() {
        let pose = BuiltinBoards.foldUp.effect(.removal, progress: 0.5).pose(viewSize: Self.size)
        #expect(pose.size == Size(200, 37))
        #expect(pose.transform.apply(Point(0, 0)) == Point(0, 0))
        #expect(pose.clips == [[Point(0, 0), Point(200, 0), Point(200, 37), Point(0, 37)]])
        let bottom = Transition.modifier(active: [.frameHeight(fraction: 0, alignment: .bottom)])
            .effect(.removal, progress: 0.5).pose(viewSize: Self.size)
        #expect(bottom.transform.apply(Point(0, 0)) == Point(0, -37))
    }

    @Test func animationOverrideMarksTracks() {
        let t = Transition.opacity.animation(.bouncy).combined(with: .scale)
        let tracks = t.tracks(.removal)
        #expect(tracks[0].animation == .some(.bouncy))
        #expect(tracks[1].animation == nil)
        #expect(Transition.opacity.animation(nil).tracks(.insertion)[0].animation == .some(nil))
    }
}
