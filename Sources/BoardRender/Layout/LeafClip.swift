/// A clip on what a view draws: a shape laid in a frame (item points), through the effects above it.
public struct LeafClip: Hashable, Sendable {
    /// The shape.
    public var shape: ClipShape
    /// The frame it is laid in.
    public var rect: Rect
    /// The render effects above the clipped view; nil: none.
    public var transform: Homography?

    /// The clip moved by (dx, dy) into a tile's coordinates (its effect conjugated by the move).
    func offsetBy(_ dx: Double, _ dy: Double) -> LeafClip {
        LeafClip(shape: shape, rect: rect.offsetBy(dx, dy),
                 transform: transform.map { Homography.translation(-dx, -dy).followed(by: $0).followed(by: .translation(dx, dy)) })
    }

    /// The outline as a tile shape (its rect and corner radius, or an inscribed ellipse).
    var outline: TileShape {
        var s = shape.kind.outline(in: rect, cornerRadius: shape.cornerRadius)
        s.transform = transform
        return s
    }
}
