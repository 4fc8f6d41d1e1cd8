/// An RGBA colour transformation: four rows of five numbers, SwiftUI's `ColorMatrix`. A colour
/// (r, g, b, a) becomes, component by component, `row · (r, g, b, a, 1)` — the fifth column is an
/// offset. SwiftUI's colour effects (`.brightness`, `.contrast`, `.saturation`, `.grayscale`,
/// `.hueRotation`, `.colorInvert`, `.luminanceToAlpha`) are such matrices.
///
/// Components are the colour's own (sRGB, straight alpha) and the result is clamped to 0…1.
/// Uncertain: SwiftUI may apply some effects in linear light (docs/semantics.md, "Colour effects").
public struct ColorMatrix: Hashable, Sendable {
    /// The 20 numbers, row by row (red, green, blue, alpha rows of five).
    public var values: [Double]

    /// A matrix of 20 numbers, row by row.
    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 4 rows of 5")
        self.values = values
    }

    /// The identity: every colour unchanged.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// `color` transformed and clamped.
    public func apply(_ color: Color) -> Color {
        let v = [color.red, color.green, color.blue, color.alpha, 1]
        func row(_ r: Int) -> Double {
            var s = 0.0
            for k in 0..<5 { s += values[r * 5 + k] * v[k] }
            return min(max(s, 0), 1)
        }
        return Color(red: row(0), green: row(1), blue: row(2), alpha: row(3))
    }

    /// This matrix applied after `inner` (`inner` first): one matrix for both.
    public func after(_ inner: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for r in 0..<4 {
            for c in 0..<5 {
                var s = c == 4 ? values[r * 5 + 4] : 0
                for k in 0..<4 { s += values[r * 5 + k] * inner.values[k * 5 + c] }
                out[r * 5 + c] = s
            }
        }
        return ColorMatrix(out)
    }
}
