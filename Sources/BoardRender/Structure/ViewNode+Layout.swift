/// Where a cell's tile sits in the item it belongs to: `.padding` and
/// `.frame` around a `Tile` change the item's size and the tile's place in it
/// (SwiftUI's layout: a modifier proposes a size to its content, then places
/// the content's size in its own).
extension ViewNode {
    /// The size of this view when offered `proposal`, and the rectangle its tile
    /// fills in it (a `Tile` takes all it is offered; a stack or group is as
    /// large as its one tile; `.padding` adds insets; `.frame` fixes a width or
    /// height and aligns its content in it).
    public func placement(in proposal: Size) -> (size: Size, tile: Rect) {
        switch self {
        case .tile:
            return (proposal, Rect(x: 0, y: 0, width: proposal.width, height: proposal.height))
        case .empty:
            return (Size(0, 0), Rect(x: 0, y: 0, width: 0, height: 0))
        case let .stack(_, children), let .group(children), let .forEach(children):
            // A cell shows one tile: the container is the size of the child that holds it.
            guard let child = children.first(where: { !$0.tileLabels.isEmpty }) else { return ViewNode.empty.placement(in: proposal) }
            return child.placement(in: proposal)
        case let .transition(content, _), let .background(content, _):
            return content.placement(in: proposal)
        case let .modified(content, .padding(top, leading, bottom, trailing)):
            let inner = content.placement(in: Size(max(0, proposal.width - leading - trailing), max(0, proposal.height - top - bottom)))
            return (Size(inner.size.width + leading + trailing, inner.size.height + top + bottom),
                    inner.tile.offsetBy(leading, top))
        case let .modified(content, .frame(width, height, alignment)):
            let inner = content.placement(in: Size(width ?? proposal.width, height ?? proposal.height))
            let size = Size(width ?? inner.size.width, height ?? inner.size.height)
            let x = (size.width - inner.size.width) * alignment.x, y = (size.height - inner.size.height) * alignment.y
            return (size, inner.tile.offsetBy(x, y))
        }
    }
}
