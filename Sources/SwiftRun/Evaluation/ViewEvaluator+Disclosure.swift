import SwiftFront
import BoardModel

/// Containers that frame or fold their content: `GroupBox` (iOS's grey rounded box, its label in
/// `.headline` above the content) and `DisclosureGroup` (its label with a chevron at the trailing
/// edge in the accent colour; the content below it when expanded, hidden when not — collapsed
/// unless `isExpanded:` is bound to true).
extension ViewEvaluator {
    /// The box's padding, corner radius and the space between its label and content; the
    /// disclosure chevron's size. Uncertain: read from iOS 17 screenshots.
    package static let groupBoxLook = (padding: 16.0, cornerRadius: 8.0, spacing: 8.0)
    package static let disclosureChevronSize = 17.0

    package static func disclosureViews(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> [Signature<ViewNode>] {
        [
            Signature("GroupBox", [
                Overload([Parameter("content", .viewContent)]) { a in groupBox(label: nil, try content(a, views)) },
                Overload([.unlabelled("title", .string), Parameter("content", .viewContent)]) { a in
                    groupBox(label: .text(try a.value("title", ValueReader.string)), try content(a, views))
                },
                Overload([Parameter("content", .viewContent), Parameter("label", .viewContent)]) { a in
                    let label = try content(a, views, named: "label")
                    return groupBox(label: label.count == 1 ? label[0] : .stack(.hStack, label, StackOptions()), try content(a, views))
                },
                Overload([Parameter("label", .any), Parameter("content", .viewContent)]) { a in
                    groupBox(label: try views(a.expression("label")), try content(a, views))
                },
            ]),
            Signature("DisclosureGroup", [
                Overload([.unlabelled("title", .string), Parameter("isExpanded", .any, default: ".constant(false)"), Parameter("content", .viewContent)]) { a in
                    try disclosure(label: .text(try a.value("title", ValueReader.string)), a, views)
                },
                Overload([Parameter("isExpanded", .any, default: ".constant(false)"), Parameter("content", .viewContent), Parameter("label", .viewContent)]) { a in
                    let label = try content(a, views, named: "label")
                    return try disclosure(label: label.count == 1 ? label[0] : .stack(.hStack, label, StackOptions()), a, views)
                },
            ]),
        ]
    }

    static func groupBox(label: ViewNode?, _ content: [ViewNode]) -> ViewNode {
        let look = groupBoxLook
        var parts: [ViewNode] = []
        if let label { parts.append(.modified(label, .font(ViewFont(style: .headline)))) }
        parts += content
        let column = ViewNode.stack(.vStack, parts, StackOptions(alignment: .leading, spacing: look.spacing))
        let padded = ViewNode.modified(.modified(column, .padding(top: look.padding, leading: look.padding, bottom: look.padding, trailing: look.padding)),
                                       .flexibleFrame(FrameBounds(maxWidth: .infinity), alignment: .leading))
        return .background(padded, .shape(ShapeView(.roundedRectangle, cornerRadius: look.cornerRadius, fill: .named("secondarySystemBackground"))))
    }

    static func disclosure(label: ViewNode, _ a: BoundArguments, _ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) throws(ExpressionError) -> ViewNode {
        let expanded = try a.value("isExpanded") { (e: Expr, c: String) throws(ExpressionError) in
            try ValueReader.constant(e, ValueReader.bool, "false", for: c)
        }
        var chevron: ViewNode = .modified(.modified(.control(.image(systemName: "chevron.right")),
                                                    .font(ViewFont(size: disclosureChevronSize, weight: .semibold))), .foreground(.named("accentColor")))
        if expanded { chevron = .modified(chevron, .rotationEffect(.pi / 2, anchor: .center)) }
        let row = ViewNode.stack(.hStack, [label, .spacer(minLength: nil), chevron], StackOptions())
        guard expanded else { return row }
        return .stack(.vStack, [row] + (try content(a, views)), StackOptions(alignment: .leading))
    }
}
