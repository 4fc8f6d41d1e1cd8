import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Doing what a step says to a running program: finding the control by its label (and row),
/// writing through its binding or running its action, and splitting what changed into
/// transactions — the changes made outside any `withAnimation` first (no animation), then each
/// `withAnimation`'s (docs/semantics.md §11).
extension ProgramRuntime {
    /// One state change a step makes: the state after it and the animation in its transaction.
    package struct Change {
        package var state: [String: SwiftValue]
        package var animation: Animation?
        /// How the animation is written (`.easeInOut(duration: 0.3)`), nil: none.
        package var animationSource: String?
        /// `withTransaction(t)` with `t.disablesAnimations = true`: the views' `.animation`
        /// modifiers set nothing in this change.
        package var disablesAnimations = false
    }

    /// A `withAnimation(…) { … } completion: { … }` whose closure runs when its animation completes:
    /// `time` seconds after the transaction (docs/semantics.md §16).
    package struct PendingCompletion {
        package var time: Double
        package var closure: SwiftValue
        /// What it is called with (a gesture's value; none for a completion).
        package var arguments: [SwiftValue] = []
        /// How an error in it names it.
        package var name = "a withAnimation completion"
        /// Whether it is a sample of a person's gesture (a drag's move or end), not a completion.
        package var isGestureSample = false
    }

    /// What an action did: its changes in order (at least one: an action that changes nothing
    /// still takes its place) and the completions it left to run.
    package struct Outcome {
        package var changes: [Change]
        package var completions: [PendingCompletion]
        /// Whether it changed no state and left no completion.
        package var isEmpty = false
    }

    /// Performs `step` on the program whose body shows `view` now. Returns what it did and, for a
    /// toggle, whether it was on.
    /// `rowFallback`: on a panel beside the first, the place of the row the first panel acted on,
    /// used when no row of this one shows the step's text (the same gesture, at the same place).
    package func perform(_ step: ProgramStep, in view: ViewNode, rowFallback: Int? = nil) throws(ProgramError) -> (outcome: Outcome, wasOn: Bool?, row: Int?) {
        var wasOn: Bool?
        var row: Int?
        var completions: [PendingCompletion] = []
        var outcome = try record { i in
            switch step.action {
            case let .run(source):
                let statements = try ExpressionParser.parseStatements(source)
                _ = try i.execute(statements, rootFrame())
            default:
                let found = try find(step, in: view, rowFallback: rowFallback)
                row = found.rowIndex
                if case let .gesture(g, _) = found.target {
                    completions = try performGesture(g, step.action, in: i)
                    return
                }
                guard let control = found.control else { return }
                let site = SourceRange.at(0)
                switch (step.action, control) {
                case let (.enter(text, _), .textField(_, _, _, binding)):
                    if case let .binding(ref)? = binding?.value.value { try i.writeBinding(ref, .string(text), at: site) }
                case let (.toggle, .toggle(_, isOn, binding)):
                    wasOn = isOn
                    if case let .binding(ref)? = binding?.value.value { try i.writeBinding(ref, .bool(!isOn), at: site) }
                case let (.click(label), .button(_, action, _)):
                    if let action = action?.value.value { try callAction(action, named: "the action of “\(label)”", in: i) }
                default:
                    break
                }
            }
        }
        // A drag's later samples and its end run at their times, as completions do.
        outcome.completions += completions
        if !completions.isEmpty { outcome.isEmpty = false }
        return (outcome, wasOn, row)
    }

    /// Runs a completion closure the program left: what it changes is a follow-up.
    package func complete(_ closure: SwiftValue) throws(ProgramError) -> Outcome {
        try complete(PendingCompletion(time: 0, closure: closure))
    }

    /// Runs a completion or a gesture's later sample: what it changes is a follow-up.
    package func complete(_ pending: PendingCompletion) throws(ProgramError) -> Outcome {
        try record { i in
            try callAction(pending.closure, pending.arguments.map { Argument(value: $0, range: .at(0)) }, named: pending.name, in: i)
        }
    }

    /// Runs `body` with a transaction recorder and splits what it changed into transactions: the
    /// plain changes first, then each `withAnimation`'s.
    package func record(_ body: (Interpreter) throws -> Void) throws(ProgramError) -> Outcome {
        let i = interpreter()
        defer { finished(i) }
        let recorder = TransactionRecorder(snapshot: snapshot)
        i.recorder = recorder
        let before = snapshot()
        do {
            try body(i)
        } catch let error as ExpressionError {
            throw ProgramError(error)
        } catch let error as ProgramError {
            throw error
        } catch {
            throw ProgramError("\(error)")
        }
        i.recorder = nil
        let after = snapshot()
        var animated: Set<String> = []
        for t in recorder.transactions { animated.formUnion(t.changes.keys) }
        var changes: [Change] = []
        var completions: [PendingCompletion] = []
        var state = before
        let plain = after.filter { name, value in !animated.contains(name) && !(before[name].map { i.equal($0, value) } ?? false) }
        if !plain.isEmpty {
            state.merge(plain) { $1 }
            changes.append(Change(state: state, animation: nil))
        }
        for t in recorder.transactions where !t.changes.isEmpty {
            state.merge(t.changes) { $1 }
            do {
                let animation = try t.animation.map { (e: Expr) throws(ExpressionError) -> Animation in
                    try AnimationEvaluator.evaluate(e, environment: swift, for: "withAnimation")
                }
                changes.append(Change(state: state, animation: animation, animationSource: t.animation?.description,
                                      disablesAnimations: t.disablesAnimations))
            } catch {
                throw ProgramError(error)
            }
        }
        for c in recorder.completions {
            do {
                let animation = try recorder.transactions[c.transaction].animation.map { (e: Expr) throws(ExpressionError) -> Animation in
                    try AnimationEvaluator.evaluate(e, environment: swift, for: "withAnimation")
                }
                // Reduce Motion does not stop a completion: it runs at once when nothing animates.
                let time = animation?.completionTime(c.criteria) ?? 0
                if time.isFinite { completions.append(PendingCompletion(time: time, closure: c.closure)) }
            } catch {
                throw ProgramError(error)
            }
        }
        // Blocks the main queue runs later: follow-ups at their times, as completions are.
        for s in recorder.scheduled {
            completions.append(PendingCompletion(time: s.time, closure: s.closure, name: "a block given to DispatchQueue.main"))
        }
        let isEmpty = changes.isEmpty && completions.isEmpty
        if changes.isEmpty { changes.append(Change(state: before, animation: nil)) }
        // The last change leaves the state as the statements did.
        changes[changes.count - 1].state = after
        return Outcome(changes: changes, completions: completions, isEmpty: isEmpty)
    }

    /// The control `step` acts on in `view`: exactly one control of its kind with its label
    /// (inside the row that shows `step.row`, when given).
    package func find(_ step: ProgramStep, in view: ViewNode, rowFallback: Int? = nil) throws(ProgramError) -> FoundControl {
        guard let kind = step.action.controlKind, let label = step.action.label else { throw ProgramError("nothing to find") }
        let found = view.controls()
        let all = found.filter { $0.kindName == kind }
        var candidates = all
        if let row = step.row {
            let rows = view.rowNames
            candidates = all.filter { $0.rowTexts?.contains(row) ?? false }
            if candidates.isEmpty, let rowFallback { candidates = all.filter { $0.rowIndex == rowFallback } }
            if candidates.isEmpty {
                let shown = rows.isEmpty ? "the view has no ForEach rows" : "rows: " + Wording.list(rows.map { "“\($0)”" })
                throw ProgramError("no row shows “\(Quoting.clip(row))” with a \(kind) (\(shown))")
            }
        }
        let matching = candidates.filter { $0.labels.contains(label) }
        if let n = step.index {
            guard n >= 1, n <= matching.count else {
                throw ProgramError("\"index\": \(n) asks for the \(Wording.ordinal(n)) \(kind) labelled “\(Quoting.clip(label))”; there \(matching.count == 1 ? "is" : "are") \(matching.count)")
            }
            return matching[n - 1]
        }
        if matching.count == 1 { return matching[0] }
        let labels = Array(Set(candidates.flatMap(\.labels))).sorted()
        let existing = labels.isEmpty ? "there is no \(kind)\(step.row == nil ? "" : " in that row")"
            : "\(kind) labels: " + Wording.list(labels.map { "“\($0)”" })
        if matching.isEmpty {
            // A view of another kind shows the label: say which step acts on it.
            if let other = found.first(where: { $0.kindName != kind && $0.labels.contains(label) }), let verb = ProgramAction.verb(for: other.kindName) {
                throw ProgramError("no \(kind) is labelled “\(Quoting.clip(label))”; it is on a \(other.kindName): use {\"\(verb)\": \"\(Quoting.clip(label))\"}")
            }
            let near = SuggestionHelper.nearest(label, labels).map { "did you mean “\($0)”? " } ?? ""
            throw ProgramError("no \(kind) is labelled “\(Quoting.clip(label))”; \(near)\(existing)")
        }
        throw ProgramError("\(matching.count) \(kind)s are labelled “\(Quoting.clip(label))”; add \"row\" or \"index\" (1 to \(matching.count), in the order they are drawn) to say which (\(existing))")
    }
}

/// A step that cannot be done: a label that matches no control or several, or an error of the
/// program's own Swift while it ran (with its place).
package struct ProgramError: Error, CustomStringConvertible {
    package var message: String
    /// The error of the program's Swift, when it is one.
    package var expression: ExpressionError?

    package init(_ message: String) {
        self.message = message
    }

    package init(_ error: ExpressionError) {
        message = error.description
        expression = error
    }

    package var description: String { message }
}
