import BoardModel
import BoardScene
import SwiftFront

extension Interpreter {
    /// `shape.path(in: rect)` of a SwiftUI shape — `Circle()`, `RoundedRectangle(cornerRadius: 8)`,
    /// a shape made by a shape modifier (`Cogwheel(…).scale(0.5)`) — as a `Path` value: the outline
    /// the shape draws in a frame of the rectangle's size, placed at its origin. nil when `value`
    /// is not a shape (the call is then kept for the evaluators, as before).
    package func shapePath(_ value: SwiftValue, in argument: Expr.Argument, base: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        guard case .swiftUI = value else { return nil }
        guard let shape = try ViewEvaluator.shapeView(try reify(value, at: base.range, origin: f.origin)) else { return nil }
        let rect = try coerce(try evaluate(argument.value, f), to: "CGRect", at: argument.value.range)
        guard let (x, y, w, h) = Geometry.rectNumbers(rect) else {
            throw ExpressionError(.type, at: argument.value.range, "'in:' of path(in:) takes a CGRect, found \(describe(rect))")
        }
        let outline = try ViewEvaluator.outline(shape, Size(max(0, w), max(0, h)))
        return PathValues.value(outline.map { $0.offsetBy(x, y) })
    }
}
