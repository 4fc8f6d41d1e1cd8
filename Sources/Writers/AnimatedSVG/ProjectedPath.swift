import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// A path with curves (a glyph outline, a rounded rectangle) drawn through projective maps.
///
/// A projective map sends lines to lines, so moves and lines map exactly; a cubic maps to
/// a rational curve, which the cubic through the mapped control points approximates. Each
/// curve is split (de Casteljau, in the path's own points) until, under every map it will be
/// drawn with, that approximation stays within a tolerance at its quarter points. The split
/// is decided once for all maps, so every projection has the same structure and SMIL can
/// interpolate between them — far fewer numbers than flattening to polygons.
package enum ProjectedPath {
    /// `path` with its curves split as finely as the worst of `maps` needs.
    package static func refine(_ path: [PathElement], under maps: [Homography], tolerance: Double) -> [PathElement] {
        var result: [PathElement] = []
        var pen = Point.zero, start = Point.zero
        for element in path {
            switch element {
            case let .move(p): pen = p; start = p; result.append(element)
            case let .line(p): pen = p; result.append(element)
            case .close: pen = start; result.append(element)
            case let .curve(a, b, c):
                split(pen, a, b, c, maps: maps, tolerance: tolerance, depth: 0, into: &result)
                pen = c
            }
        }
        return result
    }

    private static func split(
        _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, maps: [Homography], tolerance: Double, depth: Int,
        into result: inout [PathElement]
    ) {
        if depth >= 6 || maps.allSatisfy({ error(p0, p1, p2, p3, $0) <= tolerance }) {
            result.append(.curve(p1, p2, p3))
            return
        }
        let m01 = mid(p0, p1), m12 = mid(p1, p2), m23 = mid(p2, p3)
        let a = mid(m01, m12), b = mid(m12, m23), m = mid(a, b)
        split(p0, m01, a, m, maps: maps, tolerance: tolerance, depth: depth + 1, into: &result)
        split(m, b, m23, p3, maps: maps, tolerance: tolerance, depth: depth + 1, into: &result)
    }

    /// How far the cubic through the mapped control points strays from the mapped curve.
    private static func error(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ h: Homography) -> Double {
        let q0 = h.apply(p0), q1 = h.apply(p1), q2 = h.apply(p2), q3 = h.apply(p3)
        var worst = 0.0
        for t in [0.25, 0.5, 0.75] {
            let exact = h.apply(bezier(p0, p1, p2, p3, t)), approx = bezier(q0, q1, q2, q3, t)
            let dx = exact.x - approx.x, dy = exact.y - approx.y
            worst = max(worst, (dx * dx + dy * dy).squareRoot())
        }
        return worst.isFinite ? worst : .infinity
    }

    private static func bezier(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    private static func mid(_ a: Point, _ b: Point) -> Point { Point((a.x + b.x) / 2, (a.y + b.y) / 2) }

    /// Every point of `path` (curve control points included), in order.
    package static func points(_ path: [PathElement]) -> [Point] {
        path.flatMap { element -> [Point] in
            switch element {
            case let .move(p), let .line(p): [p]
            case let .curve(a, b, c): [a, b, c]
            case .close: []
            }
        }
    }

    /// `template` with its points replaced, in order, by `points`.
    package static func replacingPoints(of template: [PathElement], with points: [Point]) -> [PathElement] {
        var i = 0
        func next() -> Point { defer { i += 1 }; return points[i] }
        return template.map { element in
            switch element {
            case .move: .move(next())
            case .line: .line(next())
            case .curve: .curve(next(), next(), next())
            case .close: .close
            }
        }
    }
}
