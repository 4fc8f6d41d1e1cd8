import SwiftFront
import BoardScene
import BoardModel
/// An item a conditional inserts or removes, and the transition it carries.
public struct InsertedItem: Hashable, Sendable {
    /// The item's view (a tile or a layout container with its content).
    public var view: ViewNode
    /// The transition trait on the item, nil when none was attached.
    public var attached: Transition?

    /// The transition that runs: the attached one, or the default `.opacity`.
    public var transition: Transition { attached ?? Self.defaultTransition }

    /// SwiftUI's default transition (`TransitionTraitKey.defaultValue`).
    public static let defaultTransition = Transition.opacity
}

/// What runs when a conditional's content is inserted or removed.
public struct ResolvedTransition: Hashable, Sendable {
    /// The items, in order; each transitions on its own.
    public var items: [InsertedItem]
}

extension ViewNode {
    /// The items that `if present { self }` inserts, each with its transition
    /// (docs/semantics.md §6).
    ///
    /// The transition is a trait of the outermost inserted item. Traits pass out
    /// through modifiers and `Group` (which flattens into its parent), but not
    /// out of layout containers: a VStack, HStack or ZStack is one item, and the
    /// transitions inside it are ignored. `ForEach` flattens like `Group`; a
    /// `.background { … }` belongs to the view it decorates, and transitions
    /// inside it are ignored too.
    public func resolve() -> ResolvedTransition {
        ResolvedTransition(items: items(outerTransition: nil))
    }

    private func items(outerTransition: Transition?) -> [InsertedItem] {
        switch self {
        case .tile, .stack, .empty, .text, .shape, .spacer, .divider, .control, .scroll, .geometryReader:
            return [InsertedItem(view: self, attached: outerTransition)]
        case let .group(children), let .forEach(children), let .conditional(_, children):
            // A modifier on a Group applies to each child; ForEach's elements are items of their own.
            return children.flatMap { $0.items(outerTransition: outerTransition) }
        case let .background(content, decoration, alignment):
            // Traits pass out through the modifier from its content; the decoration's stay inside.
            return content.items(outerTransition: outerTransition).map {
                InsertedItem(view: .background($0.view, decoration, alignment: alignment), attached: $0.attached)
            }
        case let .overlay(content, decoration, alignment):
            return content.items(outerTransition: outerTransition).map {
                InsertedItem(view: .overlay($0.view, decoration, alignment: alignment), attached: $0.attached)
            }
        case let .modified(content, modifier):
            // Traits pass out through a modifier; the modifier stays on each item.
            return content.items(outerTransition: outerTransition).map {
                InsertedItem(view: .modified($0.view, modifier), attached: $0.attached)
            }
        case let .transition(content, transition):
            // The outermost trait write wins.
            return content.items(outerTransition: outerTransition ?? transition)
        }
    }
}
