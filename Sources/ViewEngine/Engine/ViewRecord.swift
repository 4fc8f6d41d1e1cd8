import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A view of a board evaluated in one state: its identity, where its layout
/// puts it, what it draws, and what decides how its changes animate.
///
/// Evaluating a board at each state of its scenario gives one list of these
/// per state; ``Playback`` diffs consecutive lists by ``key`` (docs/semantics.md §10).
package struct ViewRecord: Sendable {
    /// The view's identity: its path of structural and explicit ids, unique on the board.
    package var key: String
    /// The key of the container it is laid out in; nil: the board.
    package var parent: String?
    /// Its laid-out frame, relative to the parent's origin.
    package var frame: Rect
    /// The size of what it draws when that differs from its frame (a view under
    /// `.frame(height:)` keeps its own height), aligned in the frame by ``alignment``.
    package var contentSize: Size?
    /// Where the drawing sits in the view's content when it does not fill it
    /// (a `.padding` or `.frame` between the item and its tile); the view's
    /// transition still acts on the whole content.
    package var inset: Rect?
    /// How content taller or shorter than the frame is aligned in it.
    package var alignment: VerticalAlignment = .top
    /// `.clipped()`: the view and its children are clipped to its frame.
    package var clips = false
    /// What it draws.
    package var drawing: Drawing
    /// The transition that runs when it is inserted or removed (its trait, or the default).
    package var transition: Transition = InsertedItem.defaultTransition
    /// Its `.matchedGeometryEffect` key: removed by a state change that inserts a view of the same
    /// key, its frame goes to that view's, whose frame comes from its (``Playback``).
    package var match: String? = nil
    /// Whether a transition's pose is centred in the frame (a ZStack cell) or
    /// placed at its top-left (a stack).
    package var centered = false
    /// `.opacity(_:)` on the view itself, animated in place; nil: none.
    package var opacity: Double? = nil
    /// The `.animation` and `.transaction` modifiers between the root and the view, outermost first.
    package var scope: [ScopeModifier] = []
    /// How its text changes.
    package var contentTransition: ContentTransition = .opacity
    /// How the scene lists it.
    package var role: Role
    /// The panel it belongs to (0 on a grid board): whose copy of the data it shows.
    package var panel = 0

    /// A program view's own frame inside ``frame`` (its frame itself for other views).
    package var innerFrame: Rect {
        if case let .programView(info) = role { return info.inner }
        return Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    }

    /// How a view appears in the scene.
    package enum Role: Sendable, Equatable {
        /// A grid cell's reserved slot (the container of its item).
        case slot(cell: Int)
        /// The item of a grid cell (its tile).
        case gridItem(cell: Int)
        /// The status line.
        case status
        /// A container drawn by nothing.
        case container
        /// A view of a program panel, as the scene dump lists it.
        case programView(ProgramViewInfo)
    }

    /// What the dump says of a program's view.
    package struct ProgramViewInfo: Sendable, Equatable {
        /// Its identity (the key without its panel's prefix).
        package var id: String
        package var parent: String?
        package var kind: String
        package var text: String?
        package var prompt: Bool?
        package var isOn: Bool?
        /// The asset an image shows.
        package var image: String? = nil
        /// The SF Symbol an `Image(systemName:)` shows (its `.symbolVariant` applied).
        package var symbol: String? = nil
        /// The symbol's stand-in (``SymbolStandIn/name``); nil: none, a placeholder is drawn.
        package var standIn: String? = nil
        /// Its own frame inside the record's (which includes its modifiers).
        package var inner: Rect
        /// The compositing groups it is in (``PlacedView/Group``), outermost first.
        package var groups: [String] = []
    }

    /// The content size (the frame's size unless set).
    package var size: Size { contentSize ?? frame.size }
}


extension ViewRecord {
    /// The animation of this view's changes in a step from `old` to `new` whose
    /// transaction carries `root` (docs/semantics.md §11), and the delay to add to
    /// animations set on its transition.
    /// `watched` holds what each `.animation(_:value:)` in the state before watched then (a
    /// program's views); one that did not exist then sees no change.
    package func transaction(root: Animation?, from old: ScenarioState, to new: ScenarioState,
                     watched: [String: String]? = nil, rootDisablesAnimations: Bool = false) -> Transaction {
        var animation = root
        var delay = 0.0
        // What each prefix of the scope makes: the modifiers outside a modifier of the view decide
        // how that modifier's numbers animate.
        var scoped: [(animation: Animation?, delay: Double)] = [(animation, delay)]
        // `disablesAnimations` set above: `.animation` modifiers beneath set nothing (§11.5).
        var disabled = rootDisablesAnimations
        // The transaction outside each `.animation(_:body:)` scope the walk is in.
        var outside: [(animation: Animation?, disabled: Bool)] = []
        func changed(_ value: String, _ owner: String) -> Bool {
            watched?["\(panel)/\(owner)"].map { $0 != value } ?? false
        }
        for modifier in scope {
            defer { scoped.append((animation, delay)) }
            switch modifier {
            case let .animation(a, value):
                if !disabled, value?.changed(from: old, to: new) ?? true { animation = a }
            case let .delay(d):
                delay += d
            case let .watch(a, value, owner):
                if !disabled, changed(value, owner) { animation = a }
            case let .transaction(.closure(a, disables, value), owner):
                // `.transaction(value:)` runs its closure only when its value changed.
                if let value, !changed(value, owner) { break }
                if let a { animation = a }
                if disables { disabled = true }
            case let .transaction(.bodyStart(a), _):
                outside.append((animation, disabled))
                if !disabled { animation = a }
            case .transaction(.bodyEnd, _):
                if let o = outside.popLast() { (animation, disabled) = o }
            }
        }
        var tx = Transaction(animation: animation, delay: delay)
        tx.scoped = scoped
        return tx
    }
}

/// The animation a view's changes take in one step.
package struct Transaction: Sendable {
    /// The animation before the delay; nil: the changes are instant.
    package var base: Animation?
    /// Seconds added to every animation in the view (a stagger).
    package var delay: Double

    /// What each prefix of the view's scope makes (index: how many of its `.animation`
    /// modifiers, outermost first): the animation of a modifier of the view that only some of them
    /// are outside of.
    package var scoped: [(animation: Animation?, delay: Double)] = []

    package init(animation: Animation?, delay: Double) {
        base = animation
        self.delay = delay
    }

    /// The animation of numbers at scope `depth` (nil: the view's own, ``animation``).
    package func animation(atDepth depth: Int?) -> Animation? {
        guard let depth, depth < scoped.count - 1 else { return animation }
        let s = scoped[max(0, depth)]
        guard let a = s.animation, s.delay > 0 else { return s.animation }
        return a.delay(s.delay)
    }

    /// The view's animation.
    package var animation: Animation? { delayed(base) }

    /// `a` delayed by the view's delay.
    package func delayed(_ a: Animation?) -> Animation? {
        guard let a, delay > 0 else { return a }
        return a.delay(delay)
    }

    /// The animation of one of the view's transition modifiers: its own
    /// (`transition.animation(_:)`, delayed too) or the view's.
    package func animation(for entry: TransitionModifier) -> Animation? {
        entry.animation.map { delayed($0) } ?? animation
    }
}
