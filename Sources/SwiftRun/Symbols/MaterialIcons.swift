/// The Material Icons font (Google, Apache-2.0; Debian's `fonts-material-design-icons-iconfont`)
/// as boardgen draws SF Symbols' stand-ins with it: each icon by its name, its code point (a
/// private-use character the painter draws in the pinned font) and its ink box, so the view
/// engine lays a symbol out without opening the font (docs/symbols.md).
package enum MaterialIcons {
    /// One icon.
    package struct Glyph: Hashable, Sendable {
        /// Its Material name (`favorite`, `check_circle`).
        package var name: String
        /// Its code point.
        package var codepoint: UInt32
        /// Its ink box in font units (y up from the baseline; the em is 0…``unitsPerEm`` both ways).
        package var x0, y0, x1, y1: Double

        /// The one-character string the painter draws.
        package var character: String { Unicode.Scalar(codepoint).map { String(Character($0)) } ?? "" }
    }

    /// The font's units an em: every icon is designed on a 24-unit grid one em square, its
    /// baseline at the grid's bottom.
    package static let unitsPerEm = 512.0

    /// The icon named `name`, nil when the table of drawn icons lacks it.
    package static func glyph(_ name: String) -> Glyph? { glyphs[name] }

    /// The filled form of an outline icon (`favorite_border` → `favorite`), itself for an icon
    /// that has no other form: what a `.fill` SF Symbol draws when the table lists only its outline.
    package static func filled(_ glyph: Glyph) -> Glyph {
        filledForms[glyph.name].flatMap(Self.glyph) ?? glyph
    }

    /// Whether an icon is an outline that has a filled form.
    package static func isOutline(_ glyph: Glyph) -> Bool { filledForms[glyph.name] != nil }

    /// Material's outline icons and their filled forms.
    static let filledForms: [String: String] = [
        "add_circle_outline": "add_circle", "bookmark_border": "bookmark", "chat_bubble_outline": "chat_bubble",
        "check_box_outline_blank": "square", "check_circle_outline": "check_circle", "delete_outline": "delete",
        "error_outline": "error", "favorite_border": "favorite", "folder_open": "folder", "help_outline": "help",
        "highlight_off": "cancel", "hourglass_empty": "hourglass_full", "info_outline": "info",
        "lightbulb_outline": "lightbulb", "lock_outline": "lock", "mail_outline": "mail", "mic_none": "mic",
        "notifications_none": "notifications", "outlined_flag": "flag", "pause_circle_outline": "pause_circle_filled",
        "people_outline": "people", "person_outline": "person", "play_circle_outline": "play_circle_filled",
        "radio_button_unchecked": "circle", "remove_circle_outline": "remove_circle", "star_border": "star",
        "star_outline": "star", "thumb_down_off_alt": "thumb_down", "thumb_up_off_alt": "thumb_up",
        "warning_amber": "warning", "work_outline": "work",
    ]

    /// The enclosures an enclosed symbol (`1.circle`, `gear.circle.fill`, `a.square`) is drawn
    /// in: a ring or a disc, a rounded square's outline or the square filled.
    package static let ring = glyph("radio_button_unchecked")!
    /// The disc of `….circle.fill`.
    package static let disc = glyph("circle")!
    /// The outline of `….square`.
    package static let squareOutline = glyph("check_box_outline_blank")!
    /// The filled square of `….square.fill`.
    package static let squareFilled = glyph("square")!

    /// Every drawn icon by name, parsed once from ``glyphText``.
    static let glyphs: [String: Glyph] = {
        var table: [String: Glyph] = [:]
        for line in glyphText.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 6, let cp = UInt32(f[1], radix: 16),
                  let x0 = Double(f[2]), let y0 = Double(f[3]), let x1 = Double(f[4]), let y1 = Double(f[5]) else { continue }
            table[String(f[0])] = Glyph(name: String(f[0]), codepoint: cp, x0: x0, y0: y0, x1: x1, y1: y1)
        }
        return table
    }()
}
