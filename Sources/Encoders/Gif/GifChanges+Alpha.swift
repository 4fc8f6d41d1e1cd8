import BoardModel
import Files
/// The pixels a frame of a transparent GIF sends: every one that shows.
extension GifChanges {
    /// Selects the pixels of `source` (straight `0xAARRGGBB`) whose alpha is not zero, as spans
    /// within rows, and their bounding box (nil when none shows).
    package mutating func selectShown(source src: UnsafePointer<UInt32>, width: Int, height: Int) {
        var starts: [Int32] = [], lengths: [Int32] = []
        var minX = width, maxX = -1, minY = height, maxY = -1
        for y in 0..<height {
            let row = y * width
            var x = 0
            while x < width {
                guard src[row + x] >> 24 != 0 else { x += 1; continue }
                let start = x
                while x < width, src[row + x] >> 24 != 0 { x += 1 }
                starts.append(Int32(row + start))
                lengths.append(Int32(x - start))
                minX = min(minX, start)
                maxX = max(maxX, x - 1)
                minY = min(minY, y)
                maxY = y
            }
        }
        replace(starts: starts, lengths: lengths, box: maxY < 0 ? nil : (minX, minY, maxX, maxY))
    }
}
