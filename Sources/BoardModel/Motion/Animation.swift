/// A SwiftUI animation: maps elapsed time to the progress of a change.
///
/// Build one the way you would in SwiftUI, or parse one from source with
/// ``init(parsing:)`` (see ``AnimationEvaluator``):
///
/// ```swift
/// let quarterSpeed = Animation.easeInOut(duration: 0.7).speed(0.25)
/// quarterSpeed.progress(at: 1.4)   // 0.5
/// ```
///
/// Progress is that of a unit change: a property animating from `a` to `b`
/// shows `a + (b − a) · progress`. Springs may overshoot 1. Once an animation
/// is done the value snaps to its target, so ``progress(at:magnitude:)``
/// returns 1.
public indirect enum Animation: Hashable, Sendable {
    /// A cubic Bézier timing curve over `duration` seconds.
    case timingCurve(UnitBezier, duration: Double)
    /// `.timingCurve(UnitCurve.circularEaseIn, duration:)` and the other circular curves, exact.
    case circularCurve(CircularCurve, duration: Double)
    /// A 300 Hz integrated spring (`.spring`, `.smooth`, `.snappy`, `.bouncy`, …).
    case fluidSpring(FluidSpring)
    /// A closed-form spring (`.interpolatingSpring`).
    case interpolatingSpring(InterpolatingSpring)
    /// `.speed(_:)`: the inner animation sees `t · factor`.
    case speed(Animation, factor: Double)
    /// `.delay(_:)`: the inner animation sees `max(0, t − delay)`.
    case delay(Animation, seconds: Double)
    /// `.repeatCount(_:autoreverses:)`, or `.repeatForever` when `count` is nil.
    case repeating(Animation, count: Int?, autoreverses: Bool)
    /// `.logicallyComplete(after:)`: the same motion; logically complete (for a
    /// `withAnimation` completion) after `seconds` at the latest.
    case logicalCompletion(Animation, after: Double)
    /// `Animation(MyCustomAnimation(…))`: a `CustomAnimation` whose `animate(value:time:context:)`
    /// the interpreter runs.
    case custom(CustomAnimationBody)
}

extension Animation {
    /// The unit progress at elapsed time `t`, or nil once the animation is done.
    ///
    /// - Parameters:
    ///   - t: seconds since the change, `t ≥ 0`.
    ///   - magnitude: the size of the change in absolute units (points for
    ///     geometry, 1 for opacity). Only springs' stop rule depends on it.
    public func sample(at t: Double, magnitude: Double = 1) -> Double? {
        switch self {
        case let .timingCurve(curve, duration):
            if duration <= 0 || t > duration { return nil }
            return curve.value(at: t / duration)
        case let .circularCurve(curve, duration):
            if duration <= 0 || t > duration { return nil }
            return curve.value(at: min(max(t / duration, 0), 1))
        case let .fluidSpring(spring):
            return spring.sample(at: t, magnitude: magnitude)
        case let .interpolatingSpring(spring):
            return spring.sample(at: t)
        case let .speed(base, factor):
            return base.sample(at: t * factor, magnitude: magnitude)
        case let .delay(base, seconds):
            return base.sample(at: max(0, t - seconds), magnitude: magnitude)
        case let .repeating(base, count, autoreverses):
            return Self.sampleRepeating(base, count: count, autoreverses: autoreverses, at: t, magnitude: magnitude)
        case let .logicalCompletion(base, _):
            return base.sample(at: t, magnitude: magnitude)
        case let .custom(body):
            return body.sample(t)
        }
    }

    /// The displayed progress at `t`: the sample while running, 1 once done.
    public func progress(at t: Double, magnitude: Double = 1) -> Double {
        sample(at: t, magnitude: magnitude) ?? 1
    }

    /// Whether the animation has finished at `t` (the value has snapped to its target).
    public func isDone(at t: Double, magnitude: Double = 1) -> Bool {
        sample(at: t, magnitude: magnitude) == nil
    }

    /// The time at which the animation ends: it runs until this instant and is
    /// done after it (for `.interpolatingSpring`, from it on). Infinite for
    /// `.repeatForever` and for a spring that never comes to rest
    /// (``endlessReason(magnitude:)`` says why).
    public func settleTime(magnitude: Double = 1) -> Double {
        switch self {
        case let .timingCurve(_, duration), let .circularCurve(_, duration):
            return max(duration, 0)
        case let .fluidSpring(spring):
            return spring.settleTime(magnitude: magnitude)
        case let .interpolatingSpring(spring):
            return spring.settleTime
        case let .speed(base, factor):
            return base.settleTime(magnitude: magnitude) / factor
        case let .delay(base, seconds):
            return seconds + base.settleTime(magnitude: magnitude)
        case let .repeating(base, count, _):
            guard let count else { return .infinity }
            return Double(max(count, 1)) * base.settleTime(magnitude: magnitude)
        case let .logicalCompletion(base, _):
            return base.settleTime(magnitude: magnitude)
        case let .custom(body):
            return body.settleTime
        }
    }

    private static func sampleRepeating(
        _ base: Animation, count: Int?, autoreverses: Bool, at t: Double, magnitude: Double
    ) -> Double? {
        let period = base.settleTime(magnitude: magnitude)
        // `repeatCount(n ≤ 1)` plays once (docs/semantics.md, "Repeating").
        let count = count.map { max($0, 1) }
        guard period > 0, period.isFinite else {
            return period.isFinite ? nil : base.sample(at: t, magnitude: magnitude)
        }
        // Iteration k covers local times (k·D, (k+1)·D]; iteration 0 starts at 0.
        let cycles = t <= period ? 1 : (t / period).rounded(.up)
        if let count, cycles > Double(count) { return nil }
        // Beyond 2⁵² cycles (or at an infinite time) the iteration is not representable.
        guard cycles < 0x1p52, let whole = Int(checking: cycles) else { return 1 }
        let index = whole - 1
        let local = t - Double(index) * period
        let value = base.sample(at: local, magnitude: magnitude) ?? 1
        return autoreverses && index % 2 == 1 ? 1 - value : value
    }
}
