import BoardModel
import BoardScene
import Files
import CPango

/// Owns one `PangoLayout`: a line of text shaped in a pinned face (with fallback), measured
/// once, drawable on any cairo context.
///
/// Placement is by the *primary* face's ascent and descent, not by the fonts a line happens
/// to fall back to, so a label with a CJK character sits on the same baseline as one without.
package final class TextLayout {
    package let pointer: OpaquePointer
    /// The advance width, in points (the logical width).
    package let width: Double
    /// Where the logical box starts, relative to the layout's left edge, in points.
    package let logicalX: Double
    /// The baseline's distance from the layout's top, in points.
    package let baseline: Double
    /// Characters no pinned font covers (drawn as hex boxes).
    package let unknownGlyphs: Int
    /// Whether the line was shortened with `…`.
    package let isEllipsized: Bool
    /// The height of all its lines, in points (the logical height).
    package let height: Double
    /// The last line's baseline from the layout's top, in points.
    package let lastBaseline: Double
    /// How many lines it has.
    package let lineCount: Int
    /// The lines `.strikethrough` and `.underline` draw, relative to the logical box's left end
    /// on the first baseline (``TextLayout/decorations(_:look:metrics:logicalX:)``); empty: none.
    package var decorations: [Rect] = []
    /// The byte ranges of the text whose glyphs this layout does not draw (the runs of other colours
    /// of a text styled apart, ``TextLook/shownColor``); empty: all.
    package var hidden: [Range<Int>] = []

    /// A SwiftUI text's box, where it differs from Pango's logical box: its first baseline below
    /// its top, its height and its last baseline (SF Pro's line box, ``FontSpec/lines``).
    package let frameBaseline: Double
    /// The height of the text's frame (see ``frameBaseline``).
    package let frameHeight: Double
    /// The last line's baseline below the frame's top.
    package let frameLastBaseline: Double

    /// A layout; with `lines`, its frame is SF Pro's line box: the first baseline `lines.ascent`
    /// below the top, the lines `lines.pitch` apart (Pango spaces them so), `lines.descent` below the last.
    package init(_ pointer: OpaquePointer, lines: FontSpec.LineMetrics? = nil) {
        self.pointer = pointer
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(pointer, &ink, &logical)
        width = Double(logical.width) / Double(PANGO_SCALE)
        logicalX = Double(logical.x) / Double(PANGO_SCALE)
        baseline = Double(pango_layout_get_baseline(pointer)) / Double(PANGO_SCALE)
        unknownGlyphs = Int(pango_layout_get_unknown_glyphs_count(pointer))
        isEllipsized = pango_layout_is_ellipsized(pointer) != 0
        height = Double(logical.height) / Double(PANGO_SCALE)
        var last = Double(pango_layout_get_baseline(pointer))
        if let iter = pango_layout_get_iter(pointer) {
            while pango_layout_iter_next_line(iter) != 0 {}
            last = Double(pango_layout_iter_get_baseline(iter))
            pango_layout_iter_free(iter)
        }
        lastBaseline = last / Double(PANGO_SCALE)
        lineCount = Int(pango_layout_get_line_count(pointer))
        if let lines {
            frameBaseline = lines.ascent
            frameLastBaseline = lines.ascent + (lastBaseline - baseline)
            frameHeight = frameLastBaseline + lines.descent
        } else {
            frameBaseline = baseline
            frameLastBaseline = lastBaseline
            frameHeight = height
        }
    }

    deinit { GlyphDrawingLock.fonts { g_object_unref(UnsafeMutableRawPointer(pointer)) } }

    /// The layout's top-left corner when its logical box starts at `left` and its baseline is at `baselineY`.
    package func origin(left: Double, baselineY: Double) -> (x: Double, y: Double) {
        (left - logicalX, baselineY - baseline)
    }

    /// Adds the glyph outlines to `cr`'s path, logical box at `left`, baseline at `baselineY`.
    package func addPath(to cr: OpaquePointer, left: Double, baselineY: Double) {
        draw(on: cr, left: left, baselineY: baselineY, whole: { pango_cairo_layout_path($0, pointer) },
             runs: { pango_cairo_glyph_string_path($0, $1, $2) })
    }

    /// Shows the glyphs with `cr`'s source (an SVG surface writes them as glyph symbols).
    package func show(on cr: OpaquePointer, left: Double, baselineY: Double) {
        draw(on: cr, left: left, baselineY: baselineY, whole: { pango_cairo_show_layout($0, pointer) },
             runs: { pango_cairo_show_glyph_string($0, $1, $2) })
        cairo_new_path(cr)
    }

    /// The layout drawn whole (`whole`, from its top-left), or — with pieces ``hidden`` — glyph string by
    /// glyph string (`runs`, each from its pen origin on its baseline).
    private func draw(on cr: OpaquePointer, left: Double, baselineY: Double, whole: (OpaquePointer) -> Void,
                      runs: (OpaquePointer, UnsafeMutablePointer<PangoFont>, UnsafeMutablePointer<PangoGlyphString>) -> Void) {
        let o = origin(left: left, baselineY: baselineY)
        GlyphDrawingLock.drawing(on: cr) {
            guard !hidden.isEmpty else {
                cairo_move_to(cr, o.x, o.y)
                whole(cr)
                return
            }
            forEachShownGlyphRun(origin: o) { font, glyphs, x, y in
                cairo_move_to(cr, x, y)
                runs(cr, font, glyphs)
            }
        }
    }

    /// Whether the character at byte `offset` is drawn (not in ``hidden``).
    private func isShown(_ offset: Int) -> Bool { !hidden.contains { $0.contains(offset) } }

    /// Each glyph string with its pen origin on its line's baseline, the layout's top-left at `origin`,
    /// its hidden glyphs (``hidden``) made empty (they keep their advance and draw nothing).
    private func forEachShownGlyphRun(origin o: (x: Double, y: Double),
                                      _ body: (UnsafeMutablePointer<PangoFont>, UnsafeMutablePointer<PangoGlyphString>, Double, Double) -> Void) {
        guard let iter = pango_layout_get_iter(pointer) else { return }
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let font = run.pointee.item.pointee.analysis.font,
                  let glyphs = run.pointee.glyphs, let shown = pango_glyph_string_copy(glyphs) else { continue }
            defer { pango_glyph_string_free(shown) }
            let start = Int(run.pointee.item.pointee.offset)
            var any = false
            for i in 0..<Int(shown.pointee.num_glyphs) {
                if isShown(start + Int(shown.pointee.log_clusters[i])) { any = true } else { shown.pointee.glyphs[i].glyph = PANGO_GLYPH_EMPTY }
            }
            guard any else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            // A run raised off the baseline (a symbol in a text) is drawn where Pango's renderer draws it.
            let baseline = Double(Int(pango_layout_iter_get_baseline(iter)) - Int(run.pointee.y_offset)) / Double(PANGO_SCALE)
            body(font, shown, o.x + Double(logical.x) / Double(PANGO_SCALE), o.y + baseline)
        } while pango_layout_iter_next_run(iter) != 0
    }

    /// Each glyph drawn (the byte offset of its character in the text, its left end and advance, its
    /// line's index and baseline), relative to the logical box's left end on the first baseline.
    package func forEachGlyph(_ body: (_ offset: Int, _ x: Double, _ width: Double, _ line: Int, _ baseline: Double) -> Void) {
        guard let iter = pango_layout_get_iter(pointer) else { return }
        defer { pango_layout_iter_free(iter) }
        let first = pango_layout_iter_get_baseline(iter)
        var line = 0, lastBaseline = first
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let glyphs = run.pointee.glyphs else { continue }
            let b = pango_layout_iter_get_baseline(iter)
            if b != lastBaseline { line += 1; lastBaseline = b }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            let start = Int(run.pointee.item.pointee.offset)
            var x = Int(logical.x)
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let g = glyphs.pointee.glyphs[i]
                defer { x += Int(g.geometry.width) }
                let offset = start + Int(glyphs.pointee.log_clusters[i])
                guard isShown(offset) else { continue }
                body(offset, Double(x) / Double(PANGO_SCALE) - logicalX, Double(g.geometry.width) / Double(PANGO_SCALE),
                     line, Double(Int(b) - Int(first)) / Double(PANGO_SCALE))
            }
        } while pango_layout_iter_next_run(iter) != 0
    }

    /// A glyph of the line: the font it comes from (by description, without size), its index
    /// there, and its pen position relative to the logical box's left end on the baseline.
    package struct PlacedGlyph {
        package var font: OpaquePointer
        package var index: UInt32
        package var x: Double
        package var y: Double
    }

    /// The line's glyphs in visual order (unknown and empty glyphs left out).
    package func glyphs() -> [PlacedGlyph] {
        guard let iter = pango_layout_get_iter(pointer) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var result: [PlacedGlyph] = []
        let firstBaseline = pango_layout_iter_get_baseline(iter)
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter) else { continue }
            // Lines after the first (a wrapped view text) sit lower by their baseline's distance.
            let lineDrop = Double(Int(pango_layout_iter_get_baseline(iter)) - Int(run.pointee.y_offset) - Int(firstBaseline)) / Double(PANGO_SCALE)
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            guard let font = run.pointee.item.pointee.analysis.font, let glyphs = run.pointee.glyphs else { continue }
            let start = Int(run.pointee.item.pointee.offset)
            // Pen positions in 64 bits: Pango's are 32-bit 1/1024 pt, which a line past about
            // 2.1 million points (a long string at a large size) would overflow.
            var x = Int(logical.x)
            let infos = glyphs.pointee.glyphs!
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let g = infos[i]
                defer { x += Int(g.geometry.width) }
                if g.glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 || g.glyph == PANGO_GLYPH_EMPTY { continue }
                if !hidden.isEmpty, !isShown(start + Int(glyphs.pointee.log_clusters[i])) { continue }
                result.append(PlacedGlyph(
                    font: OpaquePointer(font), index: g.glyph,
                    x: Double(x + Int(g.geometry.x_offset)) / Double(PANGO_SCALE) - logicalX,
                    y: Double(g.geometry.y_offset) / Double(PANGO_SCALE) + lineDrop))
            }
        } while pango_layout_iter_next_run(iter) != 0
        return result
    }
}
