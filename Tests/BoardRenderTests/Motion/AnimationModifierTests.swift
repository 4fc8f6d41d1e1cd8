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

@Suite struct AnimationModifierTests {
    @Test func speedStretchesTime() {
        let a = Animation.easeInOut(duration: 0.7).speed(0.25)
        #expect(a.settleTime() == 2.8)
        #expect(a.progress(at: 1.4) == 0.5)
        #expect(a.progress(at: 2.8) == 1)
        #expect(!a.isDone(at: 2.8))
        #expect(a.isDone(at: 2.8001))
        #expect(abs(a.progress(at: 0.7) - UnitBezier.easeInOut.value(at: 0.25)) < 1e-12)
    }

    @Test func delayHoldsAtZero() {
        let a = Animation.linear(duration: 1).delay(0.5)
        #expect(a.progress(at: 0.3) == 0)
        #expect(a.progress(at: 1.0) == 0.5)
        #expect(a.settleTime() == 1.5)
    }

    @Test func orderOfSpeedAndDelay() {
        // delay inside speed is sped up too; speed inside delay is not.
        let a = Animation.linear(duration: 1).delay(1).speed(2)
        let b = Animation.linear(duration: 1).speed(2).delay(1)
        #expect(a.settleTime() == 1.0)
        #expect(b.settleTime() == 1.5)
        #expect(a.progress(at: 0.75) == 0.5)
        #expect(b.progress(at: 1.25) == 0.5)
    }

    @Test func repeatCountAutoreversesByDefault() {
        let a = Animation.linear(duration: 1).repeatCount(2)
        #expect(a.progress(at: 0.25) == 0.25)
        #expect(a.progress(at: 1.25) == 0.75)   // second iteration reversed
        #expect(a.progress(at: 2.0) == 0)       // still running, at the start
        #expect(a.progress(at: 2.01) == 1)      // done: snaps to the target
        #expect(a.settleTime() == 2)
    }

    @Test func repeatWithoutReverse() {
        let a = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
        #expect(a.progress(at: 1.5) == 0.5)
        #expect(a.progress(at: 2.5) == 0.5)
        #expect(a.settleTime() == 3)
    }

    @Test func repeatForeverNeverEnds() {
        let a = Animation.easeIn.repeatForever()
        #expect(a.settleTime() == .infinity)
        #expect(!a.isDone(at: 1000))
    }

    @Test func zeroDurationIsDoneAtOnce() {
        #expect(Animation.linear(duration: 0).isDone(at: 0))
        #expect(Animation.linear(duration: 0).progress(at: 0) == 1)
    }

    @Test func timingCurveOvershootsWhenControlPointsDo() {
        let a = Animation.timingCurve(0.3, 1.6, 0.6, 1.4, duration: 1)
        #expect((0.1...0.9).contains(0.5))
        #expect(a.progress(at: 0.6) > 1)
    }
}
