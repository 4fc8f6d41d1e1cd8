import BoardModel
import Files
/// A prefix code of a VP8L bitstream: a code length per symbol (complete, at most `limit` bits)
/// and the canonical codes, bit-reversed for a least-significant-first writer.
package struct VP8LHuffmanCode {
    /// Code length per symbol; 0 for symbols not used.
    package private(set) var lengths: [UInt8]
    /// Bit-reversed canonical code per symbol.
    package private(set) var codes: [UInt16]
    /// How many symbols have a code; with one or none, symbols are written with no bits.
    package private(set) var used: Int

    /// The code for `counts` (a histogram), lengths limited to `limit` bits. With
    /// `smoothed`, counts are first evened out where that makes the code lengths cheaper to
    /// store (``smoothForRunLengths(_:)``).
    package init(counts original: UnsafeBufferPointer<UInt32>, limit: Int, smoothed: Bool = false) {
        var copy = Array(original)
        if smoothed { Self.smoothForRunLengths(&copy) }
        self.init(copy, limit: limit)
    }

    private init(_ histogram: [UInt32], limit: Int) {
        let counts = histogram
        let n = counts.count
        lengths = [UInt8](repeating: 0, count: n)
        codes = [UInt16](repeating: 0, count: n)
        var symbols: [Int] = []
        for s in 0..<n where counts[s] != 0 { symbols.append(s) }
        used = symbols.count
        guard used > 1 else {
            if let only = symbols.first { lengths[only] = 1 }
            return
        }
        var floor: UInt32 = 1
        while true {
            if Self.build(counts, symbols, floor: floor, limit: limit, into: &lengths) { break }
            floor *= 2
        }
        assignCodes()
    }

    /// Huffman code lengths of the used symbols, each count raised to at least `floor`;
    /// false when a length exceeds `limit`.
    private static func build(_ counts: [UInt32], _ symbols: [Int], floor: UInt32, limit: Int,
                              into lengths: inout [UInt8]) -> Bool {
        // Leaves sorted by weight (ties by symbol), then the two-queue merge.
        let leaves = symbols.map { (weight: UInt64(max(counts[$0], floor)), symbol: $0) }
            .sorted { $0.weight != $1.weight ? $0.weight < $1.weight : $0.symbol < $1.symbol }
        let leafCount = leaves.count
        var weight = [UInt64](repeating: 0, count: 2 * leafCount)
        var parent = [Int](repeating: -1, count: 2 * leafCount)
        for (i, leaf) in leaves.enumerated() { weight[i] = leaf.weight }
        var nextLeaf = 0, nextNode = leafCount, nodeEnd = leafCount
        func take() -> Int {
            if nextLeaf < leafCount && (nextNode >= nodeEnd || weight[nextLeaf] <= weight[nextNode]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextNode += 1
            return nextNode - 1
        }
        while nodeEnd < 2 * leafCount - 1 {
            let a = take(), b = take()
            weight[nodeEnd] = weight[a] + weight[b]
            parent[a] = nodeEnd
            parent[b] = nodeEnd
            nodeEnd += 1
        }
        // Depths from the root (the last node) down.
        var depth = [Int](repeating: 0, count: nodeEnd)
        for node in stride(from: nodeEnd - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        for i in 0..<leafCount {
            if depth[i] > limit { return false }
        }
        for (i, leaf) in leaves.enumerated() { lengths[leaf.symbol] = UInt8(depth[i]) }
        return true
    }

    /// Canonical codes: shorter first, then by symbol; stored bit-reversed.
    private mutating func assignCodes() {
        var countOfLength = [Int](repeating: 0, count: 17)
        for length in lengths where length != 0 { countOfLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 17)
        var code = 0
        for length in 1...16 {
            code = (code + countOfLength[length - 1]) << 1
            next[length] = code
        }
        for s in 0..<lengths.count where lengths[s] != 0 {
            let length = Int(lengths[s])
            codes[s] = UInt16(Self.reverse(next[length], length))
            next[length] += 1
        }
    }

    private static func reverse(_ value: Int, _ bits: Int) -> Int {
        var v = value, r = 0
        for _ in 0..<bits { r = (r << 1) | (v & 1); v >>= 1 }
        return r
    }

    /// Writes `symbol`'s code (nothing when the code has one symbol or none).
    @inline(__always)
    package func write(_ symbol: Int, to writer: inout VP8LBitWriter) {
        if used > 1 { writer.write(UInt32(codes[symbol]), Int(lengths[symbol])) }
    }

    /// Writes the code itself (RFC 9649 §3.7.2.1): a simple code for one or two symbols below 256,
    /// else the code lengths, run-length coded and themselves prefix coded.
    package func writeDefinition(to writer: inout VP8LBitWriter) {
        let symbols = lengths.indices.filter { lengths[$0] != 0 }
        if symbols.count <= 2, symbols.allSatisfy({ $0 < 256 }) {
            writer.write(1, 1) // simple
            let first = symbols.first ?? 0
            writer.write(UInt32(max(symbols.count, 1) - 1), 1)
            if first < 2 {
                writer.write(0, 1)
                writer.write(UInt32(first), 1)
            } else {
                writer.write(1, 1)
                writer.write(UInt32(first), 8)
            }
            if symbols.count == 2 { writer.write(UInt32(symbols[1]), 8) }
            return
        }
        writer.write(0, 1) // normal
        let tokens = Self.lengthTokens(lengths)
        var histogram = [UInt32](repeating: 0, count: 19)
        for token in tokens { histogram[Int(token.code)] += 1 }
        let lengthCode = histogram.withUnsafeBufferPointer { VP8LHuffmanCode(counts: $0, limit: 7) }
        var stored = 19
        while stored > 4 && lengthCode.lengths[Int(Self.lengthCodeOrder[stored - 1])] == 0 { stored -= 1 }
        writer.write(UInt32(stored - 4), 4)
        for i in 0..<stored { writer.write(UInt32(lengthCode.lengths[Int(Self.lengthCodeOrder[i])]), 3) }
        // The lengths' trailing zeros may be left out, at the cost of storing how many tokens follow.
        var kept = tokens.count, trailingBits = 0
        while kept > 0, [0, 17, 18].contains(tokens[kept - 1].code) {
            let code = tokens[kept - 1].code
            trailingBits += Int(lengthCode.lengths[Int(code)]) + (code == 17 ? 3 : code == 18 ? 7 : 0)
            kept -= 1
        }
        if kept > 1 && trailingBits > 12 {
            writer.write(1, 1)
            if kept == 2 {
                writer.write(0, 3 + 2)
            } else {
                let bits = (Int.bitWidth - 1) - (kept - 2).leadingZeroBitCount
                let pairs = bits / 2 + 1
                writer.write(UInt32(pairs - 1), 3)
                writer.write(UInt32(kept - 2), pairs * 2)
            }
        } else {
            writer.write(0, 1) // every symbol's length follows
            kept = tokens.count
        }
        for token in tokens[0..<kept] {
            lengthCode.write(Int(token.code), to: &writer)
            switch token.code {
            case 16: writer.write(UInt32(token.extra), 2)
            case 17: writer.write(UInt32(token.extra), 3)
            case 18: writer.write(UInt32(token.extra), 7)
            default: break
            }
        }
    }

    /// Evens out counts so that code lengths come in runs (RFC 9649 stores them run-length
    /// coded): runs already long (5 zeros, 7 equal counts) are kept, and stretches of at least
    /// four counts within 4 of their running average become that average. libwebp's
    /// `OptimizeHuffmanForRle`, which trades a few bits of data for a shorter code.
    package static func smoothForRunLengths(_ counts: inout [UInt32]) {
        var length = counts.count
        while length > 0 && counts[length - 1] == 0 { length -= 1 }
        guard length > 0 else { return }
        var good = [Bool](repeating: false, count: length)
        var symbol = counts[0], stride = 0
        for i in 0...length {
            if i == length || counts[i] != symbol {
                if (symbol == 0 && stride >= 5) || (symbol != 0 && stride >= 7) {
                    for k in 0..<stride { good[i - k - 1] = true }
                }
                stride = 1
                if i != length { symbol = counts[i] }
            } else {
                stride += 1
            }
        }
        var run = 0
        var limit = Int(counts[0]), sum = 0
        for i in 0...length {
            if i == length || good[i] || (i != 0 && good[i - 1]) || abs(Int(counts[i]) - limit) >= 4 {
                if run >= 4 || (run >= 3 && sum == 0) {
                    let average = sum == 0 ? 0 : max(1, (sum + run / 2) / run)
                    for k in 0..<run { counts[i - k - 1] = UInt32(average) }
                }
                run = 0
                sum = 0
                if i + 3 < length {
                    limit = (Int(counts[i]) + Int(counts[i + 1]) + Int(counts[i + 2]) + Int(counts[i + 3]) + 2) / 4
                } else if i < length {
                    limit = Int(counts[i])
                } else {
                    limit = 0
                }
            }
            run += 1
            if i != length {
                sum += Int(counts[i])
                if run >= 4 { limit = (sum + run / 2) / run }
            }
        }
    }

    /// The order code-length codes' lengths are stored in.
    package static let lengthCodeOrder: [UInt8] = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]

    /// Code lengths as tokens: 0–15 a length, 16 the previous non-zero length 3–6 times, 17 zeros
    /// 3–10 times, 18 zeros 11–138 times.
    package static func lengthTokens(_ lengths: [UInt8]) -> [(code: UInt8, extra: UInt8)] {
        var tokens: [(code: UInt8, extra: UInt8)] = []
        var previous: UInt8 = 8
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var k = i + 1
            while k < lengths.count && lengths[k] == value { k += 1 }
            var runs = k - i
            i = k
            if value == 0 {
                while runs > 0 {
                    if runs < 3 {
                        for _ in 0..<runs { tokens.append((0, 0)) }
                        runs = 0
                    } else if runs < 11 {
                        tokens.append((17, UInt8(runs - 3))); runs = 0
                    } else {
                        let r = min(runs, 138)
                        tokens.append((18, UInt8(r - 11))); runs -= r
                    }
                }
            } else {
                if value != previous {
                    tokens.append((value, 0))
                    runs -= 1
                    previous = value
                }
                while runs > 0 {
                    if runs < 3 {
                        for _ in 0..<runs { tokens.append((value, 0)) }
                        runs = 0
                    } else {
                        let r = min(runs, 6)
                        tokens.append((16, UInt8(r - 3))); runs -= r
                    }
                }
            }
        }
        return tokens
    }
}
