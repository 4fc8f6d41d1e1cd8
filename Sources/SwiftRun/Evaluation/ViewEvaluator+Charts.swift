import SwiftFront
import BoardModel

/// Swift Charts' `Chart`: its marks (`BarMark`, `LineMark`, `PointMark`, `AreaMark`, `RuleMark`,
/// `SectorMark`) read into a ``ChartSpec``, drawn for the chart's size by ``ChartLowering``. A chart
/// takes the room it is offered, as a `GeometryReader` does.
extension ViewEvaluator {
    package static func chartViews(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> [Signature<ViewNode>] {
        [Signature("Chart", [
            Overload([Parameter("content", .viewContent)]) { a in
                guard let closure = try a.closure("content") else {
                    throw a.invalid("content", "a Chart needs its marks in braces, as in Chart { BarMark(x: .value(\"Day\", \"Mon\"), y: .value(\"Steps\", 10)) }")
                }
                var spec = ChartSpec()
                for statement in closure.statements { try readMarks(statement, into: &spec, views) }
                return chart(spec)
            },
        ])]
    }

    /// The chart's view: its content made for its size.
    static func chart(_ spec: ChartSpec) -> ViewNode { .geometryReader(GeometryContent(chart: spec)) }

    /// The marks a statement of a chart's content makes: a mark and its modifiers, or a group of them.
    static func readMarks(_ e: Expr, into spec: inout ChartSpec, _ views: @Sendable (Expr) throws(ExpressionError) -> ViewNode) throws(ExpressionError) {
        // Modifiers, outermost last.
        var modifiers: [(name: String, arguments: [Expr.Argument], closure: Expr.Closure?, range: SourceRange)] = []
        var base = e
        while case let .call(callee, arguments, closure) = base.kind, case let .member(inner, name, nameRange) = callee.kind {
            modifiers.insert((name, arguments, closure, nameRange), at: 0)
            base = inner
        }
        guard case let .call(callee, arguments, closure) = base.kind, let name = callee.name else {
            throw ExpressionError(.type, at: e.range, "expected a chart mark such as BarMark(x: .value(\"Day\", \"Mon\"), y: .value(\"Steps\", 10)), found '\(Quoting.clip(e.description))'")
        }
        if ["Group", "ForEach"].contains(name), let closure {
            guard modifiers.isEmpty else { throw ExpressionError(.unsupported, at: modifiers[0].range, "a chart's marks take their modifiers one by one, not on a \(name)") }
            for s in closure.statements { try readMarks(s, into: &spec, views) }
            return
        }
        guard let kind = ChartSpec.Kind(rawValue: name) else {
            throw ExpressionError(.unsupported, at: callee.range, "'\(Quoting.clip(name))' in a Chart is not drawn yet; a board draws BarMark, LineMark, PointMark, AreaMark, RuleMark and SectorMark")
        }
        var mark = ChartSpec.Mark(kind: kind)
        for a in arguments {
            switch a.label {
            case "x": mark.x = try plotted(a.value)
            case "y": mark.y = try plotted(a.value)
            case "angle": mark.angle = try plotted(a.value).number
            case "innerRadius": mark.innerRatio = try ratio(a.value)
            case "angularInset", "outerRadius", "width", "stacking", "series": break
            default:
                throw ExpressionError(.unsupported, at: a.value.range, "\(name)(\(a.label ?? "_"):) is not drawn yet; a board draws marks of x:, y: (and a SectorMark's angle: and innerRadius:)")
            }
        }
        for m in modifiers {
            if m.name == "annotation" {
                mark.annotations.append(try annotation(m.arguments, m.closure, m.range, views))
            } else {
                try apply(m.name, m.arguments, m.range, to: &mark)
            }
        }
        spec.marks.append(mark)
    }

    /// A mark's modifier.
    static func apply(_ name: String, _ arguments: [Expr.Argument], _ range: SourceRange, to mark: inout ChartSpec.Mark) throws(ExpressionError) {
        switch name {
        case "foregroundStyle" where arguments.first?.label == "by":
            mark.series = try plotted(arguments[0].value).label
        case "foregroundStyle" where arguments.count == 1:
            mark.color = try ValueReader.viewColor(arguments[0].value, for: "a chart mark's style")
        case "cornerRadius" where arguments.count >= 1:
            mark.cornerRadius = try ValueReader.number(arguments[0].value, for: "a bar's corner radius")
        case "opacity" where arguments.count == 1:
            mark.opacity = min(max(try ValueReader.number(arguments[0].value, for: "a mark's opacity"), 0), 1)
        case "lineStyle" where arguments.count == 1:
            if case let .call(_, style, _) = arguments[0].value.kind, let w = style.first(where: { $0.label == "lineWidth" }) {
                mark.lineWidth = try ValueReader.number(w.value, for: "a line's width")
            }
        case "interpolationMethod":
            mark.smooth = ["catmullRom", "cardinal", "monotone"].contains(arguments.first?.value.caseName ?? "")
        case "symbolSize" where arguments.count == 1 && arguments[0].label == nil:
            // The symbol's area in square points: a circle of that area.
            let area = max(try ValueReader.number(arguments[0].value, for: "a symbol's size"), 0)
            mark.pointDiameter = 2 * (area / Double.pi).squareRoot()
        // What is not seen: read by assistive technologies.
        case "accessibilityLabel", "accessibilityValue", "accessibilityHidden":
            break
        default:
            throw ExpressionError(.unsupported, at: range, "a chart mark's '.\(name)' is not drawn yet; a board draws .foregroundStyle (and by:), .cornerRadius, .opacity, .lineStyle, .interpolationMethod and .symbolSize")
        }
    }

    /// `.annotation(position: .top, alignment: .center, spacing: 4) { Text("12") }`: views placed beside the mark.
    static func annotation(_ arguments: [Expr.Argument], _ closure: Expr.Closure?, _ range: SourceRange,
                           _ views: @Sendable (Expr) throws(ExpressionError) -> ViewNode) throws(ExpressionError) -> ChartSpec.Annotation {
        var note = ChartSpec.Annotation()
        var content: Expr.Closure? = closure
        for a in arguments {
            switch a.label {
            case "position":
                guard let p = a.value.caseName, ChartSpec.Annotation.positions.contains(p) else {
                    throw ExpressionError(.value, at: a.value.range, "an annotation's position is " + Wording.list(ChartSpec.Annotation.positions.map { "." + $0 }))
                }
                note.position = p
            case "alignment":
                note.alignment = a.value.caseName ?? "center"
            case "spacing":
                note.spacing = try ValueReader.number(a.value, for: "an annotation's spacing")
            case "content":
                if case let .closure(c) = a.value.kind { content = c }
            case "overflowResolution":
                break
            default:
                throw ExpressionError(.arguments, at: a.value.range, "annotation takes position:, alignment:, spacing: and its views")
            }
        }
        guard let content else { throw ExpressionError(.arguments, at: range, "an annotation needs its views in braces, as in .annotation { Text(\"12\") }") }
        let made = try content.statements.map { s throws(ExpressionError) in try views(s) }
        note.view = made.count == 1 ? made[0] : .stack(.vStack, made, StackOptions())
        return note
    }

    /// `.value("Label", v)`: a number or a category.
    static func plotted(_ e: Expr) throws(ExpressionError) -> ChartSpec.Plotted {
        guard case let .call(callee, arguments, nil) = e.kind, callee.caseName == "value", arguments.count == 2 else {
            throw ExpressionError(.type, at: e.range, "a chart's value is written .value(\"Label\", value), found '\(Quoting.clip(e.description))'")
        }
        let v = arguments[1].value
        switch v.kind {
        case let .string(s): return .category(s)
        case .number: return .number(try ValueReader.number(v, for: "a chart's value"))
        case let .bool(b): return .category(b ? "true" : "false")
        default:
            if let n = try? ValueReader.number(v, for: "a chart's value") { return .number(n) }
            if let s = try? ValueReader.string(v, for: "a chart's value") { return .category(s) }
            throw ExpressionError(.unsupported, at: v.range, "a chart plots numbers and strings (a date axis is not drawn yet), found '\(Quoting.clip(v.description))'")
        }
    }

    /// `.ratio(0.6)` (or a number of points, read as a ratio of 100).
    static func ratio(_ e: Expr) throws(ExpressionError) -> Double {
        if case let .call(callee, arguments, nil) = e.kind, callee.caseName == "ratio", let first = arguments.first {
            return min(max(try ValueReader.number(first.value, for: "an inner radius ratio"), 0), 1)
        }
        throw ExpressionError(.unsupported, at: e.range, "a sector's inner radius is drawn as .ratio(r)")
    }

    /// The chart modifiers: axes and legend hidden, the value scales' domains. The others a board
    /// does not draw yet are refused by name (``refusedChartModifiers``).
    package static var chartModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        func edit(_ name: String, _ parameters: [Parameter],
                  _ change: @escaping @Sendable (BoundArguments, inout ChartSpec) throws(ExpressionError) -> Void) -> Signature<ChainEvaluator<ViewNode>.Modifier> {
            Signature(name, [Overload(parameters) { a in
                // Read once, where it is written (its errors name the modifier), then applied to the chart.
                var probe = ChartSpec()
                try change(a, &probe)
                return { view in
                    guard case let .geometryReader(g) = view, var spec = g.chart else { return view }
                    try? change(a, &spec)
                    return chart(spec)
                }
            }])
        }
        return [
            edit("chartXAxis", [.unlabelled("visibility", .any)]) { a, s throws(ExpressionError) in s.xAxisHidden = isHidden(a) },
            edit("chartYAxis", [.unlabelled("visibility", .any)]) { a, s throws(ExpressionError) in s.yAxisHidden = isHidden(a) },
            edit("chartLegend", [.unlabelled("visibility", .any)]) { a, s throws(ExpressionError) in s.legendHidden = isHidden(a) },
            edit("chartYScale", [Parameter("domain", .any)]) { a, s throws(ExpressionError) in try scale(a.expression("domain"), &s, \.yDomain, \.yIncludesZero) },
            edit("chartXScale", [Parameter("domain", .any)]) { a, s throws(ExpressionError) in try scale(a.expression("domain"), &s, \.xDomain, \.xIncludesZero) },
        ]
    }

    /// The date pickers' styles and the charts' modifiers (one list: the table's sum stays cheap to type-check).
    package static var datePickerAndChartModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] { datePickerStyleModifiers + chartModifiers }

    /// `.chartXAxis(.hidden)`: whether the visibility given is `.hidden`.
    static func isHidden(_ a: BoundArguments) -> Bool { a.expression("visibility").caseName == "hidden" }

    /// Chart modifiers a board does not draw yet (each changes what is seen).
    package static let refusedChartModifiers: [String: String] = Dictionary(uniqueKeysWithValues: [
        "chartForegroundStyleScale", "chartScrollableAxes", "chartXVisibleDomain", "chartYVisibleDomain", "chartPlotStyle",
        "chartXSelection", "chartYSelection", "chartAngleSelection", "chartOverlay", "chartBackground", "chartScrollPosition",
        "chartSymbolScale", "chartLineStyleScale", "chartXAxisLabel", "chartYAxisLabel", "chartScrollTargetBehavior",
    ].map { ($0, notDrawn("this chart setting (.\($0))")) })

    /// `domain: 0...100` or `.automatic(includesZero: false)` of a chart's scale.
    static func scale(_ e: Expr, _ spec: inout ChartSpec, _ axis: WritableKeyPath<ChartSpec, ClosedRange<Double>?>,
                      _ zero: WritableKeyPath<ChartSpec, Bool>) throws(ExpressionError) {
        if case let .call(callee, arguments, nil) = e.kind, callee.caseName == "automatic" {
            if let z = arguments.first(where: { $0.label == "includesZero" }), case let .bool(b) = z.value.kind { spec[keyPath: zero] = b }
            return
        }
        spec[keyPath: axis] = try domain(e)
    }

    /// `domain: 0...100` of a chart's scale.
    static func domain(_ e: Expr) throws(ExpressionError) -> ClosedRange<Double> {
        guard case let .binary(op, lo, hi) = e.kind, op == "..." || op == "..<" else {
            throw ExpressionError(.unsupported, at: e.range, "a chart's scale domain is drawn when it is a range of numbers, as in domain: 0...100")
        }
        let low = try ValueReader.number(lo, for: "the domain's lower bound"), high = try ValueReader.number(hi, for: "the domain's upper bound")
        guard high > low else { throw ExpressionError(.value, at: e.range, "a chart's domain needs an upper bound above its lower bound") }
        return low...high
    }
}
