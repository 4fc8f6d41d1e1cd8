import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import DidYouMean

/// A program board's `"steps"`: what a person does to the program, in order (docs/programs.md §4).
/// The reader runs the program — each action through its controls' bindings and actions — and
/// keeps its body in every state it passes through; each transaction a step makes (the changes
/// outside `withAnimation`, then each `withAnimation`'s) is a scenario step of its own, fired at
/// the same instant.
extension BoardFileReader {
    /// The keys a program step may have.
    package static let programStepKeys = ["caption", "enter", "in", "toggle", "click", "tap", "drag", "magnify", "rotate", "by", "duration", "run",
                                          "row", "index", "hold", "next"]
    /// The steps that move fingers over time, and take `"by"` and `"duration"`.
    private static let gestureSteps = ["drag", "magnify", "rotate"]

    /// One step as written: its action, caption and timing.
    package struct WrittenProgramStep {
        package var step: ProgramStep
        package var caption: String?
        package var hold: Double?
        package var next: Double?
        /// The string holding the action (for positions inside `"run"`).
        package var actionNode: JSONNode
        package var actionKey: String
        /// Where a label that matches nothing is pointed at: `"in"` for `"enter"`, else the action.
        package var labelNode: JSONNode
    }

    package static func readProgramSteps(_ n: JSONNode, _ d: inout BoardFileDecoder) -> [WrittenProgramStep]? {
        guard case let .array(items) = n.kind else {
            d.error(n, "\"steps\" must be an array of actions such as {\"enter\": \"a\", \"in\": \"Filter\"}, found \(n.typeName)")
            return nil
        }
        guard items.count <= Scenario.maximumSteps else {
            d.error(n, "\"steps\" has \(items.count) steps; a program board has at most \(Scenario.maximumSteps)")
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
                        "unknown key \"\(Quoting.clip(m.key))\" in \(what)\(near); a program step is one action: {\"enter\": TEXT, \"in\": LABEL}, {\"toggle\": LABEL}, {\"click\": LABEL}, {\"tap\": LABEL}, {\"drag\": LABEL, \"by\": {\"x\": DX, \"y\": DY}, \"duration\": S}, {\"magnify\": LABEL, \"by\": SCALE}, {\"rotate\": LABEL, \"by\": DEGREES} or {\"run\": SWIFT}, with \"row\", \"caption\", \"hold\", \"next\"")
            }
            let actions = ["enter", "toggle", "click", "tap", "drag", "magnify", "rotate", "run"].filter { item.member($0) != nil }
            guard actions.count == 1, let key = actions.first, let node = item.member(key) else {
                d.error(item, actions.isEmpty
                        ? "\(what) does nothing; give one action: \"enter\" with \"in\", \"toggle\", \"click\", \"tap\", \"drag\", \"magnify\" or \"rotate\" with \"by\", or \"run\""
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
            case "tap": action = .tap(text)
            case "drag":
                guard let by = item.member("by") else {
                    d.error(item, "\(what)'s \"drag\" needs \"by\": how far the finger moves, in points, as in {\"drag\": \"Card\", \"by\": {\"x\": 200, \"y\": 0}}")
                    continue
                }
                guard let vector = dragVector(by, what, &d), let duration = gestureDuration(item, what, &d) else { continue }
                action = .drag(text, by: vector, duration: duration)
            case "magnify":
                guard let by = item.member("by") else {
                    d.error(item, "\(what)'s \"magnify\" needs \"by\": the magnification the fingers end at (2: twice as far apart, 0.5: half), as in {\"magnify\": \"Photo\", \"by\": 1.5}")
                    continue
                }
                guard let scale = d.number(by, "\(what)'s \"by\" (the magnification at release)", in: 0.05...20),
                      let duration = gestureDuration(item, what, &d) else { continue }
                action = .magnify(text, by: scale, duration: duration)
            case "rotate":
                guard let by = item.member("by") else {
                    d.error(item, "\(what)'s \"rotate\" needs \"by\": the degrees the fingers turn (clockwise on screen), as in {\"rotate\": \"Photo\", \"by\": 45}")
                    continue
                }
                guard let degrees = d.number(by, "\(what)'s \"by\" (degrees the fingers turn)", in: -3600...3600),
                      let duration = gestureDuration(item, what, &d) else { continue }
                action = .rotate(text, by: degrees, duration: duration)
            default: action = .run(text)
            }
            if !gestureSteps.contains(key) {
                for extra in ["by", "duration"] {
                    if let n = item.member(extra) { d.error(n, "\"\(extra)\" goes with \"drag\", \"magnify\" or \"rotate\" (how far and how long the fingers move)") }
                }
            }
            if key != "enter", let target = item.member("in") { d.error(target, "\"in\" goes with \"enter\" (the field typed into)") }
            let labelNode = key == "enter" ? item.member("in") ?? node : node
            var step = WrittenProgramStep(step: ProgramStep(action), actionNode: node, actionKey: key, labelNode: labelNode)
            if let r = item.member("row") {
                if key == "run" { d.error(r, "\"row\" picks a control; a \"run\" step runs in the root view") }
                step.step.row = d.string(r, "\(what)'s \"row\"")
            }
            if let n = item.member("index") {
                if key == "run" { d.error(n, "\"index\" picks a control; a \"run\" step runs in the root view") }
                step.step.index = d.integer(n, "\(what)'s \"index\" (which of the controls with the label, from 1)", in: 1...1000)
            }
            if let c = item.member("caption") { step.caption = d.string(c, "\(what)'s \"caption\"") }
            if let h = item.member("hold") { step.hold = d.number(h, "\(what)'s \"hold\"", in: 0...60) }
            if let x = item.member("next") { step.next = d.number(x, "\(what)'s \"next\" (seconds after this step starts)", in: 0...60) }
            out.append(step)
        }
        return d.errorCount == before ? out : nil
    }

    /// A drag's `"by"`: `{"x": DX, "y": DY}` in points (either may be left out: 0), each within
    /// ±``maximumDrag``.
    private static func dragVector(_ node: JSONNode, _ what: String, _ d: inout BoardFileDecoder) -> Point? {
        guard let members = d.object(node, "\(what)'s \"by\" ({\"x\": DX, \"y\": DY} in points)") else { return nil }
        var x = 0.0, y = 0.0, ok = true
        for m in members where !m.key.hasPrefix("_") {
            guard m.key == "x" || m.key == "y" else {
                d.error(at: m.keyRange.lowerBound, length: m.key.count + 2, "unknown key \"\(Quoting.clip(m.key))\" in \(what)'s \"by\"; it takes \"x\" and \"y\" (points)")
                ok = false
                continue
            }
            guard let v = d.number(m.value, "\(what)'s \"by\" \"\(m.key)\" (points)", in: -maximumDrag...maximumDrag) else { ok = false; continue }
            if m.key == "x" { x = v } else { y = v }
        }
        return ok ? Point(x, y) : nil
    }

    /// A gesture step's `"duration"`: seconds the fingers move (0.05 to 10; 0.5 when left out).
    private static func gestureDuration(_ item: JSONNode, _ what: String, _ d: inout BoardFileDecoder) -> Double? {
        guard let t = item.member("duration") else { return ProgramRuntime.DragPath.defaultDuration }
        return d.number(t, "\(what)'s \"duration\" (seconds the fingers move)", in: 0.05...ProgramRuntime.DragPath.maximumDuration)
    }

    /// The farthest a drag step moves on either axis, in points.
    package static let maximumDrag = 10_000.0

    /// Runs `script` and reports a failure at its place: the step's action (inside a `"run"`
    /// string, at the statement), or the program's `"view"`.
    package static func run(_ script: ProgramScript, written: [WrittenProgramStep], viewNodes: [JSONNode],
                    _ d: inout BoardFileDecoder) -> (panels: [Panel], steps: [Step], warnings: [String])? {
        do {
            let run = try script.run()
            guard run.steps.count <= Scenario.maximumSteps else {
                d.error(at: 0, "the steps make \(run.steps.count) state changes (one per transaction); a board has at most \(Scenario.maximumSteps)")
                return nil
            }
            return run
        } catch {
            if let origin = error.origin, let preview = script.programs[error.panel].preview {
                previewFailure(error, preview, origin: origin, &d)
                return nil
            }
            let panel = script.programs.count > 1 ? "panel \(error.panel + 1) (\(script.programs[error.panel].source)): " : ""
            guard let s = error.step else {
                if let e = error.error.expression { d.error(e, in: viewNodes[error.panel], what: "\"view\"") } else {
                    d.error(viewNodes[error.panel], panel + error.error.message)
                }
                return nil
            }
            let w = written[s]
            if let e = error.error.expression, w.actionKey == "run" {
                d.error(e, in: w.actionNode, what: "step \(s + 1)'s \"run\"")
            } else {
                d.error(error.error.expression == nil ? w.labelNode : w.actionNode, "step \(s + 1): \(panel)\(error.error.message)")
            }
            return nil
        }
    }
}
