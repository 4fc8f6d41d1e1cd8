import BoardModel
import Files
import Foundation

/// The pixels one frame must re-send, as horizontal runs, with their bounding box.
///
/// A pixel is re-sent when the screen (the decoder's canvas) differs from the source and
/// either the source changed since the last coded frame or some channel is off by more
/// than the tolerance. Below quality 100 (``findVisible(source:previous:canvas:allowance:width:height:tolerance:staticTolerance:gap:)``)
/// only the second rule applies: a pixel is re-sent when the screen is visibly off. Rows that already match the screen are skipped with one `memcmp`;
/// inside a row, blocks of eight pixels that all match the screen, or that all changed
/// and are all wrong, are classified with one SIMD comparison each.
package struct GifChanges {
    /// The first pixel (`y × width + x`) of each run.
    package private(set) var starts: [Int32] = []
    /// The length of each run.
    package private(set) var lengths: [Int32] = []
    /// Re-sent pixels whose source had not changed (corrections of visible error).
    package private(set) var corrected = 0
    /// The bounding box of all runs, or `nil` when nothing needs re-sending.
    package private(set) var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?

    /// Sets the selection outright (nothing corrected).
    package mutating func replace(starts: [Int32], lengths: [Int32], box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?) {
        self.starts = starts
        self.lengths = lengths
        self.box = box
        corrected = 0
    }

    /// Selects every pixel: the first frame is sent whole.
    package mutating func selectAll(width: Int, height: Int) {
        starts = [0]
        lengths = [Int32(width * height)]
        corrected = 0
        box = (0, 0, width - 1, height - 1)
    }

    /// Finds the pixels of `source` to re-send, given the previous coded source and what the
    /// decoder shows (`canvas`); `allowance` (optional) widens the tolerance per pixel.
    package mutating func find(source src: UnsafePointer<UInt32>, previous prev: UnsafePointer<UInt32>,
                       canvas: UnsafePointer<UInt32>, allowance: UnsafePointer<UInt8>?,
                       width: Int, height: Int, tolerance: Int) {
        starts.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        var minX = width, maxX = -1, minY = height, maxY = -1
        var corrected = 0
        defer {
            self.corrected = corrected
            box = maxY < 0 ? nil : (minX, minY, maxX, maxY)
        }
        let rowBytes = width * 4
        let rgb = SIMD8<UInt32>(repeating: 0xFF_FFFF)
        for y in 0..<height {
            let row = y * width
            let s = src + row, c = canvas + row, p = prev + row
            if memcmp(s, c, rowBytes) == 0 { continue }
            var start = -1
            var rowHasSpan = false
            var x = 0
            while x < width {
                // Fast paths, eight pixels at a time: all already on screen (static areas),
                // or all changed in the source and wrong on screen (moving areas).
                if x + 8 <= width {
                    let a = UnsafeRawPointer(s + x).loadUnaligned(as: SIMD8<UInt32>.self) & rgb
                    let b = UnsafeRawPointer(c + x).loadUnaligned(as: SIMD8<UInt32>.self) & rgb
                    if a == b {
                        if start >= 0 {
                            starts.append(Int32(row + start))
                            lengths.append(Int32(x - start))
                            minX = min(minX, start); maxX = max(maxX, x - 1)
                            start = -1
                            rowHasSpan = true
                        }
                        x += 8
                        continue
                    }
                    let q = UnsafeRawPointer(p + x).loadUnaligned(as: SIMD8<UInt32>.self) & rgb
                    if all((a .!= b) .& (a .!= q)) {
                        if start < 0 { start = x }
                        x += 8
                        continue
                    }
                }
                let sv = s[x], cv = c[x]
                var send = false
                if (sv ^ cv) & 0xFF_FFFF != 0 {
                    if (sv ^ p[x]) & 0xFF_FFFF != 0 {
                        send = true
                    } else if Self.maxChannelDifference(sv, cv) > tolerance + Int(allowance?[row + x] ?? 0) {
                        send = true
                        corrected += 1
                    }
                }
                if send {
                    if start < 0 { start = x }
                } else if start >= 0 {
                    starts.append(Int32(row + start))
                    lengths.append(Int32(x - start))
                    minX = min(minX, start); maxX = max(maxX, x - 1)
                    start = -1
                    rowHasSpan = true
                }
                x += 1
            }
            if start >= 0 {
                starts.append(Int32(row + start))
                lengths.append(Int32(width - start))
                minX = min(minX, start); maxX = width - 1
                rowHasSpan = true
            }
            if rowHasSpan { minY = min(minY, y); maxY = y }
        }
    }


    /// Finds the pixels of `source` that the screen (`canvas`) shows visibly off: more than
    /// `tolerance` levels in some channel where the source changed since the last coded
    /// frame (`previous`), more than `staticTolerance` where it did not — so what motion
    /// leaves behind is cleaned up once the motion has passed. Two runs of a row at most `gap`
    /// pixels apart become one: the pixels between are re-sent too (see ``GifQuality/spanGap``).
    package mutating func findVisible(source src: UnsafePointer<UInt32>, previous prev: UnsafePointer<UInt32>,
                              canvas: UnsafePointer<UInt32>, allowance: UnsafePointer<UInt8>?,
                              width: Int, height: Int, tolerance: Int, staticTolerance: Int, gap: Int = 0) {
        starts.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        var minX = width, maxX = -1, minY = height, maxY = -1
        defer {
            corrected = 0
            box = maxY < 0 ? nil : (minX, minY, maxX, maxY)
        }
        let rowBytes = width * 4
        let rgb = SIMD8<UInt32>(repeating: 0xFF_FFFF)
        for y in 0..<height {
            let row = y * width
            let s = src + row, c = canvas + row, p = prev + row
            if memcmp(s, c, rowBytes) == 0 { continue }
            var start = -1
            var rowHasSpan = false
            var x = 0
            while x < width {
                if start < 0, x + 8 <= width {
                    let a = UnsafeRawPointer(s + x).loadUnaligned(as: SIMD8<UInt32>.self) & rgb
                    let b = UnsafeRawPointer(c + x).loadUnaligned(as: SIMD8<UInt32>.self) & rgb
                    if a == b { x += 8; continue }
                }
                let limit = (s[x] ^ p[x]) & 0xFF_FFFF != 0 ? tolerance : staticTolerance
                let send = Self.maxChannelDifference(s[x], c[x]) > limit + Int(allowance?[row + x] ?? 0)
                if send {
                    if start < 0 {
                        start = x
                        // Close to the row's last run: reopen it, the pixels between re-sent.
                        if rowHasSpan, let last = starts.last, x - (Int(last) - row + Int(lengths.last!)) <= gap {
                            start = Int(last) - row
                            starts.removeLast()
                            lengths.removeLast()
                        }
                    }
                } else if start >= 0 {
                    starts.append(Int32(row + start))
                    lengths.append(Int32(x - start))
                    minX = min(minX, start); maxX = max(maxX, x - 1)
                    start = -1
                    rowHasSpan = true
                }
                x += 1
            }
            if start >= 0 {
                starts.append(Int32(row + start))
                lengths.append(Int32(width - start))
                minX = min(minX, start); maxX = width - 1
                rowHasSpan = true
            }
            if rowHasSpan { minY = min(minY, y); maxY = y }
        }
    }

    @inline(__always)
    /// The largest absolute difference of the R, G or B channel of two pixels.
    package static func maxChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = abs(Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF))
        let dg = abs(Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF))
        let db = abs(Int(a & 0xFF) - Int(b & 0xFF))
        return max(dr, max(dg, db))
    }

}
