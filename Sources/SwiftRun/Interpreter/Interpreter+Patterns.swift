import SwiftFront
import BoardScene
import BoardModel
/// Patterns: `case .some(let x)`, `case 0..<5`, `case (let a, _)`, `if case .tile(let n) = kind`.
extension Interpreter {
    /// Whether `value` matches `pattern`; the names it binds are declared in `f`'s scope.
    package func match(_ pattern: Pattern, _ value: SwiftValue, _ f: Frame, at range: SourceRange) throws(ExpressionError) -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case let .binding(name):
            f.scope.declare(name, value)
            return true
        case let .expression(e):
            var candidate = try evaluate(e, f)
            if let type = typeName(of: value) { candidate = try coerce(candidate, to: type, at: e.range) }
            if case let .range(lower, upper, closed) = candidate { return try contains(lower, upper, closed: closed, value, at: e.range) }
            if case let .binding(name) = pattern { f.scope.declare(name, value) }
            return equal(candidate, value)
        case let .enumCase(type, name, arguments, caseRange):
            return try matchCase(type, name, arguments, value, f, at: caseRange)
        case let .tuple(items):
            guard case let .tuple(values, _) = value, values.count == items.count else { return false }
            for (p, v) in zip(items, values) where !(try match(p, v, f, at: range)) { return false }
            return true
        case let .isType(type):
            return matches(value, type: Program.baseTypeName(type))
        case let .cast(inner, type):
            guard matches(value, type: Program.baseTypeName(type)) else { return false }
            return try match(inner, try coerce(value, to: type, at: range), f, at: range)
        case let .some(inner):
            if case .none = value { return false }
            return try match(inner, value, f, at: range)
        }
    }

    private func matchCase(_ type: String?, _ name: String, _ arguments: [(label: String?, pattern: Pattern)]?,
                           _ value: SwiftValue, _ f: Frame, at range: SourceRange) throws(ExpressionError) -> Bool {
        // Optionals: `.none`, `.some(let x)`.
        if name == "none", type == nil || type == "Optional" {
            if case .none = value { return true }
            if case .enumCase = value {} else { return false }
        }
        if name == "some", type == nil || type == "Optional" {
            if case .none = value { return false }
            if case .enumCase = value {} else {
                guard let p = arguments?.first?.pattern else { return true }
                return try match(p, value, f, at: range)
            }
        }
        switch value {
        case let .enumCase(c):
            guard c.name == name, type.map({ Program.baseTypeName($0) == Program.baseTypeName(c.type) || program.type($0)?.name == c.type }) ?? true else {
                return false
            }
            guard let arguments else { return true }
            guard arguments.count == c.associated.count else {
                // `case .tile(let all)` binds the associated values as a tuple.
                if arguments.count == 1, c.associated.count > 1 {
                    return try match(arguments[0].pattern, .tuple(c.associated, labels: c.labels), f, at: range)
                }
                return false
            }
            for (p, v) in zip(arguments, c.associated) where !(try match(p.pattern, v, f, at: range)) { return false }
            return true
        case .swiftUI:
            return try matchesSymbolic(name, value)
        default:
            // A static member of a struct (`case .zero` for an Angle): compare with it.
            guard arguments == nil, let t = typeName(of: value) else { return false }
            let candidate = try coerce(.swiftUI(Expr(.implicitMember(name), range: range), origin: currentOrigin), to: t, at: range)
            return equal(candidate, value)
        }
    }

    private func matchesSymbolic(_ name: String, _ value: SwiftValue) throws(ExpressionError) -> Bool {
        guard case let .swiftUI(e, _) = value else { return false }
        if case let .implicitMember(n) = e.kind { return n == name }
        if case let .member(_, n, _) = e.kind { return n == name }
        return false
    }

    /// `lower..<upper ~= value`.
    package func contains(_ lower: SwiftValue, _ upper: SwiftValue, closed: Bool, _ value: SwiftValue, at range: SourceRange) throws(ExpressionError) -> Bool {
        // A partial range (`10...`, `..<5`): no bound on its open side.
        if case .none = lower {} else { guard try compare(lower, value, at: range) <= 0 else { return false } }
        if case .none = upper { return true }
        let c = try compare(value, upper, at: range)
        return closed ? c <= 0 : c < 0
    }
}
