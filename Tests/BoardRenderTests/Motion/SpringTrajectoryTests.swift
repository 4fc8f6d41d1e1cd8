import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

/// The shared spring trajectory gives exactly what integrating from 0 gives.
@Suite struct SpringTrajectoryTests {
    /// Integrates from scratch: the reference the cache must match bit for bit.
    static func direct(_ spring: FluidSpring, magnitude: Double) -> (rest: Int, positions: [Double]) {
        var s = FluidSpring.State()
        var positions = [0.0]
        for n in 1...FluidSpring.maximumSteps {
            s.step(stiffness: spring.stiffness, damping: spring.damping)
            positions.append(s.x)
            let m2 = magnitude * magnitude
            if max(s.v * s.v, s.f * s.f) * m2 <= FluidSpring.restThresholdSquared, abs(1 - s.x) <= FluidSpring.restDistanceFraction {
                return (n, positions)
            }
        }
        return (FluidSpring.maximumSteps, positions)
    }

    static let springs: [FluidSpring] = [
        FluidSpring(response: 0.5, dampingFraction: 0.825), FluidSpring(response: 0.3, dampingFraction: 0.5),
        FluidSpring(response: 0.55, dampingFraction: 1), FluidSpring(response: 1, dampingFraction: 0),
        FluidSpring(response: 0, dampingFraction: 0.7),
    ]

    @Test(arguments: springs)
    func matchesDirectIntegration(_ spring: FluidSpring) {
        for magnitude in [1.0, 70, 0.01, 1e-9, 400] {
            let (rest, positions) = Self.direct(spring, magnitude: magnitude)
            #expect(spring.restStep(magnitude: magnitude) == rest)
            for n in stride(from: 0, to: positions.count, by: max(1, positions.count / 50)) {
                #expect(spring.state(afterSteps: n).x == positions[n])
            }
            let range = spring.progressRange(magnitude: magnitude)
            for x in positions.prefix(rest) { #expect(range.contains(x)) }
        }
    }

    @Test func neverRestingSpringStopsAtTheCap() {
        let forever = FluidSpring(response: 1, dampingFraction: 0)
        #expect(forever.restStep(magnitude: 1) == FluidSpring.maximumSteps)
        // It never ends (a board refuses it), but sampling stops at the cap.
        #expect(!forever.comesToRest(magnitude: 1))
        #expect(forever.settleTime(magnitude: 1) == .infinity)
        #expect(forever.sample(at: 60.01, magnitude: 1) == nil)
        // Sampling many times reuses one integration: the same trajectory object.
        #expect(forever.trajectory === FluidSpring(response: 1, dampingFraction: 0).trajectory)
    }

    @Test func divergingSpringHasAnInfiniteRange() {
        let unstable = Animation.spring(response: 0.001, dampingFraction: 50)
        #expect(!unstable.progressRange().upperBound.isFinite || !unstable.progressRange().lowerBound.isFinite)
        #expect(Animation.easeInOut.progressRange() == 0...1)
        #expect(Animation.timingCurve(0.3, 1.8, 0.6, -0.5).progressRange() == -0.5...1.8)
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10).progressRange().upperBound > 1)
    }

    @Test func concurrentSamplingAgrees() async {
        let spring = Animation.spring(response: 0.77, dampingFraction: 0.31)
        let expected = (0..<200).map { spring.progress(at: Double($0) / 100, magnitude: 3) }
        await withTaskGroup(of: [Double].self) { group in
            for _ in 0..<4 {
                group.addTask { (0..<200).map { spring.progress(at: Double($0) / 100, magnitude: 3) } }
            }
            for await values in group { #expect(values == expected) }
        }
    }
}
