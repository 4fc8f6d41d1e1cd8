import Foundation

/// The integrated path of a ``FluidSpring``'s unit step, computed once and
/// shared: every sample of a spring reads it instead of integrating from 0.
///
/// Integration is lazy (only as far as a caller has asked) and bounded by
/// ``FluidSpring/maximumSteps``, so one trajectory holds at most 18,001
/// positions and stop-rule values (≈ 290 KB). Trajectories live in a small
/// process-wide cache keyed by stiffness and damping (``shared(stiffness:damping:)``),
/// which keeps at most ``cacheCapacity`` of them. Thread-safe: GIF workers
/// sample springs concurrently.
package final class SpringTrajectory: @unchecked Sendable {
    /// The spring's stiffness k.
    package let stiffness: Double
    /// The spring's damping coefficient c.
    package let damping: Double

    private let lock = NSLock()
    /// `positions[n]`: x after n steps.
    private var positions: [Double] = [0]
    /// `restSquares[n]`: max(v², F²) after n steps, the stop rule's first term.
    private var restSquares: [Double] = [0]
    private var state = FluidSpring.State()
    /// The rest step and the range of x before it, by magnitude.
    private var settled: [Double: (step: Int, range: ClosedRange<Double>, settles: Bool)] = [:]

    /// The most trajectories kept at once.
    package static let cacheCapacity = 128
    /// The most magnitudes remembered per trajectory.
    package static let magnitudeCapacity = 1024

    package init(stiffness: Double, damping: Double) {
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Integrates up to step `n` (at most ``FluidSpring/maximumSteps``). Call with the lock held.
    private func extend(to n: Int) {
        let target = min(max(n, 0), FluidSpring.maximumSteps)
        guard positions.count <= target else { return }
        positions.reserveCapacity(target + 1)
        restSquares.reserveCapacity(target + 1)
        while positions.count <= target {
            state.step(stiffness: stiffness, damping: damping)
            positions.append(state.x)
            restSquares.append(max(state.v * state.v, state.f * state.f))
        }
    }

    /// x after `n` steps (`n` is clamped to 0…``FluidSpring/maximumSteps``).
    package func position(afterSteps n: Int) -> Double {
        lock.lock()
        defer { lock.unlock() }
        extend(to: n)
        return positions[min(max(n, 0), FluidSpring.maximumSteps)]
    }

    /// The first step at which the stop rule holds for a change of `magnitude`
    /// (``FluidSpring/maximumSteps`` when it never does), the range of x
    /// over the steps before it, 0 included, and whether it holds at all.
    package func rest(magnitude: Double) -> (step: Int, range: ClosedRange<Double>, settles: Bool) {
        if magnitude == 0 { return (0, 0...0, true) }
        lock.lock()
        defer { lock.unlock() }
        if let known = settled[magnitude] { return known }
        let m2 = magnitude * magnitude
        var low = 0.0, high = 0.0, step = FluidSpring.maximumSteps, settles = false
        var n = 1
        while n <= FluidSpring.maximumSteps {
            if n >= positions.count { extend(to: min(max(2 * positions.count, 64), FluidSpring.maximumSteps)) }
            let x = positions[n]
            if restSquares[n] * m2 <= FluidSpring.restThresholdSquared, abs(1 - x) <= FluidSpring.restDistanceFraction {
                step = n
                settles = true
                break
            }
            // NaN never rests and poisons the range: a diverging spring is reported by its range.
            if x.isNaN { low = -.infinity; high = .infinity } else { low = min(low, x); high = max(high, x) }
            n += 1
        }
        let result = (step, low...high, settles)
        if settled.count >= Self.magnitudeCapacity { settled.removeAll(keepingCapacity: true) }
        settled[magnitude] = result
        return result
    }

    // MARK: The shared cache

    private struct Key: Hashable {
        package var stiffness: UInt64, damping: UInt64
    }

    nonisolated(unsafe) private static var cache: [Key: SpringTrajectory] = [:]
    nonisolated(unsafe) private static var order: [Key] = []
    private static let cacheLock = NSLock()

    /// The trajectory of a spring with `stiffness` and `damping`, from the cache.
    package static func shared(stiffness: Double, damping: Double) -> SpringTrajectory {
        let key = Key(stiffness: stiffness.bitPattern, damping: damping.bitPattern)
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let known = cache[key] { return known }
        if order.count >= cacheCapacity {
            cache[order.removeFirst()] = nil
        }
        let trajectory = SpringTrajectory(stiffness: stiffness, damping: damping)
        cache[key] = trajectory
        order.append(key)
        return trajectory
    }
}
