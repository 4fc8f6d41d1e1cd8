import BoardModel
import Files
import Foundation

/// One block's symbols: the bins it uses with their counts, alphabet by alphabet, and its cost alone.
package struct VP8LBlockHistogram {
    package private(set) var bins: [Int32] = []
    package private(set) var counts: [UInt32] = []
    /// Where each alphabet's bins end in ``bins`` (lanes 0…4).
    package private(set) var ends = SIMD8<Int32>()
    /// Symbols per alphabet (lanes 0…4).
    package private(set) var totals = SIMD8<Double>()
    /// Its estimated bits as a group of its own.
    package private(set) var cost = 0.0
    package var isEmpty: Bool { bins.isEmpty }

    /// The histogram of `binsUsed` (a block's bins, one entry per use); `scratch` is all zeros
    /// (one count per bin) and is left so.
    package init(_ binsUsed: ArraySlice<Int32>, alphabetOfBin: [UInt8], scratch: inout [UInt32]) {
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
                totals[a] += Double(c); sum += VP8LEntropy.xlog2x(c); used += 1
            }
            ends[a] = Int32(bins.count)
            cost += VP8LEntropy.bits(total: totals[a], sum: sum, used: used)
        }
        for bin in firstUse { scratch[Int(bin)] = 0 }
    }
}
