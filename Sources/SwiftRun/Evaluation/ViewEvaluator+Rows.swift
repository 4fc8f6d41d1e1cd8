import SwiftFront
import BoardModel
/// Views that are rows of a label and a value or a link: `Link`, `ShareLink`, `EditButton` and `LabeledContent`.
extension ViewEvaluator {
    /// `Link` (drawn as a borderless button in the accent colour, as SwiftUI draws it; a click
    /// opens nothing on a board) and `LabeledContent` (its label leading, its value trailing in
    /// the secondary colour, as a Form row shows it).
    package static func rowViews(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> [Signature<ViewNode>] {
        [
            Signature("Link", [
                Overload([.unlabelled("title", .string), Parameter("destination", .any)]) { a in
                    .control(.button(title: try a.value("title", ValueReader.string)))
                },
                Overload([Parameter("destination", .any), Parameter("label", .viewContent)]) { a in
                    try labelButton(a, views)
                },
            ]),
            // `EditButton()`: iOS's "Edit" button (a board's list is not being edited).
            Signature("EditButton", [Overload([]) { _ in .control(.button(title: "Edit")) }], bare: .needsCall),
            // `ShareLink(item:)`: its default label, "Share" with the share symbol, as a borderless button;
            // `ShareLink("Title", item:)` and `ShareLink(item:) { label }`. A click shares nothing.
            Signature("ShareLink", [
                Overload([Parameter("item", .any), Parameter("subject", .any, default: "nil"), Parameter("message", .any, default: "nil"),
                          Parameter("preview", .any, default: "nil")]) { _ in
                    .control(.button(title: "Share", label: shareLabel("Share")))
                },
                Overload([.unlabelled("title", .string), Parameter("item", .any), Parameter("subject", .any, default: "nil"),
                          Parameter("message", .any, default: "nil"), Parameter("preview", .any, default: "nil")]) { a in
                    let title = try a.value("title", ValueReader.string)
                    return .control(.button(title: title, label: shareLabel(title)))
                },
                Overload([Parameter("item", .any), Parameter("subject", .any, default: "nil"), Parameter("message", .any, default: "nil"),
                          Parameter("preview", .any, default: "nil"), Parameter("label", .viewContent)]) { a in
                    try labelButton(a, views)
                },
            ]),
            // PhotosUI's `PhotosPicker(selection:matching:) { label }` and `PhotosPicker("Title", selection:…)`:
            // its label, as the borderless button iOS draws at rest (the photo library opens only on a tap).
            Signature("PhotosPicker", [
                Overload([Parameter("selection", .any), Parameter("maxSelectionCount", .any, default: "nil"),
                          Parameter("selectionBehavior", .any, default: "nil"), Parameter("matching", .any, default: "nil"),
                          Parameter("preferredItemEncoding", .any, default: "nil"), Parameter("photoLibrary", .any, default: "nil"),
                          Parameter("label", .viewContent)]) { a in
                    try labelButton(a, views)
                },
                Overload([.unlabelled("title", .string), Parameter("selection", .any), Parameter("maxSelectionCount", .any, default: "nil"),
                          Parameter("selectionBehavior", .any, default: "nil"), Parameter("matching", .any, default: "nil"),
                          Parameter("preferredItemEncoding", .any, default: "nil"), Parameter("photoLibrary", .any, default: "nil")]) { a in
                    .control(.button(title: try a.value("title", ValueReader.string)))
                },
            ]),
            // `Menu("Options") { … }`, `Menu { … } label: { … }`: its label, as the borderless button
            // iOS draws at rest; its items show only once a person opens it.
            Signature("Menu", [
                Overload([.unlabelled("title", .string), Parameter("content", .viewContent)]) { a in
                    .control(.button(title: try a.value("title", ValueReader.string)))
                },
                Overload([.unlabelled("title", .string), Parameter("systemImage", .string), Parameter("content", .viewContent)]) { a in
                    let title = try a.value("title", ValueReader.string)
                    return .control(.button(title: title, label: .stack(.hStack, [.control(.image(systemName: try a.value("systemImage", ValueReader.string))),
                                                                                 .text(title)], StackOptions())))
                },
                Overload([Parameter("content", .viewContent), Parameter("label", .viewContent), Parameter("primaryAction", .action, default: "nil")]) { a in
                    try labelButton(a, views)
                },
            ]),
            Signature("LabeledContent", [
                // `LabeledContent("Version", value: "1.0")` (a string or a number's description).
                Overload([.unlabelled("title", .string), Parameter("value", .any), Parameter("format", .any, default: "nil")]) { a in
                    labeled([.text(try a.value("title", ValueReader.string))],
                            [.text(try a.value("value") { (e: Expr, c: String) throws(ExpressionError) in try displayText(e, for: c) })])
                },
                // `LabeledContent("Size") { Text("12 MB") }`.
                Overload([.unlabelled("title", .string), Parameter("content", .viewContent)]) { a in
                    labeled([.text(try a.value("title", ValueReader.string))], try content(a, views))
                },
                // `LabeledContent { value } label: { Text("Size") }`.
                Overload([Parameter("content", .viewContent), Parameter("label", .viewContent)]) { a in
                    labeled(try content(a, views, named: "label"), try content(a, views))
                },
            ]),
        ]
    }

    /// A borderless button drawn as its `label:` closure (a `Link`'s, a `ShareLink`'s, a `Menu`'s); it runs nothing.
    static func labelButton(_ a: BoundArguments, _ views: @Sendable (Expr) throws(ExpressionError) -> ViewNode) throws(ExpressionError) -> ViewNode {
        .control(.button(title: try labelText(a, views, named: "label"), label: try labelView(a, views, named: "label")))
    }

    /// ShareLink's default label: the title beside `square.and.arrow.up`.
    static func shareLabel(_ title: String) -> ViewNode {
        .stack(.hStack, [.control(.image(systemName: "square.and.arrow.up")), .text(title)], StackOptions())
    }

    /// A label and its value in a row: the value trailing, secondary.
    static func labeled(_ label: [ViewNode], _ value: [ViewNode]) -> ViewNode {
        let trailing = value.count == 1 ? value[0] : .stack(.hStack, value, StackOptions())
        return .stack(.hStack, label + [.spacer(minLength: nil), .modified(trailing, .foreground(.named("secondary")))], StackOptions())
    }

    /// A literal's text: a string as it is, a number as Swift prints it.
    static func displayText(_ e: Expr, for context: String) throws(ExpressionError) -> String {
        switch e.kind {
        case let .string(s): return s
        case let .number(n): return n.isInteger ? identityText(e) : "\(n.value)"
        case let .bool(b): return b ? "true" : "false"
        default: return try ValueReader.string(e, for: context)
        }
    }
}
