import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// `.onChange(of:initial:_:)` in a running program: after an evaluation of the body, each
/// onChange whose value prints differently than in the evaluation before runs its action with
/// the old and new values (SwiftUI runs it after the update that changed the value). What the
/// action changes joins the state change that fired it: the same frame, the same transaction
/// (docs/semantics.md §18; uncertain, §9 item 13 — SwiftUI's documentation does not say which
/// transaction an onChange's own changes carry).
extension ProgramRuntime {
    /// The most rounds of onChange actions one evaluation may set off (an action that changes a
    /// value another onChange watches runs another round).
    package static let maximumOnChangeRounds = 8

    /// A cycle the engine cut short, for a warning.
    package enum CutCycle: Sendable {
        /// onChange (or onAppear) actions still firing after ``maximumOnChangeRounds`` rounds.
        case onChange
    }

    /// Runs the onChange actions `new` fires against `old` (every `initial: true` one when `old`
    /// is nil: the view appears), and the onAppear actions of views `new` has and `old` had not
    /// (when `old` is nil the whole view appears: ``appear(_:)`` runs those, a state change of
    /// its own), until nothing more fires; returns the body as it is then and the state the
    /// actions changed.
    /// `followUps`: what the actions left to run later — their `withAnimation` completions and the
    /// blocks they gave `DispatchQueue.main` — at their times after this instant.
    package func settleOnChanges(from old: ViewNode?, to new: ViewNode) throws(ProgramError)
        -> (view: ViewNode, changed: [String: SwiftValue], followUps: [PendingCompletion]) {
        var before = old.map { Dictionary($0.onChanges(), uniquingKeysWith: { a, _ in a }) }
        var appeared = old.map { Set($0.onAppears().map(\.key)) }
        var view = new
        var followUps: [PendingCompletion] = []
        let start = snapshot()
        var settled = false
        for _ in 0..<Self.maximumOnChangeRounds {
            let now = view.onChanges()
            let appearing = view.onAppears()
            var fired = false
            if let seen = appeared {
                for (key, action) in appearing where !seen.contains(key) {
                    try run(action)
                    fired = true
                }
                appeared = Set(appearing.map(\.key))
            }
            for (key, action) in now {
                let previous: OnChangeAction
                if let before {
                    guard let p = before[key], p.value != action.value else { continue }
                    previous = p
                } else {
                    guard action.initial else { continue }
                    previous = action
                }
                followUps += try fire(action, old: previous)
                fired = true
            }
            // Once the onChanges are still, the layout's preferences: a watch whose value changed runs.
            if !fired {
                let ran = try firePreferences(view)
                followUps += ran.followUps
                fired = ran.fired
            }
            guard fired else { settled = true; break }
            before = Dictionary(now, uniquingKeysWith: { a, _ in a })
            do { view = try self.view() } catch { throw ProgramError(error) }
        }
        if !settled { cutCycle = .onChange }
        let end = snapshot()
        var changed: [String: SwiftValue] = [:]
        let i = interpreter()
        for (name, value) in end where !(start[name].map { i.equal($0, value) } ?? false) { changed[name] = value }
        return (view, changed, followUps)
    }

    /// Calls an onChange's action with the values its parameters take. What it changes stays (it
    /// joins the change that fired it); what it leaves to run later (a `withAnimation`
    /// completion, a block given to `DispatchQueue.main`, a `phaseAnimator(_:trigger:)`'s phases)
    /// is returned to run at its time.
    private func fire(_ action: OnChangeAction, old: OnChangeAction) throws(ProgramError) -> [PendingCompletion] {
        guard let closure = action.action?.value.value else { return [] }
        let outcome = try record { i in
            let frame = rootFrame()
            let values = [try i.evaluate(old.expression, frame), try i.evaluate(action.expression, frame)]
            let args = values.suffix(action.parameters).map { Argument(label: nil, value: $0, range: .at(0)) }
            try callAction(closure, args, named: "an onChange action", in: i, frame: frame)
        }
        return outcome.completions
    }
}

extension ViewNode {
    /// The onChange modifiers in the tree, each keyed by its place (child positions, `ForEach`
    /// ids and branches), in order.
    package func onChanges() -> [(key: String, action: OnChangeAction)] {
        keyedModifiers { if case let .onChange(action) = $0 { action } else { nil } }
    }

    /// The onAppear modifiers in the tree, keyed by their place as ``onChanges()`` keys, in order.
    package func onAppears() -> [(key: String, action: AppearAction)] {
        keyedModifiers { if case let .onAppear(action) = $0 { action } else { nil } }
    }

    /// The modifiers `pick` takes, keyed by their place: child positions, `ForEach` ids, branches,
    /// and `@n` for the n-th picked on one view (the outermost is `@0`).
    private func keyedModifiers<T>(_ pick: (Modifier) -> T?) -> [(key: String, action: T)] {
        var out: [(key: String, action: T)] = []
        collect(path: "", pick, into: &out)
        return out
    }

    private func collect<T>(path: String, _ pick: (Modifier) -> T?, into out: inout [(key: String, action: T)]) {
        switch self {
        case let .modified(content, modifier):
            if let picked = pick(modifier) {
                let n = out.count { $0.key.hasPrefix(path + "@") && !$0.key.dropFirst(path.count + 1).contains("/") }
                out.append((path + "@\(n)", picked))
                content.collect(path: path, pick, into: &out)
            } else if case let .identity(id) = modifier {
                content.collect(path: path + "/" + id, pick, into: &out)
            } else {
                content.collect(path: path, pick, into: &out)
            }
        case let .transition(content, _):
            content.collect(path: path, pick, into: &out)
        case let .stack(_, children, _), let .group(children), let .forEach(children), let .scroll(_, children):
            for (k, child) in children.enumerated() { child.collect(path: path + "/\(k)", pick, into: &out) }
        case let .conditional(branch, children):
            for (k, child) in children.enumerated() { child.collect(path: path + "/\(branch)\(k)", pick, into: &out) }
        case let .background(content, decoration, _), let .overlay(content, decoration, _):
            content.collect(path: path, pick, into: &out)
            decoration.collect(path: path + "/decoration", pick, into: &out)
        default:
            break
        }
    }
}
