/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red.
    public var red: Double
    /// Green.
    public var green: Double
    /// Blue.
    public var blue: Double
    /// Alpha.
    public var alpha: Double

    /// Creates a colour from components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an opaque colour from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255)
    }

    /// Parses `#rrggbb` (or `#rgb`); nil when malformed.
    public init?(hexString: String) {
        guard hexString.hasPrefix("#") else { return nil }
        var digits = String(hexString.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(hex: value)
    }

    /// `#rrggbb`.
    public var description: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return String(b, radix: 16).count == 1 ? "0" + String(b, radix: 16) : String(b, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// The relative luminance (WCAG 2.x): the sRGB components linearised, then
    /// weighted 0.2126 R + 0.7152 G + 0.0722 B; 0 for black, 1 for white.
    public var luminance: Double {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
    }

    /// The WCAG 2.x contrast ratio with `other`, from 1 (the same luminance) to 21
    /// (black on white): `(L_lighter + 0.05) / (L_darker + 0.05)`. Alpha is ignored
    /// (both colours as opaque). Body text needs 4.5 (AA).
    ///
    /// ```swift
    /// Color(hex: 0xFFFFFF).contrast(with: Color(hex: 0x007AFF))   // 4.02
    /// ```
    public func contrast(with other: Color) -> Double {
        let a = luminance, b = other.luminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The colour seen when `self` is painted with its alpha times `opacity` over
    /// the opaque `background` (source-over, in sRGB values as cairo composites).
    public func composited(over background: Color, opacity: Double = 1) -> Color {
        let a = min(max(alpha * opacity, 0), 1)
        func mix(_ f: Double, _ b: Double) -> Double { f * a + b * (1 - a) }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// The same colour with alpha multiplied by `factor`.
    public func withAlpha(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}

import Foundation
