import Foundation

/// Shannon estimates of coded sizes.
enum VP8LEntropy {
    /// Bits of an ideal prefix code for a histogram.
    static func bits(_ counts: ArraySlice<UInt32>) -> Double {
        var total = 0.0, sum = 0.0
        for c in counts where c > 0 {
            let x = Double(c)
            total += x
            sum += x * log2(x)
        }
        return total > 0 ? total * log2(total) - sum : 0
    }
}
