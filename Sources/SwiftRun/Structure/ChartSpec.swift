import BoardModel

/// A Swift Charts `Chart`, read from its marks (ViewEvaluator+Charts) and drawn for a size by
/// ``ChartLowering``: pure data, no layout.
public struct ChartSpec: Hashable, Sendable {
    /// A value a mark plots (`.value("Month", "Jan")`, `.value("Sales", 12.5)`).
    public enum Plotted: Hashable, Sendable {
        case category(String)
        case number(Double)

        /// The number, for a quantitative axis.
        var number: Double? { if case let .number(n) = self { n } else { nil } }
        /// The text of a category, or of a number as an axis prints it.
        var label: String {
            switch self {
            case let .category(s): s
            case let .number(n): ChartLowering.tickLabel(n)
            }
        }
    }

    /// What a mark draws.
    public enum Kind: String, Hashable, Sendable {
        case bar = "BarMark", line = "LineMark", point = "PointMark", area = "AreaMark", rule = "RuleMark", sector = "SectorMark"
    }

    /// One mark: `BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000))` and its modifiers.
    public struct Mark: Hashable, Sendable {
        public var kind: Kind
        public var x: Plotted?
        public var y: Plotted?
        /// A `SectorMark`'s `angle:` value.
        public var angle: Double?
        /// A `SectorMark`'s `innerRadius: .ratio(r)` (0: a pie).
        public var innerRatio: Double = 0
        /// `.foregroundStyle(by: .value("Kind", "cat"))`: the series it belongs to (coloured from
        /// the palette, named in the legend).
        public var series: String?
        /// `.foregroundStyle(.red)`: its own colour (nil: the series' or the accent colour).
        public var color: Tint?
        /// `.cornerRadius(r)` of a bar.
        public var cornerRadius: Double = 0
        /// `.lineStyle(StrokeStyle(lineWidth:))` of a line or rule; nil: the default.
        public var lineWidth: Double?
        /// `.interpolationMethod(.catmullRom)` (or `.cardinal`, `.monotone`): the line drawn smooth.
        public var smooth = false
        /// `.opacity(o)`.
        public var opacity: Double = 1
        /// A point's diameter (`.symbolSize(area)`); nil: the default.
        public var pointDiameter: Double?
        /// `.annotation { … }`s: views placed beside the mark.
        public var annotations: [Annotation] = []

        public init(kind: Kind) { self.kind = kind }
    }

    /// `.annotation(position:alignment:spacing:) { views }` of a mark.
    public struct Annotation: Hashable, Sendable {
        /// The positions SwiftUI names.
        static let positions = ["top", "bottom", "leading", "trailing", "overlay", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "automatic"]
        public var position = "automatic"
        public var alignment = "center"
        /// nil: the default (``ChartLowering/look``'s `annotationSpacing`).
        public var spacing: Double?
        public var view: ViewNode = .empty
        public init() {}
    }

    public var marks: [Mark] = []
    /// `.chartXAxis(.hidden)`, `.chartYAxis(.hidden)`, `.chartLegend(.hidden)`.
    public var xAxisHidden = false, yAxisHidden = false, legendHidden = false
    /// `.chartYScale(domain: 0...100)`, `.chartXScale(domain:)` of numbers.
    public var yDomain: ClosedRange<Double>?
    public var xDomain: ClosedRange<Double>?
    /// Whether the automatic scales include zero (`.chartYScale(domain: .automatic(includesZero: false))`: not).
    public var yIncludesZero = true, xIncludesZero = true

    public init() {}

    /// The series named by `.foregroundStyle(by:)`, in the order they first appear.
    var seriesNames: [String] {
        var seen: [String] = []
        for m in marks { if let s = m.series, !seen.contains(s) { seen.append(s) } }
        return seen
    }

    /// A mark's fill or line colour: its own, else its series' from the palette, else the accent colour.
    func color(of mark: Mark) -> Tint {
        if let c = mark.color { return c }
        if let s = mark.series, let k = seriesNames.firstIndex(of: s) {
            return .named(ChartLowering.look.palette[k % ChartLowering.look.palette.count])
        }
        return .named(ChartLowering.look.palette[0])
    }
}
