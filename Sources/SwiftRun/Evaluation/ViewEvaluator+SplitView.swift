import SwiftFront
import BoardScene
import BoardModel
/// `NavigationSplitView` as a compact width shows it: SwiftUI collapses the columns into one
/// navigation stack whose root is the sidebar (iOS 17's `preferredCompactColumn:` picks the column
/// shown instead: `.content` or `.detail`). A board's horizontal size class is compact
/// (docs/swift-subset.md), so the columns side by side of a regular width are not drawn.
extension ViewEvaluator {
    package static func splitViewOverloads(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> [Overload<ViewNode>] {
        // The leading parameters every form may take before its columns.
        let visibility = [Parameter("columnVisibility", .any, default: "nil"), Parameter("preferredCompactColumn", .any, default: "nil")]
        @Sendable func collapsed(_ a: BoundArguments, _ columns: [String]) throws(ExpressionError) -> ViewNode {
            var shown = columns[0]
            let chosen = a.expression("preferredCompactColumn")
            if case .nilLiteral = chosen.kind {} else {
                let column = TabViewLayout.tagValue(ValueReader.boundValue(chosen))
                guard ["sidebar", "content", "detail"].contains(column) else {
                    throw a.invalid("preferredCompactColumn", "'preferredCompactColumn:' is a binding to .sidebar, .content or .detail")
                }
                if columns.contains(column) { shown = column }
            }
            return ViewNode.navigationContainer(try content(a, views, named: shown))
        }
        return [
            Overload(visibility + [Parameter("sidebar", .viewContent), Parameter("detail", .viewContent)]) { a in
                try collapsed(a, ["sidebar", "detail"])
            },
            Overload(visibility + [Parameter("sidebar", .viewContent), Parameter("content", .viewContent), Parameter("detail", .viewContent)]) { a in
                try collapsed(a, ["sidebar", "content", "detail"])
            },
        ]
    }
}
