import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// What a view draws: the few kinds of views a board shows.
///
/// A drawing has text slots (a tile's label, a view's texts) whose strings can
/// cross-fade on their own, and parameters that animate in place (a laid-out
/// view's frames, effects, opacities, clips and colours).
package enum Drawing: Hashable, Sendable {
    /// A bench tile: a rounded rectangle filling its frame, its label centred.
    case tile(label: String, tint: Color)
    /// A laid-out SwiftUI view tree (a grid cell's item): its tiles, shapes and texts.
    case view(ViewDrawing)
    /// A line of text.
    case text(String, font: FontSpec, color: Color)
    /// Nothing (a container).
    case none

    /// The strings of the text slots, in order.
    package var strings: [String] {
        switch self {
        case let .tile(label, _): [label]
        case let .view(drawing): drawing.strings
        case let .text(s, _, _): [s]
        case .none: []
        }
    }

    /// What a text slot shows, its style included: a change of it is a content change.
    package func signature(slot: Int) -> String {
        switch self {
        case let .text(s, font, color): "\(s)|\(font.face)|\(font.size)|\(color)"
        case let .view(drawing): drawing.signature(slot: slot)
        default: strings[slot]
        }
    }

    /// The parameters that animate in place (a laid-out view's leaf numbers).
    package var parameters: [Double] {
        if case let .view(drawing) = self { return drawing.parameters }
        return []
    }

    /// Per parameter, the scope depth it animates at (``ViewDrawing/parameterDepths``).
    package var parameterDepths: [Int?] {
        if case let .view(drawing) = self { return drawing.parameterDepths }
        return Array(repeating: nil, count: parameters.count)
    }

    /// The structure ``parameters`` follow: two drawings of one shape interpolate.
    package var parameterShape: [Int] {
        if case let .view(drawing) = self { return drawing.parameterShape }
        return [parameters.count]
    }

    /// The drawing with its in-place parameters set to `numbers` (a laid-out view's leaves).
    package func with(parameters numbers: [Double]) -> Drawing {
        if case let .view(drawing) = self { return .view(drawing.with(parameters: numbers)) }
        return self
    }
}

/// The cards panels sit on.
package struct PanelColors: Sendable {
    package var card: Color, cardStroke: Color

    package static func of(_ theme: Theme) -> PanelColors {
        theme.name == "dark"
            ? PanelColors(card: Color(hex: 0x242426), cardStroke: Color(hex: 0x3A3A3C))
            : PanelColors(card: Color(hex: 0xFFFFFF), cardStroke: Color(hex: 0xE0E0E5))
    }

    /// The card a panel sits on: a program's is its iOS window, `systemBackground` (white, and
    /// black in the dark appearance, as SwiftUI draws an iOS app's window: issue 41 measured
    /// 0,0,0 where a card of 36,36,38 was drawn), or its macOS window (``macOSWindow``); a
    /// scenario panel's the theme's card.
    package static func of(_ theme: Theme, isProgram: Bool, platform: Platform) -> PanelColors {
        var colors = of(theme)
        guard isProgram else { return colors }
        let dark = theme.name == "dark"
        switch platform {
        case .iOS: if dark, let window = SystemColors.neutral["systemBackground"]?.dark { colors.card = window }
        case .macOS: colors.card = dark ? macOSWindow.dark : macOSWindow.light
        }
        return colors
    }

    /// A macOS window's background behind a hosted SwiftUI view, light and dark: 231,231,231 as
    /// macOS hosting-view snapshot references show it (issue 41; AppKit documents
    /// `windowBackgroundColor` as 236 — the references are what a reader compares with).
    /// Uncertain: the dark value is `windowBackgroundColor`'s, not measured.
    package static let macOSWindow = (light: Color(hex: 0xE7E7E7), dark: Color(hex: 0x323232))
}

extension Drawing {
    /// The shapes, in the view's own coordinates (`size`), with the in-place parameters.
    /// `parameters` nil: the drawing's own.
    package func shapes(size: Size, theme: Theme, parameters given: [Double]?) -> [TileShape] {
        let all = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch self {
        case let .tile(_, tint):
            return [TileShape(rect: all, cornerRadius: BoardLayout.cornerRadius, fill: tint, stroke: nil)]
        case let .view(drawing):
            return given.map { drawing.with(parameters: $0).shapes() } ?? drawing.shapes()
        case .text, .none:
            return []
        }
    }

    /// The text of slot `slot`, in the view's own coordinates, at `opacity`.
    package func text(slot: Int, size: Size, theme: Theme, opacity: Double) -> TileText? {
        let s = strings[slot]
        guard !s.isEmpty else { return nil }
        let mid = size.height / 2
        switch self {
        case let .tile(label, tint):
            var text = TileText(text: label, font: BoardLayout.labelFont, color: theme.label(on: tint), opacity: opacity,
                                anchor: Point(size.width / 2, mid), alignment: .center)
            text.isTileLabel = true
            return text
        case let .view(drawing):
            return drawing.text(slot: slot, theme: theme, opacity: opacity)
        case let .text(_, font, color):
            return TileText(text: s, font: font, color: color, opacity: opacity, anchor: Point(0, mid), alignment: .leading)
        case .none:
            return nil
        }
    }
}

extension Color {
    /// `self` with `amount` added to each component (SwiftUI's `.brightness`), clamped to 0...1.
    package func brightened(_ amount: Double) -> Color {
        func c(_ v: Double) -> Double { min(max(v + amount, 0), 1) }
        return Color(red: c(red), green: c(green), blue: c(blue), alpha: alpha)
    }

    /// `self` mixed with `other`: 0 is `self`, 1 is `other`.
    package func mixed(with other: Color, _ p: Double) -> Color {
        Color(red: red + (other.red - red) * p, green: green + (other.green - green) * p,
              blue: blue + (other.blue - blue) * p, alpha: alpha + (other.alpha - alpha) * p)
    }
}
