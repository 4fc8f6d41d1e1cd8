/// What boardgen draws for an SF Symbol (`Image(systemName:)`): a Material icon of like meaning,
/// or an enclosure (a ring, a disc, a square) with a glyph or a short text inside it
/// (docs/symbols.md).
///
/// ```swift
/// SymbolStandIn.resolve("heart.fill")?.name           // "favorite"
/// SymbolStandIn.resolve("3.circle")?.name             // "radio_button_unchecked + 3"
/// SymbolStandIn.resolve("gear.circle.fill")?.name     // "circle + settings"
/// SymbolStandIn.resolve("no.such.symbol")             // nil: a placeholder with the name
/// ```
package struct SymbolStandIn: Hashable, Sendable {
    /// The stand-in as the scene dump names it: the icon's Material name, or the enclosure's and
    /// what is inside it (`circle + settings`, `radio_button_unchecked + 1`).
    package var name: String
    /// The icon drawn: the symbol's own, or its enclosure.
    package var glyph: MaterialIcons.Glyph
    /// What an enclosed symbol shows inside its enclosure; nil for a single icon.
    package var inner: Inner?
    /// Whether the enclosure is filled (`….circle.fill`, `….square.fill`): what is inside it is cut
    /// out of it in SwiftUI, drawn here in the background's colour (or as a layer of its own in
    /// the hierarchical and palette rendering modes).
    package var filledEnclosure = false

    /// What an enclosure holds.
    package enum Inner: Hashable, Sendable {
        /// An icon, drawn at ``SymbolGeometry/innerGlyphScale`` of the enclosure's size.
        case glyph(MaterialIcons.Glyph)
        /// One or two digits or a letter (`1.circle`, `02.square`, `a.circle.fill`), in the view's font.
        case text(String)
    }

    /// The stand-in of the SF Symbol `name`, nil when it has none (it is drawn as a placeholder
    /// with its name).
    ///
    /// The rules, in order: the name in ``SymbolTable``; a `.fill` name whose base is in the table
    /// draws the base's filled form (``MaterialIcons/filled(_:)``); an enclosed name
    /// (`X.circle`, `X.circle.fill`, `X.square`, `X.square.fill`) whose `X` is a number of one or
    /// two digits, a letter or a symbol with a stand-in draws that inside the enclosure. With
    /// `layered` (the hierarchical and palette rendering modes, whose layers differ in colour) an
    /// enclosed name is composed by the last rule even when the table lists a single icon for it,
    /// so its enclosure and its content can be coloured apart.
    package static func resolve(_ name: String, layered: Bool = false) -> SymbolStandIn? {
        if layered, let enclosed = enclosed(name) { return enclosed }
        if let glyph = SymbolTable.standIns[name] { return SymbolStandIn(name: glyph.name, glyph: glyph) }
        if name.hasSuffix(".fill"), let base = SymbolTable.standIns[String(name.dropLast(5))] {
            let glyph = MaterialIcons.filled(base)
            return SymbolStandIn(name: glyph.name, glyph: glyph)
        }
        return enclosed(name)
    }

    /// The stand-in of `name` with `.symbolVariant(variant)` applied: the variant's name when it
    /// has a stand-in (`heart` with `.fill` → `heart.fill`), else the name's own.
    package static func resolve(_ name: String, variant: String?, layered: Bool = false) -> (name: String, standIn: SymbolStandIn?) {
        if let variant, !variant.isEmpty, !name.hasSuffix("." + variant) {
            let varied = name + "." + variant
            if let standIn = resolve(varied, layered: layered) { return (varied, standIn) }
        }
        return (name, resolve(name, layered: layered))
    }

    /// `X.circle`, `X.circle.fill`, `X.square`, `X.square.fill` as an enclosure around `X`.
    private static func enclosed(_ name: String) -> SymbolStandIn? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let filled = parts.last == "fill"
        if filled { parts.removeLast() }
        guard parts.count >= 2, let shape = parts.last, shape == "circle" || shape == "square" else { return nil }
        let content = parts.dropLast().joined(separator: ".")
        let enclosure = shape == "circle" ? (filled ? MaterialIcons.disc : MaterialIcons.ring)
                                          : (filled ? MaterialIcons.squareFilled : MaterialIcons.squareOutline)
        let inner: Inner
        let innerName: String
        if isShortText(content) {
            inner = .text(content)
            innerName = content
        } else if let glyph = resolve(content)?.glyph, resolve(content)?.inner == nil {
            // A filled enclosure cuts its content's filled form out of itself (`heart.circle.fill`).
            inner = .glyph(filled ? MaterialIcons.filled(glyph) : glyph)
            innerName = glyph.name
        } else {
            return nil
        }
        return SymbolStandIn(name: "\(enclosure.name) + \(innerName)", glyph: enclosure, inner: inner, filledEnclosure: filled)
    }

    /// One or two digits, or one letter: what SF Symbols enclose as text (`1.circle`, `02.square`, `a.circle`).
    private static func isShortText(_ s: String) -> Bool {
        let scalars = Array(s.unicodeScalars)
        if (1...2).contains(scalars.count), scalars.allSatisfy({ ("0"..."9").contains($0) }) { return true }
        return scalars.count == 1 && ("a"..."z").contains(scalars[0])
    }
}
