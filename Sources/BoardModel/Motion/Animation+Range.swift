import Foundation

extension Animation {
    /// Bounds on the unit progress while the animation runs: every value
    /// ``sample(at:magnitude:)`` can return lies in this range, which always
    /// holds 0 (the start) and 1 (where a finished animation snaps).
    ///
    /// Timing curves are bounded by their control points, fluid springs by
    /// their integrated path until they rest, interpolating springs by their
    /// closed form. A bound that is not finite means the animation diverges.
    /// A board uses this to check, before drawing, that no tile can be
    /// scaled or moved out of what can be drawn.
    ///
    /// ```swift
    /// Animation.easeInOut.progressRange()                   // 0...1
    /// Animation.timingCurve(0.3, 1.8, 0.6, 1).progressRange() // 0...1.8
    /// ```
    public func progressRange(magnitude: Double = 1) -> ClosedRange<Double> {
        let run: ClosedRange<Double>
        switch self {
        case let .timingCurve(curve, _):
            run = Self.bounds(min(curve.p1.y, curve.p2.y, 0), max(curve.p1.y, curve.p2.y, 1))
        case .circularCurve:
            run = 0...1
        case let .fluidSpring(spring):
            run = spring.progressRange(magnitude: magnitude)
        case let .interpolatingSpring(spring):
            run = spring.progressRange
        case let .speed(base, _), let .delay(base, _):
            run = base.progressRange(magnitude: magnitude)
        case let .logicalCompletion(base, _):
            run = base.progressRange(magnitude: magnitude)
        case let .custom(body):
            run = body.progressRange
        case let .repeating(base, _, autoreverses):
            let r = base.progressRange(magnitude: magnitude)
            run = autoreverses ? Self.bounds(min(r.lowerBound, 1 - r.upperBound), max(r.upperBound, 1 - r.lowerBound)) : r
        }
        return Self.bounds(min(run.lowerBound, 0), max(run.upperBound, 1))
    }

    /// `low...high`, or the whole line when either is NaN or they are out of
    /// order (a range with NaN would trap).
    package static func bounds(_ low: Double, _ high: Double) -> ClosedRange<Double> {
        guard !low.isNaN, !high.isNaN, low <= high else { return -Double.infinity...Double.infinity }
        return low...high
    }
}

extension InterpolatingSpring {
    /// Bounds on ``value(at:)`` for `t ≥ 0` (0 and 1 included); infinite when
    /// the parameters make the closed form overflow.
    public var progressRange: ClosedRange<Double> {
        let w0 = angularFrequency, zeta = dampingRatio, v0 = initialVelocity
        guard w0.isFinite, w0 > 0, zeta.isFinite, v0.isFinite else { return -Double.infinity...Double.infinity }
        // 1 − x(t) = g(t); bound g over t ≥ 0.
        var gLow = 0.0, gHigh = 1.0
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = (zeta * w0 - v0) / wd
            let amplitude = (1 + a * a).squareRoot()
            gLow = -amplitude
            gHigh = max(1, amplitude)
        } else {
            // g(t) = (1 + b t) e^(−w0 t), b = w0 − v0: one extremum at t* = 1/w0 − 1/b.
            let b = w0 - v0
            if b != 0 {
                let t = 1 / w0 - 1 / b
                if t > 0 {
                    let g = (1 + b * t) * exp(-w0 * t)
                    gLow = min(gLow, g)
                    gHigh = max(gHigh, g)
                }
            }
        }
        let low = 1 - gHigh, high = 1 - gLow
        guard low.isFinite, high.isFinite else { return -Double.infinity...Double.infinity }
        return Animation.bounds(min(low, 0), max(high, 1))
    }
}
