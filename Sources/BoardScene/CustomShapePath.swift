import BoardModel
/// One element of a path with curves: what cairo hands back for a glyph or a rounded rectangle,
/// and what a program draws (`Path { p in … }`, a `Shape`'s `path(in:)`, a quadratic curve kept
/// as the cubic of the same shape), in the coordinates of what draws it.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    /// A cubic curve: its two control points, then where it ends.
    case curve(Point, Point, Point)
    case close

    /// The points, in order.
    public var points: [Point] {
        switch self {
        case let .move(p), let .line(p): [p]
        case let .curve(c1, c2, p): [c1, c2, p]
        case .close: []
        }
    }

    /// The same segment moved by `dx`, `dy`.
    public func offsetBy(_ dx: Double, _ dy: Double) -> PathElement { with(points.map { Point($0.x + dx, $0.y + dy) }) }

    /// The same segment with its points replaced, in order (as many as ``points``).
    public func with(_ q: [Point]) -> PathElement {
        switch self {
        case .move: .move(q[0])
        case .line: .line(q[0])
        case .curve: .curve(q[0], q[1], q[2])
        case .close: .close
        }
    }

    /// A code of its kind (move, line, curve, close), for comparing two paths' structures.
    public var kindCode: Int {
        switch self {
        case .move: 0
        case .line: 1
        case .curve: 2
        case .close: 3
        }
    }
}

