import BoardModel
extension Expr {
    /// The expression with every bare name in `values` replaced by its value
    /// (a closure parameter by an element, a constant by its literal); the
    /// replaced nodes keep their own source ranges, so errors still point here.
    public func substituting(_ values: [String: Expr]) -> Expr {
        guard !values.isEmpty else { return self }
        return replacingNames({ values[$0]?.kind }, inClosure: { c in
            // Parameters of an inner closure shadow outer names.
            let inner = values.filter { !c.parameters.contains($0.key) }
            return Closure(body: c.body.map { $0.substituting(inner) }, range: c.range, parameters: c.parameters)
        })
    }

    /// The expression with every bare name in `members` read as a static member of the
    /// enclosing type (`opacity` → `.opacity`), as Swift reads a name inside a type's own
    /// static member; a member's name after a dot is not a bare name.
    public func implicitMembers(_ members: Set<String>) -> Expr {
        guard !members.isEmpty else { return self }
        return replacingNames({ members.contains($0) ? .implicitMember($0) : nil }, inClosure: { $0 })
    }

    /// The expression with each bare name `replacement` gives a node for replaced by it
    /// (keeping the name's source range), and each trailing closure passed through `inClosure`.
    package func replacingNames(_ replacement: (String) -> Expr.Kind?, inClosure: (Closure) -> Closure) -> Expr {
        func sub(_ e: Expr) -> Expr { e.replacingNames(replacement, inClosure: inClosure) }
        func subArguments(_ list: [Argument]) -> [Argument] {
            list.map { Argument(label: $0.label, labelRange: $0.labelRange, value: sub($0.value), followsTrailingClosure: $0.followsTrailingClosure) }
        }
        switch kind {
        case let .identifier(name):
            guard let value = replacement(name) else { return self }
            return Expr(value, range: range)
        case .number, .string, .bool, .nilLiteral, .implicitMember, .keyPath, .type, .unsupported, .statement, .opaque:
            return self
        case let .member(base, name, nameRange):
            return Expr(.member(sub(base), name: name, nameRange: nameRange), range: range)
        case let .call(callee, arguments, closure):
            return Expr(.call(sub(callee), arguments: subArguments(arguments), trailingClosure: closure.map(inClosure)), range: range)
        case let .tuple(elements):
            return Expr(.tuple(subArguments(elements)), range: range)
        case let .binary(op, l, r):
            return Expr(.binary(op, sub(l), sub(r)), range: range)
        case let .prefix(op, e):
            return Expr(.prefix(op, sub(e)), range: range)
        case let .ternary(c, a, b):
            return Expr(.ternary(sub(c), sub(a), sub(b)), range: range)
        case let .array(items):
            return Expr(.array(items.map(sub)), range: range)
        case let .interpolation(segments):
            return Expr(.interpolation(segments.map { if case let .expression(e) = $0 { .expression(sub(e)) } else { $0 } }), range: range)
        case let .dictionary(elements):
            return Expr(.dictionary(elements.map { DictionaryElement(key: sub($0.key), value: sub($0.value)) }), range: range)
        case let .closure(c):
            return Expr(.closure(inClosure(c)), range: range)
        case let .subscripted(base, arguments):
            return Expr(.subscripted(sub(base), arguments: subArguments(arguments)), range: range)
        case let .postfix(op, e):
            return Expr(.postfix(op, sub(e)), range: range)
        case let .optionalChain(e):
            return Expr(.optionalChain(sub(e)), range: range)
        case let .assignment(op, target, value):
            return Expr(.assignment(op, sub(target), sub(value)), range: range)
        case let .cast(op, e, type):
            return Expr(.cast(op, sub(e), type: type), range: range)
        }
    }
}

extension Statement {
    /// The statement with bare names substituted in its expressions (a view builder's
    /// expression statements; other statements are kept as written).
    package func substituting(_ values: [String: Expr]) -> Statement {
        guard case let .expression(e) = kind else { return self }
        return Statement(.expression(e.substituting(values)), range: range)
    }
}

extension Expr {
    /// The expression with every node's range replaced by `range` (an inlined
    /// declaration's errors point at where it is used). With `origin` (the Swift file the
    /// node was written in), each node keeps where it was first written (``written``).
    package func relocated(to range: SourceRange, from origin: Int? = nil) -> Expr {
        func r(_ e: Expr) -> Expr { e.relocated(to: range, from: origin) }
        func args(_ a: [Argument]) -> [Argument] {
            a.map { Argument(label: $0.label, labelRange: $0.labelRange.map { _ in range }, value: r($0.value), followsTrailingClosure: $0.followsTrailingClosure) }
        }
        var moved = relocatedNode(to: range, r, args)
        moved.written = written ?? origin.map { WrittenAt(origin: $0, range: writtenRange) }
        return moved
    }

    /// The part of the node a message points at: a modifier from its name (`.frame(…)`, not the
    /// view it modifies), anything else whole.
    private var writtenRange: SourceRange {
        switch kind {
        case let .member(_, _, nameRange): SourceRange(nameRange.start, range.end)
        case let .call(callee, _, _):
            if case let .member(_, _, nameRange) = callee.kind { SourceRange(nameRange.start, range.end) } else { range }
        default: range
        }
    }

    private func relocatedNode(to range: SourceRange, _ r: (Expr) -> Expr, _ args: ([Argument]) -> [Argument]) -> Expr {
        switch kind {
        case .number, .string, .bool, .nilLiteral, .identifier, .implicitMember, .keyPath, .type, .unsupported, .opaque, .statement,
             .interpolation, .dictionary, .closure, .subscripted, .postfix, .optionalChain, .assignment, .cast:
            return Expr(kind, range: range)
        case let .member(base, name, _): return Expr(.member(r(base), name: name, nameRange: range), range: range)
        case let .call(callee, arguments, closure):
            // A closure the interpreter keeps to run later (an action) stays whole; view content moves.
            let c = closure.map { $0.captured != nil ? $0 : Closure(statements: $0.statements.map(r), range: range, parameters: $0.parameters) }
            return Expr(.call(r(callee), arguments: args(arguments), trailingClosure: c), range: range)
        case let .tuple(elements): return Expr(.tuple(args(elements)), range: range)
        case let .binary(op, l, rr): return Expr(.binary(op, r(l), r(rr)), range: range)
        case let .prefix(op, e): return Expr(.prefix(op, r(e)), range: range)
        case let .ternary(c, a, b): return Expr(.ternary(r(c), r(a), r(b)), range: range)
        case let .array(items): return Expr(.array(items.map(r)), range: range)
        }
    }
}
