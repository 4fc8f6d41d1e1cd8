import SwiftFront
import BoardScene
import BoardModel
/// A value set once after construction, read by closures built before it:
/// how a signature table reads nested values (`.combined(with: …)`, a stack's
/// content) with the very evaluator it belongs to, instead of building a new
/// one at every level. Closures capture it weakly, so there is no retain cycle;
/// the owning evaluator keeps it alive.
package final class LateBound<Value>: @unchecked Sendable {
    /// Set once, in the owner's initialiser, before any closure can run.
    package var value: Value?
}

/// The error for a late-bound evaluator read after its owner is gone: a
/// programming error surfaced as an error rather than a trap.
package func unboundEvaluator(_ e: Expr) -> ExpressionError {
    ExpressionError(.syntax, at: e.range, "internal: the evaluator of this expression is no longer available")
}
