import SwiftFront

/// `.updating($state) { value, state, transaction in … }` of a gesture (docs/semantics.md §11,
/// "Gestures"): the closure is given the gesture's value and the `@GestureState`'s value as an
/// `inout` parameter; what it leaves there is the state while the gesture goes on.
extension Interpreter {
    /// Runs `closure` with `value`, `state` (inout) and a transaction; returns what the closure left
    /// in `state`. A function named by reference is called, and leaves the state as it was.
    package func runUpdating(_ closure: SwiftValue, value: SwiftValue, state: SwiftValue, at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        let transaction = SwiftValue.instance(StructValue(type: "Transaction", fields: [("animation", .none), ("disablesAnimations", .bool(false))]))
        let site = Expr(.identifier("updating"), range: range)
        guard case let .function(fn) = closure, case let .closure(c, captured, origin, receiver) = fn.kind else {
            _ = try callValue(closure, [value, state, transaction].map { Argument(value: $0, range: range) }, site,
                              Frame(scope: Scope(parent: nil), selfType: nil, origin: currentOrigin))
            return state
        }
        let names = c.parameters.isEmpty ? ["$0", "$1", "$2"] : c.parameters
        guard names.count == 3 else {
            throw ExpressionError(.arguments, at: c.range, "an updating closure takes three parameters, as in { value, state, transaction in state = value.translation }")
        }
        let scope = Scope(parent: captured)
        for (name, v) in zip(names, [value, state, transaction]) { scope.declare(name, v, isLet: false) }
        if let receiver { scope.declare("self", receiver) }
        let frame = Frame(scope: scope, selfType: nil, origin: origin)
        try inDeclaration(origin, named: "the updating closure", at: site) { () throws(ExpressionError) in
            _ = try execute(c.body, frame)
        }
        let left = names[1] == "_" ? state : scope.lookup(names[1])?.value ?? state
        // `state = .dragging(translation: …)`: an implicit member of the state's type.
        return try typeName(of: state).map { t throws(ExpressionError) in try coerce(left, to: t, at: range) } ?? left
    }
}
