import SwiftFront
import BoardScene
import BoardModel
import Foundation

/// SwiftUI's `Path` as a value the interpreter builds (`Path { p in … }`, `var path = Path()`,
/// `path.addLine(to:)`, a `Shape`'s `path(in:)`): its segments, arcs, rectangles and ellipses
/// turned into lines and cubic curves as Core Graphics draws them (y down).
package enum PathValues {
    /// The methods that add to a path.
    package static let mutating: Set<String> = ["move", "addLine", "addLines", "addQuadCurve", "addCurve", "addArc", "addRelativeArc", "addRect",
                                        "addRects", "addEllipse", "addRoundedRect", "closeSubpath", "addPath"]

    /// Whether `name` is a method of the path itself (one that adds to it, or another of Path's
    /// own API, refused by name), not a modifier of the view drawing it.
    package static func isPathMethod(_ name: String) -> Bool {
        mutating.contains(name) || name.hasPrefix("add") || name.hasPrefix("move")
            || ["offsetBy", "applying", "reversing", "strokedPath", "trimmedPath", "contains", "forEach", "intersection", "union"].contains(name)
    }

    /// A path value of `segments`.
    package static func value(_ segments: [PathElement]) -> SwiftValue {
        .instance(StructValue(type: "Path", fields: [("segments", .array(segments.map(encode)))]))
    }

    /// One segment as a path value stores it: its kind, then its points' coordinates.
    private static func encode(_ s: PathElement) -> SwiftValue {
        .array([.int(s.kindCode)] + s.points.flatMap { [SwiftValue.double($0.x), .double($0.y)] })
    }

    /// Whether `v` is a path value (keeping no part of it).
    package static func isPath(_ v: SwiftValue) -> Bool {
        if case let .instance(s) = v { return s.type == "Path" }
        return false
    }

    /// The segments of a path value, nil for another value.
    package static func segments(of v: SwiftValue) -> [PathElement]? {
        guard case let .instance(s) = v, s.type == "Path", case let .array(items)? = s["segments"] else { return nil }
        return segments(of: items)
    }

    private static func segments(of items: [SwiftValue]) -> [PathElement] {
        items.compactMap { item -> PathElement? in
            guard case let .array(parts) = item, case let .int(kind)? = parts.first else { return nil }
            let n = parts.dropFirst().compactMap(Arithmetic.number)
            var p: [Point] = []
            for k in stride(from: 0, to: n.count - 1, by: 2) { p.append(Point(n[k], n[k + 1])) }
            switch kind {
            case 0 where p.count == 1: return .move(p[0])
            case 1 where p.count == 1: return .line(p[0])
            case 2 where p.count == 3: return .curve(p[0], p[1], p[2])
            case 3: return .close
            default: return nil
            }
        }
    }

    /// `Path()`, `Path(rect)`, `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)`; nil when the
    /// arguments are another form (the closure form is run by the interpreter).
    package static func initializer(_ args: [Argument], _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        let labels = args.map { $0.label ?? "_" }
        var segments: [PathElement] = []
        switch labels {
        case []: break
        // `Path(cgPath)`: the path itself (a Path is its own CGPath here).
        case ["_"] where isPath(args[0].value): return args[0].value
        case ["_"]: segments = rect(try self.rect(args[0], e))
        case ["ellipseIn"]: segments = ellipse(try self.rect(args[0], e))
        case ["roundedRect", "cornerRadius"], ["roundedRect", "cornerRadius", "style"]:
            segments = roundedRect(try self.rect(args[0], e), radius: try number(args[1], e))
        default: return nil
        }
        return value(segments)
    }

    /// `path.move(to:)` and the other additions, on `v` (a path value).
    ///
    /// Only the path's end is decoded (its last segment, and after a close the move that began
    /// its subpath) and the new segments are appended to the stored ones in place: a path built
    /// by 9,000 `addLine` calls in a loop costs linear time, not quadratic (issue 43).
    package static func call(_ v: inout SwiftValue, _ name: String, _ args: [Argument], _ e: Expr) throws(ExpressionError) {
        var items: [SwiftValue] = []
        if case let .instance(st) = v, st.type == "Path", case let .array(stored)? = st["segments"] { items = stored }
        v = .none  // the stored segments' only owner is now `items`: appended in place
        defer { v = .instance(StructValue(type: "Path", fields: [("segments", .array(items))])) }
        let context = tail(items)
        var s = context
        let labels = args.map { $0.label ?? "_" }
        func point(_ k: Int) throws(ExpressionError) -> Point {
            guard let n = NativeTypes.numbers(of: args[k].value, "CGPoint") else {
                throw ExpressionError(.type, at: args[k].range, "expected a CGPoint for '\(labels[k]):' of '\(name)'")
            }
            return Point(n[0], n[1])
        }
        switch (name, labels) {
        case ("move", ["to"]): s.append(.move(try point(0)))
        case ("addLine", ["to"]): s.append(start(s, try point(0)))
        case ("addLines", ["_"]):
            guard case let .array(items) = args[0].value else { throw ExpressionError(.type, at: args[0].range, "addLines takes an array of CGPoints") }
            for (k, item) in items.enumerated() {
                guard let n = NativeTypes.numbers(of: item, "CGPoint") else { throw ExpressionError(.type, at: args[0].range, "addLines takes an array of CGPoints") }
                s.append(k == 0 ? .move(Point(n[0], n[1])) : .line(Point(n[0], n[1])))
            }
        case ("addQuadCurve", ["to", "control"]):
            // The cubic of the same shape, from the current point.
            let c = try point(1), p = try point(0), p0 = current(s) ?? p
            s.append(.curve(Point(p0.x + 2 / 3 * (c.x - p0.x), p0.y + 2 / 3 * (c.y - p0.y)),
                            Point(p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y)), p))
        case ("addCurve", ["to", "control1", "control2"]): s.append(.curve(try point(1), try point(2), try point(0)))
        case ("addArc", _) where labels.starts(with: ["center", "radius", "startAngle", "endAngle"]):
            var clockwise = false
            if labels.count > 4, labels[4] == "clockwise", case let .bool(b) = args[4].value { clockwise = b }
            s += arc(s, center: try point(0), radius: try number(args[1], e), start: try angle(args[2], e), end: try angle(args[3], e),
                     clockwise: clockwise)
        case ("addRelativeArc", ["center", "radius", "startAngle", "delta"]):
            // Core Graphics' relative arc: `delta` from the start, a positive one the way angles grow
            // (clockwise on the screen), as `addArc(…, clockwise: false)` to the angle it ends at.
            let start = try angle(args[2], e), delta = try angle(args[3], e)
            s += arc(s, center: try point(0), radius: try number(args[1], e), start: start, end: start + delta, clockwise: delta < 0)
        case ("addRect", ["_"]): s += rect(try rect(args[0], e))
        case ("addRects", ["_"]):
            guard case let .array(items) = args[0].value else { throw ExpressionError(.type, at: args[0].range, "addRects takes an array of CGRects") }
            for item in items { s += rect(try rect(Argument(label: nil, value: item, range: args[0].range), e)) }
        case ("addEllipse", ["in"]): s += ellipse(try rect(args[0], e))
        case ("addRoundedRect", ["in", "cornerSize"]), ("addRoundedRect", ["in", "cornerSize", "style"]):
            guard let size = NativeTypes.numbers(of: args[1].value, "CGSize") else {
                throw ExpressionError(.type, at: args[1].range, "expected a CGSize for 'cornerSize:'")
            }
            s += roundedRect(try rect(args[0], e), radius: min(size[0], size[1]))
        case ("addPath", ["_"]):
            guard let more = segments(of: args[0].value) else { throw ExpressionError(.type, at: args[0].range, "addPath takes a Path") }
            s += more
        case ("closeSubpath", []): s.append(.close)
        default:
            throw ExpressionError(.arguments, at: e.range, "Path has no '\(name)(\(labels.map { $0 + ":" }.joined()))' that boardgen draws; "
                                  + "use move(to:), addLine(to:), addLines(_:), addQuadCurve(to:control:), addCurve(to:control1:control2:), "
                                  + "addArc(center:radius:startAngle:endAngle:clockwise:), addRelativeArc(center:radius:startAngle:delta:), addRect(_:), addEllipse(in:), addRoundedRect(in:cornerSize:) or closeSubpath()")
        }
        let added = s.dropFirst(context.count)
        guard items.count + added.count <= 10_000 else { throw ExpressionError(.value, at: e.range, "a path of more than 10,000 segments is not drawn") }
        items.append(contentsOf: added.map(encode))
    }

    /// The end of a path's stored segments, decoded: nothing for an empty path; its last segment,
    /// preceded after a close by the move that began the closed subpath (what ``current(_:)``
    /// and ``start(_:_:)`` read).
    private static func tail(_ items: [SwiftValue]) -> [PathElement] {
        guard let last = items.last else { return [] }
        let decoded = segments(of: [last])
        guard case .close? = decoded.last else { return decoded }
        for item in items.reversed() {
            if case let .array(parts) = item, case .int(0)? = parts.first { return segments(of: [item]) + decoded }
        }
        return decoded
    }

    // MARK: Geometry (Core Graphics' construction)

    /// Where the path is (the last point; after a close, its subpath's start), nil when empty.
    package static func current(_ s: [PathElement]) -> Point? {
        guard let last = s.last else { return nil }
        if case .close = last {
            for seg in s.reversed() { if case let .move(p) = seg { return p } }
            return nil
        }
        return last.points.last
    }

    /// A line to `p`, or a move when the path has no current point.
    package static func start(_ s: [PathElement], _ p: Point) -> PathElement {
        s.isEmpty ? .move(p) : .line(p)
    }

    package static func rect(_ r: Rect) -> [PathElement] {
        [.move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)), .line(Point(r.minX, r.maxY)), .close]
    }

    /// An ellipse from its rightmost point, clockwise on screen, as four cubic curves.
    package static func ellipse(_ r: Rect) -> [PathElement] {
        let k = 0.5522847498307936, cx = r.mid.x, cy = r.mid.y, a = r.width / 2, b = r.height / 2
        return [.move(Point(cx + a, cy)),
                .curve(Point(cx + a, cy + k * b), Point(cx + k * a, cy + b), Point(cx, cy + b)),
                .curve(Point(cx - k * a, cy + b), Point(cx - a, cy + k * b), Point(cx - a, cy)),
                .curve(Point(cx - a, cy - k * b), Point(cx - k * a, cy - b), Point(cx, cy - b)),
                .curve(Point(cx + k * a, cy - b), Point(cx + a, cy - k * b), Point(cx + a, cy)), .close]
    }

    package static func roundedRect(_ r: Rect, radius: Double) -> [PathElement] {
        let q = max(0, min(radius, r.width / 2, r.height / 2))
        guard q > 0 else { return rect(r) }
        var s: [PathElement] = [.move(Point(r.minX + q, r.minY)), .line(Point(r.maxX - q, r.minY))]
        s += arc(s, center: Point(r.maxX - q, r.minY + q), radius: q, start: -.pi / 2, end: 0, clockwise: false).dropFirst()
        s.append(.line(Point(r.maxX, r.maxY - q)))
        s += arc(s, center: Point(r.maxX - q, r.maxY - q), radius: q, start: 0, end: .pi / 2, clockwise: false).dropFirst()
        s.append(.line(Point(r.minX + q, r.maxY)))
        s += arc(s, center: Point(r.minX + q, r.maxY - q), radius: q, start: .pi / 2, end: .pi, clockwise: false).dropFirst()
        s.append(.line(Point(r.minX, r.minY + q)))
        s += arc(s, center: Point(r.minX + q, r.minY + q), radius: q, start: .pi, end: 3 * .pi / 2, clockwise: false).dropFirst()
        return s + [.close]
    }

    /// An arc as Core Graphics adds it in SwiftUI's y-down space: a line (or a move) to its start,
    /// then cubic curves of at most a quarter turn; `clockwise: false` runs with increasing angle
    /// (clockwise on screen, as SwiftUI's flipped coordinates draw it), `true` against it.
    package static func arc(_ s: [PathElement], center c: Point, radius r: Double, start a0: Double, end a1: Double, clockwise: Bool) -> [PathElement] {
        var sweep = a1 - a0
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        if abs(a1 - a0) >= 2 * .pi { sweep = clockwise ? -2 * .pi : 2 * .pi }
        func at(_ a: Double) -> Point { Point(c.x + r * cos(a), c.y + r * sin(a)) }
        var out: [PathElement] = [start(s, at(a0))]
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<pieces {
            let t0 = a0 + Double(i) * step, t1 = t0 + step
            let p0 = at(t0), p1 = at(t1)
            out.append(.curve(Point(p0.x - k * r * sin(t0), p0.y + k * r * cos(t0)),
                              Point(p1.x + k * r * sin(t1), p1.y - k * r * cos(t1)), p1))
        }
        return out
    }

    // MARK: Arguments

    package static func rect(_ a: Argument, _ e: Expr) throws(ExpressionError) -> Rect {
        guard let (x, y, w, h) = Geometry.rectNumbers(a.value) else { throw ExpressionError(.type, at: a.range, "expected a CGRect") }
        return Rect(x: x, y: y, width: w, height: h)
    }

    package static func number(_ a: Argument, _ e: Expr) throws(ExpressionError) -> Double {
        guard let n = Arithmetic.number(a.value) else { throw ExpressionError(.type, at: a.range, "expected a number") }
        return n
    }

    package static func angle(_ a: Argument, _ e: Expr) throws(ExpressionError) -> Double {
        guard let n = NativeTypes.numbers(of: a.value, "Angle") else { throw ExpressionError(.type, at: a.range, "expected an Angle, as .degrees(90)") }
        return n[0]
    }
}
