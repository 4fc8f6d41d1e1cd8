import SwiftFront

/// `.animation(a) { content in content.m1().m2() }` (iOS 17; docs/semantics.md §11): the
/// modifiers the body chains on `content` animate with `a` whatever changed; the view beneath
/// them and the modifiers above keep the transaction from outside. Written for the vocabulary as
/// `base._animationBodyEnd().m1().m2()._animationBody(a)`: the two ends of the scope.
extension Interpreter {
    package func animationBody(view: SwiftValue, _ base: Expr, _ animation: Expr.Argument, _ closure: Expr.Closure,
                               _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard case let .swiftUI(b, origin) = view else {
            throw ExpressionError(.type, at: e.range, "'.animation(_:body:)' modifies a view")
        }
        guard closure.parameters.count <= 1 else {
            throw ExpressionError(.arguments, at: closure.range, "the body of '.animation(_:body:)' takes one parameter, as in { content in content.opacity(0.5) }")
        }
        let residualBase = origin == f.origin ? b : try bounded(b, at: base.range).relocated(to: base.range, from: origin)
        let start = Expr(.call(Expr(.member(residualBase, name: "_animationBodyEnd", nameRange: base.range), range: base.range),
                               arguments: [], trailingClosure: nil), range: base.range)
        let body = try callValue(try evaluate(Expr(.closure(closure), range: closure.range), f),
                                 [Argument(value: .swiftUI(start, origin: f.origin), range: closure.range)], e, f)
        guard case let .swiftUI(chain, chainOrigin) = body else {
            throw ExpressionError(.type, at: closure.range, "the body of '.animation(_:body:)' gives its content back with modifiers, as in { content in content.opacity(0.5) }")
        }
        let c = chainOrigin == f.origin ? chain : try bounded(chain, at: e.range).relocated(to: e.range, from: chainOrigin)
        let callee = Expr(.member(c, name: "_animationBody", nameRange: e.range), range: e.range)
        return try residualCall(callee, [animation], nil, e, f)
    }
}
