import SwiftFront
import BoardScene
import BoardModel
/// `NavigationStack { … }` and `NavigationView { … }`: the content filling the window from its
/// top, under the large title its `.navigationTitle("…")` names (iOS's large title: 34 pt bold,
/// at the content's leading margin), or with `.navigationBarTitleDisplayMode(.inline)` under a
/// bar of iOS's height (44 pt) with the title centred in it (17 pt semibold, `.headline`).
/// Bar buttons, toolbars and pushed destinations are not drawn.
extension ViewNode {
    /// The height of iOS's navigation bar, which an inline title is centred in.
    package static let navigationBarHeight = 44.0

    package static func navigationContainer(_ content: [ViewNode]) -> ViewNode {
        var children: [ViewNode] = []
        if let title = content.lazy.compactMap(\.navigationTitle).first {
            if content.lazy.compactMap(\.navigationTitleIsInline).first ?? false {
                children.append(.modified(.modified(.modified(.text(title), .font(ViewFont(style: .headline))), .lineLimit(1)),
                                          .flexibleFrame(FrameBounds(maxWidth: .infinity, minHeight: navigationBarHeight,
                                                                     maxHeight: navigationBarHeight), alignment: .center)))
            } else {
                children.append(.modified(.modified(.text(title), .font(ViewFont(style: .largeTitle, weight: .bold))),
                                          .padding(top: 8, leading: 16, bottom: 8, trailing: 16)))
            }
        }
        children += content
        return .modified(.modified(.stack(.vStack, children, StackOptions(alignment: .leading, spacing: 0)),
                                   .flexibleFrame(FrameBounds(maxWidth: .infinity, maxHeight: .infinity), alignment: .topLeading)),
                         .navigationContainer)
    }

    /// Whether the first `.navigationBarTitleDisplayMode` in the tree puts the title in the bar; nil: none written.
    package var navigationTitleIsInline: Bool? {
        firstNavigationValue { if case let .navigationTitleDisplay(inline) = $0 { inline } else { nil } }
    }

    /// The first `.navigationTitle` in the tree, outside nested navigation containers.
    package var navigationTitle: String? {
        firstNavigationValue { if case let .navigationTitle(title) = $0 { title } else { nil } }
    }

    /// The value `pick` reads from the first modifier in the tree it reads one from (depth first, in order).
    private func firstNavigationValue<T>(_ pick: (Modifier) -> T?) -> T? {
        switch self {
        case let .modified(content, modifier): pick(modifier) ?? content.firstNavigationValue(pick)
        case let .transition(content, _), let .background(content, _, _), let .overlay(content, _, _):
            content.firstNavigationValue(pick)
        case let .stack(_, children, _), let .group(children), let .conditional(_, children), let .scroll(_, children), let .forEach(children):
            children.compactMap { $0.firstNavigationValue(pick) }.first
        default: nil
        }
    }
}
