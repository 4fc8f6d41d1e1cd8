extension Expr {
    /// The expression with every bare name in `values` replaced by its value
    /// (a closure parameter by an element, a constant by its literal); the
    /// replaced nodes keep their own source ranges, so errors still point here.
    public func substituting(_ values: [String: Expr]) -> Expr {
        guard !values.isEmpty else { return self }
        func sub(_ e: Expr) -> Expr { e.substituting(values) }
        switch kind {
        case let .identifier(name):
            guard let value = values[name] else { return self }
            return Expr(value.kind, range: range)
        case .number, .string, .bool, .nilLiteral, .implicitMember, .keyPath:
            return self
        case let .member(base, name, nameRange):
            return Expr(.member(sub(base), name: name, nameRange: nameRange), range: range)
        case let .call(callee, arguments, closure):
            let args = arguments.map { Argument(label: $0.label, labelRange: $0.labelRange, value: sub($0.value)) }
            let body = closure.map { c -> Closure in
                // Parameters of an inner closure shadow outer names.
                let inner = values.filter { !c.parameters.contains($0.key) }
                return Closure(statements: c.statements.map { $0.substituting(inner) }, range: c.range, parameters: c.parameters)
            }
            return Expr(.call(sub(callee), arguments: args, trailingClosure: body), range: range)
        case let .tuple(elements):
            return Expr(.tuple(elements.map { Argument(label: $0.label, labelRange: $0.labelRange, value: sub($0.value)) }), range: range)
        case let .binary(op, l, r):
            return Expr(.binary(op, sub(l), sub(r)), range: range)
        case let .prefix(op, e):
            return Expr(.prefix(op, sub(e)), range: range)
        case let .ternary(c, a, b):
            return Expr(.ternary(sub(c), sub(a), sub(b)), range: range)
        case let .array(items):
            return Expr(.array(items.map(sub)), range: range)
        }
    }
}

extension Expr {
    /// The expression with every bare name in `members` read as a static member of the
    /// enclosing type (`opacity` → `.opacity`), as Swift reads a name inside a type's own
    /// static member; a member's name after a dot is not a bare name.
    public func implicitMembers(_ members: Set<String>) -> Expr {
        guard !members.isEmpty else { return self }
        func sub(_ e: Expr) -> Expr { e.implicitMembers(members) }
        switch kind {
        case let .identifier(name):
            return members.contains(name) ? Expr(.implicitMember(name), range: range) : self
        case .number, .string, .bool, .nilLiteral, .implicitMember, .keyPath:
            return self
        case let .member(base, name, nameRange):
            return Expr(.member(sub(base), name: name, nameRange: nameRange), range: range)
        case let .call(callee, arguments, closure):
            let args = arguments.map { Argument(label: $0.label, labelRange: $0.labelRange, value: sub($0.value)) }
            return Expr(.call(sub(callee), arguments: args, trailingClosure: closure), range: range)
        case let .tuple(elements):
            return Expr(.tuple(elements.map { Argument(label: $0.label, labelRange: $0.labelRange, value: sub($0.value)) }), range: range)
        case let .binary(op, l, r):
            return Expr(.binary(op, sub(l), sub(r)), range: range)
        case let .prefix(op, e):
            return Expr(.prefix(op, sub(e)), range: range)
        case let .ternary(c, a, b):
            return Expr(.ternary(sub(c), sub(a), sub(b)), range: range)
        case let .array(items):
            return Expr(.array(items.map(sub)), range: range)
        }
    }
}
