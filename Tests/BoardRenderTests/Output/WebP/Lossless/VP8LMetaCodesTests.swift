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

/// Meta prefix codes: areas of different colours get groups of codes of their own, one kind of
/// picture keeps one group, and pictures coded with groups decode exactly (libwebp's decoder and,
/// when installed, ffmpeg's).
@Suite struct VP8LMetaCodesTests {
    /// Noise in `tint`'s channels (more than 256 colours: no palette) on a `width × height` area.
    static func noise(_ random: inout SeededRandom, tint: UInt32) -> UInt32 {
        0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & tint
    }

    static func symbols(_ pixels: [UInt32], width: Int, height: Int) -> VP8LSymbols {
        let workspace = VP8LWorkspace() // the finder borrows its memory: it must outlive the parse
        return withExtendedLifetime(workspace) {
            pixels.withUnsafeBufferPointer { p in
                let finder = VP8LMatchFinder(p.baseAddress!, width: width, height: height, workspace: workspace)
                return VP8LSymbols(VP8LGreedyParse.parse(finder), pixels: p.baseAddress!, cacheBits: 0, coding: .direct)
            }
        }
    }

    @Test func twoAreasOfDifferentColoursGetTwoGroups() throws {
        let width = 256, height = 128
        var random = SeededRandom(seed: 77)
        let pixels = (0..<(width * height)).map { i in
            Self.noise(&random, tint: i % width < width / 2 ? 0x00FF_0000 : 0x0000_00FF)
        }
        let meta = try #require(VP8LMetaCodes(Self.symbols(pixels, width: width, height: height), width: width, height: height))
        #expect(meta.histograms.count == 2)
        let side = 1 << meta.bits
        for (block, group) in meta.groupOfBlock.enumerated() {
            let x = (block % meta.blocksWide) * side
            #expect(group == (x < width / 2 ? 0 : 1), "block \(block) at x \(x)")
        }
        #expect(meta.image.count == meta.blocksWide * ((height + side - 1) / side))
    }

    @Test func onePictureOfOneKindKeepsOneGroup() {
        let width = 200, height = 150
        var random = SeededRandom(seed: 78)
        let pixels = (0..<(width * height)).map { _ in Self.noise(&random, tint: 0x00FF_FFFF) }
        let meta = VP8LMetaCodes(Self.symbols(pixels, width: width, height: height), width: width, height: height)
        #expect(meta?.histograms.count == nil)
    }

    /// Like the bench's rectangles: cards of different colours with noisy edges on a see-through
    /// page, at sizes that cut blocks at odd places; each decodes exactly, and groups make the
    /// file smaller than one group would.
    @Test(arguments: [(97, 61), (256, 130), (700, 90), (1000, 333)])
    func cardsOnATransparentPageRoundTrip(width: Int, height: Int) throws {
        var random = SeededRandom(seed: UInt64(width * 31 + height))
        let tints: [UInt32] = [0x00FF_3F00, 0x0000_FF3F, 0x003F_00FF, 0x00FF_FF00, 0x0000_3FFF, 0x00FF_00FF]
        let pixels = (0..<(width * height)).map { i -> UInt32 in
            let x = i % width, y = i / width
            let column = x * 3 / width, row = y * 2 / height
            let inCard = x % (width / 3) > 3 && y % (height / 2) > 2
            guard inCard else { return 0 }
            return Self.noise(&random, tint: tints[row * 3 + column])
        }
        let file = try VP8LEncoderTests.roundTrip(pixels, width: width, height: height, "cards \(width)×\(height)")
        if FFmpegWebPDecoder.isAvailable {
            try withTemporaryFile("meta", extension: "webp") { path in
                try Data(file).write(to: URL(fileURLWithPath: path))
                #expect(try FFmpegWebPDecoder.decode(path: path) == pixels, "ffmpeg: \(width)×\(height)")
            }
        }
        if width * height >= 256 * 130 {
            let meta = VP8LMetaCodes(Self.symbols(pixels, width: width, height: height), width: width, height: height)
            #expect((meta?.histograms.count ?? 1) >= 3, "\(width)×\(height): six tints")
        }
    }

    /// Random layouts of tinted rectangles at random sizes: entropy images of every shape (their
    /// copies are coded as offsets in their own rows), each file decoding exactly.
    @Test func randomLayoutsRoundTrip() throws {
        var random = SeededRandom(seed: 4242)
        let encoder = VP8LEncoder()
        for trial in 0..<24 {
            let width = 40 + random.below(600), height = 40 + random.below(300)
            let rectangles = (0..<(2 + random.below(6))).map { _ -> (Int, Int, Int, Int, UInt32) in
                let x = random.below(width), y = random.below(height)
                return (x, y, x + 8 + random.below(width), y + 8 + random.below(height),
                        [0x00FF_0000, 0x0000_FF00, 0x0000_00FF, 0x00FF_FF00, 0x0000_FFFF][random.below(5)])
            }
            let pixels = (0..<(width * height)).map { i -> UInt32 in
                let x = i % width, y = i / width
                guard let r = rectangles.last(where: { x >= $0.0 && x < $0.2 && y >= $0.1 && y < $0.3 }) else { return 0 }
                return Self.noise(&random, tint: r.4)
            }
            try VP8LEncoderTests.roundTrip(pixels, width: width, height: height, encoder: encoder,
                                           "trial \(trial): \(width)×\(height)")
        }
    }

    /// An entropy image of 4 × 3 blocks whose last row repeats its first blocks' groups: its copy
    /// reaches back 9 entries, more than two rows of 4. Coded as one row of 12 instead of at its
    /// width, that copy would be read as one row up and one to the left, and the groups as wrong.
    @Test func anEntropyImageWithACopyFromTwoRowsUpDecodes() throws {
        let side = 32, width = 4 * side, height = 3 * side
        var random = SeededRandom(seed: 99)
        // Nine kinds of noise, in ranges of 28 levels apart in each channel: nine groups.
        let kinds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2]
        let pixels = (0..<(width * height)).map { i -> UInt32 in
            let x = i % width, y = i / width
            let kind = UInt32(kinds[(y / side) * 4 + x / side])
            let base = 28 * kind
            return 0xFF00_0000 | (base + UInt32(random.below(24))) << 16 | (base + UInt32(random.below(24))) << 8
                | (base + UInt32(random.below(24)))
        }
        let meta = try #require(VP8LMetaCodes(Self.symbols(pixels, width: width, height: height), width: width, height: height))
        #expect(meta.bits == 5 && meta.blocksWide == 4)
        #expect(meta.histograms.count == 9)
        try VP8LEncoderTests.roundTrip(pixels, width: width, height: height, "nine kinds in 4 × 3 blocks")
    }
}
