import SwiftFront
import BoardScene
import BoardModel
/// Modifiers of a List's look and of layout alignment: `.listStyle`, `.scrollContentBackground`,
/// `.listRowSeparator`, `.alignmentGuide`.
extension ViewEvaluator {
    package static var listAndGuideModifiers: [Signature<EnvironmentModifier>] {
        [
            // `.listStyle(.insetGrouped)`, `.listStyle(GroupedListStyle())`: the look of the Lists below.
            style("listStyle", "list", ["automatic", "plain", "grouped", "insetGrouped", "inset", "sidebar", "carousel", "elliptical", "bordered"]),
            Signature("scrollContentBackground", [Overload([.unlabelled("visibility", .any)]) { a in
                let e = a.expression("visibility")
                guard case let .implicitMember(n) = e.kind, ["hidden", "visible", "automatic"].contains(n) else {
                    throw a.invalid("visibility", "'.scrollContentBackground' takes .hidden, .visible or .automatic")
                }
                return { .modified($0, .controlStyle(kind: "scrollContentBackground", style: n)) }
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
        ]
    }
}

extension ViewEvaluator {
    /// A List row's own background and insets: `.listRowBackground(Color.yellow)` fills the row's
    /// whole rectangle behind it (cut to its card's corners), `.listRowInsets(EdgeInsets(…))`
    /// replaces the platform's insets (`nil`: the platform's). Outside a List they change nothing,
    /// as in SwiftUI.
    package static func listRowModifiers(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> [Signature<EnvironmentModifier>] {
        [
            Signature("listRowBackground", [Overload([.unlabelled("view", .any)]) { a in
                if case .nilLiteral = a.expression("view").kind { return { $0 } }
                let background = try views(a.expression("view"))
                return { .modified($0, .listRowBackground(background)) }
            }]),
            Signature("listRowInsets", [Overload([.unlabelled("insets", .any)]) { a in
                if case .nilLiteral = a.expression("insets").kind { return { $0 } }
                guard case let .padding(t, l, b, r) = try a.value("insets", ValueReader.edgeInsets) else {
                    throw a.invalid("insets", "'.listRowInsets' takes EdgeInsets(top:leading:bottom:trailing:) or nil")
                }
                return { .modified($0, .listRowInsets(top: t, leading: l, bottom: b, trailing: r)) }
            }]),
        ]
    }
}

extension ViewEvaluator {
    /// `.environment(\.key, value)` of SwiftUI's keys on a view (an app's own keys are run by the
    /// interpreter): `\.colorScheme` (and `.colorScheme(_:)`) draws the views below in that
    /// appearance; `\.font` sets their font; `\.isEnabled` false dims their controls; keys that change
    /// nothing a board draws (`\.locale`, `\.calendar`, `\.timeZone`, `\.managedObjectContext`,
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
                case "locale", "calendar", "timeZone", "managedObjectContext", "modelContext", "editMode", "openURL", "dismiss",
                     "presentationMode", "scenePhase", "defaultMinListRowHeight", "defaultMinListHeaderHeight":
                    return { $0 }
                default:
                    throw ExpressionError(.unsupported, at: a.expression("keyPath").range,
                                          "'.environment(\\.\(key), …)' cannot be shown on a board: a board draws \\.colorScheme, \\.font and \\.isEnabled set on a view")
                }
            }]),
        ]
    }
}
