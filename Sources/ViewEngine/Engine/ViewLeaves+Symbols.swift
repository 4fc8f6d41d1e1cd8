import BoardModel
import BoardScene
import SwiftRun
/// `Image(systemName:)` drawn: its stand-in icon as a glyph of the pinned Material Icons face (a
/// text leaf, so every writer paints it through the text path), an enclosure's content over it,
/// or, for a name with no stand-in, a placeholder with the name written small (docs/symbols.md).
extension ViewLeaves {
    /// How opaque the secondary layer of a symbol is in the hierarchical rendering mode, relative
    /// to the foreground. Uncertain: SwiftUI's secondary hierarchical level, read from screenshots.
    package static let hierarchicalSecondaryOpacity = 0.5
    /// How opaque an unmapped symbol's placeholder outline is.
    package static let placeholderOpacity = 0.55

    package static func symbolLeaves(_ name: String, resizable: Bool, _ v: PlacedView, theme: Theme, platform: Platform) -> [ViewDrawing.Leaf] {
        let r = v.frame
        let o = v.opacity * (v.styles.isDisabled ? Self.disabledOpacity : 1), effects = v.effects
        // The foreground colours a symbol as it colours a text (`.foregroundStyle`, a button's accent).
        let ink = color(v.foreground, theme, tint: v.styles.tint)
        let (shown, standIn) = v.styles.symbol(name)
        guard let standIn else { return placeholder(shown, v, ink: ink, opacity: o, effects: effects) }
        let g = resizable ? SymbolGeometry.fitting(standIn.glyph, in: r.size)
                          : LayoutEngine.symbolGeometry(name, fontSize: v.font.size, styles: v.styles, platform: platform)
        func glyph(_ icon: MaterialIcons.Glyph, size: Double, baselineLeft p: Point, _ color: Color) -> ViewDrawing.Leaf {
            .text(icon.character, font: FontSpec(.materialIcons, size), color: color,
                  rect: Rect(x: p.x, y: p.y - size, width: size, height: size), opacity: o, effects: effects)
        }
        let origin = Point(r.minX + g.origin.x, r.minY + g.origin.y)
        guard let inner = standIn.inner else { return [glyph(standIn.glyph, size: g.glyphSize, baselineLeft: origin, ink)] }

        // An enclosure and its content: the content centred on the enclosure's ink.
        let layered = v.styles.symbolLayersApart
        let enclosureInk: Color = switch (layered, v.styles.symbolRenderingMode) {
        case (false, _): ink
        case (true, .hierarchical?): ink.withAlpha(ink.alpha * Self.hierarchicalSecondaryOpacity)
        case (true, _): color(v.styles.secondaryStyle ?? v.foreground, theme, tint: v.styles.tint)
        }
        // Monochrome, a filled enclosure's content is cut out of it: drawn in the window's colour.
        let contentInk = standIn.filledEnclosure && !layered ? color(.named("systemBackground"), theme) : ink
        let unit = g.glyphSize / MaterialIcons.unitsPerEm, e = standIn.glyph
        let centre = Point(origin.x + (e.x0 + e.x1) / 2 * unit, origin.y - (e.y0 + e.y1) / 2 * unit)
        var leaves = [glyph(e, size: g.glyphSize, baselineLeft: origin, enclosureInk)]
        switch inner {
        case let .glyph(icon):
            let size = g.glyphSize * SymbolGeometry.innerGlyphScale, u = size / MaterialIcons.unitsPerEm
            let p = Point(centre.x - (icon.x0 + icon.x1) / 2 * u, centre.y + (icon.y0 + icon.y1) / 2 * u)
            leaves.append(glyph(icon, size: size, baselineLeft: p, contentInk))
        case let .text(s):
            let size = g.glyphSize * (s.count == 1 ? SymbolGeometry.innerTextScale : SymbolGeometry.innerTwoCharacterScale)
            // The text's width in the view's font (measured at layout), scaled to its size here.
            let width = v.font.size > 0 ? v.textSize.width * size / v.font.size : 0
            let baseline = centre.y + SymbolGeometry.interCapHeight * size / 2
            leaves.append(.text(s, font: FontSpec(v.font.face, size), color: contentInk,
                                rect: Rect(x: centre.x - width / 2, y: baseline - SymbolGeometry.interAscent * size,
                                           width: width * 1.05 + 1, height: size * 1.25),
                                opacity: o, effects: effects, maxLines: 1))
        }
        return leaves
    }

    /// A symbol with no stand-in: a rounded square of its frame outlined faintly in its colour,
    /// its name written small inside, broken after its dots.
    private static func placeholder(_ name: String, _ v: PlacedView, ink: Color, opacity o: Double, effects: EffectChain?) -> [ViewDrawing.Leaf] {
        let r = v.frame
        let side = min(r.width, r.height)
        let square = Rect(x: r.mid.x - side / 2, y: r.mid.y - side / 2, width: side, height: side)
        var s = TileShape(rect: square.insetBy(side * 0.04), cornerRadius: side * 0.22, fill: nil, stroke: ink.withAlpha(ink.alpha * placeholderOpacity))
        s.lineWidth = max(0.5, side * 0.04)
        let size = max(3, side * 0.2)
        let label = Rect(x: square.minX + side * 0.1, y: square.minY + side * 0.12, width: side * 0.8, height: side * 0.76)
        return [.shape(s, opacity: o, effects: effects),
                .text(name.replacingOccurrences(of: ".", with: ".\u{200B}"), font: FontSpec(v.font.face, size), color: ink,
                      rect: label, opacity: o, effects: effects, maxLines: 3)]
    }
}
