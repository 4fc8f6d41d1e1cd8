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

/// The chapter's lessons: each a transformation of the bench, checked on its scene dump.
@Suite struct LessonBoardTests {
    static func builder(_ board: Board) -> SceneBuilder { try! SceneBuilder(board: board) }

    /// Mid-animation the smear draws both status strings, their opacities summing to 1.
    @Test func theSmearCrossFadesTheStatusLine() {
        let scene = Self.builder(BuiltinBoards.smear).scene(at: 1.4)
        let status = scene.texts.filter { $0.name == "status" }
        #expect(status.map(\.text) == ["PRESENT · 12 OF 12", "REMOVED · 0 OF 12"])
        #expect(approx(status.map(\.opacity).reduce(0, +), 1, 1e-9) && approx(status[1].opacity, 0.5, 1e-6))
        // The bench swaps at once.
        #expect(Self.builder(BuiltinBoards.bench).scene(at: 1.4).texts.filter { $0.name == "status" }.count == 1)
    }

    @Test func withoutAnimationEveryTilePops() {
        let b = Self.builder(BuiltinBoards.noAnimation)
        #expect(b.scene(at: -1).cells.allSatisfy { $0.tile?.opacity == 1 })
        #expect(b.scene(at: 0).cells.allSatisfy { $0.tile == nil })
        let insertion = b.timeline.insertionStart
        #expect(b.scene(at: insertion).cells.allSatisfy { $0.tile?.opacity == 1 && $0.tile?.quad == $0.slot.corners })
    }

    @Test func boardClipLetsEdgeTransitionsCrossIntoTheNeighbour() {
        let cell = Self.builder(BuiltinBoards.boardClip).scene(at: 1.4).cells.first { $0.name == "slide" }!
        let tile = cell.tile!
        #expect(tile.quad[1].x > cell.slot.maxX + 50)           // drawn far into the next slot
        #expect(tile.clip!.maxX > cell.slot.maxX + 50)          // and not clipped away
        let bench = Self.builder(BuiltinBoards.bench).scene(at: 1.4).cells.first { $0.name == "slide" }!
        #expect(bench.tile!.clip == bench.slot)
    }

    @Test func staggerDelaysCellIByITimesS() {
        let b = Self.builder(BuiltinBoards.stagger), bench = Self.builder(BuiltinBoards.bench)
        for i in [0, 3, 7] {
            let t = 2.0
            let staggered = b.scene(at: t).cells[i].tile?.quad
            let reference = bench.scene(at: t - Double(i) * 0.15).cells[i].tile?.quad
            #expect(staggered == reference, "cell \(i)")
        }
        #expect(approx(b.timeline.removalEnd, 2.8 + 11 * 0.15, 1e-9))
    }

    @Test func quietDeparturesLeaveWithOpacityAndArriveAsBefore() {
        let b = Self.builder(BuiltinBoards.quietDepartures), bench = Self.builder(BuiltinBoards.bench)
        let move = b.scene(at: 1.4).cells.first { $0.name == "move" }!
        #expect(move.tile!.quad == move.slot.corners && approx(move.tile!.opacity, 0.5, 1e-6))
        let t = b.timeline.insertionStart + 1.4
        // The insertion is the bench's, cell by cell (the rows sit lower: the captions say more).
        func relative(_ scene: Scene) -> [[Double]] {
            scene.cells.map { c in [c.tile!.opacity] + c.tile!.quad.flatMap { [$0.x - c.slot.minX, $0.y - c.slot.minY] } }
        }
        let quiet = relative(b.scene(at: t)), loud = relative(bench.scene(at: t))
        #expect(quiet.count == loud.count && zip(quiet, loud).allSatisfy { zip($0, $1).allSatisfy { abs($0 - $1) < 1e-6 } })
    }

    @Test func reflowCollapsesTheGrid() {
        let s = Self.builder(BuiltinBoards.reflow).scene(at: 3.0)
        #expect(s.cells.allSatisfy { $0.slot.height == 0 })
    }

    /// The trap's forms: ForEach is transparent, a stack around a row steals the
    /// transition, and a transition inside .background belongs to the background.
    @Test func theTrapsFormsResolveByStructure() {
        let s = Self.builder(BuiltinBoards.trap).scene(at: 1.4)
        func scales(_ name: String) -> Bool {
            let c = s.cells.first { $0.name == name }!
            return c.tile!.opacity == 1 && c.tile!.quad != c.slot.corners
        }
        #expect(scales("scale ✓") && scales("fixed") && scales("group ✓ ≠ chapter") && scales("ForEach ✓") && scales("background ✓"))
        #expect(!scales("scale ✗") && !scales("ForEach ✗") && !scales("background ✗"))
    }
}

/// Quiet departures rewrite each transition caption to what the cell now does.
@Suite struct QuietCaptionTests {
    @Test func captionsSayTheAsymmetricTransition() {
        #expect(Board.quietCaption(".scale") == ".asymmetric(insertion: .scale, removal: .opacity)")
        #expect(Board.quietCaption("Tilt()  // 78° about x") == ".asymmetric(insertion: Tilt(), removal: .opacity)  // 78° about x")
        #expect(Board.quietCaption(".opacity") == ".opacity")
        #expect(Board.quietCaption(".asymmetric(insertion: .scale, removal: .opacity)") == ".asymmetric(insertion: .scale, removal: .opacity)")
        #expect(Board.quietCaption("VStack { Tile().transition(.scale) }") == "VStack { Tile().transition(.scale) }")
    }
}
