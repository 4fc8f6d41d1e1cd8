import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A fluid spring that took over a moving value (docs/semantics.md §12.2): it
/// starts from the value's position and velocity (and a running spring's
/// force), keeps that spring's 300 Hz clock, and integrates every component
/// toward the new target in absolute units.
///
/// It stops by SwiftUI's rule: speed and force both at most 0.06 units/s, and
/// the distance left at most 1 % of the distance it had to cover when it took
/// over (or of the model change, whichever is larger).
package struct SpringMerge: Sendable {
    /// The integrator's state, one entry per component.
    package struct State: Sendable {
        package var x: [Double], v: [Double], f: [Double]
    }

    /// When the integration steps fall: step n ends at `origin + n / 300`.
    package struct Clock: Sendable {
        /// The time of step 0.
        package var origin: Double
        /// Steps already taken when the merge happens.
        package var steps: Int
    }

    package let stiffness: Double
    package let damping: Double
    /// The state when the spring takes over.
    package let state: State
    package let clock: Clock
    package let target: [Double]
    /// The distance rule's |Δ|.
    package let distance: Double
    /// Steps after the hand-over at which the spring is at rest
    /// (``FluidSpring/maximumSteps`` when it never is).
    package let restSteps: Int
    /// Whether the spring comes to rest within ``FluidSpring/maximumSteps`` steps.
    package let settles: Bool

    package init(spring: FluidSpring, state: State, clock: Clock, target: [Double], units: [Double], modelChange: Double) {
        stiffness = spring.stiffness
        damping = spring.damping
        self.state = State(
            x: state.x.enumerated().map { $1 * units[$0] }, v: state.v.enumerated().map { $1 * units[$0] },
            f: state.f.enumerated().map { $1 * units[$0] })
        self.clock = clock
        self.target = target.enumerated().map { $1 * units[$0] }
        self.units = units
        distance = max(Animator.norm(zip(self.state.x, self.target).map { $1 - $0 }), modelChange)
        var s = self.state
        var rest = FluidSpring.maximumSteps, settles = false
        for n in 1...FluidSpring.maximumSteps {
            Self.step(&s, target: self.target, k: stiffness, c: damping)
            if Self.isAtRest(s, target: self.target, distance: distance) { rest = n; settles = true; break }
        }
        restSteps = rest
        self.settles = settles
    }

    package let units: [Double]

    /// The value at `t`, or nil once the spring is at rest.
    package func value(at t: Double) -> [Double]? {
        let n = FluidSpring.stepCount(at: t - clock.origin) - clock.steps
        if n >= restSteps { return nil }
        var s = state
        for _ in 0..<max(0, n) { Self.step(&s, target: target, k: stiffness, c: damping) }
        return s.x.enumerated().map { $1 / units[$0] }
    }

    /// The state and clock at `t`, for a later spring to take over.
    package func handOver(at t: Double) -> (state: State, clock: Clock) {
        let n = max(0, min(FluidSpring.stepCount(at: t - clock.origin) - clock.steps, restSteps))
        var s = state
        for _ in 0..<n { Self.step(&s, target: target, k: stiffness, c: damping) }
        let back = State(
            x: s.x.enumerated().map { $1 / units[$0] }, v: s.v.enumerated().map { $1 / units[$0] },
            f: s.f.enumerated().map { $1 / units[$0] })
        return (back, Clock(origin: clock.origin, steps: clock.steps + n))
    }

    /// The last instant at which the spring still runs; infinite when it never comes to rest.
    package var endTime: Double {
        guard settles else { return .infinity }
        return clock.origin + Double(clock.steps + restSteps - 1) / FluidSpring.stepsPerSecond
    }

    package static func step(_ s: inout State, target: [Double], k: Double, c: Double) {
        let h = 1.0 / FluidSpring.stepsPerSecond
        for i in s.x.indices {
            let vh = s.v[i] + s.f[i] * (h / 2)
            s.x[i] += vh * h
            s.f[i] = -c * vh + k * (target[i] - s.x[i])
            s.v[i] = vh + s.f[i] * (h / 2)
        }
    }

    package static func isAtRest(_ s: State, target: [Double], distance: Double) -> Bool {
        let v2 = s.v.reduce(0) { $0 + $1 * $1 }, f2 = s.f.reduce(0) { $0 + $1 * $1 }
        guard max(v2, f2) <= FluidSpring.restThresholdSquared else { return false }
        let left = Animator.norm(zip(s.x, target).map { $1 - $0 })
        return distance == 0 || left <= FluidSpring.restDistanceFraction * distance
    }
}
