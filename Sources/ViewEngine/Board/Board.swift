import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A board: views driven by a scenario of state changes, drawn either as a
/// grid of reserved, clipped cells (the bench: each cell one transition, all
/// fired by one state change) or as panels side by side (lists and stacks
/// whose rows enter, leave and settle step by step).
///
/// A board is pure data; ``scene(at:)`` resolves it at an instant, and the
/// painter draws the resulting ``Scene``. The bench is the two-step case of a
/// scenario (``Scenario/toggleSteps``); there is one engine for both.
public struct Board: Sendable {
    /// The board's name (a built-in name or the board file's base name).
    public var name: String
    /// The title drawn at the top.
    public var title: String
    /// The number of columns of the grid.
    public var columns: Int
    /// The reserved slot of every cell: the tile's size.
    public var slotSize: Size
    /// The animation in scope of the state change (`withAnimation(…)`); nil: none, every view pops.
    public var animation: Animation?
    /// How the state change is written in the subtitle, e.g. `.easeInOut(duration: 0.7).speed(0.25)`.
    public var animationSource: String?
    /// Holds and stagger.
    public var timing: Timing
    /// Colours.
    public var theme: Theme
    /// What tiles are clipped to.
    public var clip: ClipMode
    /// Whether each cell keeps its slot's space while its tile is gone.
    public var reserve: Bool
    /// Whether the status line is drawn.
    public var showsStatus: Bool
    /// Whether each scene says when it is: the instant and the step's progress, at the right
    /// of the title line (``SceneBuilder/stampText(at:)``; `render --stamp`, `"stamp": true`).
    public var stamp = false
    /// Whether the title, subtitle and status are drawn (`"header": false`: the content starts
    /// at the margin).
    public var showsHeader = true
    /// The user's subtitle: nil for boardgen's own (the state change), `.some(nil)` for none.
    public var customSubtitle: String?? = nil
    /// The cells of a grid board, in reading order (empty for a panel board).
    public var cells: [Cell]
    /// The panels of a panel board, left to right (empty for a grid board).
    public var panels: [Panel] = []
    /// The data and the steps that change it; by default the bench's removal and insertion.
    public var scenario = Scenario()
    /// How the status line changes: at once (`.contentTransition(.identity)`, the
    /// default) or cross-faded with the animation (`.opacity`).
    public var statusTransition: ContentTransition = .identity
    /// Reduce Motion: every animation the board sets (`withAnimation`, `.animation(_:value:)`) is nil, so views pop.
    public var reduceMotion = false
    /// When set, every list identifies its rows this way instead of its own.
    public var identityOverride: IdentityMode? = nil

    /// What the subtitle adds after the animation: the variants applied ("no reserved height").
    public var notes: [String] = []
    /// What a reader of the board's pictures should know that they do not show: cycles the
    /// program engine cut short. The command line prints each once, as a warning.
    public var warnings: [String] = []
    /// The platform its views are laid out and drawn for: metrics, text styles, control look.
    public var platform: Platform = .iOS
    /// Whether the picture is the program's window alone, edge to edge, as a screenshot: no
    /// title, status, card or margin (`"screenshot": true`).
    public var isScreenshot = false
    /// The device a program board is drawn on (`"device"`), and whether it is held sideways.
    public var device: DeviceChrome? = nil
    /// Whether the device's status bar and home indicator are drawn over the window (`"chrome": true`).
    public var showsChrome = false
    /// A program board's root view as written (`ContentView()`); nil for other boards.
    public var programView: String? = nil
    /// A program board with steps as written, to run again in another environment.
    public var programScript: ProgramScript? = nil

    /// Whether the board is drawn as panels rather than a grid.
    public var isPanelBoard: Bool { !panels.isEmpty }
    /// Whether its panels are SwiftUI programs driven by actions (docs/programs.md §4).
    public var isProgramBoard: Bool { panels.contains { $0.program != nil } }

    /// Creates a board.
    public init(
        name: String, title: String, columns: Int, slotSize: Size = Board.defaultSlot,
        animation: Animation?, animationSource: String? = nil, timing: Timing = Timing(), theme: Theme = .light,
        clip: ClipMode = .cell, reserve: Bool = true, showsStatus: Bool = true, cells: [Cell]
    ) {
        self.name = name
        self.title = title
        self.columns = columns
        self.slotSize = slotSize
        self.animation = animation
        self.animationSource = animationSource
        self.timing = timing
        self.theme = theme
        self.clip = clip
        self.reserve = reserve
        self.showsStatus = showsStatus
        self.cells = cells
    }

    /// The type a view expression starts with: `Spinner` in `Spinner().frame(width: 80)`; nil when
    /// it does not start with a capitalised name and a call.
    package static func leadingView(_ source: String) -> String? {
        let name = source.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, first.isUppercase, source.dropFirst(name.count).first == "(" else { return nil }
        return String(name)
    }

    /// How the state change is written under the title, with the notes.
    public var subtitle: String? {
        if let customSubtitle { return customSubtitle }
        if let programView {
            if let device { return "\(programView) · \(device.device.name)\(device.landscape ? ", landscape" : "")" }
            return "\(programView) · \(platform.rawValue) · \(NumberFormat.plain(slotSize.width)) pt wide"
        }
        if isProgramBoard {
            let programs = panels.compactMap(\.program)
            // Each panel by the view its expression starts with (`Spinner` in `Spinner().frame(…)`).
            let names = programs.map { Self.leadingView($0.source) ?? $0.rootName }
                .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return "\(names.joined(separator: ", ")) · \(programs.count) programs · \(platform.rawValue) · \(NumberFormat.plain(slotSize.width)) pt wide each"
        }
        let base = isPanelBoard ? panelSubtitle : gridSubtitle
        guard !notes.isEmpty else { return base }
        return ([base].compactMap { $0 } + notes).joined(separator: " · ")
    }

    /// How a grid board's state change is written.
    package var gridSubtitle: String? {
        if !cells.isEmpty, cells.allSatisfy({ $0.animation != nil }) {
            return "present.toggle() · each cell animates with its own animation"
        }
        if let animationSource { return "withAnimation(\(animationSource)) { present.toggle() }" }
        return animation == nil ? "present.toggle() · no animation: every view pops" : nil
    }

    /// The default slot, 180 × 74 pt.
    public static let defaultSlot = Size(180, 74)

    /// The timeline's holds and stagger.
    public struct Timing: Hashable, Sendable {
        /// Seconds to hold after the removal and after the insertion.
        public var hold: Double
        /// Seconds of delay per cell index (cell *i* animates with `.delay(i × stagger)`).
        public var stagger: Double
        /// Creates timing; defaults 0.6 s hold, no stagger.
        public init(hold: Double = 0.6, stagger: Double = 0) {
            self.hold = hold
            self.stagger = stagger
        }
    }

    /// What tiles are clipped to.
    public enum ClipMode: String, Hashable, Sendable, CaseIterable {
        /// Each tile to its own slot, so moving tiles leave through their cell's edge.
        case cell
        /// All tiles to the grid's area.
        case board
        /// No clipping.
        case none
    }
}

/// One cell of a board: the content of its `if present { … }`.
public struct Cell: Sendable {
    /// A unique name, drawn as the tile's label.
    public var name: String
    /// The name again when it carries a verdict (`✓` or `✗`, as the trap's "background ✗"): it is
    /// drawn under the slot above the caption, so it stays when the tile is gone.
    public var verdict: String? { name.contains("✓") || name.contains("✗") ? name : nil }
    /// The caption under the slot: the transition as written in SwiftUI.
    public var caption: String
    /// The tile's tint, nil for the board's default sequence.
    public var tint: Tint?
    /// An animation overriding the board's: `.some(nil)` means none.
    public var animation: Animation??
    /// The view the conditional inserts.
    public var content: ViewNode

    /// Creates a cell.
    public init(name: String, caption: String, tint: Tint? = nil, animation: Animation?? = nil, content: ViewNode) {
        self.name = name
        self.caption = caption
        self.tint = tint
        self.animation = animation
        self.content = content
    }

    /// A cell whose tile carries `transition`.
    public static func tile(
        _ name: String, _ transition: Transition, caption: String, tint: Tint? = nil
    ) -> Cell {
        Cell(name: name, caption: caption, tint: tint, content: ViewNode.tile(name).transition(transition))
    }
}


