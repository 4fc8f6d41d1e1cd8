/// A unit cubic Bézier timing curve from (0, 0) to (1, 1), as used by CSS
/// `cubic-bezier()`, Core Animation and SwiftUI's `.timingCurve`.
///
/// The curve is solved for its parameter by Newton's method with a bisection
/// fallback to a tolerance of 2⁻²⁰ in x, and the output is quantised to 2⁻²⁰,
/// as SwiftUI does (docs/semantics.md §1.2).
public struct UnitBezier: Hashable, Sendable {
    /// The first control point.
    public let p1: (x: Double, y: Double)
    /// The second control point.
    public let p2: (x: Double, y: Double)

    private let ax, bx, cx, ay, by, cy: Double

    /// The tolerance of the solver in x, 2⁻²⁰.
    package static let epsilon = 1.0 / 1_048_576.0

    /// Creates a curve with control points `(p1x, p1y)` and `(p2x, p2y)`.
    ///
    /// The x coordinates should lie in 0...1 for the curve to be a function of
    /// time; the y coordinates may overshoot.
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        p1 = (p1x, p1y)
        p2 = (p2x, p2y)
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    public static func == (l: UnitBezier, r: UnitBezier) -> Bool {
        l.p1 == r.p1 && l.p2 == r.p2
    }

    public func hash(into h: inout Hasher) {
        h.combine(p1.x); h.combine(p1.y); h.combine(p2.x); h.combine(p2.y)
    }

    package func curveX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    package func curveY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    package func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve parameter `s` at which the curve's x equals `x` (0...1).
    package func solveParameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = curveX(s) - x
            if abs(error) < Self.epsilon { return s }
            let slope = derivativeX(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var lo = 0.0, hi = 1.0
        s = x
        if s <= lo { return lo }
        if s >= hi { return hi }
        while lo < hi {
            let value = curveX(s)
            if abs(value - x) < Self.epsilon { return s }
            if x > value { lo = s } else { hi = s }
            let next = (hi - lo) * 0.5 + lo
            if next == s { break }
            s = next
        }
        return s
    }

    /// The curve's y at horizontal position `x`, clamped to 0...1 and quantised
    /// to 2⁻²⁰.
    public func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        let y = curveY(solveParameter(forX: x))
        return (y * 1_048_576.0).rounded() / 1_048_576.0
    }
}

extension UnitBezier {
    /// `.linear`: control points (0, 0) and (1, 1).
    public static let linear = UnitBezier(0, 0, 1, 1)
    /// `.easeIn`: control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitBezier(0.42, 0, 1, 1)
    /// `.easeOut`: control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitBezier(0, 0, 0.58, 1)
    /// `.easeInOut`: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitBezier(0.42, 0, 0.58, 1)
}
