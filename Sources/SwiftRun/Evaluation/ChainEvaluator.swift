import SwiftFront
import BoardScene
import BoardModel
/// Evaluates the expressions of one type from signature tables:
/// `.easeInOut(duration: 0.7).speed(0.25)`, `Animation.easeIn`,
/// `UnitPoint(x: 0.2, y: 0.8)`, and — with a view table — `VStack { Tile("A") }`.
///
/// - A static member, `.name` or `TypeName.name`, with or without an argument
///   list, is resolved in ``members``.
/// - A member of a value, `value.name(…)`, is resolved in ``modifiers``,
///   whose results are functions applied to the value.
/// - A bare name or a call of one, `UnitPoint(…)`, `Tile("A")`,
///   `VStack(spacing: 4) { … }`, is resolved in ``initializers``.
///
/// A trailing closure is passed to the signature, which binds it to a
/// parameter of a closure type (``ValueType/isClosure``) or reports it.
/// Builders read nested values with ``BoundArguments/value(_:_:)`` and
/// another evaluator (or this one, for view content).
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
    /// Names called like functions: `UnitPoint(x:y:)`, `Tile(_:)`, `VStack(spacing:content:)`.
    public var initializers: SignatureTable<Value>
    /// A value the interpreter made that this type knows (a custom animation); nil for the others.
    public var opaque: (@Sendable (OpaqueValue) -> Value?)?
    /// A binary operation on values of the type (`Text("a") + Text("b")`); nil for the others.
    public var binary: (@Sendable (_ op: String, _ lhs: Expr, _ rhs: Expr, _ whole: Expr) throws(ExpressionError) -> Value?)?

    /// Creates an evaluator.
    public init(type: ValueType, aliases: [String] = [], members: SignatureTable<Value>,
                modifiers: SignatureTable<Modifier>,
                initializers: SignatureTable<Value> = SignatureTable(noun: "initializer", [])) {
        self.type = type
        self.aliases = aliases
        self.members = members
        self.modifiers = modifiers
        self.initializers = initializers
    }

    /// Evaluates an expression of the type.
    ///
    /// - Parameters:
    ///   - e: the expression.
    ///   - context: what the value is for, in messages (`'anchor:' of '.scale'`).
    /// - Throws: ``ExpressionError`` pointing at the first problem.
    public func evaluate(_ e: Expr, for context: String? = nil) throws(ExpressionError) -> Value {
        guard let written = e.written else { return try evaluateHere(e, for: context) }
        do {
            return try evaluateHere(e, for: context)
        } catch {
            // The innermost node moved from a Swift file names where the problem was written.
            var error = error
            if error.written == nil { error.written = written }
            throw error
        }
    }

    private func evaluateHere(_ e: Expr, for context: String?) throws(ExpressionError) -> Value {
        switch e.kind {
        case let .opaque(o):
            if let v = opaque?(o) { return v }
        case let .binary(op, l, r):
            if let v = try binary?(op, l, r, e) { return v }
        case let .implicitMember(name):
            return try member(name, CallSite(displayName: "." + name, nameRange: e.range, arguments: nil, range: e.range), context)
        case let .member(base, name, nameRange):
            let site = CallSite(displayName: "." + name, nameRange: nameRange, arguments: nil,
                                range: SourceRange(nameRange.start, e.range.end))
            return try member(of: base, name, site, e, context)
        case let .identifier(name):
            return try initializer(name, CallSite(displayName: name, nameRange: e.range, arguments: nil, range: e.range), e, context)
        case let .call(callee, arguments, closure):
            switch callee.kind {
            case let .implicitMember(name):
                let site = CallSite(displayName: "." + name, nameRange: callee.range, arguments: arguments,
                                    trailingClosure: closure, range: e.range)
                return try member(name, site, context)
            case let .member(base, name, nameRange):
                let site = CallSite(displayName: "." + name, nameRange: nameRange, arguments: arguments,
                                    trailingClosure: closure, range: SourceRange(nameRange.start, e.range.end))
                return try member(of: base, name, site, e, context)
            case let .identifier(name):
                let site = CallSite(displayName: name, nameRange: callee.range, arguments: arguments,
                                    trailingClosure: closure, range: e.range)
                return try initializer(name, site, e, context)
            default:
                break
            }
        default:
            break
        }
        throw ValueReader.mismatch(e, type, context)
    }

    private func isQualifierName(_ name: String) -> Bool { name == type.name || aliases.contains(name) }

    /// `base.name…`: a static member when `base` is the type's name, the wrong
    /// type for another capitalised name, otherwise a modifier of `base`'s value.
    private func member(
        of base: Expr, _ name: String, _ site: CallSite, _ whole: Expr, _ context: String?
    ) throws(ExpressionError) -> Value {
        if case let .identifier(qualifier) = base.kind {
            if isQualifierName(qualifier) { return try member(name, site, context) }
            if initializers[qualifier] == nil, qualifier.first?.isUppercase ?? false {
                throw ValueReader.mismatch(whole, type, context)
            }
        }
        let value: Value
        do { value = try evaluate(base, for: context) } catch {
            // `Image.asset(.profile)`: a static member SwiftUI's type does not have — the app's own,
            // in an extension the board does not read — not a use of the bare type.
            if case let .identifier(qualifier) = base.kind, initializers[qualifier] != nil, qualifier.first?.isUppercase ?? false {
                throw ExpressionError(.unknownName, at: site.nameRange,
                                      "'\(qualifier).\(name)' is not a member of SwiftUI's \(qualifier) that boardgen knows: a member of your app "
                                      + "(extension \(qualifier) { static func \(name)(…) }) declared in a file the board does not read? Name that file too in the board's \"swift\"")
            }
            throw error
        }
        return try modify(value, name, site)
    }

    private func member(_ name: String, _ site: CallSite, _ context: String?) throws(ExpressionError) -> Value {
        guard let signature = members[name] else {
            if modifiers[name] != nil {
                throw ExpressionError(
                    .unknownName, at: site.nameRange,
                    "'.\(name)' modifies \(type.noun) and cannot stand alone; write it after one, as in "
                        + "\(type.example ?? "." + (members.names.first ?? "member")).\(name)(…)")
            }
            throw members.unknown(name, at: site.nameRange, context: context)
        }
        return try signature.resolve(site)
    }

    private func initializer(
        _ name: String, _ site: CallSite, _ whole: Expr, _ context: String?
    ) throws(ExpressionError) -> Value {
        if let signature = initializers[name] { return try signature.resolve(site) }
        if isQualifierName(name) {
            throw ExpressionError(
                .type, at: site.nameRange,
                "expected \(type.expectation)\(Wording.context(context)), found the type name '\(name)'; "
                    + "write one of its members, as in \(name).\(members.names.first ?? "member")")
        }
        if members[name] != nil {
            throw ExpressionError(
                .syntax, at: site.nameRange,
                "expected \(type.expectation)\(Wording.context(context)), found '\(name)' without its leading dot",
                suggestion: "." + name)
        }
        if let reason = initializers.refusals[name] {
            throw ExpressionError(.unsupported, at: site.nameRange, "'\(name)'\(Wording.context(context)) cannot be shown on a board: \(reason)")
        }
        if let undeclared = initializers.undeclared, name.first?.isUppercase ?? false {
            throw ExpressionError(.unknownName, at: site.nameRange, undeclared(Quoting.clip(name), Wording.context(context)),
                                  suggestion: initializers.suggestion(for: name))
        }
        if !initializers.names.isEmpty, name.first?.isUppercase ?? false {
            throw ExpressionError(
                .unknownName, at: site.nameRange,
                "unknown \(initializers.noun) '\(Quoting.clip(name))'\(Wording.context(context)); expected "
                    + Wording.list(initializers.names),
                suggestion: initializers.suggestion(for: name))
        }
        throw ValueReader.mismatch(whole, type, context)
    }

    private func modify(_ value: Value, _ name: String, _ site: CallSite) throws(ExpressionError) -> Value {
        if modifiers.ignored.contains(name) {
            // Ignored with any arguments, but for a form a signature reads (`.toolbar(.hidden, for: .navigationBar)`
            // beside `.toolbar { … }`, which draws nothing).
            guard let signature = modifiers[name], let modifier = try? signature.resolve(site) else { return value }
            return try Signature<Modifier>.run(site) { try modifier(value) }
        }
        guard let signature = modifiers[name] else {
            if members[name] != nil {
                throw ExpressionError(
                    .unknownName, at: site.nameRange,
                    "'.\(name)' starts a new \(members.noun) and cannot follow one; after \(type.noun) expected "
                        + Wording.list(modifiers.names.map { "." + $0 }))
            }
            throw modifiers.unknown(name, at: site.nameRange)
        }
        let modifier = try signature.resolve(site)
        return try Signature<Modifier>.run(site) { try modifier(value) }
    }
}
