import CCairo

/// Text as outlines, for writers that emit vector text themselves (the animated SVG):
/// each glyph's outline once per face, in em units, and each string as glyphs placed along
/// its baseline — the same glyphs, advances and metrics ``ScenePainter`` fills.
///
/// Outlines come from cairo's toy text API with the painter's font options (no hinting,
/// metrics off), so they scale linearly: a glyph drawn at size `s` is its outline at
/// ``referenceSize`` scaled by `s / referenceSize`. Not thread-safe: one owner per thread.
final class GlyphOutlines {
    /// The size outlines are taken at: 100 units per em.
    static let referenceSize = 100.0

    /// A glyph of a face.
    struct GlyphID: Hashable, Comparable {
        var face: FontSpec.Face
        var index: UInt

        static func < (a: GlyphID, b: GlyphID) -> Bool {
            (a.face.rawValue, a.index) < (b.face.rawValue, b.index)
        }
    }

    /// A string laid out in one font: its glyphs with their pen positions at ``referenceSize``.
    struct Run: Hashable {
        var glyphs: [GlyphID]
        /// Each glyph's x on the baseline, at ``referenceSize``.
        var positions: [Double]
    }

    private let context: CairoContext
    private var outlines: [GlyphID: [PathElement]] = [:]
    private var advances: [String: [FontSpec: Double]] = [:]
    private var fontExtents: [FontSpec: (ascent: Double, descent: Double)] = [:]

    init() throws(RenderError) {
        context = try CairoContext(CairoSurface.image(width: 1, height: 1))
    }

    /// The advance of `text` in `font`, in points (what the painter aligns by).
    func advance(_ text: String, font: FontSpec) -> Double {
        if let known = advances[text]?[font] { return known }
        context.setFont(font)
        let advance = context.textExtents(text).x_advance
        advances[text, default: [:]][font] = advance
        return advance
    }

    /// The font's ascent and descent in points.
    func extents(_ font: FontSpec) -> (ascent: Double, descent: Double) {
        if let known = fontExtents[font] { return known }
        context.setFont(font)
        let e = context.fontExtents()
        fontExtents[font] = (e.ascent, e.descent)
        return (e.ascent, e.descent)
    }

    /// The glyphs of `text` in `font`'s face, positioned at ``referenceSize``.
    func run(_ text: String, face: FontSpec.Face) -> Run {
        context.setFont(FontSpec(face, Self.referenceSize))
        guard let font = cairo_get_scaled_font(context.pointer) else { return Run(glyphs: [], positions: []) }
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(font, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
        guard status == CAIRO_STATUS_SUCCESS, let glyphs else { return Run(glyphs: [], positions: []) }
        defer { cairo_glyph_free(glyphs) }
        var run = Run(glyphs: [], positions: [])
        for i in 0..<Int(count) {
            run.glyphs.append(GlyphID(face: face, index: UInt(glyphs[i].index)))
            run.positions.append(glyphs[i].x)
        }
        return run
    }

    /// A glyph's outline at ``referenceSize``, origin on the baseline, y down.
    func outline(_ glyph: GlyphID) -> [PathElement] {
        if let cached = outlines[glyph] { return cached }
        let c = context
        c.setFont(FontSpec(glyph.face, Self.referenceSize))
        c.newPath()
        var g = cairo_glyph_t(index: UInt(glyph.index), x: 0, y: 0)
        cairo_glyph_path(c.pointer, &g, 1)
        let path = c.copyPath()
        outlines[glyph] = path
        return path
    }

    /// The outline of `text` with its baseline origin at `origin` (tile or board points),
    /// with its curves: exactly the path the painter fills.
    func textPath(_ text: String, font: FontSpec, origin: Point) -> [PathElement] {
        let c = context
        c.newPath()
        c.setFont(font)
        c.move(to: origin)
        c.textPath(text)
        return c.copyPath()
    }

    /// The painter's rounded rectangle, with its curves.
    func roundedRectanglePath(_ rect: Rect, radius: Double) -> [PathElement] {
        let c = context
        c.newPath()
        c.roundedRectangle(rect, radius: radius)
        return c.copyPath()
    }
}

/// One element of a path with curves.
enum PathElement: Hashable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    case close
}

extension CairoContext {
    /// The current path with its curves, in user coordinates; clears the path.
    func copyPath() -> [PathElement] {
        guard let path = cairo_copy_path(pointer) else { return [] }
        defer { cairo_path_destroy(path); cairo_new_path(pointer) }
        var result: [PathElement] = []
        guard path.pointee.num_data > 0, let data = path.pointee.data else { return [] }
        var i = 0
        func point(_ k: Int) -> Point { Point(data[i + k].point.x, data[i + k].point.y) }
        while i < Int(path.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.append(.move(point(1)))
            case CAIRO_PATH_LINE_TO: result.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: result.append(.curve(point(1), point(2), point(3)))
            case CAIRO_PATH_CLOSE_PATH: result.append(.close)
            default: break
            }
            i += Int(header.length)
        }
        return result
    }
}
