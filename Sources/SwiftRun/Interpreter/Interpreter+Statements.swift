import SwiftFront
import BoardScene
import BoardModel
/// Statements: `let`/`var`, `if`, `guard`, `switch`, loops, `return`.
extension Interpreter {
    /// Runs `list` in `f`. With `valueOfLast`, the last statement's value is returned (an `if`
    /// or `switch` used as an expression, or a closure's implicit result).
    package func execute(_ list: [Statement], _ f: Frame, valueOfLast: Bool = false) throws(ExpressionError) -> Flow {
        for (index, s) in list.enumerated() {
            try step(s.range)
            let last = valueOfLast && index == list.count - 1
            let flow = try execute(s, f, last: last)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func execute(_ s: Statement, _ f: Frame, last: Bool) throws(ExpressionError) -> Flow {
        switch s.kind {
        case let .expression(e):
            var v = try evaluate(e, f)
            // An optional view that is nil (`image?.resizable()`) builds nothing, as Optional<View> does.
            if f.collector != nil, case .none = v {
                v = .swiftUI(Expr(.call(Expr(.identifier("EmptyView"), range: e.range), arguments: [], trailingClosure: nil), range: e.range), origin: f.origin)
            }
            if let c = f.collector, !isVoid(v) { c.items.append((v, e.range)) }
            return last ? .returned(v) : .normal
        case let .variable(v):
            try declare(v, f)
            return .normal
        case let .declaration(d):
            try declareLocal(d, f)
            return .normal
        case let .ifStatement(i):
            if let outer = f.collector { return try executeBuilderIf(i, f, outer, at: s.range, last: last) }
            let branch = f.nested()
            if try conditionsHold(i.conditions, branch) { return try execute(i.then, branch, valueOfLast: last) }
            guard let otherwise = i.otherwise else { return .normal }
            return try execute(otherwise, f.nested(), valueOfLast: last)
        case let .guardStatement(conditions, otherwise):
            if try conditionsHold(conditions, f) { return .normal }
            let flow = try execute(otherwise, f.nested())
            if case .normal = flow {
                throw ExpressionError(.value, at: s.range, "a guard's else must leave the scope (return, break or continue)")
            }
            return flow
        case let .switchStatement(sw):
            return try executeSwitch(sw, f, last: last, at: s.range)
        case let .forIn(loop):
            return try executeFor(loop, f, label: nil)
        case let .whileLoop(conditions, body):
            return try executeWhile(conditions, body, f, label: nil)
        case let .repeatWhile(body, condition):
            repeat {
                let flow = try execute(body, f.nested())
                if let exit = loopExit(flow, label: nil) { return exit }
            } while try self.condition(condition, f)
            return .normal
        case let .returnStatement(e):
            return .returned(try e.map { (x: Expr) throws(ExpressionError) -> SwiftValue in try evaluate(x, f) } ?? .void)
        case let .breakStatement(label):
            return .broke(label)
        case let .continueStatement(label):
            return .continued(label)
        case .fallthroughStatement:
            return .fellThrough
        case let .block(body):
            return try execute(body, f.nested(), valueOfLast: last)
        case let .doCatch(body, catches):
            do {
                return try execute(body, f.nested(), valueOfLast: last)
            } catch where error.kind == .thrown {
                // The first clause whose pattern matches what was thrown (the app's value, or Cocoa's
                // NSError for the stand-ins' errors); a clause without one binds it as `error`.
                let thrown = thrownValue ?? NativeInitializers.error(description: error.message)
                thrownValue = nil
                for clause in catches {
                    for p in clause.patterns {
                        let attempt = f.nested()
                        guard try match(p.pattern, thrown, attempt, at: clause.range),
                              try p.filter.map({ (x: Expr) throws(ExpressionError) -> Bool in try condition(x, attempt) }) ?? true else { continue }
                        if case .wildcard = p.pattern { attempt.scope.declare("error", thrown, isLet: true) }
                        return try execute(clause.body, attempt, valueOfLast: last)
                    }
                }
                thrownValue = thrown
                throw error
            }
        case let .labeled(label, inner):
            switch inner.kind {
            case let .forIn(loop): return try executeFor(loop, f, label: label)
            case let .whileLoop(conditions, body): return try executeWhile(conditions, body, f, label: label)
            default:
                let flow = try execute(inner, f, last: last)
                if case .broke(label) = flow { return .normal }
                return flow
            }
        case let .unsupported(construct, reason):
            throw Self.unsupported(construct, reason, at: s.range)
        }
    }

    /// An `if` in a view builder: the branch that runs gives one view in its place among its
    /// siblings (SwiftUI's `_ConditionalContent`), even when it shows nothing, so the views after it
    /// keep their identities; each branch's views are views of their own.
    private func executeBuilderIf(_ i: IfStatement, _ f: Frame, _ outer: ViewCollector, at range: SourceRange, last: Bool) throws(ExpressionError) -> Flow {
        let inner = ViewCollector()
        var branch = f.nested()
        branch.collector = inner
        let name: String
        let flow: Flow
        let place = "\(currentOrigin):\(range.start)"
        if try conditionsHold(i.conditions, branch) {
            name = "if"
            identityContext.append(place + ".if")
            defer { identityContext.removeLast() }
            flow = try execute(i.then, branch, valueOfLast: last)
        } else if let otherwise = i.otherwise {
            name = "else"
            var other = f.nested()
            other.collector = inner
            identityContext.append(place + ".else")
            defer { identityContext.removeLast() }
            flow = try execute(otherwise, other, valueOfLast: last)
        } else {
            name = "if"
            flow = .normal
        }
        if case .returned = flow { return flow }
        var statements: [Expr] = []
        for item in inner.items { statements.append(try reify(item.value, at: item.range, origin: f.origin)) }
        let group = Expr(.call(Expr(.identifier("Group"), range: range),
                               arguments: [Expr.Argument(label: "_branch", labelRange: range, value: Expr(.string(name), range: range))],
                               trailingClosure: Expr.Closure(statements: statements, range: range)), range: range)
        outer.items.append((.swiftUI(group, origin: f.origin), range))
        return flow
    }

    /// What a loop does with a body's flow: nil to go on; otherwise the flow to leave with.
    private func loopExit(_ flow: Flow, label: String?) -> Flow? {
        switch flow {
        case .normal, .fellThrough: return nil
        case let .continued(l) where l == nil || l == label: return nil
        case let .broke(l) where l == nil || l == label: return .normal
        default: return flow
        }
    }

    private func executeFor(_ loop: ForIn, _ f: Frame, label: String?) throws(ExpressionError) -> Flow {
        let sequence = try evaluate(loop.sequence, f)
        let elements = try self.elements(of: sequence, at: loop.sequence.range)
        for element in elements {
            let body = f.nested()
            guard try match(loop.pattern, element, body, at: loop.sequence.range) else { continue }
            if let filter = loop.filter, !(try condition(filter, body)) { continue }
            if let exit = loopExit(try execute(loop.body, body), label: label) { return exit }
        }
        return .normal
    }

    private func executeWhile(_ conditions: [StatementCondition], _ body: [Statement], _ f: Frame, label: String?) throws(ExpressionError) -> Flow {
        while true {
            let inner = f.nested()
            guard try conditionsHold(conditions, inner) else { return .normal }
            if let exit = loopExit(try execute(body, inner), label: label) { return exit }
        }
    }

    private func executeSwitch(_ sw: SwitchStatement, _ f: Frame, last: Bool, at range: SourceRange) throws(ExpressionError) -> Flow {
        let subject = try evaluate(sw.subject, f)
        var falling = false
        for c in sw.cases {
            let scope = f.nested()
            var matched = falling
            if !matched {
                for p in c.patterns {
                    let attempt = scope.nested()
                    if try match(p.pattern, subject, attempt, at: sw.subject.range),
                       try p.filter.map({ (x: Expr) throws(ExpressionError) -> Bool in try condition(x, attempt) }) ?? true {
                        matched = true
                        let flow = try execute(c.body, attempt, valueOfLast: last)
                        return try afterCase(flow, sw, c, f, last: last, at: range)
                    }
                }
            }
            if matched {
                let flow = try execute(c.body, scope, valueOfLast: last)
                if case .fellThrough = flow { falling = true; continue }
                if case .broke(nil) = flow { return .normal }
                return flow
            }
        }
        if falling { return .normal }
        throw ExpressionError(.value, at: range, "no case of the switch matches \(describe(subject))")
    }

    /// After a case ran: `fallthrough` runs the next case's body; `break` leaves the switch.
    private func afterCase(_ flow: Flow, _ sw: SwitchStatement, _ c: SwitchCase, _ f: Frame, last: Bool, at range: SourceRange) throws(ExpressionError) -> Flow {
        switch flow {
        case .fellThrough:
            guard let i = sw.cases.firstIndex(where: { $0.range == c.range }), i + 1 < sw.cases.count else { return .normal }
            let next = try execute(sw.cases[i + 1].body, f.nested(), valueOfLast: last)
            return try afterCase(next, sw, sw.cases[i + 1], f, last: last, at: range)
        case .broke(nil): return .normal
        default: return flow
        }
    }

    /// Whether every condition holds, binding `if let` names in `f`'s scope as it goes.
    package func conditionsHold(_ conditions: [StatementCondition], _ f: Frame) throws(ExpressionError) -> Bool {
        for c in conditions {
            switch c {
            case let .boolean(e):
                guard try condition(e, f) else { return false }
            case let .optionalBinding(name, value):
                let v = try evaluate(value, f)
                if case .none = v { return false }
                // Mutable, for `if var`/`guard var` (Swift rejects a write to an `if let` name, so real
                // code never writes one).
                f.scope.declare(name, v, isLet: false)
            case let .matches(pattern, value):
                guard try match(pattern, try evaluate(value, f), f, at: value.range) else { return false }
            case .available:
                continue
            }
        }
        return true
    }

    /// `let`/`var` in a body.
    package func declare(_ v: VariableDeclaration, _ f: Frame) throws(ExpressionError) {
        for b in v.bindings {
            if b.getter != nil {
                throw Self.unsupported("a local computed variable", "declare it as a function or a let", at: b.nameRange)
            }
            var value: SwiftValue = .none
            if let initializer = b.initializer {
                value = try coerce(try evaluate(initializer, f.floating(isFloating(b.type))), to: b.type, at: initializer.range)
            } else if v.isLet || (!b.type.isEmpty && !b.type.hasSuffix("?") && !b.type.hasSuffix("!")) {
                value = .void   // declared, assigned later (a `let` optional too: only a `var` starts as nil)
            }
            if case .binding = b.pattern {
                f.scope.declare(b.name, value, isLet: v.isLet)
            } else {
                guard try match(b.pattern, value, f, at: b.nameRange) else {
                    throw ExpressionError(.value, at: b.nameRange, "\(describe(value)) does not fit the pattern '\(b.pattern)'")
                }
            }
        }
    }

    /// A function or type declared inside a body.
    package func declareLocal(_ d: Declaration, _ f: Frame) throws(ExpressionError) {
        switch d.kind {
        case let .function(fn):
            let closure = Expr.Closure(body: fn.body ?? [], range: d.range, parameters: fn.parameters.map(\.name))
            f.scope.declare(fn.name, .function(Function(.closure(closure, f.scope, origin: f.origin, receiver: f.receiver?.value))))
        case .ignored:
            return
        case .type where nestedType(d.name, f) != nil:
            // Added with the body's owner when the files were read (``Program/addLocalTypes(_:in:origin:)``).
            return
        default:
            throw Self.unsupported("a \(d.name.isEmpty ? "declaration" : "type '\(d.name)'") inside a body", "declare it at the top level of the file", at: d.nameRange)
        }
    }

    /// Whether a value is `()` (a statement's result, not a view).
    package func isVoid(_ v: SwiftValue) -> Bool {
        if case .void = v { return true }
        return false
    }
}
