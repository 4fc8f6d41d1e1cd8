import SwiftFront
import BoardModel
import BoardScene

/// UIKit's and AppKit's path initializers that real Shapes call for their outlines, as the
/// `Path` they make (`Path(UIBezierPath(…).cgPath)`): `UIBezierPath(roundedRect:byRoundingCorners:
/// cornerRadii:)` — the custom-corners card every app has — `(roundedRect:cornerRadius:)`,
/// `(rect:)`, `(ovalIn:)`, `(arcCenter:radius:startAngle:endAngle:clockwise:)`, `(cgPath:)`.
extension PathValues {
    /// The path `UIBezierPath(…)`/`NSBezierPath(…)` makes with these arguments, or nil.
    package static func bezierPath(_ labels: [String], _ args: [Argument], _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        switch labels {
        case ["cgPath"]:
            return isPath(args[0].value) ? args[0].value : nil
        case ["rect"]:
            return value(rect(try rect(args[0], e)))
        case ["ovalIn"]:
            return value(ellipse(try rect(args[0], e)))
        case ["roundedRect", "cornerRadius"]:
            return value(roundedRect(try rect(args[0], e), radius: try number(args[1], e)))
        case ["roundedRect", "byRoundingCorners", "cornerRadii"]:
            let r = try rect(args[0], e)
            let corners = cornerNames(args[1].value)
            guard let radii = NativeTypes.numbers(of: args[2].value, "CGSize") else { throw ExpressionError(.type, at: args[2].range, "expected a CGSize of corner radii") }
            // UIKit rounds with the width (a circular corner), limited to half the shorter side.
            let q = max(0, min(radii[0], r.width / 2, r.height / 2))
            return value(roundedRect(r, radii: ["topLeft", "topRight", "bottomRight", "bottomLeft"].map { corners.contains($0) ? q : 0 }))
        case ["arcCenter", "radius", "startAngle", "endAngle", "clockwise"]:
            guard let c = NativeTypes.numbers(of: args[0].value, "CGPoint"), case let .bool(cw) = args[4].value else { return nil }
            // UIKit's angles are radians, its clockwise the screen's, as SwiftUI's `addArc(…clockwise: false)`.
            return value(arc([], center: Point(c[0], c[1]), radius: try number(args[1], e), start: try number(args[2], e),
                             end: try number(args[3], e), clockwise: !cw))
        default:
            return nil
        }
    }

    /// The corners a `UIRectCorner` names: `.topLeft`, `[.topLeft, .bottomRight]`, `.allCorners`.
    static func cornerNames(_ v: SwiftValue) -> Set<String> {
        let all: Set<String> = ["topLeft", "topRight", "bottomRight", "bottomLeft"]
        switch v {
        case let .array(items): return items.reduce(into: Set<String>()) { $0.formUnion(cornerNames($1)) }
        default:
            guard let name = DateValues.caseName(v) else { return [] }
            return name == "allCorners" ? all : all.contains(name) ? [name] : []
        }
    }

    /// A rectangle with its corners (top-left, top-right, bottom-right, bottom-left) rounded by
    /// their radii, clockwise from the top-left corner's end, as UIKit draws it.
    package static func roundedRect(_ r: Rect, radii: [Double]) -> [PathElement] {
        let q = radii.map { max(0, min($0, r.width / 2, r.height / 2)) }
        var s: [PathElement] = [.move(Point(r.minX + q[0], r.minY)), .line(Point(r.maxX - q[1], r.minY))]
        if q[1] > 0 { s += arc(s, center: Point(r.maxX - q[1], r.minY + q[1]), radius: q[1], start: -.pi / 2, end: 0, clockwise: false).dropFirst() }
        s.append(.line(Point(r.maxX, r.maxY - q[2])))
        if q[2] > 0 { s += arc(s, center: Point(r.maxX - q[2], r.maxY - q[2]), radius: q[2], start: 0, end: .pi / 2, clockwise: false).dropFirst() }
        s.append(.line(Point(r.minX + q[3], r.maxY)))
        if q[3] > 0 { s += arc(s, center: Point(r.minX + q[3], r.maxY - q[3]), radius: q[3], start: .pi / 2, end: .pi, clockwise: false).dropFirst() }
        s.append(.line(Point(r.minX, r.minY + q[0])))
        if q[0] > 0 { s += arc(s, center: Point(r.minX + q[0], r.minY + q[0]), radius: q[0], start: .pi, end: 3 * .pi / 2, clockwise: false).dropFirst() }
        return s + [.close]
    }
}
