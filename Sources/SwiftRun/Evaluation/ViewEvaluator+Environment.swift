import SwiftFront
import BoardScene
import BoardModel
/// Modifiers that set a value of the environment below (``EnvironmentSetting``): the alignment of
/// a wrapped text's lines, the tint of controls, the scale of symbols, a text's case.
extension ViewEvaluator {
    package typealias EnvironmentModifier = ChainEvaluator<ViewNode>.Modifier

    /// `TextAlignment` as SwiftUI spells it.
    package static let textAlignmentType = ValueType("TextAlignment", noun: "text alignment", example: ".center")
    /// `Image.Scale`.
    package static let imageScaleType = ValueType("Image.Scale", noun: "image scale", example: ".large")
    /// `SymbolRenderingMode`.
    package static let symbolRenderingModeType = ValueType("SymbolRenderingMode", noun: "symbol rendering mode", example: ".hierarchical")
    /// `Text.Case`.
    package static let textCaseType = ValueType("Text.Case", noun: "text case", example: ".uppercase")

    package static var environmentModifiers: [Signature<EnvironmentModifier>] {
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
            Signature("symbolRenderingMode", [Overload([.unlabelled("mode", .any)]) { a in
                if Self.isNone(a.expression("mode")) { return wrap(.symbolRenderingMode(nil)) }
                return wrap(.symbolRenderingMode(try a.value("mode") { e, c throws(ExpressionError) in
                    try ValueReader.member(Self.unqualified(e, "SymbolRenderingMode"), of: SymbolRenderingMode.self,
                                           as: Self.symbolRenderingModeType, for: c)
                }))
            }]),
            Signature("symbolVariant", [Overload([.unlabelled("variant", .any)]) { a in
                let e = a.expression("variant")
                guard let variant = Self.symbolVariant(e) else {
                    throw ExpressionError(.type, at: e.range,
                        "'.symbolVariant(_:)' takes a SymbolVariants: .none, .fill, .circle, .square, .rectangle, .slash or a combination such as .circle.fill")
                }
                return wrap(.symbolVariant(variant.isEmpty ? nil : variant))
            }]),
            Signature("textCase", [Overload([.unlabelled("textCase", .any)]) { a in
                if case .nilLiteral = a.expression("textCase").kind { return wrap(.textCase(nil)) }
                return wrap(.textCase(try a.value("textCase") { e, c throws(ExpressionError) in
                    try ValueReader.member(Self.unqualified(e, "Text.Case"), of: TextCase.self, as: Self.textCaseType, for: c)
                }))
            }]),
            // `.minimumScaleFactor(0.5)`: texts that do not fit shrink, down to that fraction of their font.
            Signature("minimumScaleFactor", [Overload([.unlabelled("factor", .number)]) { a in
                let factor = try a.value("factor", ValueReader.number)
                // SwiftUI clamps the factor to 0…1.
                return wrap(.minimumScaleFactor(min(1, max(0, factor))))
            }]),
            // `.italic()`, `.italic(isActive)`: the texts below in italic.
            Signature("italic", [Overload([.unlabelled("isActive", .bool, default: "true")]) { a in
                wrap(.italic(try a.value("isActive", ValueReader.bool)))
            }]),
            Signature("monospacedDigit", [Overload([]) { _ in wrap(.monospacedDigit) }]),
            Signature("tracking", [Overload([.unlabelled("tracking", .number)]) { a in try Self.trackingSetting(a, "tracking") }]),
            Signature("kerning", [Overload([.unlabelled("kerning", .number)]) { a in try Self.trackingSetting(a, "kerning") }]),
            Signature("lineSpacing", [Overload([.unlabelled("lineSpacing", .number)]) { a in
                let points = try a.number("lineSpacing")
                guard (-100...1000).contains(points) else {
                    throw a.invalid("lineSpacing", "'.lineSpacing' takes −100…1000 points; got \(NumberFormat.plain(points))")
                }
                return { .modified($0, .environment(.lineSpacing(points))) }
            }]),
            // `.dynamicTypeSize(.xxLarge)`, `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`: the texts below at
            // that size, or at the environment's clamped into the range.
            Signature("dynamicTypeSize", [Overload([.unlabelled("size", .any)]) { a in
                wrap(.dynamicTypeSize(try Self.dynamicTypeSizes(a.expression("size"), a, "size")))
            }]),
            decoration("strikethrough", EnvironmentSetting.strikethrough),
            decoration("underline", EnvironmentSetting.underline),
        ]
    }

    /// A `DynamicTypeSize` (`.xxLarge`, `DynamicTypeSize.large`, a `ContentSizeCategory` such as
    /// `.extraLarge`) as a range of one, or a range of them (`.large ... .xLarge`, `...DynamicTypeSize.xxxLarge`,
    /// `.small...`, `.xSmall ..< .large`).
    package static func dynamicTypeSizes(_ e: Expr, _ a: BoundArguments, _ name: String) throws(ExpressionError) -> DynamicTypeSizeRange {
        func size(_ e: Expr) throws(ExpressionError) -> DynamicTypeSize {
            guard let n = e.caseName, let s = DynamicTypeSize.named(n) else {
                throw ExpressionError(.type, at: e.range, "a Dynamic Type size is one of "
                    + DynamicTypeSize.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ") + ", or a range of them such as ...DynamicTypeSize.xxxLarge")
            }
            return s
        }
        let sizes = DynamicTypeSize.allCases
        // A partial range as the interpreter hands it on: an open end is nil.
        func size(_ e: Expr, open: DynamicTypeSize) throws(ExpressionError) -> DynamicTypeSize {
            if case .nilLiteral = e.kind { return open }
            return try size(e)
        }
        switch e.kind {
        case let .binary("...", l, u):
            let lower = try size(l, open: sizes[0])
            return DynamicTypeSizeRange(lower, max(lower, try size(u, open: sizes[sizes.count - 1])))
        case let .binary("..<", l, u):
            let upper = try size(u), lower = try size(l, open: sizes[0])
            guard upper > lower else { throw a.invalid(name, "a range ..< of Dynamic Type sizes must not be empty") }
            return DynamicTypeSizeRange(lower, sizes[upper.rank - 1])
        case let .prefix("...", u): return DynamicTypeSizeRange(sizes[0], try size(u))
        case let .prefix("..<", u):
            let upper = try size(u)
            guard upper.rank > 0 else { throw a.invalid(name, "a range ..< of Dynamic Type sizes must not be empty") }
            return DynamicTypeSizeRange(sizes[0], sizes[upper.rank - 1])
        case let .postfix("...", l): return DynamicTypeSizeRange(try size(l), sizes[sizes.count - 1])
        default:
            let one = try size(e)
            return DynamicTypeSizeRange(one, one)
        }
    }

    /// `.strikethrough(_:pattern:color:)`, `.underline(_:pattern:color:)`: a solid line in the text's
    /// colour; a pattern or a colour of its own is refused by name (not drawn yet).
    package static func decoration(_ name: String, _ setting: @escaping @Sendable (Bool) -> EnvironmentSetting) -> Signature<EnvironmentModifier> {
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
    package static func trackingSetting(_ a: BoundArguments, _ name: String) throws(ExpressionError) -> EnvironmentModifier {
        let points = try a.number(name)
        guard (-100...100).contains(points) else {
            throw a.invalid(name, "'.\(name)' takes −100…100 points; got \(NumberFormat.plain(points))")
        }
        return { .modified($0, .environment(.tracking(points))) }
    }

    /// `Image.Scale.large` read as `.large`: a case spelled with its nested type's full name.
    /// `SymbolVariants` as written (`.fill`, `.circle.fill`, `SymbolVariants.fill`) as the name suffix
    /// it adds (`fill`, `circle.fill`; empty for `.none`), nil for another expression.
    package static func symbolVariant(_ e: Expr) -> String? {
        let known: Set<String> = ["none", "fill", "circle", "square", "rectangle", "slash"]
        switch e.kind {
        case let .implicitMember(n) where known.contains(n): return n == "none" ? "" : n
        case let .member(base, n, _) where known.contains(n):
            if case .identifier("SymbolVariants") = base.kind { return n == "none" ? "" : n }
            return symbolVariant(base).map { $0.isEmpty ? n : "\($0).\(n)" }
        default: return nil
        }
    }

    package static func unqualified(_ e: Expr, _ type: String) -> Expr {
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

extension ViewEvaluator {
    /// `.environment(\.key, value)` of SwiftUI's keys on a view (an app's own keys are run by the
    /// interpreter): `\.colorScheme` (and `.colorScheme(_:)`) draws the views below in that
    /// appearance, as `.preferredColorScheme(_:)` in a body draws what is below it; `\.font` sets
    /// their font; `\.isEnabled` false dims their controls; keys that change nothing a board draws (`\.locale`, `\.calendar`, `\.timeZone`, `\.managedObjectContext`,
    /// `\.modelContext`, `\.editMode`, `\.openURL`, `\.dismiss`) pass; the others are refused by name.
    package static var environmentKeyModifiers: [Signature<EnvironmentModifier>] {
        @Sendable func scheme(_ e: Expr, _ a: BoundArguments, _ name: String) throws(ExpressionError) -> EnvironmentModifier {
            guard let value = e.caseName, ["dark", "light"].contains(value) else {
                throw a.invalid(name, "a colour scheme is .light or .dark")
            }
            return { .modified($0, .controlStyle(kind: "colorScheme", style: value)) }
        }
        return [
            Signature("colorScheme", [Overload([.unlabelled("scheme", .any)]) { a in try scheme(a.expression("scheme"), a, "scheme") }]),
            // In a view's body (a preview's is the board's theme, Program+Previews): the scheme the
            // presentation prefers, drawn for the views below it; `nil` prefers nothing.
            Signature("preferredColorScheme", [Overload([.unlabelled("scheme", .any)]) { a in
                if case .nilLiteral = a.expression("scheme").kind { return { $0 } }
                return try scheme(a.expression("scheme"), a, "scheme")
            }]),
            Signature("environment", [Overload([.unlabelled("keyPath", .any), .unlabelled("value", .any)]) { a in
                // `\.colorScheme` (its root, if written, first: `\EnvironmentValues.colorScheme`).
                guard case let .keyPath(components) = a.expression("keyPath").kind, components.count == 2,
                      ["", "EnvironmentValues"].contains(components[0]) else {
                    throw a.invalid("keyPath", "'.environment' takes a key path of EnvironmentValues, as in .environment(\\.colorScheme, .dark)")
                }
                let value = a.expression("value"), key = components[1]
                switch key {
                case "colorScheme": return try scheme(value, a, "value")
                case "font":
                    let font = try a.value("value", ValueReader.viewFont)
                    return { .modified($0, .font(font)) }
                case "isEnabled":
                    guard case let .bool(on) = value.kind else { throw a.invalid("value", "'\\.isEnabled' is true or false") }
                    if on { return { $0 } }
                    return { .modified($0, .controlStyle(kind: "disabled", style: "true")) }
                case "dynamicTypeSize", "sizeCategory":
                    let sizes = try Self.dynamicTypeSizes(value, a, "value")
                    return { .modified($0, .environment(.dynamicTypeSize(sizes))) }
                case "locale", "calendar", "timeZone", "managedObjectContext", "modelContext", "editMode", "openURL", "dismiss",
                     "presentationMode", "scenePhase", "defaultMinListRowHeight", "defaultMinListHeaderHeight":
                    return { $0 }
                default:
                    throw ExpressionError(.unsupported, at: a.expression("keyPath").range,
                                          "'.environment(\\.\(key), …)' cannot be shown on a board: a board draws \\.colorScheme, \\.font, \\.isEnabled and \\.dynamicTypeSize set on a view")
                }
            }]),
        ]
    }
}
