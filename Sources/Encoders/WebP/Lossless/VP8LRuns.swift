import BoardModel
import Files
/// Runs of equal pixels, skipped eight at a time.
package enum VP8LRuns {
    /// The first position in `from..<end` (from ≥ 1) whose pixel differs from the one before it,
    /// else `end`.
    @inline(__always)
    package static func nextChange(_ p: UnsafePointer<UInt32>, from: Int, to end: Int) -> Int {
        var k = from
        while k + 8 <= end && equal8(p + k - 1, p + k) { k += 8 }
        while k < end && p[k] == p[k - 1] { k += 1 }
        return k
    }

    /// Calls `body` with each position of `range` whose pixel differs from the one before it
    /// (position 0 counts as differing): the first pixel of every run in the range.
    @inline(__always)
    package static func forEachRunStart(_ p: UnsafePointer<UInt32>, in range: Range<Int>, _ body: (Int) -> Void) {
        guard !range.isEmpty else { return }
        var k = range.lowerBound
        if k > 0 && p[k] == p[k - 1] { k = nextChange(p, from: k, to: range.upperBound) }
        while k < range.upperBound {
            body(k)
            k = nextChange(p, from: k + 1, to: range.upperBound)
        }
    }

    /// Whether the eight pixels at `a` equal those at `b` (two pixels per 64-bit word).
    @inline(__always)
    package static func equal8(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>) -> Bool {
        let r = UnsafeRawPointer(a), s = UnsafeRawPointer(b)
        let d = (r.loadUnaligned(as: UInt64.self) ^ s.loadUnaligned(as: UInt64.self))
            | (r.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ s.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            | (r.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ s.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            | (r.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ s.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
        return d == 0
    }
}
