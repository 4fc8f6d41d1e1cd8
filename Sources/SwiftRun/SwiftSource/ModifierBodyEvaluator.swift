import SwiftFront
import BoardScene
import BoardModel
/// Evaluates the body of a view modifier or of a `Transition` —
/// `content.opacity(…).scaleEffect(…)`, or `VStack(spacing: 0) { content… }` —
/// into the chain of effects it applies to its content, innermost first, in
/// the order they are written (docs/semantics.md §5, §13).
///
/// The body has already run in the interpreter and come back as an expression
/// (``Interpreter/reify(_:at:origin:)``): what reaches here are literal values.
package struct ModifierBodyEvaluator: Sendable {
    /// The name of `body`'s content parameter (`content`).
    package let contentName: String

    /// The effects the body returns.
    package func evaluate(_ e: Expr, for context: String) throws(ExpressionError) -> [EffectModifier] {
        try evaluator.evaluate(e, for: context)
    }

    /// What the body of a modifier is, for messages.
    package static let type = ValueType("some View", noun: "the modifier's content with effects", example: "content.opacity(0)")

    /// The effects a body may use.
    package static let supported = ["opacity", "scaleEffect", "offset", "rotationEffect", "rotation3DEffect", "frame", "clipped",
                            "clipShape", "mask", "blur", "brightness", "transformEffect", "projectionEffect", "compositingGroup", "drawingGroup"]

    /// A modifier that appends `m` to the chain.
    @Sendable package static func add(_ m: EffectModifier) -> ChainEvaluator<[EffectModifier]>.Modifier { { $0 + [m] } }

    package var evaluator: ChainEvaluator<[EffectModifier]> {
        let content = contentName
        let containers = ["VStack", "HStack", "ZStack", "Group", "LazyVStack", "LazyHStack"].map { name in
            Signature<[EffectModifier]>(name, [
                Overload([
                    Parameter("alignment", .any, default: ".center"), Parameter("spacing", .any, default: "nil"),
                    Parameter("content", .viewContent),
                ]) { a in
                    let statements = try a.closure("content")?.statements ?? []
                    let spacing = try a.value("spacing", ValueReader.optionalLength)
                    return try ModifierBodyEvaluator(contentName: content).stacked(
                        name, spacing: spacing.isNaN ? nil : spacing, statements: statements, at: a.site.range)
                },
            ] + (name == "Group" ? [
                // The branch of an `if` (`if #available(iOS 15, *) { content.x } else { content }`) the
                // body took: its content, as the body.
                Overload([Parameter("_branch", .string), Parameter("content", .viewContent)]) { a in
                    let statements = try a.closure("content")?.statements ?? []
                    return try ModifierBodyEvaluator(contentName: content).stacked(name, spacing: nil, statements: statements, at: a.site.range)
                },
            ] : []))
        }
        var modifiers = SignatureTable<ChainEvaluator<[EffectModifier]>.Modifier>(noun: "effect in a transition body", Self.effects)
        modifiers.refusals = Self.refused
        modifiers.ignored = Self.ignored
        var initializers = SignatureTable<[EffectModifier]>(noun: "content", [
            Signature(content, [Overload([]) { _ in [] }], bare: .value { [] }),
        ] + containers)
        initializers.refusals = ["GeometryReader": "a GeometryReader runs a closure over the proposed size, which boardgen does not evaluate"]
        return ChainEvaluator(type: Self.type, members: SignatureTable(noun: "view", []), modifiers: modifiers, initializers: initializers)
    }

    /// Modifiers that change neither geometry nor opacity in a transition body (styling, events,
    /// accessibility): read and passed over, as a tile keeps the board's look.
    package static let ignored: Set<String> = [
        "font", "fontWeight", "bold", "italic", "fontDesign", "foregroundColor", "foregroundStyle", "tint", "accentColor",
        "lineLimit", "lineSpacing", "multilineTextAlignment", "textCase", "kerning", "tracking", "allowsHitTesting", "contentShape", "id",
        "onAppear", "onDisappear", "onChange", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
        "highPriorityGesture", "preference", "transformPreference", "anchorPreference", "accessibilityLabel",
        "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits", "accessibilityValue", "accessibilityIdentifier",
        "navigationDestination", "listStyle", "buttonStyle", "toggleStyle", "textFieldStyle", "labelStyle",
        "environment", "transaction", "animation", "contentTransition", "sensoryFeedback", "symbolRenderingMode",
        "symbolEffect", "ignoresSafeArea", "edgesIgnoringSafeArea", "zIndex", "geometryGroup", "drawingGroup", "compositingGroup",
    ]

    /// Effects SwiftUI has that a transition body on a board cannot use, and why.
    package static let refused: [String: String] = {
        var r: [String: String] = [:]
        for name in ["layerEffect", "colorEffect", "distortionEffect"] { r[name] = "a shader cannot be drawn" }
        for name in ["hueRotation", "saturation", "contrast", "grayscale", "colorMultiply", "colorInvert", "luminanceToAlpha"] {
            r[name] = "a board draws colour changes only as .brightness"
        }
        for name in ["padding", "background", "overlay", "border", "aspectRatio", "position", "safeAreaPadding", "safeAreaInset",
                     "fixedSize", "layoutPriority", "cornerRadius", "clipShape"] where name != "clipShape" {
            r[name] = "a transition body changes effects, not layout or decoration; use .offset or .frame"
        }
        r["introspect"] = "a third-party modifier over UIKit views does not run on Linux"
        r["shadow"] = "a shadow inside a transition body is not drawn; put .shadow on the view itself"
        r["foregroundColor"] = "a tile keeps the board's colours"; r["foregroundStyle"] = r["foregroundColor"]
        return r
    }()

    /// The effects a body may use, by name.
    package static var effects: [Signature<ChainEvaluator<[EffectModifier]>.Modifier>] {
        [
            Signature("opacity", [Overload([.unlabelled("opacity", .number)]) { a in Self.add(.opacity(try a.number("opacity"))) }]),
            Signature("scaleEffect", [
                Overload([.unlabelled("s", .number, .scale), Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    let s = try a.number("s")
                    return Self.add(.scale(x: s, y: s, anchor: try a.value("anchor", ValueReader.unitPoint)))
                },
                Overload([Parameter("x", .number, default: "1", .scale), Parameter("y", .number, default: "1", .scale),
                          Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    Self.add(.scale(x: try a.number("x"), y: try a.number("y"), anchor: try a.value("anchor", ValueReader.unitPoint)))
                },
                Overload([.unlabelled("size", .size), Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    let s = try a.value("size", ValueReader.size)
                    return Self.add(.scale(x: s.width, y: s.height, anchor: try a.value("anchor", ValueReader.unitPoint)))
                },
            ]),
            Signature("offset", [
                Overload([Parameter("x", .number, default: "0", .points), Parameter("y", .number, default: "0", .points)]) { a in
                    Self.add(.offset(x: try a.number("x"), y: try a.number("y")))
                },
                Overload([.unlabelled("offset", .size)]) { a in
                    let s = try a.value("offset", ValueReader.size)
                    return Self.add(.offset(x: s.width, y: s.height))
                },
            ]),
            Signature("rotationEffect", [
                Overload([.unlabelled("angle", .angle), Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    Self.add(.rotation(angle: try a.value("angle", ValueReader.angle), anchor: try a.value("anchor", ValueReader.unitPoint)))
                },
            ]),
            Signature("rotation3DEffect", [
                Overload([
                    .unlabelled("angle", .angle), Parameter("axis", .axis), Parameter("anchor", .unitPoint, default: ".center"),
                    Parameter("anchorZ", .number, default: "0", .points), Parameter("perspective", .number, default: "1"),
                ]) { a in
                    let axis = try a.value("axis", ValueReader.axis)
                    return Self.add(.rotation3D(Rotation3D(
                        angle: try a.value("angle", ValueReader.angle), axis: axis,
                        anchor: try a.value("anchor", ValueReader.unitPoint), anchorZ: try a.number("anchorZ"),
                        perspective: try a.number("perspective"))))
                },
            ]),
            Signature("frame", [
                Overload([
                    Parameter("width", .any, default: "nil"), Parameter("height", .any, default: "nil"),
                    Parameter("alignment", .unitPoint, default: ".center"),
                ]) { a in
                    Self.add(.frame(width: try a.value("width", ValueReader.optionalLength), height: try a.value("height", ValueReader.optionalLength),
                               alignment: try a.value("alignment", ValueReader.unitPoint)))
                },
                Overload([
                    Parameter("minWidth", .any, default: "nil"), Parameter("idealWidth", .any, default: "nil"),
                    Parameter("maxWidth", .any, default: "nil"), Parameter("minHeight", .any, default: "nil"),
                    Parameter("idealHeight", .any, default: "nil"), Parameter("maxHeight", .any, default: "nil"),
                    Parameter("alignment", .unitPoint, default: ".center"),
                ]) { a in
                    func bound(_ name: String) throws(ExpressionError) -> Double? {
                        let v = try a.value(name, ValueReader.flexibleLength)
                        return v.isNaN ? nil : v
                    }
                    let frame = FlexibleFrame(
                        width: .init(min: try bound("minWidth"), ideal: try bound("idealWidth"), max: try bound("maxWidth")),
                        height: .init(min: try bound("minHeight"), ideal: try bound("idealHeight"), max: try bound("maxHeight")),
                        alignment: try a.value("alignment", ValueReader.unitPoint))
                    return Self.add(frame.effect)
                },
            ]),
            Signature("clipped", [Overload([Parameter("antialiased", .bool, default: "false")]) { _ in Self.add(.clip) }]),
            Signature("clipShape", [Overload([.unlabelled("shape", .any), Parameter("style", .any, default: "nil")]) { a in
                try ValueReader.rectangle(a.expression("shape"))
                return Self.add(.clip)
            }]),
            Signature("mask", [
                Overload([Parameter("alignment", .any, default: ".center"), Parameter("mask", .viewContent)]) { a in
                    guard let closure = try a.closure("mask"), closure.statements.count == 1 else {
                        throw ExpressionError(.arguments, at: a.site.range, "a mask must be one Rectangle()")
                    }
                    try ValueReader.rectangle(closure.statements[0])
                    return Self.add(.clip)
                },
                Overload([.unlabelled("mask", .any)]) { a in
                    try ValueReader.rectangle(a.expression("mask"))
                    return Self.add(.clip)
                },
            ]),
            Signature("blur", [Overload([Parameter("radius", .number, .points), Parameter("opaque", .bool, default: "false")]) { a in
                Self.add(.blur(radius: try a.number("radius")))
            }]),
            Signature("brightness", [Overload([.unlabelled("amount", .number)]) { a in Self.add(.brightness(try a.number("amount"))) }]),
            // `.transformEffect(CGAffineTransform)` and `.projectionEffect(ProjectionTransform)`: the map
            // itself, in the view's own coordinates (a singular one is ignored, as SwiftUI does).
            Signature("transformEffect", [Overload([.unlabelled("transform", .any)]) { a in
                Self.add(try ValueReader.projection(a.expression("transform"), accepting: ["CGAffineTransform"], for: "'.transformEffect'"))
            }]),
            Signature("projectionEffect", [Overload([.unlabelled("transform", .any)]) { a in
                Self.add(try ValueReader.projection(a.expression("transform"), accepting: ["ProjectionTransform", "CGAffineTransform"],
                                                    for: "'.projectionEffect'"))
            }]),
            // `.visualEffect { content, proxy in … }`: its closure, run at the view's size (Interpreter+VisualEffect).
            Signature("visualEffect", [Overload([.unlabelled("effect", .any)]) { a in
                let e = a.expression("effect")
                guard case let .opaque(o) = e.kind, let body = o.effect else {
                    throw ExpressionError(.type, at: e.range, "a visual effect takes a closure, as in .visualEffect { content, proxy in content.offset(y: proxy.size.height) }")
                }
                return Self.add(.animatable(body, values: []))
            }]),
            Signature("compositingGroup", [Overload([]) { _ in { $0 } }]),
            Signature("drawingGroup", [Overload([Parameter("opaque", .bool, default: "false"), Parameter("colorMode", .any, default: "nil")]) { _ in { $0 } }]),
        ]
    }
}

extension ValueType {
    /// Any value (read by the overload itself).
    package static let any = ValueType("Any", noun: "a value")
    /// `Angle`.
    package static let angle = ValueType("Angle", noun: "an angle", example: ".degrees(78)")
    /// A rotation axis.
    package static let axis = ValueType("(x: CGFloat, y: CGFloat, z: CGFloat)", noun: "an axis", example: "(x: 1, y: 0, z: 0)")
}

extension ValueReader {
    /// An `Angle` in radians: `.degrees(78)`, `.radians(1.2)`, `Angle(degrees: 78)`, `.zero`.
    package static func angle(_ e: Expr, for context: String) throws(ExpressionError) -> Double {
        try ChainEvaluator<Double>(
            type: .angle, members: SignatureTable(noun: "angle", [
                .property("zero") { 0 },
                Signature("degrees", [Overload([.unlabelled("degrees", .number)]) { a in try a.number("degrees") * .pi / 180 }]),
                Signature("radians", [Overload([.unlabelled("radians", .number)]) { a in try a.number("radians") }]),
                // `.init(degrees: 90)` where an Angle is expected.
                Signature("init", [
                    Overload([Parameter("degrees", .number)]) { a in try a.number("degrees") * .pi / 180 },
                    Overload([Parameter("radians", .number)]) { a in try a.number("radians") },
                ]),
            ]),
            modifiers: SignatureTable(noun: "modifier", []),
            initializers: SignatureTable(noun: "initializer", [
                Signature("Angle", [
                    Overload([Parameter("degrees", .number)]) { a in try a.number("degrees") * .pi / 180 },
                    Overload([Parameter("radians", .number)]) { a in try a.number("radians") },
                ]),
            ])).evaluate(e, for: context)
    }

    /// An axis: `(x: 1, y: 0, z: 0)` or `(1, 0, 0)`.
    package static func axis(_ e: Expr, for context: String) throws(ExpressionError) -> (x: Double, y: Double, z: Double) {
        guard case let .tuple(items) = e.kind, items.count == 3 else { throw mismatch(e, .axis, context) }
        let labels = items.map(\.label)
        guard labels == [nil, nil, nil] || labels == ["x", "y", "z"] else { throw mismatch(e, .axis, context) }
        let v = try items.map { (item: Expr.Argument) throws(ExpressionError) -> Double in try number(item.value, for: context) }
        // (0, 0, 0) is no axis: SwiftUI (Core Animation's rotation) draws the view unrotated.
        return (v[0], v[1], v[2])
    }

    /// A length or `nil` (NaN: the view's own).
    package static func optionalLength(_ e: Expr, for context: String) throws(ExpressionError) -> Double {
        // `nil`, or `.none` (Optional's own case, as `.frame(width: .none)` writes it).
        if case .nilLiteral = e.kind { return .nan }
        if case .implicitMember("none") = e.kind { return .nan }
        // A length that is not a number (`.nan`, a `0 / 0` of the app's): SwiftUI logs "Invalid frame
        // dimension (negative or non-finite)" and lays the view out as if it were nil (docs/semantics.md §13).
        switch e.kind {
        case .implicitMember("nan"), .implicitMember("signalingNaN"): return .nan
        case let .member(base, name, _) where ["nan", "signalingNaN"].contains(name) && ["Double", "CGFloat", "Float"].contains(base.name ?? ""):
            return .nan
        default: break
        }
        let v = try number(e, for: context)
        guard v.isFinite, abs(v) <= 100_000 else {
            throw ExpressionError(.value, at: e.range, "a frame of \(NumberFormat.plain(v)) pt\(Wording.context(context)) is too large")
        }
        return v
    }

    /// A transform the interpreter made (`CGAffineTransform(rotationAngle: 0.3)`, a
    /// `ProjectionTransform`), as the projective map it is; a singular or non-finite one is no map.
    package static func projection(_ e: Expr, accepting types: [String], for context: String) throws(ExpressionError) -> EffectModifier {
        var found: (type: String, numbers: [Double])?
        if case let .opaque(o) = e.kind {
            found = types.lazy.compactMap { t in NativeTypes.numbers(of: o.value, t).map { (t, $0) } }.first
        }
        // The interpreter writes a transform back as its fields: `CGAffineTransform(a: 1, b: 0, …)`.
        if case let .call(callee, arguments, nil) = e.kind, case let .identifier(type) = callee.kind, types.contains(type),
           arguments.map(\.label) == (NativeTypes.fields[type] ?? []).map(Optional.some) {
            let numbers = arguments.compactMap { a -> Double? in if case let .number(n) = a.value.kind { n.value } else { nil } }
            if numbers.count == arguments.count { found = (type, numbers) }
        }
        if let (type, n) = found {
            let m = type == "CGAffineTransform" ? Transforms.matrix3(affine: n) : n
            let det = SwiftEnvironment.determinant(m)
            guard det != 0, det.isFinite, m.allSatisfy(\.isFinite) else { return .projection(.identity) }
            return .projection(Transforms.homography(m))
        }
        if case .member(_, "identity", _) = e.kind { return .projection(.identity) }
        if case .implicitMember("identity") = e.kind { return .projection(.identity) }
        throw ExpressionError(.type, at: e.range, "expected a \(Wording.list(types, "or")) for \(context), found \(e.summary)")
    }

    /// A bound of a flexible frame: nil (NaN), `.infinity`, or a length in points.
    package static func flexibleLength(_ e: Expr, for context: String) throws(ExpressionError) -> Double {
        switch e.kind {
        case .implicitMember("infinity"): return .infinity
        case let .member(base, "infinity", _) where ["Double", "CGFloat", "Float"].contains(base.name ?? ""): return .infinity
        case let .number(n) where n.value == .infinity: return .infinity
        default: return try optionalLength(e, for: context)
        }
    }

    /// `Rectangle()` (the only shape a board can clip or mask with).
    package static func rectangle(_ e: Expr) throws(ExpressionError) {
        if case let .call(callee, [], nil) = e.kind, ["Rectangle", "Rect"].contains(callee.name ?? "") { return }
        if case .implicitMember("rect") = e.kind { return }
        if case let .call(callee, _, _) = e.kind, case .implicitMember("rect") = callee.kind { return }
        throw ExpressionError(.value, at: e.range,
                              "only a Rectangle() clips or masks on a board; '\(Quoting.clip(e.description))' cannot be drawn")
    }
}
