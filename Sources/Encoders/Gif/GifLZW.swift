import BoardModel
import Files
/// The GIF variant of LZW compression, producing ready-to-write sub-blocks.
///
/// It emits exactly the code stream giflib's `EGifCompressLine` would (same clear
/// points, same code-width changes), so any decoder that reads giflib's files reads
/// these. The dictionary is a flat `256 × 4096` table of child codes indexed by
/// `pixel << 12 | prefix`: one load per pixel, no hashing. Indexing by pixel first
/// keeps a run of one index (transparent areas, flat fills) inside one 8 KiB plane,
/// which measured 2× faster than `prefix << 8 | pixel`. Resetting it only touches
/// the entries set since the last clear.
///
/// Long runs of one index are the bulk of a cropped frame (transparent gaps, flat
/// fills). LZW walks such a run through the codes for 1, 2, 3… repeats, one dependent
/// table load per pixel; here the codes for repeats are remembered per index, so a
/// whole stretch of a run is consumed in one step after a word-at-a-time scan.
/// The output is identical, byte for byte. The table (2 MiB) and buffers are allocated
/// once and reused for every frame.
package final class GifLZW {
    /// GIF codes are at most 12 bits; giflib clears the dictionary when the next code would be 4095.
    private static let clearAt = 4095
    private let table: UnsafeMutablePointer<UInt16>
    private let used: UnsafeMutablePointer<Int32>
    /// `runs[v << 12 | k]`: the code of index `v` repeated `k` times, for `k ≤ runLength[v]`.
    private let runs: UnsafeMutablePointer<UInt16>
    private let runLength: UnsafeMutablePointer<Int>
    private var usedCount = 0
    private var raw: UnsafeMutablePointer<UInt8>
    private var rawCapacity: Int
    private var blocks: UnsafeMutablePointer<UInt8>
    private var blocksCapacity: Int

    /// Allocates the dictionary and output buffers.
    package init() {
        table = .allocate(capacity: 4096 * 256)
        table.initialize(repeating: 0, count: 4096 * 256)
        used = .allocate(capacity: 4096)
        runs = .allocate(capacity: 256 * 4096)
        runLength = .allocate(capacity: 256)
        rawCapacity = 1 << 16
        raw = .allocate(capacity: rawCapacity)
        blocksCapacity = rawCapacity + rawCapacity / 255 + 2
        blocks = .allocate(capacity: blocksCapacity)
    }

    deinit {
        table.deallocate()
        used.deallocate()
        runs.deallocate()
        runLength.deallocate()
        raw.deallocate()
        blocks.deallocate()
    }

    /// Compresses `indices` (every value `< 1 << minCodeSize`) into GIF data sub-blocks.
    /// - Parameter minCodeSize: the LZW minimum code size, `max(2, colour table bits)`.
    /// - Returns: `[length][bytes]…` blocks without the zero terminator; valid until the next call.
    package func compress(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int) -> UnsafeBufferPointer<UInt8> {
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
        let table = self.table, used = self.used, runs = self.runs, runLength = self.runLength
        var usedCount = self.usedCount
        for v in 0..<clear { runLength[v] = 1; runs[v << 12 | 1] = UInt16(v) }

        out.put(clear, bits)
        let n = indices.count
        let px = indices.baseAddress!
        var prefix = Int(px[0])
        // While the current string is one index repeated (`runPixel`^`runK`), runs of that
        // index are skipped in one step using the known codes for longer repeats.
        var runPixel = prefix, runK = 1
        var i = 1
        while i < n {
            let pixel = Int(px[i])
            if pixel == runPixel {
                let known = runLength[pixel] - runK
                if known >= 4 {
                    let skip = Self.repeats(of: px[i], in: px + i, upTo: min(known, n - i))
                    if skip > 0 {
                        runK += skip
                        prefix = Int(runs[pixel << 12 | runK])
                        i += skip
                        continue
                    }
                }
            }
            i += 1
            let key = pixel << 12 | prefix
            let child = table[key]
            if child != 0 {
                prefix = Int(child)
                if pixel == runPixel { runK += 1 } else { runPixel = -1 }
                continue
            }
            out.put(prefix, bits)
            if next >= limit { bits += 1; limit <<= 1 }
            if next >= Self.clearAt {
                out.put(clear, bits)
                for k in 0..<usedCount { table[Int(used[k])] = 0 }
                for v in 0..<clear { runLength[v] = 1 }
                usedCount = 0
                bits = minCodeSize + 1
                limit = 1 << bits
                next = end + 1
            } else {
                table[key] = UInt16(truncatingIfNeeded: next)
                used[usedCount] = Int32(truncatingIfNeeded: key)
                usedCount += 1
                if pixel == runPixel {
                    // The new string is `pixel` repeated runK + 1 times.
                    runLength[pixel] = runK + 1
                    runs[pixel << 12 | (runK + 1)] = UInt16(truncatingIfNeeded: next)
                }
                next += 1
            }
            prefix = pixel
            runPixel = pixel
            runK = 1
        }
        out.put(prefix, bits)
        if next >= limit { bits += 1; limit <<= 1 }
        out.put(end, bits)
        out.flush()
        for k in 0..<usedCount { table[Int(used[k])] = 0 }
        self.usedCount = 0
        return out.count
    }

    /// How many of the first `limit` bytes at `p` equal `value`.
    @inline(__always)
    private static func repeats(of value: UInt8, in p: UnsafePointer<UInt8>, upTo limit: Int) -> Int {
        let pattern = UInt64(value) &* 0x0101_0101_0101_0101
        var count = 0
        while count + 8 <= limit {
            let word = UnsafeRawPointer(p + count).loadUnaligned(as: UInt64.self) ^ pattern
            if word != 0 { return count + word.trailingZeroBitCount / 8 }
            count += 8
        }
        while count < limit && p[count] == value { count += 1 }
        return count
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
    package private(set) var count = 0
    private var accumulator: UInt64 = 0
    private var pending = 0

    package init(_ base: UnsafeMutablePointer<UInt8>) { self.base = base }

    @inline(__always)
    package mutating func put(_ code: Int, _ bits: Int) {
        accumulator |= UInt64(truncatingIfNeeded: code) << UInt64(pending)
        pending += bits
        while pending >= 8 {
            base[count] = UInt8(truncatingIfNeeded: accumulator)
            count += 1
            accumulator >>= 8
            pending -= 8
        }
    }

    package mutating func flush() {
        while pending > 0 {
            base[count] = UInt8(truncatingIfNeeded: accumulator)
            count += 1
            accumulator >>= 8
            pending -= 8
        }
        pending = 0
    }
}
