/// `LazyVGrid`: its columns resolved in the width offered (``GridItemSpec/columns(_:width:defaultSpacing:ideal:)``),
/// its cells in row order, each offered its column's width; a row as tall as its tallest cell,
/// each cell aligned in its column and row by its item's alignment (else the grid's, vertically centred).
extension LayoutEngine {
    func gridLayout(_ i: Int, _ options: StackOptions, _ p: ProposedSize) -> StackResult {
        let children = tree[i].children
        let items = options.columns ?? []
        let columns = GridItemSpec.columns(items, width: p.width, defaultSpacing: platform.defaultSpacing) { k in
            // Offered no width: a column as wide as its widest cell wants.
            stride(from: k, to: children.count, by: max(1, items.count)).map { size(children[$0], ProposedSize(width: nil, height: nil)).width }.max() ?? 0
        }
        guard !columns.isEmpty, !children.isEmpty else { return StackResult(size: Size(p.width ?? 0, 0), frames: [], proposals: []) }
        let rowSpacing = options.spacing ?? platform.defaultSpacing
        var xs: [Double] = [], x = 0.0
        for c in columns {
            xs.append(x)
            x += c.width + c.spacing
        }
        let width = x - (columns.last?.spacing ?? 0)
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: children.count)
        var proposals = [ProposedSize](repeating: ProposedSize(width: nil, height: nil), count: children.count)
        var y = 0.0
        for rowStart in stride(from: 0, to: children.count, by: columns.count) {
            let row = rowStart..<min(children.count, rowStart + columns.count)
            var sizes: [Size] = []
            for k in row {
                proposals[k] = ProposedSize(width: columns[k - rowStart].width, height: nil)
                sizes.append(size(children[k], proposals[k]))
            }
            let height = sizes.map(\.height).max() ?? 0
            for (j, k) in row.enumerated() {
                let c = columns[j], s = sizes[j]
                let alignment = c.alignment ?? UnitPoint(x: options.alignment.x, y: 0.5)
                frames[k] = Rect(x: xs[j] + (c.width - s.width) * alignment.x, y: y + (height - s.height) * alignment.y,
                                 width: s.width, height: s.height)
            }
            y += height + rowSpacing
        }
        return StackResult(size: Size(p.width ?? width, max(0, y - rowSpacing)), frames: frames, proposals: proposals)
    }
}
