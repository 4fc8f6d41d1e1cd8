import BoardModel
import Files
/// The colour cache of RFC 9649 §5.2.3: the last pixel seen at each of 2^bits hash slots. Every
/// pixel the decoder produces enters it, so its state at a position depends on the pixels only,
/// not on how they were coded.
package final class VP8LColorCache {
    /// Sizes tried by ``bestBits(_:pixels:coding:)``.
    package static let candidateBits = [0, 6, 8, 10]
    package let bits: Int
    private let slots: UnsafeMutablePointer<UInt32>
    private let shift: UInt32

    package init(bits: Int) {
        self.bits = bits
        slots = .allocate(capacity: 1 << max(bits, 1))
        slots.initialize(repeating: 0, count: 1 << max(bits, 1))
        shift = UInt32(32 - bits)
    }

    deinit { slots.deallocate() }

    /// The slot of a coded pixel.
    @inline(__always)
    package func index(_ coded: UInt32) -> Int { Int((coded &* 0x1e35_a7bd) >> shift) }

    /// The slot holding `coded`, or nil.
    @inline(__always)
    package func lookup(_ coded: UInt32) -> Int? {
        let i = index(coded)
        return slots[i] == coded ? i : nil
    }

    @inline(__always)
    package func insert(_ coded: UInt32) { slots[index(coded)] = coded }

    /// Inserts the pixels of `range` (as coded). Re-inserting the pixel just inserted changes
    /// nothing, so only the first pixel of each run is inserted.
    @inline(__always)
    package func insert(_ range: Range<Int>, of pixels: UnsafePointer<UInt32>, coding: VP8LPixelCoding) {
        guard bits > 0 else { return }
        VP8LRuns.forEachRunStart(pixels, in: range) { insert(coding.coded(pixels[$0])) }
    }

    /// The size (bits) whose literals and hits cost least after the first parse `tokens`, every
    /// size in ``candidateBits`` simulated in one pass; 0 for none.
    package static func bestBits(_ tokens: [VP8LToken], pixels: UnsafePointer<UInt32>, coding: VP8LPixelCoding) -> Int {
        let sizes = candidateBits
        let caches = sizes.map { VP8LColorCache(bits: $0) }
        // Per size: green (with the cache's symbols), red, blue, alpha.
        var histograms = sizes.map { [UInt32](repeating: 0, count: 256 + (1 << $0) + 3 * 256) }
        var position = 0
        for token in tokens {
            if token.length == 0 {
                let p = coding.coded(token.value)
                for s in sizes.indices {
                    if sizes[s] > 0 {
                        if let hit = caches[s].lookup(p) {
                            histograms[s][256 + hit] += 1
                            continue
                        }
                        caches[s].insert(p)
                    }
                    let base = 256 + (1 << sizes[s])
                    histograms[s][Int((p >> 8) & 0xff)] += 1
                    histograms[s][base + Int((p >> 16) & 0xff)] += 1
                    histograms[s][base + 256 + Int(p & 0xff)] += 1
                    histograms[s][base + 512 + Int(p >> 24)] += 1
                }
                position += 1
            } else {
                let range = position..<(position + Int(token.length))
                VP8LRuns.forEachRunStart(pixels, in: range) { k in
                    let p = coding.coded(pixels[k])
                    for cache in caches { cache.insert(p) }
                }
                position = range.upperBound
            }
        }
        var best = 0, bestCost = Double.infinity
        for s in sizes.indices {
            let h = histograms[s], base = 256 + (1 << sizes[s])
            // Each slot's code length costs about half a bit to define.
            let cost = VP8LEntropy.bits(h[0..<base]) + VP8LEntropy.bits(h[base..<(base + 256)])
                + VP8LEntropy.bits(h[(base + 256)..<(base + 512)]) + VP8LEntropy.bits(h[(base + 512)...])
                + Double(1 << sizes[s]) * 0.5
            if cost < bestCost { bestCost = cost; best = sizes[s] }
        }
        return best
    }
}
