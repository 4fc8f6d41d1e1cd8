import BoardModel
import Files
/// boardgen's own WebP lossless (VP8L) encoder, RFC 9649's bitstream, for the changed
/// rectangles of animation frames: mostly transparent, with islands of drawing.
///
/// A picture is coded in these steps:
/// 1. a quick greedy parse (``VP8LGreedyParse``) gives first statistics;
/// 2. they choose how pixels are coded (``VP8LPixelCoding``: a palette of at most 256 colours,
///    else subtract-green when it pays) and the colour cache's size (``VP8LColorCache``);
/// 3. a cost model from those statistics drives the parse that is kept (``VP8LOptimalParse``);
/// 4. the picture's blocks are grouped by their statistics (``VP8LMetaCodes``) when groups of
///    codes take fewer bits than one group; each group's five prefix codes, smoothed for
///    run-length storage, and the tokens are written.
///
/// Every picture decodes to its pixels exactly (all four channels, see-through pixels included).
/// An encoder keeps its memory (``VP8LWorkspace``) from one picture to the next. It is not for
/// two threads at once; it may move between threads (``WebPLosslessFrames`` lends each to one
/// rectangle at a time, under its lock).
///
/// ```swift
/// let encoder = VP8LEncoder()
/// let file = pixels.withUnsafeBufferPointer { encoder.encode($0.baseAddress!, width: 64, height: 48) }
/// ```
package final class VP8LEncoder: @unchecked Sendable {
    /// The largest width or height a VP8L bitstream stores (14 bits).
    package static let maximumSide = 16384
    /// Candidates the first (greedy) parse tries from the hash chain; it only gathers statistics.
    package static let greedyCandidates = 2
    /// Candidates the optimal parse tries; more finds longer but farther matches, which cost more
    /// (measured on the bench: 2 to 8 within 0.1 %).
    package static let optimalCandidates = 4

    private let workspace = VP8LWorkspace()

    package init() {}

    /// A complete WebP file (RIFF, one VP8L chunk) of `pixels`: straight `0xAARRGGBB`, row by row.
    package func encode(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int) -> [UInt8] {
        precondition((1...Self.maximumSide).contains(width) && (1...Self.maximumSide).contains(height))
        var writer = VP8LBitWriter(capacity: 4096)
        writer.write(0x2f, 8) // signature
        writer.write(UInt32(width - 1), 14)
        writer.write(UInt32(height - 1), 14)
        writer.write(1, 1) // alpha is used
        writer.write(0, 3) // version
        if let palette = VP8LPalette(pixels, count: width * height) {
            writer.write(1, 1); writer.write(3, 2) // colour indexing
            writer.write(UInt32(palette.colors.count - 1), 8)
            // The palette as a one-row image, each colour stored as its difference from the one before.
            var previous: UInt32 = 0
            let deltas = palette.colors.map { color -> UInt32 in
                defer { previous = color }
                return Self.subtract(color, previous)
            }
            writeSubImage(deltas, width: deltas.count, to: &writer)
            writer.write(0, 1) // no more transforms
            let indices = palette.indexImage(pixels, width: width, height: height)
            indices.pixels.withUnsafeBufferPointer { p in
                let first = greedy(p.baseAddress!, width: indices.width, height: height)
                writeImage(p.baseAddress!, width: indices.width, height: height, first: first, coding: .direct, cacheBits: 0,
                           to: &writer)
            }
        } else {
            let first = greedy(pixels, width: width, height: height)
            let coding = VP8LPixelCoding.choose(tokens: first)
            if case .subtractGreen = coding { writer.write(1, 1); writer.write(2, 2) }
            writer.write(0, 1) // no more transforms
            let cacheBits = VP8LColorCache.bestBits(first, pixels: pixels, coding: coding)
            writeImage(pixels, width: width, height: height, first: first, coding: coding, cacheBits: cacheBits, to: &writer)
        }
        return Self.riff(writer.finish())
    }

    /// The first, quick parse.
    private func greedy(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int) -> [VP8LToken] {
        VP8LGreedyParse.parse(VP8LMatchFinder(pixels, width: width, height: height, workspace: workspace,
                                              maximumCandidates: Self.greedyCandidates))
    }

    /// The main image after its transforms: the colour cache, the parse priced by the first
    /// parse's statistics, one or several groups of codes, and the tokens.
    private func writeImage(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, first: [VP8LToken],
                            coding: VP8LPixelCoding, cacheBits: Int, to writer: inout VP8LBitWriter) {
        let model = VP8LCostModel(VP8LSymbols(first, pixels: pixels, cacheBits: cacheBits, coding: coding))
        let finder = VP8LMatchFinder(pixels, width: width, height: height, workspace: workspace,
                                     maximumCandidates: Self.optimalCandidates)
        let tokens = VP8LOptimalParse.parse(finder, model: model, cacheBits: cacheBits, coding: coding, workspace: workspace)
        if cacheBits > 0 {
            writer.write(1, 1); writer.write(UInt32(cacheBits), 4)
        } else {
            writer.write(0, 1)
        }
        let symbols = VP8LSymbols(tokens, pixels: pixels, cacheBits: cacheBits, coding: coding)
        let whole = [symbols.histogram()]
        let wholeCodes = Self.codes(whole, alphabets: symbols.alphabets)
        if let meta = VP8LMetaCodes(symbols, width: width, height: height) {
            // The groups when they take fewer bits, their entropy image and definitions included
            // (the extra bits of copies are the same either way).
            let codes = Self.codes(meta.histograms, alphabets: symbols.alphabets)
            var image = VP8LBitWriter(capacity: 256)
            writeSubImage(meta.image, width: meta.blocksWide, to: &image)
            if 3 + image.bitCount + Self.bits(codes, meta.histograms, alphabets: symbols.alphabets)
                < Self.bits(wholeCodes, whole, alphabets: symbols.alphabets) {
                writer.write(1, 1) // meta prefix codes
                writer.write(UInt32(meta.bits - 2), 3)
                writer.append(image)
                Self.writeCodesAndData(symbols, codes: codes, groupOfToken: meta.groupOfToken, to: &writer)
                return
            }
        }
        writer.write(0, 1) // one group of prefix codes
        Self.writeCodesAndData(symbols, codes: wholeCodes, groupOfToken: nil, to: &writer)
    }

    /// An entropy-coded image with no transforms of its own (the palette, one row; the meta codes'
    /// entropy image): no colour cache, one group of codes, greedy matches. Its real `width`
    /// matters: copy distances are coded as offsets in its rows.
    private func writeSubImage(_ pixels: [UInt32], width: Int, to writer: inout VP8LBitWriter) {
        writer.write(0, 1) // no colour cache
        pixels.withUnsafeBufferPointer { p in
            let finder = VP8LMatchFinder(p.baseAddress!, width: width, height: p.count / width, workspace: workspace)
            let tokens = VP8LGreedyParse.parse(finder)
            let symbols = VP8LSymbols(tokens, pixels: p.baseAddress!, cacheBits: 0, coding: .direct)
            Self.writeCodesAndData(symbols, codes: Self.codes([symbols.histogram()], alphabets: symbols.alphabets),
                                   groupOfToken: nil, to: &writer)
        }
    }

    /// Each histogram's five prefix codes (green, red, blue, alpha, distance), smoothed for
    /// run-length storage.
    private static func codes(_ histograms: [[UInt32]], alphabets: [Range<Int>]) -> [VP8LHuffmanCode] {
        histograms.flatMap { histogram in
            alphabets.map { range in
                histogram.withUnsafeBufferPointer {
                    VP8LHuffmanCode(counts: UnsafeBufferPointer(rebasing: $0[range]), limit: 15, smoothed: true)
                }
            }
        }
    }

    /// The bits of `codes`' definitions and of the symbols counted in `histograms` (one per group
    /// of five codes) coded with them.
    private static func bits(_ codes: [VP8LHuffmanCode], _ histograms: [[UInt32]], alphabets: [Range<Int>]) -> Int {
        var definitions = VP8LBitWriter(capacity: 1024)
        for code in codes { code.writeDefinition(to: &definitions) }
        var total = definitions.bitCount
        for (g, histogram) in histograms.enumerated() {
            for (a, range) in alphabets.enumerated() where codes[g * 5 + a].used > 1 {
                let lengths = codes[g * 5 + a].lengths
                for i in range { total += Int(histogram[i]) * Int(lengths[i - range.lowerBound]) }
            }
        }
        return total
    }

    /// The codes' definitions, then every token with its group's five codes (`groupOfToken`;
    /// `nil`: one group).
    private static func writeCodesAndData(_ symbols: VP8LSymbols, codes: [VP8LHuffmanCode], groupOfToken: [Int]?,
                                          to writer: inout VP8LBitWriter) {
        for code in codes { code.writeDefinition(to: &writer) }
        codes.withUnsafeBufferPointer { codes in
            guard let groupOfToken else {
                for t in symbols.tokens.indices { symbols.write(t, codes: codes, to: &writer) }
                return
            }
            for t in symbols.tokens.indices {
                let g = groupOfToken[t] * 5
                symbols.write(t, codes: UnsafeBufferPointer(rebasing: codes[g..<(g + 5)]), to: &writer)
            }
        }
    }

    /// `a − b`, channel by channel, modulo 256.
    package static func subtract(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let ag = (a | 0x00ff_00ff) &- (b & 0xff00_ff00)
        let rb = (a | 0xff00_ff00) &- (b & 0x00ff_00ff)
        return ag & 0xff00_ff00 | rb & 0x00ff_00ff
    }

    /// `bitstream` in a RIFF WebP file (RFC 9649 §2.5: a `VP8L` chunk, padded to even length).
    package static func riff(_ bitstream: [UInt8]) -> [UInt8] {
        let padded = bitstream.count + (bitstream.count & 1)
        var out: [UInt8] = []
        out.reserveCapacity(20 + padded)
        func u32(_ v: Int) { for k in 0..<4 { out.append(UInt8(truncatingIfNeeded: v >> (8 * k))) } }
        out += Array("RIFF".utf8)
        u32(4 + 8 + padded)
        out += Array("WEBP".utf8)
        out += Array("VP8L".utf8)
        u32(bitstream.count)
        out += bitstream
        if bitstream.count & 1 == 1 { out.append(0) }
        return out
    }
}
