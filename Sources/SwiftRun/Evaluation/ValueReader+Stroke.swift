import SwiftFront
import BoardScene
import BoardModel
/// `StrokeStyle(…)` as `.stroke(_:style:)` and `.strokeBorder(_:style:)` take it.
extension ValueReader {
    /// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:)`: the width, caps and joins of a stroke
    /// (its colour is the stroke's content), its dash pattern and phase.
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
            var style = ShapeView.StrokeStyle(color: nil, lineWidth: try a.number("lineWidth"))
            // `dash: [5, 10]`: dashes and gaps in turn (an odd count repeats, as Core Graphics repeats it).
            if case let .array(items) = a.expression("dash").kind, !items.isEmpty {
                var lengths: [Double] = []
                for item in items {
                    let v = try ValueReader.number(item, for: "'dash:' of 'StrokeStyle'")
                    guard v.isFinite, v >= 0, v <= 100_000 else {
                        throw ExpressionError(.value, at: item.range, "a dash length is 0…100000 pt; got \(NumberFormat.plain(v))")
                    }
                    lengths.append(v)
                }
                guard items.count <= 64 else { throw a.invalid("dash", "a dash pattern has at most 64 lengths; got \(items.count)") }
                // All zero: Core Graphics draws a solid line.
                if lengths.contains(where: { $0 > 0 }) {
                    style.dash = lengths
                    let phase = try a.number("dashPhase")
                    guard phase.isFinite, abs(phase) <= 1_000_000 else { throw a.invalid("dashPhase", "'dashPhase:' must be a finite length") }
                    style.dashPhase = phase
                }
            } else if case .array = a.expression("dash").kind {} else {
                throw a.invalid("dash", "'dash:' takes the lengths of the dashes and gaps, as in dash: [5, 10]")
            }
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
