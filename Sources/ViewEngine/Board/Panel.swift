import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// One column of a panel board: a vertical stack of views over the
/// scenario's data — controls, a caption, a list, bars — with its own copy of
/// the data, driven by the same steps on the same clock as its neighbours.
///
/// Panels side by side show one scenario written several ways (stable ids
/// next to index identity; a transition next to an animated frame).
public struct Panel: Sendable {
    /// A short name, used in scene dumps (`"panel": "index"`).
    public var name: String
    /// The lines drawn above the panel: what it is and what it shows.
    public var caption: String
    /// The panel's width in points.
    public var width: Double
    /// Space between the panel's views.
    public var spacing: Double
    /// How the panel's list identifies its rows.
    public var identity: IdentityMode
    /// How the panel's rows write edits back to the data.
    public var binding: RowBinding
    /// The views, top to bottom.
    public var views: [PanelView]
    /// A program panel's SwiftUI view in each state, laid out and drawn by the view engine
    /// instead of ``views``.
    public var program: ProgramPanel? = nil

    /// Creates a panel.
    public init(
        name: String, caption: String = "", width: Double = 260, spacing: Double = 10,
        identity: IdentityMode = .id, binding: RowBinding = .id, views: [PanelView]
    ) {
        self.name = name
        self.caption = caption
        self.width = width
        self.spacing = spacing
        self.identity = identity
        self.binding = binding
        self.views = views
    }
}

/// A SwiftUI program in a panel (docs/programs.md §4): its root view as written and its body as
/// evaluated in each state of the board's steps.
public struct ProgramPanel: Sendable {
    /// The root view as written (`ContentView()`).
    public var source: String
    /// The root's name in identities (`ContentView`).
    public var rootName: String
    /// The width proposed to the root.
    public var width: Double
    /// The height proposed to the root; nil: what it asks for.
    public var height: Double?
    /// The body in each state: index 0 before the first step, then one per scenario step.
    public var frames: [ViewNode]
    /// The animation of the transaction that led to each state (index 0: none).
    public var animations: [Animation?]
    /// The device's safe area: the root is offered `width` × `height` less it (docs/programs.md, "Devices").
    public var safeArea: SafeAreaInsets = .zero

    /// What the root is offered: the window less its safe area.
    public var rootProposal: ProposedSize {
        ProposedSize(width: max(0, width - safeArea.leading - safeArea.trailing),
                     height: height.map { max(0, $0 - safeArea.top - safeArea.bottom) })
    }
    /// The program's state in each frame, put back while a frame whose GeometryReaders run
    /// their content is laid out (nil: a scenario panel's program, which holds no state).
    package var states: ProgramStates? = nil
    /// Whether the transaction that led to each state disables the views' `.animation` modifiers
    /// (`withTransaction` of a transaction with `disablesAnimations`); empty: none does.
    public var disablesAnimations: [Bool] = []

    /// Creates a program panel.
    public init(source: String, rootName: String, width: Double, height: Double?, frames: [ViewNode], animations: [Animation?]) {
        self.source = source
        self.rootName = rootName
        self.width = width
        self.height = height
        self.frames = frames
        self.animations = animations
    }
}

/// How a `ForEach` identifies its rows (docs/semantics.md §10.1).
public enum IdentityMode: String, Hashable, Sendable, CaseIterable {
    /// Stable: each record's `id` (`ForEach(visible)`). Rows move, enter and leave.
    case id
    /// The position in the shown array (`ForEach(visible.indices, id: \.self)`):
    /// rows never move; their content changes in place; only the tail enters or leaves.
    case index
    /// A new `UUID()` on every evaluation: every row leaves and re-enters on every change.
    case fresh
}

/// A view of a panel.
public indirect enum PanelView: Sendable {
    /// A line of text; `{count}`, `{total}`, `{query}` and `{array}` are replaced
    /// by the number of shown records, of all records, the filter text and the
    /// original array's titles.
    case text(String)
    /// The filter field, showing the query (or the placeholder).
    case field(placeholder: String)
    /// The toggle that sets `only`.
    case toggle(String)
    /// The list: `ForEach` over the shown records, and an empty state.
    case list(ListView)
    /// A notice bar of a fixed height.
    case bar(String, height: Double, tint: Tint?)
    /// A block of content of a fixed height.
    case block(String, height: Double, tint: Tint?)
    /// `if condition { view.transition(t) }`; nil: no transition attached (the default `.opacity`).
    case conditional(Condition, PanelView, transition: Transition?)
    /// `view.frame(height: h, alignment:)` (and `.clipped()`): on a plain view
    /// it sets that view's height (its content keeps its own and is aligned in
    /// it); around a conditional it is an empty frame of its own.
    case frame(PanelView, height: StateNumber, alignment: VerticalAlignment, clipped: Bool)
    /// `view.opacity(x)`, animated in place.
    case opacity(PanelView, StateNumber)
}

/// A list: `VStack(spacing:) { ForEach(visible) { Row($0).transition(t) }; if visible.isEmpty { … } }`
/// with `.padding` and an optional `.animation(_:value:)`.
public struct ListView: Sendable {
    /// Space between rows.
    public var spacing: Double
    /// Padding around the rows.
    public var padding: Double
    /// Each row's height.
    public var rowHeight: Double
    /// The rows' background, nil for the theme's light blue.
    public var tint: Tint?
    /// The rows' transition; nil: none attached (the default `.opacity`).
    public var transition: Transition?
    /// How the transition is written, for captions.
    public var transitionSource: String?
    /// What a row shows at its trailing edge.
    public var trailing: RowTrailing
    /// `.animation(a, value: v)` on the list; nil: none.
    public var animation: ScopedAnimation?
    /// `if visible.isEmpty { Text(…).transition(…) }`, inside the list.
    public var empty: EmptyState?
    /// How a row's texts change in place: cross-faded (`Text`, the default) or
    /// at once (`.contentTransition(.identity)`, or a `TextField`).
    public var contentTransition: ContentTransition = .opacity

    /// Creates a list.
    public init(
        spacing: Double = 8, padding: Double = 12, rowHeight: Double = 36, tint: Tint? = nil,
        transition: Transition? = nil, transitionSource: String? = nil, trailing: RowTrailing = .kind,
        animation: ScopedAnimation? = nil, empty: EmptyState? = nil
    ) {
        self.spacing = spacing
        self.padding = padding
        self.rowHeight = rowHeight
        self.tint = tint
        self.transition = transition
        self.transitionSource = transitionSource
        self.trailing = trailing
        self.animation = animation
        self.empty = empty
    }
}

/// What a list row shows at its trailing edge.
public enum RowTrailing: Hashable, Sendable {
    /// Nothing.
    case none
    /// The record's kind ("Tile").
    case kind
    /// This label while the record's flag is set ("✓ Included").
    case flag(String)
}

/// The view shown when the list is empty.
public struct EmptyState: Sendable {
    /// Its text.
    public var text: String
    /// Its transition; nil: the default `.opacity`.
    public var transition: Transition?

    /// Creates an empty state.
    public init(text: String, transition: Transition? = nil) {
        self.text = text
        self.transition = transition
    }
}

/// `.animation(animation, value: value)` on a container: in a step where the
/// value changes, everything inside animates with `animation` (nil: without),
/// whatever the transaction's animation (docs/semantics.md §11).
public struct ScopedAnimation: Sendable {
    /// The animation; nil blocks any animation inside.
    public var animation: Animation?
    /// The watched value; nil: every step (the deprecated `.animation(_:)`).
    public var value: StateKey?
    /// How the animation is written.
    public var source: String

    /// Creates a scoped animation.
    public init(_ animation: Animation?, value: StateKey?, source: String) {
        self.animation = animation
        self.value = value
        self.source = source
    }
}
