import BoardModel
/// A node of a parsed expression, with the source range it came from.
///
/// The tree mirrors Swift's own: `.spring(response: 0.4).delay(0.1)` is a
/// call of the member `delay` of a call of the implicit member `.spring`.
/// Every node — and every argument, label and closure — carries its
/// ``SourceRange`` in Characters of the parsed string, so evaluators can
/// point at exactly the part that is wrong. ``description`` prints the
/// expression back in a canonical form.
///
/// ```swift
/// let e = try ExpressionParser.parse("VStack(spacing:4){Tile(\"A\")}")
/// e.description   // VStack(spacing: 4) { Tile("A") }
/// ```
public struct Expr: Hashable, Sendable {
    /// What the node is.
    public indirect enum Kind: Hashable, Sendable {
        /// A number literal, sign included: `1`, `0.7`, `-70`, `1e-3`.
        case number(NumberLiteral)
        /// A string literal's value, escapes resolved: `"A"`.
        case string(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `nil`.
        case nilLiteral
        /// A bare name: `Animation`, `UnitPoint`, `Tile`, `VStack`.
        case identifier(String)
        /// A leading-dot member: `.easeInOut`, `.center`.
        case implicitMember(String)
        /// `base.name`: `Animation.easeIn`, `x.speed`. `nameRange` covers the
        /// dot and the name (`.speed`).
        case member(Expr, name: String, nameRange: SourceRange)
        /// A call `callee(arguments) { trailing closure }`; either part may be
        /// absent (`VStack { … }` has no argument list).
        case call(Expr, arguments: [Argument], trailingClosure: Closure?)
        /// A parenthesised list with at least one label, or empty: `(x: 1, y: 0, z: 0)`.
        /// A single unlabelled element in parentheses is that element itself.
        case tuple([Argument])
        /// A binary operation: `0.825 / 4`, `a ..< b`, `p == 0`, `x && y`.
        case binary(String, Expr, Expr)
        /// A prefix operation: `-x`, `!flag`.
        case prefix(String, Expr)
        /// `condition ? a : b`.
        case ternary(Expr, Expr, Expr)
        /// An array literal: `["A", "B"]`.
        case array([Expr])
        /// A key path: `\.self`, `\Item.id` (the root type's name or "", then the components).
        case keyPath([String])
        /// A string with interpolations: `"\(count) of \(total)"`.
        case interpolation([StringSegment])
        /// A dictionary literal: `["a": 1]` (`[:]` is empty).
        case dictionary([DictionaryElement])
        /// A closure written as a value: `{ $0 * 2 }` (not a trailing closure).
        case closure(Closure)
        /// `base[arguments]`.
        case subscripted(Expr, arguments: [Argument])
        /// A postfix operation: `x!` (force unwrap), or an operator a file declares.
        case postfix(String, Expr)
        /// `base?` inside a chain: `item?.name` is nil when `item` is (the rest of the chain is skipped).
        case optionalChain(Expr)
        /// `target = value`, or a compound assignment (`op` is `+=`, `-=`, …).
        case assignment(String, Expr, Expr)
        /// `e as T`, `e as? T`, `e as! T`, `e is T` (`op` is the keyword as written).
        case cast(String, Expr, type: String)
        /// An `if` or `switch` used as an expression (Swift 5.9), or a closure's body run in place.
        case statement(Statement)
        /// A type written where a value is: `[Item]()`, `Int.self`, `Set<String>`.
        case type(String)
        /// A value the interpreter made that has no literal spelling (an instance of a struct a
        /// Swift file declares, a binding): what evaluators that know it read back.
        case opaque(OpaqueValue)
        /// A construct boardgen reads but does not run (`await`, a macro, a regex):
        /// evaluating it is an error naming `construct` and `reason`.
        case unsupported(construct: String, reason: String)
    }

    /// One argument of a call or element of a tuple: `response: 0.42` or `0.2`.
    public struct Argument: Hashable, Sendable {
        /// The label, or nil for an unlabelled argument.
        public var label: String?
        /// Where the label is (without the colon), when there is one.
        public var labelRange: SourceRange?
        /// The value.
        public var value: Expr
        /// Whether it is a labelled trailing closure written after the call's first trailing
        /// closure (`label: { … }` in `Button { … } label: { … }`).
        public var followsTrailingClosure = false
        /// The label (if any) and the value.
        public var range: SourceRange { labelRange.map { $0.union(value.range) } ?? value.range }

        /// Creates an argument.
        public init(label: String?, labelRange: SourceRange?, value: Expr, followsTrailingClosure: Bool = false) {
            self.label = label
            self.labelRange = labelRange
            self.value = value
            self.followsTrailingClosure = followsTrailingClosure
        }
    }

    /// A closure: `{ Tile("A"); Tile("B") }`, `{ item in Row(item) }`, `{ $0.id }`.
    public struct Closure: Hashable, Sendable {
        /// The statements, in order.
        public var body: [Statement]
        /// From `{` to `}`.
        public var range: SourceRange
        /// The parameters before `in` (`_`, `item`), if any.
        public var parameters: [String]
        /// The closure as the interpreter made it (its captured scope), when it came from running
        /// Swift: what a program's `Button` runs.
        public var captured: OpaqueValue? = nil
        /// The result type its signature declares (`{ i -> (x: Double, y: Double) in … }`), if any.
        public var returnType: String? = nil

        /// Creates a closure of statements.
        public init(body: [Statement], range: SourceRange, parameters: [String] = []) {
            self.body = body
            self.range = range
            self.parameters = parameters
        }

        /// Creates a closure whose statements are expressions (a view builder's content).
        public init(statements: [Expr], range: SourceRange, parameters: [String] = []) {
            self.init(body: statements.map { Statement(.expression($0), range: $0.range) }, range: range, parameters: parameters)
        }

        /// The statements when every one is an expression (`{ Tile("A"); Tile("B") }`); the
        /// expressions of the others are left out.
        public var statements: [Expr] {
            body.compactMap { if case let .expression(e) = $0.kind { e } else { nil } }
        }
    }

    /// A piece of an interpolated string.
    public enum StringSegment: Hashable, Sendable {
        /// Literal text, escapes resolved.
        case text(String)
        /// `\(expression)`.
        case expression(Expr)
    }

    /// `key: value` in a dictionary literal.
    public struct DictionaryElement: Hashable, Sendable {
        /// The key.
        public var key: Expr
        /// The value.
        public var value: Expr

        /// Creates an element.
        public init(key: Expr, value: Expr) {
            self.key = key
            self.value = value
        }
    }

    /// What the node is.
    public let kind: Kind
    /// Where the node is, in Characters of the parsed string.
    public let range: SourceRange
    /// Where the node was first written, when it was moved here from a Swift file (a view a
    /// declaration built, used elsewhere: ``relocated(to:from:)``): an error found in it later
    /// names that line. Not part of the node's equality.
    public internal(set) var written: WrittenAt? = nil
    /// The height of the subtree: 1 for a leaf, one more than the deepest
    /// child otherwise (arguments and closure statements are children).
    public let depth: Int
    /// How many nodes the subtree has when written out: a subtree that occurs several times
    /// (constants that use each other) counts each time (saturating at `Int.max`).
    public let size: Int

    /// A place in a Swift file: the origin (a file of the program) and the range in it.
    public struct WrittenAt: Hashable, Sendable {
        public var origin: Int
        public var range: SourceRange
    }

    public static func == (a: Expr, b: Expr) -> Bool { a.range == b.range && a.kind == b.kind }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(range)
    }

    /// Creates a node.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
        let m = Self.measure(of: kind)
        self.depth = 1 + m.height
        self.size = m.size.adding(1)
    }

    /// The height and size below a node: expressions, and a closure's statements by their own
    /// measures (not flattened), so building a tree is linear in its size.
    private static func measure(of kind: Kind) -> TreeMeasure {
        switch kind {
        case let .call(callee, arguments, closure):
            return TreeMeasure([callee] + arguments.map(\.value)) + TreeMeasure(closure?.body ?? [])
        case let .closure(c): return TreeMeasure(c.body)
        case let .statement(s): return TreeMeasure(height: s.depth, size: s.size)
        default: return TreeMeasure(children(of: kind))
        }
    }

    /// The direct sub-expressions of a node kind, in source order.
    package static func children(of kind: Kind) -> [Expr] {
        switch kind {
        case .number, .string, .bool, .nilLiteral, .identifier, .implicitMember, .keyPath, .type, .unsupported, .opaque:
            return []
        case let .binary(_, l, r):
            return [l, r]
        case let .prefix(_, e):
            return [e]
        case let .ternary(c, a, b):
            return [c, a, b]
        case let .array(items):
            return items
        case let .member(base, _, _):
            return [base]
        case let .call(callee, arguments, closure):
            return [callee] + arguments.map(\.value) + (closure?.body.flatMap(\.expressions) ?? [])
        case let .tuple(elements):
            return elements.map(\.value)
        case let .interpolation(segments):
            return segments.compactMap { if case let .expression(e) = $0 { e } else { nil } }
        case let .dictionary(elements):
            return elements.flatMap { [$0.key, $0.value] }
        case let .closure(c):
            return c.body.flatMap(\.expressions)
        case let .subscripted(base, arguments):
            return [base] + arguments.map(\.value)
        case let .postfix(_, e), let .optionalChain(e), let .cast(_, e, _):
            return [e]
        case let .assignment(_, target, value):
            return [target, value]
        case let .statement(s):
            return s.expressions
        }
    }

    /// The direct sub-expressions, in source order.
    public var children: [Expr] { Self.children(of: kind) }
}

extension Expr {
    /// The name of an identifier or implicit member (`Tile`, `.easeIn` → `easeIn`).
    public var name: String? {
        switch kind {
        case let .identifier(n), let .implicitMember(n): n
        default: nil
        }
    }

    /// The member a dotted name ends in — `.top`, `Edge.top`, and a call's (`.named("x")`) —; nil
    /// for anything else: how a case of a SwiftUI enum is read whatever its spelling.
    public var caseName: String? {
        switch kind {
        case let .implicitMember(n), let .member(_, n, _): n
        case let .call(callee, _, _): callee.caseName
        default: nil
        }
    }

    /// The callee, arguments and closure when the node is a call.
    public var call: (callee: Expr, arguments: [Argument], trailingClosure: Closure?)? {
        if case let .call(callee, arguments, closure) = kind { return (callee, arguments, closure) }
        return nil
    }

    /// A short description of what the node is, for messages: `number '-70'`,
    /// `string "A"`, `'.easeIn'`, `call of 'Tile'`.
    public var summary: String {
        switch kind {
        case let .number(n): "number '\(n.text)'"
        case let .string(s): "string \(Quoting.stringLiteral(Quoting.clip(s)))"
        case let .bool(b): "'\(b)'"
        case .nilLiteral: "'nil'"
        case .identifier, .implicitMember, .member: "'\(Quoting.clip(description, limit: 60))'"
        case let .call(callee, _, _): "call of '\(Quoting.clip(callee.description, limit: 60))'"
        case .tuple: "tuple '\(Quoting.clip(description, limit: 60))'"
        case .binary, .prefix, .ternary: "expression '\(Quoting.clip(description, limit: 60))'"
        case .array: "array '\(Quoting.clip(description, limit: 60))'"
        case .keyPath: "key path '\(Quoting.clip(description, limit: 60))'"
        case .interpolation: "string '\(Quoting.clip(description, limit: 60))'"
        case .dictionary: "dictionary '\(Quoting.clip(description, limit: 60))'"
        case .closure: "closure '\(Quoting.clip(description, limit: 60))'"
        case .subscripted, .postfix, .optionalChain, .assignment, .cast:
            "expression '\(Quoting.clip(description, limit: 60))'"
        case .statement: "'\(Quoting.clip(description, limit: 60))'"
        case .type: "type '\(Quoting.clip(description, limit: 60))'"
        case let .unsupported(construct, _): "'\(Quoting.clip(construct, limit: 60))'"
        case let .opaque(v): "'\(Quoting.clip(v.description, limit: 60))'"
        }
    }
}

/// A value of the interpreter carried inside an expression (``Expr/Kind/opaque(_:)``):
/// compared by identity, printed as Swift would spell it. What it holds is the interpreter's
/// (its value, and what that value means to SwiftUI); the front end only carries it.
public final class OpaqueValue: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The interpreter's payload.
    package let payload: any Sendable
    /// How it prints: `Fade(p: 1)`.
    public let description: String

    /// A value carrying `payload`, printed as `description`.
    package init(payload: any Sendable, description: String) {
        self.payload = payload
        self.description = description
    }

    public static func == (a: OpaqueValue, b: OpaqueValue) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
