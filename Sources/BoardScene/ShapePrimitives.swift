import BoardModel
/// A shape view, or a `Color` or gradient used as a view (a rectangle that fills its frame).
public enum ShapeKind: String, Hashable, Sendable, CaseIterable {
    case rectangle = "Rectangle", roundedRectangle = "RoundedRectangle", circle = "Circle",
         capsule = "Capsule", ellipse = "Ellipse", color = "Color",
         linearGradient = "LinearGradient", radialGradient = "RadialGradient", angularGradient = "AngularGradient", path = "Path"

    /// A colour or gradient view: it fills its frame and is not a shape (no `.fill`, no `.stroke`).
    package var isStyleView: Bool { self == .color || self == .linearGradient || self == .radialGradient || self == .angularGradient }
}

/// How the ends of an open line are drawn (`CGLineCap`): flat at the end, a half disc, a half square.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    case butt, round, square
}

/// How a line turns a corner (`CGLineJoin`).
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    case miter, round, bevel
}

/// `.trim(from:to:)`: the stretch of a shape's outline that is drawn, as fractions of its length
/// from the outline's start; nothing when `from >= to`.
public struct ShapeTrim: Hashable, Sendable {
    /// Where the drawn stretch starts, 0…1.
    public var from: Double
    /// Where it ends, 0…1.
    public var to: Double
    /// Creates a trim (both ends clamped to 0…1).
    public init(from: Double, to: Double) {
        self.from = min(max(from, 0), 1)
        self.to = min(max(to, 0), 1)
    }
}

/// The shape a view is clipped to: `.clipped()` (its frame), `.cornerRadius(r)` and
/// `.clipShape(RoundedRectangle(cornerRadius: r))`, `.clipShape(Capsule())`, `.clipShape(Circle())`.
public struct ClipShape: Hashable, Sendable {
    /// The shape, laid in the clipped view's frame.
    public var kind: ShapeKind
    /// A rounded rectangle's corner radius.
    public var cornerRadius: Double
    /// A shape of the program's own (`.mask(Moon().scale(0.7))`, `.clipShape(Wave())`): its path
    /// in the clipped view's frame; nil for a built-in shape.
    public var path: ClipPath? = nil
    /// Creates a clip shape.
    public init(_ kind: ShapeKind, cornerRadius: Double = 0) {
        self.kind = kind
        self.cornerRadius = cornerRadius
    }
}

/// The path of a clip shape of the program's own, made for the rectangle it clips (one object
/// per shape written: equal when it is the same one).
public final class ClipPath: Hashable, @unchecked Sendable {
    /// The shape's name, as the dump names it (`Moon`).
    public let name: String
    /// Its path in a rectangle, in that rectangle's coordinates' space.
    package let segments: @Sendable (Rect) -> [PathElement]

    package init(name: String, segments: @escaping @Sendable (Rect) -> [PathElement]) {
        self.name = name
        self.segments = segments
    }

    public static func == (a: ClipPath, b: ClipPath) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

extension ShapeKind {
    /// The outline this shape draws in `rect`, as a tile shape without paint: a rectangle (a
    /// rounded one with `cornerRadius`), a capsule with radius half the shorter side, a circle
    /// inscribed and centred, an ellipse inscribed.
    package func outline(in rect: Rect, cornerRadius: Double) -> TileShape {
        var r = rect, radius = 0.0, ellipse = false
        switch self {
        case .rectangle, .color, .linearGradient, .radialGradient, .angularGradient, .path: break
        case .roundedRectangle: radius = cornerRadius
        case .capsule: radius = min(rect.width, rect.height) / 2
        case .circle:
            let d = min(rect.width, rect.height)
            r = Rect(x: rect.mid.x - d / 2, y: rect.mid.y - d / 2, width: d, height: d)
            radius = d / 2
        case .ellipse: ellipse = true
        }
        var s = TileShape(rect: r, cornerRadius: radius, fill: nil, stroke: nil)
        s.isEllipse = ellipse
        // A circle's and an ellipse's outline starts at their rightmost point (`Path(ellipseIn:)`).
        s.startsAtRight = self == .circle || self == .ellipse
        return s
    }
}
