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

@Suite struct GifTimingTests {
    @Test func thirtyFpsCarriesRounding() throws {
        let timing = try GifTiming(fps: 30)
        // Boundaries 0, 3.33, 6.67, 10 round to 0, 3, 7, 10: the 3-3-4 cycle, each frame within 0.5 cs.
        #expect(timing.delays(frameCount: 9) == [3, 4, 3, 3, 4, 3, 3, 4, 3])
        #expect(timing.delays(frameCount: 90).reduce(0, +) == 300)
        #expect(timing.totalCentiseconds(frameCount: 90) == 300)
    }

    @Test(arguments: [(50, 2), (25, 4), (20, 5), (10, 10), (1, 100)])
    func exactRates(fps: Int, delay: Int) throws {
        let delays = try GifTiming(fps: fps).delays(frameCount: 40)
        #expect(delays.allSatisfy { $0 == delay })
    }

    @Test func neverBelowTwoCentisecondsAndNoDrift() throws {
        for fps in 1...50 {
            for speed in [0.25, 0.5, 0.75, 1, 1.3] where Double(fps) * speed <= 50 {
                let timing = try GifTiming(fps: fps, speed: speed)
                let delays = timing.delays(frameCount: 257)
                #expect(delays.allSatisfy { $0 >= 2 }, "fps \(fps) speed \(speed)")
                let exact = 257 * 100 / (Double(fps) * speed)
                #expect(abs(Double(delays.reduce(0, +)) - exact) <= 0.5, "fps \(fps) speed \(speed)")
            }
        }
    }

    @Test func speedDividesDurations() throws {
        let half = try GifTiming(fps: 30, speed: 0.5)   // plays like 15 fps: 6.67 cs a frame
        #expect(half.delays(frameCount: 3) == [7, 6, 7])
        let double = try GifTiming(fps: 25, speed: 2)   // 50 fps
        #expect(double.delays(frameCount: 4) == [2, 2, 2, 2])
    }

    @Test func rejectsRatesAboveFifty() {
        #expect(throws: GifError.frameRateTooHigh(fps: 60, speed: 1)) { try GifTiming(fps: 60) }
        #expect(throws: GifError.frameRateTooHigh(fps: 30, speed: 2)) { try GifTiming(fps: 30, speed: 2) }
        #expect(throws: GifError.invalidFrameRate(fps: 0)) { try GifTiming(fps: 0) }
        #expect(throws: GifError.invalidSpeed(speed: 0)) { try GifTiming(fps: 30, speed: 0) }
        #expect(throws: GifError.invalidSpeed(speed: .infinity)) { try GifTiming(fps: 30, speed: .infinity) }
    }

    @Test func messagesNameTheOptionAndTheFix() {
        let message = GifError.frameRateTooHigh(fps: 60, speed: 1).description
        #expect(message == "--fps 60: a GIF cannot play faster than 50 fps (delays are whole centiseconds and browsers slow 0–1 cs frames down to 10 cs); use 50, 25, 20, 10, 5, 4, 2 or 1 fps (every frame the same whole number of centiseconds)")
        let withSpeed = GifError.frameRateTooHigh(fps: 30, speed: 2).description
        #expect(withSpeed.hasPrefix("--fps 30 at --speed 2 (60 fps): a GIF cannot play faster than 50 fps"))
    }

    @Test func cycleLengthIsExact() throws {
        let timing = try GifTiming(fps: 30)
        #expect(timing.frameCount(cycleSeconds: 1) == 30)
        #expect(timing.delays(cycleSeconds: 1).reduce(0, +) == 100)
        // 6.75 s = 202.5 frames: 203 frames, the last one half as long.
        let odd = timing.delays(cycleSeconds: 6.75)
        #expect(odd.count == 203)
        #expect(odd.reduce(0, +) == 675)
        #expect(odd.allSatisfy { $0 >= 2 })
        // 1.01 s: the 31st frame would last 0.33 cs, so it is dropped and frame 30 absorbs it.
        let short = timing.delays(cycleSeconds: 1.01)
        #expect(short.count == 30)
        #expect(short.reduce(0, +) == 101)
        #expect(short.allSatisfy { $0 >= 2 })
        // Played twice as fast, the same cycle lasts half as long.
        let fast = try GifTiming(fps: 25, speed: 2).delays(cycleSeconds: 6.8)
        #expect(fast.reduce(0, +) == 340)
    }
}
