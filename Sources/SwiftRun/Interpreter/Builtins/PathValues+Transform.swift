import SwiftFront
import BoardScene
import BoardModel

/// Path's methods that return a changed copy: `path.applying(CGAffineTransform(…))` and
/// `path.offsetBy(dx:dy:)`, every point mapped as Core Graphics maps it (x' = a·x + c·y + tx,
/// y' = b·x + d·y + ty). A curve's control points map with its end points (an affine map keeps
/// Bézier curves Bézier).
extension PathValues {
    /// The methods that leave the path as it is and return a new one.
    package static let returningCopy: Set<String> = ["applying", "offsetBy", "reversing", "forEach"]

    /// `v.name(args)` for a method of ``returningCopy``.
    package static func copy(_ v: SwiftValue, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard let segments = segments(of: v) else { return v }
        let labels = args.map { $0.label ?? "_" }
        let m: [Double]
        switch (name, labels) {
        case ("reversing", []):
            return value(reversed(segments))
        case ("forEach", ["_"]):
            for s in segments { _ = try NativeMembers.apply(args[0].value, element(s), i, e, f) }
            return .void
        case ("applying", ["_"]):
            // `.applying(.init(scaleX: -1, y: 1))`: the argument is a CGAffineTransform.
            let transform = try i.coerce(args[0].value, to: "CGAffineTransform", at: args[0].range)
            guard let t = NativeTypes.numbers(of: transform, "CGAffineTransform"), t.count == 6 else {
                throw ExpressionError(.type, at: args[0].range, "'applying(_:)' takes a CGAffineTransform, as in CGAffineTransform(translationX: 10, y: 0)")
            }
            m = t
        case ("trimmedPath", ["from", "to"]):
            // The stretch of the path's length from…to (0…1), as open lines through evenly spaced
            // points — the same geometry `.trim(from:to:)` draws (ShapeOutline.trimmedLines).
            guard let from = Arithmetic.number(args[0].value), let to = Arithmetic.number(args[1].value) else {
                throw ExpressionError(.type, at: e.range, "'trimmedPath(from:to:)' takes two numbers from 0 to 1")
            }
            let shape = TileShape(rect: Rect(x: 0, y: 0, width: 0, height: 0), cornerRadius: 0, path: segments)
            let lines = ShapeOutline.trimmedLines(shape, ShapeTrim(from: from, to: to))
            return value(lines.flatMap { line in [PathElement.move(line[0])] + line.dropFirst().map { PathElement.line($0) } })
        case ("offsetBy", ["dx", "dy"]):
            guard let dx = Arithmetic.number(args[0].value), let dy = Arithmetic.number(args[1].value) else {
                throw ExpressionError(.type, at: e.range, "'offsetBy(dx:dy:)' takes two numbers")
            }
            m = [1, 0, 0, 1, dx, dy]
        default:
            throw ExpressionError(.arguments, at: e.range, "Path has no '\(name)(\(labels.map { $0 + ":" }.joined()))' that boardgen draws; "
                                  + "it draws applying(_:), offsetBy(dx:dy:), trimmedPath(from:to:), forEach(_:) and reversing()")
        }
        func map(_ p: Point) -> Point { Point(m[0] * p.x + m[2] * p.y + m[4], m[1] * p.x + m[3] * p.y + m[5]) }
        return value(segments.map { s in
            switch s {
            case let .move(p): .move(map(p))
            case let .line(p): .line(map(p))
            case let .curve(c1, c2, p): .curve(map(c1), map(c2), map(p))
            case .close: .close
            }
        })
    }
}

extension PathValues {
    /// `path.boundingRect`: the smallest rectangle holding every point the path passes through
    /// (a curve's extremes, not its control points); `CGRect.zero`'s for an empty path — as
    /// Core Graphics' `boundingBoxOfPath` computes it.
    package static func boundingRect(_ segments: [PathElement]) -> SwiftValue {
        var xs: [Double] = [], ys: [Double] = []
        var current = Point(0, 0)
        for s in segments {
            switch s {
            case let .move(p), let .line(p):
                xs.append(p.x); ys.append(p.y)
                current = p
            case let .curve(c1, c2, p):
                for t in [0.0, 1.0] + extremes(current.x, c1.x, c2.x, p.x) + extremes(current.y, c1.y, c2.y, p.y) {
                    let u = 1 - t
                    xs.append(u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x)
                    ys.append(u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y)
                }
                current = p
            case .close:
                break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return Geometry.rect(0, 0, 0, 0) }
        return Geometry.rect(minX, minY, maxX - minX, maxY - minY)
    }

    /// The parameters in (0, 1) where a cubic Bézier coordinate (a, b, c, d) turns.
    private static func extremes(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // The derivative's coefficients: 3(-a + 3b - 3c + d)t² + 6(a - 2b + c)t + 3(b - a).
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [Double] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots = [-qc / qb] }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let r = disc.squareRoot()
                roots = [(-qb + r) / (2 * qa), (-qb - r) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
