/// What a board knows beyond SwiftUI's built-ins: the declarations of its Swift
/// files and its named constants. Expressions are normalized with it before
/// they are evaluated (``ExpressionNormalizer``), and `.modifier(active:identity:)`
/// and `Tilt()`-style transitions are evaluated from their bodies.
public struct SwiftEnvironment: Sendable {
    /// The declarations of the board's Swift files.
    public var declarations: SwiftDeclarations
    /// The board's own constants (`"let"`), by name; Swift constants are in ``declarations``.
    public var constants: [String: Expr]

    /// Creates an environment.
    public init(declarations: SwiftDeclarations = SwiftDeclarations(), constants: [String: Expr] = [:]) {
        self.declarations = declarations
        self.constants = constants
    }

    /// No declarations, no constants.
    public static let empty = SwiftEnvironment()

    /// Whether it adds nothing to SwiftUI's built-ins.
    public var isEmpty: Bool { declarations.isEmpty && constants.isEmpty }

    /// The names SwiftUI declares itself, which a Swift file cannot redefine on a board.
    static let builtinNames: Set<String> = builtinTransitionNames.union(builtinAnimationNames)

    /// SwiftUI's own static members of AnyTransition.
    static let builtinTransitionNames = Set(TransitionSignatures.members(custom: [:], reader: { e, _ throws(ExpressionError) in
        throw unboundEvaluator(e)
    }).names)

    /// SwiftUI's own static members of Animation.
    static let builtinAnimationNames = Set(AnimationSignatures.members.names)

    /// The normalizer of this environment: constants, Swift members inlined.
    var normalizer: ExpressionNormalizer {
        var n = ExpressionNormalizer(constants: declarations.constants.mapValues(\.expr).merging(constants) { $1 })
        n.transitions = declarations.transitions
        n.animations = declarations.animations
        n.builtins = Self.builtinNames
        n.transitionBuiltins = Self.builtinTransitionNames
        n.animationBuiltins = Self.builtinAnimationNames
        n.unreadable = declarations.unreadable
        return n
    }

    /// `e` normalized (constants and declarations inlined, constant arithmetic folded).
    public func normalize(_ e: Expr) throws(ExpressionError) -> Expr {
        guard !isEmpty || Self.mayFold(e) else { return e }
        return try normalizer.normalize(e)
    }

    /// Whether `e` has anything to fold even without declarations (an operation, a conditional, a wrapper).
    static func mayFold(_ e: Expr) -> Bool {
        switch e.kind {
        case .binary, .prefix, .ternary: return true
        case let .call(callee, _, _) where callee.kind == .identifier("AnyTransition"): return true
        default: return e.children.contains(where: mayFold)
        }
    }
}
