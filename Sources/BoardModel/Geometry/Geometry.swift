/// A point in board points (y grows downwards, as on screen).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double
    /// Creates a point.
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    /// The origin.
    public static let zero = Point(0, 0)
    public var description: String { "(\(x), \(y))" }
}

/// A width and height in board points.
public struct Size: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// Creates a size.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
}

/// An axis-aligned rectangle in board points.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The size.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y)
        size = Size(width, height)
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The centre.
    public var mid: Point { Point(origin.x + size.width / 2, origin.y + size.height / 2) }

    /// The corners, clockwise from the top-left: top-left, top-right, bottom-right, bottom-left.
    public var corners: [Point] {
        [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
    }

    /// The overlap of two rectangles (an empty rectangle when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle grown by `d` on every side (shrunk when negative).
    public func insetBy(_ d: Double) -> Rect {
        Rect(x: minX + d, y: minY + d, width: width - 2 * d, height: height - 2 * d)
    }

    /// Whether the two rectangles are the same within rounding (1e-9 pt on each edge).
    package func isClose(to other: Rect) -> Bool {
        abs(minX - other.minX) < 1e-9 && abs(minY - other.minY) < 1e-9
            && abs(width - other.width) < 1e-9 && abs(height - other.height) < 1e-9
    }

    /// The smallest rectangle holding all `points`.
    public static func bounding(_ points: [Point]) -> Rect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}

/// SwiftUI's `UnitPoint`: a position relative to a view's bounds.
public struct UnitPoint: Hashable, Sendable {
    /// 0 at the leading edge, 1 at the trailing edge.
    public var x: Double
    /// 0 at the top, 1 at the bottom.
    public var y: Double
    /// Creates a unit point.
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// `.center`.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// `.top`.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// `.bottom`.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// `.leading`.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// `.trailing`.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// `.topLeading`.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// `.topTrailing`.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// `.bottomLeading`.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// `.bottomTrailing`.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
    /// `.zero` (the top-leading corner).
    public static let zero = UnitPoint(x: 0, y: 0)

    /// The named unit points, by their SwiftUI names.
    public static let named: [(name: String, point: UnitPoint)] = [
        ("center", .center), ("top", .top), ("bottom", .bottom), ("leading", .leading),
        ("trailing", .trailing), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing), ("zero", .zero),
    ]

    /// The point in a view of the given size (left-to-right layout).
    public func resolved(in size: Size) -> Point { Point(x * size.width, y * size.height) }
}

/// SwiftUI's `Edge`.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, leading, trailing

    /// The opposite edge (top ↔ bottom, leading ↔ trailing).
    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// The direction of a move toward this edge, in units of the view's own
    /// size (left-to-right layout).
    public var unitOffset: (x: Double, y: Double) {
        switch self {
        case .top: (0, -1)
        case .bottom: (0, 1)
        case .leading: (-1, 0)
        case .trailing: (1, 0)
        }
    }
}

/// SwiftUI's `VerticalAlignment`, as used by `.frame(height:alignment:)`.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom

    /// 0 for top, ½ for center, 1 for bottom.
    public var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}
