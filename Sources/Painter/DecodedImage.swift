import BoardModel
import BoardScene
import CCairo

/// A PNG decoded by cairo (libpng): premultiplied ARGB32 pixels in native byte order, rows
/// `stride` bytes apart — what an image surface holds, kept to be drawn again.
package final class DecodedImage: @unchecked Sendable {
    package let width: Int, height: Int, stride: Int
    package let pixels: [UInt8]

    init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
    }

    /// The PNG `bytes`, decoded.
    ///
    /// - Throws: ``RenderError`` naming libpng's complaint (not a PNG, truncated, too large).
    package static func png(_ bytes: [UInt8]) throws(RenderError) -> DecodedImage {
        let reader = PNGReader(bytes)
        guard let surface = cairo_image_surface_create_from_png_stream(pngRead, Unmanaged.passUnretained(reader).toOpaque()) else {
            throw RenderError("not a PNG cairo can read")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError(String(cString: cairo_status_to_string(status))) }
        // A PNG without alpha decodes as RGB24: its unused byte is made opaque, so every image draws as ARGB32.
        let format = cairo_image_surface_get_format(surface)
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError("the PNG has no pixels") }
        var pixels = Array(UnsafeBufferPointer(start: data, count: stride * h))
        if format == CAIRO_FORMAT_RGB24 {
            pixels.withUnsafeMutableBytes { raw in
                let words = raw.bindMemory(to: UInt32.self)
                for y in 0..<h { for x in 0..<w { words[y * stride / 4 + x] |= 0xFF00_0000 } }
            }
        } else if format != CAIRO_FORMAT_ARGB32 {
            throw RenderError("a PNG of an unusual pixel format")
        }
        return DecodedImage(width: w, height: h, stride: stride, pixels: pixels)
    }

    /// A new image surface holding the pixels (cairo owns the copy, so a document surface that
    /// keeps it until it is finished may).
    package func surface() -> OpaquePointer? {
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s) else { return nil }
        let target = Int(cairo_image_surface_get_stride(s))
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                (data + y * target).update(from: source.baseAddress! + y * stride, count: min(stride, target))
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }
}

/// Feeds cairo's PNG reader from memory.
private final class PNGReader {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

private func pngRead(_ closure: UnsafeMutableRawPointer?, _ data: UnsafeMutablePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
    let n = Int(length)
    if n == 0 { return CAIRO_STATUS_SUCCESS }
    guard reader.offset + n <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
    reader.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + reader.offset, count: n) }
    reader.offset += n
    return CAIRO_STATUS_SUCCESS
}
