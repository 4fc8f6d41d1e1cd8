/// Turns parsed view expressions into ``ViewNode`` trees: `Tile("A")`,
/// `VStack { … }`, `HStack`, `ZStack`, `Group`, and `.transition(_:)`.
///
/// ```swift
/// let v = try ViewEvaluator().parse("VStack { Tile(\"A\").transition(.scale) }")
/// v.resolve().items[0].transition   // .opacity
/// ```
public struct ViewEvaluator: Sendable {
    /// The transitions `.transition(_:)` accepts.
    public let transitions: TransitionEvaluator

    /// `View`.
    public static let type = ValueType("View", noun: "a view", example: "Tile(\"A\")")

    /// An evaluator whose `.transition(_:)` also knows `custom` transitions.
    public init(custom: [String: Transition] = [:]) {
        transitions = TransitionEvaluator(custom: custom)
        let this = LateBound<ChainEvaluator<ViewNode>>()
        evaluator = Self.makeEvaluator(transitions: transitions.reader) { [weak this] e throws(ExpressionError) in
            guard let evaluator = this?.value else { throw unboundEvaluator(e) }
            return try evaluator.evaluate(e, for: nil)
        }
        this.value = evaluator
        self.this = this
    }

    let evaluator: ChainEvaluator<ViewNode>
    /// The evaluator, for nested stacks' content (built once, not per level).
    private let this: LateBound<ChainEvaluator<ViewNode>>

    /// The view tables; `views` reads a nested view with the evaluator they belong to.
    static func makeEvaluator(
        transitions: @escaping TransitionSignatures.Reader, views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode
    ) -> ChainEvaluator<ViewNode> {
        let stackParameters = [
            Parameter("alignment", .alignment, default: ".center"),
            Parameter("spacing", .number, default: "0", .within(ValueRanges.spacing)),
            Parameter("content", .viewContent),
        ]
        func stack(_ kind: ViewNode.StackKind, _ parameters: [Parameter]) -> Signature<ViewNode> {
            Signature(kind.rawValue, [
                Overload(parameters) { a in
                    _ = try a.value("alignment", ValueReader.alignment)
                    return .stack(kind, try Self.content(a, views))
                },
            ])
        }
        return ChainEvaluator(
            type: Self.type,
            members: SignatureTable(noun: "view", []),
            modifiers: SignatureTable(noun: "view modifier", [
                Signature("transition", [
                    Overload([.unlabelled("t", TransitionSignatures.type)]) { a in
                        let t = try a.value("t", transitions)
                        return { $0.transition(t) }
                    },
                ]),
            ]),
            initializers: SignatureTable(noun: "view", [
                Signature("Tile", [
                    Overload([.unlabelled("label", .string, default: "\"\"")]) { a in
                        .tile(try a.value("label", ValueReader.string))
                    },
                ], bare: .needsCall),
                stack(.vStack, stackParameters),
                stack(.hStack, stackParameters),
                stack(.zStack, [Parameter("alignment", .alignment, default: ".center"), Parameter("content", .viewContent)]),
                Signature("Group", [
                    Overload([Parameter("content", .viewContent)]) { a in .group(try Self.content(a, views)) },
                ]),
            ]))
    }

    /// The views of a stack's or group's trailing closure.
    static func content(
        _ a: BoundArguments, _ views: @Sendable (Expr) throws(ExpressionError) -> ViewNode
    ) throws(ExpressionError) -> [ViewNode] {
        guard let closure = try a.closure("content") else {
            throw ExpressionError(.arguments, at: a.site.range,
                                  "'\(a.site.displayName)' needs its content in braces, as in \(a.site.displayName) { Tile(\"A\") }")
        }
        var result: [ViewNode] = []
        for statement in closure.statements { result.append(try views(statement)) }
        return result
    }

    /// Evaluates a parsed expression.
    public func evaluate(_ e: Expr, for context: String? = nil) throws(ExpressionError) -> ViewNode {
        try evaluator.evaluate(e, for: context)
    }

    /// Parses and evaluates a view expression.
    public func parse(_ source: String) throws(ExpressionError) -> ViewNode {
        try evaluate(try ExpressionParser.parse(source))
    }
}

extension ValueType {
    /// A stack's alignment: `.leading`, `.center`, `.top`, ….
    public static let alignment = ValueType("Alignment", noun: "an alignment", example: ".center")
}

extension ValueReader {
    /// A stack alignment (`.leading`, `.center`, `.trailing`, `.top`, `.bottom`, …);
    /// with one tile per cell it does not move anything, but it must be valid.
    public static func alignment(_ e: Expr, for context: String) throws(ExpressionError) -> String {
        try member(e, of: StackAlignment.self, as: .alignment, for: context).rawValue
    }

    enum StackAlignment: String, CaseIterable {
        case leading, center, trailing, top, bottom, firstTextBaseline, lastTextBaseline
        case topLeading, topTrailing, bottomLeading, bottomTrailing
    }
}
