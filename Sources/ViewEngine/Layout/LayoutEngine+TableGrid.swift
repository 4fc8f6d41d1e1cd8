import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// `Grid` (SwiftUI's eager, two-dimensional layout, docs/semantics.md "Grid"). Its children are
/// rows: a `GridRow`'s cells take one column each (`.gridCellColumns(n)` n), any other view is a row
/// spanning every column. The grid has as many columns as its longest row.
///
/// * Columns: a column is as wide as its widest cell (a cell spanning several columns widens them
///   evenly when they are narrower than it is at the grid's proposal). Offered a width, the grid shares it among its columns
///   as a stack shares its length: the least flexible column first, each offered an even share of
///   what is left and taking the width its widest cell takes at that share.
/// * Rows: likewise along the height, each row's cells offered their columns' width.
/// * A cell is offered its area (its columns' width and its row's height) and placed in it by its
///   `.gridCellAnchor`, else horizontally by its column's `.gridColumnAlignment` or the grid's
///   alignment, vertically by its `GridRow`'s alignment or the grid's.
/// * `.gridCellUnsizedAxes`: the cell asks for nothing along those axes (it takes its area there).
///
/// The grid places each `GridRow` at its full width and remembers the row's cells' frames, which
/// the row hands out when it is placed (``gridRowFrames``).
extension LayoutEngine {
    /// A grid's layout: its size, its rows' frames and the frames of each `GridRow`'s cells within it.
    package struct TableGridResult {
        package var size: Size
        package var rowFrames: [Rect]
        package var rowProposals: [ProposedSize]
        /// By the `GridRow` node's index: its cells' frames (relative to the row) and proposals.
        package var cells: [Int: (frames: [Rect], proposals: [ProposedSize])]
    }

    private struct Cell {
        var node: Int
        var column: Int
        var span: Int
        var spec: GridCellSpec
    }

    private struct Row {
        /// The GridRow node (nil: a view spanning every column).
        var rowNode: Int?
        var alignment: Double?
        var cells: [Cell]
    }

    /// The `GridRow` a grid's child is, through modifiers that are not layouts; nil for any other view.
    private func gridRow(_ k: Int) -> (Int, StackOptions)? {
        var n = k
        while true {
            if case let .stack(.gridRow, o) = tree[n].kind { return (n, o) }
            guard tree[n].kind.isLayoutNeutral, let c = tree[n].children.first else { return nil }
            n = c
        }
    }

    /// What the modifiers around a cell say of its place (the nearest wins).
    private func cellSpec(_ k: Int) -> GridCellSpec {
        var spec = GridCellSpec()
        var n = k
        while tree[n].kind.isLayoutNeutral, let c = tree[n].children.first {
            if case let .gridCell(s) = tree[n].kind { spec = spec.merged(under: s) }
            n = c
        }
        return spec
    }

    /// `available` shared among `count` tracks as a stack shares its length: the least flexible track
    /// first (its length offered 0 against offered infinity), each offered an even share of what is
    /// left and taking what `take(track, offer)` gives.
    private static func shared(_ available: Double, count: Int, taking take: (Int, Double) -> Double) -> [Double] {
        let minimum = (0..<count).map { take($0, 0) }, maximum = (0..<count).map { take($0, .infinity) }
        let order = (0..<count).sorted { a, b in
            lessFlexible(min: minimum[a], max: maximum[a], than: minimum[b], max: maximum[b])
                || (!lessFlexible(min: minimum[b], max: maximum[b], than: minimum[a], max: maximum[a]) && a < b)
        }
        var lengths = [Double](repeating: 0, count: count), left = available
        for (n, k) in order.enumerated() {
            lengths[k] = take(k, max(left / Double(count - n), 0))
            left -= lengths[k]
        }
        return lengths
    }

    package func tableGridLayout(_ i: Int, _ options: StackOptions, _ p: ProposedSize) -> TableGridResult {
        let hs = options.columnSpacing ?? platform.defaultSpacing, vs = options.spacing ?? platform.defaultSpacing
        // The rows and the columns each cell takes.
        var rows: [Row] = []
        var columnCount = 0
        for child in tree[i].children {
            if let (rowNode, o) = gridRow(child) {
                var cells: [Cell] = [], column = 0
                for cell in tree[rowNode].children {
                    let spec = cellSpec(cell)
                    cells.append(Cell(node: cell, column: column, span: max(1, spec.columns), spec: spec))
                    column += max(1, spec.columns)
                }
                columnCount = max(columnCount, column)
                rows.append(Row(rowNode: rowNode, alignment: o.rowAlignment, cells: cells))
            } else {
                rows.append(Row(rowNode: nil, alignment: nil, cells: [Cell(node: child, column: 0, span: 0, spec: cellSpec(child))]))
            }
        }
        guard !rows.isEmpty else { return TableGridResult(size: Size(0, 0), rowFrames: [], rowProposals: [], cells: [:]) }
        // Columns: the cells of one column that ask for a width.
        var byColumn = [[Int]](repeating: [], count: columnCount)
        for row in rows where row.rowNode != nil {
            for c in row.cells where c.span == 1 && !c.spec.unsizedHorizontally && c.column < columnCount { byColumn[c.column].append(c.node) }
        }
        func widest(_ column: Int, _ proposal: Double?) -> Double {
            byColumn[column].map { size($0, ProposedSize(width: proposal, height: nil)).width }.max() ?? 0
        }
        var widths = [Double](repeating: 0, count: columnCount)
        if let width = p.width, columnCount > 0 {
            widths = Self.shared(width - hs * Double(columnCount - 1), count: columnCount, taking: widest)
        } else {
            for c in 0..<columnCount { widths[c] = widest(c, nil) }
        }
        // A cell spanning columns too narrow for it widens them evenly.
        for row in rows where row.rowNode != nil {
            for c in row.cells where c.span > 1 && !c.spec.unsizedHorizontally && c.column < columnCount {
                let span = c.column..<min(columnCount, c.column + c.span)
                let have = span.reduce(0) { $0 + widths[$1] } + hs * Double(span.count - 1)
                let want = size(c.node, ProposedSize(width: p.width, height: nil)).width
                if want > have { for k in span { widths[k] += (want - have) / Double(span.count) } }
            }
        }
        var starts: [Double] = [], x = 0.0
        for w in widths { starts.append(x); x += w + hs }
        let columnsWidth = columnCount > 0 ? x - hs : 0
        // A view spanning every column is offered the grid's width (or the proposal's, widening it).
        var gridWidth = columnsWidth
        for row in rows where row.rowNode == nil && !row.cells[0].spec.unsizedHorizontally {
            let offered = columnCount > 0 ? (p.width.map { max($0, columnsWidth) } ?? columnsWidth) : p.width
            gridWidth = max(gridWidth, size(row.cells[0].node, ProposedSize(width: offered, height: nil)).width)
        }
        func area(_ c: Cell, _ row: Row) -> (x: Double, width: Double) {
            guard row.rowNode != nil, c.column < columnCount else { return (0, gridWidth) }
            let span = c.column..<min(columnCount, c.column + c.span)
            return (starts[c.column], span.reduce(0) { $0 + widths[$1] } + hs * Double(span.count - 1))
        }
        func tallest(_ row: Row, _ proposal: Double?) -> Double {
            row.cells.filter { !$0.spec.unsizedVertically }.map { size($0.node, ProposedSize(width: area($0, row).width, height: proposal)).height }.max() ?? 0
        }
        // Rows, shared out along the height as the columns were along the width.
        var heights = [Double](repeating: 0, count: rows.count)
        if let height = p.height {
            heights = Self.shared(height - vs * Double(rows.count - 1), count: rows.count) { tallest(rows[$0], $1) }
        } else {
            for (r, row) in rows.enumerated() { heights[r] = tallest(row, nil) }
        }
        // Each cell in its area.
        var columnAlignment = [Double?](repeating: nil, count: columnCount)
        for row in rows where row.rowNode != nil {
            for c in row.cells where c.column < columnCount && columnAlignment[c.column] == nil { columnAlignment[c.column] = c.spec.columnAlignment }
        }
        var result = TableGridResult(size: Size(gridWidth, 0), rowFrames: [], rowProposals: [], cells: [:])
        var y = 0.0
        for (r, row) in rows.enumerated() {
            var frames: [Rect] = [], proposals: [ProposedSize] = []
            for c in row.cells {
                let a = area(c, row)
                let offered = ProposedSize(width: a.width, height: heights[r])
                let s = size(c.node, offered)
                let ax = c.spec.anchor?.x ?? (c.column < columnCount && row.rowNode != nil ? columnAlignment[c.column] : nil) ?? options.alignment.x
                let ay = c.spec.anchor?.y ?? row.alignment ?? options.alignment.y
                frames.append(Rect(x: a.x + (a.width - s.width) * ax, y: (heights[r] - s.height) * ay, width: s.width, height: s.height))
                proposals.append(offered)
            }
            if let rowNode = row.rowNode {
                result.cells[rowNode] = (frames, proposals)
                result.rowFrames.append(Rect(x: 0, y: y, width: gridWidth, height: heights[r]))
                result.rowProposals.append(ProposedSize(width: gridWidth, height: heights[r]))
            } else {
                result.rowFrames.append(frames[0].offsetBy(0, y))
                result.rowProposals.append(proposals[0])
            }
            y += heights[r] + vs
        }
        result.size = Size(gridWidth, max(0, y - vs))
        return result
    }
}
