import SwiftFront
import BoardScene
import BoardModel
/// Turns parsed expressions into ``Animation`` values, for every form of
/// docs/semantics.md §1–3, from ``AnimationSignatures``.
///
/// The `Animation.` prefix is optional; modifiers chain in any number.
///
/// ```swift
/// let a = try AnimationEvaluator.parse(".easeInOut(duration: 0.7).speed(0.25)")
/// a.progress(at: 1.4)            // 0.5
/// try AnimationEvaluator.parse(".bouncy") == .bouncy()   // true
/// ```
public enum AnimationEvaluator {
    /// The evaluator built from the animation tables.
    public static let evaluator: ChainEvaluator<Animation> = {
        var e = ChainEvaluator<Animation>(type: .animation, members: AnimationSignatures.members, modifiers: AnimationSignatures.modifiers)
        e.opaque = { $0.animation }
        return e
    }()

    /// Evaluates a parsed expression.
    ///
    /// - Parameters:
    ///   - expr: the expression, such as the tree of `.spring(response: 0.5)`.
    ///   - context: what the animation is for, in messages.
    /// - Throws: ``ExpressionError`` for an unknown animation or modifier,
    ///   arguments that match no form, a wrong type, or a value out of range
    ///   (negative duration or response, speed ≤ 0, negative delay,
    ///   repeat count < 1, a timing-curve control x outside 0…1, non-finite numbers).
    public static func evaluate(_ expr: Expr, for context: String? = nil) throws(ExpressionError) -> Animation {
        try evaluator.evaluate(expr, for: context)
    }

    /// Evaluates a parsed expression after normalizing it with `environment` (its constants
    /// and the animations its Swift files declare, arithmetic folded).
    public static func evaluate(_ expr: Expr, environment: SwiftEnvironment, for context: String? = nil) throws(ExpressionError) -> Animation {
        do { return try evaluator.evaluate(try environment.normalize(expr), for: context) } catch { throw environment.located(error) }
    }

    /// Whether `e` is no animation: `nil`, `.none` or `Animation.none`
    /// (`Optional<Animation>.none`), as in `withAnimation(nil)`.
    public static func isNone(_ e: Expr) -> Bool {
        switch e.kind {
        case .nilLiteral, .implicitMember("none"): return true
        case let .member(base, "none", _): return base.name == "Animation"
        default: return false
        }
    }

    /// Parses and evaluates an animation expression.
    public static func parse(_ source: String, environment: SwiftEnvironment = .empty) throws(ExpressionError) -> Animation {
        try evaluate(try ExpressionParser.parse(source), environment: environment)
    }

    /// Every accepted form, one per line of the listing: `.linear`,
    /// `.linear(duration:)`, …, then the modifiers applied to `animation`.
    public static var forms: [String] {
        evaluator.members.signatures.flatMap { $0.forms(displayName: "." + $0.name) }
            + evaluator.modifiers.signatures.flatMap { $0.forms(displayName: "." + $0.name) }
    }
}

extension ValueReader {
    /// An `Animation` argument (for transitions' `.animation(_:)` and the like).
    public static func animation(_ e: Expr, for context: String) throws(ExpressionError) -> Animation {
        try AnimationEvaluator.evaluate(e, for: context)
    }
}

extension Animation {
    /// Parses an animation written as in SwiftUI: `.easeInOut(duration: 0.7).speed(0.25)`.
    ///
    /// - Throws: ``ExpressionError``; render it with ``DiagnosticRenderer``.
    public init(parsing source: String) throws(ExpressionError) {
        self = try AnimationEvaluator.parse(source)
    }
}
