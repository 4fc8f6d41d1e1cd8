import BoardModel
import BoardScene
import CJPEG

/// JPEGs (libjpeg-turbo, through the CJPEG shim): an image set's photo, decoded to the same
/// premultiplied ARGB32 pixels a PNG becomes (opaque: JPEG has no alpha).
extension DecodedImage {
    /// The denominators libjpeg decodes a JPEG at (1/1 … 1/8 of its size).
    package static let jpegDenominators = [1, 2, 4, 8]

    /// The largest JPEG a board decodes, in pixels (as for PNGs, checked before decoding).
    package static let maximumJPEGPixels = 64 << 20

    /// A JPEG's size from its header.
    ///
    /// - Throws: ``RenderError`` with libjpeg's complaint (not a JPEG, truncated).
    package static func jpegSize(_ bytes: [UInt8], denominator: Int = 1) throws(RenderError) -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { m in
                boardgen_jpeg_scaled_size(data.baseAddress, data.count, Int32(denominator), &w, &h, m.baseAddress, m.count)
            }
        }
        guard status == 0, w > 0, h > 0 else { throw RenderError(Self.reason(message, "not a JPEG libjpeg can read")) }
        return (Int(w), Int(h))
    }

    /// The JPEG `bytes`, decoded at 1/`denominator` of its size (1, 2, 4 or 8; libjpeg scales while
    /// it decodes).
    ///
    /// - Throws: ``RenderError`` with libjpeg's complaint, or when the image is larger than
    ///   ``maximumJPEGPixels``.
    package static func jpeg(_ bytes: [UInt8], denominator: Int = 1) throws(RenderError) -> DecodedImage {
        let (w, h) = try jpegSize(bytes, denominator: denominator)
        guard w * h <= maximumJPEGPixels else { throw RenderError("the JPEG is \(w) × \(h) pixels; a board decodes at most \(maximumJPEGPixels >> 20) Mpx") }
        let stride = w * 4
        var pixels = [UInt8](repeating: 0, count: stride * h)
        var message = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBufferPointer { data in
            pixels.withUnsafeMutableBufferPointer { out in
                message.withUnsafeMutableBufferPointer { m in
                    boardgen_jpeg_decode_scaled(data.baseAddress, data.count, Int32(denominator), out.baseAddress, stride, Int32(w), Int32(h),
                                                m.baseAddress, m.count)
                }
            }
        }
        guard status == 0 else { throw RenderError(Self.reason(message, "a JPEG libjpeg cannot decode")) }
        return DecodedImage(width: w, height: h, stride: stride, pixels: pixels)
    }

    private static func reason(_ message: [CChar], _ fallback: String) -> String {
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return text.isEmpty ? fallback : text
    }
}
