import SwiftFront
import BoardScene
import BoardModel
/// UIKit's and AppKit's system colours, as `Color(.systemGray6)` and `Color(uiColor:)` /
/// `Color(nsColor:)` name them, in the light and the dark appearance (Apple's Human Interface
/// Guidelines colour tables, iOS values). The tinted ones (`systemRed`, …) are the theme's tints.
package enum SystemColors {
    /// Light and dark values of the neutral system colours.
    package static let neutral: [String: (light: Color, dark: Color)] = [
        "systemGray": (Color(hex: 0x8E8E93), Color(hex: 0x8E8E93)),
        "systemGray2": (Color(hex: 0xAEAEB2), Color(hex: 0x636366)),
        "systemGray3": (Color(hex: 0xC7C7CC), Color(hex: 0x48484A)),
        "systemGray4": (Color(hex: 0xD1D1D6), Color(hex: 0x3A3A3C)),
        "systemGray5": (Color(hex: 0xE5E5EA), Color(hex: 0x2C2C2E)),
        "systemGray6": (Color(hex: 0xF2F2F7), Color(hex: 0x1C1C1E)),
        "systemBackground": (Color(hex: 0xFFFFFF), Color(hex: 0x000000)),
        "secondarySystemBackground": (Color(hex: 0xF2F2F7), Color(hex: 0x1C1C1E)),
        "tertiarySystemBackground": (Color(hex: 0xFFFFFF), Color(hex: 0x2C2C2E)),
        "systemGroupedBackground": (Color(hex: 0xF2F2F7), Color(hex: 0x000000)),
        "secondarySystemGroupedBackground": (Color(hex: 0xFFFFFF), Color(hex: 0x1C1C1E)),
        "tertiarySystemGroupedBackground": (Color(hex: 0xF2F2F7), Color(hex: 0x2C2C2E)),
        "windowBackgroundColor": (Color(hex: 0xECECEC), Color(hex: 0x323232)),
        "controlBackgroundColor": (Color(hex: 0xFFFFFF), Color(hex: 0x1E1E1E)),
        "label": (Color(hex: 0x000000), Color(hex: 0xFFFFFF)),
        "labelColor": (Color(hex: 0x000000), Color(hex: 0xFFFFFF)),
        "secondaryLabel": (Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6), Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)),
        "secondaryLabelColor": (Color(red: 0, green: 0, blue: 0, alpha: 0.5), Color(red: 1, green: 1, blue: 1, alpha: 0.55)),
        "tertiaryLabel": (Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3), Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)),
        // UIKit's `placeholderText` is the tertiary label's colour (Apple's colour tables).
        "placeholderText": (Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3), Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)),
        "placeholderTextColor": (Color(red: 0, green: 0, blue: 0, alpha: 0.25), Color(red: 1, green: 1, blue: 1, alpha: 0.25)),
        "quaternaryLabel": (Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18), Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16)),
        "separator": (Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29), Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)),
        "opaqueSeparator": (Color(hex: 0xC6C6C8), Color(hex: 0x38383A)),
        "systemFill": (Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2), Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36)),
        "secondarySystemFill": (Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16), Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32)),
        "tertiarySystemFill": (Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12), Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24)),
        "quaternarySystemFill": (Color(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08), Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.18)),
        "white": (Color(hex: 0xFFFFFF), Color(hex: 0xFFFFFF)),
        "black": (Color(hex: 0x000000), Color(hex: 0x000000)),
        "clear": (Color(red: 0, green: 0, blue: 0, alpha: 0), Color(red: 0, green: 0, blue: 0, alpha: 0)),
    ]

    /// The tinted system colours and the theme tint each is.
    package static let tinted: [String: String] = [
        "systemRed": "red", "systemOrange": "orange", "systemYellow": "yellow", "systemGreen": "green",
        "systemMint": "mint", "systemTeal": "teal", "systemCyan": "cyan", "systemBlue": "blue",
        "systemIndigo": "indigo", "systemPurple": "purple", "systemPink": "pink", "systemBrown": "brown",
        "red": "red", "orange": "orange", "yellow": "yellow", "green": "green", "blue": "blue", "purple": "purple",
        "brown": "brown", "gray": "gray", "tintColor": "blue", "link": "blue",
        "controlAccentColor": "blue", "systemTint": "blue",
    ]

    /// UIKit's (and AppKit's) fixed class colours, as `Color(.blue)`, `Color(uiColor: .brown)` and
    /// `Color(nsColor: .red)` name them: the same in every appearance and not the system colours
    /// SwiftUI's `Color.blue` draws (UIColor's documentation: `blue` is 0, 0, 1; `brown` 0.6, 0.4, 0.2).
    package static let fixed: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0), "darkGray": Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3),
        "lightGray": Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3), "white": Color(red: 1, green: 1, blue: 1),
        "gray": Color(red: 0.5, green: 0.5, blue: 0.5), "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1), "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
    ]

    /// Whether `name` is a system colour boardgen draws.
    package static func contains(_ name: String) -> Bool { neutral[name] != nil || tinted[name] != nil || fixed[name] != nil }

    /// Every name, for messages.
    package static var names: [String] { Set(Array(neutral.keys) + Array(tinted.keys) + Array(fixed.keys)).sorted() }

    /// `tint` as it is drawn in the light or `dark` appearance, SwiftUI's named colours taken from
    /// `named` (a board's theme, or ``SystemPalette``): `.primary` and `.secondary` the label colours,
    /// `.tint` the environment's tint else the accent colour, the system colours by name; a name
    /// none of them holds draws as `.primary`.
    package static func resolve(_ tint: Tint?, dark: Bool, named: (String) -> Color?, environmentTint: Tint? = nil) -> Color {
        switch tint {
        case .named("tint"):
            return resolve(environmentTint ?? .named("accentColor"), dark: dark, named: named)
        case nil, .named("primary"):
            return dark ? Color(hex: 0xFFFFFF) : Color(hex: 0x000000)
        case .named("secondary"):
            return dark ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)
                : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        case .named("clear"):
            return Color(red: 0, green: 0, blue: 0, alpha: 0)
        case .named("accentColor"):
            return named("blue") ?? Color(hex: 0x007AFF)
        case let .named(name):
            if let color = named(name) { return color }
            if let pair = neutral[name] { return dark ? pair.dark : pair.light }
            if let material = Materials.looks[name] { return dark ? material.dark : material.light }
            if let tinted = SystemColors.tinted[name], let color = named(tinted) { return color }
            return resolve(nil, dark: dark, named: named)
        case let .rgb(c):
            return c
        case let .opacity(base, o):
            return resolve(base, dark: dark, named: named, environmentTint: environmentTint).withAlpha(o)
        }
    }
}
