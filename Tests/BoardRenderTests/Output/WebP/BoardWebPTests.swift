import Foundation
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

/// A whole board through the one pipeline: every decoded frame is `Renderer.raster` of its instant.
@Suite struct BoardWebPTests {
    @Test func everyFrameIsTheRendererRasterOfItsInstant() throws {
        let webp = try BoardWebP(board: BuiltinBoards.trap, options: .init(fps: 10, scale: 1, poster: 1.2))
        try withTemporaryFile("trap", extension: "webp") { path in
            let report = try webp.write(to: path)
            let decoded = try decodeWebP(path: path)
            let durations = webp.cycle.durations
            #expect(report.stats.framesAdded == durations.count)
            #expect(report.framesRendered < durations.count) // holds are not rendered
            var start = 0
            for (i, duration) in durations.enumerated() {
                let expected = try Renderer.raster(webp.cycle.builder.scene(at: webp.cycle.time(ofFrame: i)), scale: 1)
                #expect(decoded.frame(at: start) == expected, "frame \(i) at \(start) ms")
                start += duration
            }
        }
    }

    /// The durations carry their rounding: the total is the cycle divided by the speed, to the millisecond.
    @Test(arguments: [(30, 1.0), (25, 2.0), (60, 1.0), (24, 0.5)])
    func durationsSumToTheCycleOverTheSpeed(fps: Int, speed: Double) throws {
        let webp = try BoardWebP(board: BuiltinBoards.trap, options: .init(fps: fps, scale: 1, speed: speed))
        let cycle = webp.cycle.builder.timeline.cycle
        let durations = webp.cycle.durations
        #expect(durations.reduce(0, +) == Int((cycle * 1000 / speed).rounded()))
        #expect(durations.allSatisfy { $0 >= WebPTiming.minimumDuration })
        let exact = 1000 / (Double(fps) * speed)
        #expect(durations.dropLast().allSatisfy { abs(Double($0) - exact) < 1 })
    }

    @Test func theFileLastsOneCycleAndLoops() throws {
        let webp = try BoardWebP(board: BuiltinBoards.trap, options: .init(fps: 30, scale: 1, loops: 2))
        try withTemporaryFile("loops", extension: "webp") { path in
            let report = try webp.write(to: path)
            let decoded = try decodeWebP(path: path)
            #expect(decoded.durationMilliseconds == 6800)
            #expect(report.stats.durationMilliseconds == 6800)
            #expect(decoded.loopCount == 3)
            #expect(decoded.frames.count == report.stats.framesStored)
            #expect(report.stats.framesStored < report.stats.framesAdded) // the holds merged
        }
    }

    @Test func optionsOutOfRangeAreRejectedBeforeAnyWork() {
        #expect(throws: WebPError.frameRateTooHigh(fps: 61, speed: 1)) { try BoardWebP(board: BuiltinBoards.trap, options: .init(fps: 61)) }
        #expect(throws: WebPError.frameRateTooHigh(fps: 40, speed: 2)) {
            try BoardWebP(board: BuiltinBoards.trap, options: .init(fps: 40, speed: 2))
        }
        #expect(throws: WebPError.invalidQuality(quality: -1)) { try BoardWebP(board: BuiltinBoards.trap, options: .init(quality: -1)) }
        #expect(throws: RenderError.self) { try BoardWebP(board: BuiltinBoards.trap, options: .init(loops: 65_535)) }
        #expect(throws: RenderError.self) { try BoardWebP(board: BuiltinBoards.trap, options: .init(poster: 99)) }
    }
}
