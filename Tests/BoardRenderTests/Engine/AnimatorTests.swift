import Testing
import TestSupport
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

/// Interrupted animations (docs/semantics.md §12): timing curves combine, fluid springs merge.
@Suite struct AnimatorTests {
    @Test func aChangeAnimatesTheDeltaAndSnapsWhenDone() {
        var a = Animator([0])
        a.change(to: [100], at: 1, animation: .linear(duration: 1))
        #expect(a.value(at: 0.5) == [0])
        #expect(approx(a.value(at: 1.25)[0], 25))
        #expect(a.value(at: 2.5) == [100])
        #expect(a.isRunning(at: 1.5) && !a.isRunning(at: 2.01))
        #expect(a.endTime == 2)
    }

    @Test func aChangeWithoutAnimationJumps() {
        var a = Animator([0])
        a.change(to: [100], at: 0, animation: .linear(duration: 1))
        a.change(to: [10], at: 0.5, animation: nil)
        #expect(a.value(at: 0.5) == [10] && a.value(at: 0.75) == [10])
        #expect(approx(a.value(at: 0.25)[0], 25))
    }

    /// §12.1: `.linear(duration: 1)` 0 → 100; at 0.5 (value 50) retarget to 0 with the same curve:
    /// the first animation keeps running and the second animates from that moving value.
    @Test func timingCurvesCombine() {
        var a = Animator([0])
        a.change(to: [100], at: 0, animation: .linear(duration: 1))
        a.change(to: [0], at: 0.5, animation: .linear(duration: 1))
        let expected: [(Double, Double)] = [(0.5, 50), (0.6, 54), (0.75, 56.25), (1.0, 50), (1.25, 25), (1.5, 0)]
        for (t, v) in expected { #expect(approx(a.value(at: t)[0], v, 1e-4), "t = \(t)") }
        #expect(a.endTime == 1.5)
    }

    /// §12.2: `.smooth` 0 → 100, retargeted to 0 at 0.2 (x = 71.29, v = +254 pt/s): position,
    /// velocity and force carry over and the 300 Hz clock keeps running.
    @Test func fluidSpringsMergeKeepingVelocity() {
        var a = Animator([0])
        a.change(to: [100], at: 0, animation: .smooth)
        #expect(approx(a.value(at: 0.2)[0], 71.29, 0.01))
        a.change(to: [0], at: 0.2, animation: .smooth)
        let expected: [(Double, Double)] = [(0.217, 73.66), (0.25, 69.01), (0.3, 53.07), (0.4, 24.45), (0.5, 9.80), (0.8, 0.49)]
        for (t, v) in expected { #expect(approx(a.value(at: t)[0], v, 0.02), "t = \(t)") }
        #expect(a.isRunning(at: 0.8))
        #expect(a.value(at: 3) == [0] && !a.isRunning(at: 3))
    }

    /// A spring that takes over a timing curve starts from its value and velocity.
    @Test func aSpringTakesOverATimingCurvesVelocity() {
        var a = Animator([0])
        a.change(to: [100], at: 0, animation: .linear(duration: 1))
        a.change(to: [100], at: 0.5, animation: .smooth)
        // Moving at 100 pt/s, the value overshoots past where the line was going before it settles.
        let v = a.value(at: 0.55)[0]
        #expect(v > 50 && v < 60)
        #expect(a.value(at: 5) == [100])
    }

    /// A spring that starts from rest is the plain unit spring (the bench's case), bit for bit.
    @Test func aSpringFromRestIsTheUnitSpring() {
        var a = Animator([10, 0], units: [1, 1])
        a.change(to: [80, 0], at: 0, animation: .bouncy)
        let p = Animation.bouncy.progress(at: 0.3, magnitude: 70)
        #expect(a.value(at: 0.3)[0] == 10 + (80 - 10) * p)
    }
}
