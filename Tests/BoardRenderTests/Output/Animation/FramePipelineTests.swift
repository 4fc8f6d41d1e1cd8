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

/// A small frame that changes every frame except in holds: frame `i` shows a dot at `i / 3`.
private func dotFrame(_ i: Int) -> Raster {
    var raster = Raster(width: 40, height: 24, fill: 0xFFF5_F5F7)
    let position = i / 3
    raster[position % 40, (position / 40) % 24] = 0xFF00_7AFF
    raster[(position * 7) % 40, 23] = 0xFF1C_1C1E
    return raster
}

private struct RenderFailure: Error, Equatable {}

@Suite struct FramePipelineTests {
    @Test func longTimelineStaysWithinTheLookAheadWindow() throws {
        try withTemporaryGif("long") { path in
            let count = 2000
            let encoder = try GifEncoder(path: path, width: 40, height: 24)
            let rendered = Locked(0)
            let report = try FramePipeline.encode(
                frameCount: count, durations: [Int](repeating: 2, count: count), into: encoder,
                workers: 2, lookAhead: 4) { i in
                    rendered.withLock { $0 += 1 }
                    return dotFrame(i)
                }
            #expect(report.lookAhead == 4)
            #expect(report.peakLookAhead >= 1 && report.peakLookAhead <= 4)
            #expect(report.framesRendered == count && rendered.withLock { $0 } == count)
            // Three identical frames in a row merge into one 6 cs frame.
            #expect(report.stats.framesAdded == count)
            #expect(report.stats.framesStored == 667)
            #expect(report.stats.durationCentiseconds == 2 * count)
            let gif = try decodeGif(path: path)
            #expect(gif.frames.count == 667)
            #expect(gif.durationCentiseconds == 2 * count)
            for (k, frame) in gif.frames.enumerated() where k % 50 == 0 {
                #expect(frame.screen == dotFrame(3 * k), "stored frame \(k)")
            }
        }
    }

    @Test func repeatHintsSkipRenderingAndMatchTheUnhintedFile() throws {
        let count = 60
        let delays = try GifTiming(fps: 30).delays(frameCount: count)
        let unhinted = try withTemporaryGif("unhinted") { path in
            let encoder = try GifEncoder(path: path, width: 40, height: 24)
            _ = try FramePipeline.encode(frameCount: count, durations: delays, into: encoder) { dotFrame($0) }
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let (hinted, report, renderedIndices) = try withTemporaryGif("hinted") { path in
            let encoder = try GifEncoder(path: path, width: 40, height: 24)
            let seen = Locked<Set<Int>>([])
            let report = try FramePipeline.encode(
                frameCount: count, durations: delays, into: encoder,
                isRepeat: { $0 % 3 != 0 }) { i in
                    seen.withLock { _ = $0.insert(i) }
                    return dotFrame(i)
                }
            return (try Data(contentsOf: URL(fileURLWithPath: path)), report, seen.withLock { $0 })
        }
        #expect(renderedIndices == Set(stride(from: 0, to: count, by: 3)))
        #expect(report.framesRendered == 20)
        #expect(report.stats.framesAdded == count && report.stats.framesStored == 20)
        #expect(hinted == unhinted)
    }

    @Test func pipelineWritesTheSameBytesAsTheSerialEncoder() throws {
        let board = SyntheticBoard(width: 200, height: 120, tileWidth: 40, tileHeight: 20, columns: 4, rows: 3, frameCount: 120)
        let delays = try GifTiming(fps: 25).delays(frameCount: board.frameCount)
        let serial = try withTemporaryGif("serial") { path in
            let encoder = try GifEncoder(path: path, width: 200, height: 120)
            for i in 0..<board.frameCount { try encoder.add(board.render(i), delayCentiseconds: delays[i]) }
            _ = try encoder.finish()
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let parallel = try withTemporaryGif("parallel") { path in
            let encoder = try GifEncoder(path: path, width: 200, height: 120)
            let report = try FramePipeline.encode(
                frameCount: board.frameCount, durations: delays, into: encoder, workers: 3,
                isRepeat: { board.isRepeat($0) }) { board.render($0) }
            #expect(report.framesRendered < board.frameCount) // the board has holds
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        #expect(serial == parallel)
    }

    @Test func aRenderErrorStopsThePipelineAndPropagates() throws {
        try withTemporaryGif("failure") { path in
            let encoder = try GifEncoder(path: path, width: 40, height: 24)
            let rendered = Locked(0)
            #expect(throws: RenderFailure()) {
                try FramePipeline.encode(frameCount: 1000, durations: [Int](repeating: 4, count: 1000), into: encoder,
                                       workers: 2, lookAhead: 3) { i in
                    rendered.withLock { $0 += 1 }
                    if i == 37 { throw RenderFailure() }
                    return dotFrame(i)
                }
            }
            // Workers stop soon after the failure instead of rendering the whole timeline.
            #expect(rendered.withLock { $0 } < 50)
        }
    }

    @Test func anEncoderErrorStopsTheWorkers() throws {
        try withTemporaryGif("mismatch") { path in
            let encoder = try GifEncoder(path: path, width: 40, height: 24)
            #expect(throws: GifError.frameSizeMismatch(path: path, frame: 5, width: 8, height: 8, expectedWidth: 40, expectedHeight: 24)) {
                try FramePipeline.encode(frameCount: 100, durations: [Int](repeating: 4, count: 100), into: encoder) { i in
                    i == 5 ? Raster(width: 8, height: 8, fill: 0xFF00_0000) : dotFrame(i)
                }
            }
        }
    }
}
