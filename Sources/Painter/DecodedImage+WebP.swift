import BoardModel
import CWebP

/// A WebP image (libwebp's decoder): iOS draws one an image set holds, whatever its file is named.
extension DecodedImage {
    /// The size of the WebP `bytes`, from its header.
    package static func webpSize(_ bytes: [UInt8]) throws(RenderError) -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        let ok = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &w, &h) }
        guard ok != 0, w > 0, h > 0 else { throw RenderError("not a WebP libwebp can read") }
        return (Int(w), Int(h))
    }

    /// The WebP `bytes`, decoded to premultiplied ARGB32 (at most `maximumPixels`).
    package static func webp(_ bytes: [UInt8], maximumPixels: Int) throws(RenderError) -> DecodedImage {
        let (w, h) = try webpSize(bytes)
        guard w * h <= maximumPixels else { throw RenderError("the WebP is \(w) × \(h) pixels; a board decodes at most \(maximumPixels >> 20) Mpx") }
        let stride = w * 4
        var rgba = [UInt8](repeating: 0, count: stride * h)
        let decoded = bytes.withUnsafeBufferPointer { src in
            rgba.withUnsafeMutableBufferPointer { dst in
                WebPDecodeRGBAInto(src.baseAddress, src.count, dst.baseAddress, dst.count, Int32(stride))
            }
        }
        guard decoded != nil else { throw RenderError("the WebP cannot be decoded") }
        // RGBA (straight alpha) to cairo's ARGB32: premultiplied, one native-endian word per pixel.
        var pixels = [UInt8](repeating: 0, count: stride * h)
        pixels.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for k in 0..<(w * h) {
                let r = UInt32(rgba[4 * k]), g = UInt32(rgba[4 * k + 1]), b = UInt32(rgba[4 * k + 2]), a = UInt32(rgba[4 * k + 3])
                func pre(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
                words[k] = a << 24 | pre(r) << 16 | pre(g) << 8 | pre(b)
            }
        }
        return DecodedImage(width: w, height: h, stride: stride, pixels: pixels)
    }
}
