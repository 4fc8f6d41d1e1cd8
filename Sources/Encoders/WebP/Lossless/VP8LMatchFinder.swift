import BoardModel
import Files
/// Finds where the pixels at a position of a picture occurred before (LZ77 matches): the pixel
/// to the left and the one above (runs and repeated rows, the cheapest distances to code), then
/// up to `maximumCandidates` earlier places starting with the same two pixels, within
/// `windowRows` rows. Its hash table and chain are a ``VP8LWorkspace``'s.
package struct VP8LMatchFinder {
    package static let maximumLength = 4096
    package static let hashBits = 16
    package let maximumCandidates: Int
    package let pixels: UnsafePointer<UInt32>
    package let count: Int
    package let width: Int
    private let window: Int
    private let head: UnsafeMutablePointer<Int32>
    /// Position → the previous position with the same hash, in a ring larger than the window:
    /// a link is read only for a position within the window, whose slot no later position has
    /// taken yet.
    private let chain: UnsafeMutablePointer<Int32>
    private let chainMask: Int

    /// A finder on `pixels` (`width × height`) with nothing seen yet, in `workspace`'s memory.
    package init(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, workspace: VP8LWorkspace,
         maximumCandidates: Int = 16, windowRows: Int = 64) {
        self.pixels = pixels
        self.width = width
        count = width * height
        window = width * windowRows
        self.maximumCandidates = maximumCandidates
        var ring = 1
        while ring <= min(window, count) { ring <<= 1 }
        workspace.reserveChain(ring)
        chainMask = ring - 1
        head = workspace.head
        chain = workspace.chain
        head.initialize(repeating: -1, count: 1 << Self.hashBits)
    }

    @inline(__always)
    private static func hash(_ a: UInt32, _ b: UInt32) -> Int {
        let key = (UInt64(a) << 32 | UInt64(b)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: key >> UInt64(64 - hashBits))
    }

    /// How many pixels from `a` equal those from `b`, at most `limit`.
    @inline(__always)
    package static func matchLength(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ limit: Int) -> Int {
        var k = 0
        while k + 8 <= limit && VP8LRuns.equal8(a + k, b + k) { k += 8 }
        while k < limit && a[k] == b[k] { k += 1 }
        return k
    }

    /// Remembers position `i` as a place later matches may start from (not inside a run: runs
    /// are found by the left candidate; nothing when no chain candidates are tried).
    @inline(__always)
    package func insert(_ i: Int) {
        let p = pixels
        guard maximumCandidates > 0, i + 1 < count else { return }
        if i >= 1 && p[i - 1] == p[i] && p[i] == p[i + 1] { return }
        let h = Self.hash(p[i], p[i + 1])
        chain[i & chainMask] = head[h]
        head[h] = Int32(i)
    }

    /// Remembers positions `range`, skipping the inside of runs.
    @inline(__always)
    package func insert(_ range: Range<Int>) {
        guard maximumCandidates > 0 else { return }
        let p = pixels
        var i = range.lowerBound
        let end = min(range.upperBound, count - 1)
        while i < end {
            insert(i)
            i += 1
            // Inside a run (p[i − 1] == p[i] == p[i + 1]) nothing is inserted: go to its last pixel.
            if i >= 1 && i + 1 < end && p[i - 1] == p[i] && p[i] == p[i + 1] {
                i = VP8LRuns.nextChange(p, from: i + 1, to: end) - 1
            }
        }
    }

    /// The length of the match at `i` with the pixel `distance` back (0 when out of reach).
    @inline(__always)
    package func length(at i: Int, distance: Int) -> Int {
        guard distance <= i, pixels[i] == pixels[i - distance] else { return 0 }
        return Self.matchLength(pixels + i, pixels + i - distance, min(Self.maximumLength, count - i))
    }

    /// The longest match at `i` (left, above, then the chain; a tie keeps the earlier candidate),
    /// as (length, distance); length 0 when there is none.
    @inline(__always)
    package func longest(at i: Int) -> (length: Int, distance: Int) {
        let p = pixels
        let limit = min(Self.maximumLength, count - i)
        var length = self.length(at: i, distance: 1), distance = 1
        if length < limit, case let l = self.length(at: i, distance: width), l > length { length = l; distance = width }
        if length < limit && limit >= 2 {
            var candidate = Int(head[Self.hash(p[i], p[i + 1])])
            var tries = maximumCandidates
            while candidate >= 0 && i - candidate <= window && tries > 0 {
                if p[candidate + length] == p[i + length] {
                    let l = Self.matchLength(p + i, p + candidate, limit)
                    if l > length {
                        length = l; distance = i - candidate
                        if l == limit { break }
                    }
                }
                candidate = Int(chain[candidate & chainMask])
                tries -= 1
            }
        }
        return (length, distance)
    }
}
