import BoardModel

/// What a modifier does to the transaction of the changes beneath it (docs/semantics.md §11), other
/// than `.animation(_:value:)`: a `.transaction { … }` closure, or the two ends of an
/// `.animation(_:body:)` scope.
public enum TransactionRewrite: Hashable, Sendable {
    /// `.transaction { $0.animation = a; $0.disablesAnimations = true }`, or
    /// `.transaction(value: v) { … }` (`value` as it prints: the closure runs only in a step where it
    /// printed differently before).
    ///
    /// `animation`: `.some(a)` when the closure sets it (`.some(nil)`: `= nil` or `= .none`), nil
    /// when it leaves it. `disablesAnimations`: the `.animation` modifiers beneath it set nothing.
    case closure(animation: Animation??, disablesAnimations: Bool, value: String?)
    /// `.animation(a) { content in … }` (iOS 17): the modifiers in the body take `a`, whatever
    /// changed; the content they modify keeps the transaction from outside (``bodyEnd``).
    case bodyStart(Animation?)
    /// Where an `.animation(_:body:)` body's content starts: the transaction as it was outside it.
    case bodyEnd
}
