import Foundation
import BoardModel
import BoardScene
import SwiftFront

/// A ``ChartSpec`` drawn for a size as Swift Charts' default look draws it, in the views every
/// other view is made of: shapes of their own paths for the marks and grid lines, texts for the
/// axis labels and the legend, placed in a top-leading `ZStack` of the chart's size. The value
/// axis is on the trailing side with a grid line at each of its "nice" ticks (0 included for bars
/// and areas, whose values stack); categories share the width in equal bands, in the order they
/// first appear; a series named by `.foregroundStyle(by:)` takes the next palette colour and a
/// legend entry. `SectorMark`s make a pie (or a donut) in the middle, clockwise from 12 o'clock.
package enum ChartLowering {
    /// The look. Uncertain (docs/semantics.md, uncertainty 25): Apple documents the marks and the
    /// automatic axes, not their metrics. Read from iOS 17 screenshots: axis labels in `.caption2`
    /// and the secondary colour, 4 pt from the plot; 0.5 pt grid lines; a bar 60 % of its band;
    /// 2 pt lines; 6 pt points (a 30 pt² symbol); about five ticks; the palette Swift Charts
    /// cycles through (blue, green, orange, purple, red, cyan, yellow).
    package static let look = (
        labelFont: ViewFont(style: .caption2), labelSize: 11.0, labelLineHeight: 13.0, labelGap: 4.0,
        digitWidth: 0.62, gridWidth: 0.5, gridColor: "systemGray4", barRatio: 0.6, lineWidth: 2.0,
        pointDiameter: 6.2, ruleWidth: 1.0, tickTarget: 5, legendGap: 8.0, legendDot: 8.0, legendDotGap: 4.0,
        legendSpacing: 12.0, palette: ["blue", "green", "orange", "purple", "red", "cyan", "yellow"], annotationSpacing: 4.0
    )

    /// The chart's views for `size`.
    package static func node(_ spec: ChartSpec, _ size: Size) -> ViewNode {
        var layers: [ViewNode] = []
        let legend = !spec.legendHidden && !spec.seriesNames.isEmpty
        let legendBand = legend ? look.legendGap + look.labelLineHeight : 0
        if spec.marks.allSatisfy({ $0.kind == .sector }) {
            layers += pie(spec, Size(size.width, max(size.height - legendBand, 0)))
        } else {
            layers += cartesian(spec, Size(size.width, max(size.height - legendBand, 0)))
        }
        if legend { layers.append(legendRow(spec, y: size.height - look.labelLineHeight / 2, width: size.width)) }
        return .modified(.stack(.zStack, layers, StackOptions(alignment: .topLeading)),
                         .frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    // MARK: Axes

    /// Ticks for `low...high`: steps of 1, 2, 2.5 or 5 × 10ⁿ, about ``look``'s target many, the
    /// domain widened to whole ticks.
    static func ticks(_ low: Double, _ high: Double) -> [Double] {
        var (lo, hi) = (min(low, high), max(low, high))
        if hi - lo < 1e-9 { hi = lo + 1 }
        let raw = (hi - lo) / Double(look.tickTarget)
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw * 0.999 } ?? 10 * magnitude
        lo = floor(lo / step + 1e-9) * step
        hi = ceil(hi / step - 1e-9) * step
        var out: [Double] = []
        var t = lo
        while t <= hi + step * 1e-6, out.count < 40 { out.append(abs(t) < step * 1e-9 ? 0 : t); t += step }
        return out
    }

    /// A tick's label: a whole number without decimals, else as few as it needs.
    static func tickLabel(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        var s = String(format: "%.2f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// A secondary-coloured axis label.
    static func label(_ text: String) -> ViewNode {
        .modified(.modified(.modified(.text(text), .font(look.labelFont)), .foreground(.named("secondary"))),
                  .fixedSize(horizontal: true, vertical: true))
    }

    /// A label whose leading edge is at `x`, centred on `y`.
    static func leadingLabel(_ text: String, x: Double, y: Double) -> ViewNode {
        let width = estimatedWidth(text)
        return .modified(.modified(label(text), .frame(width: width, height: nil, alignment: .leading)), .position(x: x + width / 2, y: y))
    }

    /// What a label's width is taken to be where the room for it is set aside (its real width is
    /// measured when it is laid out).
    static func estimatedWidth(_ text: String) -> Double { Double(text.count) * look.digitWidth * look.labelSize }

    /// A shape of the chart's whole size drawing `elements` (filled, or stroked `lineWidth` wide).
    static func shape(_ name: String, _ size: Size, fill: Tint?, stroke: Tint? = nil, lineWidth: Double = 1, round: Bool = false,
                      _ elements: [PathElement]) -> ViewNode {
        var s = ShapeView(.path)
        s.custom = CustomShapePath(name: name) { _ throws(ExpressionError) in elements }
        s.fill = fill
        if let stroke {
            var style = ShapeView.StrokeStyle(color: stroke, lineWidth: lineWidth)
            if round { style.lineCap = .round; style.lineJoin = .round }
            s.stroke = style
        }
        return .modified(.shape(s), .frame(width: size.width, height: size.height, alignment: .center))
    }

    // MARK: Cartesian charts

    static func cartesian(_ spec: ChartSpec, _ size: Size) -> [ViewNode] {
        let marks = spec.marks.filter { $0.kind != .sector }
        // The value axis: the stacked sums of bars and areas (and 0), lines', points' and rules' values.
        var sums: [String: (pos: Double, neg: Double)] = [:]
        var values: [Double] = []
        var zero = false
        for m in marks {
            guard let v = m.y?.number else { continue }
            if m.kind == .bar || m.kind == .area {
                zero = true
                let key = m.x?.label ?? ""
                var s = sums[key] ?? (0, 0)
                if v >= 0 { s.pos += v } else { s.neg += v }
                sums[key] = s
                values += [s.pos, s.neg]
            } else {
                values.append(v)
            }
        }
        // Swift Charts' automatic scales include zero (`.automatic(includesZero: false)` leaves it out).
        if zero || spec.yIncludesZero { values.append(0) }
        let yTicks = spec.yDomain.map { ticks($0.lowerBound, $0.upperBound) } ?? ticks(values.min() ?? 0, values.max() ?? 1)
        let yLow = spec.yDomain?.lowerBound ?? yTicks.first ?? 0, yHigh = spec.yDomain?.upperBound ?? yTicks.last ?? 1
        // The position axis: categories in bands, or numbers.
        var categories: [String] = []
        for m in marks { if case let .category(c)? = m.x, !categories.contains(c) { categories.append(c) } }
        let xNumbers = marks.compactMap { $0.x?.number }
        let xRange = spec.xIncludesZero ? xNumbers + [0] : xNumbers
        let xTicks = categories.isEmpty ? (spec.xDomain.map { ticks($0.lowerBound, $0.upperBound) } ?? ticks(xRange.min() ?? 0, xRange.max() ?? 1)) : []
        let xLow = spec.xDomain?.lowerBound ?? xTicks.first ?? 0, xHigh = spec.xDomain?.upperBound ?? xTicks.last ?? 1

        let labelColumn = spec.yAxisHidden ? 0 : look.labelGap + (yTicks.map { estimatedWidth(tickLabel($0)) }.max() ?? 0)
        let xBand = spec.xAxisHidden ? 0 : look.labelGap + look.labelLineHeight
        let plot = Rect(x: 0, y: 0, width: max(size.width - labelColumn, 1), height: max(size.height - xBand, 1))
        func y(_ v: Double) -> Double { plot.maxY - (v - yLow) / max(yHigh - yLow, 1e-9) * plot.height }
        let band = plot.width / Double(max(categories.count, 1))
        func x(_ p: ChartSpec.Plotted?) -> Double {
            switch p {
            case let .category(c)?: plot.minX + (Double(categories.firstIndex(of: c) ?? 0) + 0.5) * band
            case let .number(n)?: plot.minX + (n - xLow) / max(xHigh - xLow, 1e-9) * plot.width
            case nil: plot.mid.x
            }
        }
        var layers: [ViewNode] = []
        // Grid lines, under the marks.
        var grid: [PathElement] = []
        if !spec.yAxisHidden { for t in yTicks { grid += [.move(Point(plot.minX, y(t))), .line(Point(plot.maxX, y(t)))] } }
        if !spec.xAxisHidden { for t in xTicks { grid += [.move(Point(x(.number(t)), plot.minY)), .line(Point(x(.number(t)), plot.maxY))] } }
        if !grid.isEmpty { layers.append(shape("AxisGridLine", size, fill: nil, stroke: .named(look.gridColor), lineWidth: look.gridWidth, grid)) }
        // Areas, bars, lines, rules, points: each colour one shape, in that order.
        let barWidth = categories.isEmpty ? plot.width / Double(max(Set(xNumbers).count, 1)) * look.barRatio : band * look.barRatio
        var stacked: [String: (pos: Double, neg: Double)] = [:]
        var groups: [(kind: ChartSpec.Kind, color: Tint, elements: [PathElement], width: Double)] = []
        // Each mark's annotations and the rectangle they are placed around.
        var notes: [(ChartSpec.Annotation, Rect)] = []
        func note(_ m: ChartSpec.Mark, _ r: Rect) { for a in m.annotations { notes.append((a, r)) } }
        func add(_ kind: ChartSpec.Kind, _ color: Tint, _ elements: [PathElement], width: Double = 0) {
            if let k = groups.firstIndex(where: { $0.kind == kind && $0.color == color && $0.width == width }) { groups[k].elements += elements }
            else { groups.append((kind, color, elements, width)) }
        }
        for m in marks {
            let color: Tint = m.opacity < 1 ? .opacity(spec.color(of: m), m.opacity) : spec.color(of: m)
            switch m.kind {
            case .bar:
                guard let v = m.y?.number else { continue }
                let key = m.x?.label ?? ""
                var s = stacked[key] ?? (0, 0)
                let base = v >= 0 ? s.pos : s.neg
                if v >= 0 { s.pos += v } else { s.neg += v }
                stacked[key] = s
                let cx = x(m.x), top = y(max(base, base + v)), bottom = y(min(base, base + v))
                let bar = Rect(x: cx - barWidth / 2, y: top, width: barWidth, height: bottom - top)
                add(.bar, color, rounded(bar, m.cornerRadius))
                note(m, bar)
            case .point:
                guard let v = m.y?.number else { continue }
                let d = m.pointDiameter ?? look.pointDiameter
                add(.point, color, circle(Point(x(m.x), y(v)), d / 2))
                note(m, Rect(x: x(m.x) - d / 2, y: y(v) - d / 2, width: d, height: d))
            case .rule:
                if let v = m.y?.number, m.x == nil {
                    add(.rule, color, [.move(Point(plot.minX, y(v))), .line(Point(plot.maxX, y(v)))], width: m.lineWidth ?? look.ruleWidth)
                    note(m, Rect(x: plot.minX, y: y(v), width: plot.width, height: 0))
                } else if m.x != nil {
                    add(.rule, color, [.move(Point(x(m.x), plot.minY)), .line(Point(x(m.x), plot.maxY))], width: m.lineWidth ?? look.ruleWidth)
                    note(m, Rect(x: x(m.x), y: plot.minY, width: 0, height: plot.height))
                }
            case .line, .area, .sector:
                break
            }
        }
        // Lines and areas join their series' points, in the order written.
        var seriesOrder: [String] = []
        var points: [String: [(Point, ChartSpec.Mark)]] = [:]
        for m in marks where m.kind == .line || m.kind == .area {
            guard let v = m.y?.number else { continue }
            let key = m.kind.rawValue + "|" + (m.series ?? "")
            if points[key] == nil { seriesOrder.append(key) }
            points[key, default: []].append((Point(x(m.x), y(v)), m))
            note(m, Rect(x: x(m.x), y: y(v), width: 0, height: 0))
        }
        for key in seriesOrder {
            guard let list = points[key], let first = list.first?.1 else { continue }
            let color = spec.color(of: first)
            let line = path(list.map(\.0), smooth: first.smooth)
            if first.kind == .line {
                add(.line, color, line, width: first.lineWidth ?? look.lineWidth)
            } else if let a = list.first?.0, let b = list.last?.0 {
                add(.area, color, line + [.line(Point(b.x, y(max(yLow, 0)))), .line(Point(a.x, y(max(yLow, 0)))), .close])
            }
        }
        for kind in [ChartSpec.Kind.area, .bar, .line, .rule, .point] {
            for g in groups where g.kind == kind {
                switch kind {
                case .line, .rule: layers.append(shape(kind.rawValue, size, fill: nil, stroke: g.color, lineWidth: g.width, round: kind == .line, g.elements))
                default: layers.append(shape(kind.rawValue, size, fill: g.color, g.elements))
                }
            }
        }
        for (a, r) in notes { layers.append(placed(a, around: r)) }
        // Axis labels.
        if !spec.yAxisHidden { for t in yTicks { layers.append(leadingLabel(tickLabel(t), x: plot.maxX + look.labelGap, y: y(t))) } }
        if !spec.xAxisHidden {
            let labelY = plot.maxY + look.labelGap + look.labelLineHeight / 2
            for c in categories { layers.append(.modified(label(c), .position(x: x(.category(c)), y: labelY))) }
            for t in xTicks { layers.append(.modified(label(tickLabel(t)), .position(x: x(.number(t)), y: labelY))) }
        }
        return layers
    }

    /// An annotation's views beside `r` (a bar, a point, a rule), as its position and alignment say:
    /// laid out at their own size in a large frame aligned so that their edge is `spacing` from the mark's.
    static func placed(_ a: ChartSpec.Annotation, around r: Rect) -> ViewNode {
        let gap = a.spacing ?? look.annotationSpacing, big = 1000.0
        let h = a.alignment == "leading" ? 0.0 : a.alignment == "trailing" ? 1.0 : 0.5
        let ax = r.minX + h * r.width
        var u: UnitPoint, c: Point
        switch a.position {
        case "bottom": (u, c) = (UnitPoint(x: h, y: 0), Point(ax + (0.5 - h) * big, r.maxY + gap + big / 2))
        case "overlay": (u, c) = (UnitPoint(x: h, y: 0.5), Point(ax + (0.5 - h) * big, r.mid.y))
        case "leading": (u, c) = (UnitPoint(x: 1, y: 0.5), Point(r.minX - gap - big / 2, r.mid.y))
        case "trailing": (u, c) = (UnitPoint(x: 0, y: 0.5), Point(r.maxX + gap + big / 2, r.mid.y))
        case "topLeading": (u, c) = (UnitPoint(x: 1, y: 1), Point(r.minX - gap - big / 2, r.minY - gap - big / 2))
        case "topTrailing": (u, c) = (UnitPoint(x: 0, y: 1), Point(r.maxX + gap + big / 2, r.minY - gap - big / 2))
        case "bottomLeading": (u, c) = (UnitPoint(x: 1, y: 0), Point(r.minX - gap - big / 2, r.maxY + gap + big / 2))
        case "bottomTrailing": (u, c) = (UnitPoint(x: 0, y: 0), Point(r.maxX + gap + big / 2, r.maxY + gap + big / 2))
        default: (u, c) = (UnitPoint(x: h, y: 1), Point(ax + (0.5 - h) * big, r.minY - gap - big / 2))   // .top, .automatic
        }
        return .modified(.modified(.modified(a.view, .fixedSize(horizontal: true, vertical: true)),
                                   .frame(width: big, height: big, alignment: u)), .position(x: c.x, y: c.y))
    }

    /// A rectangle with its top corners rounded by `r` (a bar's `.cornerRadius`), as segments.
    static func rounded(_ r: Rect, _ radius: Double) -> [PathElement] {
        let k = min(max(radius, 0), r.width / 2, abs(r.height) / 2)
        guard k > 0 else {
            return [.move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)),
                    .line(Point(r.minX, r.maxY)), .close]
        }
        let c = k * 0.5523
        return [.move(Point(r.minX, r.maxY)), .line(Point(r.minX, r.minY + k)),
                .curve(Point(r.minX, r.minY + k - c), Point(r.minX + k - c, r.minY), Point(r.minX + k, r.minY)),
                .line(Point(r.maxX - k, r.minY)),
                .curve(Point(r.maxX - k + c, r.minY), Point(r.maxX, r.minY + k - c), Point(r.maxX, r.minY + k)),
                .line(Point(r.maxX, r.maxY)), .close]
    }

    /// A circle as four cubic curves.
    static func circle(_ c: Point, _ r: Double) -> [PathElement] {
        let k = r * 0.5523
        return [.move(Point(c.x + r, c.y)),
                .curve(Point(c.x + r, c.y + k), Point(c.x + k, c.y + r), Point(c.x, c.y + r)),
                .curve(Point(c.x - k, c.y + r), Point(c.x - r, c.y + k), Point(c.x - r, c.y)),
                .curve(Point(c.x - r, c.y - k), Point(c.x - k, c.y - r), Point(c.x, c.y - r)),
                .curve(Point(c.x + k, c.y - r), Point(c.x + r, c.y - k), Point(c.x + r, c.y)), .close]
    }

    /// Points joined by straight lines, or by a Catmull-Rom curve through them.
    static func path(_ p: [Point], smooth: Bool) -> [PathElement] {
        guard let first = p.first else { return [] }
        var out: [PathElement] = [.move(first)]
        for k in 1..<max(p.count, 1) {
            guard smooth else { out.append(.line(p[k])); continue }
            let a = p[max(k - 2, 0)], b = p[k - 1], c = p[k], d = p[min(k + 1, p.count - 1)]
            out.append(.curve(Point(b.x + (c.x - a.x) / 6, b.y + (c.y - a.y) / 6),
                              Point(c.x - (d.x - b.x) / 6, c.y - (d.y - b.y) / 6), c))
        }
        return out
    }

    // MARK: Pies

    static func pie(_ spec: ChartSpec, _ size: Size) -> [ViewNode] {
        let total = spec.marks.compactMap(\.angle).filter { $0 > 0 }.reduce(0, +)
        guard total > 0 else { return [] }
        let r = min(size.width, size.height) / 2
        let c = Point(size.width / 2, size.height / 2)
        var start = -Double.pi / 2
        var layers: [ViewNode] = []
        for m in spec.marks {
            guard let a = m.angle, a > 0 else { continue }
            let sweep = a / total * 2 * .pi
            layers.append(shape("SectorMark", size, fill: spec.color(of: m), sector(c, r, r * m.innerRatio, start, start + sweep)))
            start += sweep
        }
        return layers
    }

    /// An annular sector from `a0` to `a1` (radians, clockwise on screen), as line and curve segments.
    static func sector(_ c: Point, _ r: Double, _ inner: Double, _ a0: Double, _ a1: Double) -> [PathElement] {
        func at(_ radius: Double, _ a: Double) -> Point { Point(c.x + radius * cos(a), c.y + radius * sin(a)) }
        func arc(_ radius: Double, _ from: Double, _ to: Double) -> [PathElement] {
            let n = max(Int(ceil(abs(to - from) / (.pi / 2))), 1)
            let step = (to - from) / Double(n)
            let k = 4.0 / 3.0 * tan(step / 4) * radius
            return (0..<n).map { i in
                let s = from + Double(i) * step, e = s + step
                let p0 = at(radius, s), p1 = at(radius, e)
                return .curve(Point(p0.x - k * sin(s), p0.y + k * cos(s)), Point(p1.x + k * sin(e), p1.y - k * cos(e)), p1)
            }
        }
        var out: [PathElement] = inner > 0 ? [.move(at(inner, a0)), .line(at(r, a0))] : [.move(c), .line(at(r, a0))]
        out += arc(r, a0, a1)
        if inner > 0 { out.append(.line(at(inner, a1))); out += arc(inner, a1, a0) }
        return out + [.close]
    }

    // MARK: Legend

    /// The series' colours and names in a row at the chart's leading edge, centred on `y`.
    static func legendRow(_ spec: ChartSpec, y: Double, width: Double) -> ViewNode {
        let entries: [ViewNode] = spec.seriesNames.enumerated().map { k, name in
            var dot = ShapeView(.circle)
            dot.fill = .named(look.palette[k % look.palette.count])
            return .stack(.hStack, [.modified(.shape(dot), .frame(width: look.legendDot, height: look.legendDot, alignment: .center)), label(name)],
                          StackOptions(spacing: look.legendDotGap))
        }
        let row = ViewNode.stack(.hStack, entries, StackOptions(spacing: look.legendSpacing))
        return .modified(.modified(.modified(row, .fixedSize(horizontal: true, vertical: true)),
                                   .frame(width: width, height: nil, alignment: .leading)), .position(x: width / 2, y: y))
    }
}
