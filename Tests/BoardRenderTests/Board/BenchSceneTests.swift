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

@Suite struct BenchSceneTests {
    static let bench = BuiltinBoards.bench
    static let builder = try! SceneBuilder(board: bench)

    static func cell(_ name: String, at t: Double) -> CellScene {
        builder.scene(at: t).cells.first { $0.name == name }!
    }

    static func near(_ a: Point, _ b: Point, _ tol: Double = 1e-6) -> Bool {
        abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol
    }

    @Test func timelineIsTheChaptersCycle() throws {
        let tl = try Self.bench.timeline()
        #expect(tl.removalEnd == 2.8)
        #expect(abs(tl.insertionStart - 3.4) < 1e-12)
        #expect(abs(tl.insertionEnd - 6.2) < 1e-12)
        #expect(abs(tl.cycle - 6.8) < 1e-12)
    }

    @Test func twelveCellsInOrderInAFourByThreeGrid() {
        let s = Self.builder.scene(at: 0)
        #expect(s.cells.map(\.name) == ["identity", "opacity", "scale", "offset", "move", "slide", "push",
                                         "combined", "asymmetric", "tilt", "fold", "trap"])
        let xs = Set(s.cells.map(\.slot.minX)), ys = Set(s.cells.map(\.slot.minY))
        #expect(xs.count == 4 && ys.count == 3)
        #expect(s.cells.allSatisfy { $0.slot.height == 74 && $0.slot.width >= 150 })
    }

    @Test func atZeroEveryAnimatedTileIsAtIdentity() {
        let s = Self.builder.scene(at: 0)
        #expect(s.status == "REMOVED · 0 OF 12")
        for cell in s.cells {
            if cell.name == "identity" {
                #expect(cell.tile == nil, "identity is removed at once")
                continue
            }
            let tile = try! #require(cell.tile)
            #expect(tile.opacity == 1, "\(cell.name)")
            #expect(zip(tile.quad, cell.slot.corners).allSatisfy { Self.near($0, $1) }, "\(cell.name)")
            #expect(tile.clip == cell.slot)
        }
    }

    @Test func endOfRemovalShowsActiveStates() {
        let t = 2.8
        #expect(Self.cell("opacity", at: t).tile?.opacity == 0)
        let scale = Self.cell("scale", at: t)
        let q = try! #require(scale.tile).quad
        #expect(abs(q[1].x - q[0].x) < 0.01 && Self.near(q[0], scale.slot.mid, 0.01))
        let offset = Self.cell("offset", at: t)
        #expect(offset.tile?.quad[0] == Point(offset.slot.minX, offset.slot.minY + 70))
        let move = Self.cell("move", at: t)
        #expect(move.tile?.quad[0] == Point(move.slot.minX - move.slot.width, move.slot.minY))
        let slide = Self.cell("slide", at: t)
        #expect(slide.tile?.quad[0] == Point(slide.slot.maxX, slide.slot.minY))
        let push = Self.cell("push", at: t)
        #expect(push.tile?.quad[0] == Point(push.slot.minX - push.slot.width, push.slot.minY))
        #expect(push.tile?.opacity == 0)
        let asym = Self.cell("asymmetric", at: t)
        #expect(asym.tile?.opacity == 0 && asym.tile?.quad[0] == asym.slot.corners[0])
        let fold = Self.cell("fold", at: t)
        #expect(fold.tile?.clip?.height == 0)
        #expect(fold.tile?.quad[0].y == fold.slot.mid.y)
    }

    @Test func holdHasNoTiles() {
        for t in [2.81, 3.0, 3.39] {
            #expect(Self.builder.scene(at: t).cells.allSatisfy { $0.tile == nil }, "t = \(t)")
        }
    }

    @Test func insertionStartsFromActiveStates() {
        let s = Self.builder.scene(at: 3.4)
        #expect(s.status == "PRESENT · 12 OF 12")
        #expect(s.cells.allSatisfy { $0.tile != nil })
        let identity = Self.cell("identity", at: 3.4)
        #expect(identity.tile?.opacity == 1 && identity.tile?.quad[0] == identity.slot.corners[0])
        let slide = Self.cell("slide", at: 3.4)
        #expect(slide.tile?.quad[0] == Point(slide.slot.minX - slide.slot.width, slide.slot.minY))
        let push = Self.cell("push", at: 3.4)
        #expect(push.tile?.quad[0] == Point(push.slot.maxX, push.slot.minY))
        let asym = try! #require(Self.cell("asymmetric", at: 3.4).tile)
        #expect(asym.opacity == 1 && abs((asym.quad[1].x - asym.quad[0].x) - 40) < 1e-9)
    }

    @Test func midInsertionIsHalfway() {
        let t = 3.4 + 1.4   // easeInOut is 0.5 at its middle
        let offset = Self.cell("offset", at: t)
        #expect(offset.tile?.quad[0] == Point(offset.slot.minX, offset.slot.minY + 35))
        #expect(Self.cell("opacity", at: t).tile?.opacity == 0.5)
        let fold = Self.cell("fold", at: t)
        #expect(fold.tile?.clip?.height == 37)
        #expect(abs((fold.tile?.clip?.minY ?? 0) - (fold.slot.mid.y - 18.5)) < 1e-9)
    }

    @Test func finalHoldIsIdentity() {
        for cell in Self.builder.scene(at: 6.5).cells {
            let tile = try! #require(cell.tile)
            #expect(tile.opacity == 1 && zip(tile.quad, cell.slot.corners).allSatisfy { Self.near($0, $1) })
        }
    }

    @Test func trapFadesWhileScaleShrinks() {
        for t in [0.7, 1.4, 2.1] {
            let trap = try! #require(Self.cell("trap", at: t).tile)
            let scale = try! #require(Self.cell("scale", at: t).tile)
            #expect(trap.opacity < 1 && trap.quad == Self.cell("trap", at: t).slot.corners)
            #expect(scale.opacity == 1 && scale.quad[1].x - scale.quad[0].x < 200)
        }
    }

    @Test func tiltTopEdgeNarrowerThanBottom() {
        for t in [0.5, 1.4, 2.5, 4.0, 5.5] {
            let q = try! #require(Self.cell("tilt", at: t).tile).quad
            let top = q[1].x - q[0].x, bottom = q[2].x - q[3].x
            #expect(top < bottom, "t = \(t)")
            #expect(abs(bottom - 200) < 1e-9)
        }
    }

    @Test func tilesAreClippedToTheirOwnSlot() {
        for t in stride(from: 0.0, through: 6.8, by: 0.2) {
            for cell in Self.builder.scene(at: t).cells {
                guard let tile = cell.tile else { continue }
                #expect(tile.cellClip == cell.slot)
            }
        }
    }

    @Test func scenesArePure() {
        #expect(Self.builder.scene(at: 1.234) == (try! Self.bench.scene(at: 1.234)))
        #expect(Self.builder.scene(at: 1.234).json() == Self.builder.scene(at: 1.234).json())
    }
}
