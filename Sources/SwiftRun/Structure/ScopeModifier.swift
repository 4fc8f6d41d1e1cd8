import BoardModel
/// A modifier between the root and a view that rewrites the transaction.
package enum ScopeModifier: Hashable, Sendable {
    /// `.animation(a, value: v)`: when `v` changed (always when nil), the animation is `a`.
    case animation(Animation?, value: StateKey?)
    /// A delay added to whatever animation results (a stagger by index).
    case delay(Double)
    /// `.animation(a, value: v)` in a program's view: when the value `owner` watches printed
    /// differently before the step, the animation is `a`.
    case watch(Animation?, value: String, owner: String)
    /// `.transaction { … }` (its animation, whatever it was; `disablesAnimations`), or an end of an
    /// `.animation(_:body:)` scope; `owner` names a `.transaction(value:)`'s watched value.
    case transaction(TransactionRewrite, owner: String)
}

/// A value of the state an `.animation(_:value:)` modifier watches.
public enum StateKey: String, Hashable, Sendable, CaseIterable {
    /// The shown records (`value: visible`): any change of which rows show, or of their content.
    case visible
    /// Their number (`value: visible.count`).
    case visibleCount
    /// `present`.
    case present
    /// The filter text.
    case query
    /// The toggle.
    case only
    /// The whole original array.
    case records
}
