import SwiftFront
import BoardScene
import BoardModel
/// Modifiers of a List's look and of layout alignment: `.listStyle`, `.scrollContentBackground`,
/// `.listRowSeparator`, `.listRowBackground`, `.listRowInsets`, `.alignmentGuide`.
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
            // `.listSectionSpacing(12)`, `.listSectionSpacing(.default)`, `.custom(12)`: the gap between a
            // grouped List's sections (`.compact`, whose length iOS does not document, is refused by name).
            Signature("listSectionSpacing", [Overload([.unlabelled("spacing", .any)]) { a in
                let e = a.expression("spacing")
                var length: Double?
                switch e.kind {
                case .implicitMember("default"): return { .modified($0, .controlStyle(kind: "listSectionSpacing", style: "default")) }
                case .implicitMember("compact"):
                    throw ExpressionError(.unsupported, at: e.range, "'.listSectionSpacing(.compact)' cannot be shown on a board: iOS does not document the compact spacing; write a length, as .listSectionSpacing(12)")
                case let .call(callee, arguments, nil) where callee.kind == .implicitMember("custom") && arguments.count == 1:
                    length = try ValueReader.number(arguments[0].value, for: "'.listSectionSpacing(.custom(_:))'")
                default:
                    length = try a.number("spacing")
                }
                guard let length, length.isFinite, (0...1000).contains(length) else {
                    throw a.invalid("spacing", "'.listSectionSpacing' takes .default or a length 0…1000 pt")
                }
                return { .modified($0, .controlStyle(kind: "listSectionSpacing", style: "\(length)")) }
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
            // `.badge(3)`, `.badge("New")`, `.badge(Text("New"))`: a List row's trailing text, a tab's
            // red capsule (ViewEvaluator+TabView); `.badge(0)` and `.badge(nil)` show none.
            Signature("badge", [Overload([.unlabelled("label", .any)]) { a in
                let e = a.expression("label")
                if case .nilLiteral = e.kind { return { $0 } }
                let text: String
                if case .number = e.kind {
                    let n = try ValueReader.number(e, for: "a badge's count")
                    if n == 0 { return { $0 } }
                    text = try ViewEvaluator.displayText(e, for: "a badge")
                } else if case let .call(callee, arguments, nil) = e.kind, callee.name == "Text", arguments.count == 1, arguments[0].label == nil {
                    text = try ValueReader.string(arguments[0].value, for: "a badge's text")
                } else {
                    text = try ValueReader.string(e, for: "a badge's text")
                }
                return { .modified($0, .badge(text)) }
            }]),
        ]
    }
}
