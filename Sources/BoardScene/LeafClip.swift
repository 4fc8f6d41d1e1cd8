import BoardModel
/// A clip on what a view draws: a shape laid in a frame (item points), through the effects above it.
public struct LeafClip: Hashable, Sendable {
    /// The shape.
    public var shape: ClipShape
    /// The frame it is laid in.
    public var rect: Rect
    /// The render effects above the clipped view; nil: none.
    public var transform: Homography?
    /// The same effects as written (a program's views animate their numbers); nil: none, or only
    /// their map is known.
    package var effects: EffectChain? = nil
    /// How many of the view's `.animation`/`.transaction` modifiers are outside the clip (nil: all,
    /// as for the view): its rectangle and corners animate with their transaction.
    package var scopeDepth: Int? = nil

    /// A clip under effects known only by their map.
    public init(shape: ClipShape, rect: Rect, transform: Homography? = nil) {
        self.shape = shape
        self.rect = rect
        self.transform = transform
    }

    /// A clip under the effects `effects`.
    package init(shape: ClipShape, rect: Rect, effects: EffectChain) {
        self.init(shape: shape, rect: rect, transform: effects.transform)
        self.effects = effects.isEmpty ? nil : effects
    }

    /// The clip moved by (dx, dy) into a tile's coordinates (its effect conjugated by the move).
    package func offsetBy(_ dx: Double, _ dy: Double) -> LeafClip {
        var moved: LeafClip
        if let effects {
            moved = LeafClip(shape: shape, rect: rect.offsetBy(dx, dy), effects: effects.offsetBy(dx, dy))
        } else {
            moved = LeafClip(shape: shape, rect: rect.offsetBy(dx, dy),
                             transform: transform.map { Homography.translation(-dx, -dy).followed(by: $0).followed(by: .translation(dx, dy)) })
        }
        moved.scopeDepth = scopeDepth
        return moved
    }

    /// The outline as a tile shape (its rect and corner radius, or an inscribed ellipse).
    package var outline: TileShape {
        var s = shape.kind.outline(in: rect, cornerRadius: shape.cornerRadius)
        if let path = shape.path { s.path = path.segments(rect) }
        s.transform = transform
        return s
    }
}
