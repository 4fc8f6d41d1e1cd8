/// SwiftUI's `FluidSpringAnimation`: a spring integrated numerically at 300 Hz
/// (velocity Verlet with damping on the half-step velocity), as used by
/// `.spring`, `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring` and
/// `Animation.default` (docs/semantics.md §2.2).
public struct FluidSpring: Hashable, Sendable {
    /// The response (perceptual period) in seconds.
    public let response: Double
    /// The damping fraction ζ (1 = critically damped).
    public let dampingFraction: Double
    /// The blend duration; it only matters when springs merge, which a board never does.
    public let blendDuration: Double

    /// The integration rate in steps per second.
    public static let stepsPerSecond = 300.0
    /// The cap SwiftUI puts on the stiffness.
    public static let maximumStiffness = 45_000.0
    /// The stop rule's bound on max(|v|², |F|²), in absolute units.
    public static let restThresholdSquared = 0.0036
    /// The stop rule's bound on the remaining distance, as a fraction of the change.
    public static let restDistanceFraction = 0.01
    /// The most steps a spring is integrated (60 s): one that is not at rest
    /// by then never ends (``settleTime(magnitude:)`` is infinite) and a board refuses it.
    package static let maximumSteps = 18_000
    /// ``maximumSteps`` in seconds.
    public static var maximumTime: Double { Double(maximumSteps) / stepsPerSecond }

    /// Creates a spring from SwiftUI's response and damping fraction.
    public init(response: Double, dampingFraction: Double, blendDuration: Double = 0) {
        self.response = response
        self.dampingFraction = dampingFraction
        self.blendDuration = blendDuration
    }

    /// The stiffness k (mass 1): `min((2π / response)², 45000)`.
    public var stiffness: Double {
        response > 0 ? min(pow2(2 * Double.pi / response), Self.maximumStiffness) : Self.maximumStiffness
    }

    /// The damping coefficient c: `2 √k ζ`.
    public var damping: Double { 2 * stiffness.squareRoot() * dampingFraction }

    /// The number of integration steps SwiftUI has taken at elapsed time `t`:
    /// `ceil(300 t)`, with a 1e-9 tolerance for times on the step grid.
    /// Times past the step cap (and infinite times) give the cap plus one,
    /// where every spring is done; NaN gives 0.
    public static func stepCount(at t: Double) -> Int {
        guard t > 0 else { return 0 }
        let steps = (t * stepsPerSecond - 1e-9).rounded(.up)
        return steps > Double(maximumSteps) ? maximumSteps + 1 : Int(saturating: steps)
    }

    /// The state of a unit step after some number of integration steps.
    package struct State {
        /// Creates a value from its stored properties.
        package init() {
        }

        package var x = 0.0, v = 0.0, f = 0.0

        package mutating func step(stiffness k: Double, damping c: Double) {
            let h = 1.0 / FluidSpring.stepsPerSecond
            let vh = v + f * (h / 2)
            x += vh * h
            f = -c * vh + k * (1 - x)
            v = vh + f * (h / 2)
        }

    }

    /// The shared integrated trajectory of this spring.
    package var trajectory: SpringTrajectory { .shared(stiffness: stiffness, damping: damping) }

    /// The state after `n` steps (position only; read from the shared trajectory).
    package func state(afterSteps n: Int) -> State {
        var s = State()
        s.x = trajectory.position(afterSteps: n)
        return s
    }

    /// The first step count at which the spring is at rest for a change of
    /// size `magnitude` (``maximumSteps`` when it never rests).
    public func restStep(magnitude: Double) -> Int {
        trajectory.rest(magnitude: magnitude).step
    }

    /// Whether the spring comes to rest within ``maximumSteps`` steps for a
    /// change of size `magnitude`. An undamped spring (`dampingFraction` 0) never does.
    public func comesToRest(magnitude: Double) -> Bool {
        trajectory.rest(magnitude: magnitude).settles
    }

    /// The range of the unit progress while the spring runs for a change of
    /// size `magnitude` (0 included; 1 is where it snaps when done). A spring
    /// whose integration diverges has an infinite range.
    public func progressRange(magnitude: Double) -> ClosedRange<Double> {
        trajectory.rest(magnitude: magnitude).range
    }

    /// The unit progress at elapsed time `t`, or nil once the spring is done.
    package func sample(at t: Double, magnitude: Double) -> Double? {
        let n = Self.stepCount(at: t)
        let rest = trajectory.rest(magnitude: magnitude)
        // A spring that never rests runs to the end of its integration, 60 s included.
        if rest.settles ? n >= rest.step : n > Self.maximumSteps { return nil }
        return trajectory.position(afterSteps: n)
    }

    /// The last time at which the spring is still running: it is done for every
    /// `t > settleTime`. Infinite when it does not come to rest within
    /// ``maximumSteps`` steps (sampling still stops there).
    package func settleTime(magnitude: Double) -> Double {
        let rest = trajectory.rest(magnitude: magnitude)
        guard rest.settles else { return .infinity }
        return rest.step == 0 ? 0 : Double(rest.step - 1) / Self.stepsPerSecond
    }
}

@inline(__always) package func pow2(_ x: Double) -> Double { x * x }
