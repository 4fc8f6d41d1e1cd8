import BoardRender
import CCairo

/// Reads a PNG into an opaque raster with cairo (transparent pixels are
/// composited over white), or nil when it cannot be read.
public func loadPNG(_ path: String) -> Raster? {
    guard let png = cairo_image_surface_create_from_png(path) else { return nil }
    defer { cairo_surface_destroy(png) }
    guard cairo_surface_status(png) == CAIRO_STATUS_SUCCESS else { return nil }
    let w = Int(cairo_image_surface_get_width(png)), h = Int(cairo_image_surface_get_height(png))
    guard let flat = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(w), Int32(h)) else { return nil }
    defer { cairo_surface_destroy(flat) }
    let cr = cairo_create(flat)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    cairo_set_source_surface(cr, png, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(flat)
    let stride = Int(cairo_image_surface_get_stride(flat)) / 4
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(flat)!).assumingMemoryBound(to: UInt32.self)
    var pixels = [UInt32](repeating: 0, count: w * h)
    for y in 0..<h { for x in 0..<w { pixels[y * w + x] = data[y * stride + x] | 0xFF00_0000 } }
    return Raster(width: w, height: h, pixels: pixels)
}

/// A PNG's alpha channel, row by row (all 255 without one), or nil when it cannot be read.
public func loadPNGAlpha(_ path: String) -> (width: Int, height: Int, alpha: [UInt8])? {
    guard let png = cairo_image_surface_create_from_png(path) else { return nil }
    defer { cairo_surface_destroy(png) }
    guard cairo_surface_status(png) == CAIRO_STATUS_SUCCESS else { return nil }
    let w = Int(cairo_image_surface_get_width(png)), h = Int(cairo_image_surface_get_height(png))
    // A PNG without alpha is opaque.
    guard cairo_image_surface_get_format(png) == CAIRO_FORMAT_ARGB32 else { return (w, h, [UInt8](repeating: 255, count: w * h)) }
    let stride = Int(cairo_image_surface_get_stride(png)) / 4
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(png)!).assumingMemoryBound(to: UInt32.self)
    var alpha = [UInt8](repeating: 0, count: w * h)
    for y in 0..<h { for x in 0..<w { alpha[y * w + x] = UInt8(data[y * stride + x] >> 24) } }
    return (w, h, alpha)
}

/// A PNG as cairo holds it: premultiplied `0xAARRGGBB` (opaque PNGs have alpha 255), or nil.
public func loadPNGPremultiplied(_ path: String) -> Raster? {
    guard let png = cairo_image_surface_create_from_png(path) else { return nil }
    defer { cairo_surface_destroy(png) }
    guard cairo_surface_status(png) == CAIRO_STATUS_SUCCESS else { return nil }
    let w = Int(cairo_image_surface_get_width(png)), h = Int(cairo_image_surface_get_height(png))
    let opaque = cairo_image_surface_get_format(png) != CAIRO_FORMAT_ARGB32
    let stride = Int(cairo_image_surface_get_stride(png)) / 4
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(png)!).assumingMemoryBound(to: UInt32.self)
    var pixels = [UInt32](repeating: 0, count: w * h)
    for y in 0..<h { for x in 0..<w { pixels[y * w + x] = data[y * stride + x] | (opaque ? 0xFF00_0000 : 0) } }
    return Raster(width: w, height: h, pixels: pixels)
}

/// A straight `0xAARRGGBB` pixel premultiplied as cairo's PNG reader does it.
public func premultiplied(_ p: UInt32) -> UInt32 {
    let a = p >> 24
    guard a != 255 else { return p }
    guard a != 0 else { return 0 }
    func m(_ shift: UInt32) -> UInt32 {
        let t = a * ((p >> shift) & 0xFF) + 0x80
        return (((t >> 8) + t) >> 8) << shift
    }
    return a << 24 | m(16) | m(8) | m(0)
}
