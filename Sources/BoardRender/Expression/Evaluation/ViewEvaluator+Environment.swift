/// Modifiers that set a value of the environment below (``EnvironmentSetting``): the alignment of
/// a wrapped text's lines, the tint of controls, the scale of symbols, a text's case.
extension ViewEvaluator {
    typealias EnvironmentModifier = ChainEvaluator<ViewNode>.Modifier

    /// `TextAlignment` as SwiftUI spells it.
    static let textAlignmentType = ValueType("TextAlignment", noun: "text alignment", example: ".center")
    /// `Image.Scale`.
    static let imageScaleType = ValueType("Image.Scale", noun: "image scale", example: ".large")
    /// `Text.Case`.
    static let textCaseType = ValueType("Text.Case", noun: "text case", example: ".uppercase")

    static var environmentModifiers: [Signature<EnvironmentModifier>] {
        @Sendable func wrap(_ s: EnvironmentSetting) -> EnvironmentModifier { { .modified($0, .environment(s)) } }
        return [
            Signature("multilineTextAlignment", [Overload([.unlabelled("alignment", .any)]) { a in
                wrap(.multilineTextAlignment(try a.value("alignment") { e, c throws(ExpressionError) in
                    try ValueReader.member(e, of: TextAlignment.self, as: Self.textAlignmentType, for: c)
                }))
            }]),
            Signature("tint", [Overload([.unlabelled("tint", .any)]) { a in
                if case .nilLiteral = a.expression("tint").kind { return wrap(.tint(nil)) }
                return wrap(.tint(try a.value("tint", ValueReader.viewColor)))
            }]),
            // `.accentColor(_:)` (deprecated): the accent of the controls below, as `.tint` sets it.
            Signature("accentColor", [Overload([.unlabelled("accentColor", .any)]) { a in
                if case .nilLiteral = a.expression("accentColor").kind { return wrap(.tint(nil)) }
                return wrap(.tint(try a.value("accentColor", ValueReader.viewColor)))
            }]),
            Signature("imageScale", [Overload([.unlabelled("scale", .any)]) { a in
                wrap(.imageScale(try a.value("scale") { e, c throws(ExpressionError) in
                    try ValueReader.member(Self.unqualified(e, "Image.Scale"), of: ImageScale.self, as: Self.imageScaleType, for: c)
                }))
            }]),
            Signature("textCase", [Overload([.unlabelled("textCase", .any)]) { a in
                if case .nilLiteral = a.expression("textCase").kind { return wrap(.textCase(nil)) }
                return wrap(.textCase(try a.value("textCase") { e, c throws(ExpressionError) in
                    try ValueReader.member(Self.unqualified(e, "Text.Case"), of: TextCase.self, as: Self.textCaseType, for: c)
                }))
            }]),
            // `.listStyle(.insetGrouped)`, `.listStyle(GroupedListStyle())`: the look of the Lists below.
            Signature("listStyle", [Overload([.unlabelled("style", .any)]) { a in
                let e = a.expression("style")
                let written: String? = switch e.kind {
                case let .implicitMember(n), let .member(_, n, _): n
                case let .call(callee, [], nil): callee.name.map { $0.hasSuffix("ListStyle") ? String($0.dropLast("ListStyle".count)) : $0 }
                default: nil
                }
                let aliases = ["Default": "automatic", "Plain": "plain", "Grouped": "grouped", "InsetGrouped": "insetGrouped",
                               "Inset": "inset", "Sidebar": "sidebar", "Carousel": "carousel", "Elliptical": "elliptical", "Bordered": "bordered"]
                let styles = ["automatic", "plain", "grouped", "insetGrouped", "inset", "sidebar", "carousel", "elliptical", "bordered"]
                guard let name = written.map({ aliases[$0] ?? $0 }), styles.contains(name) else {
                    throw a.invalid("style", "'.listStyle' takes \(Wording.list(styles.map { "." + $0 })); a custom style cannot be drawn")
                }
                return { .modified($0, .controlStyle(kind: "list", style: name)) }
            }]),
            Signature("scrollContentBackground", [Overload([.unlabelled("visibility", .any)]) { a in
                let e = a.expression("visibility")
                guard case let .implicitMember(n) = e.kind, ["hidden", "visible", "automatic"].contains(n) else {
                    throw a.invalid("visibility", "'.scrollContentBackground' takes .hidden, .visible or .automatic")
                }
                return { .modified($0, .controlStyle(kind: "scrollContentBackground", style: n)) }
            }]),
            // `.italic()`, `.italic(isActive)`: the texts below in italic.
            Signature("italic", [Overload([.unlabelled("isActive", .bool, default: "true")]) { a in
                wrap(.italic(try a.value("isActive", ValueReader.bool)))
            }]),
            // `.listRowSeparator(.hidden)`, `.listRowSeparator(.hidden, edges: .bottom)`: the row's separators.
            Signature("listRowSeparator", [Overload([.unlabelled("visibility", .any), Parameter("edges", .any, default: ".all")]) { a in
                let v = a.expression("visibility"), e = a.expression("edges")
                guard case let .implicitMember(visibility) = v.kind, ["hidden", "visible", "automatic"].contains(visibility) else {
                    throw a.invalid("visibility", "'.listRowSeparator' takes .hidden, .visible or .automatic")
                }
                guard case let .implicitMember(edges) = e.kind, ["all", "top", "bottom"].contains(edges) else {
                    throw a.invalid("edges", "'.listRowSeparator(_:edges:)' takes edges .all, .top or .bottom")
                }
                guard visibility == "hidden" else { return { $0 } }
                return { .modified($0, .listRowSeparatorHidden(top: edges != "bottom", bottom: edges != "top")) }
            }]),
            Signature("monospacedDigit", [Overload([]) { _ in wrap(.monospacedDigit) }]),
            Signature("tracking", [Overload([.unlabelled("tracking", .number)]) { a in try Self.trackingSetting(a, "tracking") }]),
            Signature("kerning", [Overload([.unlabelled("kerning", .number)]) { a in try Self.trackingSetting(a, "kerning") }]),
            // `.alignmentGuide(.leading) { d in d[.trailing] }` (the closure run by the interpreter).
            Signature("alignmentGuide", [Overload([.unlabelled("alignment", .any), Parameter("computeValue", .any)]) { a in
                let e = a.expression("alignment")
                let name: String? = switch e.kind {
                case let .implicitMember(n): n
                case let .member(base, n, _): "\(base.description).\(n)"
                default: nil
                }
                guard let name, let alignment = AlignmentGuide.alignments[name] else {
                    throw a.invalid("alignment", "'.alignmentGuide' takes .leading, .trailing, HorizontalAlignment.center, .top, .bottom, "
                                    + "VerticalAlignment.center or a text baseline; an alignment of your own is not drawn yet")
                }
                guard case let .opaque(o) = a.expression("computeValue").kind, let value = o.guideValue else {
                    throw a.invalid("computeValue", "'.alignmentGuide' computes its value in a closure from a Swift file, as { d in d[.trailing] }")
                }
                let guide = AlignmentGuide(axis: alignment.axis, fraction: alignment.fraction, value: value)
                return { .modified($0, .alignmentGuide(guide)) }
            }]),
            decoration("strikethrough", EnvironmentSetting.strikethrough),
            decoration("underline", EnvironmentSetting.underline),
        ]
    }

    /// `.strikethrough(_:pattern:color:)`, `.underline(_:pattern:color:)`: a solid line in the text's
    /// colour; a pattern or a colour of its own is refused by name (not drawn yet).
    static func decoration(_ name: String, _ setting: @escaping @Sendable (Bool) -> EnvironmentSetting) -> Signature<EnvironmentModifier> {
        Signature(name, [Overload([.unlabelled("isActive", .bool, default: "true"), Parameter("pattern", .any, default: ".solid"),
                                   Parameter("color", .any, default: "nil")]) { a in
            let pattern = a.expression("pattern")
            let solid: Bool = switch pattern.kind {
            case .implicitMember("solid"), .member(_, "solid", _): true
            default: false
            }
            guard solid else {
                throw a.invalid("pattern", "'.\(name)' draws a solid line; a dotted or dashed pattern is not drawn yet: drop 'pattern:'")
            }
            if case .nilLiteral = a.expression("color").kind {} else {
                throw a.invalid("color", "'.\(name)' draws its line in the text's colour; a colour of its own is not drawn yet: drop 'color:'")
            }
            let on = try a.value("isActive", ValueReader.bool)
            return { .modified($0, .environment(setting(on))) }
        }])
    }

    /// `.tracking(2)`, `.kerning(-0.5)`: points between characters, within ±100.
    static func trackingSetting(_ a: BoundArguments, _ name: String) throws(ExpressionError) -> EnvironmentModifier {
        let points = try a.number(name)
        guard (-100...100).contains(points) else {
            throw a.invalid(name, "'.\(name)' takes −100…100 points; got \(NumberFormat.plain(points))")
        }
        return { .modified($0, .environment(.tracking(points))) }
    }

    /// `Image.Scale.large` read as `.large`: a case spelled with its nested type's full name.
    static func unqualified(_ e: Expr, _ type: String) -> Expr {
        guard case let .member(base, name, range) = e.kind, base.printedName == type else { return e }
        return Expr(.implicitMember(name), range: range)
    }
}

private extension Expr {
    /// `Image.Scale` as written (identifiers joined by dots), nil for other expressions.
    var printedName: String? {
        switch kind {
        case let .identifier(n): n
        case let .member(base, n, _): base.printedName.map { "\($0).\(n)" }
        default: nil
        }
    }
}
