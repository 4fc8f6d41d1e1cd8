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

/// The header and the content share one left edge, whether the header or the grid is wider.
@Suite struct HeaderAlignmentTests {
    /// Two narrow tiles under a long title: the header is wider than the grid.
    static var narrow: Board {
        var board = BuiltinBoards.bench
        board.title = "Two tiles under a long header · opacity and scale side by side"
        board.cells = Array(board.cells.prefix(2))
        board.columns = 2
        board.slotSize = Size(120, 74)
        return board
    }

    static func check(_ board: Board, at t: Double = 0.4) throws {
        let builder = try SceneBuilder(board: board)
        let scene = builder.scene(at: t)
        let title = try #require(scene.texts.first { $0.font == BoardLayout.titleFont })
        let subtitle = try #require(scene.texts.first { $0.font == BoardLayout.subtitleFont })
        let status = try #require(scene.texts.first { $0.name == "status" })
        let left = scene.cells.map(\.slot.minX).min()!, right = scene.cells.map(\.slot.maxX).max()!
        #expect(title.alignment == .leading && subtitle.alignment == .leading && status.alignment == .trailing)
        #expect(title.baseline.x == left && subtitle.baseline.x == left, "header at \(title.baseline.x), grid at \(left)")
        #expect(title.baseline.x == BoardLayout.margin)
        // The status ends at the right margin, never left of the grid's right edge.
        #expect(status.baseline.x == scene.size.width - BoardLayout.margin)
        #expect(status.baseline.x >= right - 1e-9)
        // Captions start under their slots.
        #expect(scene.cells.allSatisfy { cell in cell.captionTexts.allSatisfy { $0.baseline.x == cell.slot.minX + 1 } })
    }

    @Test func aHeaderWiderThanTheGridSharesItsLeftEdge() throws {
        let board = Self.narrow
        let layout = BoardLayout(board)
        #expect(layout.size.width - 2 * BoardLayout.margin > layout.grid.width + 100)   // the header is much wider
        try Self.check(board)
    }

    @Test func aGridWiderThanTheHeaderIsUnchanged() throws {
        let layout = BoardLayout(BuiltinBoards.bench)
        #expect(layout.grid.minX == BoardLayout.margin && layout.grid.maxX == layout.size.width - BoardLayout.margin)
        try Self.check(BuiltinBoards.bench)
    }

    @Test func panelCardsStartAtTheTitle() throws {
        let scene = try SceneBuilder(board: BuiltinBoards.named("filter")!).scene(at: 0)
        let title = try #require(scene.texts.first { $0.font == BoardLayout.titleFont })
        #expect(scene.boxes.map(\.rect.minX).min() == title.baseline.x)
    }
}
