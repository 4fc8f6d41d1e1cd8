import SwiftFront
import BoardModel

/// `ColorPicker` as iOS draws it at rest: its label leading and, trailing, the colour well — a
/// ring of the hue spectrum around the selected colour (the grid of colours shows only once a
/// person opens it). One vocabulary entry of views the board already draws.
extension ViewEvaluator {
    /// The well: its diameter, the ring's width and the gap between the ring and the selected colour.
    /// Uncertain: read from iOS 17 screenshots, not documented.
    package static let colorWell = (diameter: 28.0, ring: 3.0, gap: 2.0)

    package static func colorPickerViews(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> [Signature<ViewNode>] {
        [Signature("ColorPicker", [
            Overload([.unlabelled("title", .string), Parameter("selection", .any), Parameter("supportsOpacity", .bool, default: "true")]) { a in
                colorPicker(label: [.text(try a.value("title", ValueReader.string))], try selectedColor(a))
            },
            Overload([Parameter("selection", .any), Parameter("supportsOpacity", .bool, default: "true"), Parameter("label", .viewContent)]) { a in
                colorPicker(label: try content(a, views, named: "label"), try selectedColor(a))
            },
        ])]
    }

    /// The colour a picker's `selection:` binding holds.
    static func selectedColor(_ a: BoundArguments) throws(ExpressionError) -> Tint {
        let e = ValueReader.boundValue(a.expression("selection"))
        do { return try ValueReader.viewColor(e, for: "'selection:' of 'ColorPicker'") } catch {
            throw a.invalid("selection", "a ColorPicker's selection is a binding to a Color, as in ColorPicker(\"Tint\", selection: $color)")
        }
    }

    /// The row of `label` and the well of `color`.
    static func colorPicker(label: [ViewNode], _ color: Tint) -> ViewNode {
        let w = colorWell
        let hues: [Tint] = ["red", "yellow", "green", "cyan", "blue", "purple", "red"].map { Tint.named($0) }
        var ring = ShapeView(.circle)
        ring.stroke = ShapeView.StrokeStyle(color: nil, lineWidth: w.ring, inset: true)
        ring.stroke?.gradient = GradientStyle(.angular(center: .center, startAngle: 0, endAngle: 360), stops: GradientStyle.evenly(hues))
        let inner = w.diameter - 2 * (w.ring + w.gap)
        let well = ViewNode.stack(.zStack, [
            .modified(.shape(ring), .frame(width: w.diameter, height: w.diameter, alignment: .center)),
            .modified(.shape(ShapeView(.circle, fill: color)), .frame(width: inner, height: inner, alignment: .center)),
        ])
        return .stack(.hStack, label + [.spacer(minLength: nil), well], StackOptions())
    }
}
