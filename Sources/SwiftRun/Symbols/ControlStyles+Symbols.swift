/// How the styles a view inherits choose an SF Symbol's stand-in.
extension ControlStyles {
    /// Whether the symbols below colour their layers apart: the hierarchical and palette rendering
    /// modes, and two styles given (`.foregroundStyle(.red, .blue)`) with no mode, which SwiftUI
    /// draws as a palette.
    package var symbolLayersApart: Bool {
        switch symbolRenderingMode {
        case .hierarchical?, .palette?: true
        case nil: secondaryStyle != nil
        case .monochrome?, .multicolor?: false
        }
    }

    /// The symbol `name` is drawn as under these styles: its name with `.symbolVariant` applied
    /// where that variant has a stand-in, and its stand-in (nil: a placeholder with the name).
    package func symbol(_ name: String) -> (name: String, standIn: SymbolStandIn?) {
        SymbolStandIn.resolve(name, variant: symbolVariant, layered: symbolLayersApart)
    }
}
