import Foundation

/// Estimated bits of coding symbols with prefix codes made for them: per alphabet, the Shannon
/// bits `T·log2 T − Σ c·log2 c` plus what the code's definition costs (``definitionBits(_:)``).
enum VP8LHistogramCost {
    /// Bits to define a code of `used` symbols: a simple code for one or two, else the
    /// code-length code and about four bits a symbol (measured on the bench's codes: 3–5).
    @inline(__always)
    static func definitionBits(_ used: Int) -> Double {
        switch used {
        case 0, 1: 12
        case 2: 20
        default: 50 + 4 * Double(used)
        }
    }

    /// `c · log2 c` for `c` below 4096, computed once (never freed).
    nonisolated(unsafe) static let table: UnsafePointer<Double> = {
        let table = UnsafeMutablePointer<Double>.allocate(capacity: 4096)
        for c in 0..<4096 { table[c] = c == 0 ? 0 : Double(c) * log2(Double(c)) }
        return UnsafePointer(table)
    }()

    /// `c · log2 c`.
    @inline(__always)
    static func xlog2x(_ c: UInt32) -> Double {
        c < 4096 ? table[Int(c)] : Double(c) * log2(Double(c))
    }

    /// The alphabet (0…4) of each bin.
    static func alphabetOfBins(_ alphabets: [Range<Int>]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: alphabets.last!.upperBound)
        for (a, range) in alphabets.enumerated() { for i in range { result[i] = UInt8(a) } }
        return result
    }
}

/// One block's symbols: the bins it uses with their counts, alphabet by alphabet, and its cost alone.
struct VP8LSparseHistogram {
    private(set) var bins: [Int32] = []
    private(set) var counts: [UInt32] = []
    /// Where each alphabet's bins end in ``bins`` (lanes 0…4).
    private(set) var ends = SIMD8<Int32>()
    /// Symbols per alphabet (lanes 0…4).
    private(set) var totals = SIMD8<Double>()
    /// Its estimated bits as a group of its own.
    private(set) var cost = 0.0
    var isEmpty: Bool { bins.isEmpty }

    /// The histogram of `binsUsed` (a block's bins, one entry per use); `scratch` is all zeros
    /// (one count per bin) and is left so.
    init(_ binsUsed: ArraySlice<Int32>, alphabetOfBin: [UInt8], scratch: inout [UInt32]) {
        guard !binsUsed.isEmpty else { return }
        var firstUse: [Int32] = []
        for bin in binsUsed {
            if scratch[Int(bin)] == 0 { firstUse.append(bin) }
            scratch[Int(bin)] += 1
        }
        for a in 0..<5 {
            var sum = 0.0, used = 0
            for bin in firstUse where Int(alphabetOfBin[Int(bin)]) == a {
                let c = scratch[Int(bin)]
                bins.append(bin)
                counts.append(c)
                totals[a] += Double(c); sum += VP8LHistogramCost.xlog2x(c); used += 1
            }
            ends[a] = Int32(bins.count)
            let total = totals[a]
            cost += (total > 0 ? total * log2(total) : 0) - sum + VP8LHistogramCost.definitionBits(used)
        }
        for bin in firstUse { scratch[Int(bin)] = 0 }
    }
}

/// A group of blocks: the sum of their histograms, with running sums for its cost.
struct VP8LGroupHistogram {
    private(set) var counts: [UInt32]
    /// Per alphabet (lanes 0…4): symbols, `Σ c·log2 c`, bins used.
    private var total = SIMD8<Double>(), sum = SIMD8<Double>(), used = SIMD8<Int32>()
    var isEmpty: Bool { total.sum() == 0 }

    init(binCount: Int) {
        counts = [UInt32](repeating: 0, count: binCount)
    }

    @inline(__always)
    private static func cost(total: Double, sum: Double, used: Int32) -> Double {
        (total > 0 ? total * log2(total) : 0) - sum + VP8LHistogramCost.definitionBits(Int(used))
    }

    /// The bits the group's codes grow by when `block` joins it.
    func costOfAdding(_ block: VP8LSparseHistogram) -> Double {
        let table = VP8LHistogramCost.table
        @inline(__always) func xlog2x(_ c: UInt32) -> Double { c < 4096 ? table[Int(c)] : Double(c) * log2(Double(c)) }
        var delta = 0.0
        counts.withUnsafeBufferPointer { counts in
            block.bins.withUnsafeBufferPointer { bins in
                block.counts.withUnsafeBufferPointer { blockCounts in
                    var k = 0
                    for a in 0..<5 {
                        let end = Int(block.ends[a])
                        guard k < end else { continue }
                        var s = sum[a], u = used[a]
                        while k < end {
                            let bin = Int(bins[k])
                            let c = counts[bin], b = blockCounts[k]
                            s += xlog2x(c + b) - xlog2x(c)
                            u += c == 0 ? 1 : 0
                            k += 1
                        }
                        delta += Self.cost(total: total[a] + block.totals[a], sum: s, used: u)
                            - Self.cost(total: total[a], sum: sum[a], used: used[a])
                    }
                }
            }
        }
        return delta
    }

    /// Adds `block`'s counts.
    mutating func add(_ block: VP8LSparseHistogram) { change(block, adding: true) }

    /// Takes `block`'s counts away.
    mutating func remove(_ block: VP8LSparseHistogram) { change(block, adding: false) }

    private mutating func change(_ block: VP8LSparseHistogram, adding: Bool) {
        var k = 0
        for a in 0..<5 {
            let end = Int(block.ends[a])
            while k < end {
                let bin = Int(block.bins[k])
                let c = counts[bin], b = block.counts[k]
                let n = adding ? c + b : c - b
                counts[bin] = n
                sum[a] += VP8LHistogramCost.xlog2x(n) - VP8LHistogramCost.xlog2x(c)
                if c == 0 { used[a] += 1 } else if n == 0 { used[a] -= 1 }
                k += 1
            }
            total[a] += adding ? block.totals[a] : -block.totals[a]
        }
    }
}
