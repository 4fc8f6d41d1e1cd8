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

/// A cell whose view has `.padding` or `.frame`: the transition acts on the whole
/// item (docs/semantics.md §4: W×H is the item's own laid-out size, modifiers outside
/// `.transition` included; §6: the transition wraps the whole item), and the tile
/// is drawn inset in it.
///
/// Slot 200 × 74, `.easeInOut(duration: 0.35)`. Only the timing value P(t) comes
/// from the library (`Animation.progress(at:)`); the geometry is worked out here.
@Suite struct ItemPlacementTests {
    static let animation = Animation.easeInOut(duration: 0.35)
    /// Removal instants, not round (P is neither 0, ½ nor 1).
    static let removalTimes = [0.1, 0.23]

    /// A one-cell board over the view `source`.
    static func cell(_ source: String) throws -> SceneBuilder {
        let view = try ViewEvaluator().parse(source)
        let board = Board(name: "t", title: "t", columns: 1, slotSize: Size(200, 74), animation: animation,
                          showsStatus: false, cells: [Cell(name: "a", caption: "", content: view)])
        return try SceneBuilder(board: board)
    }

    static func tile(_ b: SceneBuilder, at t: Double) throws -> TileScene {
        try #require(b.scene(at: t).cells[0].tile, "no tile at t = \(t)")
    }

    /// Whether `quad` is the axis-aligned rectangle (x, y, w, h) to 0.5 pt.
    static func isRect(_ quad: [Point], _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
        let expected = [Point(x, y), Point(x + w, y), Point(x + w, y + h), Point(x, y + h)]
        return quad.count == 4 && zip(quad, expected).allSatisfy { approx($0.x, $1.x, 0.5) && approx($0.y, $1.y, 0.5) }
    }

    /// `.padding(12)` then `.move(edge: .top)`: the item is the padded view, 200 × 74
    /// (the tile is offered 176 × 50 and the padding adds 24 each way), and the tile
    /// sits at (12, 12) in it. `.move(edge: .top)` moves the item by its own height,
    /// 74 — not the tile's 50. Removal: dy = −74·P(t). The tile's quad: top-left
    /// (slot.x + 12, slot.y + 12 − 74·P), 176 × 50.
    @Test func paddingIsMovedWithTheItemByTheItemsHeight() throws {
        let b = try Self.cell("Tile(\"A\").padding(12).transition(.move(edge: .top))")
        let slot = b.scene(at: 0).cells[0].slot
        for t in Self.removalTimes {
            let p = Self.animation.progress(at: t)
            #expect(p > 0.05 && p < 0.95, "an instant inside the animation")
            let tile = try Self.tile(b, at: t)
            #expect(tile.size == Size(176, 50), "t = \(t)")
            #expect(Self.isRect(tile.quad, slot.minX + 12, slot.minY + 12 - 74 * p, 176, 50), "t = \(t): \(tile.quad)")
        }
        // Insertion from the top: dy = −74·(1 − P).
        let start = b.timeline.insertionStart
        let p = Self.animation.progress(at: 0.13)
        let tile = try Self.tile(b, at: start + 0.13)
        #expect(Self.isRect(tile.quad, slot.minX + 12, slot.minY + 12 - 74 * (1 - p), 176, 50), "\(tile.quad)")
        // At rest after the insertion: inset by 12 in the slot.
        #expect(Self.isRect(try Self.tile(b, at: start + 0.5).quad, slot.minX + 12, slot.minY + 12, 176, 50))
    }

    /// `.padding(.horizontal, 20)` then `.move(edge: .leading)`: the item is 200 wide
    /// (tile 160 + 2 × 20), so it moves by 200·P to the left, the tile 20 pt inside it.
    @Test func horizontalPaddingMovesByTheItemsWidth() throws {
        let b = try Self.cell("Tile(\"A\").padding(.horizontal, 20).transition(.move(edge: .leading))")
        let slot = b.scene(at: 0).cells[0].slot
        for t in Self.removalTimes {
            let p = Self.animation.progress(at: t)
            let tile = try Self.tile(b, at: t)
            #expect(tile.size == Size(160, 74))
            #expect(Self.isRect(tile.quad, slot.minX + 20 - 200 * p, slot.minY, 160, 74), "t = \(t): \(tile.quad)")
        }
    }

    /// `.frame(width: 80, height: 40)` then `.scale`: the item is 80 × 40, centred in
    /// the slot at (60, 17); the tile fills it. Removal: s = 1 + (1e-5 − 1)·P about
    /// the item's centre (slot.x + 100, slot.y + 37): corners centre ± (40·s, 20·s).
    @Test func aFramedItemIsScaledAboutItsOwnCentre() throws {
        let b = try Self.cell("Tile(\"A\").frame(width: 80, height: 40).transition(.scale)")
        let slot = b.scene(at: 0).cells[0].slot
        for t in Self.removalTimes {
            let p = Self.animation.progress(at: t)
            let s = 1 + (1e-5 - 1) * p
            let tile = try Self.tile(b, at: t)
            #expect(tile.size == Size(80, 40))
            #expect(Self.isRect(tile.quad, slot.minX + 100 - 40 * s, slot.minY + 37 - 20 * s, 80 * s, 40 * s), "t = \(t): \(tile.quad)")
        }
        #expect(Self.isRect(try Self.tile(b, at: b.timeline.insertionStart + 0.5).quad, slot.minX + 60, slot.minY + 17, 80, 40))
    }

    /// `.frame(width: 80, height: 40)` then `.move(edge: .bottom)`: the item's height
    /// is 40, so it moves 40·P down (not the slot's 74), from (60, 17) in the slot.
    @Test func aFramedItemMovesByTheFramesHeight() throws {
        let b = try Self.cell("Tile(\"A\").frame(width: 80, height: 40).transition(.move(edge: .bottom))")
        let slot = b.scene(at: 0).cells[0].slot
        for t in Self.removalTimes {
            let p = Self.animation.progress(at: t)
            #expect(Self.isRect(try Self.tile(b, at: t).quad, slot.minX + 60, slot.minY + 17 + 40 * p, 80, 40), "t = \(t)")
        }
    }

    /// Padding inside a frame, then `.scale`: the item is the 80 × 40 frame, centred at
    /// (60, 17); the tile is offered 60 × 20 and sits at (10, 10) in the item. Scaling by
    /// s about the item's centre (40, 20) maps the tile's corner (10, 10) to
    /// (40 − 30·s, 20 − 10·s): the inset is scaled with the item.
    @Test func anInsetTileIsScaledWithItsItem() throws {
        let b = try Self.cell("Tile(\"A\").padding(10).frame(width: 80, height: 40).transition(.scale)")
        let slot = b.scene(at: 0).cells[0].slot
        for t in Self.removalTimes {
            let s = 1 + (1e-5 - 1) * Self.animation.progress(at: t)
            let tile = try Self.tile(b, at: t)
            #expect(tile.size == Size(60, 20))
            #expect(Self.isRect(tile.quad, slot.minX + 60 + 40 - 30 * s, slot.minY + 17 + 20 - 10 * s, 60 * s, 20 * s), "t = \(t): \(tile.quad)")
        }
    }

    /// Without reserved height (`"reserve": false`, the cells laid out like a stack), a
    /// cell's slot is as tall as its item: `.frame(width: 80, height: 40)` gives a 40 pt
    /// slot. The 80 × 40 item fills that slot's height and is centred in its 200 pt
    /// width: at rest its tile is at (slot.x + 60, slot.y), 80 × 40, inside the slot
    /// (so the slot's clip cuts nothing off).
    @Test func withoutReservedHeightTheFramedItemSitsInItsSlot() throws {
        let view = try ViewEvaluator().parse("Tile(\"A\").frame(width: 80, height: 40).transition(.opacity)")
        let board = Board(name: "t", title: "t", columns: 1, slotSize: Size(200, 74), animation: Self.animation,
                          reserve: false, showsStatus: false, cells: [Cell(name: "a", caption: "", content: view)])
        let b = try SceneBuilder(board: board)
        let rest = b.timeline.insertionStart + 0.5
        let cell = b.scene(at: rest).cells[0]
        #expect(cell.slot.height == 40, "the slot follows the item's height: \(cell.slot)")
        let tile = try #require(cell.tile)
        let clip = try #require(tile.clip)
        #expect(clip == cell.slot, "a grid board clips each tile to its slot")
        #expect(Self.isRect(tile.quad, cell.slot.minX + 60, cell.slot.minY, 80, 40), "\(tile.quad) in \(cell.slot)")
        #expect(tile.quad.allSatisfy { $0.y >= clip.minY - 0.5 && $0.y <= clip.maxY + 0.5 }, "the clip \(clip) cuts the tile \(tile.quad)")
    }

    /// The modifiers that change nothing a cell shows leave the geometry as without them.
    @Test func acceptedModifiersChangeNothingDrawn() throws {
        let plain = try Self.cell("Tile(\"A\").padding(12).transition(.move(edge: .top))")
        let dressed = try Self.cell(
            "Tile(\"A\").padding(12).id(1).zIndex(2).animation(.spring, value: 3).contentTransition(.opacity).font(.title).transition(.move(edge: .top))")
        for t in Self.removalTimes {
            #expect(try Self.tile(dressed, at: t).quad == (try Self.tile(plain, at: t).quad), "t = \(t)")
        }
    }
}
