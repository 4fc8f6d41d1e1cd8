import SwiftFront
import BoardScene
import BoardModel
/// The signature table of SwiftUI's transitions (docs/semantics.md §4–5), with
/// SwiftUI's labels and defaults. A board file's custom transitions join it
/// as extra members (``TransitionEvaluator/init(custom:swift:)``).
public enum TransitionSignatures {
    /// `AnyTransition` / `Transition`.
    public static let type = ValueType("AnyTransition", noun: "a transition", example: ".opacity")

    /// The static members: `.identity`, `.opacity`, `.scale(scale:anchor:)`, ….
    /// Reads a nested transition (`.combined(with:)`, `.asymmetric(…)`) with the evaluator the table belongs to.
    package typealias Reader = @Sendable (Expr, String) throws(ExpressionError) -> Transition

    package static func members(custom: [String: Transition], swift: SwiftEnvironment = .empty, reader: @escaping Reader) -> SignatureTable<Transition> {
        var table = SignatureTable<Transition>(noun: "transition", [
            .property("identity") { .identity },
            .property("opacity") { .opacity },
            Signature("scale", [
                Overload([Parameter("scale", .number, .scale), Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    .scale(try a.number("scale"), anchor: try a.value("anchor", ValueReader.unitPoint))
                },
                Overload([.unlabelled("scale", .number, .scale), Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    .scale(try a.number("scale"), anchor: try a.value("anchor", ValueReader.unitPoint))
                },
            ], bare: .value { .scale }),
            Signature("offset", [
                Overload([Parameter("x", .number, default: "0", .points), Parameter("y", .number, default: "0", .points)]) { a in
                    .offset(x: try a.number("x"), y: try a.number("y"))
                },
                Overload([.unlabelled("offset", .size)]) { a in
                    let size = try a.value("offset", ValueReader.size)
                    return .offset(x: size.width, y: size.height)
                },
            ]),
            Signature("move", [
                Overload([Parameter("edge", .edge)]) { a in .move(edge: try a.value("edge", ValueReader.edge)) },
            ]),
            .property("slide") { .slide },
            Signature("push", [
                Overload([Parameter("from", .edge)]) { a in .push(from: try a.value("from", ValueReader.edge)) },
            ]),
            Signature("blurReplace", [
                Overload([.unlabelled("config", .blurReplaceStyle, default: ".downUp")]) { a in
                    .blurReplace(try a.value("config", ValueReader.blurReplaceStyle))
                },
            ], bare: .callWithoutArguments),
            Signature("asymmetric", [
                Overload([Parameter("insertion", type), Parameter("removal", type)]) { a in
                    .asymmetric(insertion: try a.value("insertion", reader),
                                removal: try a.value("removal", reader))
                },
            ]),
            Signature("custom", [
                Overload([.unlabelled("name", .string)]) { a in
                    let name = try a.value("name", ValueReader.string)
                    guard let t = custom[name] else {
                        let known = custom.keys.sorted()
                        throw a.invalid("name", known.isEmpty
                            ? "no custom transition '\(Quoting.clip(name))' is declared; declare it under \"transitions\""
                            : "no custom transition '\(Quoting.clip(name))' is declared; declared: \(Wording.list(known, "and"))")
                    }
                    return t
                },
            ]),
        ])
        for (name, transition) in custom.sorted(by: { $0.key < $1.key }) where table[name] == nil {
            table.add(.property(name) { transition })
        }
        // `.modifier(active: Fade(…), identity: Fade(…))` with a view modifier declared in Swift.
        table.add(Signature("modifier", [
            Overload([Parameter("active", .viewModifier), Parameter("identity", .viewModifier)]) { a in
                try swift.modifierTransition(active: a.expression("active"), identity: a.expression("identity"))
            },
        ]))
        return table
    }

    /// The modifiers: `.combined(with:)`, `.animation(_:)`.
    package static func modifiers(reader: @escaping Reader) -> SignatureTable<ChainEvaluator<Transition>.Modifier> {
        SignatureTable(noun: "transition modifier", [
            Signature("combined", [
                Overload([Parameter("with", type)]) { a in
                    let other = try a.value("with", reader)
                    return { $0.combined(with: other) }
                },
            ]),
            Signature("animation", [
                Overload([.unlabelled("animation", .optionalAnimation)]) { a in
                    let animation = try a.value("animation", ValueReader.optionalAnimation)
                    return { $0.animation(animation) }
                },
            ]),
        ])
    }

    /// Custom transitions by bare name, `tilt`, and called like their Swift
    /// type, `Tilt()`, when declared as `tilt` or `Tilt`.
    package static func initializers(custom: [String: Transition], swift: SwiftEnvironment = .empty) -> SignatureTable<Transition> {
        var table = SignatureTable<Transition>(noun: "custom transition", [])
        let known = swift.transitionTypeNames
        table.undeclared = { name, context in
            "'\(name)'\(context) is not a Transition boardgen has read; declare struct \(name): Transition in a Swift file and list it in the board's \"swift\" key"
                + (known.isEmpty ? "" : " (read: \(known.prefix(8).joined(separator: ", ")))")
        }
        for (name, t) in custom.sorted(by: { $0.key < $1.key }) {
            for spelling in [name, name.prefix(1).uppercased() + name.dropFirst()] where table[spelling] == nil {
                table.add(Signature(spelling, [Overload([]) { _ in t }], bare: .value { t }))
            }
        }
        return table
    }
}

extension ValueType {
    /// An instance of a view modifier declared in Swift.
    public static let viewModifier = ValueType("ViewModifier", noun: "a view modifier", example: "Fade(isIdentity: false)")
    /// `CGSize(width:height:)`.
    public static let size = ValueType("CGSize", noun: "a size", example: "CGSize(width: 0, height: 70)")
    /// `BlurReplaceTransition.Configuration`: `.downUp`, `.upUp`.
    public static let blurReplaceStyle = ValueType("BlurReplaceTransition.Configuration", noun: "a blur style", example: ".downUp")
    /// `Animation?`: an animation or `nil`.
    public static let optionalAnimation = ValueType("Animation?", noun: "an animation or nil", example: ".easeInOut")
}

extension Transition.BlurReplaceStyle: CaseIterable {
    public static let allCases: [Transition.BlurReplaceStyle] = [.downUp, .upUp]
}

extension ValueReader {
    /// A transition, with a board file's custom transitions.
    package static func transition(_ custom: [String: Transition]) -> @Sendable (Expr, String) throws(ExpressionError) -> Transition {
        TransitionEvaluator(custom: custom).reader
    }

    /// `CGSize(width:height:)`.
    public static func size(_ e: Expr, for context: String) throws(ExpressionError) -> Size {
        try ChainEvaluator<Size>(
            type: .size,
            // `.init(width:height:)` where a CGSize is expected, as SwiftUI code writes it.
            members: SignatureTable(noun: "size", [
                .property("zero") { Size(0, 0) },
                Signature("init", [
                    Overload([Parameter("width", .number, .points), Parameter("height", .number, .points)]) { a in
                        Size(try a.number("width"), try a.number("height"))
                    },
                ]),
            ]),
            modifiers: SignatureTable(noun: "modifier", []),
            initializers: SignatureTable(noun: "initializer", [
                Signature("CGSize", [
                    Overload([Parameter("width", .number, .points), Parameter("height", .number, .points)]) { a in
                        Size(try a.number("width"), try a.number("height"))
                    },
                ]),
            ])).evaluate(e, for: context)
    }

    /// `.downUp` or `.upUp`.
    public static func blurReplaceStyle(_ e: Expr, for context: String) throws(ExpressionError) -> Transition.BlurReplaceStyle {
        try member(e, of: Transition.BlurReplaceStyle.self, as: .blurReplaceStyle, for: context)
    }

    /// An animation, or `nil` (also written `.none`) for none.
    public static func optionalAnimation(_ e: Expr, for context: String) throws(ExpressionError) -> Animation? {
        if AnimationEvaluator.isNone(e) { return nil }
        return try animation(e, for: context)
    }
}
