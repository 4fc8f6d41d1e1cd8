import BoardModel
import BoardScene
import Files
import CCairo
import CPango

/// The lines `.strikethrough` and `.underline` draw: one rectangle per line of text, as wide as
/// the line's logical box, at the primary face's strikethrough or underline position and
/// thickness. Every writer fills these same rectangles, in the text's colour, apart from the
/// glyphs (one fill each: a line crossing a glyph never cuts a hole in it).
extension TextLayout {
    /// The decoration rectangles of a layout whose logical box starts at x = 0 with its first
    /// baseline at y = 0 (the frame of ``glyphs()``), for `look` in the primary face's `metrics`.
    package static func decorations(_ pointer: OpaquePointer, look: TextLook, metrics: UnsafeMutablePointer<PangoFontMetrics>?, logicalX: Double) -> [Rect] {
        guard look.strikethrough || look.underline, let metrics, let iter = pango_layout_get_iter(pointer) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let scale = Double(PANGO_SCALE)
        let marks = Self.marks(strikethrough: look.strikethrough, underline: look.underline, metrics: metrics)
        let firstBaseline = Double(pango_layout_iter_get_baseline(iter)) / scale
        var result: [Rect] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            guard logical.width > 0 else { continue }
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale - firstBaseline
            for mark in marks {
                result.append(Rect(x: Double(logical.x) / scale - logicalX, y: baseline - mark.top,
                                   width: Double(logical.width) / scale, height: max(mark.thickness, 0)))
            }
        } while pango_layout_iter_next_line(iter) != 0
        return result
    }

    /// The lines a face's `metrics` draw: each one's top above the baseline (Pango's convention; an
    /// underline's is negative) and its thickness, in points.
    package static func marks(strikethrough: Bool, underline: Bool, metrics: UnsafeMutablePointer<PangoFontMetrics>) -> [(top: Double, thickness: Double)] {
        let scale = Double(PANGO_SCALE)
        var marks: [(top: Double, thickness: Double)] = []
        if strikethrough {
            marks.append((Double(pango_font_metrics_get_strikethrough_position(metrics)) / scale,
                          Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale))
        }
        if underline {
            marks.append((Double(pango_font_metrics_get_underline_position(metrics)) / scale,
                          Double(pango_font_metrics_get_underline_thickness(metrics)) / scale))
        }
        return marks
    }

    /// Adds the decoration rectangles to `cr`'s path, logical box at `left`, baseline at `baselineY`.
    package func addDecorationPath(to cr: OpaquePointer, left: Double, baselineY: Double) {
        for r in decorations {
            cairo_rectangle(cr, left + r.minX, baselineY + r.minY, r.width, r.height)
        }
    }
}
