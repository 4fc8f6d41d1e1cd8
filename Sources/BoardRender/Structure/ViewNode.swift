/// A small SwiftUI view tree: what a cell's `if present { … }` inserts.
///
/// ```swift
/// // if present { VStack { Tile("A").transition(.scale) } }
/// let trap = ViewNode.vStack([.tile("A").transition(.scale)])
/// trap.resolve().transition   // .opacity — the VStack is what is inserted
/// ```
public indirect enum ViewNode: Hashable, Sendable {
    /// A tile: a rounded rectangle filling its slot, with a label.
    case tile(String)
    /// A layout container; it is inserted as one item.
    case stack(StackKind, [ViewNode])
    /// `Group { … }`: flattens into its parent, so each child is its own item.
    case group([ViewNode])
    /// `content.transition(t)`.
    case transition(ViewNode, Transition)
    /// A view that draws nothing: `Color.clear`, `EmptyView()`.
    case empty
    /// `content.background { decoration }`: a modifier; the decoration is part
    /// of the content's item, and transitions inside it are ignored.
    case background(ViewNode, ViewNode)
    /// `ForEach(data) { … }`: like `Group`, each element is its own item.
    case forEach([ViewNode])
    /// `content.padding(…)`, `content.frame(…)`: a layout modifier; traits
    /// pass out through it, and it stays on each item.
    case modified(ViewNode, Modifier)

    /// The view modifiers a cell's view may carry besides `.transition` and `.background`.
    public enum Modifier: Hashable, Sendable {
        /// `.padding(…)`: insets, in points.
        case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
        /// `.frame(width:height:alignment:)`: a fixed width and/or height (nil: the content's).
        case frame(width: Double?, height: Double?, alignment: UnitPoint)
    }

    /// The layout containers.
    public enum StackKind: String, Hashable, Sendable, CaseIterable {
        case vStack = "VStack", hStack = "HStack", zStack = "ZStack"
    }

    /// `VStack { children }`.
    public static func vStack(_ children: [ViewNode]) -> ViewNode { .stack(.vStack, children) }
    /// `HStack { children }`.
    public static func hStack(_ children: [ViewNode]) -> ViewNode { .stack(.hStack, children) }
    /// `ZStack { children }`.
    public static func zStack(_ children: [ViewNode]) -> ViewNode { .stack(.zStack, children) }

    /// `self.transition(t)`.
    public func transition(_ t: Transition) -> ViewNode { .transition(self, t) }

    /// The tile labels in the tree, in order.
    public var tileLabels: [String] {
        switch self {
        case let .tile(label): [label]
        case let .stack(_, children), let .group(children), let .forEach(children): children.flatMap(\.tileLabels)
        case let .transition(content, _): content.tileLabels
        case .empty: []
        case let .background(content, decoration): content.tileLabels + decoration.tileLabels
        case let .modified(content, _): content.tileLabels
        }
    }
}
