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

@Suite struct ResolutionTests {
    @Test func transitionOnTheInsertedTile() {
        let r = ViewNode.tile("A").transition(.scale).resolve()
        #expect(r.items.count == 1 && r.items[0].transition == .scale)
    }

    @Test(arguments: ViewNode.StackKind.allCases)
    func layoutContainersStealTheTransition(_ kind: ViewNode.StackKind) {
        let r = ViewNode.stack(kind, [ViewNode.tile("A").transition(.scale)]).resolve()
        #expect(r.items.count == 1)
        #expect(r.items[0].attached == nil)
        #expect(r.items[0].transition == .opacity)
    }

    @Test func transitionOnTheContainerApplies() {
        let r = ViewNode.zStack([.tile("C")]).transition(.slide).resolve()
        #expect(r.items[0].transition == .slide)
    }

    @Test func groupIsTransparent() {
        let r = ViewNode.group([ViewNode.tile("B").transition(.move(edge: .bottom))]).resolve()
        #expect(r.items[0].transition == .move(edge: .bottom))
        #expect(r.items[0].view == .tile("B"))
    }

    @Test func groupModifierAppliesToEachChild() {
        let r = ViewNode.group([.tile("A"), .tile("B")]).transition(.scale).resolve()
        #expect(r.items.map(\.transition) == [.scale, .scale])
    }

    @Test func groupAroundAStackStillSteals() {
        let r = ViewNode.group([.vStack([ViewNode.tile("A").transition(.scale)])]).resolve()
        #expect(r.items[0].transition == .opacity)
    }

    @Test func outermostTransitionWins() {
        let r = ViewNode.tile("A").transition(.scale).transition(.slide).resolve()
        #expect(r.items[0].transition == .slide)
    }

    @Test func defaultIsOpacity() {
        #expect(ViewNode.tile("A").resolve().items[0].transition == .opacity)
    }
}
