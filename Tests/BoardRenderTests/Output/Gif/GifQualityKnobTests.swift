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

/// Hex SHA-1 is not in Foundation on Linux: FNV-1a 64 is enough to pin bytes.
private func fingerprint(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16) + "/\(data.count)"
}

/// Encodes the synthetic board with `configure` applied to a fresh encoder.
private func syntheticGif(dither: Bool = false, quality: Int? = nil) throws -> Data {
    let board = SyntheticBoard(width: 240, height: 150, tileWidth: 48, tileHeight: 28, columns: 4, rows: 3, frameCount: 90)
    return try withTemporaryGif("pin") { path in
        let encoder: GifEncoder
        if let quality {
            encoder = try GifEncoder(path: path, width: 240, height: 150, dither: dither, quality: quality)
        } else {
            encoder = try GifEncoder(path: path, width: 240, height: 150, dither: dither)
        }
        for i in 0..<board.frameCount { try encoder.add(board.render(i), delayCentiseconds: 4) }
        _ = try encoder.finish()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }
}

@Suite struct GifQualityKnobTests {
    /// Quality 100 (the default) is the encoder as it was before the knob existed: these
    /// fingerprints were recorded from that encoder (commit c754b0a) and must never change.
    @Test(arguments: [false, true])
    func qualityHundredIsByteIdenticalToTheEncoderBeforeTheKnob(dither: Bool) throws {
        let pinned = dither ? "ce593643b4ce339b/212909" : "ce39871ac16311d9/212702"
        #expect(fingerprint(try syntheticGif(dither: dither)) == pinned)
        #expect(fingerprint(try syntheticGif(dither: dither, quality: 100)) == pinned)
    }
}

@Suite struct GifQualityLevelsTests {
    static let board = SyntheticBoard(width: 240, height: 150, tileWidth: 48, tileHeight: 28, columns: 4, rows: 3, frameCount: 90)
    static let frames = (0..<board.frameCount).map { board.render($0) }

    /// Encodes the synthetic board at `quality`; returns the bytes and the decoded GIF.
    static func encode(quality: Int) throws -> (bytes: Int, gif: DecodedGif, stats: GifStats) {
        try withTemporaryGif("q\(quality)") { path in
            let encoder = try GifEncoder(path: path, width: 240, height: 150, quality: quality)
            for frame in frames { try encoder.add(frame, delayCentiseconds: 4) }
            let stats = try encoder.finish()
            return (stats.bytes, try decodeGif(path: path), stats)
        }
    }

    @Test func lowerQualityMeansFewerBytesAndTheSameLength() throws {
        let sizes = try [100, 90, 60, 30, 5].map { quality -> Int in
            let (bytes, gif, stats) = try Self.encode(quality: quality)
            #expect(gif.durationCentiseconds == 4 * Self.board.frameCount, "quality \(quality)")
            #expect(stats.durationCentiseconds == 4 * Self.board.frameCount)
            return bytes
        }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 > $1 }, "\(sizes)")
    }

    /// Below 100 every pixel on screen is within the tolerance (plus palette error) of
    /// the source frame it stands for, at the frames that were coded.
    @Test(arguments: [90, 75])
    func codedFramesStayWithinTheTolerance(quality: Int) throws {
        let q = try GifQuality(quality)
        #expect(q.frameStride == 1)
        let (_, gif, _) = try Self.encode(quality: quality)
        var start = 0
        var worst = 0
        for (i, frame) in Self.frames.enumerated() {
            let shown = gif.screen(atCentisecond: start)
            for (s, d) in zip(frame.pixels, shown.pixels) { worst = max(worst, maxChannelDifference(s, d)) }
            start += 4
            _ = i
        }
        // Quantised frames add their palette's error on top of the tolerance.
        #expect(worst <= q.tolerance + 24, "worst channel error \(worst) at quality \(quality)")
    }

    @Test func belowSeventyMotionIsCodedAtALowerRate() throws {
        #expect(try GifQuality(69).frameStride == 2 && GifQuality(39).frameStride == 3 && GifQuality(100).frameStride == 1)
        let (_, gif, stats) = try Self.encode(quality: 50)
        let (_, full, _) = try Self.encode(quality: 100)
        #expect(gif.frames.count < full.frames.count)
        #expect(stats.framesAdded == Self.board.frameCount)
        #expect(gif.frames.allSatisfy { $0.delay >= 4 })
    }

    /// A soft-edged bar slides across and stops: once the motion has passed, what it left on
    /// screen is within the static tolerance everywhere, at every quality.
    @Test(arguments: [90, 50, 10])
    func motionLeavesNoTrails(quality: Int) throws {
        func frame(_ x: Int) -> Raster {
            var r = Raster(width: 96, height: 24, fill: 0xFFE9_E9EB)
            for y in 4..<20 {
                for i in 0..<12 where (0..<96).contains(x + i) {
                    let edge = i == 0 || i == 11 ? 0x40 : 0
                    r[x + i, y] = 0xFF00_0000 | UInt32(0x30 + edge) << 16 | UInt32(0xB0 + edge / 2) << 8 | 0xC8
                }
            }
            return r
        }
        let frames = (0..<40).map { frame(min(2 * $0, 80)) } + Array(repeating: frame(80), count: 8)
        let q = try GifQuality(quality)
        try withTemporaryGif("trails") { path in
            let encoder = try GifEncoder(path: path, width: 96, height: 24, quality: quality)
            // Each still frame differs by one pixel so that none merges away.
            for (i, f) in frames.enumerated() {
                var f = f
                if i >= 40 { f[i, 0] = 0xFFE9_E9EA }
                try encoder.add(f, delayCentiseconds: 4)
            }
            _ = try encoder.finish()
            let last = try decodeGif(path: path).frames.last!.screen
            let worst = zip(frames.last!.pixels, last.pixels).map { maxChannelDifference($0, $1) }.max()!
            #expect(worst <= q.staticTolerance, "quality \(quality): \(worst) levels off after the motion")
        }
    }

    @Test func qualityOutsideOneToHundredIsRefused() {
        #expect(throws: GifError.invalidQuality(quality: 0)) { try GifQuality(0) }
        #expect(throws: GifError.invalidQuality(quality: 101)) { try GifEncoder(path: temporaryGifPath(), width: 8, height: 8, quality: 101) }
        #expect(GifError.invalidQuality(quality: 0).description.hasPrefix("--quality 0: a GIF's quality is 1 to 100"))
        let levels = (1...99).map { try! GifQuality($0) }
        #expect(levels.allSatisfy { (3...30).contains($0.tolerance) && [32, 64, 128, 256].contains($0.maximumColors) })
    }
}
