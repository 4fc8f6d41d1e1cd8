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
        }
        return g
    }

    /// Its numbers, for animating between two states: the geometry, then each stop's colour and location.
    package var numbers: [Double] {
        var out: [Double]
        switch geometry {
        case let .linear(s, e): out = [s.x, s.y, e.x, e.y]
        case let .radial(c, r0, r1): out = [c.x, c.y, r0, r1]
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
        }
        g.stops = stops.indices.map { i in
            let k = 4 + 5 * i
            return Stop(color: Color(red: n[k], green: n[k + 1], blue: n[k + 2], alpha: n[k + 3]), location: n[k + 4])
        }
        return g
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
