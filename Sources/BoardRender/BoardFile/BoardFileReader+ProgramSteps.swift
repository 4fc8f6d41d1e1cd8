import DidYouMean

/// A program board's `"steps"`: what a person does to the program, in order (PROGRAMS.md §4).
/// The reader runs the program — each action through its controls' bindings and actions — and
/// keeps its body in every state it passes through; each transaction a step makes (the changes
/// outside `withAnimation`, then each `withAnimation`'s) is a scenario step of its own, fired at
/// the same instant.
extension BoardFileReader {
    /// The keys a program step may have.
    static let programStepKeys = ["caption", "enter", "in", "toggle", "click", "run", "row", "hold", "next"]

    /// One step as written: its action, caption and timing.
    struct WrittenProgramStep {
        var step: ProgramStep
        var caption: String?
        var hold: Double?
        var next: Double?
        var node: JSONNode
        /// The string holding the action (for positions inside `"run"`).
        var actionNode: JSONNode
        var actionKey: String
    }

    static func readProgramSteps(_ n: JSONNode, _ d: inout BoardFileDecoder) -> [WrittenProgramStep]? {
        guard case let .array(items) = n.kind else {
            d.error(n, "\"steps\" must be an array of actions such as {\"enter\": \"a\", \"in\": \"Filter\"}, found \(n.typeName)")
            return nil
        }
        guard !items.isEmpty, items.count <= Scenario.maximumSteps else {
            d.error(n, "\"steps\" has \(items.count) steps; a program board has 1 to \(Scenario.maximumSteps)")
            return nil
        }
        let before = d.errorCount
        var out: [WrittenProgramStep] = []
        for (i, item) in items.enumerated() {
            let what = "step \(i + 1)"
            guard let members = d.object(item, what) else { continue }
            for m in members where !m.key.hasPrefix("_") && !programStepKeys.contains(m.key) {
                let near = Suggester.suggestion(for: m.key, among: programStepKeys).map { "; did you mean \"\($0)\"?" } ?? ""
                d.error(at: m.keyRange.lowerBound, length: m.key.count + 2,
                        "unknown key \"\(Quoting.clip(m.key))\" in \(what)\(near); a program step is one action: {\"enter\": TEXT, \"in\": LABEL}, {\"toggle\": LABEL}, {\"click\": LABEL} or {\"run\": SWIFT}, with \"row\", \"caption\", \"hold\", \"next\"")
            }
            let actions = ["enter", "toggle", "click", "run"].filter { item.member($0) != nil }
            guard actions.count == 1, let key = actions.first, let node = item.member(key) else {
                d.error(item, actions.isEmpty
                        ? "\(what) does nothing; give one action: \"enter\" with \"in\", \"toggle\", \"click\" or \"run\""
                        : "\(what) has \(Wording.list(actions.map { "\"\($0)\"" })); a step is one action")
                continue
            }
            guard let text = d.string(node, "\(what)'s \"\(key)\"") else { continue }
            let action: ProgramAction
            switch key {
            case "enter":
                guard let target = item.member("in") else {
                    d.error(item, "\(what)'s \"enter\" needs \"in\": the title or prompt of the TextField, as in {\"enter\": \"a\", \"in\": \"Filter\"}")
                    continue
                }
                guard let label = d.string(target, "\(what)'s \"in\"") else { continue }
                action = .enter(text, in: label)
            case "toggle": action = .toggle(text)
            case "click": action = .click(text)
            default: action = .run(text)
            }
            if key != "enter", let target = item.member("in") { d.error(target, "\"in\" goes with \"enter\" (the field typed into)") }
            var step = WrittenProgramStep(step: ProgramStep(action), node: item, actionNode: node, actionKey: key)
            if let r = item.member("row") {
                if key == "run" { d.error(r, "\"row\" picks a control; a \"run\" step runs in the root view") }
                step.step.row = d.string(r, "\(what)'s \"row\"")
            }
            if let c = item.member("caption") { step.caption = d.string(c, "\(what)'s \"caption\"") }
            if let h = item.member("hold") { step.hold = d.number(h, "\(what)'s \"hold\"", in: 0...60) }
            if let x = item.member("next") { step.next = d.number(x, "\(what)'s \"next\" (seconds after this step starts)", in: 0...60) }
            out.append(step)
        }
        return d.errorCount == before ? out : nil
    }

    /// Runs `written` on every program (one per panel): the body in each state, each state's
    /// animation per program, and the scenario steps that show them.
    static func runProgramSteps(
        _ written: [WrittenProgramStep], runtimes: [ProgramRuntime], _ d: inout BoardFileDecoder
    ) -> (frames: [[ViewNode]], animations: [[Animation?]], steps: [Step])? {
        var views: [ViewNode] = []
        for runtime in runtimes {
            do { views.append(try runtime.view()) } catch {
                d.error(at: 0, "the program's view: \(error.description)")
                return nil
            }
        }
        var frames = views.map { [$0] }
        var animations: [[Animation?]] = runtimes.map { _ in [nil] }
        var steps: [Step] = []
        for (s, w) in written.enumerated() {
            let what = "step \(s + 1)"
            var performed: [[ProgramRuntime.Change]] = []
            var wasOn: Bool?
            var row: Int?
            for (p, runtime) in runtimes.enumerated() {
                do {
                    let result = try runtime.perform(w.step, in: views[p], rowFallback: row)
                    performed.append(result.changes)
                    if p == 0 { wasOn = result.wasOn; row = result.row }
                } catch {
                    let panel = runtimes.count > 1 ? "panel \(p + 1) (\(runtime.source)): " : ""
                    if let e = error.expression, w.actionKey == "run" {
                        d.error(e, in: w.actionNode, what: "\(what)'s \"run\"")
                    } else {
                        d.error(w.actionNode, "\(what): \(panel)\(error.message)")
                    }
                    return nil
                }
            }
            let count = performed.map(\.count).max() ?? 1
            let caption = w.caption ?? w.step.caption(wasOn: wasOn)
            for j in 0..<count {
                for (p, runtime) in runtimes.enumerated() {
                    let change = performed[p][min(j, performed[p].count - 1)]
                    runtime.restore(change.state)
                    do { views[p] = try runtime.view() } catch {
                        d.error(w.actionNode, "\(what): after it, the program's view: \(error.description)")
                        return nil
                    }
                    frames[p].append(views[p])
                    animations[p].append(j < performed[p].count ? change.animation : nil)
                }
                let first = performed[0][min(j, performed[0].count - 1)]
                var step = Step(caption, [.showFrame(frames[0].count - 1)], animation: .some(first.animation),
                                hold: j == count - 1 ? w.hold : nil, next: j == count - 1 ? w.next : 0)
                step.animationSource = first.animationSource
                steps.append(step)
            }
        }
        guard steps.count <= Scenario.maximumSteps else {
            d.error(at: 0, "the steps make \(steps.count) state changes (one per transaction); a board has at most \(Scenario.maximumSteps)")
            return nil
        }
        return (frames, animations, steps)
    }
}
