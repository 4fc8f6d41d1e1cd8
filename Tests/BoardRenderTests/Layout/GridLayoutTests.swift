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

/// `LazyVGrid` and `LazyHGrid` with their `GridItem`s: columns resolved in the width offered,
/// cells in row order; rows resolved in the height offered, cells in column order.
@Suite struct GridLayoutTests {
    static func frames(_ view: String, width: Double = 328, height: Double = 400, kind: String = "LazyVGrid") throws -> (grid: Rect, cells: [Rect]) {
        let views = try ViewSceneTests.scene(view, width: width, height: height).views
        let grid = try #require(views.first { $0.kind == kind })
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
        // 328 − 60 − 8 − 8 = 252 left, offered in order: the first flexible column takes 252 / 2 = 126,
        // the bounded one 50 of the 126 left; the grid reports 60 + 8 + 126 + 8 + 50 = 252 wide.
        // Placed, it lays its columns out again in those 252: 88 and 50 (SwiftUI's second pass).
        #expect(grid.width == 252)
        let widths = cells.map(\.width)
        #expect(widths == [60, 88, 50])
        let xs: [Double] = cells.map { $0.minX - grid.minX }
        #expect(xs == [0, 68, 164])
    }

    @Test func aClampedColumnMakesTheGridWiderThanOfferedAndTheSecondPassWiderStill() throws {
        // Thinking in SwiftUI's example: 200 − 10 = 190; 95 for the first, the second clamped to 120:
        // the grid reports 225 and is centred on that in the 200 pt frame; placed, 225 − 10 = 215
        // gives the first column 107.5 and the second 120 (SwiftUI renders 108 and 120).
        let (grid, cells) = try Self.frames(#"LazyVGrid(columns: [GridItem(.flexible(minimum: 60), spacing: 10), GridItem(.flexible(minimum: 120))]) { Color.red.frame(height: 100); Color.green.frame(height: 100) }.frame(width: 200)"#)
        #expect(grid.width == 225)
        #expect(cells.map(\.width) == [107.5, 120])
        let xs: [Double] = cells.map { $0.minX - grid.minX }
        #expect(xs == [0, 117.5])
    }

    @Test func cellsAlignInTheirColumnAndRow() throws {
        let (grid, cells) = try Self.frames(#"LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .topLeading)], alignment: .trailing) { Color.red.frame(width: 20, height: 40); Color.blue.frame(width: 20, height: 20) }"#, width: 208)
        #expect(cells[0].minX - grid.minX == 80)                         // the grid's alignment: trailing, centred vertically
        #expect(cells[1].minX - grid.minX == 108 && cells[1].minY == grid.minY)   // the item's own: top-leading
    }

    @Test func horizontalGridFillsColumnsTopToBottom() throws {
        let (grid, cells) = try Self.frames(#"LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.flexible())], spacing: 12) { ForEach(0..<5) { i in Color.red.frame(width: Double(10 + 10 * i), height: 20) } }"#,
                                            height: 208, kind: "LazyHGrid")
        // Rows: 40 fixed, then 208 − 40 − 8 = 160; cells go down a column, then to the next.
        #expect(grid.height == 208 && cells.count == 5)
        // The second row starts at 40 + 8; a 20 pt cell is centred in its row (10, 48 + 70).
        let ys: [Double] = cells.map { $0.minY - grid.minY }
        #expect(ys == [10, 118, 10, 118, 10])
        // Columns as wide as their widest cell (20, 40, 50), 12 apart; a narrower cell centred.
        let xs: [Double] = cells.map { $0.minX - grid.minX }
        #expect(xs == [5, 0, 37, 32, 84])
        #expect(grid.width == 134)
    }

    @Test func horizontalGridAlignsByItsVerticalAlignment() throws {
        let (grid, cells) = try Self.frames(#"LazyHGrid(rows: [GridItem(.fixed(100))], alignment: .top) { Color.red.frame(width: 30, height: 20); Color.blue.frame(width: 10, height: 20) }"#,
                                            height: 100, kind: "LazyHGrid")
        #expect(cells.map { $0.minY - grid.minY } == [0, 0])
        #expect(cells.map { $0.minX - grid.minX } == [0, 38])
    }

    @Test(arguments: [("LazyVGrid(columns: []) { Color.red }", "array of GridItems"),
                      ("LazyHGrid(rows: [], content: { Color.red })", "'rows:' of 'LazyHGrid' is an array of GridItems"),
                      ("LazyHGrid(rows: [GridItem()], alignment: .leading) { Color.red }", "not an alignment of 'LazyHGrid'"),
                      ("LazyVGrid(columns: [GridItem(.huge)]) { Color.red }", ".fixed(_:), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:)")])
    func badColumnsAreRefused(view: String, message: String) {
        #expect { try ViewSceneTests.scene(view) } throws: { "\($0)".contains(message) }
    }
}
