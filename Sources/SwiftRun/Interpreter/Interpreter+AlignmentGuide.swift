import SwiftFront
import BoardScene
import BoardModel
/// `.alignmentGuide(_:computeValue:)`: its closure, run for the view's dimensions when laid out.
extension Interpreter {
    /// `.alignmentGuide(alignment) { d in … }`: the closure run with the view's `ViewDimensions`
    /// when a stack aligns it (once now, so an error shows where it is written).
    package func alignmentGuide(_ callee: Expr, _ alignment: Expr.Argument, _ closure: Expr.Closure, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard closure.parameters.count <= 1 else {
            throw ExpressionError(.arguments, at: closure.range, "an alignment guide's closure takes one parameter, as in { d in d[.trailing] }")
        }
        let captured = CapturedFrame(f)
        let program = self.program, environment = self.environment
        let parameter = closure.parameters.first ?? "$0"
        @Sendable func value(_ size: Size) throws(ExpressionError) -> Double {
            let dimensions = SwiftValue.instance(StructValue(type: "ViewDimensions", fields: [("width", .double(size.width)), ("height", .double(size.height))]))
            let (i, frame) = captured.entered(parameter, dimensions, program: program, environment: environment)
            let v = try i.bodyValue(closure.body, frame)
            guard let n = Arithmetic.number(v) else {
                throw ExpressionError(.type, at: closure.range, "an alignment guide's closure gives a number (a CGFloat), as d[.trailing] or d.width / 2")
            }
            return n
        }
        _ = try value(Size(100, 100))
        let opaque = OpaqueValue(.void, description: "{ \(parameter) in … }", guideValue: value)
        let arguments = [alignment, Expr.Argument(label: "computeValue", labelRange: nil, value: Expr(.opaque(opaque), range: closure.range))]
        return .swiftUI(Expr(.call(callee, arguments: arguments, trailingClosure: nil), range: e.range), origin: f.origin)
    }
}
