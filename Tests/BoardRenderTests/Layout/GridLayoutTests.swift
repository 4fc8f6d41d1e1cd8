import Foundation
import Testing
@testable import BoardRender

/// `LazyVGrid` and its `GridItem`s: columns resolved in the width offered, cells in row order.
@Suite struct GridLayoutTests {
    static func frames(_ view: String, width: Double = 328) throws -> (grid: Rect, cells: [Rect]) {
        let views = try ViewSceneTests.scene(view, width: width, height: 400).views
        let grid = try #require(views.first { $0.kind == "LazyVGrid" })
        return (grid.frame, views.filter { $0.parent == grid.id }.map(\.frame))
    }

    @Test func adaptiveColumnsFitAsManyAsTheirMinimumAllows() throws {
        let (grid, cells) = try Self.frames("LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 10) { ForEach(0..<7) { _ in Color.red.frame(height: 50) } }")
        // (328 + 8) / (80 + 8) → 3 columns of (328 − 2·8) / 3 = 104; rows 10 apart.
        #expect(grid.width == 328 && cells.count == 7)
        #expect(cells.prefix(3).map { $0.minX - grid.minX } == [0, 112, 224] && cells.allSatisfy { $0.width == 104 })
        #expect(cells[3].minY - cells[0].minY == 60 && cells[6].minX == grid.minX)
        #expect(grid.height == 3 * 50 + 2 * 10)
    }

    @Test func flexibleColumnsShareAndFixedOnesKeepTheirWidth() throws {
        let (grid, cells) = try Self.frames(#"LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.flexible(maximum: 50), spacing: 0)], spacing: 0) { Color.red; Color.green; Color.blue }"#)
        // 328 − 60 − 8 − 8 = 252 left: the bounded column takes 50, the other 202.
        let widths = cells.map(\.width)
        #expect(widths == [60, 202, 50])
        #expect(cells.map { $0.minX - grid.minX } == [0, 68, 278])
    }

    @Test func cellsAlignInTheirColumnAndRow() throws {
        let (grid, cells) = try Self.frames(#"LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .topLeading)], alignment: .trailing) { Color.red.frame(width: 20, height: 40); Color.blue.frame(width: 20, height: 20) }"#, width: 208)
        #expect(cells[0].minX - grid.minX == 80)                         // the grid's alignment: trailing, centred vertically
        #expect(cells[1].minX - grid.minX == 108 && cells[1].minY == grid.minY)   // the item's own: top-leading
    }

    @Test(arguments: [("LazyVGrid(columns: []) { Color.red }", "array of GridItems"),
                      ("LazyVGrid(columns: [GridItem(.huge)]) { Color.red }", ".fixed(_:), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:)")])
    func badColumnsAreRefused(view: String, message: String) {
        #expect { try ViewSceneTests.scene(view) } throws: { "\($0)".contains(message) }
    }
}
