import SwiftFront
import BoardScene
import BoardModel
/// `Animation(MyCustomAnimation(…))` (iOS 17 `CustomAnimation`): the animation's
/// `animate(value:time:context:)` run for a unit change at every sample
/// (docs/semantics.md, "Custom animations").
extension Interpreter {
    package func customAnimation(_ base: SwiftValue, _ t: TypeInfo, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard let animate = t.methods["animate"] else {
            throw ExpressionError(.value, at: e.range, "\(Program.baseTypeName(t.name)) has no animate(value:time:context:) boardgen can run")
        }
        let program = self.program, environment = self.environment
        let id = (try? text(of: base, at: e.range)) ?? t.name
        let use = e
        // The first sample runs here, so an error in the body is reported at the use.
        @Sendable func sample(_ interpreter: Interpreter, _ time: Double) throws(ExpressionError) -> Double? {
            let context = SwiftValue.instance(StructValue(type: "AnimationContext", fields: [
                ("isLogicallyComplete", .bool(false)), ("state", .dictionary([])),
                ("environment", .instance(StructValue(type: "EnvironmentValues", fields: []))),
            ]))
            let args = [Argument(label: "value", value: .double(1), range: use.range),
                        Argument(label: "time", value: .double(time), range: use.range),
                        Argument(label: "context", value: context, range: use.range)]
            var receiver = base
            let result = try interpreter.callDeclared(animate, args, receiver: base, owner: t.name, use,
                                                      Frame(scope: Scope(parent: nil), selfType: nil, origin: 0), mutated: &receiver)
            switch result {
            case .none: return nil
            case let .double(d): return d
            case let .int(n): return Double(n)
            default:
                throw ExpressionError(.type, at: use.range, "\(Program.baseTypeName(t.name)).animate returned \(interpreter.describe(result)); a board runs it with a number (the unit change)")
            }
        }
        _ = try sample(self, 0)
        let body = CustomAnimationBody(id: id) { time in
            try? sample(Interpreter(program: program, environment: environment), time)
        }
        let animation = Animation.custom(body)
        return .swiftUI(Expr(.opaque(OpaqueValue(base, description: "Animation(\(id))", animation: animation)), range: e.range), origin: f.origin)
    }
}
