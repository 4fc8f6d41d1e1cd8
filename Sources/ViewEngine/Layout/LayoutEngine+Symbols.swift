import BoardModel
import SwiftRun
/// `Image(systemName:)` laid out: the stand-in's ink box at its font's size and `.imageScale`
/// (docs/symbols.md, "Size and place").
extension LayoutEngine {
    /// The geometry of node `i`'s symbol at its own size (not resized).
    package func symbolGeometry(_ i: Int) -> SymbolGeometry {
        guard case let .control(.image(name, _, _)) = tree[i].kind else { return .placeholder(fontSize: 0, scale: 1) }
        return Self.symbolGeometry(name, fontSize: tree[i].font.size, styles: tree[i].styles, platform: platform)
    }

    /// The geometry of the symbol `name` in a font of `fontSize` points under `styles`.
    package static func symbolGeometry(_ name: String, fontSize: Double, styles: ControlStyles, platform: Platform) -> SymbolGeometry {
        let scale = platform.symbolScale(styles.imageScale)
        guard let standIn = styles.symbol(name).standIn else { return .placeholder(fontSize: fontSize, scale: scale) }
        return SymbolGeometry(standIn.glyph, fontSize: fontSize, scale: scale)
    }

    /// The text an enclosed symbol shows inside its enclosure (`1.circle`: "1"), measured in the
    /// view's font for the painter to centre it; nil for other symbols.
    package func symbolText(_ i: Int) -> String? {
        guard case let .control(.image(name, _, false)) = tree[i].kind,
              case let .text(s)? = tree[i].styles.symbol(name).standIn?.inner else { return nil }
        return s
    }
}
