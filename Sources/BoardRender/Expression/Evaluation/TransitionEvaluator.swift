/// Turns parsed expressions into ``Transition`` values: every built-in
/// transition of SEMANTICS.md §4, `.combined(with:)`, `.asymmetric(…)`,
/// `.animation(_:)`, and a board file's custom transitions.
///
/// ```swift
/// let t = try TransitionEvaluator().parse(".offset(y: 70).combined(with: .opacity)")
/// ```
public struct TransitionEvaluator: Sendable {
    /// Custom transitions by name: usable as `.custom("name")`, `.name`, `name` or `Name()`.
    public let custom: [String: Transition]
    let evaluator: ChainEvaluator<Transition>

    /// An evaluator that also knows `custom`.
    public init(custom: [String: Transition] = [:]) {
        self.custom = custom
        evaluator = ChainEvaluator(
            type: TransitionSignatures.type, aliases: ["Transition"],
            members: TransitionSignatures.members(custom: custom),
            modifiers: TransitionSignatures.modifiers(custom: custom),
            initializers: TransitionSignatures.initializers(custom: custom))
    }

    /// Evaluates a parsed expression.
    public func evaluate(_ e: Expr, for context: String? = nil) throws(ExpressionError) -> Transition {
        // A bare custom name, `tilt`, is the custom transition.
        if case let .identifier(name) = e.kind, let t = custom[name] { return t }
        return try evaluator.evaluate(e, for: context)
    }

    /// Parses and evaluates a transition expression.
    public func parse(_ source: String) throws(ExpressionError) -> Transition {
        try evaluate(try ExpressionParser.parse(source))
    }
}
