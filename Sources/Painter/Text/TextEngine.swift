import BoardModel
import BoardScene
import Files
import CCairo
import CPango

/// Lays text out with Pango in the pinned fonts: one font map and context (not thread-safe;
/// see ``TextEnginePool``), explicit font options, and a cache of shaped lines.
///
/// Determinism: the font map sees only the pinned files (``PinnedFonts``); hinting is off,
/// metrics are not hinted, antialiasing is grey, glyph positions are not rounded, sizes are
/// absolute (1 pt = 1 user unit) and the language is fixed — so a line has the same glyphs
/// and positions on every machine with the same font files, at every scale, in PNG and SVG.
package final class TextEngine {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    private var primaries: [FontSpec: OpaquePointer] = [:]
    private var metrics: [FontSpec: (ascent: Double, descent: Double)] = [:]
    private var layouts: [LayoutKey: TextLayout] = [:]

    /// The most lines kept; the cache is emptied when it would grow past this.
    package static let cacheCapacity = 4096

    private struct LayoutKey: Hashable {
        package var text: String
        package var font: FontSpec
        package var maxWidth: Double?
        package var wraps = false
        package var maxLines: Int? = nil
        package var look = TextLook()
    }

    package init() throws(RenderError) {
        let config = try PinnedFonts.configuration()
        guard let map = GlyphDrawingLock.fonts({ pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) }) else {
            throw RenderError("pango: cannot create a font map (cairo without FreeType?)")
        }
        fontMap = map
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        guard let ctx = pango_font_map_create_context(map) else {
            g_object_unref(UnsafeMutableRawPointer(map))
            throw RenderError("pango: cannot create a context")
        }
        context = ctx
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(ctx, 72)
        pango_context_set_round_glyph_positions(ctx, 0)
        pango_context_set_language(ctx, pango_language_from_string("en"))
        pango_context_set_base_dir(ctx, PANGO_DIRECTION_LTR)
    }

    deinit {
        GlyphDrawingLock.fonts {
            layouts.removeAll()
            for d in descriptions.values { pango_font_description_free(d) }
            for d in primaries.values { pango_font_description_free(d) }
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(fontMap)
        }
    }

    /// The description of `font`: its face with the fallback families, at its absolute size.
    package func description(_ font: FontSpec) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = Self.makeDescription(PinnedFonts.families(font.face, design: font.design), font)
        descriptions[font] = d
        return d
    }

    private static func makeDescription(_ families: String, _ font: FontSpec) -> OpaquePointer {
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, families)
        let weight: PangoWeight = switch font.face {
        case .sansBold, .interBold, .interBoldItalic: PANGO_WEIGHT_BOLD
        case .interMedium, .interMediumItalic: PANGO_WEIGHT_MEDIUM
        case .interSemibold, .interSemiboldItalic: PANGO_WEIGHT_SEMIBOLD
        case .sans, .mono, .inter, .interItalic, .materialIcons: PANGO_WEIGHT_NORMAL
        }
        pango_font_description_set_weight(d, weight)
        pango_font_description_set_style(d, font.face.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(d, PANGO_STRETCH_NORMAL)
        pango_font_description_set_absolute_size(d, max(font.size, 1e-3) * Double(PANGO_SCALE))
        return d
    }

    /// `text` shaped in `font`; with `maxWidth`, cut with `…` at the end to fit it.
    package func layout(_ text: String, font: FontSpec, maxWidth: Double? = nil) -> TextLayout {
        let key = LayoutKey(text: text, font: font, maxWidth: maxWidth)
        if let known = layouts[key] { return known }
        return GlyphDrawingLock.fonts { newLayout(text, font: font, maxWidth: maxWidth, key: key) }
    }

    private func newLayout(_ text: String, font: FontSpec, maxWidth: Double?, key: LayoutKey) -> TextLayout {
        let p = pango_layout_new(context)!
        pango_layout_set_single_paragraph_mode(p, 1)
        // Lines are laid out left to right (captions are code, indented from the left);
        // right-to-left runs inside them are still reordered and shaped.
        pango_layout_set_auto_dir(p, 0)
        pango_layout_set_font_description(p, description(font))
        pango_layout_set_text(p, text, -1)
        Self.applyFeatures(font, to: p)
        if let maxWidth {
            pango_layout_set_width(p, Int32(clamping: Int(saturating: max(0, maxWidth) * Double(PANGO_SCALE), rounding: .down)))
            pango_layout_set_ellipsize(p, PANGO_ELLIPSIZE_END)
        }
        let layout = TextLayout(p)
        if layouts.count >= Self.cacheCapacity { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = layout
        return layout
    }

    /// `text` as a SwiftUI `Text` lays it out: lines broken at `\n` and wrapped at word (or,
    /// for a word wider than the line, character) boundaries to `width` (nil: no wrapping),
    /// its lines aligned with one another per `alignment` (`.multilineTextAlignment`; the widest
    /// line's logical box is the text's). What ``PangoTextMeasurer`` measures and the painter draws.
    package func wrappedLayout(_ text: String, font: FontSpec, width: Double?, maxLines: Int? = nil,
                       look: TextLook = TextLook()) -> TextLayout {
        let key = LayoutKey(text: text, font: font, maxWidth: width, wraps: true, maxLines: maxLines, look: look)
        if let known = layouts[key] { return known }
        return GlyphDrawingLock.fonts { newWrappedLayout(text, font: font, width: width, maxLines: maxLines, look: look, key: key) }
    }

    private func newWrappedLayout(_ text: String, font: FontSpec, width: Double?, maxLines: Int?, look: TextLook,
                                  key: LayoutKey) -> TextLayout {
        let p = pango_layout_new(context)!
        pango_layout_set_auto_dir(p, 0)
        pango_layout_set_font_description(p, description(font))
        let shaped = width == nil ? text : LongWords.breakable(text)
        pango_layout_set_text(p, shaped, -1)
        Self.applyFeatures(font, to: p)
        // A text styled apart keeps its pieces, unless a word too long for any line was given break
        // opportunities (its bytes moved): then it is drawn in the text's font.
        let runs = shaped.utf8.count == text.utf8.count ? Self.fitted(look.runs, toLength: text.utf8.count) : []
        applyRuns(runs, base: font, to: p)
        if let width {
            // Rounded up to Pango units: a line exactly as wide as the width is not wrapped. Tracking's
            // space after the last character is room a line may take (it is not drawn).
            let units = ((max(0, width) + max(0, font.tracking)) * Double(PANGO_SCALE)).rounded(.up)
            pango_layout_set_width(p, units.isNaN ? 0 : Int32(clamping: Int(min(units, Double(Int32.max)))))
            pango_layout_set_wrap(p, PANGO_WRAP_WORD_CHAR)
        }
        let lines = runs.isEmpty ? font.lines : Self.lineBox(runs)
        if let lines {
            // Wrapped lines as far apart as SwiftUI sets them: Pango adds the spacing between lines.
            let (ascent, descent) = runs.isEmpty ? extents(font)
                : runs.filter { $0.font.lines != nil }.map { extents($0.font) }.reduce((0, 0)) { (max($0.0, $1.0), max($0.1, $1.1)) }
            let spacing = ((lines.pitch - ascent - descent) * Double(PANGO_SCALE)).rounded()
            if spacing.isFinite { pango_layout_set_spacing(p, Int32(clamping: Int(spacing))) }
        }
        switch look.lineAlignment {
        case .leading: break
        case .center: pango_layout_set_alignment(p, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(p, PANGO_ALIGN_RIGHT)
        }
        if let maxLines {
            // At most that many lines, the last cut with `…` (`.lineLimit`, or a frame too short).
            pango_layout_set_height(p, -Int32(clamping: max(1, maxLines)))
            pango_layout_set_ellipsize(p, PANGO_ELLIPSIZE_END)
        }
        let layout = TextLayout(p, lines: lines)
        layout.hidden = zip(runs, Self.ranges(runs)).filter { !look.shows($0.0) }.map(\.1)
        if !runs.isEmpty {
            layout.decorations = runDecorations(layout, runs: runs, look: look)
        } else if look.strikethrough || look.underline, let primary = primaryFont(font) {
            let metrics = pango_font_get_metrics(primary, nil)
            layout.decorations = TextLayout.decorations(p, look: look, metrics: metrics, logicalX: layout.logicalX)
            if let metrics { pango_font_metrics_unref(metrics) }
            g_object_unref(UnsafeMutableRawPointer(primary))
        }
        if layouts.count >= Self.cacheCapacity { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = layout
        return layout
    }

    /// A view's wrapped text (`wrapWidth`), or a line shortened to `maxWidth`.
    package func line(_ text: String, font: FontSpec, maxWidth: Double?, wrapWidth: Double?, maxLines: Int? = nil,
              look: TextLook = TextLook()) -> TextLayout {
        wrapWidth.map { wrappedLayout(text, font: font, width: $0, maxLines: maxLines, look: look) }
            ?? layout(text, font: font, maxWidth: maxWidth)
    }

    /// `.monospacedDigit()` (OpenType `tnum`) and `.tracking` (letter spacing) as Pango attributes
    /// of the whole text; and no hyphen where a word too long for its line is broken (Pango adds
    /// one since 1.44; SwiftUI's text breaks such a word without one).
    package static func applyFeatures(_ font: FontSpec, to p: OpaquePointer) {
        guard let list = pango_attr_list_new() else { return }
        if let a = pango_attr_insert_hyphens_new(0) { pango_attr_list_insert(list, a) }
        if font.tabularDigits, let a = pango_attr_font_features_new("tnum 1") { pango_attr_list_insert(list, a) }
        if font.tracking != 0, let a = pango_attr_letter_spacing_new(Int32((font.tracking * Double(PANGO_SCALE)).rounded())) {
            pango_attr_list_insert(list, a)
        }
        pango_layout_set_attributes(p, list)
        pango_attr_list_unref(list)
    }

    /// The primary face's ascent and descent at `font`'s size, in points.
    package func extents(_ font: FontSpec) -> (ascent: Double, descent: Double) {
        if let known = metrics[font] { return known }
        return GlyphDrawingLock.fonts {
            guard let loaded = primaryFont(font), let m = pango_font_get_metrics(loaded, nil) else { return (0, 0) }
            defer { pango_font_metrics_unref(m); g_object_unref(UnsafeMutableRawPointer(loaded)) }
            let e = (Double(pango_font_metrics_get_ascent(m)) / Double(PANGO_SCALE),
                     Double(pango_font_metrics_get_descent(m)) / Double(PANGO_SCALE))
            metrics[font] = e
            return e
        }
    }

    /// The font the primary family of `font` loads as (a new reference), or nil.
    package func primaryFont(_ font: FontSpec) -> UnsafeMutablePointer<PangoFont>? {
        let d: OpaquePointer
        if let known = primaries[font] { d = known } else {
            d = Self.makeDescription(PinnedFonts.primaryFamily(font.face, design: font.design), font)
            primaries[font] = d
        }
        return GlyphDrawingLock.fonts { pango_font_map_load_font(fontMap, context, d) }
    }

    /// The font described by `font`'s description with another size (a new reference), or nil.
    package func font(like font: OpaquePointer, size: Double) -> UnsafeMutablePointer<PangoFont>? {
        guard let d = pango_font_describe(UnsafeMutablePointer(font)) else { return nil }
        defer { pango_font_description_free(d) }
        pango_font_description_set_absolute_size(d, size * Double(PANGO_SCALE))
        return GlyphDrawingLock.fonts { pango_font_map_load_font(fontMap, context, d) }
    }

    /// A font's family name ("Symbola").
    package static func family(of font: OpaquePointer) -> String {
        guard let d = pango_font_describe(UnsafeMutablePointer(font)) else { return "" }
        defer { pango_font_description_free(d) }
        return pango_font_description_get_family(d).map { String(cString: $0) } ?? ""
    }

    /// A font's description without its size ("DejaVu Sans Bold"): a stable key.
    package static func name(of font: OpaquePointer) -> String {
        guard let d = pango_font_describe(UnsafeMutablePointer(font)) else { return "" }
        defer { pango_font_description_free(d) }
        pango_font_description_unset_fields(d, PANGO_FONT_MASK_SIZE)
        guard let s = pango_font_description_to_string(d) else { return "" }
        defer { g_free(s) }
        return String(cString: s)
    }
}

/// Releases a font reference returned by ``TextEngine/primaryFont(_:)`` or ``TextEngine/font(like:size:)``.
package func g_object_unref_font(_ font: UnsafeMutablePointer<PangoFont>) {
    GlyphDrawingLock.fonts { g_object_unref(UnsafeMutableRawPointer(font)) }
}
