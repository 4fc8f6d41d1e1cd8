import BoardModel
import Files
/// An open-addressing hash table from colour (`0xRRGGBB`, alpha ignored) to a pixel
/// count and a palette index: the histogram of one frame's re-sent pixels, then the
/// nearest-colour cache that maps them.
///
/// Flat arrays, linear probing, power-of-two capacity, reused across frames; clearing
/// touches only the slots in use. No per-pixel allocation and no `Dictionary`.
package final class GifColorTable {
    private var keys: UnsafeMutablePointer<UInt32>
    private var counts: UnsafeMutablePointer<UInt32>
    private var values: UnsafeMutablePointer<UInt8>
    private var order: UnsafeMutablePointer<Int32>
    private var shift: UInt32
    private var mask: Int
    /// The number of slots.
    package private(set) var capacity: Int
    /// The number of distinct colours stored.
    package private(set) var count = 0

    /// Creates an empty table with room for `capacity / 2` colours before it grows.
    package init(capacity: Int = 1 << 12) {
        var size = 16
        while size < capacity { size <<= 1 }
        let storage = Self.storage(size: size)
        (self.capacity, mask, shift) = (size, storage.mask, storage.shift)
        (keys, counts, values, order) = (storage.keys, storage.counts, storage.values, storage.order)
    }

    /// Empty slots for `size` colours (a power of two) and the hashing constants for that size.
    private static func storage(size: Int) -> (
        keys: UnsafeMutablePointer<UInt32>, counts: UnsafeMutablePointer<UInt32>,
        values: UnsafeMutablePointer<UInt8>, order: UnsafeMutablePointer<Int32>, mask: Int, shift: UInt32
    ) {
        let keys = UnsafeMutablePointer<UInt32>.allocate(capacity: size)
        keys.initialize(repeating: 0, count: size)
        return (keys, .allocate(capacity: size), .allocate(capacity: size), .allocate(capacity: size / 2 + 1),
                size - 1, UInt32(32 - size.trailingZeroBitCount))
    }

    deinit {
        keys.deallocate()
        counts.deallocate()
        values.deallocate()
        order.deallocate()
    }

    /// Empties the table (cost proportional to the colours stored, not the capacity).
    package func removeAll() {
        for i in 0..<count { keys[Int(order[i])] = 0 }
        count = 0
    }

    @inline(__always)
    private func home(_ key: UInt32) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> shift)
    }

    /// Adds `times` occurrences of `color`.
    @inline(__always)
    package func add(_ color: UInt32, times: UInt32 = 1) {
        let key = color | 0xFF00_0000
        var slot = home(key)
        while true {
            let k = keys[slot]
            if k == key { counts[slot] &+= times; return }
            if k == 0 { break }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        counts[slot] = times
        values[slot] = 0
        order[count] = Int32(truncatingIfNeeded: slot)
        count += 1
        if count * 2 > capacity { grow() }
    }

    /// The palette index stored for `color`, or `nil` if the colour is not in the table.
    @inline(__always)
    package func index(of color: UInt32) -> UInt8? {
        let key = color | 0xFF00_0000
        var slot = home(key)
        while true {
            let k = keys[slot]
            if k == key { return values[slot] }
            if k == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `index` for `color`, inserting the colour (with count 0) if needed.
    @inline(__always)
    package func setIndex(_ index: UInt8, for color: UInt32) {
        let key = color | 0xFF00_0000
        var slot = home(key)
        while true {
            let k = keys[slot]
            if k == key { values[slot] = index; return }
            if k == 0 { break }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        counts[slot] = 0
        values[slot] = index
        order[count] = Int32(truncatingIfNeeded: slot)
        count += 1
        if count * 2 > capacity { grow() }
    }

    /// The `i`-th distinct colour in insertion order, as `0xRRGGBB`.
    @inline(__always)
    package func color(at i: Int) -> UInt32 { keys[Int(order[i])] & 0xFF_FFFF }

    /// The pixel count of the `i`-th distinct colour.
    @inline(__always)
    package func weight(at i: Int) -> UInt32 { counts[Int(order[i])] }

    /// Stores the palette index of the `i`-th distinct colour.
    @inline(__always)
    package func setIndex(_ index: UInt8, at i: Int) { values[Int(order[i])] = index }

    private func grow() {
        let oldKeys = keys, oldCounts = counts, oldValues = values, oldOrder = order
        let oldCount = count
        let size = capacity * 2
        let storage = Self.storage(size: size)
        (capacity, mask, shift) = (size, storage.mask, storage.shift)
        (keys, counts, values, order) = (storage.keys, storage.counts, storage.values, storage.order)
        count = 0
        for i in 0..<oldCount {
            let old = Int(oldOrder[i])
            let key = oldKeys[old]
            var slot = home(key)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            counts[slot] = oldCounts[old]
            values[slot] = oldValues[old]
            order[count] = Int32(truncatingIfNeeded: slot)
            count += 1
        }
        oldKeys.deallocate()
        oldCounts.deallocate()
        oldValues.deallocate()
        oldOrder.deallocate()
    }
}
