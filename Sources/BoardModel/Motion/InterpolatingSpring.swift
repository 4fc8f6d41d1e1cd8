import Foundation

/// SwiftUI's `SpringAnimation`, behind `.interpolatingSpring(…)`: a damped
/// spring evaluated in closed form (docs/semantics.md §2.3).
///
/// Quirk kept from SwiftUI: for every damping ratio ζ ≥ 1 the critically
/// damped formula is used.
public struct InterpolatingSpring: Hashable, Sendable {
    /// The mass.
    public let mass: Double
    /// The stiffness k.
    public let stiffness: Double
    /// The damping coefficient c.
    public let damping: Double
    /// The initial velocity, in units of the change per second.
    public let initialVelocity: Double
    /// SwiftUI's end time: the spring is done for every `t >= settleTime`.
    /// Computed once (the critically damped estimate is a grid search), not per sample.
    public private(set) var settleTime: Double

    /// The tolerance of SwiftUI's end-time estimate.
    package static let endEpsilon = 0.001

    /// How the end time of an underdamped spring is estimated.
    ///
    /// SwiftUI's code divides by `ζ / ω₀` (durations of ~100 s), almost
    /// certainly meaning `ζ · ω₀`, the form of the public
    /// `Spring.settlingDuration` (docs/semantics.md §2.3, marked uncertain). The
    /// choice only decides how long a removed view lingers at its end state.
    public enum UnderdampedEnd: Sendable { case decayRate, swiftUIQuirk }

    /// The estimate boardgen uses; one named constant so it can be switched.
    public static let underdampedEnd = UnderdampedEnd.decayRate

    /// Creates a spring from physical parameters.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        settleTime = 0
        settleTime = endTime()
    }

    /// The undamped angular frequency ω₀ = √(k/m).
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// The unit progress at time `t`, ignoring whether the spring is done.
    public func value(at t: Double) -> Double {
        let w0 = angularFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta >= 1 {
            return 1 - (1 + (w0 - v0) * t) * exp(-w0 * t)
        }
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let a = (zeta * w0 - v0) / wd
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + a * sin(wd * t))
    }

    /// SwiftUI's end-time estimate, behind ``settleTime``.
    private func endTime() -> Double {
        let zeta = dampingRatio, w0 = angularFrequency
        guard zeta != 0, zeta.isFinite, w0.isFinite, w0 > 0 else { return .infinity }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = (zeta * w0 - initialVelocity) / wd
            let v = Self.endEpsilon / (1 + abs(a))
            let rate = Self.underdampedEnd == .decayRate ? zeta * w0 : zeta / w0
            return max(-log(v) / rate, 1)
        }
        // The 0.1 s grid search of SpringModel.duration(epsilon:).
        var time = 0.0, minValue = Double.infinity, minTime = -1.0
        for _ in 0..<1024 {
            let value = abs(1 - self.value(at: time))
            guard value.isFinite else { return 0 }
            if minValue >= Self.endEpsilon {
                if value < minValue { minValue = value; minTime = time }
            } else if value >= Self.endEpsilon {
                minValue = .infinity
            } else if time - minTime > 1 {
                break
            }
            time += 0.1
        }
        return minTime
    }

    /// The unit progress at `t`, or nil once the spring is done.
    package func sample(at t: Double) -> Double? {
        if t >= settleTime { return nil }
        let v = value(at: t)
        return v.isFinite ? v : nil
    }
}
