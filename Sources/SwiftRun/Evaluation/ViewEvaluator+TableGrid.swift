import SwiftFront
import BoardScene
import BoardModel
/// `Grid(alignment:horizontalSpacing:verticalSpacing:content:)`, its `GridRow(alignment:content:)`s
/// and the modifiers its cells carry (`.gridCellColumns`, `.gridColumnAlignment`, `.gridCellAnchor`,
/// `.gridCellUnsizedAxes`): laid out as SwiftUI lays a grid out (LayoutEngine+TableGrid).
extension ViewEvaluator {
    package static func gridSignature(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> Signature<ViewNode> {
        Signature("Grid", [Overload([
            Parameter("alignment", .alignment, default: ".center"), Parameter("horizontalSpacing", .any, default: "nil"),
            Parameter("verticalSpacing", .any, default: "nil"), Parameter("content", .viewContent),
        ]) { a in
            var options = try a.value("alignment") { (e: Expr, c: String) throws(ExpressionError) in try ValueReader.stackAlignment(e, .grid, for: c) }
            options.columnSpacing = try spacing(a, "horizontalSpacing")
            options.spacing = try spacing(a, "verticalSpacing")
            return .stack(.grid, try content(a, views), options)
        }])
    }

    package static func gridRowSignature(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> Signature<ViewNode> {
        Signature("GridRow", [Overload([Parameter("alignment", .any, default: "nil"), Parameter("content", .viewContent)]) { a in
            var options = StackOptions()
            let e = a.expression("alignment")
            if case .nilLiteral = e.kind {} else {
                options.rowAlignment = try ValueReader.stackAlignment(e, .gridRow, for: "'alignment:' of 'GridRow'").alignment.y
            }
            return .stack(.gridRow, try content(a, views), options)
        }])
    }

    /// A grid's spacing argument: nil, or a number of points in range.
    private static func spacing(_ a: BoundArguments, _ name: String) throws(ExpressionError) -> Double? {
        if case .nilLiteral = a.expression(name).kind { return nil }
        let v = try a.number(name)
        guard ValueRanges.signedSpacing.contains(v) else {
            throw a.invalid(name, "'\(name):' of 'Grid' must be nil or \(ValueRanges.describe(ValueRanges.signedSpacing)) pt; got \(NumberFormat.plain(v))")
        }
        return v
    }

    /// The modifiers a grid's cell carries.
    package static var gridCellModifiers: [Signature<M>] {
        @Sendable func cell(_ spec: GridCellSpec) -> M { { .modified($0, .gridCell(spec)) } }
        return [
            Signature("gridCellColumns", [Overload([.unlabelled("count", .number)]) { a in
                let n = try a.number("count")
                guard n == n.rounded(), (1...1000).contains(n) else {
                    throw a.invalid("count", "'.gridCellColumns' takes a whole number of columns, 1…1000; got \(NumberFormat.plain(n))")
                }
                return cell(GridCellSpec(columns: Int(n)))
            }]),
            Signature("gridColumnAlignment", [Overload([.unlabelled("guide", .alignment)]) { a in
                let x = try a.value("guide") { (e: Expr, c: String) throws(ExpressionError) in try ValueReader.stackAlignment(e, .vStack, for: c) }.alignment.x
                return cell(GridCellSpec(columnAlignment: x))
            }]),
            Signature("gridCellAnchor", [Overload([.unlabelled("anchor", .any)]) { a in
                cell(GridCellSpec(anchor: try a.value("anchor") { (e: Expr, c: String) throws(ExpressionError) in try ValueReader.unitPoint(e, for: c) }))
            }]),
            Signature("gridCellUnsizedAxes", [Overload([.unlabelled("axes", .any)]) { a in
                let axes = try a.value("axes", ValueReader.axisSet)
                return cell(GridCellSpec(unsizedHorizontally: axes.horizontal, unsizedVertically: axes.vertical))
            }]),
        ]
    }
}
