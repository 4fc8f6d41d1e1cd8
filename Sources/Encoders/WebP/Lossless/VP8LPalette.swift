import BoardModel
import Files
/// The colours of a picture that has at most 256 (RFC 9649 §4.4, colour indexing), each
/// colour's index, and the picture as indices: in the green channel, packed 2, 4 or 8 to a
/// pixel when the palette has at most 16, 4 or 2 colours (the format requires it).
package struct VP8LPalette {
    package static let maximumCount = 256
    package private(set) var colors: [UInt32] = []
    private var keys = [UInt32](repeating: 0, count: 1024)
    private var slots = [Int16](repeating: -1, count: 1024)

    /// The palette of `pixels`, or nil when they have more than 256 colours.
    package init?(_ pixels: UnsafePointer<UInt32>, count: Int) {
        var found: [UInt32] = []
        var last: UInt32? = nil
        var i = 0
        while i < count {
            let p = pixels[i]
            i = i == 0 ? 1 : VP8LRuns.nextChange(pixels, from: i + 1, to: count)
            if p == last { continue }
            last = p
            if slot(p) < 0 {
                guard found.count < Self.maximumCount else { return nil }
                insert(p, Int16(found.count))
                found.append(p)
            }
        }
        colors = Self.nearestNeighbourOrder(found.sorted())
        for i in slots.indices { slots[i] = -1 }
        for (index, color) in colors.enumerated() { insert(color, Int16(index)) }
    }

    /// `sorted` reordered so that each colour is followed by the nearest colour left (sum of the
    /// channels' differences; ties to the smaller value): the palette is stored as differences
    /// between neighbours, and small, alike differences cost few bits.
    package static func nearestNeighbourOrder(_ sorted: [UInt32]) -> [UInt32] {
        guard sorted.count > 2 else { return sorted }
        var left = sorted
        var order = [left.removeFirst()]
        while !left.isEmpty {
            let last = order[order.count - 1]
            var best = 0, bestDistance = Int.max
            for (i, c) in left.enumerated() {
                var d = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    d += abs(Int((c >> UInt32(shift)) & 0xff) - Int((last >> UInt32(shift)) & 0xff))
                }
                if d < bestDistance { bestDistance = d; best = i }
            }
            order.append(left.remove(at: best))
        }
        return order
    }

    @inline(__always)
    private func probe(_ color: UInt32) -> Int { Int((color &* 0x9E37_79B1) >> 22) }

    @inline(__always)
    private func slot(_ color: UInt32) -> Int {
        var h = probe(color)
        while slots[h] >= 0 {
            if keys[h] == color { return Int(slots[h]) }
            h = (h + 1) & 1023
        }
        return -1
    }

    private mutating func insert(_ color: UInt32, _ index: Int16) {
        var h = probe(color)
        while slots[h] >= 0 { h = (h + 1) & 1023 }
        keys[h] = color
        slots[h] = index
    }

    /// log2 of how many indices share a pixel: 3 for at most 2 colours, 2 for 4, 1 for 16, else 0.
    package var bundleBits: Int { colors.count <= 2 ? 3 : colors.count <= 4 ? 2 : colors.count <= 16 ? 1 : 0 }

    /// `pixels` (`width × height`) as indices, bundled: the picture the colour-indexing transform
    /// stores, and its width.
    package func indexImage(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int) -> (pixels: [UInt32], width: Int) {
        let bits = bundleBits
        let packedWidth = (width + (1 << bits) - 1) >> bits
        let bitsPerIndex = UInt32(8 >> bits)
        var out = [UInt32](repeating: 0, count: packedWidth * height)
        var last = pixels[0], lastIndex = UInt32(index(pixels[0]))
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels[y * width + x]
                if p != last { last = p; lastIndex = UInt32(index(p)) }
                out[y * packedWidth + x >> bits] |= lastIndex << (8 + bitsPerIndex * UInt32(x & ((1 << bits) - 1)))
            }
        }
        return (out, packedWidth)
    }

    /// The index of a colour of the palette.
    @inline(__always)
    package func index(_ color: UInt32) -> Int { slot(color) }
}
