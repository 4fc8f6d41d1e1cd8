import BoardModel
import Files
/// Nearest-palette-entry search in RGB (squared Euclidean distance, full 8-bit precision).
///
/// Entries are sorted by `r + g + b`. Since `(Δr+Δg+Δb)² ≤ 3·(Δr²+Δg²+Δb²)`, a search
/// that walks outwards from the query's sum can stop in a direction as soon as
/// `Δsum² > 3 · best`; on UI palettes that visits a handful of entries, not 255.
package struct GifNearestColor {
    private var sums: [Int32] = []
    private var packed: [UInt32] = []
    private var indices: [UInt8] = []

    /// An empty search structure; call ``rebuild(_:)`` before use.
    package init() {}

    /// Indexes `palette` (`0xRRGGBB` entries, at most 256).
    package mutating func rebuild(_ palette: [UInt32]) {
        let sorted = palette.indices.sorted { Self.sum(palette[$0]) < Self.sum(palette[$1]) }
        sums = sorted.map { Int32(Self.sum(palette[$0])) }
        packed = sorted.map { palette[$0] & 0xFF_FFFF }
        indices = sorted.map { UInt8(truncatingIfNeeded: $0) }
    }

    @inline(__always)
    package static func sum(_ c: UInt32) -> Int {
        Int((c >> 16) & 0xFF) + Int((c >> 8) & 0xFF) + Int(c & 0xFF)
    }

    @inline(__always)
    package static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF)
        let dg = Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)
        let db = Int(a & 0xFF) - Int(b & 0xFF)
        return dr * dr + dg * dg + db * db
    }

    /// The palette index nearest to `color` and its squared distance.
    package func nearest(_ color: UInt32) -> (index: UInt8, distance: Int) {
        sums.withUnsafeBufferPointer { sums in
            packed.withUnsafeBufferPointer { packed in
                let n = sums.count
                let key = Int32(Self.sum(color))
                // Lower bound of `key` in `sums`.
                var lo = 0, hi = n
                while lo < hi {
                    let mid = (lo + hi) >> 1
                    if sums[mid] < key { lo = mid + 1 } else { hi = mid }
                }
                var best = 1 << 40 // above any real distance (3 × 255²), and 3 × best cannot overflow
                var bestAt = 0
                var up = lo, down = lo - 1
                while up < n || down >= 0 {
                    if up < n {
                        let d = Int(sums[up] - key)
                        if d * d > 3 * best { up = n } else {
                            let dist = Self.distance(color, packed[up])
                            if dist < best { best = dist; bestAt = up; if dist == 0 { break } }
                            up += 1
                        }
                    }
                    if down >= 0 {
                        let d = Int(key - sums[down])
                        if d * d > 3 * best { down = -1 } else {
                            let dist = Self.distance(color, packed[down])
                            if dist < best { best = dist; bestAt = down; if dist == 0 { break } }
                            down -= 1
                        }
                    }
                }
                return (indices[bestAt], best)
            }
        }
    }
}
