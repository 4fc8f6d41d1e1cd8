import SwiftFront
import BoardModel

/// `.safeAreaInset(edge:alignment:spacing:content:)`: the content sits at one edge of the view
/// and the view keeps the rest of the room — drawn as a stack of the two (a `VStack` for `.top`
/// and `.bottom`, an `HStack` for `.leading` and `.trailing`), the content before or after the view,
/// `alignment` across the edge, `spacing` between them. What differs: SwiftUI lets the view's own
/// background (and a scroll view's content) run on under the content, which a board, at rest, does
/// not show.
extension ViewEvaluator {
    package static func safeAreaInset(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> Signature<ChainEvaluator<ViewNode>.Modifier> {
        Signature("safeAreaInset", [
            Overload([Parameter("edge", .any), Parameter("alignment", .alignment, default: ".center"), Parameter("spacing", .any, default: "nil"),
                      Parameter("content", .viewContent)]) { a in
                let edge = a.expression("edge")
                let name: String? = switch edge.kind {
                case let .implicitMember(n), let .member(_, n, _): n
                default: nil
                }
                guard let name, ["top", "bottom", "leading", "trailing"].contains(name) else {
                    throw a.invalid("edge", "'.safeAreaInset' takes an edge: .top, .bottom, .leading or .trailing")
                }
                let kind: ViewNode.StackKind = name == "top" || name == "bottom" ? .vStack : .hStack
                var options = try a.value("alignment") { (e: Expr, c: String) throws(ExpressionError) in
                    try ValueReader.stackAlignment(e, kind, for: c)
                }
                if case .nilLiteral = a.expression("spacing").kind {} else {
                    let spacing = try a.number("spacing")
                    guard ValueRanges.signedSpacing.contains(spacing) else {
                        throw a.invalid("spacing", "'spacing:' of '.safeAreaInset' must be nil or \(ValueRanges.describe(ValueRanges.signedSpacing)) pt; got \(NumberFormat.plain(spacing))")
                    }
                    options.spacing = spacing
                }
                let content = try Self.content(a, views)
                let inset: ViewNode = content.count == 1 ? content[0] : .stack(kind == .vStack ? .hStack : .vStack, content, StackOptions())
                let first = name == "top" || name == "leading"
                return { [options] view in .stack(kind, first ? [inset, view] : [view, inset], options) }
            },
        ])
    }
}
