/// What boardgen reads from a Swift file: transitions and animations declared
/// as static members, view modifiers and `Transition` structs, and constants.
/// Everything else in the file is recorded as skipped.
public struct SwiftDeclarations: Sendable {
    /// `static var/let/func` members of `extension AnyTransition` and
    /// `extension Transition where Self == …`, by name.
    public var transitions: [String: SwiftFunction] = [:]
    /// `static var/let/func` members of `extension Animation`, by name.
    public var animations: [String: SwiftFunction] = [:]
    /// `struct X: ViewModifier` (and `AnimatableModifier`, `GeometryEffect`), by name.
    public var modifiers: [String: SwiftModifier] = [:]
    /// `struct X: Transition`, by name.
    public var transitionTypes: [String: SwiftModifier] = [:]
    /// Constants: `let x = 0.3`, `static let duration = 0.35` (also as `Type.duration`), by name.
    public var constants: [String: SwiftExpression] = [:]
    /// What was found but not read, with why.
    public var skipped: [SkippedDeclaration] = []
    /// Declarations boardgen would read but cannot (an expression it does not
    /// parse, a statement in a body), by name, with the first problem: an
    /// error only when a board uses them.
    public var unreadable: [String: BoardFileError.Diagnostic] = [:]

    /// Creates an empty set.
    public init() {}

    /// Adds `other`'s declarations (a later file wins on a clash).
    public mutating func merge(_ other: SwiftDeclarations) {
        transitions.merge(other.transitions) { $1 }
        animations.merge(other.animations) { $1 }
        modifiers.merge(other.modifiers) { $1 }
        transitionTypes.merge(other.transitionTypes) { $1 }
        constants.merge(other.constants) { $1 }
        skipped += other.skipped
        unreadable.merge(other.unreadable) { $1 }
    }

    /// Whether nothing was read.
    public var isEmpty: Bool {
        transitions.isEmpty && animations.isEmpty && modifiers.isEmpty && transitionTypes.isEmpty && constants.isEmpty && unreadable.isEmpty
    }
}

/// An expression written in a Swift file: its tree, and where it starts, so
/// errors inside it point at the file.
public struct SwiftExpression: Sendable {
    /// The parsed expression (ranges relative to ``offset``).
    public var expr: Expr
    /// The character offset of its first character in the file.
    public var offset: Int
    /// The file it comes from.
    public var file: SwiftSourceText
}

/// A body: `let` bindings, then the expression it returns.
public struct SwiftBody: Sendable {
    /// `let name = value` lines, in order.
    public var bindings: [(name: String, value: SwiftExpression)]
    /// The returned expression.
    public var result: SwiftExpression
}

/// A parameter of a function or a stored property of a struct.
public struct SwiftParameter: Sendable {
    /// The argument label (`nil` for `_`).
    public var label: String?
    /// The name used in the body.
    public var name: String
    /// The type as written.
    public var type: String
    /// The default value, if any.
    public var defaultValue: SwiftExpression?
}

/// A static member: `static var moveAndFade: AnyTransition { … }` or
/// `static func slide(from edge: Edge = .leading) -> AnyTransition { … }`.
public struct SwiftFunction: Sendable {
    /// Its name.
    public var name: String
    /// Its parameters (empty for a property).
    public var parameters: [SwiftParameter]
    /// Whether it is a function (called with parentheses).
    public var isFunction: Bool
    /// What it returns.
    public var body: SwiftBody
    /// Where it is declared.
    public var location: SourceLocation
}

/// `struct X: ViewModifier { … func body(content:) … }` or
/// `struct X: Transition { … func body(content:phase:) … }`.
public struct SwiftModifier: Sendable {
    /// Its name.
    public var name: String
    /// Its stored properties, in order (the memberwise initializer's parameters).
    public var properties: [SwiftParameter]
    /// What `body` returns; nil when it has none that boardgen can read.
    public var body: SwiftBody?
    /// The name of `body`'s `content` parameter and, for a `Transition`, its phase parameter.
    public var contentName: String
    public var phaseName: String?
    /// The protocols it declares.
    public var conformances: [String]
    /// The stored properties `animatableData` reads and writes, in order (empty: none).
    public var animatableData: [String]
    /// Where it is declared.
    public var location: SourceLocation
    /// Why it cannot be drawn (a GeometryEffect, state), if so.
    public var unsupported: String?
    /// Its own initializers; empty: the memberwise one (which Swift drops when there are any).
    public var initializers: [SwiftInitializer] = []

    /// The parameters of its first initializer: its own, or the memberwise one's.
    public var initParameters: [SwiftParameter] { initializers.first?.parameters ?? properties }

    /// Whether its properties are interpolated (it declares `Animatable` and has `animatableData`),
    /// so its body runs at every intermediate value (SEMANTICS.md §13 rule 2).
    public var isAnimatable: Bool {
        !animatableData.isEmpty && conformances.contains { ["Animatable", "AnimatableModifier", "GeometryEffect"].contains($0) }
    }
}

/// `init(value: Double = 0) { self.value = value }`: a custom initializer that
/// sets stored properties from its parameters.
public struct SwiftInitializer: Sendable {
    /// Its parameters.
    public var parameters: [SwiftParameter]
    /// `self.property = expression` (or `property = …`), in order.
    public var assignments: [(property: String, value: SwiftExpression)]
    /// Where it is declared.
    public var location: SourceLocation
}

/// A declaration that was not read, and why.
public struct SkippedDeclaration: Sendable, Equatable {
    /// What it is (`func`, `extension View`, `class`, …).
    public var kind: String
    /// Its name, if it has one.
    public var name: String
    /// Where.
    public var location: SourceLocation
    /// Why it was not read.
    public var reason: String
}
