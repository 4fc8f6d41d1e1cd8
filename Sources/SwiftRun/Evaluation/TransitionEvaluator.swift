import SwiftFront
import BoardScene
import BoardModel
/// Turns parsed expressions into ``Transition`` values: every built-in
/// transition of docs/semantics.md §4, `.combined(with:)`, `.asymmetric(…)`,
/// `.animation(_:)`, and a board file's custom transitions.
///
/// ```swift
/// let t = try TransitionEvaluator().parse(".offset(y: 70).combined(with: .opacity)")
/// ```
public struct TransitionEvaluator: Sendable {
    /// Custom transitions by name: usable as `.custom("name")`, `.name`, `name` or `Name()`.
    public let custom: [String: Transition]
    /// The board's Swift declarations and constants.
    public let swift: SwiftEnvironment
    package let evaluator: ChainEvaluator<Transition>
    /// The evaluator, for its own tables' nested transitions (built once, not per level).
    private let this: LateBound<ChainEvaluator<Transition>>

    /// An evaluator that also knows `custom` transitions and the declarations and constants of `swift`.
    public init(custom: [String: Transition] = [:], swift: SwiftEnvironment = .empty) {
        self.custom = custom
        self.swift = swift
        let this = LateBound<ChainEvaluator<Transition>>()
        let reader: TransitionSignatures.Reader = { [weak this] e, context throws(ExpressionError) in
            guard let evaluator = this?.value else { throw unboundEvaluator(e) }
            return try Self.evaluate(e, custom: custom, swift: swift, with: evaluator, for: context)
        }
        evaluator = ChainEvaluator(
            type: TransitionSignatures.type, aliases: ["Transition"],
            members: TransitionSignatures.members(custom: custom, swift: swift, reader: reader),
            modifiers: TransitionSignatures.modifiers(reader: reader),
            initializers: TransitionSignatures.initializers(custom: custom, swift: swift))
        this.value = evaluator
        self.this = this
    }

    /// Reads a transition with this evaluator: for tables that hold transitions (a view's `.transition(_:)`).
    package var reader: TransitionSignatures.Reader {
        { e, context throws(ExpressionError) in try self.evaluate(e, for: context) }
    }

    /// Evaluates a parsed expression, after running it with the board's Swift (``SwiftEnvironment/normalize(_:knownNames:)``).
    public func evaluate(_ e: Expr, for context: String? = nil) throws(ExpressionError) -> Transition {
        do {
            let normalized = try swift.normalize(e, knownNames: Set(custom.keys))
            return try Self.evaluate(normalized, custom: custom, swift: swift, with: evaluator, for: context)
        } catch { throw swift.located(error) }
    }

    private static func evaluate(
        _ e: Expr, custom: [String: Transition], swift: SwiftEnvironment, with evaluator: ChainEvaluator<Transition>, for context: String?
    ) throws(ExpressionError) -> Transition {
        // A bare custom name, `tilt`, is the custom transition.
        if case let .identifier(name) = e.kind, let t = custom[name] { return t }
        // An instance of a `Transition` struct a Swift file declares, `Twirl()`.
        if case .opaque = e.kind { return try swift.transitionType(e) }
        // iOS 17's transition structs (`MoveTransition(edge: .leading)`, `AsymmetricTransition(insertion:removal:)`)
        // are SwiftUI's members of the same transitions.
        if let member = Self.structForm(e) { return try evaluate(member, custom: custom, swift: swift, with: evaluator, for: context) }
        return try evaluator.evaluate(e, for: context)
    }

    /// The struct names of iOS 17's transitions, with the member each is and its labels renamed.
    static let structs: [String: (member: String, labels: [String: String?])] = [
        "OpacityTransition": ("opacity", [:]), "IdentityTransition": ("identity", [:]), "SlideTransition": ("slide", [:]),
        "MoveTransition": ("move", [:]), "PushTransition": ("push", ["edge": "from"]),
        "ScaleTransition": ("scale", ["_": "scale"]), "AsymmetricTransition": ("asymmetric", [:]),
        "BlurReplaceTransition": ("blurReplace", ["configuration": nil]),
    ]

    /// `MoveTransition(edge: .leading)` as `.move(edge: .leading)`; nil for another expression.
    static func structForm(_ e: Expr) -> Expr? {
        guard case let .call(callee, arguments, nil) = e.kind, case let .identifier(name) = callee.kind, let form = structs[name] else { return nil }
        let member = Expr(.implicitMember(form.member), range: callee.range)
        let renamed = arguments.map { a -> Expr.Argument in
            // A struct inside (`AsymmetricTransition(insertion: MoveTransition(edge: .top), …)`) is its member too.
            let value = structForm(a.value) ?? a.value
            guard let rename = form.labels[a.label ?? "_"] else { return Expr.Argument(label: a.label, labelRange: a.labelRange, value: value) }
            return Expr.Argument(label: rename, labelRange: a.labelRange, value: value)
        }
        if renamed.isEmpty, ["opacity", "identity", "slide"].contains(form.member) { return member }
        return Expr(.call(member, arguments: renamed, trailingClosure: nil), range: e.range)
    }

    /// Parses and evaluates a transition expression.
    public func parse(_ source: String) throws(ExpressionError) -> Transition {
        try evaluate(try ExpressionParser.parse(source))
    }
}
