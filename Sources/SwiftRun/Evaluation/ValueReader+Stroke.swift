import SwiftFront
import BoardScene
import BoardModel
/// `StrokeStyle(…)` as `.stroke(_:style:)` and `.strokeBorder(_:style:)` take it.
extension ValueReader {
    /// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:)`: the width, caps and joins of a stroke
    /// (its colour is the stroke's content). A dash pattern is refused by name.
    package static func strokeStyle(_ e: Expr, for context: String) throws(ExpressionError) -> ShapeView.StrokeStyle {
        guard case let .call(callee, arguments, nil) = e.kind, callee.name == "StrokeStyle" || callee.kind == .implicitMember("init") else {
            throw ExpressionError(.type, at: e.range, "expected a StrokeStyle, as in StrokeStyle(lineWidth: 8, lineCap: .round)\(Wording.context(context))")
        }
        return try strokeStyleSignature.resolve(CallSite(displayName: "StrokeStyle", nameRange: callee.range, arguments: arguments, range: e.range))
    }

    package static let strokeStyleSignature = Signature<ShapeView.StrokeStyle>("StrokeStyle", [
        Overload([Parameter("lineWidth", .number, default: "1"), Parameter("lineCap", .any, default: ".butt"),
                  Parameter("lineJoin", .any, default: ".miter"), Parameter("miterLimit", .number, default: "10"),
                  Parameter("dash", .any, default: "[]"), Parameter("dashPhase", .number, default: "0")]) { a in
            if case let .array(items) = a.expression("dash").kind, !items.isEmpty {
                throw a.invalid("dash", "a dashed stroke is not drawn yet; leave out 'dash:' for a solid line")
            }
            var style = ShapeView.StrokeStyle(color: nil, lineWidth: try a.number("lineWidth"))
            style.lineCap = try a.value("lineCap") { (e: Expr, c: String) throws(ExpressionError) in
                try ValueReader.member(e, of: LineCap.self, as: ValueType("CGLineCap", noun: "a line cap", example: ".round"), for: c)
            }
            style.lineJoin = try a.value("lineJoin") { (e: Expr, c: String) throws(ExpressionError) in
                try ValueReader.member(e, of: LineJoin.self, as: ValueType("CGLineJoin", noun: "a line join", example: ".round"), for: c)
            }
            return style
        },
    ])
}
