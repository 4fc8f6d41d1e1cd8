import BoardModel
import Files
import Foundation

/// What each symbol costs in bits, estimated from a first parse's symbols: a symbol seen `c`
/// times of `total` costs log2(total / c); one never seen, a bit more than the rarest.
package struct VP8LCostModel {
    private var green: [Float], red: [Float], blue: [Float], alpha: [Float], distance: [Float]
    /// Per copy length 1…4096: its prefix symbol and extra bits.
    private var lengths: [Float]

    package init(_ symbols: VP8LSymbols) {
        let histogram = symbols.histogram()
        let costs = symbols.alphabets.map { range -> [Float] in
            var total: UInt32 = 0
            for i in range { total += histogram[i] }
            let logTotal = log2(Float(total) + 1)
            return range.map { logTotal - log2(max(Float(histogram[$0]), 0.5)) }
        }
        (green, red, blue, alpha, distance) = (costs[0], costs[1], costs[2], costs[3], costs[4])
        lengths = [Float](repeating: 0, count: VP8LMatchFinder.maximumLength + 1)
        for length in 1...VP8LMatchFinder.maximumLength {
            let prefix = VP8LPrefix(length)
            lengths[length] = green[256 + prefix.symbol] + Float(prefix.extraBits)
        }
    }

    /// A literal pixel (as coded: after transforms).
    @inline(__always)
    package func literal(_ p: UInt32) -> Float {
        green[Int((p >> 8) & 0xff)] + red[Int((p >> 16) & 0xff)] + blue[Int(p & 0xff)] + alpha[Int(p >> 24)]
    }

    /// A colour-cache hit at `index`.
    @inline(__always)
    package func cache(_ index: Int) -> Float { green[280 + index] }

    /// A copy's length.
    @inline(__always)
    package func length(_ length: Int) -> Float { lengths[length] }

    /// A copy's distance code.
    @inline(__always)
    package func distance(code: Int) -> Float {
        let prefix = VP8LPrefix(code)
        return distance[prefix.symbol] + Float(prefix.extraBits)
    }
}
