import SwiftFront
import BoardModel
import BoardScene

/// iOS 17's `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:
/// topTrailingRadius:style:)`, `UnevenRoundedRectangle(cornerRadii:style:)` and the shape shorthand
/// `.rect(topLeadingRadius:…)`: a rectangle whose corners each have their own radius (a corner not
/// named is square). Drawn as a shape of its own (its outline for the size it is laid out at), so
/// it fills, strokes, clips and backs views as any shape; the corners are circular arcs, as a
/// `RoundedRectangle`'s are here, whatever the `style`.
enum UnevenRoundedRectangle {
    /// The radius labels, in SwiftUI's order (that of `RectangleCornerRadii`'s fields).
    static let labels = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]

    /// Whether a call with these labels is one of this shape's initializers.
    static func isCall(_ labels: [String?]) -> Bool {
        !labels.isEmpty && labels.allSatisfy { $0 == "cornerRadii" || $0 == "style" || Self.labels.contains($0 ?? "") }
            && labels.contains { $0 != "style" }
    }

    /// The outline for radii in SwiftUI's order (top-leading, bottom-leading, bottom-trailing,
    /// top-trailing), left to right as a left-to-right layout lays them.
    static func path(_ radii: [Double]) -> CustomShapePath {
        CustomShapePath(name: "UnevenRoundedRectangle") { size in
            PathValues.roundedRect(Rect(x: 0, y: 0, width: size.width, height: size.height), radii: [radii[0], radii[3], radii[2], radii[1]])
        }
    }

    /// The radii of evaluated arguments: each radius by its label, or `cornerRadii:` a
    /// `RectangleCornerRadii`; `style:` is read and not drawn.
    static func radii(_ args: [Argument], at range: SourceRange) throws(ExpressionError) -> [Double] {
        var radii = [0.0, 0, 0, 0]
        for a in args {
            if a.label == "style" { continue }
            if a.label == "cornerRadii" {
                guard let values = NativeTypes.numbers(of: a.value, "RectangleCornerRadii") else {
                    throw ExpressionError(.type, at: a.range, "expected RectangleCornerRadii(topLeading:bottomLeading:bottomTrailing:topTrailing:) for 'cornerRadii'")
                }
                radii = values
            } else if let k = labels.firstIndex(of: a.label ?? ""), let n = Arithmetic.number(a.value) {
                radii[k] = n
            } else {
                throw ExpressionError(.arguments, at: a.range, "UnevenRoundedRectangle takes topLeadingRadius:, bottomLeadingRadius:, bottomTrailingRadius:, topTrailingRadius: (numbers) or cornerRadii:, and style:")
            }
        }
        return radii
    }
}

extension Interpreter {
    /// `UnevenRoundedRectangle(…)`, or the shorthand `.rect(topLeadingRadius:…)` where a shape is
    /// taken: the view drawing its outline.
    package func unevenRoundedRectangle(_ arguments: [Expr.Argument], _ closure: Expr.Closure?, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        let radii = try UnevenRoundedRectangle.radii(try evaluateArguments(arguments, closure, f), at: e.range)
        let custom = UnevenRoundedRectangle.path(radii)
        let opaque = OpaqueValue(.void, description: custom.name, shapePath: custom)
        return .swiftUI(.named("Path", [(nil, Expr(.opaque(opaque), range: e.range))], at: e.range), origin: f.origin)
    }
}
