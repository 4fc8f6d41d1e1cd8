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

    /// `.containerRelativeFrame(axes, alignment:) { length, axis in … }`: the call, its closure carried
    /// as a function of the container's length and the axis (run when laid out; once here, at 100 pt,
    /// so a closure that cannot run is refused where it is written).
    package func relativeFrame(_ callee: Expr, _ written: [Expr.Argument], _ closure: Expr.Closure, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard closure.parameters.count <= 2 else {
            throw ExpressionError(.arguments, at: closure.range, "a container-relative frame's closure takes the length and the axis, as in { length, axis in length * 0.8 }")
        }
        let captured = CapturedFrame(f)
        let program = self.program, environment = self.environment
        let names = closure.parameters.isEmpty ? ["$0", "$1"] : closure.parameters
        @Sendable func length(_ l: Double, _ axis: Axis) throws(ExpressionError) -> Double {
            let axisValue = SwiftValue.swiftUI(Expr(.implicitMember(axis == .horizontal ? "horizontal" : "vertical"), range: closure.range), origin: 0)
            var (i, frame) = captured.entered(names[0], .double(l), program: program, environment: environment)
            if names.count > 1, names[1] != "_" { frame.scope.declare(names[1], axisValue) }
            let v = try i.bodyValue(closure.body, frame)
            guard let n = Arithmetic.number(v), n.isFinite else {
                throw ExpressionError(.type, at: closure.range, "a container-relative frame's closure gives a length (a CGFloat), as length * 0.8")
            }
            return n
        }
        _ = try length(100, .horizontal)
        let opaque = OpaqueValue(.void, description: "{ \(names.joined(separator: ", ")) in … }", relativeLength: length)
        var arguments = written
        arguments.append(Expr.Argument(label: nil, labelRange: nil, value: Expr(.opaque(opaque), range: closure.range)))
        return .swiftUI(Expr(.call(callee, arguments: arguments, trailingClosure: nil), range: e.range), origin: f.origin)
    }
}
