import Foundation
import SwiftFront
import BoardModel
/// A colour's components read back by the app: `UIColor(color).getRed(&r, green: &g, blue: &b,
/// alpha: &a)`, `getHue(_:saturation:brightness:alpha:)` and `getWhite(_:alpha:)` (UIKit's and
/// AppKit's), which store the colour's sRGB components through their `inout` arguments and
/// return true. The colour is resolved as it is drawn: its components, or the named system
/// colour in the board's appearance (``SystemColors/resolve(_:dark:named:environmentTint:)``).
package enum PlatformColorComponents {
    /// The methods read, with their argument labels after the first.
    package static let methods: [String: [String]] = [
        "getRed": ["green", "blue", "alpha"],
        "getHue": ["saturation", "brightness", "alpha"],
        "getWhite": ["alpha"],
    ]

    /// `tint` as sRGB components in the appearance `scheme`, as it is drawn (``SystemColors/resolve(_:dark:named:environmentTint:)``).
    package static func resolve(_ tint: Tint, scheme: String) -> Color {
        SystemColors.resolve(tint, dark: scheme == "dark", named: { SystemPalette.color(named: $0, scheme: scheme) })
    }

    /// The values a method stores, in its arguments' order.
    package static func components(_ method: String, of c: Color) -> [Double] {
        switch method {
        case "getHue":
            let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue), d = maxC - minC
            var h = 0.0
            if d > 0 {
                if maxC == c.red { h = ((c.green - c.blue) / d).truncatingRemainder(dividingBy: 6) }
                else if maxC == c.green { h = (c.blue - c.red) / d + 2 }
                else { h = (c.red - c.green) / d + 4 }
                h /= 6
                if h < 0 { h += 1 }
            }
            return [h, maxC > 0 ? d / maxC : 0, maxC, c.alpha]
        case "getWhite":
            // UIKit's grey level of an RGB colour: its luma (Rec. 601 weights, as `getWhite` reports).
            return [0.299 * c.red + 0.587 * c.green + 0.114 * c.blue, c.alpha]
        default:
            return [c.red, c.green, c.blue, c.alpha]
        }
    }
}

extension Interpreter {
    /// `UIColor(color).getRed(&r, green: &g, blue: &b, alpha: &a)` and kin on a platform colour
    /// made of a SwiftUI colour (or named); nil when `value` is not one or `name` no such method.
    package func platformColorComponents(_ value: SwiftValue, _ name: String, _ arguments: [Expr.Argument],
                                         _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        guard let labels = PlatformColorComponents.methods[name], case let .swiftUI(made, _) = value,
              case let .call(callee, madeArguments, nil) = made.kind, ["UIColor", "NSColor"].contains(callee.name ?? ""),
              madeArguments.count == 1 else { return nil }
        guard arguments.map(\.label) == [nil] + labels,
              let targets = Optional(arguments.compactMap({ a -> Expr? in if case let .prefix("&", t) = a.value.kind { t } else { nil } })),
              targets.count == arguments.count else {
            throw ExpressionError(.arguments, at: e.range, "'\(name)' takes its components through inout arguments: \(name)(&x, \(labels.map { "\($0): &y" }.joined(separator: ", ")))")
        }
        let source = madeArguments[0].value
        let color = PlatformColorComponents.resolve(try ValueReader.viewColor(source, for: "UIColor"), scheme: environment.colorScheme)
        for (target, v) in zip(targets, PlatformColorComponents.components(name, of: color)) { try write(.double(v), to: target, f) }
        return .bool(true)
    }
}

extension Interpreter {
    /// `UIColor(color).cgColor.components` (and `.alpha`, `.numberOfComponents`), `color.cgColor?.components`:
    /// the colour's sRGB components and alpha as it is drawn, as a hex-string extension reads them;
    /// nil when `base` is not a colour's `cgColor`.
    package func cgColorMember(_ base: Expr, _ name: String) throws(ExpressionError) -> SwiftValue? {
        guard ["components", "alpha", "numberOfComponents"].contains(name) else { return nil }
        var held = base
        if case let .optionalChain(inner) = held.kind { held = inner }
        guard case let .member(colour, "cgColor", _) = held.kind else { return nil }
        var source = colour
        if case let .call(callee, arguments, nil) = colour.kind, ["UIColor", "NSColor"].contains(callee.name ?? ""), arguments.count == 1,
           arguments[0].label == nil || arguments[0].label == "_" {
            source = arguments[0].value
        }
        guard let tint = try? ValueReader.viewColor(source, for: "cgColor") else { return nil }
        let c = PlatformColorComponents.resolve(tint, scheme: environment.colorScheme)
        switch name {
        case "components": return .array([c.red, c.green, c.blue, c.alpha].map { .double($0) })
        case "alpha": return .double(c.alpha)
        default: return .int(4)
        }
    }
}
