import SwiftFront
import BoardScene
import BoardModel
/// A modifier that sets a value of the environment the views below read (docs/programs.md §3): how
/// their texts align and are cased, the tint their controls and `.tint` styles take, the scale
/// of their symbols. It changes what is drawn below it, never the modified view's own frame.
public enum EnvironmentSetting: Hashable, Sendable {
    /// `.multilineTextAlignment(_:)`: how the lines of a wrapped `Text` align with one another.
    case multilineTextAlignment(TextAlignment)
    /// `.tint(_:)` / `.accentColor(_:)`: the accent of the controls below and the `.tint` style
    /// (nil: the platform's accent, as `.tint(nil)` restores).
    case tint(Tint?)
    /// `.imageScale(_:)`: the size of the symbols below relative to their font.
    case imageScale(ImageScale)
    /// `.textCase(_:)`: texts below shown upper- or lowercased (nil: as written).
    case textCase(TextCase?)
    /// `.minimumScaleFactor(_:)`: how far the texts below may shrink to fit their room (0…1; 1: not at all).
    case minimumScaleFactor(Double)
    /// `.lineLimit(3...6)`, `.lineLimit(2, reservesSpace: true)`: the lines a text below keeps room
    /// for however few it shows (0: none).
    case reservedLines(Int)
    /// `.strikethrough(_:)`: a line through the texts below, in their colour (false: none).
    case strikethrough(Bool)
    /// `.underline(_:)`: a line under the texts below, in their colour (false: none).
    case underline(Bool)
    /// `.italic(_:)`: the texts below in the italic of their weight (false: upright).
    case italic(Bool)
    /// `.monospacedDigit()`: the texts below with digits of one width.
    case monospacedDigit
    /// `.tracking(_:)`, `.kerning(_:)`: points added between the characters of the texts below.
    case tracking(Double)
    /// `.lineSpacing(_:)`: points added between the wrapped lines of the texts below.
    case lineSpacing(Double)
    /// `.symbolRenderingMode(_:)`: how the symbols below colour their layers (nil: the default,
    /// monochrome unless two styles are given).
    case symbolRenderingMode(SymbolRenderingMode?)
    /// `.symbolVariant(_:)`: the variant of the symbols below (`fill`, `circle`, `circle.fill`;
    /// nil: `.none`).
    case symbolVariant(String?)
    /// `.foregroundStyle(_:_:)`, `.foregroundStyle(_:_:_:)`: the secondary style, which the
    /// symbols below colour their second layer with (the primary is the foreground).
    case secondaryStyle(Tint)
    /// `.dynamicTypeSize(_:)`, `.environment(\.dynamicTypeSize, _:)`: the Dynamic Type sizes the
    /// views below may take (their texts' sizes).
    case dynamicTypeSize(DynamicTypeSizeRange)
}

/// `SymbolRenderingMode`: how a symbol's layers are coloured (docs/symbols.md, "Colour").
public enum SymbolRenderingMode: String, Hashable, Sendable, CaseIterable {
    case monochrome, hierarchical, palette, multicolor
}

/// `Image.Scale`: a symbol's size relative to the text beside it.
public enum ImageScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large
}

/// `Text.Case`.
public enum TextCase: String, Hashable, Sendable, CaseIterable {
    case uppercase, lowercase

    /// `s` as a text in this case shows it (in the en locale boardgen lays text out in).
    public func apply(_ s: String) -> String {
        switch self {
        case .uppercase: s.uppercased()
        case .lowercase: s.lowercased()
        }
    }
}
