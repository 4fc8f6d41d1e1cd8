/// How a view's pixels combine with what is drawn behind it (`.blendMode(_:)`): SwiftUI's
/// `BlendMode` cases, each drawn with the compositing operator of the same name (cairo's, which
/// follow the W3C compositing and blending specification SwiftUI's Core Graphics modes follow).
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusLighter
}
