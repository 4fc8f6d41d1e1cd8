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

/// A small synthetic board: anti-aliased tiles fading, scaling and sliding, with holds.
private let board = SyntheticBoard(width: 200, height: 120, tileWidth: 40, tileHeight: 20, columns: 4, rows: 3, frameCount: 60)

/// Encodes `frames` (with `durations`) and returns the file's bytes, the stats and libwebp's decode.
private func encode(_ frames: [Raster], durations: [Int], loopCount: Int? = nil, quality: Int? = nil)
    throws -> (bytes: Data, stats: WebPStats, decoded: DecodedWebP) {
    try withTemporaryFile("webp", extension: "webp") { path in
        let encoder = try WebPEncoder(path: path, width: frames[0].width, height: frames[0].height,
                                      loopCount: loopCount, quality: quality)
        for (frame, duration) in zip(frames, durations) { try encoder.add(frame, duration: duration) }
        let stats = try encoder.finish()
        return (try Data(contentsOf: URL(fileURLWithPath: path)), stats, try decodeWebP(path: path))
    }
}

@Suite struct WebPEncoderTests {
    static let frames = (0..<board.frameCount).map { board.render($0) }
    static let durations = try! WebPTiming(fps: 30).clock.durations(frameCount: board.frameCount)

    @Test func losslessFramesDecodePixelExact() throws {
        let (bytes, stats, webp) = try encode(Self.frames, durations: Self.durations)
        #expect(bytes.starts(with: Array("RIFF".utf8)))
        #expect(webp.width == 200 && webp.height == 120)
        #expect(stats.bytes == bytes.count)
        // Each source frame is on screen, bit for bit, while it plays.
        var start = 0
        for (i, (frame, duration)) in zip(Self.frames, Self.durations).enumerated() {
            #expect(webp.frame(at: start) == frame, "frame \(i) at \(start) ms")
            start += duration
        }
        #expect(webp.frames.allSatisfy { $0.screen.pixels.allSatisfy { $0 >> 24 == 0xFF } }, "opaque")
    }

    @Test func durationsAreExactMillisecondsAndSumToTheTotal() throws {
        #expect(Self.durations.prefix(6) == [33, 34, 33, 33, 34, 33])
        let (_, stats, webp) = try encode(Self.frames, durations: Self.durations)
        #expect(stats.durationMilliseconds == 2000)
        #expect(webp.durationMilliseconds == 2000)
        #expect(webp.frames.allSatisfy { $0.duration >= 11 })
    }

    @Test func identicalFramesMergeAndTheirDurationsAdd() throws {
        let a = Raster(width: 8, height: 8, fill: 0xFF11_2233), b = Raster(width: 8, height: 8, fill: 0xFF44_5566)
        let (_, stats, webp) = try encode([a, a, a, b, b, a], durations: [20, 20, 20, 40, 40, 60])
        #expect(stats.framesAdded == 6 && stats.framesEncoded == 3 && stats.framesStored == 3)
        #expect(webp.frames.map(\.duration) == [60, 80, 60])
        #expect(webp.frames.map(\.screen) == [a, b, a])
    }

    @Test func framesThatNeverChangeMakeAStillImageOfTheWholeLength() throws {
        let a = Raster(width: 8, height: 8, fill: 0xFF11_2233)
        let (_, stats, webp) = try encode([a, a, a], durations: [20, 20, 20])
        #expect(stats.framesStored == 1 && stats.durationMilliseconds == 60)
        #expect(webp.frames.count == 1 && webp.frames[0].screen == a)
    }

    @Test func theRepeatHintNeedsNoPixels() throws {
        try withTemporaryFile("repeat", extension: "webp") { path in
            let encoder = try WebPEncoder(path: path, width: 8, height: 8)
            #expect(throws: WebPError.noFrames(path: path)) { try encoder.repeatLastFrame(duration: 20) }
            try encoder.add(Raster(width: 8, height: 8, fill: 0xFF00_7AFF), duration: 20)
            try encoder.repeatLastFrame(duration: 30)
            try encoder.add(Raster(width: 8, height: 8, fill: 0xFF1C_1C1E), duration: 20)
            let stats = try encoder.finish()
            #expect(stats.framesAdded == 3 && stats.framesStored == 2 && stats.durationMilliseconds == 70)
            #expect(try decodeWebP(path: path).frames.map(\.duration) == [50, 20])
        }
    }

    /// GIF-style loops (extra plays) become WebP's loop count (plays in all; 0 = forever).
    @Test(arguments: [(nil, 0), (0, 1), (3, 4)] as [(Int?, Int)])
    func loopCount(extraLoops: Int?, expected: Int) throws {
        let frames = [Raster(width: 8, height: 8, fill: 0xFF11_2233), Raster(width: 8, height: 8, fill: 0xFF44_5566)]
        let (_, _, webp) = try encode(frames, durations: [100, 100], loopCount: extraLoops)
        #expect(webp.loopCount == expected)
    }

    @Test func lossyFramesAreCloseAndSmaller() throws {
        let lossless = try encode(Self.frames, durations: Self.durations)
        let lossy = try encode(Self.frames, durations: Self.durations, quality: 80)
        #expect(lossy.bytes.count < lossless.bytes.count)
        var start = 0, worst = Double.infinity
        for (frame, duration) in zip(Self.frames, Self.durations) {
            worst = min(worst, psnr(frame, lossy.decoded.frame(at: start)))
            start += duration
        }
        #expect(worst >= 28, "worst lossy frame \(worst) dB")
    }

    @Test func sameInputsGiveTheSameBytes() throws {
        let a = try encode(Self.frames, durations: Self.durations).bytes
        let b = try encode(Self.frames, durations: Self.durations).bytes
        #expect(a == b)
    }

    @Test func badArgumentsAndMisuseThrowTypedErrors() throws {
        try withTemporaryFile("bad", extension: "webp") { path in
            #expect(throws: WebPError.invalidQuality(quality: 101)) { try WebPEncoder(path: path, width: 8, height: 8, quality: 101) }
            #expect(throws: WebPError.invalidLoopCount(path: path, loopCount: 65_535)) {
                try WebPEncoder(path: path, width: 8, height: 8, loopCount: 65_535)
            }
            #expect(throws: WebPError.invalidSize(path: path, width: 0, height: 8)) { try WebPEncoder(path: path, width: 0, height: 8) }
            let encoder = try WebPEncoder(path: path, width: 8, height: 8)
            #expect(throws: WebPError.frameSizeMismatch(path: path, frame: 0, width: 4, height: 4, expectedWidth: 8, expectedHeight: 8)) {
                try encoder.add(Raster(width: 4, height: 4, fill: 0xFF00_0000), duration: 20)
            }
            #expect(throws: WebPError.invalidDuration(path: path, frame: 0, milliseconds: 0)) {
                try encoder.add(Raster(width: 8, height: 8, fill: 0xFF00_0000), duration: 0)
            }
            try encoder.add(Raster(width: 8, height: 8, fill: 0xFF00_0000), duration: 20)
            _ = try encoder.finish()
            #expect(throws: WebPError.alreadyFinished(path: path)) { try encoder.finish() }
        }
        #expect(WebPError.invalidQuality(quality: 101).description.contains("0 to 100"))
        let missing = "/nonexistent-dir/x.webp"
        #expect(throws: WebPError.self) { try WebPEncoder(path: missing, width: 8, height: 8) }
    }

    @Test func aPipelineRunWritesTheSameBytesAsTheSerialEncoder() throws {
        let serial = try encode(Self.frames, durations: Self.durations).bytes
        let parallel = try withTemporaryFile("pipeline", extension: "webp") { path in
            let encoder = try WebPEncoder(path: path, width: 200, height: 120)
            let report = try FramePipeline.encode(
                frameCount: board.frameCount, durations: Self.durations, into: encoder, workers: 3, lookAhead: 4,
                isRepeat: { board.isRepeat($0) }) { board.render($0) }
            #expect(report.framesRendered < board.frameCount) // the holds are not rendered
            #expect(report.peakLookAhead <= 4)
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        #expect(serial == parallel)
    }
}

/// Independent readers of the same files: Pillow and `webpmux -info`, when installed.
@Suite struct WebPCrossDecodeTests {
    @Test(.enabled(if: PillowDecoder.isAvailable, "needs python3 with Pillow"))
    func pillowSeesTheSameFramesAndTiming() throws {
        try withTemporaryFile("pillow", extension: "webp") { path in
            let encoder = try WebPEncoder(path: path, width: 200, height: 120, loopCount: 2)
            let durations = WebPEncoderTests.durations
            for (frame, duration) in zip(WebPEncoderTests.frames, durations) { try encoder.add(frame, duration: duration) }
            let stats = try encoder.finish()
            let ours = try decodeWebP(path: path)
            let pillow = try PillowDecoder.decodeAnimation(path: path, width: 200, height: 120)
            #expect(pillow.loop == 3)
            #expect(pillow.frames.count == stats.framesStored)
            #expect(pillow.durations == ours.frames.map(\.duration))
            for (k, (a, b)) in zip(ours.frames, pillow.frames).enumerated() { #expect(a.screen == b, "stored frame \(k)") }
        }
    }

    @Test(.enabled(if: WebPMuxTool.isAvailable, "needs webpmux (Debian package webp)"))
    func webpmuxReadsFramesLoopAndDurations() throws {
        try withTemporaryFile("webpmux", extension: "webp") { path in
            let encoder = try WebPEncoder(path: path, width: 200, height: 120)
            for (frame, duration) in zip(WebPEncoderTests.frames, WebPEncoderTests.durations) { try encoder.add(frame, duration: duration) }
            let stats = try encoder.finish()
            let info = try WebPMuxTool.info(path: path)
            #expect(info.frames == stats.framesStored && info.loop == 0)
            #expect(info.durations.reduce(0, +) == 2000)
        }
    }
}
