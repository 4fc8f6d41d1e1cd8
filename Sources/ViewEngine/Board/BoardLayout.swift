import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Where everything on a board goes, in points: the grid, slots, captions,
/// title and status. Pure arithmetic; text widths come from the monospaced
/// caption font's fixed advance, so no font is needed.
public struct BoardLayout: Hashable, Sendable {
    /// The board's size.
    public var size: Size
    /// Each cell's reserved slot, in board order.
    public var slots: [Rect]
    /// The area covered by the grid of slots.
    public var grid: Rect
    /// The number of columns actually used.
    public var columns: Int
    /// The top of the first row.
    public var gridTop: Double
    /// Characters per caption line.
    public var captionColumns: Int
    /// Lines reserved for captions under each slot.
    public var captionLines: Int

    /// Outer margin.
    public static let margin = 32.0
    /// Space between columns.
    public static let gutter = 20.0
    /// Space between a row's captions and the next row's slots.
    public static let rowGap = 18.0
    /// Space between a slot and its caption's first line box.
    public static let captionGap = 8.0
    /// The header's height above the grid (title, subtitle, status).
    public static let headerHeight = 70.0
    /// Fonts.
    public static let titleFont = FontSpec.boardTitle
    /// The subtitle's font.
    public static let subtitleFont = FontSpec.boardSubtitle
    /// The status line's font.
    public static let statusFont = FontSpec(.sansBold, 11)
    /// The caption font.
    public static let captionFont = FontSpec(.mono, 9.5)
    /// A cell's verdict line above its caption (``Cell/verdict``): set apart from the code.
    public static let verdictFont = FontSpec(.sansBold, 9.5)
    /// The tile label's font.
    public static let labelFont = FontSpec(.sansBold, 14)
    /// Caption line height.
    public static let captionLineHeight = 12.5
    /// The tile's corner radius. Kept small on purpose: projected through a
    /// 3-D tilt, a rounded corner pulls the tile's left and right extremes
    /// inward by about half its radius, so its pixels no longer reach the
    /// corners of its quad. 2 pt keeps that under 0.8 pt (1.6 px at @2x) at any angle.
    public static let cornerRadius = CellScene.slotCornerRadius
    /// The narrowest board, so the header fits.
    public static let minimumContentWidth = 420.0

    /// The width the header needs: the title (estimated with an upper bound of
    /// DejaVu Sans Bold's advances), and the subtitle (monospaced, exact) with
    /// the status line at its right.
    package static func headerWidth(_ board: Board) -> Double {
        guard board.showsHeader else { return board.stamp ? SceneBuilder.stampWidth(board) : 0 }
        // Columns, not characters: a CJK character or an emoji is about twice as wide.
        let title = Double(CaptionWrapper.displayWidth(board.title)) * titleFont.size * 0.7
        let subtitle = Double(CaptionWrapper.displayWidth(board.subtitle ?? "")) * subtitleFont.size * FontSpec.monoAdvance
        let statusText = board.isPanelBoard
            ? (0...board.scenario.steps.count).map { board.panelStatus(step: $0) }.max { $0.count < $1.count } ?? ""
            : "REMOVED · 0 OF \(board.cells.count)"
        let status = board.showsStatus ? Double(statusText.count) * statusFont.size * 0.75 + 24 : 0
        let stamp = board.stamp ? SceneBuilder.stampWidth(board) : 0
        return max(title + stamp, subtitle + status).rounded(.up)
    }

    /// Where the content starts: under the header, or at the margin without one (under the
    /// stamp's line when the board has a stamp).
    package static func contentTop(_ board: Board) -> Double {
        board.showsHeader ? margin + headerHeight - 8 : margin + (board.stamp ? stampBand : 0)
    }

    /// The band a stamp takes above the content of a board without a header.
    package static let stampBand = 24.0

    /// Lays out `board`.
    public init(_ board: Board) {
        let columns = max(1, min(board.columns, board.cells.count))
        self.columns = columns
        let rows = (board.cells.count + columns - 1) / columns
        let w = board.slotSize.width, h = board.slotSize.height
        let advance = Self.captionFont.size * FontSpec.monoAdvance
        let captionColumns = max(8, Int((w + 2) / advance))
        let captionLines = board.cells.map {
            CaptionWrapper.wrap($0.caption, columns: captionColumns).count + ($0.verdict == nil ? 0 : 1)
        }.max() ?? 1
        self.captionColumns = captionColumns
        self.captionLines = captionLines
        let gridWidth = Double(columns) * w + Double(columns - 1) * Self.gutter
        let contentWidth = max(gridWidth, Self.minimumContentWidth, Self.headerWidth(board))
        let rowHeight = h + Self.captionGap + Double(captionLines) * Self.captionLineHeight + Self.rowGap
        // One left edge for the header and the grid: when the header (or the
        // narrowest board) is wider than the grid, the grid keeps to the title's
        // left edge rather than floating in the middle under a flush-left title.
        let gridLeft = Self.margin
        let gridTop = Self.contentTop(board)
        self.gridTop = gridTop
        let slots = board.cells.indices.map { i in
            Rect(
                x: gridLeft + Double(i % columns) * (w + Self.gutter),
                y: gridTop + Double(i / columns) * rowHeight, width: w, height: h)
        }
        self.slots = slots
        grid = Rect.bounding(slots.flatMap(\.corners))
        size = Size(
            (2 * Self.margin + contentWidth).rounded(.up),
            (gridTop + Double(max(rows, 1)) * rowHeight - Self.rowGap + Self.margin - 6).rounded(.up))
    }

    /// The slots when cells do not reserve their space: each slot has its own
    /// height, a row is as tall as its tallest slot, and rows below move up.
    public func slots(heights: [Double]) -> [Rect] {
        var result = slots
        var top = gridTop
        var row = 0
        while row * columns < slots.count {
            let range = (row * columns)..<min(slots.count, (row + 1) * columns)
            let rowHeight = range.map { max(0, heights[$0]) }.max() ?? 0
            for i in range {
                result[i] = Rect(x: slots[i].minX, y: top, width: slots[i].width, height: max(0, heights[i]))
            }
            top += rowHeight + Self.captionGap + Double(captionLines) * Self.captionLineHeight + Self.rowGap
            row += 1
        }
        return result
    }
}
