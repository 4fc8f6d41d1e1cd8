import Foundation
import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// `Grid` and `GridRow` (LayoutEngine+TableGrid): rows of cells sharing their columns, a column as
/// wide as its widest cell, flexible cells sharing the room offered, spanning cells and views, and
/// each cell aligned in its area by its anchor, its column's alignment, its row's or the grid's.
@Suite struct GridTableLayoutTests {
    /// The views of a board showing `view`, written over several lines (joined into one expression).
    static func views(_ view: String, width: Double = 300, height: Double = 400) throws -> [SceneView] {
        var joined = ""
        for line in view.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let glue = joined.isEmpty || joined.hasSuffix("{") || line.hasPrefix("}") || line.hasPrefix(".") ? " " : "; "
            joined += glue + line
        }
        return try ViewSceneTests.scene(joined, width: width, height: height).views
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
        let views = try Self.views("""
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow { Color.red.frame(width: 40, height: 20); Color.green.frame(width: 10, height: 30) }
                GridRow { Color.blue.frame(width: 20, height: 10); Color.yellow.frame(width: 60, height: 10) }
            }
            """)
        let grid = try #require(views.first { $0.kind == "Grid" })
        let cells = views.filter { $0.kind == "Color" }.map { $0.frame.offsetBy(-grid.frame.minX, -grid.frame.minY) }
        // Columns 40 and 60 wide, 10 apart; rows 30 and 10 tall, 5 apart; cells centred in their areas.
        #expect(grid.frame.width == 110 && grid.frame.height == 45)
        #expect(cells[0] == Rect(x: 0, y: 5, width: 40, height: 20))
        #expect(cells[1] == Rect(x: 75, y: 0, width: 10, height: 30))
        #expect(cells[2] == Rect(x: 10, y: 35, width: 20, height: 10))
        #expect(cells[3] == Rect(x: 50, y: 35, width: 60, height: 10))
    }

    @Test func flexibleCellsShareTheRoomAmongColumnsAndRows() throws {
        let views = try Self.views("""
            Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                GridRow { Color.red; Color.green; Color.blue }
                GridRow { Color.black; Color.white; Color.gray }
            }
            .frame(width: 104, height: 64)
            """)
        let cells = views.filter { $0.kind == "Color" }
        // (104 − 2·4) / 3 = 32 wide, (64 − 4) / 2 = 30 tall each.
        #expect(cells.count == 6 && cells.allSatisfy { $0.frame.width == 32 && $0.frame.height == 30 })
        #expect(cells[1].frame.minX - cells[0].frame.minX == 36 && cells[3].frame.minY - cells[0].frame.minY == 34)
    }

    @Test func alignmentsPlaceCellsInTheirAreas() throws {
        let views = try Self.views("""
            Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: .bottom) {
                    Color.red.frame(width: 10, height: 10)
                    Color.green.frame(width: 50, height: 40)
                    Color.blue.frame(width: 10, height: 10).gridColumnAlignment(.trailing)
                }
                GridRow {
                    Color.black.frame(width: 30, height: 10)
                    Color.white.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing)
                    Color.gray.frame(width: 30, height: 10)
                }
            }
            """)
        let grid = try #require(views.first { $0.kind == "Grid" }).frame
        let c = views.filter { $0.kind == "Color" }.map { $0.frame.offsetBy(-grid.minX, -grid.minY) }
        // Columns 30, 50, 30; the first row 40 tall, its cells at its bottom; the third column trailing.
        #expect(c[0] == Rect(x: 0, y: 30, width: 10, height: 10))
        #expect(c[2] == Rect(x: 100, y: 30, width: 10, height: 10))
        #expect(c[4] == Rect(x: 70, y: 40, width: 10, height: 10))
        #expect(c[5] == Rect(x: 80, y: 40, width: 30, height: 10))
    }

    @Test func aSpanningCellAndAViewOutsideARowTakeSeveralColumns() throws {
        let views = try Self.views("""
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow { Color.red.frame(width: 20, height: 10); Color.green.frame(width: 20, height: 10) }
                GridRow { Color.blue.frame(height: 10).gridCellColumns(2).gridCellUnsizedAxes(.horizontal) }
                Color.yellow.frame(height: 5).gridCellUnsizedAxes(.horizontal)
            }
            """)
        let grid = try #require(views.first { $0.kind == "Grid" }).frame
        let c = views.filter { $0.kind == "Color" }.map { $0.frame.offsetBy(-grid.minX, -grid.minY) }
        // Unsized across, the spanning cell fills both columns and their spacing, the view outside a row the grid's width.
        #expect(grid.width == 50)
        #expect(c[2] == Rect(x: 0, y: 10, width: 50, height: 10))
        #expect(c[3] == Rect(x: 0, y: 20, width: 50, height: 5))
    }

    @Test func aGridRowOutsideAGridIsARowOfItsViews() throws {
        let views = try Self.views("GridRow { Color.red.frame(width: 10, height: 10); Color.green.frame(width: 10, height: 10) }")
        let c = views.filter { $0.kind == "Color" }
        #expect(c[1].frame.minX - c[0].frame.maxX == 8 && c[0].frame.minY == c[1].frame.minY)
    }
}
