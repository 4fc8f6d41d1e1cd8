import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// The lazy grids. `LazyVGrid`: its columns resolved in the width offered
/// (``GridItemSpec/columns(_:width:defaultSpacing:ideal:)``), its cells in row order, each offered
/// its column's width; a row as tall as its tallest cell, each cell aligned in its column and row
/// by its item's alignment (else the grid's, vertically centred). `LazyHGrid` is the same turned
/// a quarter: its rows resolved in the height offered, its cells in column order, each offered its
/// row's height; a column as wide as its widest cell, cells horizontally centred unless their
/// item says otherwise. A grid is as wide (a `LazyHGrid` as tall) as its tracks and their spacing.
extension LayoutEngine {
    package func gridLayout(_ i: Int, _ kind: ViewNode.StackKind, _ options: StackOptions, _ p: ProposedSize) -> StackResult {
        let children = tree[i].children
        let items = options.gridItems ?? []
        // The axis the tracks divide (across), and the one the lines of cells follow (along).
        let across: Axis = kind == .lazyHGrid ? .vertical : .horizontal, along = across.other
        let tracks = GridItemSpec.columns(items, width: p[across], defaultSpacing: platform.defaultSpacing) { k in
            // Offered nothing across: a track as wide as its widest cell wants.
            stride(from: k, to: children.count, by: max(1, items.count)).map { size(children[$0], ProposedSize(width: nil, height: nil))[across] }.max() ?? 0
        }
        guard !tracks.isEmpty else {
            return StackResult(size: Size(0, along: across, minor: 0), frames: [], proposals: [])
        }
        let lineSpacing = options.spacing ?? platform.defaultSpacing
        var starts: [Double] = [], x = 0.0
        for t in tracks {
            starts.append(x)
            x += t.width + t.spacing
        }
        let extentAcross = x - (tracks.last?.spacing ?? 0)
        guard !children.isEmpty else { return StackResult(size: Size(extentAcross, along: across, minor: 0), frames: [], proposals: []) }
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: children.count)
        var proposals = [ProposedSize](repeating: ProposedSize(width: nil, height: nil), count: children.count)
        var position = 0.0
        for lineStart in stride(from: 0, to: children.count, by: tracks.count) {
            let line = lineStart..<min(children.count, lineStart + tracks.count)
            var sizes: [Size] = []
            for k in line {
                proposals[k] = ProposedSize(tracks[k - lineStart].width, along: across, minor: nil)
                sizes.append(size(children[k], proposals[k]))
            }
            let extent = sizes.map { $0[along] }.max() ?? 0
            for (j, k) in line.enumerated() {
                let t = tracks[j], s = sizes[j]
                let alignment = t.alignment ?? (across == .horizontal ? UnitPoint(x: options.alignment.x, y: 0.5)
                                                                      : UnitPoint(x: 0.5, y: options.alignment.y))
                let a = starts[j] + (t.width - s[across]) * Self.component(alignment, across)
                let b = position + (extent - s[along]) * Self.component(alignment, along)
                frames[k] = across == .horizontal ? Rect(x: a, y: b, width: s.width, height: s.height)
                                                  : Rect(x: b, y: a, width: s.width, height: s.height)
            }
            position += extent + lineSpacing
        }
        return StackResult(size: Size(extentAcross, along: across, minor: max(0, position - lineSpacing)),
                           frames: frames, proposals: proposals)
    }

    /// What a grid placed in `bounds` lays its tracks out in again: the size it reported, not
    /// the size it was offered (SwiftUI runs the track arithmetic twice, the second time in the
    /// grid's own size; with a clamped flexible item the tracks then differ from the first pass's).
    package static func gridPlacingProposal(_ kind: ViewNode.StackKind, _ p: ProposedSize, in bounds: Rect) -> ProposedSize {
        kind == .lazyHGrid ? ProposedSize(width: p.width, height: bounds.height) : ProposedSize(width: bounds.width, height: p.height)
    }

    private static func component(_ u: UnitPoint, _ axis: Axis) -> Double { axis == .horizontal ? u.x : u.y }
}
