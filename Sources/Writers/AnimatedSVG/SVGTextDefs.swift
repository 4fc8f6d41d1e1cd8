import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// The glyphs and strings an animated SVG draws, each written once in `<defs>`: a glyph's
/// outline as a `<path>` (per font, 100 units per em), a string in a font as a `<g>` of
/// glyph `<use>`s scaled to its size. Texts are then one `<use>` each, so no font is needed
/// to view the file and a string shown in many places or frames costs one reference.
package final class SVGTextDefs {
    private let outlines: GlyphOutlines
    private var glyphIDs: [GlyphOutlines.GlyphID: Int] = [:]
    private var glyphOrder: [GlyphOutlines.GlyphID] = []
    private var runIDs: [RunKey: Int] = [:]
    private var runOrder: [(key: RunKey, run: GlyphOutlines.Run)] = []

    private struct RunKey: Hashable {
        package var text: String
        package var font: FontSpec
        package var maxWidth: Double?
        package var wrapWidth: Double?
        package var maxLines: Int?
        package var look: TextLook
    }

    package init(_ outlines: GlyphOutlines) {
        self.outlines = outlines
    }

    /// The id of the `<g>` drawing `text` in `font` with its baseline's left end at the origin.
    package func reference(_ text: String, font: FontSpec, maxWidth: Double? = nil, wrapWidth: Double? = nil, maxLines: Int? = nil,
                   look: TextLook = TextLook()) -> String {
        let key = RunKey(text: text, font: font, maxWidth: maxWidth, wrapWidth: wrapWidth, maxLines: maxLines, look: look)
        if let id = runIDs[key] { return "s\(id)" }
        let run = outlines.run(outlines.engine.line(text, font: font, maxWidth: maxWidth, wrapWidth: wrapWidth, maxLines: maxLines, look: look), font: font)
        for glyph in run.glyphs where glyphIDs[glyph] == nil {
            glyphIDs[glyph] = glyphOrder.count
            glyphOrder.append(glyph)
        }
        runIDs[key] = runOrder.count
        runOrder.append((key, run))
        return "s\(runOrder.count - 1)"
    }

    /// The `<defs>` content: every glyph used, then every string.
    package func definitions() -> String {
        var out = ""
        var empty = Set<GlyphOutlines.GlyphID>()
        for (i, glyph) in glyphOrder.enumerated() {
            let d = SVGPathData.elements(outlines.outline(glyph), decimals: 1)
            if d.isEmpty { empty.insert(glyph); continue }
            out += "<path id=\"g\(i)\" d=\"\(d)\"/>\n"
        }
        for (i, entry) in runOrder.enumerated() {
            let scale = SVGNumber.format(entry.key.font.size / GlyphOutlines.referenceSize, 6)
            out += "<g id=\"s\(i)\" transform=\"scale(\(scale))\">"
            for (glyph, p) in zip(entry.run.glyphs, entry.run.positions) where !empty.contains(glyph) {
                var position = p.x == 0 ? "" : " x=\"\(SVGNumber.format(p.x, 2))\""
                if p.y != 0 { position += " y=\"\(SVGNumber.format(p.y, 2))\"" }
                out += "<use href=\"#g\(glyphIDs[glyph]!)\"\(position)/>"
            }
            // `.strikethrough`, `.underline`: rectangles beside the glyphs, filled like them.
            for r in entry.run.decorations {
                out += "<rect x=\"\(SVGNumber.format(r.minX, 2))\" y=\"\(SVGNumber.format(r.minY, 2))\" "
                    + "width=\"\(SVGNumber.format(r.width, 2))\" height=\"\(SVGNumber.format(r.height, 2))\"/>"
            }
            out += "</g>\n"
        }
        return out
    }
}
