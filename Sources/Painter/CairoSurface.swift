import BoardModel
import BoardScene
import Files
import CCairo

/// Owns a `cairo_surface_t`: an ARGB32 image in memory or an SVG document
/// streamed to a file. Destroyed with the owner.
package final class CairoSurface {
    package let pointer: OpaquePointer
    /// The size in device units (pixels for images, px for SVG).
    package let width: Int, height: Int
    /// Whether its pixels may hold anything already (memory it draws into, not cleared yet):
    /// cleared before a board is drawn on it.
    package var wasDrawn = false
    /// Where an SVG surface streams its document; kept alive with the surface.
    private let sink: FileSink?
    /// What inserts the SVG's `<title>` and `<desc>` into the stream.
    private let inserter: SVGHeadInserter?

    private init(
        pointer: OpaquePointer, width: Int, height: Int, sink: FileSink? = nil, inserter: SVGHeadInserter? = nil
    ) throws(RenderError) {
        self.pointer = pointer
        self.width = width
        self.height = height
        self.sink = sink
        self.inserter = inserter
        try check("create surface")
    }

    deinit { cairo_surface_destroy(pointer) }

    /// An ARGB32 image surface of `width × height` pixels.
    package static func image(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        guard let p = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError("cairo: cannot create a \(width)×\(height) image")
        }
        return try CairoSurface(pointer: p, width: width, height: height)
    }

    /// An ARGB32 image surface drawing into `pixels` (`width × height` words, row after row,
    /// which must outlive the surface): a raster drawn in place, without a copy.
    package static func image(drawingInto pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) throws(RenderError) -> CairoSurface {
        guard let p = cairo_image_surface_create_for_data(UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self),
                                                          CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4)) else {
            throw RenderError("cairo: cannot create a \(width)×\(height) image")
        }
        return try CairoSurface(pointer: p, width: width, height: height)
    }

    /// An SVG 1.1 surface writing to `path`, sized `width × height` px, with
    /// `metadata` (its `<title>` and `<desc>`) after the opening `<svg …>` element.
    ///
    /// The document streams through a ``FileSink``, so a failed write (a full
    /// disk) is reported by ``finish()`` with the system's reason.
    package static func svg(path: String, width: Int, height: Int, metadata: SVGMetadata) throws(RenderError) -> CairoSurface {
        let sink: FileSink
        do { sink = try FileSink(path: path) } catch { throw RenderError("\(path): cannot write SVG: \(error.message)") }
        return try svg(sink: sink, width: width, height: height, metadata: metadata)
    }

    /// An SVG 1.1 surface writing to `sink` (closed by ``finish()``), as ``svg(path:width:height:metadata:)``.
    package static func svg(sink: FileSink, width: Int, height: Int, metadata: SVGMetadata) throws(RenderError) -> CairoSurface {
        let path = sink.path
        let inserter = SVGHeadInserter(sink: sink, insertion: metadata.elements)
        guard let p = cairo_svg_surface_create_for_stream(
            cairoInserterWrite, Unmanaged.passUnretained(inserter).toOpaque(), Double(width), Double(height))
        else {
            throw RenderError("cairo: cannot create an SVG surface at \(path)")
        }
        cairo_svg_surface_restrict_to_version(p, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(p, CAIRO_SVG_UNIT_PX)
        return try CairoSurface(pointer: p, width: width, height: height, sink: sink, inserter: inserter)
    }

    /// Throws if the surface is in an error state.
    package func check(_ what: String) throws(RenderError) {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo: \(what): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Finishes the surface (flushes an SVG document to its file and closes it).
    package func finish() throws(RenderError) {
        cairo_surface_finish(pointer)
        _ = inserter?.flush()
        if let sink, let reason = sink.finish() { throw RenderError("\(sink.path): cannot write SVG: \(reason)") }
        try check("finish surface")
    }

    /// Writes the image as PNG to `path`, with a `pHYs` chunk saying it has
    /// `scale` pixels per point (``PNGDensity``: 144 dpi at @2x), through a
    /// ``FileSink`` so that a failed write is reported with the system's reason.
    package func writePNG(to path: String, scale: Int) throws(RenderError) {
        let sink: FileSink
        do { sink = try FileSink(path: path) } catch { throw RenderError("\(path): cannot write PNG: \(error.message)") }
        try writePNG(to: sink, scale: scale)
    }

    /// Writes the image as PNG to `sink` and closes it, as ``writePNG(to:scale:)``.
    package func writePNG(to sink: FileSink, scale: Int) throws(RenderError) {
        let path = sink.path
        cairo_surface_flush(pointer)
        let buffer = PNGBuffer()
        let status = cairo_surface_write_to_png_stream(pointer, cairoBufferWrite, Unmanaged.passUnretained(buffer).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("\(path): cannot write PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        let png = PNGDensity.inserting(scale: scale, into: buffer.bytes)
        _ = png.withUnsafeBytes { sink.write($0.baseAddress, count: $0.count) }
        if let reason = sink.finish() { throw RenderError("\(path): cannot write PNG: \(reason)") }
    }

    /// The bytes between two rows of an image surface.
    package var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// A copy of the image's bytes (rows `stride` apart).
    package func bytes() -> [UInt8] {
        cairo_surface_flush(pointer)
        let count = Int(cairo_image_surface_get_stride(pointer)) * height
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(pointer), count: count))
    }

    /// Replaces the image's bytes with `bytes` from ``bytes()`` of a surface of the same size.
    package func load(_ bytes: [UInt8]) {
        cairo_surface_flush(pointer)
        let count = Int(cairo_image_surface_get_stride(pointer)) * height
        precondition(bytes.count == count, "layer size mismatch")
        bytes.withUnsafeBufferPointer { src in
            cairo_image_surface_get_data(pointer).update(from: src.baseAddress!, count: count)
        }
        cairo_surface_mark_dirty(pointer)
    }

    /// Makes every pixel transparent black (a surface drawn again).
    package func clear() {
        cairo_surface_flush(pointer)
        let count = Int(cairo_image_surface_get_stride(pointer)) * height
        cairo_image_surface_get_data(pointer).update(repeating: 0, count: count)
        cairo_surface_mark_dirty(pointer)
    }

    /// The image's pixels as an opaque raster (`0xFFRRGGBB`).
    package func raster() -> Raster {
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let data = cairo_image_surface_get_data(pointer)!
        let (width, height) = (self.width, self.height)
        // Every pixel is written below: the array is not zeroed first.
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { out[y * width + x] = row[x] | 0xFF00_0000 }
            }
            count = width * height
        }
        return Raster(width: width, height: height, pixels: pixels)
    }
}

/// A PNG collected in memory, to insert its density before it is written.
private final class PNGBuffer {
    package var bytes: [UInt8] = []
}

/// cairo's write callback for PNGs: appends bytes to the ``PNGBuffer`` in `closure`.
private func cairoBufferWrite(
    _ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let buffer = Unmanaged<PNGBuffer>.fromOpaque(closure).takeUnretainedValue()
    if let data { buffer.bytes += UnsafeBufferPointer(start: data, count: Int(length)) }
    return CAIRO_STATUS_SUCCESS
}

/// cairo's write callback for SVGs: forwards bytes to the ``SVGHeadInserter`` in `closure`.
private func cairoInserterWrite(
    _ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let inserter = Unmanaged<SVGHeadInserter>.fromOpaque(closure).takeUnretainedValue()
    return inserter.write(data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
}
