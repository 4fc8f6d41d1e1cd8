import SwiftFront
import BoardScene
import BoardModel
/// `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)`, `LazyHGrid(rows:alignment:spacing:pinnedViews:content:)`
/// and their `GridItem`s: a board shows every cell (a lazy grid makes them as they scroll into
/// sight), laid out as SwiftUI lays them.
extension ViewEvaluator {
    package static func lazyGrid(_ kind: ViewNode.StackKind, _ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> Signature<ViewNode> {
        let tracks = kind == .lazyHGrid ? "rows" : "columns"
        return Signature(kind.rawValue, [Overload([
            Parameter(tracks, .any), Parameter("alignment", .alignment, default: ".center"), Parameter("spacing", .any, default: "nil"),
            Parameter("pinnedViews", .any, default: "[]"), Parameter("content", .viewContent),
        ]) { a in
            var options = try a.value("alignment") { (e: Expr, c: String) throws(ExpressionError) in
                try ValueReader.stackAlignment(e, kind, for: c)
            }
            if case .nilLiteral = a.expression("spacing").kind {} else {
                let spacing = try a.number("spacing")
                guard ValueRanges.signedSpacing.contains(spacing) else {
                    throw a.invalid("spacing", "'spacing:' of '\(kind.rawValue)' must be nil or \(ValueRanges.describe(ValueRanges.signedSpacing)) pt; got \(NumberFormat.plain(spacing))")
                }
                options.spacing = spacing
            }
            guard case let .array(items) = a.expression(tracks).kind, !items.isEmpty else {
                throw a.invalid(tracks, "'\(tracks):' of '\(kind.rawValue)' is an array of GridItems, as [GridItem(.flexible()), GridItem(.flexible())]")
            }
            var specs: [GridItemSpec] = []
            for item in items { specs.append(try gridItem(item)) }
            options.gridItems = specs
            return .stack(kind, try Self.content(a, views), options)
        }])
    }

    /// `GridItem(.flexible(minimum:maximum:), spacing:, alignment:)`, `.fixed(w)`, `.adaptive(minimum:maximum:)`;
    /// written `.init(…)` where the array's type names it.
    package static func gridItem(_ e: Expr) throws(ExpressionError) -> GridItemSpec {
        // `.init(.flexible())` where the columns' type gives the element (`Array(repeating: .init(…), count: 3)`).
        guard case let .call(callee, arguments, nil) = e.kind, callee.kind == .identifier("GridItem") || callee.kind == .implicitMember("init") else {
            throw ExpressionError(.type, at: e.range, "expected a GridItem, as GridItem(.flexible()) or GridItem(.adaptive(minimum: 80))")
        }
        var item = GridItemSpec(size: .flexible(minimum: 10, maximum: .infinity))
        for argument in arguments {
            switch argument.label {
            case nil: item.size = try gridItemSize(argument.value)
            case "spacing":
                if case .nilLiteral = argument.value.kind { continue }
                item.spacing = try ValueReader.number(argument.value, for: "'spacing:' of 'GridItem'")
            case "alignment":
                if case .nilLiteral = argument.value.kind { continue }
                item.alignment = try ValueReader.unitPoint(argument.value, for: "'alignment:' of 'GridItem'")
            default:
                throw ExpressionError(.arguments, at: argument.value.range, "'GridItem' takes (_:spacing:alignment:); got '\(argument.label ?? "_"):'")
            }
        }
        return item
    }

    private static func gridItemSize(_ e: Expr) throws(ExpressionError) -> GridItemSpec.Size {
        let name: String?, arguments: [Expr.Argument]
        switch e.kind {
        case let .implicitMember(n): (name, arguments) = (n, [])
        case let .call(callee, args, nil):
            if case let .implicitMember(n) = callee.kind { name = n } else if case let .member(_, n, _) = callee.kind { name = n } else { name = nil }
            arguments = args
        case let .member(_, n, _): (name, arguments) = (n, [])
        default: (name, arguments) = (nil, [])
        }
        func value(_ label: String?, _ fallback: Double) throws(ExpressionError) -> Double {
            guard let a = arguments.first(where: { $0.label == label }) else { return fallback }
            if case .implicitMember("infinity") = a.value.kind { return .infinity }
            if case .member(_, "infinity", _) = a.value.kind { return .infinity }
            let n = try ValueReader.number(a.value, for: "a GridItem's size")
            guard n >= 0, n <= 10_000 || n == .infinity else {
                throw ExpressionError(.value, at: a.value.range, "a GridItem's size is 0…10 000 pt; got \(NumberFormat.plain(n))")
            }
            return n
        }
        switch name {
        case "fixed": return .fixed(try value(nil, 0))
        case "flexible": return .flexible(minimum: try value("minimum", 10), maximum: try value("maximum", .infinity))
        case "adaptive": return .adaptive(minimum: try value("minimum", 10), maximum: try value("maximum", .infinity))
        default:
            throw ExpressionError(.value, at: e.range, "a GridItem's size is .fixed(_:), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:)")
        }
    }
}
