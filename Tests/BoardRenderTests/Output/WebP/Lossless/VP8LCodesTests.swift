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

/// The small codes of RFC 9649 the encoder writes, read back with the spec's own decoding rules.
@Suite struct VP8LCodesTests {
    /// §5.2.2: a prefix symbol and its extra bits give back the value.
    @Test func prefixCodesDecodeToTheirValue() {
        for value in Array(1...5000) + [65_535, 1 << 20, (1 << 20) - 120] {
            let code = VP8LPrefix(value)
            let decoded: Int
            if code.symbol < 4 {
                decoded = code.symbol + 1
            } else {
                let extraBits = (code.symbol - 2) >> 1
                #expect(extraBits == code.extraBits, "value \(value)")
                decoded = ((2 + (code.symbol & 1)) << extraBits) + Int(code.extra) + 1
            }
            #expect(decoded == value, "value \(value): symbol \(code.symbol)")
            #expect(code.symbol < 40)
        }
    }

    /// §5.2.2: a distance code names the distance it was made for, at any width — through the
    /// spec's table of 120 neighbours when one names it, else as distance + 120.
    @Test(arguments: [1, 2, 7, 8, 9, 16, 100, 1720])
    func distanceCodesNameTheirDistance(width: Int) {
        let codes = VP8LDistanceCodes(width: width)
        for distance in 1...(width * 9 + 20) {
            let code = codes.code(distance)
            let decoded: Int
            if code > 120 {
                decoded = code - 120
            } else {
                let plane = Int(VP8LDistanceCodes.codeToPlane[code - 1])
                let yOffset = plane >> 4, xOffset = 8 - (plane & 0xf)
                decoded = max(1, yOffset * width + xOffset)
            }
            #expect(decoded == distance, "width \(width), distance \(distance): code \(code)")
        }
        // The pixel above and the one to the left have the two smallest codes.
        #expect(codes.code(width) == 1)
        if width > 1 { #expect(codes.code(1) == 2) }
    }

    /// Prefix codes are complete (Kraft sum 1, or a single symbol) and within their length limit,
    /// for flat, skewed and sparse histograms, smoothed or not; every counted symbol has a code.
    @Test func huffmanCodesAreCompleteAndLimited() {
        var histograms: [[UInt32]] = [[5], [0, 0, 3], [1, 1], [1, 0, 0, 0, 9]]
        histograms.append((0..<280).map { UInt32(1 << min(30, $0 / 9)) })          // skewed
        histograms.append((0..<1304).map { $0 % 97 == 0 ? UInt32($0 + 1) : 0 })    // sparse
        histograms.append([UInt32](repeating: 7, count: 256))                       // flat
        histograms.append((0..<40).map { UInt32(1) << UInt32($0 % 31) })           // 2^30 : 1
        for (n, histogram) in histograms.enumerated() {
            for smoothed in [false, true] {
                let code = histogram.withUnsafeBufferPointer { VP8LHuffmanCode(counts: $0, limit: 15, smoothed: smoothed) }
                let lengths = code.lengths
                #expect(lengths.allSatisfy { $0 <= 15 }, "histogram \(n)")
                for (count, length) in zip(histogram, lengths) where count > 0 { #expect(length > 0, "histogram \(n)") }
                let used = lengths.filter { $0 > 0 }
                if used.count > 1 {
                    let kraft = used.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
                    #expect(kraft == 1, "histogram \(n), smoothed \(smoothed): Kraft sum \(kraft)")
                }
            }
        }
    }

    /// Code lengths as run-length tokens expand back to the lengths (previous length starts at 8).
    @Test func lengthTokensExpandToTheLengths() {
        let cases: [[UInt8]] = [[], [8, 8, 8, 8], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3], [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 2],
                                [UInt8](repeating: 0, count: 300) + [1, 1], (0..<64).map { UInt8($0 % 3 == 0 ? 4 : 0) }]
        for lengths in cases {
            var expanded: [UInt8] = []
            var previous: UInt8 = 8
            for token in VP8LHuffmanCode.lengthTokens(lengths) {
                switch token.code {
                case 16: expanded += [UInt8](repeating: previous, count: 3 + Int(token.extra))
                case 17: expanded += [UInt8](repeating: 0, count: 3 + Int(token.extra))
                case 18: expanded += [UInt8](repeating: 0, count: 11 + Int(token.extra))
                default:
                    expanded.append(token.code)
                    if token.code != 0 { previous = token.code }
                }
                #expect(token.code != 16 || token.extra < 4)
                #expect(token.code != 17 || token.extra < 8)
                #expect(token.code != 18 || token.extra < 128)
            }
            #expect(expanded == lengths)
        }
    }
}
