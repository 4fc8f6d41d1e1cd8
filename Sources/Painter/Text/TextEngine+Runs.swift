import BoardModel
import BoardScene
import CPango

/// The pieces of a text styled apart (``TextRun``): each laid out in its own font as Pango
/// attributes over its bytes, so a line wraps, measures and draws as one paragraph of mixed styles.
extension TextEngine {
    /// `runs` fitted to a text of `length` UTF-8 bytes: a run past the end is cut, and nothing is
    /// returned when the runs do not cover the text exactly (the text is then drawn in one style).
    package static func fitted(_ runs: [TextRun], toLength length: Int) -> [TextRun] {
        guard !runs.isEmpty, runs.allSatisfy({ $0.length >= 0 }), runs.reduce(0, { $0 + $1.length }) == length else { return [] }
        return runs
    }

    /// The line box of a text styled apart: its tallest piece's (a line is as tall as the largest font
    /// on it; every line of the text is given the largest). A symbol's glyph (a face without a
    /// SwiftUI line box) does not make its line taller, as an SF Symbol in a text does not; nil
    /// when no piece has a line box.
    package static func lineBox(_ runs: [TextRun]) -> FontSpec.LineMetrics? {
        let boxes = runs.compactMap(\.font.lines)
        guard !boxes.isEmpty else { return nil }
        return FontSpec.LineMetrics(ascent: boxes.map(\.ascent).max()!, descent: boxes.map(\.descent).max()!,
                                    pitch: boxes.map(\.pitch).max()!)
    }

    /// The byte ranges of `runs`, in order.
    package static func ranges(_ runs: [TextRun]) -> [Range<Int>] {
        var start = 0
        return runs.map { run in
            defer { start += run.length }
            return start..<(start + run.length)
        }
    }

    /// Each run's font (and its tracking and tabular digits, where they differ from the text's) as
    /// attributes of layout `p` over the run's bytes.
    package func applyRuns(_ runs: [TextRun], base: FontSpec, to p: OpaquePointer) {
        guard !runs.isEmpty else { return }
        let list = pango_layout_get_attributes(p).flatMap { pango_attr_list_copy($0) } ?? pango_attr_list_new()
        guard let list else { return }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = guint(range.lowerBound)
            attribute.pointee.end_index = guint(range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        for (run, range) in zip(runs, Self.ranges(runs)) where !range.isEmpty {
            if run.font != base { insert(pango_attr_font_desc_new(description(run.font)), range) }
            if run.font.tracking != base.tracking {
                insert(pango_attr_letter_spacing_new(Int32((run.font.tracking * Double(PANGO_SCALE)).rounded())), range)
            }
            if run.font.tabularDigits, !base.tabularDigits { insert(pango_attr_font_features_new("tnum 1"), range) }
            if run.rise != 0 { insert(pango_attr_rise_new(Int32((run.rise * Double(PANGO_SCALE)).rounded())), range) }
        }
        pango_layout_set_attributes(p, list)
        pango_attr_list_unref(list)
    }

    /// The lines through and under the runs of `layout` that draw them (each in its own font's
    /// position and thickness), in the frame of ``TextLayout/glyphs()``.
    package func runDecorations(_ layout: TextLayout, runs: [TextRun], look: TextLook) -> [Rect] {
        let ranges = Self.ranges(runs)
        var marks: [Int: [(top: Double, thickness: Double)]] = [:]
        for (k, run) in runs.enumerated() where (run.strikethrough || run.underline) && look.shows(run) {
            guard let primary = primaryFont(run.font) else { continue }
            defer { g_object_unref_font(primary) }
            guard let m = pango_font_get_metrics(primary, nil) else { continue }
            defer { pango_font_metrics_unref(m) }
            marks[k] = TextLayout.marks(strikethrough: run.strikethrough, underline: run.underline, metrics: m)
        }
        guard !marks.isEmpty else { return [] }
        // The glyphs of one run on one line, side by side, share one line through or under them.
        var spans: [(run: Int, line: Int, baseline: Double, x: Double, end: Double)] = []
        layout.forEachGlyph { offset, x, width, line, baseline in
            guard let k = ranges.firstIndex(where: { $0.contains(offset) }), marks[k] != nil else { return }
            if let last = spans.last, last.run == k, last.line == line, abs(last.end - x) < 1e-6 {
                spans[spans.count - 1].end = x + width
            } else {
                spans.append((k, line, baseline, x, x + width))
            }
        }
        var result: [Rect] = []
        for span in spans where span.end > span.x {
            for mark in marks[span.run] ?? [] {
                result.append(Rect(x: span.x, y: span.baseline - mark.top, width: span.end - span.x, height: max(mark.thickness, 0)))
            }
        }
        return result
    }
}
