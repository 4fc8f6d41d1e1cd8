import BoardModel
import Files
/// Bits packed least-significant first, as a WebP lossless (VP8L) bitstream stores them.
package struct VP8LBitWriter {
    package private(set) var bytes: [UInt8] = []
    private var accumulator: UInt64 = 0
    private var used = 0
    package var bitCount: Int { bytes.count * 8 + used }

    package init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends the low `count` bits of `value` (`count` ≤ 32).
    @inline(__always)
    package mutating func write(_ value: UInt32, _ count: Int) {
        accumulator |= UInt64(value) << UInt64(used)
        used += count
        if used >= 32 {
            let word = UInt32(truncatingIfNeeded: accumulator)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            accumulator >>= 32
            used -= 32
        }
    }

    /// Appends every bit `other` holds.
    package mutating func append(_ other: VP8LBitWriter) {
        let b = other.bytes
        var i = 0
        while i + 4 <= b.count {
            write(UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24, 32)
            i += 4
        }
        while i < b.count { write(UInt32(b[i]), 8); i += 1 }
        var rest = other.accumulator, left = other.used
        while left > 0 {
            let n = min(left, 32)
            write(UInt32(truncatingIfNeeded: rest) & (n == 32 ? .max : (1 << UInt32(n)) - 1), n)
            rest >>= UInt64(n)
            left -= n
        }
    }

    /// The bytes written, the last one padded with zero bits.
    package mutating func finish() -> [UInt8] {
        while used > 0 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            used = max(0, used - 8)
        }
        return bytes
    }
}
