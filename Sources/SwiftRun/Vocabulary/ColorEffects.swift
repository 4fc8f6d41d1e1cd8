import Foundation
import BoardModel
import SwiftFront

/// SwiftUI's colour effects, one entry each: the modifier's signature and the colour
/// transformation it draws (a ``RenderModifier/colorEffect(_:)``: laid out as its content, every
/// colour below it transformed). The matrices are SwiftUI's `ColorMatrix` constructions with
/// Rec. 709 luminance weights, on sRGB components (docs/semantics.md, "Colour effects").
///
/// Adding a colour effect is one entry here and its test.
extension ViewEvaluator {
    /// Rec. 709 luma weights: how much red, green and blue make a colour's luminance.
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// The colour effects, by name.
    package static var colorEffectModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        @Sendable func wrap(_ m: ColorMatrix) -> ChainEvaluator<ViewNode>.Modifier { { .modified($0, .render(.colorEffect(.matrix(m)))) } }
        let (lr, lg, lb) = luma
        /// Saturation `s`: each component mixed with the luminance (`s` 0 is grey, 1 unchanged).
        @Sendable func saturation(_ s: Double) -> ColorMatrix {
            ColorMatrix([lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
                         lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
                         lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
                         0, 0, 0, 1, 0])
        }
        return [
            // `.brightness(_:)`: the amount added to each component (0 unchanged, 1 white).
            Signature("brightness", [Overload([.unlabelled("amount", .number)]) { a in
                let b = try a.number("amount")
                return wrap(ColorMatrix([1, 0, 0, 0, b, 0, 1, 0, 0, b, 0, 0, 1, 0, b, 0, 0, 0, 1, 0]))
            }]),
            // `.contrast(_:)`: components spread about 0.5 (1 unchanged, 0 grey, negative inverted).
            Signature("contrast", [Overload([.unlabelled("amount", .number)]) { a in
                let c = try a.number("amount"), t = (1 - c) / 2
                return wrap(ColorMatrix([c, 0, 0, 0, t, 0, c, 0, 0, t, 0, 0, c, 0, t, 0, 0, 0, 1, 0]))
            }]),
            // `.saturation(_:)`: 0 grey, 1 unchanged, above 1 more saturated.
            Signature("saturation", [Overload([.unlabelled("amount", .number)]) { a in wrap(saturation(try a.number("amount"))) }]),
            // `.grayscale(_:)`: 0 unchanged, 1 grey (saturation 1 − amount).
            Signature("grayscale", [Overload([.unlabelled("amount", .number)]) { a in wrap(saturation(1 - (try a.number("amount")))) }]),
            // `.hueRotation(_:)`: hues turned by the angle about the grey axis (W3C Filter Effects' matrix).
            Signature("hueRotation", [Overload([.unlabelled("angle", .angle)]) { a in
                let angle = try a.value("angle", ValueReader.angle), c = cos(angle), s = sin(angle)
                return wrap(ColorMatrix([
                    lr + c * (1 - lr) - s * lr, lg - c * lg - s * lg, lb - c * lb + s * (1 - lb), 0, 0,
                    lr - c * lr + s * 0.143, lg + c * (1 - lg) + s * 0.140, lb - c * lb - s * 0.283, 0, 0,
                    lr - c * lr - s * (1 - lr), lg - c * lg + s * lg, lb + c * (1 - lb) + s * lb, 0, 0,
                    0, 0, 0, 1, 0,
                ]))
            }]),
            // `.colorInvert()`: each component from its complement.
            Signature("colorInvert", [Overload([]) { _ in
                wrap(ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]))
            }]),
            // `.luminanceToAlpha()`: black, as opaque as the colour was bright.
            Signature("luminanceToAlpha", [Overload([]) { _ in
                wrap(ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, lr, lg, lb, 0, 0]))
            }]),
            // `.colorMultiply(_:)`: each component times the colour's (resolved in the board's appearance).
            Signature("colorMultiply", [Overload([.unlabelled("color", .any)]) { a in
                let tint = try a.value("color", ValueReader.viewColor)
                return { .modified($0, .render(.colorEffect(.multiply(tint)))) }
            }]),
        ]
    }
}
