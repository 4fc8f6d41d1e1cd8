import BoardModel
import BoardScene
import Files
import CCairo
import CPango

/// Text as outlines, for writers that emit vector text themselves (the animated SVG):
/// each glyph's outline once per font, in em units, and each string as glyphs placed along
/// its baseline — the same Pango lines (shaping, fallback fonts, ellipsis), glyphs, advances
/// and metrics ``ScenePainter`` fills (placement through ``ScenePainter/place(_:in:engine:)``).
///
/// Outlines are taken with the painter's font options (no hinting, metrics off, positions
/// not rounded), so they scale linearly: a glyph drawn at size `s` is its outline at
/// ``referenceSize`` scaled by `s / referenceSize`. Not thread-safe: one owner per thread.
package final class GlyphOutlines {
    /// The size outlines are taken at: 100 units per em.
    package static let referenceSize = 100.0

    /// A glyph of a font (by its size-less Pango description, e.g. "Symbola").
    package struct GlyphID: Hashable, Comparable {
        package var font: String
        package var index: UInt32

        package static func < (a: GlyphID, b: GlyphID) -> Bool {
            (a.font, a.index) < (b.font, b.index)
        }
    }

    /// A line of glyphs with their pen positions (x along the baseline, y down) at ``referenceSize``,
    /// and its lines through or under it there.
    package struct Run: Hashable {
        package var glyphs: [GlyphID]
        package var positions: [Point]
        package var decorations: [Rect] = []
    }

    /// The text engine shared with this owner's placements.
    package let engine: TextEngine
    private let context: CairoContext
    private var outlines: [GlyphID: [PathElement]] = [:]
    /// Each font seen, loaded at ``referenceSize`` (a Pango reference held until deinit).
    private var fonts: [String: UnsafeMutablePointer<PangoFont>] = [:]

    package init() throws(RenderError) {
        engine = try TextEngine()
        context = try CairoContext(CairoSurface.image(width: 1, height: 1))
    }

    deinit { GlyphDrawingLock.fonts { for f in fonts.values { g_object_unref(UnsafeMutableRawPointer(f)) } } }

    /// The glyphs of `layout` (a line in `font`), positioned at ``referenceSize``.
    package func run(_ layout: TextLayout, font: FontSpec) -> Run {
        let k = Self.referenceSize / font.size
        var run = Run(glyphs: [], positions: [])
        for g in layout.glyphs() {
            let name = TextEngine.name(of: g.font)
            if fonts[name] == nil, let loaded = engine.font(like: g.font, size: Self.referenceSize) {
                fonts[name] = loaded
            }
            run.glyphs.append(GlyphID(font: name, index: g.index))
            run.positions.append(Point(g.x * k, g.y * k))
        }
        run.decorations = layout.decorations.map { Rect(x: $0.minX * k, y: $0.minY * k, width: $0.width * k, height: $0.height * k) }
        return run
    }

    /// A glyph's outline at ``referenceSize``, origin on the baseline, y down.
    package func outline(_ glyph: GlyphID) -> [PathElement] {
        if let cached = outlines[glyph] { return cached }
        guard let font = fonts[glyph.font],
              let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return [] }
        let c = context
        c.newPath()
        GlyphDrawingLock.drawing(on: c.pointer) {
            cairo_set_scaled_font(c.pointer, scaled)
            var g = cairo_glyph_t(index: UInt(glyph.index), x: 0, y: 0)
            cairo_glyph_path(c.pointer, &g, 1)
        }
        let path = c.copyPath()
        outlines[glyph] = path
        return path
    }

    /// The outline of a placed line with its baseline origin at `origin` (tile or board
    /// points), with its curves: exactly the path the painter fills.
    package func textPath(_ layout: TextLayout, origin: Point) -> [PathElement] {
        let c = context
        c.newPath()
        layout.addPath(to: c.pointer, left: origin.x, baselineY: origin.y)
        return c.copyPath()
    }

    /// The outline of a placed line's strikethrough and underline rectangles (empty without them).
    package func decorationPath(_ layout: TextLayout, origin: Point) -> [PathElement] {
        guard !layout.decorations.isEmpty else { return [] }
        let c = context
        c.newPath()
        layout.addDecorationPath(to: c.pointer, left: origin.x, baselineY: origin.y)
        return c.copyPath()
    }

    /// The painter's rounded rectangle, with its curves.
    package func roundedRectanglePath(_ rect: Rect, radius: Double) -> [PathElement] {
        let c = context
        c.newPath()
        c.roundedRectangle(rect, radius: radius)
        return c.copyPath()
    }

    /// The outline of an ellipse inscribed in `rect`, with its curves.
    package func ellipsePath(_ rect: Rect) -> [PathElement] {
        let c = context
        c.newPath()
        c.ellipse(rect)
        return c.copyPath()
    }
}


extension CairoContext {
    /// The current path with its curves, in user coordinates; clears the path.
    package func copyPath() -> [PathElement] {
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
