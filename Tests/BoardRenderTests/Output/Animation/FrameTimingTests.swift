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

@Suite struct FrameTimingTests {
    @Test func millisecondsCarryTheirRounding() {
        let ms = FrameTiming(fps: 30, ticksPerSecond: 1000, minimumTicks: 11)
        #expect(ms.durations(frameCount: 6) == [33, 34, 33, 33, 34, 33])
        #expect(ms.durations(cycleSeconds: 1).reduce(0, +) == 1000)
        let fast = FrameTiming(fps: 60, speed: 1, ticksPerSecond: 1000, minimumTicks: 11)
        #expect(Set(fast.durations(frameCount: 60)) == [16, 17])
    }

    @Test func aShortLastFrameMergesIntoTheOneBefore() {
        // 0.105 s at 20 fps: frames at 0, 50, 100 ms; the last would last 5 ms.
        let ms = FrameTiming(fps: 20, ticksPerSecond: 1000, minimumTicks: 11)
        #expect(ms.durations(cycleSeconds: 0.105) == [50, 55])
        #expect(ms.durations(cycleSeconds: 0.115) == [50, 50, 15])
    }

    @Test func gifTimingIsTheSameArithmeticInCentiseconds() throws {
        let gif = try GifTiming(fps: 30, speed: 0.5)
        let cs = FrameTiming(fps: 30, speed: 0.5, ticksPerSecond: 100, minimumTicks: 2)
        #expect(gif.delays(cycleSeconds: 6.8) == cs.durations(cycleSeconds: 6.8))
        #expect(gif.clock == cs)
    }
}
