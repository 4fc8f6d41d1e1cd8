import SwiftFront
import BoardScene
import BoardModel
/// `NavigationStack { … }` and `NavigationView { … }`: under its bar, the content in the rest of
/// the window, centred there as a hosting view centres its root (a List or a ScrollView fills
/// it). The bar is iOS's 44 pt; a `.navigationTitle("…")` is a large title below it (34 pt bold
/// at the content's leading margin, in a 52 pt band), or with
/// `.navigationBarTitleDisplayMode(.inline)` the title centred in the bar (17 pt semibold,
/// `.headline`); `.navigationBarHidden(true)` draws neither. Bar buttons, toolbars and pushed destinations are not drawn.
extension ViewNode {
    /// The height of iOS's navigation bar, which an inline title is centred in.
    package static let navigationBarHeight = 44.0
    /// The band a large title takes below the bar, and the title's margin from its bottom.
    /// Uncertain: UIKit's large-title navigation bar (96 pt = 44 + 52), read from iOS 17 screenshots.
    package static let largeTitleBand = (height: 52.0, bottom: 8.0)

    package static func navigationContainer(_ content: [ViewNode]) -> ViewNode {
        var children: [ViewNode] = []
        let hidden = content.lazy.compactMap(\.navigationBarIsHidden).first ?? false
        if !hidden, let title = content.lazy.compactMap(\.navigationTitle).first {
            if content.lazy.compactMap(\.navigationTitleIsInline).first ?? false {
                children.append(.modified(.modified(.modified(.text(title), .font(ViewFont(style: .headline))), .lineLimit(1)),
                                          .flexibleFrame(FrameBounds(maxWidth: .infinity, minHeight: navigationBarHeight,
                                                                     maxHeight: navigationBarHeight), alignment: .center)))
            } else {
                // The bar (empty while the title is large), then the title's band.
                let large = ViewNode.modified(.modified(.modified(.text(title), .font(ViewFont(style: .largeTitle, weight: .bold))), .lineLimit(1)),
                                              .padding(top: 0, leading: 16, bottom: largeTitleBand.bottom, trailing: 16))
                let band = ViewNode.modified(large, .flexibleFrame(FrameBounds(maxWidth: .infinity, minHeight: largeTitleBand.height,
                                                                               maxHeight: largeTitleBand.height), alignment: .bottomLeading))
                children.append(.modified(band, .padding(top: navigationBarHeight, leading: 0, bottom: 0, trailing: 0)))
            }
        }
        // The content in the rest, centred in it.
        let body: ViewNode = content.count == 1 ? content[0] : .stack(.vStack, content, StackOptions())
        children.append(.modified(body, .flexibleFrame(FrameBounds(maxWidth: .infinity, maxHeight: .infinity), alignment: .center)))
        return .modified(.modified(.stack(.vStack, children, StackOptions(alignment: .leading, spacing: 0)),
                                   .flexibleFrame(FrameBounds(maxWidth: .infinity, maxHeight: .infinity), alignment: .topLeading)),
                         .navigationContainer)
    }

    /// Whether the first `.navigationBarTitleDisplayMode` in the tree puts the title in the bar; nil: none written.
    package var navigationTitleIsInline: Bool? {
        firstNavigationValue { if case let .navigationTitleDisplay(inline) = $0 { inline } else { nil } }
    }

    /// Whether the first `.navigationBarHidden` in the tree hides the bar; nil: none written.
    package var navigationBarIsHidden: Bool? {
        firstNavigationValue { if case let .navigationBarHidden(hidden) = $0 { hidden } else { nil } }
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
