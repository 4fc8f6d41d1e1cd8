import BoardModel
import Files
import Foundation

/// A group of blocks: the sum of their histograms, with running sums for its cost.
package struct VP8LGroupHistogram {
    package private(set) var counts: [UInt32]
    /// Per alphabet (lanes 0…4): symbols, `Σ c·log2 c`, bins used.
    private var total = SIMD8<Double>(), sum = SIMD8<Double>(), used = SIMD8<Int32>()
    package var isEmpty: Bool { total.sum() == 0 }

    package init(binCount: Int) {
        counts = [UInt32](repeating: 0, count: binCount)
    }

    /// The bits the group's codes grow by when `block` joins it.
    package func costOfAdding(_ block: VP8LBlockHistogram) -> Double {
        let table = VP8LEntropy.table
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
                            s += VP8LEntropy.xlog2x(c + b, in: table) - VP8LEntropy.xlog2x(c, in: table)
                            u += c == 0 ? 1 : 0
                            k += 1
                        }
                        delta += VP8LEntropy.bits(total: total[a] + block.totals[a], sum: s, used: Int(u))
                            - VP8LEntropy.bits(total: total[a], sum: sum[a], used: Int(used[a]))
                    }
                }
            }
        }
        return delta
    }

    /// Adds `block`'s counts.
    package mutating func add(_ block: VP8LBlockHistogram) { change(block, adding: true) }

    /// Takes `block`'s counts away.
    package mutating func remove(_ block: VP8LBlockHistogram) { change(block, adding: false) }

    private mutating func change(_ block: VP8LBlockHistogram, adding: Bool) {
        var k = 0
        for a in 0..<5 {
            let end = Int(block.ends[a])
            while k < end {
                let bin = Int(block.bins[k])
                let c = counts[bin], b = block.counts[k]
                let n = adding ? c + b : c - b
                counts[bin] = n
                sum[a] += VP8LEntropy.xlog2x(n) - VP8LEntropy.xlog2x(c)
                if c == 0 { used[a] += 1 } else if n == 0 { used[a] -= 1 }
                k += 1
            }
            total[a] += adding ? block.totals[a] : -block.totals[a]
        }
    }
}
