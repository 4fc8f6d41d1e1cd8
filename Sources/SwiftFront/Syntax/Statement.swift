import BoardModel
/// A statement of a body, closure or top-level code, with its source range.
///
/// Lowered from SwiftSyntax (``SwiftFrontEnd``, ``Lowering``); run by the interpreter
/// (``Interpreter``). `if` and `switch` are statements here even where Swift
/// uses them as expressions (an ``Expr/Kind/statement(_:)`` node holds one).
public struct Statement: Hashable, Sendable {
    /// What the statement is.
    public indirect enum Kind: Hashable, Sendable {
        /// An expression evaluated for its value or its effect (`x += 1`, `Tile("A")`).
        case expression(Expr)
        /// A local `let` or `var`.
        case variable(VariableDeclaration)
        /// A local function, type or other declaration.
        case declaration(Declaration)
        /// `if conditions { … } else { … }` (`else if` is an `if` alone in the else branch).
        case ifStatement(IfStatement)
        /// `guard conditions else { … }`.
        case guardStatement(conditions: [StatementCondition], otherwise: [Statement])
        /// `switch subject { case …: … }`.
        case switchStatement(SwitchStatement)
        /// `for pattern in sequence where filter { … }`.
        case forIn(ForIn)
        /// `while conditions { … }`.
        case whileLoop(conditions: [StatementCondition], body: [Statement])
        /// `repeat { … } while condition`.
        case repeatWhile(body: [Statement], condition: Expr)
        /// `return` with its value, if any.
        case returnStatement(Expr?)
        /// `break`, with its label if any.
        case breakStatement(String?)
        /// `continue`, with its label if any.
        case continueStatement(String?)
        /// `fallthrough`.
        case fallthroughStatement
        /// `do { … }`.
        case block([Statement])
        /// `do { … } catch … { … }`: the body, and its catch clauses as cases matched against what
        /// it throws, in order (a clause without a pattern is a wildcard that binds `error`).
        case doCatch([Statement], catches: [SwitchCase])
        /// `label: statement`.
        case labeled(String, Statement)
        /// A statement boardgen reads but does not run: evaluating it names `construct` and `reason`.
        case unsupported(construct: String, reason: String)
    }

    /// What the statement is.
    public let kind: Kind
    /// Where it is, in Characters of its source.
    public let range: SourceRange
    /// The height of its tree: one more than its deepest expression or nested statement
    /// (an `else if` chain of n links is n deep). Computed from the children's own heights,
    /// so building a tree is linear in its size.
    public let depth: Int
    /// How many expression and statement nodes it holds when written out (shared subtrees,
    /// as constants that use each other make, counted each time they occur; saturating).
    public let size: Int

    /// Creates a statement.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
        let m = Self.measure(of: kind)
        self.depth = 1 + m.height
        self.size = m.size.adding(1)
    }

    private static func measure(of kind: Kind) -> TreeMeasure {
        func conditions(_ list: [StatementCondition]) -> TreeMeasure { TreeMeasure(list.flatMap(\.expressions)) }
        switch kind {
        case let .expression(e): return TreeMeasure(e)
        case let .variable(v): return v.measure
        case let .declaration(d): return TreeMeasure(d.expressions)
        case let .ifStatement(s): return conditions(s.conditions) + TreeMeasure(s.then) + TreeMeasure(s.otherwise ?? [])
        case let .guardStatement(c, otherwise): return conditions(c) + TreeMeasure(otherwise)
        case let .switchStatement(s):
            return s.cases.reduce(TreeMeasure(s.subject)) { $0 + TreeMeasure($1.patterns.flatMap(\.expressions)) + TreeMeasure($1.body) }
        case let .forIn(f): return TreeMeasure(f.sequence) + TreeMeasure(f.filter.map { [$0] } ?? []) + TreeMeasure(f.body)
        case let .whileLoop(c, body): return conditions(c) + TreeMeasure(body)
        case let .repeatWhile(body, condition): return TreeMeasure(body) + TreeMeasure(condition)
        case let .returnStatement(e): return TreeMeasure(e.map { [$0] } ?? [])
        case .breakStatement, .continueStatement, .fallthroughStatement, .unsupported: return TreeMeasure()
        case let .block(body): return TreeMeasure(body)
        case let .doCatch(body, catches): return TreeMeasure(body + catches.flatMap(\.body))
        case let .labeled(_, s): return TreeMeasure(height: s.depth, size: s.size)
        }
    }

    /// The expressions the statement holds, nested statements' included, in source order.
    public var expressions: [Expr] { Self.expressions(of: kind) }

    package static func expressions(of kind: Kind) -> [Expr] {
        func all(_ list: [Statement]) -> [Expr] { list.flatMap(\.expressions) }
        switch kind {
        case let .expression(e): return [e]
        case let .variable(v): return v.expressions
        case let .declaration(d): return d.expressions
        case let .ifStatement(s): return s.expressions
        case let .guardStatement(conditions, otherwise): return conditions.flatMap(\.expressions) + all(otherwise)
        case let .switchStatement(s): return [s.subject] + s.cases.flatMap { c in c.patterns.flatMap(\.expressions) + all(c.body) }
        case let .forIn(f): return [f.sequence] + (f.filter.map { [$0] } ?? []) + all(f.body)
        case let .whileLoop(conditions, body): return conditions.flatMap(\.expressions) + all(body)
        case let .repeatWhile(body, condition): return all(body) + [condition]
        case let .returnStatement(e): return e.map { [$0] } ?? []
        case .breakStatement, .continueStatement, .fallthroughStatement, .unsupported: return []
        case let .block(body): return all(body)
        case let .doCatch(body, catches): return all(body) + catches.flatMap { all($0.body) }
        case let .labeled(_, s): return s.expressions
        }
    }
}

/// `if conditions { then } else { otherwise }`.
public struct IfStatement: Hashable, Sendable {
    /// The conditions, all of which must hold (`if let x = y, x > 0`).
    public var conditions: [StatementCondition]
    /// The statements run when they hold.
    public var then: [Statement]
    /// The `else` branch, if any (`else if` is an `if` statement alone in it).
    public var otherwise: [Statement]?

    /// Creates an `if`.
    public init(conditions: [StatementCondition], then: [Statement], otherwise: [Statement]?) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
    }

    package var expressions: [Expr] {
        conditions.flatMap(\.expressions) + then.flatMap(\.expressions) + (otherwise ?? []).flatMap(\.expressions)
    }
}

/// One condition of an `if`, `guard` or `while`.
public enum StatementCondition: Hashable, Sendable {
    /// A Boolean expression.
    case boolean(Expr)
    /// `let name = value` (`let name` alone binds `name` to itself), `var name = value`.
    case optionalBinding(name: String, value: Expr)
    /// `case pattern = value`.
    case matches(Pattern, Expr)
    /// `#available(…)` decided true (the lowering writes a decided condition as a Boolean).
    case available

    package var expressions: [Expr] {
        switch self {
        case let .boolean(e), let .optionalBinding(_, e): [e]
        case let .matches(p, e): p.expressions + [e]
        case .available: []
        }
    }
}

/// `switch subject { cases }`.
public struct SwitchStatement: Hashable, Sendable {
    /// The value switched on.
    public var subject: Expr
    /// The cases, in order; `default` is a case with a wildcard pattern.
    public var cases: [SwitchCase]

    /// Creates a switch.
    public init(subject: Expr, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}

/// `case p1, p2 where guard: body` or `default: body`.
public struct SwitchCase: Hashable, Sendable {
    /// The patterns; any one matching selects the case.
    public var patterns: [CasePattern]
    /// The statements.
    public var body: [Statement]
    /// Where the case label is.
    public var range: SourceRange

    /// Creates a case.
    public init(patterns: [CasePattern], body: [Statement], range: SourceRange) {
        self.patterns = patterns
        self.body = body
        self.range = range
    }
}

/// One pattern of a `case` label, with its `where` clause.
public struct CasePattern: Hashable, Sendable {
    /// The pattern.
    public var pattern: Pattern
    /// `where condition`, if any.
    public var filter: Expr?

    /// Creates a case pattern.
    public init(pattern: Pattern, filter: Expr?) {
        self.pattern = pattern
        self.filter = filter
    }

    package var expressions: [Expr] { pattern.expressions + (filter.map { [$0] } ?? []) }
}

/// `for pattern in sequence where filter { body }`.
public struct ForIn: Hashable, Sendable {
    /// What each element binds.
    public var pattern: Pattern
    /// The sequence.
    public var sequence: Expr
    /// `where condition`, if any.
    public var filter: Expr?
    /// The statements run per element.
    public var body: [Statement]

    /// Creates a loop.
    public init(pattern: Pattern, sequence: Expr, filter: Expr?, body: [Statement]) {
        self.pattern = pattern
        self.sequence = sequence
        self.filter = filter
        self.body = body
    }
}

/// A pattern: in `case`, `for`, `if case` and `let (a, b) = …`.
public indirect enum Pattern: Hashable, Sendable {
    /// `_`.
    case wildcard
    /// A name that binds the value: `let x`, `x` in `for x in …`.
    case binding(String)
    /// An expression the value is compared with (`~=`): `1`, `0..<5`, `"a"`.
    case expression(Expr)
    /// `.name`, `.name(p1, label: p2)`, `Type.name(…)`: an enum case and its associated values.
    case enumCase(type: String?, name: String, arguments: [(label: String?, pattern: Pattern)]?, range: SourceRange)
    /// `(p1, p2)`.
    case tuple([Pattern])
    /// `is Type`.
    case isType(String)
    /// `pattern as Type`.
    case cast(Pattern, String)
    /// `pattern?`: an optional holding a value that matches.
    case some(Pattern)

    public static func == (a: Pattern, b: Pattern) -> Bool { a.description == b.description }
    public func hash(into h: inout Hasher) { h.combine(description) }

    package var expressions: [Expr] {
        switch self {
        case .wildcard, .binding, .isType: []
        case let .expression(e): [e]
        case let .enumCase(_, _, arguments, _): (arguments ?? []).flatMap(\.pattern.expressions)
        case let .tuple(items): items.flatMap(\.expressions)
        case let .cast(p, _), let .some(p): p.expressions
        }
    }

    /// The names the pattern binds, in order.
    public var boundNames: [String] {
        switch self {
        case .wildcard, .expression, .isType: []
        case let .binding(name): [name]
        case let .enumCase(_, _, arguments, _): (arguments ?? []).flatMap(\.pattern.boundNames)
        case let .tuple(items): items.flatMap(\.boundNames)
        case let .cast(p, _), let .some(p): p.boundNames
        }
    }
}

extension Pattern: CustomStringConvertible {
    /// The pattern as Swift spells it.
    public var description: String {
        switch self {
        case .wildcard: return "_"
        case let .binding(name): return "let " + name
        case let .expression(e): return e.description
        case let .enumCase(type, name, arguments, _):
            let head = (type ?? "") + "." + name
            guard let arguments else { return head }
            return head + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.pattern.description }.joined(separator: ", ") + ")"
        case let .tuple(items): return "(" + items.map(\.description).joined(separator: ", ") + ")"
        case let .isType(t): return "is " + t
        case let .cast(p, t): return p.description + " as " + t
        case let .some(p): return p.description + "?"
        }
    }
}

/// The height and written-out size of some subtrees, from their own stored measures (so
/// measuring a new node is linear in its direct children, whatever is shared below them).
package struct TreeMeasure {
    package var height = 0
    package var size = 0

    package init(height: Int = 0, size: Int = 0) {
        self.height = height
        self.size = size
    }

    package init(_ e: Expr) { self.init(height: e.depth, size: e.size) }

    package init(_ list: [Expr]) {
        for e in list { height = max(height, e.depth); size = size.adding(e.size) }
    }

    package init(_ list: [Statement]) {
        for s in list { height = max(height, s.depth); size = size.adding(s.size) }
    }

    package static func + (a: TreeMeasure, b: TreeMeasure) -> TreeMeasure {
        TreeMeasure(height: max(a.height, b.height), size: a.size.adding(b.size))
    }
}

extension Int {
    /// `self + other`, or `Int.max` where that would overflow.
    package func adding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
