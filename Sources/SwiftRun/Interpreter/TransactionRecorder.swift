import SwiftFront
import BoardScene
import BoardModel
/// What a step's statements do to a board's state, transaction by transaction
/// (a `"run"` step): the changes each `withAnimation` body makes, with its
/// animation, the changes made outside one (no animation), and the completions
/// to run later.
package final class TransactionRecorder {
    /// One transaction: its animation as written (nil: none; `.default` when `withAnimation` has no
    /// argument), and the state it leaves.
    package struct Transaction {
        package var animation: Expr?
        package var hasAnimation: Bool
        package var changes: [String: SwiftValue]
        /// `withTransaction(t)` with `t.disablesAnimations`: `.animation` modifiers set nothing.
        package var disablesAnimations = false
    }

    /// A completion closure, with what it waits for and the transaction it belongs to.
    package struct Completion {
        package var criteria: Animation.CompletionCriteria
        package var closure: SwiftValue
        package var transaction: Int
    }

    /// The tracked state's values now, by name.
    package let snapshot: () -> [String: SwiftValue]
    package var transactions: [Transaction] = []
    package var completions: [Completion] = []
    /// Blocks given to `DispatchQueue.main.async` (after 0 s) and `asyncAfter(deadline:)`, with
    /// the seconds after the step they run at.
    package var scheduled: [(time: Double, closure: SwiftValue)] = []

    /// A recorder of the variables `names` of `state` (a scenario's `present`, `query`, `only`).
    package convenience init(state: Scope, names: [String]) {
        self.init {
            var out: [String: SwiftValue] = [:]
            for n in names { out[n] = state.lookup(n)?.value }
            return out
        }
    }

    /// A recorder of whatever `snapshot` reads (a program's `@State`).
    package init(snapshot: @escaping () -> [String: SwiftValue]) {
        self.snapshot = snapshot
    }
}

extension Interpreter {
    /// `withAnimation(animation, completionCriteria:) { body } completion: { … }` while a step's
    /// statements run: the body's changes are one transaction with that animation.
    package func recordWithAnimation(_ recorder: TransactionRecorder, _ args: [Argument], at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        var animation: Expr? = Expr(.implicitMember("default"), range: range)
        var hasAnimation = true
        var disables = false
        if let a = args.first(where: { $0.label == nil && !$0.isTrailing }) {
            var given = a.value
            // `withTransaction(transaction) { … }`: its animation, and whether it disables the
            // `.animation` modifiers of the views it changes.
            if case let .instance(t) = given, t.type == "Transaction" {
                given = t["animation"] ?? .none
                if case .bool(true)? = t["disablesAnimations"] { disables = true }
            }
            if case .none = given { animation = nil; hasAnimation = false } else {
                animation = try reify(given, at: a.range, origin: 0)
            }
        }
        var criteria = Animation.CompletionCriteria.logicallyComplete
        if let c = args.first(where: { $0.label == "completionCriteria" }), case let .swiftUI(e, _) = c.value,
           let name = e.name ?? { if case let .member(_, n, _) = e.kind { return n }; return nil }() {
            guard let value = Animation.CompletionCriteria(rawValue: name) else {
                throw ExpressionError(.value, at: c.range, "unknown completion criteria '.\(name)'; expected .logicallyComplete or .removed")
            }
            criteria = value
        }
        let before = recorder.snapshot()
        var result: SwiftValue = .void
        if let body = args.first(where: { $0.label == nil && $0.isTrailing }) ?? args.last(where: { $0.label == nil }), case .function = body.value {
            result = try callValue(body.value, [], Expr(.identifier("withAnimation"), range: range), Frame(scope: Scope(parent: nil), selfType: nil, origin: 0))
        }
        let after = recorder.snapshot()
        var changes: [String: SwiftValue] = [:]
        for (name, value) in after where !(before[name].map { equal($0, value) } ?? false) { changes[name] = value }
        recorder.transactions.append(.init(animation: animation, hasAnimation: hasAnimation, changes: changes, disablesAnimations: disables))
        if let completion = args.first(where: { $0.label == "completion" }), case .function = completion.value {
            recorder.completions.append(.init(criteria: criteria, closure: completion.value, transaction: recorder.transactions.count - 1))
        }
        return result
    }
}
