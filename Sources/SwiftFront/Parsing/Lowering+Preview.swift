import BoardModel
internal import SwiftSyntax

/// `#Preview`: the one macro boardgen reads rather than skips, because its body is a view a board
/// can draw (docs/board-format.md, "Previews"). Its arguments are SwiftUI's
/// `#Preview(_ name: String? = nil, traits: PreviewTrait…, body: () -> View)`.
extension Lowering {
    /// The preview `n` declares: name, traits and body as written.
    func preview(_ n: MacroExpansionDeclSyntax) -> PreviewMacro {
        preview(name: n.macroName, arguments: n.arguments, trailingClosure: n.trailingClosure, more: n.additionalTrailingClosures)
    }

    /// The preview a top-level `#Preview { … }` parsed as an expression declares, if `item` is one.
    func topLevelPreview(_ item: CodeBlockItemSyntax) -> Declaration? {
        guard case let .expr(e) = item.item, let n = e.as(MacroExpansionExprSyntax.self), n.macroName.text == "Preview" else { return nil }
        let p = preview(name: n.macroName, arguments: n.arguments, trailingClosure: n.trailingClosure, more: n.additionalTrailingClosures)
        return Declaration(.preview(p), range: range(n), nameRange: range(n.macroName))
    }

    private func preview(name macro: TokenSyntax, arguments list: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?,
                         more: MultipleTrailingClosureElementListSyntax) -> PreviewMacro {
        var args = arguments(list)
        for extra in more {
            let c = closure(extra.closure)
            args.append(Expr.Argument(label: Self.name(extra.label), labelRange: range(extra.label), value: Expr(.closure(c), range: c.range)))
        }
        var p = PreviewMacro(name: nil, nameRange: range(macro), traits: [], body: trailingClosure.map(closure))
        var inTraits = false
        for (k, a) in args.enumerated() {
            switch a.label {
            case nil where k == 0:
                guard case let .string(s) = a.value.kind else {
                    p.refusal = "its name is not a string literal; write it as \"Name\""
                    continue
                }
                p.name = s
                p.nameRange = a.value.range
            case "traits":
                inTraits = true
                p.traits.append(a.value)
            case nil where inTraits:
                p.traits.append(a.value)   // traits are variadic: `traits: .portrait, .sizeThatFitsLayout`
            case "body":
                inTraits = false
                if case let .closure(c) = a.value.kind { p.body = c }
            // `#Preview(as: .systemSmall) { W() } timeline: { Entry(…) }`: the widget, drawn with its first entry.
            case "as":
                inTraits = false
                p.widgetFamily = a.value
            case "timeline":
                inTraits = false
                if case let .closure(c) = a.value.kind { p.timeline = c } else {
                    p.refusal = "a widget preview's timeline is written as entries in braces (timeline: { Entry(date: .now) }); a timeline provider is not run"
                }
            case "widget", "timelineProvider", "intent":
                p.refusal = "a widget preview of a timeline provider or an intent (#Preview(as:widget:timelineProvider:)) runs the provider, which a board does not; write the entries (timeline: { Entry(…) })"
            default:
                inTraits = false
                p.refusal = "boardgen reads #Preview(\"Name\", traits: …) { … }; '\(a.label ?? "_"):' is not one of its arguments"
            }
        }
        if p.body == nil, p.refusal == nil { p.refusal = "it has no body (#Preview { ContentView() })" }
        if p.widgetFamily != nil, p.timeline == nil, p.refusal == nil { p.refusal = "a widget preview needs its entries (timeline: { Entry(…) })" }
        return p
    }
}
