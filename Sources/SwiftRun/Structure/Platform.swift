import SwiftFront
import BoardScene
import BoardModel
/// The platform a view is drawn for: its metrics (spacing, padding, text sizes) and the
/// look of its controls. Every value here is Apple's published number or SwiftUI's
/// observed default, named so that an uncertain one is changed in one place
/// (docs/semantics.md, "Layout").
public enum Platform: String, Hashable, Sendable, CaseIterable {
    case iOS, macOS

    /// A stack's spacing between two views when `spacing:` is nil, and `Spacer`'s
    /// minimum length (SwiftUI's `defaultSpacingValue`). Uncertain: SwiftUI asks the
    /// views for their preferred spacing (text to text depends on the fonts); 8 pt is
    /// what two non-text views get on iOS and macOS.
    public var defaultSpacing: Double { 8 }

    /// `.padding()` with no length. Uncertain: 16 pt on iOS (observed); macOS is taken the same.
    public var defaultPadding: Double { 16 }

    /// `Divider()`'s thickness. Uncertain: a hairline (1 pixel) on device; 1 pt here.
    public var dividerThickness: Double { 1 }

    /// A text style's size and weight (Apple's Human Interface Guidelines, "Typography",
    /// the default Dynamic Type size on iOS and the macOS table).
    public func metrics(of style: TextStyle) -> (size: Double, weight: FontWeight) {
        switch self {
        case .iOS:
            switch style {
            case .largeTitle: (34, .regular)
            case .title: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption: (12, .regular)
            case .caption2: (11, .regular)
            }
        case .macOS:
            switch style {
            case .largeTitle: (26, .regular)
            case .title: (22, .regular)
            case .title2: (17, .regular)
            case .title3: (15, .regular)
            case .headline: (13, .bold)
            case .body: (13, .regular)
            case .callout: (12, .regular)
            case .subheadline: (11, .regular)
            case .footnote: (10, .regular)
            case .caption: (10, .regular)
            case .caption2: (10, .regular)
            }
        }
    }

    /// The pinned font `font` is drawn in: Inter or Inter Display at the style's size with the
    /// tracking that sets it as wide as SF Pro, and SF Pro's line box (``SystemFontMetrics``), its
    /// weight mapped to the nearest pinned weight; `design: .rounded` in Quicksand and `.serif` in
    /// Caladea (their own spacing, SF Pro's line box); DejaVu Sans Mono for `.monospaced()`.
    ///
    /// At another Dynamic Type size than `.large` (`.dynamicTypeSize(.xxLarge)`), iOS's text styles
    /// take that size's points (``DynamicTypeSize/pointSize(of:)``), a font relative to a style
    /// (`.custom(_:size:)`) grows with it, and a style's leading grows by as many points as its size
    /// (uncertainty: Apple's table of leadings per size is not read; the one-point steps it shows are).
    /// `.system(size:)` keeps its size; macOS has no Dynamic Type.
    public func fontSpec(_ font: ViewFont, dynamicType: DynamicTypeSize = .large) -> FontSpec {
        let typeSize = self == .iOS ? dynamicType : .large
        let base = font.style.map(metrics(of:)) ?? (font.size ?? metrics(of: .body).size, .regular)
        var size = font.size ?? base.size
        if typeSize != .large {
            if font.size == nil, let style = font.style {
                size = typeSize.pointSize(of: style)
            } else if let relative = font.relativeTo {
                size *= typeSize.scale(relativeTo: relative)
            }
        }
        // A style's leading applies at the style's own size; another size is led by its size.
        let style = font.style.flatMap { metrics(of: $0).size == (font.size ?? base.size) ? $0 : nil }
        if font.monospaced { return FontSpec(.mono, size) }
        let face: FontSpec.Face = switch font.weight ?? base.weight {
        case .ultraLight, .thin, .light, .regular: .inter
        case .medium: .interMedium
        case .semibold: .interSemibold
        case .bold, .heavy, .black: .interBold
        }
        var spec = FontSpec(font.italic ? face.italic : face, size)
        spec.tabularDigits = font.tabularDigits
        switch font.design {
        case .standard:
            let inter = SystemFontMetrics.interFace(size)
            spec.design = inter.design
            spec.tracking = inter.tracking + font.tracking
        case .rounded, .serif:
            // The stand-ins' own spacing: SF Pro Rounded's and New York's widths are not published.
            spec.design = font.design == .rounded ? .rounded : .serif
            spec.tracking = font.tracking
        }
        spec.lines = SystemFontMetrics.lines(size: size, style: style, on: self)
        if let style, typeSize != .large, var lines = spec.lines {
            lines.pitch = max(lines.pitch, SystemFontMetrics.leading(of: style, on: self) + size - metrics(of: style).size)
            spec.lines = lines
        }
        if font.lineSpacing != 0 { spec.lines?.pitch += font.lineSpacing }
        return spec
    }
}
