import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A List's style (`.listStyle`): plain rows on the window, or iOS's grouped look — each section's
/// rows on a card (white in light mode) over the grouped background (light grey), the card inset
/// and rounded for `.insetGrouped` (iOS's automatic style) or spanning the list for `.grouped`.
package struct ListLook: Hashable, Sendable {
    /// The cards' inset from the list's leading and trailing edges (0: edge to edge).
    package var margin: Double
    /// The cards' corner radius.
    package var cornerRadius: Double
    /// The cards' fill; nil: no card (the rows lie on the list's background).
    package var card: Tint?
    /// The list's background; nil: none (the window shows through).
    package var background: Tint?

    /// The look of `style` (as `.listStyle` names it, `automatic` when none is written) on `platform`;
    /// nil: plain rows. `.scrollContentBackground(.hidden)` (`backgroundHidden`) drops the background.
    package static func of(_ style: String, platform: Platform, backgroundHidden: Bool) -> ListLook? {
        let grouped = Tint.named("systemGroupedBackground"), card = Tint.named("secondarySystemGroupedBackground")
        var look: ListLook?
        switch style {
        case "automatic" where platform == .iOS, "insetGrouped", "sidebar":
            look = ListLook(margin: platform.insetGroupedMargin, cornerRadius: platform.groupedCornerRadius, card: card, background: grouped)
        case "grouped":
            look = ListLook(margin: 0, cornerRadius: 0, card: card, background: grouped)
        case "inset":
            look = ListLook(margin: platform.insetGroupedMargin, cornerRadius: 0, card: nil, background: nil)
        default:
            look = nil
        }
        if backgroundHidden { look?.background = nil }
        return look
    }
}

extension LayoutTree {
    /// A List's rows in a card look: each run of rows between section headers and footers on one
    /// card (its rows separated as in a plain list), the labels between the cards at the rows'
    /// inset, a gap above each card that no label heads. Cards are named `Section[k]` (k-th card).
    /// On iOS a header is uppercased, as a grouped List's headers are, unless a `.textCase` above the
    /// List (`textCase`) or on the section says otherwise.
    package static func cardRows(_ rows: [(view: ViewNode, name: String)], platform: Platform, look: ListLook,
                                 textCase: TextCase? = nil, sectionSpacing: Double? = nil) -> [ViewNode] {
        // `.listSectionSpacing(x)`: the gap above a card no header heads is `x`; a header after a card
        // sits the platform's header inset less its gap into the section spacing (`between` − 35 + x).
        let gap = sectionSpacing ?? platform.groupedSectionSpacing
        let headerShift = gap - platform.groupedSectionSpacing
        func isLabel(_ v: ViewNode) -> Bool { v.isSectionLabel }
        var result: [ViewNode] = []
        var run: [(view: ViewNode, name: String)] = []
        var cards = 0
        func flush(headed: Bool) {
            guard !run.isEmpty else { return }
            var card: ViewNode = .stack(.vStack, listRows(run, platform: platform), StackOptions(alignment: .leading, spacing: 0))
            if let fill = look.card {
                var shape = ShapeView(.roundedRectangle, cornerRadius: look.cornerRadius, fill: fill)
                if look.cornerRadius == 0 { shape = ShapeView(.rectangle, fill: fill) }
                card = .background(card, .shape(shape))
                // A row's own background is cut to the card's rounded corners.
                if look.cornerRadius > 0, ViewNode.anyRowBackground(run) {
                    card = .modified(card, .render(.clip(ClipShape(.roundedRectangle, cornerRadius: look.cornerRadius))))
                }
            }
            let top = headed ? 0 : (cards == 0 ? platform.groupedListTopInset : gap)
            card = .modified(card, .padding(top: top, leading: look.margin, bottom: 0, trailing: look.margin))
            result.append(.modified(card, .identity("Section[\(cards)]")))
            cards += 1
            run = []
        }
        // Whether a header is right above the card being gathered (no gap then: the header's insets).
        var headed = false
        for row in rows {
            if isLabel(row.view) {
                flush(headed: headed)
                // A header or footer outside the cards, inset like the cards' rows.
                var label = row
                if platform == .iOS, textCase == nil, row.view.startsSection, !row.view.setsTextCase {
                    label.view = .modified(row.view, .environment(.textCase(.uppercase)))
                }
                result.append(labelRow(label, first: result.isEmpty, margin: look.margin, platform: platform, shift: result.isEmpty ? 0 : headerShift))
                // A header (a section's first view) heads the next card; a footer does not.
                headed = row.view.startsSection
                continue
            }
            // A new section's first row ends the card before it.
            if row.view.startsSection, !run.isEmpty {
                flush(headed: headed)
                headed = false
            }
            run.append(row)
        }
        flush(headed: headed)
        return result
    }
}

extension ViewNode {
    /// Whether the view is a `Section`'s header or footer (through the mark of a section's start).
    package var isSectionLabel: Bool {
        switch self {
        case .modified(_, .sectionLabel): true
        case let .modified(content, .sectionStart): content.isSectionLabel
        default: false
        }
    }

    /// Whether a `.textCase` (nil included) is among the view's outer modifiers — a Section's own,
    /// which its views carry.
    package var setsTextCase: Bool {
        switch self {
        case .modified(_, .environment(.textCase)): true
        case let .modified(content, _), let .transition(content, _): content.setsTextCase
        default: false
        }
    }

    /// Whether the view is the first of a `Section` (through its outer modifiers).
    package var startsSection: Bool {
        switch self {
        case .modified(_, .sectionStart): true
        case let .modified(content, _), let .transition(content, _): content.startsSection
        default: false
        }
    }
}

extension ViewNode {
    /// The background of the first List in the tree when it is drawn grouped (its style read from
    /// the `.listStyle` and `.scrollContentBackground` above it, starting from `styles`); nil otherwise.
    package func groupedListBackground(_ styles: ControlStyles, platform: Platform) -> Tint? {
        switch self {
        case .scroll(.list, _):
            return ListLook.of(styles.list, platform: platform, backgroundHidden: styles.listBackgroundHidden)?.background
        case let .modified(content, .controlStyle(kind, style)) where kind == "list" || kind == "scrollContentBackground":
            var st = styles
            if kind == "list" { st.list = style } else { st.listBackgroundHidden = style == "hidden" }
            return content.groupedListBackground(st, platform: platform)
        case let .modified(content, _), let .transition(content, _):
            return content.groupedListBackground(styles, platform: platform)
        case let .stack(_, children, _), let .group(children), let .conditional(_, children):
            return children.lazy.compactMap { $0.groupedListBackground(styles, platform: platform) }.first
        default:
            return nil
        }
    }
}

extension ViewNode {
    /// The row's `.listRowBackground` (the outermost), if any.
    package var listRowBackground: ViewNode? {
        switch self {
        case let .modified(_, .listRowBackground(background)): background
        case let .modified(content, _), let .transition(content, _): content.listRowBackground
        default: nil
        }
    }

    /// The row's `.listRowInsets` (the outermost), if any.
    package var listRowInsets: (top: Double, leading: Double, bottom: Double, trailing: Double)? {
        switch self {
        case let .modified(_, .listRowInsets(t, l, b, r)): (t, l, b, r)
        case let .modified(content, _), let .transition(content, _): content.listRowInsets
        default: nil
        }
    }

    /// Whether any row of `rows` has a background of its own (the card then clips its rows to its corners).
    package static func anyRowBackground(_ rows: [(view: ViewNode, name: String)]) -> Bool {
        rows.contains { $0.view.listRowBackground != nil }
    }
}

extension ViewNode {
    /// Whether the row hides its separator below it (`below`) or above it (`.listRowSeparator(.hidden)`).
    package func hidesSeparator(below: Bool) -> Bool {
        switch self {
        case let .modified(content, .listRowSeparatorHidden(top, bottom)): (below ? bottom : top) || content.hidesSeparator(below: below)
        case let .modified(content, _), let .transition(content, _): content.hidesSeparator(below: below)
        default: false
        }
    }
}

extension ViewNode {
    /// The disclosure chevron of a `NavigationLink` row: `chevron.right` at the footnote size,
    /// semibold, in `tertiaryLabel` grey, as UIKit's disclosure indicator **[size and weight read
    /// from iOS 17 screenshots; uncertain]**.
    package static let disclosureChevron: ViewNode = .modified(.modified(
        .control(.image(systemName: "chevron.right")),
        .font(ViewFont(style: nil, size: 14, weight: .semibold))), .foreground(.named("tertiaryLabel")))

    /// A List row that is a `NavigationLink`: its label in the primary colour, then the chevron at
    /// the row's trailing edge (the modifiers around the link kept around the row).
    /// The row's `.badge` text (the outermost), if any.
    package var rowBadge: String? {
        switch self {
        case let .modified(_, .badge(text)): text
        case let .modified(content, _), let .transition(content, _): content.rowBadge
        default: nil
        }
    }

    /// The view with its `.badge`s taken off its chain of modifiers.
    package var removingBadges: ViewNode {
        switch self {
        case let .modified(content, .badge): content.removingBadges
        case let .modified(content, m): .modified(content.removingBadges, m)
        default: self
        }
    }

    /// A List row as iOS draws it: a link's chevron trailing (``disclosingLinks``), and its badge's
    /// text trailing in the secondary colour, before the chevron.
    package var badgedRow: ViewNode {
        guard let text = rowBadge else { return disclosingLinks }
        let badge = ViewNode.modified(.text(text), .foreground(.named("secondary")))
        let row = removingBadges.disclosingLinks
        if case let .stack(.hStack, parts, options) = row, parts.last == Self.disclosureChevron {
            return .stack(.hStack, Array(parts.dropLast()) + [badge, Self.disclosureChevron], options)
        }
        return .stack(.hStack, [row, .spacer(minLength: 0), badge], StackOptions())
    }

    package var disclosingLinks: ViewNode {
        switch self {
        case let .modified(label, .navigationLink):
            return .stack(.hStack, [label, .spacer(minLength: 0), Self.disclosureChevron], StackOptions())
        case let .modified(content, m): return .modified(content.disclosingLinks, m)
        default: return self
        }
    }
}
