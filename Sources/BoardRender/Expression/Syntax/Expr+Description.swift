/// Canonical printing: one line, a space after each `:` and `,`, string
/// literals re-escaped, numbers as written, closures as `{ a; b }`.
extension Expr: CustomStringConvertible {
    /// The expression in canonical form; parsing it again gives the same tree
    /// (up to source ranges).
    public var description: String {
        switch kind {
        case let .number(n): return n.text
        case let .string(s): return Quoting.stringLiteral(s)
        case let .bool(b): return b ? "true" : "false"
        case .nilLiteral: return "nil"
        case let .identifier(name): return Self.printedName(name)
        case let .implicitMember(name): return "." + name
        case let .member(base, name, _): return base.description + "." + name
        case let .call(callee, arguments, closure):
            var out = callee.description
            if !arguments.isEmpty || closure == nil {
                out += "(" + arguments.map(\.description).joined(separator: ", ") + ")"
            }
            if let closure { out += " " + closure.description }
            return out
        case let .tuple(elements):
            return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case let .binary(op, l, r):
            let tight = op == "..<" || op == "..."
            return Self.operand(l) + (tight ? op : " \(op) ") + Self.operand(r)
        case let .prefix(op, e):
            return op + Self.operand(e)
        case let .ternary(c, a, b):
            return "\(Self.operand(c)) ? \(Self.operand(a)) : \(Self.operand(b))"
        case let .array(items):
            return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case let .keyPath(components):
            return "\\" + components.joined(separator: ".")
        }
    }

    /// An operand, parenthesised when it is itself an operation.
    static func operand(_ e: Expr) -> String {
        switch e.kind {
        case .binary, .ternary: "(" + e.description + ")"
        default: e.description
        }
    }

    /// A bare name, in backticks when it is a literal keyword (`` `true` ``);
    /// after a dot no name needs them.
    static func printedName(_ name: String) -> String {
        ["true", "false", "nil"].contains(name) ? "`\(name)`" : name
    }
}

extension Expr.Argument: CustomStringConvertible {
    /// `label: value` or `value`.
    public var description: String {
        label.map { "\($0): \(value)" } ?? value.description
    }
}

extension Expr.Closure: CustomStringConvertible {
    /// `{ a; b }`, `{ item in a }`, or `{ }` when empty.
    public var description: String {
        let head = parameters.isEmpty ? "" : parameters.joined(separator: ", ") + " in "
        return statements.isEmpty && parameters.isEmpty
            ? "{ }" : "{ " + head + statements.map(\.description).joined(separator: "; ") + " }"
    }
}
