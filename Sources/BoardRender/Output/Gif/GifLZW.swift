/// The GIF variant of LZW compression, producing ready-to-write sub-blocks.
///
/// It emits exactly the code stream giflib's `EGifCompressLine` would (same clear
/// points, same code-width changes), so any decoder that reads giflib's files reads
/// these. The dictionary is a flat `4096 × 256` table of child codes indexed by
/// `prefix << 8 | pixel`: one load per pixel, no hashing. Resetting it only touches
/// the entries set since the last clear. The table (2 MiB) and buffers are allocated
/// once and reused for every frame.
final class GifLZW {
    /// GIF codes are at most 12 bits; giflib clears the dictionary when the next code would be 4095.
    private static let clearAt = 4095
    private let table: UnsafeMutablePointer<UInt16>
    private let used: UnsafeMutablePointer<Int32>
    private var usedCount = 0
    private var raw: UnsafeMutablePointer<UInt8>
    private var rawCapacity: Int
    private var blocks: UnsafeMutablePointer<UInt8>
    private var blocksCapacity: Int

    /// Allocates the dictionary and output buffers.
    init() {
        table = .allocate(capacity: 4096 * 256)
        table.initialize(repeating: 0, count: 4096 * 256)
        used = .allocate(capacity: 4096)
        rawCapacity = 1 << 16
        raw = .allocate(capacity: rawCapacity)
        blocksCapacity = rawCapacity + rawCapacity / 255 + 2
        blocks = .allocate(capacity: blocksCapacity)
    }

    deinit {
        table.deallocate()
        used.deallocate()
        raw.deallocate()
        blocks.deallocate()
    }

    /// Compresses `indices` (every value `< 1 << minCodeSize`) into GIF data sub-blocks.
    /// - Parameter minCodeSize: the LZW minimum code size, `max(2, colour table bits)`.
    /// - Returns: `[length][bytes]…` blocks without the zero terminator; valid until the next call.
    func compress(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(!indices.isEmpty && (2...8).contains(minCodeSize))
        let n = indices.count
        // At most one code per pixel plus clears and the final codes, 12 bits each.
        let worst = (n + n / 2048 + 8) * 3 / 2 + 16
        if worst > rawCapacity {
            raw.deallocate()
            rawCapacity = worst
            raw = .allocate(capacity: rawCapacity)
        }
        let rawCount = encode(indices, minCodeSize: minCodeSize)
        return frame(rawCount)
    }

    private func encode(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int) -> Int {
        let clear = 1 << minCodeSize
        let end = clear + 1
        var bits = minCodeSize + 1
        var limit = 1 << bits
        var next = end + 1
        var out = BitWriter(raw)
        let table = self.table
        let used = self.used
        var usedCount = self.usedCount

        out.put(clear, bits)
        var prefix = Int(indices[0])
        var i = 1
        let n = indices.count
        let px = indices.baseAddress!
        while i < n {
            let pixel = Int(px[i])
            i += 1
            let key = prefix << 8 | pixel
            let child = table[key]
            if child != 0 {
                prefix = Int(child)
                continue
            }
            out.put(prefix, bits)
            if next >= limit { bits += 1; limit <<= 1 }
            prefix = pixel
            if next >= Self.clearAt {
                out.put(clear, bits)
                for k in 0..<usedCount { table[Int(used[k])] = 0 }
                usedCount = 0
                bits = minCodeSize + 1
                limit = 1 << bits
                next = end + 1
            } else {
                table[key] = UInt16(truncatingIfNeeded: next)
                used[usedCount] = Int32(truncatingIfNeeded: key)
                usedCount += 1
                next += 1
            }
        }
        out.put(prefix, bits)
        if next >= limit { bits += 1; limit <<= 1 }
        out.put(end, bits)
        out.flush()
        for k in 0..<usedCount { table[Int(used[k])] = 0 }
        self.usedCount = 0
        return out.count
    }

    /// Splits `rawCount` bytes of `raw` into sub-blocks of at most 255 bytes.
    private func frame(_ rawCount: Int) -> UnsafeBufferPointer<UInt8> {
        let needed = rawCount + (rawCount + 254) / 255
        if needed > blocksCapacity {
            blocks.deallocate()
            blocksCapacity = needed
            blocks = .allocate(capacity: blocksCapacity)
        }
        var read = 0
        var write = 0
        while read < rawCount {
            let length = min(255, rawCount - read)
            blocks[write] = UInt8(length)
            (blocks + write + 1).update(from: raw + read, count: length)
            write += length + 1
            read += length
        }
        return UnsafeBufferPointer(start: blocks, count: write)
    }
}

/// Packs variable-width codes least-significant bit first, as GIF requires.
private struct BitWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var accumulator: UInt64 = 0
    private var pending = 0

    init(_ base: UnsafeMutablePointer<UInt8>) { self.base = base }

    @inline(__always)
    mutating func put(_ code: Int, _ bits: Int) {
        accumulator |= UInt64(truncatingIfNeeded: code) << UInt64(pending)
        pending += bits
        while pending >= 8 {
            base[count] = UInt8(truncatingIfNeeded: accumulator)
            count += 1
            accumulator >>= 8
            pending -= 8
        }
    }

    mutating func flush() {
        while pending > 0 {
            base[count] = UInt8(truncatingIfNeeded: accumulator)
            count += 1
            accumulator >>= 8
            pending -= 8
        }
        pending = 0
    }
}
