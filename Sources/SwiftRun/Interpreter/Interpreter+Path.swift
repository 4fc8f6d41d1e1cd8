import SwiftFront
import BoardScene
import BoardModel
/// `Path` views and the program's own `Shape`s: a path value drawn as a view, a shape's
/// `path(in:)` run for the size it is laid out at (``CustomShapePath``).
extension Interpreter {
    /// `Path { p in … }` (the closure run on a path it may add to), `Path()`, `Path(rect)`,
    /// `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)`.
    package func makePath(_ arguments: [Expr.Argument], _ closure: Expr.Closure?, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        if let closure, arguments.isEmpty {
            guard closure.parameters.count <= 1 else {
                throw ExpressionError(.arguments, at: closure.range, "a Path's closure takes one parameter, as in Path { path in … }")
            }
            let name = closure.parameters.first ?? "$0"
            var frame = f.nested()
            frame.collector = nil
            frame.scope.declare(name, PathValues.value([]), isLet: false)
            _ = try execute(closure.body, frame)
            return frame.scope.lookup(name)?.value ?? PathValues.value([])
        }
        let args = try evaluateArguments(arguments, closure, f)
        if let value = try PathValues.initializer(args, e) { return value }
        throw ExpressionError(.arguments, at: e.range,
                              "a Path is made as Path { path in … }, Path(), Path(rect), Path(ellipseIn:) or Path(roundedRect:cornerRadius:)")
    }

    /// A path value or a `Shape` instance as the view that draws it: `Path(<its segments for a size>)`.
    /// A `Shape`'s `path(in:)` is run once here, for a 100-point square, so that code boardgen
    /// cannot run is refused at the shape (laid out later, a failing path would draw nothing).
    package func shapeView(_ v: SwiftValue, at range: SourceRange) throws(ExpressionError) -> Expr? {
        let custom: CustomShapePath
        if let segments = PathValues.segments(of: v) {
            // A path drawn as a view is in the view's own coordinates, whatever its size.
            custom = CustomShapePath(name: "Path") { _ in segments }
        } else if let typeName = userTypeName(of: v), let t = program.type(typeName), t.conforms(to: "Shape"), !isViewType(t.name),
                  let overloads = t.methods["path"] {
            let program = self.program, environment = self.environment
            custom = CustomShapePath(name: Program.baseTypeName(t.name)) { (size: Size) throws(ExpressionError) -> [PathElement] in
                let i = Interpreter(program: program, environment: environment)
                var receiver = v
                let e = Expr(.identifier(t.name), range: range)
                let frame = Frame(scope: Scope(parent: nil), selfType: t.name, origin: overloads[0].origin)
                let result = try i.callDeclared(overloads, [Argument(label: "in", value: Geometry.rect(0, 0, size.width, size.height), range: range)],
                                                receiver: v, owner: t.name, e, frame, mutated: &receiver)
                guard let segments = PathValues.segments(of: result) else {
                    throw ExpressionError(.type, at: range, "\(t.name).path(in:) must return a Path")
                }
                return segments
            }
            _ = try custom.make(Size(100, 100))
        } else {
            return nil
        }
        let opaque = OpaqueValue(v, description: custom.name, shapePath: custom)
        return Expr(.call(Expr(.identifier("Path"), range: range),
                          arguments: [Expr.Argument(label: nil, labelRange: nil, value: Expr(.opaque(opaque), range: range))],
                          trailingClosure: nil), range: range)
    }
}
