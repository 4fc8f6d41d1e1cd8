import BoardModel
import Files
import Foundation

/// Shannon estimates of coded sizes: a histogram coded with a prefix code made for it takes
/// `T·log2 T − Σ c·log2 c` bits, plus what the code's definition costs (``definitionBits(_:)``).
package enum VP8LEntropy {
    /// Bits of an ideal prefix code for a histogram.
    package static func bits(_ counts: ArraySlice<UInt32>) -> Double {
        var total = 0.0, sum = 0.0
        for c in counts where c > 0 {
            let x = Double(c)
            total += x
            sum += x * log2(x)
        }
        return total > 0 ? total * log2(total) - sum : 0
    }

    /// Bits to define a code of `used` symbols: a simple code for one or two, else the
    /// code-length code and about four bits a symbol (measured on the bench's codes: 3–5).
    @inline(__always)
    package static func definitionBits(_ used: Int) -> Double {
        switch used {
        case 0, 1: 12
        case 2: 20
        default: 50 + 4 * Double(used)
        }
    }

    /// `c · log2 c` for `c` below 4096, computed once (never freed).
    package nonisolated(unsafe) static let table: UnsafePointer<Double> = {
        let table = UnsafeMutablePointer<Double>.allocate(capacity: 4096)
        for c in 0..<4096 { table[c] = c == 0 ? 0 : Double(c) * log2(Double(c)) }
        return UnsafePointer(table)
    }()

    /// `c · log2 c`.
    @inline(__always)
    package static func xlog2x(_ c: UInt32) -> Double { xlog2x(c, in: table) }

    /// `c · log2 c` from ``table`` already in hand (hot loops read the static once).
    @inline(__always)
    package static func xlog2x(_ c: UInt32, in table: UnsafePointer<Double>) -> Double {
        c < 4096 ? table[Int(c)] : Double(c) * log2(Double(c))
    }

    /// Estimated bits of an alphabet coded with its own prefix code: `total` symbols over
    /// `used` bins whose `Σ c·log2 c` is `sum`, the code's definition included.
    @inline(__always)
    package static func bits(total: Double, sum: Double, used: Int) -> Double {
        (total > 0 ? total * log2(total) : 0) - sum + definitionBits(used)
    }
}
