/// The views of a grid board in one state: per cell a reserved slot (a
/// container laid out by the grid) and, while `present`, the item its
/// `if present { … }` inserts; and the status line.
struct GridEvaluation: Sendable {
    let board: Board
    let layout: BoardLayout
    /// Per cell: its inserted item and the label its tile shows.
    let items: [(item: InsertedItem, label: String)]

    init(board: Board) throws(BoardError) {
        self.board = board
        layout = BoardLayout(board)
        var items: [(InsertedItem, String)] = []
        for cell in board.cells {
            let resolved = cell.content.resolve().items
            guard resolved.count == 1, resolved[0].view.tileLabels.count == 1 else {
                throw BoardError(
                    cell: cell.name, "a cell must show exactly one Tile (found \(cell.content.tileLabels.count))")
            }
            let label = resolved[0].view.tileLabels.first.flatMap { $0.isEmpty ? nil : $0 } ?? cell.name
            items.append((resolved[0], label))
        }
        self.items = items
    }

    /// The size of cell `i`'s item in its slot (the slot's, unless its view sets a frame).
    func itemSize(_ i: Int) -> Size { items[i].item.view.placement(in: board.slotSize).size }

    /// The key of cell `i`'s slot.
    func slotKey(_ i: Int) -> String { "cell:\(board.cells[i].name)" }
    /// The key of cell `i`'s item.
    func itemKey(_ i: Int) -> String { slotKey(i) + "/if" }

    /// The views in `state`, in drawing order.
    func records(_ state: ScenarioState) -> [ViewRecord] {
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
            var item = ViewRecord(
                key: itemKey(i), parent: slotKey(i), frame: Rect(x: 0, y: 0, width: slots[i].width, height: slots[i].height),
                drawing: .tile(label: items[i].label, tint: tint), transition: items[i].item.transition,
                centered: true, scope: scope, role: .gridItem(cell: i))
            // `.padding` and `.frame` in the cell's view: the item has its own size, centred in
            // the slot, and the tile its own place in the item.
            let placement = items[i].item.view.placement(in: size)
            if placement.size != item.frame.size { item.contentSize = placement.size }
            if placement.tile != Rect(x: 0, y: 0, width: placement.size.width, height: placement.size.height) { item.inset = placement.tile }
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
    func cellScope(_ i: Int) -> [ScopeModifier] {
        var scope: [ScopeModifier] = []
        if let a = board.cells[i].animation { scope.append(.animation(board.reduceMotion ? nil : a, value: .present)) }
        let delay = Double(i) * board.timing.stagger
        if delay > 0 { scope.append(.delay(delay)) }
        return scope
    }

    /// A cell's tint: its own, or the theme's colours in turn.
    func resolveTint(_ tint: Tint?, index: Int) -> Color {
        board.theme.resolve(tint, index: index)
    }
}

extension Theme {
    /// `tint` in this theme; nil (or an unknown name) gives the system colours in turn by `index`.
    func resolve(_ tint: Tint?, index: Int) -> Color {
        switch tint {
        case let .rgb(c): c
        case let .named(name): self.tint(named: name) ?? defaultTint(at: index)
        case nil: defaultTint(at: index)
        }
    }
}

extension Rect {
    /// The empty rectangle at the origin.
    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}
