import Foundation
import BoardModel
import BoardScene
import SwiftFront

/// Shape modifiers that make another shape (SwiftUI's `ScaledShape`, `RotatedShape`): `.scale(_:anchor:)` and
/// `.scale(x:y:anchor:)` scale the shape's path about the anchor of its frame before it is filled
/// or stroked (a stroke keeps its width, unlike `.scaleEffect`); `.rotation(_:anchor:)` turns the
/// path about the anchor (the pixels `rotationEffect` would put there, but still a shape: its
/// `path(in:)` is the turned outline); `.inset(by:)` (an `InsettableShape`'s)
/// draws the shape in its frame inset by that much on every side, a rounded rectangle's corners
/// smaller by as much, a negative amount outset. One entry each, their tests.
extension ViewEvaluator {
    package static var shapeModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        @Sendable func scaled(_ sx: Double, _ sy: Double, _ anchor: UnitPoint, site: CallSite) -> ChainEvaluator<ViewNode>.Modifier {
            { view throws in
                try Self.paint(view, site: site) { shape in
                    let original = shape
                    shape.custom = CustomShapePath(name: (original.custom?.name ?? original.kind.rawValue) + ".scale") { size throws(ExpressionError) in
                        let ax = size.width * anchor.x, ay = size.height * anchor.y
                        return try Self.outline(original, size).map { s in s.with(s.points.map { Point(ax + ($0.x - ax) * sx, ay + ($0.y - ay) * sy) }) }
                    }
                    shape.kind = .path
                }
            }
        }
        @Sendable func rotated(_ radians: Double, _ anchor: UnitPoint, site: CallSite) -> ChainEvaluator<ViewNode>.Modifier {
            { view throws in
                try Self.paint(view, site: site) { shape in
                    let original = shape
                    shape.custom = CustomShapePath(name: (original.custom?.name ?? original.kind.rawValue) + ".rotation") { size throws(ExpressionError) in
                        let ax = size.width * anchor.x, ay = size.height * anchor.y, c = cos(radians), s = sin(radians)
                        return try Self.outline(original, size).map { e in
                            e.with(e.points.map { Point(ax + ($0.x - ax) * c - ($0.y - ay) * s, ay + ($0.x - ax) * s + ($0.y - ay) * c) })
                        }
                    }
                    shape.kind = .path
                }
            }
        }
        @Sendable func inset(_ d: Double, site: CallSite) -> ChainEvaluator<ViewNode>.Modifier {
            { view throws in
                try Self.paint(view, site: site) { shape in
                    // A built-in shape stays itself, inset (it may still `strokeBorder`); a path of its own is remade.
                    if shape.kind != .path {
                        shape.inset += d
                        return
                    }
                    var smaller = shape
                    smaller.cornerRadius = max(0, smaller.cornerRadius - d)
                    let original = smaller
                    shape.custom = CustomShapePath(name: (shape.custom?.name ?? shape.kind.rawValue) + ".inset") { size throws(ExpressionError) in
                        let inner = Size(max(0, size.width - 2 * d), max(0, size.height - 2 * d))
                        let dx = (size.width - inner.width) / 2, dy = (size.height - inner.height) / 2
                        return try Self.outline(original, inner).map { $0.offsetBy(dx, dy) }
                    }
                    shape.kind = .path
                }
            }
        }
        return [
            Signature("inset", [
                Overload([Parameter("by", .number, .points)]) { a in inset(try a.number("by"), site: a.site) },
            ]),
            Signature("rotation", [
                Overload([.unlabelled("angle", .angle), Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    rotated(try a.value("angle", ValueReader.angle), try a.value("anchor", ValueReader.unitPoint), site: a.site)
                },
            ]),
            Signature("scale", [
                Overload([.unlabelled("scale", .number), Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    let s = try a.number("scale")
                    return scaled(s, s, try a.value("anchor", ValueReader.unitPoint), site: a.site)
                },
                Overload([Parameter("x", .number, default: "1"), Parameter("y", .number, default: "1"),
                          Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    scaled(try a.number("x"), try a.number("y"), try a.value("anchor", ValueReader.unitPoint), site: a.site)
                },
            ]),
        ]
    }

    /// The shape a SwiftUI expression draws — `Circle()`, `RoundedRectangle(cornerRadius: 8)`, a
    /// Shape of the program's own, one a shape modifier made (`Moon().scale(0.7)`) — as a shape
    /// modifier leaves it; nil when `e` is another view (or none). For `shape.path(in:)` in the
    /// interpreter and for a `.mask`/`.clipShape` of the program's own shape.
    package static func shapeView(_ e: Expr) throws(ExpressionError) -> ShapeView? {
        guard case let .shape(shape) = try ViewEvaluator().evaluateRead(e) else { return nil }
        return shape
    }

    /// A shape's outline in `rect` (at its origin); none when it cannot be made there.
    package static func outline(_ shape: ShapeView, in rect: Rect) -> [PathElement] {
        ((try? outline(shape, rect.size)) ?? []).map { $0.offsetBy(rect.minX, rect.minY) }
    }

    /// A shape's outline in a frame of `size`, from its origin: its own path, or the built-in
    /// shape's as Core Graphics builds it (a circle inscribed and centred, a capsule's ends round).
    package static func outline(_ shape: ShapeView, _ size: Size) throws(ExpressionError) -> [PathElement] {
        if shape.inset != 0, shape.kind != .path {
            var plain = shape
            plain.inset = 0
            plain.cornerRadius = max(0, shape.cornerRadius - shape.inset)
            let d = min(shape.inset, min(size.width, size.height) / 2)
            let inner = Size(max(0, size.width - 2 * d), max(0, size.height - 2 * d))
            return try outline(plain, inner).map { $0.offsetBy(d, d) }
        }
        let r = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch shape.kind {
        case .path: return try shape.custom?.make(size) ?? []
        case .circle:
            let d = min(size.width, size.height)
            return PathValues.ellipse(Rect(x: (size.width - d) / 2, y: (size.height - d) / 2, width: d, height: d))
        case .ellipse: return PathValues.ellipse(r)
        case .capsule: return PathValues.roundedRect(r, radius: min(size.width, size.height) / 2)
        case .roundedRectangle: return PathValues.roundedRect(r, radius: shape.cornerRadius)
        default: return PathValues.rect(r)
        }
    }
}
