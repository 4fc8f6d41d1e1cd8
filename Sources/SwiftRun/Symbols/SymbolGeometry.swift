import BoardModel
/// Where an SF Symbol's stand-in sits and how large it is, from its font's size and
/// `.imageScale` (docs/symbols.md, "Size and place").
///
/// SF Symbols are sized by their font: at the medium scale a symbol's circle (`circle`,
/// `checkmark.circle.fill`) is as wide as the font's point size, and every symbol is centred
/// vertically on the middle of the font's cap height, so a symbol beside text sits on the text
/// whatever its shape. The stand-in's frame is its icon's ink box at that size (a chevron is
/// narrow, an arrow wide); its baseline is the text's, so `HStack(alignment: .firstTextBaseline)`,
/// `Label` and a symbol in a `Text` line up as in SwiftUI.
package struct SymbolGeometry: Hashable, Sendable {
    /// The icon font's size in points (its em, the icon's 24-unit grid).
    package var glyphSize: Double
    /// The frame: the icon's ink box.
    package var size: Size
    /// The text baseline the symbol sits on, from the frame's top.
    package var baseline: Double
    /// The icon's origin (the left end of its font baseline) from the frame's top-left.
    package var origin: Point

    /// Material's em per point of the symbol's font: the icons' circles are 20 of their 24 grid
    /// units, SF Symbols' circle at the medium scale is one point size wide (observed: a
    /// `checkmark.circle.fill` beside 17 pt body text is a 17 pt disc, swift-snapshot-testing's
    /// testSwiftUIView_iOS reference), so 24 / 20.
    package static let glyphEmPerPoint = 1.2
    /// How far above the baseline a symbol's centre sits, in em of its font: half SF Pro's cap
    /// height (1443 / 2048 / 2). Observed: that reference's disc is centred 6.0 pt above the
    /// baseline of 17 pt text.
    package static let centreAboveBaseline = 0.3523
    /// An enclosed glyph's size relative to its enclosure's (`gear.circle`: the gear inside the
    /// ring). Uncertain: chosen so the glyph's ink is about half the circle, as SF Symbols draw it.
    package static let innerGlyphScale = 0.6
    /// An enclosed number's or letter's font size in em of the enclosure's icon size (one
    /// character; two take ``innerTwoCharacterScale``). Uncertain: a digit about half the circle tall.
    package static let innerTextScale = 0.57
    /// The font size of two enclosed characters (`02.square`, `50.circle`), in em of the icon size.
    package static let innerTwoCharacterScale = 0.45
    /// Inter's cap height and ascent, in em: where an enclosed number's baseline goes so its
    /// capitals are centred (the painter sets a text's first baseline its ascent below its top).
    package static let interCapHeight = 0.727
    /// Inter's ascent (hhea, 1984 / 2048), in em.
    package static let interAscent = 0.96875
    /// An unmapped symbol's placeholder side, in em of its font: a medium symbol's circle.
    package static let placeholderSide = 1.0

    /// The geometry of `glyph` in a font of `fontSize` points at `scale` (``Platform/symbolScale(_:)``).
    package init(_ glyph: MaterialIcons.Glyph, fontSize: Double, scale: Double) {
        let em = fontSize * scale * Self.glyphEmPerPoint
        let unit = em / MaterialIcons.unitsPerEm
        let half = MaterialIcons.unitsPerEm / 2
        glyphSize = em
        size = Size((glyph.x1 - glyph.x0) * unit, (glyph.y1 - glyph.y0) * unit)
        baseline = fontSize * Self.centreAboveBaseline + (glyph.y1 - half) * unit
        origin = Point(-glyph.x0 * unit, glyph.y1 * unit)
    }

    /// The geometry of an unmapped symbol's placeholder: a square of ``placeholderSide`` em
    /// centred as a symbol is.
    package static func placeholder(fontSize: Double, scale: Double) -> SymbolGeometry {
        let side = fontSize * scale * placeholderSide
        return SymbolGeometry(glyphSize: side, size: Size(side, side),
                              baseline: side / 2 + fontSize * centreAboveBaseline, origin: Point(0, side))
    }

    /// `glyph` scaled to fit `frame` (a `.resizable()` symbol), centred in it: the frame's
    /// top-left relative geometry of an icon whose ink box fills the frame on its tighter axis.
    package static func fitting(_ glyph: MaterialIcons.Glyph, in frame: Size) -> SymbolGeometry {
        let inkWidth = glyph.x1 - glyph.x0, inkHeight = glyph.y1 - glyph.y0
        guard inkWidth > 0, inkHeight > 0 else { return SymbolGeometry(glyph, fontSize: 0, scale: 1) }
        let unit = min(frame.width / inkWidth, frame.height / inkHeight)
        let ink = Size(inkWidth * unit, inkHeight * unit)
        let left = (frame.width - ink.width) / 2, top = (frame.height - ink.height) / 2
        return SymbolGeometry(glyphSize: unit * MaterialIcons.unitsPerEm, size: frame, baseline: frame.height,
                              origin: Point(left - glyph.x0 * unit, top + glyph.y1 * unit))
    }

    /// Creates a geometry from its parts.
    package init(glyphSize: Double, size: Size, baseline: Double, origin: Point) {
        self.glyphSize = glyphSize
        self.size = size
        self.baseline = baseline
        self.origin = origin
    }
}
