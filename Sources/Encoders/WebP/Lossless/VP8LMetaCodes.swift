import BoardModel
import Files
import Foundation

/// Meta prefix codes (RFC 9649 §3.7.2.2): the picture cut into square blocks, each block coded
/// with one of several groups of five prefix codes, so that areas of different colours (one
/// card orange, another red) each get codes that fit them.
///
/// The groups are found the way libwebp's `HistogramCombine…` functions find them, simplified:
/// every block's symbol histogram is taken into the group where it adds the fewest estimated bits
/// (Shannon bits plus what a code's definition costs), or starts a group of its own when that is
/// cheaper; then every block is moved once more to the group it fits best. Whether the groups are
/// worth their definitions and entropy image is settled by counting both ways exactly
/// (``VP8LEncoder``).
package struct VP8LMetaCodes {
    /// log2 of a block's side.
    package let bits: Int
    /// Blocks in a row.
    package let blocksWide: Int
    /// The group of each block, row by row.
    package let groupOfBlock: [Int]
    /// The group of each token (of the symbols it was made for).
    package let groupOfToken: [Int]
    /// Per group, its histogram over the symbols' bins.
    package let histograms: [[UInt32]]

    /// Blocks start at 32 pixels a side and grow until there are at most this many.
    package static let maximumBlocks = 512
    /// The most groups.
    package static let maximumGroups = 16

    /// Groups for `symbols` over a `width × height` image, or `nil` when there is one block.
    package init?(_ symbols: VP8LSymbols, width: Int, height: Int) {
        var bits = 5
        func side(_ n: Int, _ b: Int) -> Int { (n + (1 << b) - 1) >> b }
        while bits < 9 && side(width, bits) * side(height, bits) > Self.maximumBlocks { bits += 1 }
        let blocksWide = side(width, bits), blockCount = blocksWide * side(height, bits)
        guard blockCount > 1 else { return nil }
        self.bits = bits
        self.blocksWide = blocksWide

        // Each token's block (where it starts), then each block's bins, block after block.
        let tokens = symbols.tokens
        var blockOfToken = [Int](repeating: 0, count: tokens.count)
        var binsInBlock = [Int](repeating: 0, count: blockCount + 1)
        var position = 0
        for t in tokens.indices {
            let y = position / width, x = position - y * width
            let block = (y >> bits) * blocksWide + (x >> bits)
            blockOfToken[t] = block
            symbols.forEachBin(t) { _ in binsInBlock[block + 1] += 1 }
            position += max(1, Int(tokens[t].length))
        }
        for b in 0..<blockCount { binsInBlock[b + 1] += binsInBlock[b] }
        var fill = binsInBlock
        var bins = [Int32](repeating: 0, count: binsInBlock[blockCount])
        for t in tokens.indices {
            let block = blockOfToken[t]
            symbols.forEachBin(t) { bins[fill[block]] = Int32($0); fill[block] += 1 }
        }
        let alphabetOfBin = symbols.alphabetOfBin
        var scratch = [UInt32](repeating: 0, count: symbols.binCount)
        var blocks: [VP8LBlockHistogram] = []
        blocks.reserveCapacity(blockCount)
        for b in 0..<blockCount {
            blocks.append(VP8LBlockHistogram(bins[binsInBlock[b]..<binsInBlock[b + 1]], alphabetOfBin: alphabetOfBin,
                                              scratch: &scratch))
        }

        // Groups: each block joins the group it costs least in, or starts one.
        var groups: [VP8LGroupHistogram] = []
        var groupOfBlock = [Int](repeating: -1, count: blockCount)
        for b in 0..<blockCount where !blocks[b].isEmpty {
            let alone = blocks[b].cost
            var best = -1, bestCost = Double.infinity
            for g in groups.indices {
                let added = groups[g].costOfAdding(blocks[b])
                if added < bestCost { bestCost = added; best = g }
            }
            if best < 0 || (bestCost > alone && groups.count < Self.maximumGroups) {
                groups.append(VP8LGroupHistogram(binCount: symbols.binCount))
                best = groups.count - 1
            }
            groups[best].add(blocks[b])
            groupOfBlock[b] = best
        }
        guard groups.count > 1 else { return nil }
        // Once more: each block moves to the group it fits best now that all are known.
        for b in 0..<blockCount where !blocks[b].isEmpty {
            let current = groupOfBlock[b]
            groups[current].remove(blocks[b])
            var best = current, bestCost = groups[current].costOfAdding(blocks[b])
            for g in groups.indices where g != current && !groups[g].isEmpty {
                let added = groups[g].costOfAdding(blocks[b])
                if added < bestCost { bestCost = added; best = g }
            }
            groups[best].add(blocks[b])
            groupOfBlock[b] = best
        }
        // Renumber the groups left, in order of first use; empty blocks take the group before them.
        var number = [Int](repeating: -1, count: groups.count)
        var histograms: [[UInt32]] = []
        var last = 0
        for b in 0..<blockCount {
            let g = groupOfBlock[b]
            if g < 0 { groupOfBlock[b] = last; continue }
            if number[g] < 0 { number[g] = histograms.count; histograms.append(groups[g].counts) }
            groupOfBlock[b] = number[g]
            last = number[g]
        }
        guard histograms.count > 1 else { return nil }
        self.groupOfBlock = groupOfBlock
        self.groupOfToken = blockOfToken.map { groupOfBlock[$0] }
        self.histograms = histograms
    }

    /// The entropy image (each block's group in its green and red channels), row by row.
    package var image: [UInt32] { groupOfBlock.map { UInt32($0) << 8 } }
}
