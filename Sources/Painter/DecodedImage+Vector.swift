import BoardScene
import CCairo
import CRsvg
import CPoppler

/// Vector images of image sets — SVG (librsvg) and PDF (poppler, the first page) — rendered with
/// cairo into the premultiplied ARGB32 pixels a decoded PNG holds, at the size a set draws them.
extension DecodedImage {
    /// An SVG's or a PDF's size in points: an SVG's `width`/`height` (or its `viewBox`), a PDF's first page.
    ///
    /// - Throws: ``RenderError`` naming the library's complaint.
    package static func vectorSize(_ bytes: [UInt8], pdf: Bool) throws(RenderError) -> (width: Double, height: Double) {
        let result: Result<(width: Double, height: Double), RenderError> = GlyphDrawingLock.fonts {
            do throws(RenderError) { return .success(try size(bytes, pdf: pdf)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private static func size(_ bytes: [UInt8], pdf: Bool) throws(RenderError) -> (width: Double, height: Double) {
        if pdf {
            let page = try PDFPage(bytes)
            var w = 0.0, h = 0.0
            poppler_page_get_size(page.page, &w, &h)
            return (w, h)
        }
        let svg = try SVGHandle(bytes)
        var w = 0.0, h = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(svg.handle, &w, &h) != 0, w > 0, h > 0 { return (w, h) }
        var hasViewBox: gboolean = 0
        var box = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(svg.handle, nil, nil, nil, nil, &hasViewBox, &box)
        guard hasViewBox != 0, box.width > 0, box.height > 0 else { throw RenderError("the SVG gives no size (no width and height, no viewBox)") }
        return (box.width, box.height)
    }

    /// The SVG or PDF `bytes` drawn to fill `width × height` pixels.
    package static func vector(_ bytes: [UInt8], pdf: Bool, width: Int, height: Int) throws(RenderError) -> DecodedImage {
        // Under the fonts' lock: an SVG's or a PDF's text is laid out by Pango and fontconfig,
        // which the text engines use from other threads.
        let result: Result<DecodedImage, RenderError> = GlyphDrawingLock.fonts {
            do throws(RenderError) { return .success(try render(bytes, pdf: pdf, width: width, height: height)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private static func render(_ bytes: [UInt8], pdf: Bool, width: Int, height: Int) throws(RenderError) -> DecodedImage {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw RenderError("cannot make a \(width) × \(height) image") }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw RenderError("cannot draw the vector image") }
        defer { cairo_destroy(cr) }
        if pdf {
            let page = try PDFPage(bytes)
            var w = 0.0, h = 0.0
            poppler_page_get_size(page.page, &w, &h)
            guard w > 0, h > 0 else { throw RenderError("the PDF's page has no size") }
            cairo_scale(cr, Double(width) / w, Double(height) / h)
            poppler_page_render(page.page, cr)
        } else {
            let svg = try SVGHandle(bytes)
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
            var error: UnsafeMutablePointer<GError>?
            if rsvg_handle_render_document(svg.handle, cr, &viewport, &error) == 0 {
                defer { if let error { g_error_free(error) } }
                throw RenderError("librsvg cannot draw the SVG: " + (error.map { String(cString: $0.pointee.message) } ?? "unknown error"))
            }
        }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError(String(cString: cairo_status_to_string(status))) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError("the vector image has no pixels") }
        return DecodedImage(width: width, height: height, stride: stride, pixels: Array(UnsafeBufferPointer(start: data, count: stride * height)))
    }
}

/// A parsed SVG (librsvg's handle), released when done.
private final class SVGHandle {
    let handle: UnsafeMutablePointer<RsvgHandle>
    init(_ bytes: [UInt8]) throws(RenderError) {
        var error: UnsafeMutablePointer<GError>?
        let made = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
        guard let made else {
            defer { if let error { g_error_free(error) } }
            throw RenderError("not an SVG librsvg can read: " + (error.map { String(cString: $0.pointee.message) } ?? "unknown error"))
        }
        handle = made
    }
    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }
}

/// A PDF's first page (poppler), released with its document.
private final class PDFPage {
    let document: OpaquePointer
    let page: OpaquePointer
    init(_ bytes: [UInt8]) throws(RenderError) {
        let data = bytes.withUnsafeBufferPointer { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
            defer { if let error { g_error_free(error) } }
            throw RenderError("not a PDF poppler can read: " + (error.map { String(cString: $0.pointee.message) } ?? "unknown error"))
        }
        guard poppler_document_get_n_pages(document) >= 1, let page = poppler_document_get_page(document, 0) else {
            g_object_unref(UnsafeMutableRawPointer(document))
            throw RenderError("the PDF has no page")
        }
        self.document = document
        self.page = page
    }
    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
    }
}
