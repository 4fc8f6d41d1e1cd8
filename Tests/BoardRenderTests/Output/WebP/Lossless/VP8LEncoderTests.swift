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

/// boardgen's lossless encoder: every picture decodes, with libwebp's own decoder, to exactly the
/// pixels given (all four channels, see-through pixels' colours too), whatever its size, colours
/// and structure; and pictures like animation sub-frames come out small.
@Suite struct VP8LEncoderTests {
    /// Encodes and decodes `pixels`; the decode must equal them.
    @discardableResult
    static func roundTrip(_ pixels: [UInt32], width: Int, height: Int, encoder: VP8LEncoder = VP8LEncoder(),
                          _ what: String) throws -> [UInt8] {
        let file = pixels.withUnsafeBufferPointer { encoder.encode($0.baseAddress!, width: width, height: height) }
        let decoded = try decodeWebPStill(file)
        #expect(decoded.width == width && decoded.height == height, "\(what): size")
        if decoded.pixels != pixels {
            let first = zip(decoded.pixels, pixels).enumerated().first { $0.element.0 != $0.element.1 }!
            Issue.record("\(what): pixel \(first.offset) decodes to \(String(first.element.0, radix: 16)), not \(String(first.element.1, radix: 16))")
        }
        return file
    }

    @Test func oneByOnePicturesKeepAllFourChannels() throws {
        for pixel: UInt32 in [0, 0xFF00_0000, 0xFFFF_FFFF, 0x00FF_8040, 0x80FF_0000, 0x0102_0304] {
            try Self.roundTrip([pixel], width: 1, height: 1, String(pixel, radix: 16))
        }
    }

    @Test(arguments: [(1, 300), (300, 1), (7, 9), (8, 8), (33, 5), (1000, 3)])
    func randomNoiseAtOddSizes(width: Int, height: Int) throws {
        var random = SeededRandom(seed: 0x1234_5678 &+ UInt64(width * 7919 + height))
        let pixels = (0..<(width * height)).map { _ in UInt32(truncatingIfNeeded: random.next()) }
        try Self.roundTrip(pixels, width: width, height: height, "noise \(width)×\(height)")
    }

    /// Palettes of 1, 2, 3, 16, 17, 255 and 256 colours are coded as indices; 257 colours are not.
    @Test(arguments: [1, 2, 3, 16, 17, 255, 256, 257])
    func palettesOfEverySize(colors: Int) throws {
        var random = SeededRandom(seed: 0xABCD &+ UInt64(colors))
        let colorsUsed = (0..<colors).map { UInt32($0) &* 0x0102_0305 &+ 0x4000_0000 }
        let width = 41, height = 29
        var pixels = (0..<(width * height)).map { _ in colorsUsed[random.below(colors)] }
        for i in 0..<colors where i < pixels.count { pixels[i] = colorsUsed[i] } // each colour once at least
        try Self.roundTrip(pixels, width: width, height: height, "\(colors) colours")
        let palette = pixels.withUnsafeBufferPointer { VP8LPalette($0.baseAddress!, count: pixels.count) }
        #expect(palette?.colors.count == (colors <= 256 ? colors : nil))
    }

    /// Runs longer than a copy may be (4,096 pixels), transparent and coloured, across rows.
    @Test func runsLongerThanTheLongestCopy() throws {
        let width = 5000, height = 3
        var pixels = [UInt32](repeating: 0, count: width * height)
        for i in 6000..<13_000 { pixels[i] = 0xFF33_6699 }
        pixels[14_999] = 0xFF00_0001
        let file = try Self.roundTrip(pixels, width: width, height: height, "runs")
        #expect(file.count < 100, "15,000 pixels in three runs: \(file.count) bytes")
    }

    /// Skewed statistics (a geometric spread of greens) need prefix codes limited to 15 bits.
    @Test func skewedStatisticsStayWithinTheCodeLengthLimit() throws {
        var random = SeededRandom(seed: 99)
        let width = 256, height = 256
        let pixels = (0..<(width * height)).map { _ -> UInt32 in
            var g = 0
            while g < 40 && random.below(2) == 0 { g += 1 }
            return 0xFF00_0000 | UInt32(g * 6) << 8 | UInt32(random.below(3))
        }
        try Self.roundTrip(pixels, width: width, height: height, "geometric")
    }

    /// Sub-frame-like pictures: mostly transparent, islands of anti-aliased drawing, colours
    /// repeated from row to row and far apart; one encoder reused for pictures of different sizes.
    @Test func subFramesRoundTripWithOneEncoder() throws {
        let encoder = VP8LEncoder()
        var random = SeededRandom(seed: 7)
        for trial in 0..<40 {
            let width = 1 + random.below(180), height = 1 + random.below(90)
            var pixels = [UInt32](repeating: 0, count: width * height)
            for _ in 0..<(1 + random.below(5)) {
                let x0 = random.below(width), y0 = random.below(height)
                let w = 1 + random.below(max(1, width - x0)), h = 1 + random.below(max(1, height - y0))
                let base = 0xFF00_0000 | UInt32(random.below(1 << 24))
                for y in y0..<min(height, y0 + h) {
                    for x in x0..<min(width, x0 + w) {
                        // A flat fill with an anti-aliased, repeating edge.
                        let edge = (x + y) % 7 == 0 ? UInt32(random.below(64)) : 0
                        pixels[y * width + x] = base &- edge
                    }
                }
            }
            try Self.roundTrip(pixels, width: width, height: height, encoder: encoder, "trial \(trial) \(width)×\(height)")
        }
    }

    @Test func theLargestSideRoundTrips() throws {
        let width = VP8LEncoder.maximumSide, height = 2
        var pixels = [UInt32](repeating: 0xFF10_2030, count: width * height)
        for x in stride(from: 0, to: width, by: 97) { pixels[width + x] = 0xFFFF_FFFF }
        try Self.roundTrip(pixels, width: width, height: height, "16384 wide")
    }

    /// A second, independent decoder (ffmpeg's) reads the same pixels from the same files.
    @Test(.enabled(if: FFmpegWebPDecoder.isAvailable, "needs ffmpeg"))
    func ffmpegDecodesTheSamePixels() throws {
        var random = SeededRandom(seed: 2026)
        let encoder = VP8LEncoder()
        for trial in 0..<12 {
            let width = 1 + random.below(120), height = 1 + random.below(60)
            let colors = [2, 5, 40, 300, 1 << 20][trial % 5]
            let pixels = (0..<(width * height)).map { i -> UInt32 in
                random.below(3) == 0 ? 0 : 0xFF00_0000 | UInt32((i / 7 + random.below(colors)) % colors) &* 0x0001_0203
            }
            let file = pixels.withUnsafeBufferPointer { encoder.encode($0.baseAddress!, width: width, height: height) }
            try withTemporaryFile("ffmpeg", extension: "webp") { path in
                try Data(file).write(to: URL(fileURLWithPath: path))
                #expect(try FFmpegWebPDecoder.decode(path: path) == pixels, "trial \(trial): \(width)×\(height), \(colors) colours")
            }
        }
    }

    /// The file is a RIFF container whose sizes add up, padded to an even length.
    @Test func riffSizesAddUp() {
        for length in [0, 1, 2, 7] {
            let file = VP8LEncoder.riff([UInt8](repeating: 0x2f, count: length))
            let riff = Int(file[4]) | Int(file[5]) << 8 | Int(file[6]) << 16 | Int(file[7]) << 24
            let chunk = Int(file[16]) | Int(file[17]) << 8 | Int(file[18]) << 16 | Int(file[19]) << 24
            #expect(file.count == 8 + riff && chunk == length && file.count % 2 == 0)
            #expect(Array(file[0..<4]) == Array("RIFF".utf8) && Array(file[8..<16]) == Array("WEBPVP8L".utf8))
        }
    }
}
