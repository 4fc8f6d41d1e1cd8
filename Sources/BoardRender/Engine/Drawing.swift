/// What a view draws: the few kinds of views a board shows.
///
/// A drawing has text slots (a row's title and detail, a tile's label) whose
/// strings can cross-fade on their own, and parameters that animate in place
/// (a toggle's knob).
enum Drawing: Hashable, Sendable {
    /// A bench tile: a rounded rectangle filling its frame, its label centred.
    case tile(label: String, tint: Color)
    /// A laid-out SwiftUI view tree (a grid cell's item): its tiles, shapes and texts.
    case view(ViewDrawing)
    /// A list row: a rounded background, the title at the leading edge, a detail at the trailing edge.
    case row(title: String, detail: String?, tint: Color)
    /// A line of text.
    case text(String, font: FontSpec, color: Color)
    /// A text field showing `text`, or `placeholder` when it is empty.
    case field(text: String, placeholder: String)
    /// A toggle: its label, and a switch on or off.
    case toggle(label: String, isOn: Bool)
    /// A notice bar.
    case bar(String, tint: Color)
    /// A block of content.
    case block(String, tint: Color)
    /// An empty frame, drawn as a thin outline.
    case frame
    /// Nothing (a container).
    case none

    /// The strings of the text slots, in order.
    var strings: [String] {
        switch self {
        case let .tile(label, _): [label]
        case let .view(drawing): drawing.strings
        case let .row(title, detail, _): [title, detail ?? ""]
        case let .text(s, _, _): [s]
        case let .field(text, placeholder): [text.isEmpty ? placeholder : text]
        case let .toggle(label, _): [label]
        case let .bar(s, _), let .block(s, _): [s]
        case .frame, .none: []
        }
    }

    /// What a text slot shows, its style included: a change of it is a content change.
    func signature(slot: Int) -> String {
        switch self {
        case let .text(s, font, color): "\(s)|\(font.face)|\(font.size)|\(color)"
        case let .field(text, _): "\(strings[slot])|\(text.isEmpty)"
        default: strings[slot]
        }
    }

    /// The parameters that animate in place (a toggle's position, 0 off to 1 on).
    var parameters: [Double] {
        if case let .toggle(_, isOn) = self { return [isOn ? 1 : 0] }
        if case let .view(drawing) = self { return drawing.parameters }
        return []
    }

    /// The structure ``parameters`` follow: two drawings of one shape interpolate.
    var parameterShape: [Int] {
        if case let .view(drawing) = self { return drawing.parameterShape }
        return [parameters.count]
    }

    /// The drawing with its in-place parameters set to `numbers` (a laid-out view's leaves).
    func with(parameters numbers: [Double]) -> Drawing {
        if case let .view(drawing) = self { return .view(drawing.with(parameters: numbers)) }
        return self
    }
}

/// Colours of panel boards, per theme.
struct PanelColors: Sendable {
    var row: Color, field: Color, fieldStroke: Color, bar: Color, block: Color, toggleOn: Color, toggleOff: Color,
        knob: Color, card: Color, cardStroke: Color

    static func of(_ theme: Theme) -> PanelColors {
        theme.name == "dark"
            ? PanelColors(
                row: Color(hex: 0x1E3A5F), field: Color(hex: 0x2C2C2E), fieldStroke: Color(hex: 0x48484A),
                bar: Color(hex: 0x5C4212), block: Color(hex: 0x2C2C2E), toggleOn: Color(hex: 0x30D158),
                toggleOff: Color(hex: 0x48484A), knob: Color(hex: 0xF5F5F7), card: Color(hex: 0x242426),
                cardStroke: Color(hex: 0x3A3A3C))
            : PanelColors(
                row: Color(hex: 0xDBEAFE), field: Color(hex: 0xFFFFFF), fieldStroke: Color(hex: 0xC7C7CC),
                bar: Color(hex: 0xFFE8B3), block: Color(hex: 0xE5E5EA), toggleOn: Color(hex: 0x34C759),
                toggleOff: Color(hex: 0xD1D1D6), knob: Color(hex: 0xFFFFFF), card: Color(hex: 0xFFFFFF),
                cardStroke: Color(hex: 0xE0E0E5))
    }
}

extension Drawing {
    /// Fonts of panel views.
    static let rowFont = FontSpec(.sans, 13)
    static let detailFont = FontSpec(.sans, 11.5)
    static let controlFont = FontSpec(.sans, 12.5)
    static let barFont = FontSpec(.sansBold, 12.5)
    /// A row's horizontal inset for its texts.
    static let inset = 12.0

    /// The shapes, in the view's own coordinates (`size`), with the in-place parameters.
    /// `parameters` nil: the drawing's own.
    func shapes(size: Size, theme: Theme, parameters given: [Double]?) -> [TileShape] {
        let all = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let colors = PanelColors.of(theme)
        switch self {
        case let .tile(_, tint):
            return [TileShape(rect: all, cornerRadius: BoardLayout.cornerRadius, fill: tint, stroke: nil)]
        case let .view(drawing):
            return given.map { drawing.with(parameters: $0).shapes() } ?? drawing.shapes()
        case let .row(_, _, tint):
            return [TileShape(rect: all, cornerRadius: 8, fill: tint, stroke: nil)]
        case .text, .none:
            return []
        case .field:
            return [TileShape(rect: all, cornerRadius: 7, fill: colors.field, stroke: colors.fieldStroke)]
        case .toggle:
            let p = min(max((given ?? parameters).first ?? 0, 0), 1)
            let track = Rect(x: size.width - 44, y: (size.height - 24) / 2, width: 44, height: 24)
            let knob = Rect(x: track.minX + 2 + 20 * p, y: track.minY + 2, width: 20, height: 20)
            return [
                TileShape(rect: track, cornerRadius: 12, fill: colors.toggleOff.mixed(with: colors.toggleOn, p), stroke: nil),
                TileShape(rect: knob, cornerRadius: 10, fill: colors.knob, stroke: nil),
            ]
        case let .bar(_, tint), let .block(_, tint):
            return [TileShape(rect: all, cornerRadius: 6, fill: tint, stroke: nil)]
        case .frame:
            return [TileShape(rect: all, cornerRadius: 6, fill: nil, stroke: theme.slotStroke)]
        }
    }

    /// The text of slot `slot`, in the view's own coordinates, at `opacity`.
    func text(slot: Int, size: Size, theme: Theme, opacity: Double) -> TileText? {
        let s = strings[slot]
        guard !s.isEmpty else { return nil }
        let mid = size.height / 2
        switch self {
        case let .tile(label, tint):
            return TileText(text: label, font: BoardLayout.labelFont, color: theme.label(on: tint), opacity: opacity,
                            anchor: Point(size.width / 2, mid), alignment: .center)
        case let .view(drawing):
            return drawing.text(slot: slot, theme: theme, opacity: opacity)
        case let .row(_, _, tint):
            return slot == 0
                ? TileText(text: s, font: Self.rowFont, color: theme.label(on: tint), opacity: opacity,
                           anchor: Point(Self.inset, mid), alignment: .leading)
                : TileText(text: s, font: Self.detailFont, color: theme.secondary, opacity: opacity,
                           anchor: Point(size.width - Self.inset, mid), alignment: .trailing)
        case let .text(_, font, color):
            return TileText(text: s, font: font, color: color, opacity: opacity, anchor: Point(0, mid), alignment: .leading)
        case let .field(text, _):
            return TileText(text: s, font: Self.controlFont, color: text.isEmpty ? theme.secondary : theme.title,
                            opacity: opacity, anchor: Point(10, mid), alignment: .leading)
        case .toggle:
            return TileText(text: s, font: Self.controlFont, color: theme.title, opacity: opacity,
                            anchor: Point(0, mid), alignment: .leading)
        case let .bar(_, tint):
            return TileText(text: s, font: Self.barFont, color: theme.label(on: tint), opacity: opacity,
                            anchor: Point(Self.inset, mid), alignment: .leading)
        case let .block(_, tint):
            return TileText(text: s, font: Self.rowFont, color: theme.label(on: tint), opacity: opacity,
                            anchor: Point(size.width / 2, mid), alignment: .center)
        case .frame, .none:
            return nil
        }
    }
}

extension Color {
    /// `self` with `amount` added to each component (SwiftUI's `.brightness`), clamped to 0...1.
    func brightened(_ amount: Double) -> Color {
        func c(_ v: Double) -> Double { min(max(v + amount, 0), 1) }
        return Color(red: c(red), green: c(green), blue: c(blue), alpha: alpha)
    }

    /// `self` mixed with `other`: 0 is `self`, 1 is `other`.
    func mixed(with other: Color, _ p: Double) -> Color {
        Color(red: red + (other.red - red) * p, green: green + (other.green - green) * p,
              blue: blue + (other.blue - blue) * p, alpha: alpha + (other.alpha - alpha) * p)
    }
}
