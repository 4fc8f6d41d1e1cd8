/// Rewrites an expression before it is evaluated, the way the Swift compiler
/// would see it: named constants replaced by their values, constant
/// arithmetic, comparisons and conditionals folded (`phase.isIdentity ? 0 : 78`
/// in a phase, `0.825 / 4`), spellings that mean a simpler one rewritten
/// (`AnyTransition(.scale)` → `.scale`), and transitions and animations
/// declared in Swift (``SwiftDeclarations``) inlined with their arguments.
///
/// Every rewritten node keeps the source range of what it replaces, so an
/// error in the result still points at what the user wrote.
public struct ExpressionNormalizer: Sendable {
    /// Named values: `duration`, `Constants.offset`.
    public var constants: [String: Expr] = [:]
    /// Static members declared in Swift that inline where they are used: transitions.
    public var transitions: [String: SwiftFunction] = [:]
    /// Static members declared in Swift that inline where they are used: animations.
    public var animations: [String: SwiftFunction] = [:]
    /// The names that are SwiftUI's own and are never replaced by a declaration.
    public var builtins: Set<String> = []
    /// SwiftUI's own static members of AnyTransition, which a declaration's body may name
    /// without the leading dot (`move(edge: .top).combined(with: opacity)`).
    public var transitionBuiltins: Set<String> = []
    /// SwiftUI's own static members of Animation, the same for animation declarations.
    public var animationBuiltins: Set<String> = []
    /// Declarations a Swift file has but boardgen cannot read, with the first problem:
    /// using one is an error that says so (rather than "unknown").
    public var unreadable: [String: BoardFileError.Diagnostic] = [:]

    /// How deep constants and declarations may inline one another.
    public static let maximumDepth = 16

    /// Creates a normalizer.
    public init(constants: [String: Expr] = [:]) { self.constants = constants }

    /// The rewritten expression.
    public func normalize(_ e: Expr) throws(ExpressionError) -> Expr {
        try rewrite(e, depth: 0)
    }

    func rewrite(_ e: Expr, depth: Int) throws(ExpressionError) -> Expr {
        guard depth < Self.maximumDepth else {
            throw ExpressionError(.tooDeep, at: e.range, "'\(Quoting.clip(e.description))' refers to itself through constants or declarations")
        }
        func sub(_ x: Expr) throws(ExpressionError) -> Expr { try rewrite(x, depth: depth) }
        func at(_ kind: Expr.Kind) -> Expr { Expr(kind, range: e.range) }
        switch e.kind {
        case .number, .string, .bool, .nilLiteral, .keyPath:
            return e
        case let .identifier(name):
            // A constant's expression comes from elsewhere (a Swift file, "let"): it takes
            // the place of its name, so errors inside it point at the use.
            if let value = constants[name] { return at(try rewrite(value.relocated(to: e.range), depth: depth + 1).kind) }
            try checkReadable(name, at: e)
            return e
        case let .implicitMember(name):
            if let inlined = try inline(name, arguments: nil, at: e, depth: depth) { return inlined }
            return e
        case let .member(base, name, nameRange):
            if case let .identifier(type) = base.kind, let value = constants[type + "." + name] {
                return at(try rewrite(value.relocated(to: e.range), depth: depth + 1).kind)
            }
            if case let .identifier(type) = base.kind, ["AnyTransition", "Animation", "Transition"].contains(type),
               let inlined = try inline(name, arguments: nil, at: e, depth: depth) {
                return inlined
            }
            let b = try sub(base)
            if let folded = Self.phaseMember(b, name) { return at(folded) }
            return at(.member(b, name: name, nameRange: nameRange))
        case let .call(callee, arguments, closure):
            var args: [Expr.Argument] = []
            for a in arguments { args.append(Expr.Argument(label: a.label, labelRange: a.labelRange, value: try sub(a.value))) }
            // `AnyTransition(.scale)`, `AnyTransition(.move(edge: .top))`: the transition itself.
            if case .identifier("AnyTransition") = callee.kind, args.count == 1, args[0].label == nil, closure == nil {
                return args[0].value
            }
            switch callee.kind {
            case let .implicitMember(name):
                if let inlined = try inline(name, arguments: args, at: e, depth: depth) { return inlined }
            case let .member(base, name, _):
                if case let .identifier(type) = base.kind, ["AnyTransition", "Animation", "Transition"].contains(type),
                   let inlined = try inline(name, arguments: args, at: e, depth: depth) {
                    return inlined
                }
            default:
                break
            }
            let folded = try NumericFolding.value(at(.call(callee, arguments: args, trailingClosure: nil)))
            if closure == nil, let folded, args.allSatisfy({ if case .number = $0.value.kind { true } else { false } }) {
                return Self.number(folded, at: e.range)
            }
            return at(.call(try sub(callee), arguments: args, trailingClosure: closure))
        case let .tuple(elements):
            var items: [Expr.Argument] = []
            for a in elements { items.append(Expr.Argument(label: a.label, labelRange: a.labelRange, value: try sub(a.value))) }
            return at(.tuple(items))
        case let .array(items):
            var result: [Expr] = []
            for item in items { result.append(try sub(item)) }
            return at(.array(result))
        case let .prefix(op, operand):
            let o = try sub(operand)
            switch (op, o.kind) {
            case let ("-", .number(n)): return Self.number(-n.value, at: e.range)
            case let ("!", .bool(b)): return at(.bool(!b))
            default: return at(.prefix(op, o))
            }
        case let .binary(op, l, r):
            let a = try sub(l), b = try sub(r)
            if let folded = try Self.fold(op, a, b, at: e) { return folded }
            return at(.binary(op, a, b))
        case let .ternary(c, x, y):
            let condition = try sub(c)
            if case let .bool(b) = condition.kind { return try sub(b ? x : y) }
            return at(.ternary(condition, try sub(x), try sub(y)))
        default:
            return e
        }
    }

    /// A declaration used by name, inlined: its body with its parameters bound to `arguments`.
    /// Throws when `name` is a declaration boardgen could not read.
    func checkReadable(_ name: String, at e: Expr) throws(ExpressionError) {
        guard !builtins.contains(name), let problem = unreadable[name] else { return }
        var error = ExpressionError(.unsupported, at: e.range,
                                    "'\(name)' is declared at \(problem.location), but boardgen cannot read it: \(problem.message)")
        error.declaration = "\(problem.location)"
        throw error
    }

    func inline(_ name: String, arguments: [Expr.Argument]?, at e: Expr, depth: Int) throws(ExpressionError) -> Expr? {
        guard !builtins.contains(name), let function = transitions[name] ?? animations[name] else {
            try checkReadable(name, at: e)
            return nil
        }
        // Inside `extension AnyTransition { … }` the type's static members need no dot,
        // and they shadow file-level names (Swift looks in the type before the file).
        let ownMembers = transitions[name] != nil
            ? transitionBuiltins.union(transitions.keys) : animationBuiltins.union(animations.keys)
        if function.isFunction, arguments == nil {
            throw ExpressionError(.arguments, at: e.range,
                                  "'\(name)' is a function (declared at \(function.location)); call it, as in .\(name)(…)")
        }
        if !function.isFunction, arguments != nil {
            throw ExpressionError(.arguments, at: e.range,
                                  "'\(name)' is a property (declared at \(function.location)), not a function; write .\(name) without parentheses")
        }
        var values: [String: Expr] = [:]
        var given = arguments ?? []
        for p in function.parameters {
            if let i = given.firstIndex(where: { $0.label == p.label }) {
                values[p.name] = given.remove(at: i).value
            } else if let d = p.defaultValue {
                values[p.name] = d.expr
            } else {
                throw ExpressionError(.arguments, at: e.range,
                                      "'\(name)' (declared at \(function.location)) needs '\(p.label ?? "_"):' \(p.type)")
            }
        }
        if let extra = given.first {
            throw ExpressionError(.arguments, at: extra.value.range,
                                  "'\(name)' (declared at \(function.location)) has no parameter '\(extra.label ?? "_")'")
        }
        var shadowing = ownMembers.subtracting(function.parameters.map(\.name))
        for binding in function.body.bindings {
            values[binding.name] = binding.value.expr.implicitMembers(shadowing).substituting(values)
            shadowing.remove(binding.name)
        }
        let body = function.body.result.expr.implicitMembers(shadowing).substituting(values)
        return Expr(try rewrite(body.relocated(to: e.range), depth: depth + 1).kind, range: e.range)
    }

    /// `phase.isIdentity`, `phase.value` once `phase` is a known phase (`.identity`).
    static func phaseMember(_ base: Expr, _ name: String) -> Expr.Kind? {
        guard case let .implicitMember(p) = base.kind, let phase = ["willAppear": -1.0, "identity": 0, "didDisappear": 1][p] else {
            return nil
        }
        switch name {
        case "isIdentity": return .bool(phase == 0)
        case "value": return .number(NumberLiteral(value: phase, text: String(Int(phase)), isInteger: true))
        default: return nil
        }
    }

    /// Folds an operation of two constants.
    static func fold(_ op: String, _ a: Expr, _ b: Expr, at e: Expr) throws(ExpressionError) -> Expr? {
        switch (a.kind, b.kind) {
        case let (.number(x), .number(y)):
            if let v = try NumericFolding.value(Expr(.binary(op, a, b), range: e.range)) { return number(v, at: e.range) }
            let result: Bool? = switch op {
            case "==": x.value == y.value
            case "!=": x.value != y.value
            case "<": x.value < y.value
            case "<=": x.value <= y.value
            case ">": x.value > y.value
            case ">=": x.value >= y.value
            default: nil
            }
            return result.map { Expr(.bool($0), range: e.range) }
        case let (.bool(x), .bool(y)):
            let result: Bool? = switch op {
            case "&&": x && y
            case "||": x || y
            case "==": x == y
            case "!=": x != y
            default: nil
            }
            return result.map { Expr(.bool($0), range: e.range) }
        case let (.implicitMember(x), .implicitMember(y)) where op == "==" || op == "!=":
            return Expr(.bool((x == y) == (op == "==")), range: e.range)
        case let (.bool(x), _) where op == "&&" && !x, let (.bool(x), _) where op == "||" && x:
            return Expr(.bool(x), range: e.range)
        default:
            return nil
        }
    }

    /// A number literal for a folded value.
    static func number(_ v: Double, at range: SourceRange) -> Expr {
        let text: String = v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
        return Expr(.number(NumberLiteral(value: v, text: text, isInteger: false)), range: range)
    }
}

extension Expr {
    /// The expression with every node's range replaced by `range` (an inlined
    /// declaration's errors point at where it is used).
    func relocated(to range: SourceRange) -> Expr {
        func r(_ e: Expr) -> Expr { e.relocated(to: range) }
        func args(_ a: [Argument]) -> [Argument] {
            a.map { Argument(label: $0.label, labelRange: $0.labelRange.map { _ in range }, value: r($0.value)) }
        }
        switch kind {
        case .number, .string, .bool, .nilLiteral, .identifier, .implicitMember, .keyPath:
            return Expr(kind, range: range)
        case let .member(base, name, _): return Expr(.member(r(base), name: name, nameRange: range), range: range)
        case let .call(callee, arguments, closure):
            let c = closure.map { Closure(statements: $0.statements.map(r), range: range, parameters: $0.parameters) }
            return Expr(.call(r(callee), arguments: args(arguments), trailingClosure: c), range: range)
        case let .tuple(elements): return Expr(.tuple(args(elements)), range: range)
        case let .binary(op, l, rr): return Expr(.binary(op, r(l), r(rr)), range: range)
        case let .prefix(op, e): return Expr(.prefix(op, r(e)), range: range)
        case let .ternary(c, a, b): return Expr(.ternary(r(c), r(a), r(b)), range: range)
        case let .array(items): return Expr(.array(items.map(r)), range: range)
        default: return Expr(kind, range: range)
        }
    }
}
