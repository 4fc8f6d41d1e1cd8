import BoardModel

/// `.trim(from:to:)` on a path of the program's own (a line chart drawing itself in, a custom
/// progress outline): the stretch of the path's length it keeps, over all its subpaths in order,
/// as open lines — pure geometry, shared by the painter and the animated SVG.
extension ShapeOutline {
    /// Segments a cubic curve is flattened into.
    package static let curveSegments = 16

    /// The open lines a trim keeps of `shape`: for a program's path, points evenly spaced along
    /// the kept stretch (at least `samples`, more for a path of many corners), one line per
    /// subpath it crosses; for a built-in shape, ``trimmed(_:_:samples:)``'s one line.
    package static func trimmedLines(_ shape: TileShape, _ trim: ShapeTrim, samples: Int = 96) -> [[Point]] {
        guard let path = shape.path else {
            let line = trimmed(shape, trim, samples: samples)
            return line.isEmpty ? [] : [line]
        }
        let subpaths = flattened(path).filter { $0.count >= 2 }
        guard !subpaths.isEmpty, trim.from < trim.to else { return [] }
        // Each subpath's cumulative lengths, one after another.
        var lengths: [[Double]] = []
        var total = 0.0
        for line in subpaths {
            var l = [total]
            for k in 1..<line.count {
                let a = line[k - 1], b = line[k]
                total += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                l.append(total)
            }
            lengths.append(l)
        }
        guard total > 0 else { return [] }
        let vertices = subpaths.reduce(0) { $0 + $1.count }
        let n = min(4000, max(samples, 8 * vertices))
        var lines: [[Point]] = []
        var current: (index: Int, points: [Point])?
        var j = 0, k = 1
        for step in 0...n {
            let s = (trim.from + (trim.to - trim.from) * Double(step) / Double(n)) * total
            // The subpath and the segment holding length s.
            while j < subpaths.count - 1, lengths[j].last! < s { j += 1; k = 1 }
            while k < subpaths[j].count - 1, lengths[j][k] < s { k += 1 }
            let a = subpaths[j][k - 1], b = subpaths[j][k]
            let span = lengths[j][k] - lengths[j][k - 1]
            let f = span > 0 ? min(max((s - lengths[j][k - 1]) / span, 0), 1) : 0
            let p = Point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
            if current?.index != j {
                if let c = current, c.points.count >= 2 { lines.append(c.points) }
                current = (j, [])
            }
            current!.points.append(p)
        }
        if let c = current, c.points.count >= 2 { lines.append(c.points) }
        return lines
    }

    /// A path's subpaths as polylines: curves flattened, a closed subpath ending where it began.
    package static func flattened(_ path: [PathElement]) -> [[Point]] {
        var lines: [[Point]] = []
        var line: [Point] = []
        var start = Point(0, 0), last = Point(0, 0)
        for element in path {
            switch element {
            case let .move(p):
                if line.count >= 2 { lines.append(line) }
                line = [p]
                start = p
                last = p
            case let .line(p):
                if line.isEmpty { line = [last] }
                line.append(p)
                last = p
            case let .curve(c1, c2, p):
                if line.isEmpty { line = [last] }
                for i in 1...curveSegments {
                    let t = Double(i) / Double(curveSegments), u = 1 - t
                    line.append(Point(u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                                      u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))
                }
                last = p
            case .close:
                if !line.isEmpty, line.last != start { line.append(start) }
                if line.count >= 2 { lines.append(line) }
                line = []
                last = start
            }
        }
        if line.count >= 2 { lines.append(line) }
        return lines
    }
}
