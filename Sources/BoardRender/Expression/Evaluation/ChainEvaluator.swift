/// Evaluates the member chains of one type — `.easeInOut(duration: 0.7).speed(0.25)`,
/// `Animation.easeIn`, `UnitPoint(x: 0.2, y: 0.8)` — from signature tables.
///
/// - A static member, `.name` or `TypeName.name`, with or without an argument
///   list, is resolved in ``members``.
/// - A member of a value, `value.name(…)`, is resolved in ``modifiers``,
///   whose results are functions applied to the value.
/// - `TypeName(…)` is resolved with ``initializer``.
///
/// Transitions, unit points and views follow the same pattern with their own
/// tables; their builders read nested values with ``BoundArguments/value(_:_:)``
/// and another evaluator.
public struct ChainEvaluator<Value>: Sendable {
    /// A modifier's result: what it does to the value it follows.
    public typealias Modifier = @Sendable (Value) throws -> Value

    /// The type: its name is the qualifier (`Animation.easeIn`), its noun
    /// appears in "expected …" messages.
    public var type: ValueType
    /// Other names accepted as qualifiers (`AnyTransition` beside `Transition`).
    public var aliases: [String]
    /// Static members: `.easeIn`, `.spring(…)`.
    public var members: SignatureTable<Value>
    /// Members of a value: `.speed(_:)`, `.delay(_:)`.
    public var modifiers: SignatureTable<Modifier>
    /// `TypeName(…)`, if the type has a usable initializer.
    public var initializer: Signature<Value>?

    /// Creates an evaluator.
    public init(type: ValueType, aliases: [String] = [], members: SignatureTable<Value>,
                modifiers: SignatureTable<Modifier>, initializer: Signature<Value>? = nil) {
        self.type = type
        self.aliases = aliases
        self.members = members
        self.modifiers = modifiers
        self.initializer = initializer
    }

    /// Evaluates an expression of the type.
    ///
    /// - Parameters:
    ///   - e: the expression.
    ///   - context: what the value is for, in messages (`'anchor:' of '.scale'`).
    /// - Throws: ``ExpressionError`` pointing at the first problem.
    public func evaluate(_ e: Expr, for context: String? = nil) throws(ExpressionError) -> Value {
        switch e.kind {
        case let .implicitMember(name):
            return try member(name, nameRange: e.range, arguments: nil, range: e.range, context)
        case let .member(base, name, nameRange):
            if isQualifier(base) {
                return try member(name, nameRange: nameRange, arguments: nil, range: e.range, context)
            }
            if isForeignType(base) { throw ValueReader.mismatch(e, type, context) }
            let value = try evaluate(base, for: context)
            return try modify(value, name, nameRange: nameRange, arguments: nil, range: nameRange.union(e.range))
        case let .call(callee, arguments, closure):
            if let closure {
                throw ExpressionError(
                    .syntax, at: closure.range,
                    "unexpected trailing closure: '\(Quoting.clip(callee.description))' does not take one")
            }
            switch callee.kind {
            case let .implicitMember(name):
                return try member(name, nameRange: callee.range, arguments: arguments, range: e.range, context)
            case let .member(base, name, nameRange):
                let range = SourceRange(nameRange.start, e.range.end)
                if isQualifier(base) {
                    return try member(name, nameRange: nameRange, arguments: arguments, range: range, context)
                }
                if isForeignType(base) { throw ValueReader.mismatch(e, type, context) }
                let value = try evaluate(base, for: context)
                return try modify(value, name, nameRange: nameRange, arguments: arguments, range: range)
            case let .identifier(name) where isQualifierName(name):
                guard let initializer else { break }
                return try initializer.resolve(
                    CallSite(displayName: name, nameRange: callee.range, arguments: arguments, range: e.range))
            default:
                break
            }
        case let .identifier(name):
            if isQualifierName(name) {
                throw ExpressionError(
                    .type, at: e.range,
                    "expected \(type.expectation)\(Wording.context(context)), found the type name '\(name)'; "
                        + "write one of its members, as in \(name).\(members.names.first ?? "member")")
            }
            if members[name] != nil {
                throw ExpressionError(
                    .syntax, at: e.range,
                    "expected \(type.expectation)\(Wording.context(context)), found '\(name)' without its leading dot",
                    suggestion: "." + name)
            }
        default:
            break
        }
        throw ValueReader.mismatch(e, type, context)
    }

    private func isQualifierName(_ name: String) -> Bool { name == type.name || aliases.contains(name) }

    private func isQualifier(_ base: Expr) -> Bool {
        if case let .identifier(name) = base.kind { return isQualifierName(name) }
        return false
    }

    /// Another capitalised name before a dot (`AnyTransition.opacity` where an
    /// animation is expected): the wrong type, not a value to modify.
    private func isForeignType(_ base: Expr) -> Bool {
        if case let .identifier(name) = base.kind { return name.first?.isUppercase ?? false }
        return false
    }

    private func member(
        _ name: String, nameRange: SourceRange, arguments: [Expr.Argument]?, range: SourceRange, _ context: String?
    ) throws(ExpressionError) -> Value {
        guard let signature = members[name] else {
            if modifiers[name] != nil {
                throw ExpressionError(
                    .unknownName, at: nameRange,
                    "'.\(name)' modifies \(type.noun) and cannot stand alone; write it after one, as in "
                        + "\(type.example ?? "." + (members.names.first ?? "member")).\(name)(…)")
            }
            throw members.unknown(name, at: nameRange, context: context)
        }
        return try signature.resolve(
            CallSite(displayName: "." + name, nameRange: nameRange, arguments: arguments, range: range))
    }

    private func modify(
        _ value: Value, _ name: String, nameRange: SourceRange, arguments: [Expr.Argument]?, range: SourceRange
    ) throws(ExpressionError) -> Value {
        guard let signature = modifiers[name] else {
            if members[name] != nil {
                throw ExpressionError(
                    .unknownName, at: nameRange,
                    "'.\(name)' starts a new \(members.noun) and cannot follow one; after \(type.noun) expected "
                        + Wording.list(modifiers.names.map { "." + $0 }))
            }
            throw modifiers.unknown(name, at: nameRange)
        }
        let site = CallSite(displayName: "." + name, nameRange: nameRange, arguments: arguments, range: range)
        let modifier = try signature.resolve(site)
        return try Signature<Modifier>.run(site) { try modifier(value) }
    }
}
