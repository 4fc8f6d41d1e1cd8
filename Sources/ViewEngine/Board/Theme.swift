import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// The colours and tints of a board.
public struct Theme: Hashable, Sendable {
    /// The theme's name (`light` or `dark`).
    public var name: String
    /// The board background.
    public var background: Color
    /// The reserved slot's fill, seen when its tile is gone.
    public var slot: Color
    /// The reserved slot's outline.
    public var slotStroke: Color
    /// Title text.
    public var title: Color
    /// Secondary text: the subtitle and captions.
    public var secondary: Color
    /// The status line while the views are present.
    public var statusPresent: Color
    /// The status line while the views are removed.
    public var statusRemoved: Color
    /// Label text on dark tints (white in both themes).
    public var lightLabel: Color
    /// Label text on light tints (black in both themes).
    public var darkLabel: Color
    /// SwiftUI's named system colours in this appearance, by name.
    public var tints: [(name: String, color: Color)]

    /// The colour of a verdict (a cell's "background ✗", a panel's "✓ the fix: …"): the removed
    /// status colour for ✗, the present one for ✓, nil for a line without one.
    public func verdictColor(_ text: String) -> Color? {
        if text.contains("✗") { return statusRemoved }
        if text.contains("✓") { return statusPresent }
        return nil
    }

    public static func == (l: Theme, r: Theme) -> Bool { l.name == r.name }
    public func hash(into h: inout Hasher) { h.combine(name) }

    /// The tint called `name` (`blue`, `orange`, …), if any.
    public func tint(named name: String) -> Color? { tints.first { $0.name == name }?.color }

    /// The tint for cell index `i` when a cell names none: the system colours in turn.
    public func defaultTint(at i: Int) -> Color { tints[Self.defaultOrder[i % Self.defaultOrder.count]].color }

    /// The tint names in the order cells get them by default (neighbours contrast).
    package static let defaultOrder = [7, 1, 3, 9, 5, 0, 8, 10, 6, 11, 4, 2]

    /// The label colour readable on `tint`: of ``lightLabel`` and ``darkLabel``,
    /// the one with the higher WCAG contrast with the tint (white when they tie).
    ///
    /// The rule is the same in both themes and the pair is white and black in
    /// both, so the higher of the two contrasts is never below √21 ≈ 4.58 : 1 —
    /// above WCAG AA's 4.5 for any tint, a board file's own included. (A fixed
    /// luminance threshold cannot promise that: white on `orange` is 2.2 : 1.)
    public func label(on tint: Color) -> Color {
        tint.contrast(with: lightLabel) >= tint.contrast(with: darkLabel) ? lightLabel : darkLabel
    }

    /// The smallest contrast ``label(on:)`` gives: √21, where white and black tie.
    public static let minimumLabelContrast = 21.0.squareRoot()

    /// The names of the themes.
    public static let names = ["light", "dark"]

    /// The theme called `name`, if any.
    public static func named(_ name: String) -> Theme? {
        switch name {
        case "light": .light
        case "dark": .dark
        default: nil
        }
    }

    /// The light theme (default): iOS light-mode system colours.
    public static let light = Theme(
        name: "light", background: Color(hex: 0xF5F5F7), slot: Color(hex: 0xE8E8ED),
        slotStroke: Color(hex: 0xD2D2D7), title: Color(hex: 0x1D1D1F), secondary: Color(hex: 0x5E5E63),
        statusPresent: Color(hex: 0x248A3D), statusRemoved: Color(hex: 0xC6362B),
        lightLabel: Color(hex: 0xFFFFFF), darkLabel: Color(hex: 0x000000),
        tints: SystemPalette.light)

    /// The dark theme: iOS dark-mode system colours.
    public static let dark = Theme(
        name: "dark", background: Color(hex: 0x1C1C1E), slot: Color(hex: 0x2C2C2E),
        slotStroke: Color(hex: 0x3A3A3C), title: Color(hex: 0xF5F5F7), secondary: Color(hex: 0xAEAEB2),
        statusPresent: Color(hex: 0x30D158), statusRemoved: Color(hex: 0xFF6961),
        lightLabel: Color(hex: 0xFFFFFF), darkLabel: Color(hex: 0x000000),
        tints: SystemPalette.dark)
}
