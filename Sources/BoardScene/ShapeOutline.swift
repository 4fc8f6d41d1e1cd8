import BoardModel
import Foundation

/// A shape's outline as a polyline in the order SwiftUI's path runs, and the stretch of it a
/// `.trim(from:to:)` keeps — pure geometry, shared by the painter and the animated SVG.
///
/// The outline runs clockwise on screen. A circle's or an ellipse's starts at its rightmost
/// point (`Path(ellipseIn:)`); a rectangle's at its top-left corner (`Path(_: CGRect)`); a
/// rounded rectangle's and a capsule's at the leading end of its top edge, after the corner
/// (**uncertainty 16**: read from how SVG's `<rect>` runs, not from SwiftUI's code).
package enum ShapeOutline {
    /// Points per quarter of an ellipse or per corner arc.
    package static let quarterSegments = 24

    /// The closed outline of `shape` (the first point not repeated at the end).
    package static func points(_ shape: TileShape) -> [Point] {
        let r = shape.rect
        guard r.width > 0, r.height > 0 else { return [] }
        if shape.isEllipse || shape.startsAtRight {
            let n = 4 * quarterSegments
            return (0..<n).map { k in
                let a = 2 * Double.pi * Double(k) / Double(n)
                return Point(r.mid.x + r.width / 2 * cos(a), r.mid.y + r.height / 2 * sin(a))
            }
        }
        let radius = max(0, min(shape.cornerRadius, r.width / 2, r.height / 2))
        guard radius > 0 else {
            return [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
        }
        // From the top edge's leading end, clockwise: top edge, top-right arc, right edge, ….
        func arc(_ cx: Double, _ cy: Double, from start: Double) -> [Point] {
            (0...quarterSegments).map { k in
                let a = start + Double.pi / 2 * Double(k) / Double(quarterSegments)
                return Point(cx + radius * cos(a), cy + radius * sin(a))
            }
        }
        return [Point(r.minX + radius, r.minY)]
            + arc(r.maxX - radius, r.minY + radius, from: -Double.pi / 2)
            + arc(r.maxX - radius, r.maxY - radius, from: 0)
            + arc(r.minX + radius, r.maxY - radius, from: Double.pi / 2)
            + arc(r.minX + radius, r.minY + radius, from: Double.pi).dropLast()
    }

    /// The part of `shape`'s outline between `trim.from` and `trim.to` of its length, as an open
    /// polyline of `samples + 1` points evenly spaced along it (a fixed count, so that two
    /// states' lines correspond point by point); empty when nothing is drawn.
    package static func trimmed(_ shape: TileShape, _ trim: ShapeTrim, samples: Int = 96) -> [Point] {
        let closed = points(shape)
        guard closed.count >= 2, trim.from < trim.to else { return [] }
        let ring = closed + [closed[0]]
        var lengths = [0.0]
        for k in 1..<ring.count {
            let a = ring[k - 1], b = ring[k]
            lengths.append(lengths[k - 1] + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
        }
        let total = lengths.last!
        guard total > 0 else { return [] }
        var out: [Point] = []
        out.reserveCapacity(samples + 1)
        var segment = 1
        for k in 0...samples {
            let s = (trim.from + (trim.to - trim.from) * Double(k) / Double(samples)) * total
            while segment < ring.count - 1, lengths[segment] < s { segment += 1 }
            let a = ring[segment - 1], b = ring[segment]
            let span = lengths[segment] - lengths[segment - 1]
            let f = span > 0 ? (s - lengths[segment - 1]) / span : 0
            out.append(Point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f))
        }
        return out
    }
}
