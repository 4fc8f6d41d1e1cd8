import SwiftFront

/// `.transaction { t in if code.isHidden { t.animation = nil } }`: a transaction closure that
/// decides with the view's state. The vocabulary reads a closure of assignments
/// (``ViewEvaluator/transactionRewrite(_:)``); a closure with other statements is run here, where the
/// state is known, and written back as the assignments it made.
extension Interpreter {
    /// The closure `c` reduced to the assignments it makes to its transaction, run in `f`; nil when
    /// it is assignments already (the vocabulary reads those as written).
    package func reducedTransactionClosure(_ c: Expr.Closure, _ f: Frame) throws(ExpressionError) -> Expr.Closure? {
        let plain = c.body.allSatisfy { s in
            if case let .expression(x) = s.kind, case .assignment("=", _, _) = x.kind { true } else { false }
        }
        guard !plain else { return nil }
        let incoming = SwiftValue.swiftUI(Expr(.identifier(Self.incomingAnimation), range: c.range), origin: f.origin)
        let transaction = SwiftValue.instance(StructValue(type: "Transaction", fields: [("animation", incoming), ("disablesAnimations", .bool(false))]))
        let name = c.parameters.first ?? "$0"
        let scope = Scope(parent: f.scope)
        scope.declare(name, transaction, isLet: false)
        let frame = Frame(scope: scope, selfType: f.selfType, origin: f.origin)
        _ = try execute(c.body, frame)
        guard case let .instance(left)? = scope.lookup(name)?.value else { return Expr.Closure(body: [], range: c.range) }
        var body: [Statement] = []
        func assign(_ field: String, _ value: Expr) {
            let target = Expr(.member(Expr(.identifier("$0"), range: c.range), name: field, nameRange: c.range), range: c.range)
            body.append(Statement(.expression(Expr(.assignment("=", target, value), range: c.range)), range: c.range))
        }
        if let animation = left["animation"] {
            if case let .swiftUI(e, _) = animation, e.kind == .identifier(Self.incomingAnimation) {
                // Not set: the transaction keeps its animation.
            } else if case let .swiftUI(e, _) = animation, e.description.contains(Self.incomingAnimation) {
                throw ExpressionError(.unsupported, at: c.range, "a '.transaction' closure that changes the animation it is given (t.animation?.speed(2)) cannot be drawn on a board yet; set t.animation to an animation or nil")
            } else {
                assign("animation", try reify(animation, at: c.range, origin: f.origin))
            }
        }
        if case .bool(true)? = left["disablesAnimations"] { assign("disablesAnimations", Expr(.bool(true), range: c.range)) }
        return Expr.Closure(body: body, range: c.range)
    }

    /// The name the transaction's own animation has while its closure runs (no Swift name can be it).
    static let incomingAnimation = "‹the transaction's animation›"
}
