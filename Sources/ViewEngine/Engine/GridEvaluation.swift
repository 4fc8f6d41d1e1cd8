import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// The views of a grid board in one state: per cell a reserved slot (a
/// container laid out by the grid) and, while `present`, the item its
/// `if present { … }` inserts; and the status line.
package struct GridEvaluation: Sendable {
    package let board: Board
    package let layout: BoardLayout
    /// Per cell: its inserted item and the label its tile shows.
    package let items: [(item: InsertedItem, label: String)]
    /// Per cell: its item laid out in its slot.
    package let layouts: [ItemLayout]

    /// A cell's item laid out: its size and every view in it, from the item's origin.
    package struct ItemLayout: Sendable {
        package var size: Size
        package var views: [PlacedView]
        /// The first tile's frame, when the item shows one: where the cell's tile is drawn.
        package var tile: Rect?
    }

    package init(board: Board, measurer: any TextMeasuring) throws(BoardError) {
        self.board = board
        layout = BoardLayout(board)
        var items: [(InsertedItem, String)] = []
        var layouts: [ItemLayout] = []
        for cell in board.cells {
            let resolved = cell.content.resolve().items
            guard resolved.count == 1 else {
                throw BoardError(
                    cell: cell.name, "a cell's `if present { … }` must insert exactly one view (found \(resolved.count)); wrap them in a VStack or ZStack")
            }
            let label = resolved[0].view.tileLabels.first.flatMap { $0.isEmpty ? nil : $0 } ?? cell.name
            items.append((resolved[0], label))
            do {
                let laid = try resolved[0].view.layout(
                    id: cell.name, proposal: ProposedSize(board.slotSize), platform: board.platform, measurer: measurer)
                let tile = laid.views.first { if case .tile = $0.kind { true } else { false } }?.frame
                layouts.append(ItemLayout(size: laid.size, views: laid.views, tile: tile))
            } catch {
                throw BoardError(cell: cell.name, error.description)
            }
            // A cell's item is drawn as one tile: a blur blurs all of it.
            if Set(layouts[layouts.count - 1].views.map(\.blur)).count > 1 {
                throw BoardError(cell: cell.name, "a .blur on part of a cell's view is not drawn yet; put it on the whole view the cell inserts, or show the view on a program board (\"view\"), where each view is drawn on its own")
            }
            // So does a shadow: the item casts one, of its whole picture.
            if Set(layouts[layouts.count - 1].views.map(\.shadows)).count > 1 {
                throw BoardError(cell: cell.name, "a .shadow on part of a cell's view is not drawn yet; put it on the whole view the cell inserts, or show the view on a program board (\"view\"), where each view casts its own")
            }
        }
        self.items = items
        self.layouts = layouts
    }

    /// The size of cell `i`'s item in its slot (the slot's, unless its view sets a frame).
    package func itemSize(_ i: Int) -> Size { layouts[i].size }

    /// What cell `i`'s laid-out item draws, in the coordinates of its tile (or of the item when it has none).
    package func drawing(_ laid: ItemLayout, tint: Color, label: String) -> ViewDrawing {
        ViewDrawing(leaves: laid.views.flatMap {
            ViewLeaves.leaves($0, tint: tint, defaultLabel: label, theme: board.theme, platform: board.platform)
        }, blur: laid.views.first?.blur ?? 0, shadows: laid.views.first.map { ViewLeaves.shadows($0, theme: board.theme) } ?? [])
            .offsetBy(-(laid.tile?.minX ?? 0), -(laid.tile?.minY ?? 0))
    }

    /// The key of cell `i`'s slot.
    package func slotKey(_ i: Int) -> String { "cell:\(board.cells[i].name)" }
    /// The key of cell `i`'s item.
    package func itemKey(_ i: Int) -> String { slotKey(i) + "/if" }

    /// The views in `state`, in drawing order.
    package func records(_ state: ScenarioState) -> [ViewRecord] {
        let size = board.slotSize
        let slots = board.reserve
            ? layout.slots
            : layout.slots(heights: board.cells.indices.map { state.present ? itemSize($0).height : 0 })
        var result: [ViewRecord] = []
        for (i, cell) in board.cells.enumerated() {
            let scope = cellScope(i)
            result.append(ViewRecord(
                key: slotKey(i), parent: nil, frame: slots[i], drawing: .none, scope: scope, role: .slot(cell: i)))
            guard state.present else { continue }
            let tint = resolveTint(cell.tint, index: i)
            let laid = layouts[i]
            var item = ViewRecord(
                key: itemKey(i), parent: slotKey(i), frame: Rect(x: 0, y: 0, width: slots[i].width, height: slots[i].height),
                drawing: .view(drawing(laid, tint: tint, label: board.cells[i].name)), transition: items[i].item.transition,
                centered: true, scope: scope, role: .gridItem(cell: i))
            // The item has its own size, centred in the slot; what it draws is placed around its
            // first tile (the cell's tile, drawn at its own place in the item).
            if laid.size != size { item.contentSize = laid.size }
            if let tile = laid.tile, tile != Rect(x: 0, y: 0, width: laid.size.width, height: laid.size.height) { item.inset = tile }
            result.append(item)
        }
        if board.showsStatus {
            let n = board.cells.count
            let text = state.present ? "PRESENT · \(n) OF \(n)" : "REMOVED · 0 OF \(n)"
            let color = state.present ? board.theme.statusPresent : board.theme.statusRemoved
            result.append(ViewRecord(
                key: "status", parent: nil, frame: .zero, drawing: .text(text, font: BoardLayout.statusFont, color: color),
                contentTransition: board.statusTransition, role: .status))
        }
        return result
    }

    /// The modifiers around cell `i`: its own animation (`.animation(a, value: present)`)
    /// and its stagger delay.
    package func cellScope(_ i: Int) -> [ScopeModifier] {
        var scope: [ScopeModifier] = []
        if let a = board.cells[i].animation { scope.append(.animation(board.reduceMotion ? nil : a, value: .present)) }
        let delay = Double(i) * board.timing.stagger
        if delay > 0 { scope.append(.delay(delay)) }
        return scope
    }

    /// A cell's tint: its own, or the theme's colours in turn.
    package func resolveTint(_ tint: Tint?, index: Int) -> Color {
        board.theme.resolve(tint, index: index)
    }
}

extension Theme {
    /// `tint` in this theme; nil (or an unknown name) gives the system colours in turn by `index`.
    package func resolve(_ tint: Tint?, index: Int) -> Color {
        switch tint {
        case let .rgb(c): c
        case let .named(name): self.tint(named: name) ?? defaultTint(at: index)
        case let .opacity(base, o): resolve(base, index: index).withAlpha(o)
        case nil: defaultTint(at: index)
        }
    }
}

extension Rect {
    /// The empty rectangle at the origin.
    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}
