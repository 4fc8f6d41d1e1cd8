import BoardModel
/// A gradient resolved for drawing: colours in the theme, geometry in the shape's coordinates.
public struct ShapeGradient: Hashable, Sendable {
    /// Creates a value from its stored properties.
    package init(geometry: Geometry, stops: [Stop]) {
        self.geometry = geometry
        self.stops = stops
    }

    /// Where colour varies, in the coordinates of the shape it fills.
    public enum Geometry: Hashable, Sendable {
        /// From `start` to `end`.
        case linear(start: Point, end: Point)
        /// From the circle of `startRadius` to that of `endRadius` around `center`.
        case radial(center: Point, startRadius: Double, endRadius: Double)
        /// Around `center`, clockwise (on the board, y down) from `startAngle` to `endAngle`
        /// (radians from the +x direction), out to `radius` (past every point it paints).
        case angular(center: Point, startAngle: Double, endAngle: Double, radius: Double)
    }

    /// A resolved stop.
    public struct Stop: Hashable, Sendable {
        /// Creates a value from its stored properties.
        package init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }

        /// The colour.
        public var color: Color
        /// Where, 0…1.
        public var location: Double
    }

    /// The geometry.
    public var geometry: Geometry
    /// The stops, in order of location.
    public var stops: [Stop]

    /// The gradient with every stop's colour changed by `change` (an opacity folded in, a shade).
    package func mapColors(_ change: (Color) -> Color) -> ShapeGradient {
        var g = self
        g.stops = stops.map { Stop(color: change($0.color), location: $0.location) }
        return g
    }

    /// The gradient moved by `dx`, `dy` with the shape it fills.
    package func offsetBy(_ dx: Double, _ dy: Double) -> ShapeGradient {
        var g = self
        switch geometry {
        case let .linear(s, e): g.geometry = .linear(start: Point(s.x + dx, s.y + dy), end: Point(e.x + dx, e.y + dy))
        case let .radial(c, r0, r1): g.geometry = .radial(center: Point(c.x + dx, c.y + dy), startRadius: r0, endRadius: r1)
        case let .angular(c, a0, a1, r): g.geometry = .angular(center: Point(c.x + dx, c.y + dy), startAngle: a0, endAngle: a1, radius: r)
        }
        return g
    }

    /// The gradient with its points through `h` (a projection: its radii scaled by how much `h`
    /// stretches the distance from the centre along x, an approximation).
    package func mapped(by h: Homography) -> ShapeGradient {
        var g = self
        switch geometry {
        case let .linear(s, e): g.geometry = .linear(start: h.apply(s), end: h.apply(e))
        case let .radial(c, r0, r1):
            let centre = h.apply(c), edge = h.apply(Point(c.x + max(r1, 1), c.y))
            let stretch = ((edge.x - centre.x) * (edge.x - centre.x) + (edge.y - centre.y) * (edge.y - centre.y)).squareRoot() / max(r1, 1)
            g.geometry = .radial(center: centre, startRadius: r0 * stretch, endRadius: r1 * stretch)
        case let .angular(c, a0, a1, r):
            // The centre moved; the angles kept (an approximation under a projection).
            let centre = h.apply(c), edge = h.apply(Point(c.x + max(r, 1), c.y))
            let stretch = ((edge.x - centre.x) * (edge.x - centre.x) + (edge.y - centre.y) * (edge.y - centre.y)).squareRoot() / max(r, 1)
            g.geometry = .angular(center: centre, startAngle: a0, endAngle: a1, radius: r * max(stretch, 1))
        }
        return g
    }

    /// Its numbers, for animating between two states: the geometry, then each stop's colour and location.
    package var numbers: [Double] {
        var out: [Double]
        switch geometry {
        case let .linear(s, e): out = [s.x, s.y, e.x, e.y]
        case let .radial(c, r0, r1): out = [c.x, c.y, r0, r1]
        case let .angular(c, a0, a1, r): out = [c.x, c.y, a0, a1, r]
        }
        for s in stops { out += [s.color.red, s.color.green, s.color.blue, s.color.alpha, s.location] }
        return out
    }

    /// The gradient with `numbers` (of ``numbers``' shape) in place of its own.
    package func with(numbers n: ArraySlice<Double>) -> ShapeGradient {
        let n = Array(n)
        var g = self
        switch geometry {
        case .linear: g.geometry = .linear(start: Point(n[0], n[1]), end: Point(n[2], n[3]))
        case .radial: g.geometry = .radial(center: Point(n[0], n[1]), startRadius: n[2], endRadius: n[3])
        case .angular: g.geometry = .angular(center: Point(n[0], n[1]), startAngle: n[2], endAngle: n[3], radius: n[4])
        }
        let base: Int = if case .angular = geometry { 5 } else { 4 }
        g.stops = stops.indices.map { i in
            let k = base + 5 * i
            return Stop(color: Color(red: n[k], green: n[k + 1], blue: n[k + 2], alpha: n[k + 3]), location: n[k + 4])
        }
        return g
    }
}

extension ShapeGradient {
    /// The colour at `t` (0…1) along the stops: the first stop's before it, the last's after it,
    /// mixed linearly (straight alpha) between two stops.
    package func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            return Color(red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }

    /// An angular gradient as wedges around its centre, each of two edge colours (the colour just
    /// after its first edge, just before its second), covering a whole turn from the start angle:
    /// the stops from `startAngle` to `endAngle`; a span of 0 is a whole turn, one past a whole turn
    /// shows its last turn, and the rest of a shorter one holds the last stop's colour for its first
    /// half and the first stop's for its second (SwiftUI's documented rule; **uncertain**: whether
    /// the change at the half is sudden, as boardgen draws it). Wedges are at most `step` radians.
    package static func wedges(startAngle: Double, endAngle: Double, step: Double = .pi / 36,
                               color: (Double) -> Color) -> [(from: Double, to: Double, first: Color, second: Color)] {
        var a0 = startAngle, span = endAngle - startAngle
        if abs(span) < 1e-9 { span = 2 * .pi }
        if span > 2 * .pi { a0 = endAngle - 2 * .pi; span = 2 * .pi }
        if span < 0 { span = 2 * .pi + span.truncatingRemainder(dividingBy: 2 * .pi) }
        let rest = 2 * .pi - span
        var edges: [Double] = [0]
        let pieces = max(1, Int((span / step).rounded(.up)))
        for k in 1...pieces { edges.append(span * Double(k) / Double(pieces)) }
        if rest > 1e-9 { edges += [span + rest / 2, 2 * .pi] }
        func before(_ x: Double) -> Color { x <= span + 1e-12 ? color(x / span) : x <= span + rest / 2 + 1e-12 ? color(1) : color(0) }
        func after(_ x: Double) -> Color { x < span - 1e-12 ? color(x / span) : x < span + rest / 2 - 1e-12 ? color(1) : color(0) }
        return zip(edges, edges.dropFirst()).map { (a0 + $0, a0 + $1, after($0), before($1)) }
    }
}

extension TileShape {
    /// The shape with every colour it paints changed by `change` — its fill, its outline and its
    /// gradient's stops (an opacity folded in, a 3-D tilt's shade).
    package func mapColors(_ change: (Color) -> Color) -> TileShape {
        var s = self
        s.fill = fill.map(change)
        s.stroke = stroke.map(change)
        s.gradient = gradient?.mapColors(change)
        // A picture keeps its colours; its alpha goes as a white pixel's would (an opacity, a fade).
        if let a = image?.alpha { s.image?.alpha = change(Color(red: 1, green: 1, blue: 1, alpha: a)).alpha }
        return s
    }
}
