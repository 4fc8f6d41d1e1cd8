import BoardModel
/// A declaration of a Swift file or body, lowered from SwiftSyntax: what the
/// interpreter runs (types, their members, functions, variables).
public struct Declaration: Hashable, Sendable {
    /// What it declares.
    public indirect enum Kind: Hashable, Sendable {
        /// `struct`, `enum`, `class`, `actor`, `protocol` or `extension`.
        case type(TypeDeclaration)
        /// `func`, `init`, an operator function, `subscript`.
        case function(FunctionDeclaration)
        /// `let` / `var`, stored or computed.
        case variable(VariableDeclaration)
        /// `case a, b(Int)` in an enum.
        case enumCases([EnumCase])
        /// `typealias Name = Type`.
        case typeAlias(name: String, type: String)
        /// `#Preview { … }` at the top level of a file: a board's view when the board names it.
        case preview(PreviewMacro)
        /// `import`, `precedencegroup`, `operator`, `associatedtype`, other macros, …: read, nothing to run.
        case ignored(kind: String, name: String)
    }

    /// What it declares.
    public let kind: Kind
    /// From its first attribute or keyword to its end.
    public let range: SourceRange
    /// Where its name is (the keyword's range when it has none).
    public let nameRange: SourceRange

    /// Creates a declaration.
    public init(_ kind: Kind, range: SourceRange, nameRange: SourceRange) {
        self.kind = kind
        self.range = range
        self.nameRange = nameRange
    }

    /// Its name: the type's, function's or variable's first name; "" for others.
    public var name: String {
        switch kind {
        case let .type(t): t.name
        case let .function(f): f.name
        case let .variable(v): v.bindings.first?.name ?? ""
        case let .enumCases(cases): cases.first?.name ?? ""
        case let .typeAlias(name, _): name
        case let .preview(p): p.name ?? ""
        case let .ignored(_, name): name
        }
    }

    package var expressions: [Expr] {
        switch kind {
        case let .type(t): t.members.flatMap(\.expressions)
        case let .function(f): f.parameters.compactMap(\.defaultValue) + (f.body ?? []).flatMap(\.expressions)
        case let .variable(v): v.expressions
        case let .enumCases(cases): cases.compactMap(\.rawValue)
        case let .preview(p): p.expressions
        case .typeAlias, .ignored: []
        }
    }
}

/// `struct Name: Conformances { members }` and the like.
public struct TypeDeclaration: Hashable, Sendable {
    /// The keyword.
    public enum Keyword: String, Hashable, Sendable {
        case `struct`, `enum`, `class`, actor, `protocol`, `extension`
    }

    /// The keyword.
    public var keyword: Keyword
    /// The type's name; for an extension, the extended type as written (`AnyTransition`, `View`).
    public var name: String
    /// The inherited types and conformances as written (`ViewModifier`, `Animatable`, `String`).
    public var inherited: [String]
    /// `where Self == AnyTransition` and the like, as written; "" when none.
    public var whereClause: String
    /// The members, in order.
    public var members: [Declaration]
    /// The attributes (`@MainActor`, `@main`), without their arguments.
    public var attributes: [String]
    /// Whether it is `private` or `fileprivate`: at a file's top level, seen only in its file (two
    /// files may each declare one of the same name).
    public var isFilePrivate = false
    /// The generic parameters (`Enum` of `struct Switcher<Enum: CaseIterable>`).
    public var genericParameters: [String] = []

    /// Creates a type declaration.
    public init(keyword: Keyword, name: String, inherited: [String], whereClause: String, members: [Declaration], attributes: [String]) {
        self.keyword = keyword
        self.name = name
        self.inherited = inherited
        self.whereClause = whereClause
        self.members = members
        self.attributes = attributes
    }
}

/// A parameter of a function, initializer, subscript or enum case.
public struct FunctionParameter: Hashable, Sendable {
    /// The argument label; nil for `_` (or an enum case's unlabelled value).
    public var label: String?
    /// The name in the body.
    public var name: String
    /// The type as written (`CGFloat`, `Angle`, `inout [Item]`, `() -> Void`).
    public var type: String
    /// The default value, if any.
    public var defaultValue: Expr?
    /// `inout`.
    public var isInout: Bool
    /// `Int...`.
    public var isVariadic: Bool

    /// Creates a parameter.
    public init(label: String?, name: String, type: String, defaultValue: Expr? = nil, isInout: Bool = false, isVariadic: Bool = false) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isInout = isInout
        self.isVariadic = isVariadic
    }
}

/// `func`, `init`, an operator function or `subscript`.
public struct FunctionDeclaration: Hashable, Sendable {
    /// Which kind of function.
    public enum Role: String, Hashable, Sendable {
        case function, initializer, failableInitializer, `subscript`
    }

    /// Its name (`body`, `init`, `+`, `subscript`).
    public var name: String
    /// Which kind.
    public var role: Role
    /// Its parameters.
    public var parameters: [FunctionParameter]
    /// The return type as written; "" when none.
    public var returnType: String
    /// Its statements; nil for a requirement without a body.
    public var body: [Statement]?
    /// `static` or `class`.
    public var isStatic: Bool
    /// `mutating`.
    public var isMutating: Bool
    /// The attributes (`@ViewBuilder`), without their arguments.
    public var attributes: [String]
    /// `async` or `throws` as written, for messages ("" when neither).
    public var effects: String

    /// Creates a function declaration.
    /// The generic parameters (`T` of `func load<T: Decodable>`): names of types the caller decides.
    public var genericParameters: [String] = []
    /// The protocol each generic parameter conforms to, as written (`ViewModifier` of `<Style: ViewModifier>`
    /// or of `where Style: ViewModifier`).
    public var genericConstraints: [String: String] = [:]

    public init(name: String, role: Role, parameters: [FunctionParameter], returnType: String, body: [Statement]?,
                isStatic: Bool, isMutating: Bool, attributes: [String], effects: String = "") {
        self.name = name
        self.role = role
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.isStatic = isStatic
        self.isMutating = isMutating
        self.attributes = attributes
        self.effects = effects
    }

    /// Swift's name for it: `lift(_:)`, `init(x:y:)`, `body(content:phase:)`.
    public var selector: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// `let` / `var` with one or more bindings: `var p: Double = 0`, `var x: Int { … }`.
public struct VariableDeclaration: Hashable, Sendable {
    /// One binding: its pattern (usually a name), type, initial value, accessors.
    public struct Binding: Hashable, Sendable {
        /// What it binds (`x`, or `(a, b)`).
        public var pattern: Pattern
        /// The type as written; "" when inferred.
        public var type: String
        /// `= value`, if any.
        public var initializer: Expr?
        /// A computed property's getter (`{ … }` or `get { … }`); nil for a stored one.
        public var getter: [Statement]?
        /// The setter's parameter name (`newValue` by default) and statements, if any.
        public var setter: (name: String, body: [Statement])?
        /// A stored property's `willSet` (its parameter, `newValue` by default) and `didSet` (its
        /// parameter, `oldValue` by default) observers, if any.
        public var willSet: (name: String, body: [Statement])? = nil
        public var didSet: (name: String, body: [Statement])? = nil
        /// Where the name is.
        public var nameRange: SourceRange

        /// Creates a binding.
        public init(pattern: Pattern, type: String, initializer: Expr?, getter: [Statement]?,
                    setter: (name: String, body: [Statement])?, nameRange: SourceRange) {
            self.pattern = pattern
            self.type = type
            self.initializer = initializer
            self.getter = getter
            self.setter = setter
            self.nameRange = nameRange
        }

        /// The bound name, or "" for a tuple pattern.
        public var name: String {
            if case let .binding(n) = pattern { return n }
            return ""
        }

        public static func == (a: Binding, b: Binding) -> Bool {
            a.pattern == b.pattern && a.type == b.type && a.initializer == b.initializer && a.getter == b.getter
                && a.setter?.name == b.setter?.name && a.setter?.body == b.setter?.body && a.nameRange == b.nameRange
                && a.willSet?.name == b.willSet?.name && a.willSet?.body == b.willSet?.body
                && a.didSet?.name == b.didSet?.name && a.didSet?.body == b.didSet?.body
        }

        public func hash(into h: inout Hasher) {
            h.combine(pattern)
            h.combine(type)
            h.combine(initializer)
            h.combine(nameRange)
        }
    }

    /// `let` (true) or `var`.
    public var isLet: Bool
    /// `static` or `class`.
    public var isStatic: Bool
    /// `lazy`: its initial value is made when it is first read, so it may use `self`.
    public var isLazy: Bool = false
    /// Attributes with their arguments as written: `@State`, `@Environment(\.colorScheme)`.
    public var attributes: [Attribute]
    /// The bindings.
    public var bindings: [Binding]

    /// Creates a variable declaration.
    public init(isLet: Bool, isStatic: Bool, isLazy: Bool = false, attributes: [Attribute], bindings: [Binding]) {
        self.isLet = isLet
        self.isStatic = isStatic
        self.isLazy = isLazy
        self.attributes = attributes
        self.bindings = bindings
    }

    /// The property wrapper it uses, if any: `State`, `Binding`, `Environment`, ….
    public var wrapper: Attribute? { attributes.first { $0.name.first?.isUppercase ?? false } }

    package var expressions: [Expr] {
        bindings.flatMap { b in (b.initializer.map { [$0] } ?? []) + (b.getter ?? []).flatMap(\.expressions) }
            + attributes.flatMap(\.arguments).map(\.value)
    }

    /// The height and size of its initializers, getter statements and attribute arguments.
    package var measure: TreeMeasure {
        bindings.reduce(TreeMeasure(attributes.flatMap(\.arguments).map(\.value))) { m, b in
            m + TreeMeasure(b.initializer.map { [$0] } ?? []) + TreeMeasure(b.getter ?? [])
        }
    }
}

/// An attribute: `@State`, `@Environment(\.colorScheme)`, `@available(iOS 17, *)`.
public struct Attribute: Hashable, Sendable {
    /// Its name without `@`.
    public var name: String
    /// Its arguments, when they are expressions.
    public var arguments: [Expr.Argument]
    /// Where it is.
    public var range: SourceRange

    /// Creates an attribute.
    public init(name: String, arguments: [Expr.Argument], range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

/// One `case` of an enum: `case a`, `case b(Int, label: String)`, `case c = "c"`.
public struct EnumCase: Hashable, Sendable {
    /// Its name.
    public var name: String
    /// Its associated values (labels may be nil), if any.
    public var associated: [FunctionParameter]?
    /// Its raw value as written, if any.
    public var rawValue: Expr?
    /// Where its name is.
    public var nameRange: SourceRange

    /// Creates a case.
    public init(name: String, associated: [FunctionParameter]?, rawValue: Expr?, nameRange: SourceRange) {
        self.name = name
        self.associated = associated
        self.rawValue = rawValue
        self.nameRange = nameRange
    }
}
