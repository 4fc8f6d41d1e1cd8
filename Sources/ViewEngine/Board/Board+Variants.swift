import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// The chapter's lessons as transformations of a board: each is what the
/// matching board-file key does, and what the matching option of `render`,
/// `sheet` and `animate` does (`--no-animation`, `--quiet-departures`, …).
public enum BoardVariant: Hashable, Sendable {
    /// No `withAnimation`: every view pops (board file: `"animation": null`).
    case noAnimation
    /// Every transition leaves with `.opacity`: `.asymmetric(insertion: <its own>, removal: .opacity)`
    /// (board file: `"quietDepartures": true`).
    case quietDepartures
    /// Cells do not reserve their height: removed cells collapse and the grid reflows (`"reserve": false`).
    case noReserve
    /// What tiles are clipped to (`"clip"`).
    case clip(Board.ClipMode)
    /// Cell *i* animates with `.delay(i × seconds)` (`"timeline": {"stagger": …}`).
    case stagger(Double)
    /// Every list identifies its rows this way (`--identity`).
    case identity(IdentityMode)
    /// Reduce Motion: no animation the board sets (`"reduceMotion": true`).
    case reduceMotion
    /// How the status line changes (`"statusTransition"`).
    case statusTransition(ContentTransition)
}

extension Board {
    /// The board with `variant` applied.
    /// The board in `theme`; a program board runs again with that colour scheme in its environment.
    public func themed(_ theme: Theme) -> Board {
        var b = self
        b.theme = theme
        if programScript != nil, let run = try? b.rerunning({ $0.colorScheme = theme.name }) { b = run }
        return b
    }

    /// The board on a transparent background: nothing is drawn behind its title, its cells and
    /// its panels' cards, so a PNG or an SVG has alpha 0 there (docs/figures.md).
    public func transparent() -> Board {
        var b = self
        b.theme.background = Color(red: 0, green: 0, blue: 0, alpha: 0)
        return b
    }

    /// Whether the board's background is transparent.
    public var isTransparent: Bool { theme.background.alpha == 0 }

    /// A cell's caption under quiet departures: a transition written as a caption (`.scale`,
    /// `Tilt()  // 78° about x`) becomes `.asymmetric(insertion: .scale, removal: .opacity)`, so the
    /// caption says what the cell does; a caption that is not a transition stays.
    package static func quietCaption(_ caption: String) -> String {
        let parts = caption.components(separatedBy: "//")
        let code = parts[0].trimmingCharacters(in: .whitespaces)
        let comment = parts.count > 1 ? "  //" + parts.dropFirst().joined(separator: "//") : ""
        let isTransition = code.hasPrefix(".") || (code.first?.isUppercase == true && code.hasSuffix(")") && !code.contains("{"))
        guard isTransition, !code.contains("\n") else { return caption }
        if code == ".opacity" || (code.hasPrefix(".asymmetric(") && code.hasSuffix("removal: .opacity)")) { return caption }
        return ".asymmetric(insertion: \(code), removal: .opacity)" + comment
    }

    /// The variants that change a board's scenario or grid, which a program board's code decides
    /// instead (its identities, its animations, its layout).
    public static let scenarioOnlyVariants = ["no-animation", "quiet-departures", "no-reserve", "clip", "stagger", "identity"]

    public func applying(_ variant: BoardVariant) -> Board {
        var b = self
        switch variant {
        case .noAnimation:
            b.animation = nil
            b.animationSource = nil
        case .quietDepartures:
            b.cells = cells.map { cell in
                var c = cell
                c.content = cell.content.quietingDepartures()
                c.caption = Self.quietCaption(cell.caption)
                return c
            }
            b.notes.append("every removal is .opacity")
            b.panels = panels.map { panel in
                var p = panel
                p.views = panel.views.map { $0.quietingDepartures() }
                return p
            }
        case .noReserve:
            b.reserve = false
            b.notes.append("no reserved height")
        case let .clip(mode):
            b.clip = mode
            if mode != .cell { b.notes.append(mode == .board ? "clipped to the board" : "not clipped") }
        case let .stagger(seconds):
            b.timing.stagger = seconds
            if seconds > 0 { b.notes.append("cell i delayed by i × \(NumberFormat.seconds(seconds)) s") }
        case let .identity(mode):
            b.identityOverride = mode
        case .reduceMotion:
            b.reduceMotion = true
            // A program reads it from its environment (`@Environment(\.accessibilityReduceMotion)`).
            if programScript != nil, let run = try? b.rerunning({ $0.reduceMotion = true }) { b = run }
        case let .statusTransition(t):
            b.statusTransition = t
        }
        return b
    }
}

extension Transition {
    /// `.asymmetric(insertion: self, removal: .opacity)`.
    package var quietingDeparture: Transition { .asymmetric(insertion: self, removal: .opacity) }
}

extension ViewNode {
    /// The tree with every inserted item's transition leaving with `.opacity`
    /// (the outermost trait is what runs, so that is the one rewritten).
    package func quietingDepartures() -> ViewNode {
        switch self {
        case let .transition(content, t):
            return .transition(content, t.quietingDeparture)
        case let .group(children):
            return .group(children.map { $0.quietingDepartures() })
        case let .forEach(children):
            return .forEach(children.map { $0.quietingDepartures() })
        case let .conditional(branch, children):
            return .conditional(branch, children.map { $0.quietingDepartures() })
        case let .background(content, decoration, alignment):
            return .background(content.quietingDepartures(), decoration, alignment: alignment)
        case let .overlay(content, decoration, alignment):
            return .overlay(content.quietingDepartures(), decoration, alignment: alignment)
        case let .modified(content, modifier):
            return .modified(content.quietingDepartures(), modifier)
        case .tile, .stack, .empty, .text, .shape, .spacer, .divider, .control, .scroll, .geometryReader:
            return .transition(self, InsertedItem.defaultTransition.quietingDeparture)
        }
    }
}

extension PanelView {
    /// The view with every transition leaving with `.opacity`.
    package func quietingDepartures() -> PanelView {
        switch self {
        case .text, .field, .toggle, .bar, .block:
            return self
        case let .list(list):
            var l = list
            l.transition = (list.transition ?? InsertedItem.defaultTransition).quietingDeparture
            if var empty = list.empty {
                empty.transition = (empty.transition ?? InsertedItem.defaultTransition).quietingDeparture
                l.empty = empty
            }
            return .list(l)
        case let .conditional(condition, view, transition):
            return .conditional(condition, view.quietingDepartures(),
                                transition: (transition ?? InsertedItem.defaultTransition).quietingDeparture)
        case let .frame(view, height, alignment, clipped):
            return .frame(view.quietingDepartures(), height: height, alignment: alignment, clipped: clipped)
        case let .opacity(view, value):
            return .opacity(view.quietingDepartures(), value)
        }
    }
}
