import BoardModel
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
        case let .interpolation(segments):
            return "\"" + segments.map { segment -> String in
                switch segment {
                case let .text(t): String(Quoting.stringLiteral(t).dropFirst().dropLast())
                case let .expression(e): "\\(" + e.description + ")"
                }
            }.joined() + "\""
        case let .dictionary(elements):
            return elements.isEmpty ? "[:]" : "[" + elements.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
        case let .closure(c):
            return c.description
        case let .subscripted(base, arguments):
            return base.description + "[" + arguments.map(\.description).joined(separator: ", ") + "]"
        case let .postfix(op, e):
            return Self.operand(e) + op
        case let .optionalChain(e):
            return Self.operand(e) + "?"
        case let .assignment(op, target, value):
            return "\(target) \(op) \(Self.operand(value))"
        case let .cast(op, e, type):
            return "\(Self.operand(e)) \(op) \(type)"
        case let .statement(s):
            return s.description
        case let .type(t):
            return t
        case let .unsupported(construct, _):
            return construct
        case let .opaque(v):
            return v.description
        }
    }

    /// An operand, parenthesised when it is itself an operation.
    package static func operand(_ e: Expr) -> String {
        switch e.kind {
        case .binary, .ternary, .assignment, .cast: "(" + e.description + ")"
        default: e.description
        }
    }

    /// A bare name, in backticks when it is a literal keyword (`` `true` ``);
    /// after a dot no name needs them.
    package static func printedName(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Swift's keywords that a bare name must escape.
    package static let keywords: Set<String> = [
        "true", "false", "nil", "default", "case", "switch", "if", "else", "for", "in", "while", "repeat", "do",
        "return", "break", "continue", "fallthrough", "let", "var", "func", "struct", "class", "enum", "protocol",
        "extension", "import", "init", "deinit", "subscript", "static", "operator", "typealias", "where", "guard",
        "defer", "throw", "throws", "rethrows", "try", "catch", "is", "as", "inout", "internal", "private", "public",
        "fileprivate", "associatedtype", "super",
    ]
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
        return body.isEmpty && parameters.isEmpty
            ? "{ }" : "{ " + head + body.map(\.description).joined(separator: "; ") + " }"
    }
}

extension Statement: CustomStringConvertible {
    /// The statement on one line, in canonical form: `let x = 1`, `if a { b } else { c }`.
    public var description: String {
        func block(_ list: [Statement]) -> String {
            list.isEmpty ? "{ }" : "{ " + list.map(\.description).joined(separator: "; ") + " }"
        }
        func conditions(_ list: [StatementCondition]) -> String { list.map(\.description).joined(separator: ", ") }
        switch kind {
        case let .expression(e): return e.description
        case let .variable(v): return v.description
        case let .declaration(d): return d.name.isEmpty ? "declaration" : "declaration of \(d.name)"
        case let .ifStatement(s):
            var out = "if \(conditions(s.conditions)) \(block(s.then))"
            if let otherwise = s.otherwise {
                out += otherwise.count == 1 && { if case .ifStatement = otherwise[0].kind { true } else { false } }()
                    ? " else " + otherwise[0].description : " else " + block(otherwise)
            }
            return out
        case let .guardStatement(c, otherwise): return "guard \(conditions(c)) else \(block(otherwise))"
        case let .switchStatement(s):
            return "switch \(s.subject) { " + s.cases.map { c in
                "case " + c.patterns.map { $0.pattern.description + ($0.filter.map { " where \($0)" } ?? "") }.joined(separator: ", ")
                    + ": " + c.body.map(\.description).joined(separator: "; ")
            }.joined(separator: "; ") + " }"
        case let .forIn(f): return "for \(f.pattern) in \(f.sequence)" + (f.filter.map { " where \($0)" } ?? "") + " " + block(f.body)
        case let .whileLoop(c, body): return "while \(conditions(c)) \(block(body))"
        case let .repeatWhile(body, c): return "repeat \(block(body)) while \(c)"
        case let .returnStatement(e): return e.map { "return \($0)" } ?? "return"
        case let .breakStatement(label): return label.map { "break \($0)" } ?? "break"
        case let .continueStatement(label): return label.map { "continue \($0)" } ?? "continue"
        case .fallthroughStatement: return "fallthrough"
        case let .block(body): return "do " + block(body)
        case let .doCatch(body, catches): return "do " + block(body) + catches.map { " catch " + block($0.body) }.joined()
        case let .labeled(label, s): return "\(label): \(s)"
        case let .unsupported(construct, _): return construct
        }
    }
}

extension StatementCondition: CustomStringConvertible {
    /// `x > 0`, `let x = y`, `case .a = x`.
    public var description: String {
        switch self {
        case let .boolean(e): e.description
        case let .optionalBinding(name, value): value.kind == .identifier(name) ? "let \(name)" : "let \(name) = \(value)"
        case let .matches(p, e): "case \(p) = \(e)"
        case .available: "#available(*)"
        }
    }
}

extension VariableDeclaration: CustomStringConvertible {
    /// `let x = 1`, `var y: Double`, `var z: Int { … }`.
    public var description: String {
        (isLet ? "let " : "var ") + bindings.map { b in
            var out = b.name.isEmpty ? b.pattern.description : b.name
            if !b.type.isEmpty { out += ": " + b.type }
            if let i = b.initializer { out += " = " + i.description }
            if b.getter != nil { out += " { … }" }
            return out
        }.joined(separator: ", ")
    }
}
