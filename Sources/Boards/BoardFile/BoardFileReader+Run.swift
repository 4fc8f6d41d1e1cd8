import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
/// `"run"`: a step written as Swift, run by the interpreter over the board's state
/// (`present`, `query`, `only`) — `withAnimation(.easeOut(duration: 0.3)) { present = false }`.
/// Each transaction is a step (at the same instant); a `withAnimation` completion runs
/// when its animation completes (logically, or once removed) and its changes are a
/// follow-up step then (docs/board-format.md, "Steps written in Swift").
extension BoardFileReader {
    /// The state a `"run"` step reads and writes, as the steps before it left it.
    package struct RunState {
        package var present: Bool
        package var query: String
        package var only: Bool

        package init(_ s: ScenarioState) {
            present = s.present
            query = s.query
            only = s.only
        }

        /// The state after `operations`.
        package mutating func apply(_ operations: [Operation]) {
            for op in operations {
                switch op {
                case let .setPresent(v): present = v
                case let .setQuery(v): query = v
                case let .setOnly(v): only = v
                default: break
                }
            }
        }
    }

    /// The steps a `"run"` source makes: one per transaction, follow-ups for completions.
    /// `template` holds the step's caption, hold and next.
    package static func runSteps(_ n: JSONNode, template: Step, state: inout RunState, grid: Bool, _ d: inout BoardFileDecoder) -> [Step]? {
        guard let source = d.string(n, "\(template.caption)'s \"run\" (Swift statements, such as \"withAnimation { present.toggle() }\")") else { return nil }
        do {
            let statements = try ExpressionParser.parseStatements(source)
            let scope = Scope(parent: nil)
            scope.declare("present", .bool(state.present), isLet: false)
            scope.declare("query", .string(state.query), isLet: false)
            scope.declare("only", .bool(state.only), isLet: false)
            let interpreter = d.swift.interpreter()
            var groups: [(steps: [Step], delay: Double)] = []
            var pending: [(time: Double, completion: TransactionRecorder.Completion)] = []
            var now = 0.0
            var captionSuffix = ""
            var runner: (Interpreter) throws(ExpressionError) -> Void = { i throws(ExpressionError) in
                _ = try i.execute(statements, Frame(scope: scope, selfType: nil, origin: 0))
            }
            for _ in 0..<16 {
                let recorder = TransactionRecorder(state: scope, names: ["present", "query", "only"])
                interpreter.recorder = recorder
                let before = recorder.snapshot()
                try runner(interpreter)
                interpreter.recorder = nil
                try checkTypes(scope, at: n)
                var steps: [Step] = []
                // Changes made outside any withAnimation: a plain state change, first.
                var animated: Set<String> = []
                for t in recorder.transactions { animated.formUnion(t.changes.keys) }
                let after = recorder.snapshot()
                let plain = after.filter { name, value in !animated.contains(name) && !(before[name].map { interpreter.equal($0, value) } ?? false) }
                if !plain.isEmpty { steps.append(Step(template.caption + captionSuffix, operations(plain), animation: .some(nil))) }
                for t in recorder.transactions {
                    let animation: Animation? = try t.animation.map { (e: Expr) throws(ExpressionError) -> Animation in
                        try AnimationEvaluator.evaluate(e, environment: d.swift, for: "withAnimation")
                    }
                    if !t.changes.isEmpty {
                        var step = Step(template.caption + captionSuffix, operations(t.changes), animation: .some(animation))
                        step.animationSource = t.animation?.description
                        steps.append(step)
                    }
                }
                for c in recorder.completions {
                    let animation = try recorder.transactions[c.transaction].animation.map { (e: Expr) throws(ExpressionError) -> Animation in
                        try AnimationEvaluator.evaluate(e, environment: d.swift, for: "withAnimation")
                    }
                    let time = animation?.completionTime(c.criteria) ?? 0
                    if time.isFinite { pending.append((now + time, c)) }
                }
                groups.append((steps, now))
                pending.sort { $0.time < $1.time }
                guard !pending.isEmpty else { break }
                let next = pending.removeFirst()
                now = next.time
                captionSuffix = " (completion)"
                let closure = next.completion.closure
                runner = { i throws(ExpressionError) in
                    _ = try i.callValue(closure, [], Expr(.identifier("completion"), range: .at(0)), Frame(scope: Scope(parent: nil), selfType: nil, origin: 0))
                }
            }
            // Steps of one group start together; a group's last step waits for the next group.
            var out: [Step] = []
            for (k, group) in groups.enumerated() where !group.steps.isEmpty || k == 0 {
                var steps = group.steps.isEmpty ? [Step(template.caption, [.setPresent(state.present)], animation: .some(nil))] : group.steps
                for j in steps.indices.dropLast() { steps[j].next = 0 }
                if let following = groups[(k + 1)...].first(where: { !$0.steps.isEmpty }) {
                    steps[steps.count - 1].next = following.delay - group.delay
                } else {
                    steps[steps.count - 1].next = template.next
                    steps[steps.count - 1].hold = template.hold
                }
                out += steps
            }
            for s in out { state.apply(s.operations) }
            if grid, out.contains(where: { $0.operations.contains { if case .setPresent = $0 { false } else { true } } }) {
                d.error(n, "a grid board's \"run\" can only change present")
                return nil
            }
            return out
        } catch {
            d.error(error, in: n, what: "\(template.caption)'s \"run\"")
            return nil
        }
    }

    /// `present` and `only` stay Booleans, `query` a string.
    package static func checkTypes(_ scope: Scope, at n: JSONNode) throws(ExpressionError) {
        for (name, expected) in [("present", "a Bool"), ("only", "a Bool"), ("query", "a String")] {
            let ok: Bool
            switch scope.lookup(name)?.value {
            case .bool?: ok = expected == "a Bool"
            case .string?: ok = expected == "a String"
            default: ok = false
            }
            if !ok { throw ExpressionError(.type, at: .at(0), "'\(name)' must stay \(expected)") }
        }
    }

    /// The operations that set the changed variables.
    package static func operations(_ changes: [String: SwiftValue]) -> [Operation] {
        var ops: [Operation] = []
        for name in changes.keys.sorted() {
            switch (name, changes[name]!) {
            case let ("present", .bool(b)): ops.append(.setPresent(b))
            case let ("only", .bool(b)): ops.append(.setOnly(b))
            case let ("query", .string(s)): ops.append(.setQuery(s))
            default: break
            }
        }
        return ops
    }
}
