import BoardModel
import Files
import Foundation

/// One frame ready to write: a cropped rectangle of palette indices, LZW-compressed.
package struct GifCodedFrame {
    /// The rectangle on the canvas.
    package var left = 0, top = 0, width = 1, height = 1
    /// The local colour table (`0xRRGGBB`), without padding.
    package var palette: [UInt32] = []
    /// log2 of the written colour table size.
    package var tableBits = 1
    /// The index decoders leave see-through, if the frame uses transparency.
    package var transparentIndex: Int?
    /// LZW sub-blocks; valid until the coder codes the next frame.
    /// The rectangle's palette indices, row after row, for LZW (compressed where the file is written).
    package var indices: [UInt8] = []
    /// LZW's minimum code size for them.
    package var minCodeSize = 2
    /// Pixels re-sent (opaque in this frame).
    package var sentPixels = 0
    /// Pixels re-sent only to correct visible error (the source did not change there).
    package var correctedPixels = 0
    /// Whether the palette holds every re-sent colour exactly.
    package var exact = true
    /// What the decoder does with the frame's rectangle before the next frame.
    package var disposal = GifDisposal.keep
}

/// Turns each new source frame into the smallest sub-image that brings the decoder's
/// screen to it, and keeps a copy of that screen (the *canvas*).
///
/// A pixel is re-sent when the canvas differs from the source there and either the
/// source changed since the last coded frame or the canvas is visibly wrong (some
/// channel off by more than `tolerance`). Everything else is transparent, and the
/// frame is cropped to the re-sent pixels' bounding box. Re-sent pixels get an exact
/// palette when they have few enough colours, a quantised one otherwise; the canvas
/// is updated with the colours the decoder will really show, so residual error is
/// corrected in later frames.
package final class GifFrameCoder {
    package let width: Int
    package let height: Int
    package let tolerance: Int
    package let dither: Bool
    /// Below 100, pixels are re-sent only where the screen is visibly off, with coarser palettes.
    package let quality: GifQuality
    /// A board on a transparent background: each frame sends every pixel that shows (alpha at
    /// least ``alphaThreshold``), the rest see-through, and clears its rectangle after it shows.
    package let alpha: Bool

    private let canvas: UnsafeMutablePointer<UInt32>
    /// With dithering: how far (per channel) each on-screen pixel was pushed off on purpose
    /// by the pattern, so that the correction test does not undo the dither every frame.
    private let allowance: UnsafeMutablePointer<UInt8>?
    private var previous: [UInt32]?
    private var changes = GifChanges()
    private var indices: UnsafeMutablePointer<UInt8>
    private let histogram = GifColorTable()
    private let ditherCache = GifColorTable()
    private var quantizer = GifQuantizer()
    private var nearest = GifNearestColor()

    package init(width: Int, height: Int, tolerance: Int, dither: Bool, quality: GifQuality, alpha: Bool = false) {
        self.alpha = alpha
        self.width = width
        self.height = height
        self.tolerance = tolerance
        self.dither = dither
        self.quality = quality
        canvas = .allocate(capacity: width * height)
        canvas.initialize(repeating: 0, count: width * height)
        indices = .allocate(capacity: width * height)
        if dither {
            allowance = .allocate(capacity: width * height)
            allowance!.initialize(repeating: 0, count: width * height)
        } else {
            allowance = nil
        }
    }

    deinit {
        canvas.deallocate()
        indices.deallocate()
        allowance?.deallocate()
    }

    /// What the decoder shows after the last coded frame (`0xFFRRGGBB`).
    package var screen: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: canvas, count: width * height) }

    /// Codes `source` (`width × height` pixels) against the canvas and updates the canvas.
    package func code(_ source: [UInt32]) -> GifCodedFrame {
        if alpha { return codeShown(Self.straightened(source)) }
        return source.withUnsafeBufferPointer { src in
            let first = previous == nil
            var frame = GifCodedFrame()
            StageClock.measure(.diff) {
            if first {
                changes.selectAll(width: width, height: height)
            } else if !quality.isFull {
                previous!.withUnsafeBufferPointer { prev in
                    changes.findVisible(source: src.baseAddress!, previous: prev.baseAddress!, canvas: canvas, allowance: allowance,
                                        width: width, height: height, tolerance: quality.tolerance,
                                        staticTolerance: quality.staticTolerance, gap: quality.spanGap)
                }
            } else {
                previous!.withUnsafeBufferPointer { prev in
                    changes.find(source: src.baseAddress!, previous: prev.baseAddress!, canvas: canvas, allowance: allowance,
                                 width: width, height: height, tolerance: tolerance)
                }
            }
            }
            previous = source
            guard let box = changes.box else { return emptyFrame() }
            frame.correctedPixels = changes.corrected
            codeSelection(src.baseAddress!, box: box, into: &frame)
            return frame
        }
    }

    /// Codes the selected pixels (``changes``) of `src` inside `box` into `frame`: the rectangle,
    /// a palette (exact when it fits), the transparent index where pixels are not sent, the indices.
    private func codeSelection(_ src: UnsafePointer<UInt32>, box: (minX: Int, minY: Int, maxX: Int, maxY: Int),
                               into frame: inout GifCodedFrame) {
        frame.left = box.minX
        frame.top = box.minY
        frame.width = box.maxX - box.minX + 1
        frame.height = box.maxY - box.minY + 1
        frame.sentPixels = StageClock.measure(.palette) { histogramOfSpans(src) }
        let needsTransparency = frame.sentPixels < frame.width * frame.height
        let maxColors = min(needsTransparency ? 255 : 256, quality.maximumColors - (needsTransparency ? 1 : 0))
        frame.exact = histogram.count <= maxColors
        let exact = frame.exact
        frame.palette = StageClock.measure(.palette) { choosePalette(maxColors: maxColors, exact: exact) }
        let used = frame.palette.count + (needsTransparency ? 1 : 0)
        frame.tableBits = max(1, Int.bitWidth - (used - 1).leadingZeroBitCount)
        frame.transparentIndex = needsTransparency ? frame.palette.count : nil
        let coded = frame
        StageClock.measure(.map) { map(src, frame: coded) }
        frame.minCodeSize = max(2, frame.tableBits)
        frame.indices = Array(UnsafeBufferPointer(start: indices, count: frame.width * frame.height))
    }

    /// Codes a frame of a transparent GIF: the pixels that show (`source` as
    /// ``straightened(_:)`` leaves it), cropped to their box, see-through elsewhere; the frame's
    /// rectangle is cleared after it shows, so the next frame starts from a transparent screen.
    private func codeShown(_ source: [UInt32]) -> GifCodedFrame {
        source.withUnsafeBufferPointer { src in
            StageClock.measure(.diff) { changes.selectShown(source: src.baseAddress!, width: width, height: height) }
            guard let box = changes.box else {
                var frame = emptyFrame()
                frame.disposal = .restoreBackground
                return frame
            }
            var frame = GifCodedFrame()
            frame.disposal = .restoreBackground
            codeSelection(src.baseAddress!, box: box, into: &frame)
            return frame
        }
    }

    /// A GIF pixel is see-through or opaque: below this alpha (of 255) a pixel is see-through;
    /// at or above it, it shows its own colour, opaque (no matte: the edge is not blended with
    /// any page colour, so it suits light and dark pages alike).
    package static let alphaThreshold: UInt32 = 128

    /// Cairo's premultiplied `0xAARRGGBB` as a transparent GIF shows it: `0` where alpha is under
    /// ``alphaThreshold``, else the straight colour made opaque (`0xFFRRGGBB`).
    package static func straightened(_ source: [UInt32]) -> [UInt32] {
        source.map { p in p >> 24 < alphaThreshold ? 0 : 0xFF00_0000 | Raster.straight(p) }
    }

    /// A 1×1 fully transparent frame, for a source that differs from its predecessor
    /// only where the canvas already shows it.
    private func emptyFrame() -> GifCodedFrame {
        var frame = GifCodedFrame()
        frame.transparentIndex = 0
        frame.sentPixels = 0
        frame.indices = [0]
        frame.minCodeSize = 2
        return frame
    }

    /// Counts the colours of the re-sent pixels; returns how many pixels that is.
    private func histogramOfSpans(_ src: UnsafePointer<UInt32>) -> Int {
        histogram.removeAll()
        var total = 0
        var last = src[Int(changes.starts[0])]
        var run: UInt32 = 0
        for k in 0..<changes.starts.count {
            let start = Int(changes.starts[k]), length = Int(changes.lengths[k])
            total += length
            for i in start..<(start + length) {
                let c = src[i]
                if c == last { run &+= 1; continue }
                histogram.add(last, times: run)
                last = c
                run = 1
            }
        }
        histogram.add(last, times: run)
        return total
    }

    /// Builds the palette and stores each distinct colour's index in the histogram.
    private func choosePalette(maxColors: Int, exact: Bool) -> [UInt32] {
        let n = histogram.count
        if exact {
            var palette: [UInt32] = []
            palette.reserveCapacity(n)
            for i in 0..<n {
                palette.append(histogram.color(at: i))
                histogram.setIndex(UInt8(i), at: i)
            }
            return palette
        }
        let palette = quantizer.palette(for: histogram, maxColors: maxColors)
        nearest.rebuild(palette)
        var error = 0.0, weight = 0.0
        for i in 0..<n {
            let (index, distance) = nearest.nearest(histogram.color(at: i))
            histogram.setIndex(index, at: i)
            let w = Double(histogram.weight(at: i))
            error += w * Double(distance)
            weight += w
        }
        let amplitude = GifDither.amplitude(forChannelRMS: (error / max(weight, 1) / 3).squareRoot())
        if pattern.amplitude != amplitude { pattern = GifDither(amplitude: amplitude) }
        return palette
    }

    private var pattern = GifDither(amplitude: 0)

    /// Writes the index rectangle and updates the canvas with the palette colours.
    private func map(_ src: UnsafePointer<UInt32>, frame: GifCodedFrame) {
        let boxWidth = frame.width
        indices.update(repeating: UInt8(truncatingIfNeeded: frame.transparentIndex ?? 0), count: boxWidth * frame.height)
        let useDither = dither && !frame.exact && pattern.amplitude > 1
        if useDither { ditherCache.removeAll() }
        let slack = UInt8(min(255, pattern.amplitude))
        frame.palette.withUnsafeBufferPointer { palette in
            var last = src[Int(changes.starts[0])] ^ 0xFF_FFFF
            var lastIndex: UInt8 = 0
            var lastShown: UInt32 = 0
            for k in 0..<changes.starts.count {
                let start = Int(changes.starts[k]), length = Int(changes.lengths[k])
                let y = start / width, x0 = start - y * width
                let out = indices + (y - frame.top) * boxWidth + (x0 - frame.left)
                let shown = canvas + start
                if useDither {
                    for j in 0..<length {
                        let (index, dithered) = ditheredIndex(src[start + j], x: x0 + j, y: y, palette: palette)
                        out[j] = index
                        shown[j] = palette[Int(index)] | 0xFF00_0000
                        allowance![start + j] = dithered ? slack : 0
                    }
                    continue
                }
                if let allowance { (allowance + start).update(repeating: 0, count: length) }
                for j in 0..<length {
                    let c = src[start + j]
                    if c != last {
                        last = c
                        lastIndex = histogram.index(of: c)!
                        lastShown = palette[Int(lastIndex)] | 0xFF00_0000
                    }
                    out[j] = lastIndex
                    shown[j] = lastShown
                }
            }
        }
    }

    /// The index for `color` at (`x`, `y`) under the Bayer pattern, and whether the pattern
    /// was applied; colours the palette holds exactly (fills, text) are never dithered.
    @inline(__always)
    private func ditheredIndex(_ color: UInt32, x: Int, y: Int, palette: UnsafeBufferPointer<UInt32>) -> (UInt8, Bool) {
        let plain = histogram.index(of: color)!
        if palette[Int(plain)] == color & 0xFF_FFFF { return (plain, false) }
        let shifted = pattern.apply(color, x: x, y: y)
        if let cached = ditherCache.index(of: shifted) { return (cached, true) }
        let index = nearest.nearest(shifted).index
        ditherCache.setIndex(index, for: shifted)
        return (index, true)
    }
}
