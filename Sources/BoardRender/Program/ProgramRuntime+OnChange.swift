/// `.onChange(of:initial:_:)` in a running program: after an evaluation of the body, each
/// onChange whose value prints differently than in the evaluation before runs its action with
/// the old and new values (SwiftUI runs it after the update that changed the value). What the
/// action changes joins the state change that fired it: the same frame, the same transaction
/// (docs/semantics.md §18; uncertain — SEMANTICS.md does not say which transaction an onChange's
/// own changes carry).
extension ProgramRuntime {
    /// The most rounds of onChange actions one evaluation may set off (an action that changes a
    /// value another onChange watches runs another round).
    static let maximumOnChangeRounds = 8

    /// Runs the onChange actions `new` fires against `old` (every `initial: true` one when `old`
    /// is nil: the view appears) until nothing more fires; returns the body as it is then and
    /// the state the actions changed.
    func settleOnChanges(from old: ViewNode?, to new: ViewNode) throws(ProgramError) -> (view: ViewNode, changed: [String: SwiftValue]) {
        var before = old.map { Dictionary($0.onChanges(), uniquingKeysWith: { a, _ in a }) }
        var view = new
        let start = snapshot()
        for _ in 0..<Self.maximumOnChangeRounds {
            let now = view.onChanges()
            var fired = false
            for (key, action) in now {
                let previous: OnChangeAction
                if let before {
                    guard let p = before[key], p.value != action.value else { continue }
                    previous = p
                } else {
                    guard action.initial else { continue }
                    previous = action
                }
                try fire(action, old: previous)
                fired = true
            }
            guard fired else { break }
            before = Dictionary(now, uniquingKeysWith: { a, _ in a })
            do { view = try self.view() } catch { throw ProgramError(error) }
        }
        let end = snapshot()
        var changed: [String: SwiftValue] = [:]
        let i = interpreter()
        for (name, value) in end where !(start[name].map { i.equal($0, value) } ?? false) { changed[name] = value }
        return (view, changed)
    }

    /// Calls an onChange's action with the values its parameters take.
    private func fire(_ action: OnChangeAction, old: OnChangeAction) throws(ProgramError) {
        guard let closure = action.action?.value.value else { return }
        let i = interpreter()
        defer { finished(i) }
        do {
            let frame = rootFrame()
            let values = [try i.evaluate(old.expression, frame), try i.evaluate(action.expression, frame)]
            let args = values.suffix(action.parameters).map { Argument(label: nil, value: $0, range: .at(0)) }
            var origin = 0
            if case let .function(fn) = closure, case let .closure(_, _, o, _) = fn.kind { origin = o }
            let call = Expr(.identifier("onChange"), range: .at(0))
            _ = try i.inDeclaration(origin, named: "an onChange action", at: call) { () throws(ExpressionError) -> SwiftValue in
                try i.callValue(closure, args, call, frame)
            }
        } catch {
            throw ProgramError(error)
        }
    }
}

extension ViewNode {
    /// The onChange modifiers in the tree, each keyed by its place (child positions, `ForEach`
    /// ids and branches), in order.
    func onChanges() -> [(key: String, action: OnChangeAction)] {
        var out: [(String, OnChangeAction)] = []
        collectOnChanges(path: "", into: &out)
        return out
    }

    private func collectOnChanges(path: String, into out: inout [(String, OnChangeAction)]) {
        switch self {
        case let .modified(content, .onChange(action)):
            // Several on one view: the outermost is `@0`.
            let n = out.count { $0.0.hasPrefix(path + "@") && !$0.0.dropFirst(path.count + 1).contains("/") }
            out.append((path + "@\(n)", action))
            content.collectOnChanges(path: path, into: &out)
        case let .modified(content, .identity(id)):
            content.collectOnChanges(path: path + "/" + id, into: &out)
        case let .modified(content, _), let .transition(content, _):
            content.collectOnChanges(path: path, into: &out)
        case let .stack(_, children, _), let .group(children), let .forEach(children), let .scroll(_, children):
            for (k, child) in children.enumerated() { child.collectOnChanges(path: path + "/\(k)", into: &out) }
        case let .conditional(branch, children):
            for (k, child) in children.enumerated() { child.collectOnChanges(path: path + "/\(branch)\(k)", into: &out) }
        case let .background(content, decoration, _), let .overlay(content, decoration, _):
            content.collectOnChanges(path: path, into: &out)
            decoration.collectOnChanges(path: path + "/decoration", into: &out)
        default:
            break
        }
    }
}
