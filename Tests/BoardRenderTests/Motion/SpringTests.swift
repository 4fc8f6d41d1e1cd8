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

@Suite struct FluidSpringTests {
    static let times = [0.05, 0.10, 0.15, 0.20, 0.30, 0.40, 0.50, 0.75, 1.00]
    /// docs/semantics.md §2.2: unit progress with N = ceil(300 t) steps.
    static let table: [(String, Animation, [Double])] = [
        ("smooth", .smooth(), [0.1277, 0.3558, 0.5602, 0.7129, 0.8865, 0.9574, 0.9845, 0.9988, 0.9999]),
        ("r0.55 ζ1", .spring(response: 0.55, dampingFraction: 1),
         [0.1091, 0.3145, 0.5095, 0.6636, 0.8531, 0.9392, 0.9756, 0.9977, 0.9998]),
        ("r0.5 ζ0.825", .spring(response: 0.5, dampingFraction: 0.825),
         [0.1349, 0.3908, 0.6259, 0.7969, 0.9645, 1.0051, 1.0068, 1.0003, 1.0]),
        ("snappy", .snappy(), [0.1339, 0.3854, 0.6156, 0.7837, 0.9525, 0.9984, 1.0044, 1.0004, 1.0]),
        ("bouncy", .bouncy(), [0.1405, 0.4196, 0.6825, 0.8709, 1.0297, 1.0360, 1.0133, 0.9985, 1.0001]),
    ]

    @Test(arguments: table.indices)
    func integratorMatchesTable(_ i: Int) {
        let (name, animation, expected) = Self.table[i]
        for (t, p) in zip(Self.times, expected) {
            // Raw integrator value (before the stop rule snaps it), 4-decimal table.
            guard case let .fluidSpring(s) = animation else { Issue.record("not a fluid spring"); return }
            let raw = s.state(afterSteps: FluidSpring.stepCount(at: t)).x
            #expect(abs(raw - p) <= 6e-5, "\(name) at \(t): \(raw) vs \(p)")
        }
    }

    @Test func interactiveSpringResponseOverload() {
        let expected = [0.6700, 0.9630, 0.9994, 1.0005]
        let a = Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
        guard case let .fluidSpring(s) = a else { Issue.record("not a fluid spring"); return }
        for (t, p) in zip([0.05, 0.10, 0.15, 0.20], expected) {
            #expect(abs(s.state(afterSteps: FluidSpring.stepCount(at: t)).x - p) <= 6e-5)
        }
    }

    @Test func stepCountUsesToleranceOnTheGrid() {
        #expect(FluidSpring.stepCount(at: 0) == 0)
        #expect(FluidSpring.stepCount(at: 0.1) == 30)
        #expect(FluidSpring.stepCount(at: 0.37) == 111)   // 0.37 × 300 = 111.00000000000001
        #expect(FluidSpring.stepCount(at: 0.1001) == 31)
    }

    /// docs/semantics.md §2.2: times until done for a change of 1, 100 and 300 units.
    @Test(arguments: [
        (Animation.spring(response: 0.5, dampingFraction: 1), [0.82, 1.27, 1.37]),
        (Animation.spring(response: 0.5, dampingFraction: 0.825), [0.53, 0.98, 1.31]),
        (Animation.spring(response: 0.5, dampingFraction: 0.7), [0.76, 1.13, 1.44]),
    ])
    func stopRuleDependsOnMagnitude(_ animation: Animation, _ expected: [Double]) {
        for (magnitude, done) in zip([1.0, 100, 300], expected) {
            let settle = animation.settleTime(magnitude: magnitude)
            #expect(abs(settle - done) <= 0.011, "Δ = \(magnitude): \(settle) vs \(done)")
            #expect(!animation.isDone(at: settle, magnitude: magnitude))
            #expect(animation.isDone(at: settle + 1.0 / 300, magnitude: magnitude))
        }
    }

    @Test func doneSnapsToTarget() {
        let a = Animation.smooth()
        #expect(a.progress(at: 5) == 1)
        #expect(a.sample(at: 5) == nil)
        #expect(a.progress(at: 0) == 0)
    }

    @Test func presetsMapDurationAndBounce() {
        #expect(Animation.spring() == .fluidSpring(FluidSpring(response: 0.5, dampingFraction: 1)))
        #expect(Animation.snappy() == .fluidSpring(FluidSpring(response: 0.5, dampingFraction: 0.85)))
        #expect(Animation.bouncy(duration: 0.4, extraBounce: 0.1)
                == .fluidSpring(FluidSpring(response: 0.4, dampingFraction: 0.6)))
        #expect(Animation.spring(duration: 0.5, bounce: -0.5)
                == .fluidSpring(FluidSpring(response: 0.5, dampingFraction: 2)))
        #expect(Animation.interactiveSpring()
                == .fluidSpring(FluidSpring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25)))
        // Flutter's check of SwiftUI's mapping: duration 0.5, bounce 0.3 → k 157.91, c 17.59.
        guard case let .fluidSpring(s) = Animation.spring(duration: 0.5, bounce: 0.3) else { return }
        #expect(abs(s.stiffness - 157.91) < 0.01)
        #expect(abs(s.damping - 17.59) < 0.01)
    }

    @Test func defaultIsTheDocumentedSpring() {
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1))
    }
}

@Suite struct InterpolatingSpringTests {
    /// The closed form stays within 0.006 of the integrator (docs/semantics.md §2.2).
    @Test(arguments: [(0.5, 1.0), (0.5, 0.825), (0.5, 0.7), (0.5, 0.85)])
    func closedFormNearIntegrator(_ response: Double, _ zeta: Double) {
        let k = pow2(2 * Double.pi / response), c = 2 * k.squareRoot() * zeta
        let closed = InterpolatingSpring(stiffness: k, damping: c)
        let fluid = FluidSpring(response: response, dampingFraction: zeta)
        for t in stride(from: 0.02, through: 1.0, by: 0.01) {
            let a = closed.value(at: t), b = fluid.state(afterSteps: FluidSpring.stepCount(at: t)).x
            #expect(abs(a - b) <= 0.0065, "t = \(t)")
        }
    }

    @Test func overdampedUsesCriticalFormula() {
        let s = InterpolatingSpring(stiffness: 100, damping: 40)   // ζ = 2
        let w0 = 10.0, t = 0.3
        #expect(abs(s.value(at: t) - (1 - (1 + w0 * t) * exp(-w0 * t))) < 1e-12)
    }

    @Test func underdampedValue() {
        let s = InterpolatingSpring(stiffness: 170, damping: 15)
        let w0 = 170.0.squareRoot(), zeta = 15 / (2 * w0), wd = w0 * (1 - zeta * zeta).squareRoot()
        let t = 0.25
        let expected = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
        #expect(abs(s.value(at: t) - expected) < 1e-12)
    }

    @Test func criticalSettleTimeIsOnTheTenthGrid() {
        let a = Animation.interpolatingSpring(duration: 0.5, bounce: 0)
        let settle = a.settleTime()
        #expect(abs(settle * 10 - (settle * 10).rounded()) < 1e-9)
        #expect(a.isDone(at: settle))
        #expect(!a.isDone(at: settle - 0.01))
        #expect(abs(1 - a.progress(at: settle - 0.01)) < 0.002)
    }

    @Test func underdampedSettleUsesDecayRate() {
        let s = InterpolatingSpring(stiffness: 170, damping: 15)
        // ζω₀ = 7.5: −ln(0.001 / (1 + |A|)) / 7.5 is about a second, not ~100 s.
        #expect(s.settleTime < 2)
        #expect(s.settleTime >= 1)
    }
}

import Foundation
