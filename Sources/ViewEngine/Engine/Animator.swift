import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// One animated value of one view — a laid-out frame, a modifier's parameters,
/// a text layer's opacity — as a vector of components: its value before the
/// first change, and every change since, each with its transaction's animation.
///
/// The value at `t` follows docs/semantics.md §0 and §12:
///
/// * a change animates the delta: `from + (target − from) · p(t − start)`;
/// * a change that starts while an earlier one is still running **combines**
///   with it when its animation is a timing curve, an `interpolatingSpring`
///   or a modified animation: the earlier animation keeps running toward its
///   own target, and the new one animates from that moving value,
///   `shown(t) = c(t) + (target − c(t)) · p(t − start)` (§12.1);
/// * a plain fluid spring (`.spring`, `.smooth`, `.bouncy`, …) **merges**: it
///   takes the current value, velocity and force, keeps the clock, and is
///   integrated toward the new target (§12.2, ``SpringMerge``);
/// * a change without animation sets the value at once, and once the newest
///   animation is done the value is its target.
package struct Animator: Sendable {
    /// One change of the value.
    package struct Change: Sendable {
        /// When it happened, in board seconds.
        package var start: Double
        /// The new model value.
        package var target: [Double]
        /// The transaction's animation; nil: the value jumps.
        package var animation: Animation?
        /// The size of the model change in absolute units (the spring stop rule's |Δ|).
        package var magnitude: Double
        /// Whether the target differs from the previous model value.
        package var isMotion: Bool
        /// A fluid spring retargeted while the value was moving.
        package var merge: SpringMerge?
    }

    /// The value before the first change.
    package let initial: [Double]
    /// Per component, the factor to absolute units (points, radians, opacity).
    package let units: [Double]
    /// The changes, in time order.
    package private(set) var changes: [Change] = []

    /// Creates an animator resting at `initial`.
    package init(_ initial: [Double], units: [Double]? = nil) {
        self.initial = initial
        self.units = units ?? Array(repeating: 1, count: initial.count)
    }

    /// The model value after every change so far.
    package var target: [Double] { changes.last?.target ?? initial }

    /// Records a change at `start` (not earlier than the last one) and returns
    /// how long it animates from `start` (0 when it does not; infinite for `.repeatForever`).
    @discardableResult
    package mutating func change(to target: [Double], at start: Double, animation: Animation?) -> Double {
        let previous = self.target
        let magnitude = Self.norm(zip(previous, target).enumerated().map { ($1.1 - $1.0) * units[$0] })
        var change = Change(
            start: start, target: target, animation: animation, magnitude: magnitude,
            isMotion: previous != target, merge: nil)
        if case let .fluidSpring(spring)? = animation, isRunning(at: start) {
            change.merge = mergeState(spring, into: target, at: start, modelChange: magnitude)
        }
        changes.append(change)
        return Self.duration(of: change)
    }

    /// The value at `t`.
    package func value(at t: Double) -> [Double] { value(at: t, upTo: changes.count) }

    /// The value at `t` as if only the first `count` changes had happened.
    package func value(at t: Double, upTo count: Int) -> [Double] {
        guard let j = newest(at: t, upTo: count) else { return initial }
        let c = changes[j]
        guard let animation = c.animation else { return c.target }
        if let merge = c.merge { return merge.value(at: t) ?? c.target }
        guard let p = animation.sample(at: Self.local(t, since: c.start), magnitude: c.magnitude) else { return c.target }
        let from = value(at: t, upTo: j)
        return zip(from, c.target).map { $0 + ($1 - $0) * p }
    }

    /// Whether the newest change at `t` is still animating toward its target.
    package func isRunning(at t: Double) -> Bool {
        guard let j = newest(at: t, upTo: changes.count) else { return false }
        let c = changes[j]
        guard let animation = c.animation else { return false }
        if let merge = c.merge { return merge.value(at: t) != nil }
        // Inclusive of its end: at the instant `list` prints as a step's end (snapped to 1e-9 s),
        // a view whose removal ends then is still drawn, at its end state.
        return c.isMotion && animation.sample(at: max(0, Self.local(t, since: c.start) - Self.endTolerance), magnitude: c.magnitude) != nil
    }

    /// How far past its computed end an animation still counts as running: the timeline's grid.
    package static let endTolerance = 1e-9

    /// When the newest change ends: its start plus its animation's settle time
    /// (its start when it does not animate). Infinite for `.repeatForever`.
    package var endTime: Double {
        guard let c = changes.last else { return -.infinity }
        return c.start + Self.duration(of: c)
    }

    /// Why the newest change never ends, in words; nil when it ends.
    package var endlessReason: String? {
        guard let c = changes.last, Self.duration(of: c) == .infinity, let animation = c.animation else { return nil }
        return animation.endlessReason(magnitude: c.magnitude)
            ?? (c.merge != nil ? FluidSpring.mergeNeverRests : nil)
    }

    /// How long a change animates from its start.
    package static func duration(of c: Change) -> Double {
        guard let animation = c.animation else { return 0 }
        if let merge = c.merge { return merge.endTime - c.start }
        guard c.isMotion else { return 0 }
        return animation.boardDuration(magnitude: c.magnitude)
    }

    /// The index of the newest of the first `count` changes started at or before `t`.
    private func newest(at t: Double, upTo count: Int) -> Int? {
        var j = count - 1
        while j >= 0, changes[j].start > t { j -= 1 }
        return j >= 0 ? j : nil
    }

    /// The state a fluid spring takes over at `start`: the current value and
    /// velocity, a running spring's force and clock (docs/semantics.md §12.2).
    private func mergeState(_ spring: FluidSpring, into target: [Double], at start: Double, modelChange: Double) -> SpringMerge {
        let count = changes.count
        if let last = changes.last, let handOver = springHandOver(last, index: count - 1, at: start) {
            return SpringMerge(
                spring: spring, state: handOver.state, clock: handOver.clock, target: target, units: units,
                modelChange: modelChange)
        }
        // From a timing curve (or from rest): value and velocity now, no force, a new clock.
        let x = value(at: start, upTo: count)
        let h = 1e-4
        let before = value(at: start - h, upTo: count), after = value(at: start + h, upTo: count)
        let v = zip(before, after).map { ($1 - $0) / (2 * h) }
        let state = SpringMerge.State(x: x, v: v, f: Array(repeating: 0, count: x.count))
        return SpringMerge(
            spring: spring, state: state, clock: .init(origin: start, steps: 0), target: target, units: units,
            modelChange: modelChange)
    }

    /// The integrator state of a fluid spring still running at `start`, and its clock.
    private func springHandOver(_ c: Change, index: Int, at start: Double) -> (state: SpringMerge.State, clock: SpringMerge.Clock)? {
        if let merge = c.merge {
            guard merge.value(at: start) != nil else { return nil }
            return merge.handOver(at: start)
        }
        guard case let .fluidSpring(spring)? = c.animation, c.isMotion,
              spring.sample(at: start - c.start, magnitude: c.magnitude) != nil else { return nil }
        let n = FluidSpring.stepCount(at: start - c.start)
        // The full integrator state (position, velocity and force) after n steps.
        var unit = FluidSpring.State()
        for _ in 0..<min(n, FluidSpring.maximumSteps) { unit.step(stiffness: spring.stiffness, damping: spring.damping) }
        let from = value(at: c.start, upTo: index)
        let delta = zip(from, c.target).map { $1 - $0 }
        let state = SpringMerge.State(
            x: zip(from, delta).map { $0 + $1 * unit.x }, v: delta.map { $0 * unit.v }, f: delta.map { $0 * unit.f })
        return (state, .init(origin: c.start, steps: n))
    }

    package static func norm(_ v: [Double]) -> Double { v.reduce(0) { $0 + $1 * $1 }.squareRoot() }

    /// The time since `start`, snapped to the 1e-9 s grid the timeline lives on
    /// when it is within rounding of it: 1.04 − 0.82 is 0.22, not
    /// 0.22000000000000003, so a 0.22 s animation is still drawn at its end.
    package static func local(_ t: Double, since start: Double) -> Double {
        let d = t - start
        let snapped = (d * 1e9).rounded() / 1e9
        return abs(d - snapped) <= 1e-12 * max(1, abs(d)) ? snapped : d
    }
}
