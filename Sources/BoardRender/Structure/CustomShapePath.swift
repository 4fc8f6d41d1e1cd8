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

/// What a `Path` view or a `Shape` of the program's own draws: its segments for the rectangle
/// it is laid out in (origin at the view's top-left), computed when the frame is known (a
/// `Shape`'s `path(in:)` run by the interpreter). Compared by identity, as a GeometryReader's content.
public final class CustomShapePath: Hashable, @unchecked Sendable {
    /// The type it is drawn by, as the dump names the view (`Path`, `Triangle`).
    public let name: String
    /// The segments for a rectangle of a size, at the origin.
    let make: @Sendable (Size) throws(ExpressionError) -> [PathElement]

    init(name: String, make: @escaping @Sendable (Size) throws(ExpressionError) -> [PathElement]) {
        self.name = name
        self.make = make
    }

    /// The segments in `rect` (moved to its origin); none when the path cannot be made there.
    func segments(in rect: Rect) -> [PathElement] {
        guard let local = try? make(rect.size) else { return [] }
        return local.map { s in s.with(s.points.map { Point($0.x + rect.minX, $0.y + rect.minY) }) }
    }

    public static func == (a: CustomShapePath, b: CustomShapePath) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
