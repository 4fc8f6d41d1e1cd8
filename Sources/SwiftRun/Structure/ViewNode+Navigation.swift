import SwiftFront
import BoardScene
import BoardModel
/// `NavigationStack { … }` and `NavigationView { … }`: under its bar, the content in the rest of
/// the window, centred there as a hosting view centres its root (a List or a ScrollView fills
/// it). The bar is iOS's 44 pt; a `.navigationTitle("…")` is a large title below it (34 pt bold
/// at the content's leading margin, in a 52 pt band), or with
/// `.navigationBarTitleDisplayMode(.inline)` the title centred in the bar (17 pt semibold,
/// `.headline`); `.navigationBarHidden(true)` draws neither. A `.searchable` field sits under the
/// title (``searchField(text:prompt:)``). Bar buttons, toolbars and pushed destinations are not drawn.
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
        if !hidden, let search = content.lazy.compactMap(\.searchField).first {
            // Below an inline title the field's band starts under the bar; with no title at all, too.
            let belowBar = children.isEmpty
            children.append(.modified(searchField(text: search.text, prompt: search.prompt),
                                      .padding(top: belowBar ? navigationBarHeight : 0, leading: 0, bottom: 0, trailing: 0)))
        }
        // The content in the rest, centred in it.
        let body: ViewNode = content.count == 1 ? content[0] : .stack(.vStack, content, StackOptions())
        children.append(.modified(body, .flexibleFrame(FrameBounds(maxWidth: .infinity, maxHeight: .infinity), alignment: .center)))
        return .modified(.modified(.stack(.vStack, children, StackOptions(alignment: .leading, spacing: 0)),
                                   .flexibleFrame(FrameBounds(maxWidth: .infinity, maxHeight: .infinity), alignment: .topLeading)),
                         .navigationContainer)
    }

    /// UIKit's search bar in a navigation bar, as iOS 15 and later draw it. Uncertain (read from
    /// screenshots, not documented): a 36 pt field with 10 pt corners, 16 pt from the sides, in a
    /// 52 pt band; a magnifying glass 8 pt in, 6 pt before the text; `.tertiarySystemFill` behind, the
    /// prompt in `.secondary`.
    package static let searchBar = (band: 52.0, field: 36.0, corner: 10.0, margin: 16.0, inset: 8.0, spacing: 6.0)

    /// The search field a `.searchable` draws: the prompt while the text is empty, else the text.
    package static func searchField(text: String, prompt: String) -> ViewNode {
        let glass = ViewNode.modified(.control(.image(systemName: "magnifyingglass", asset: false)), .foreground(.named("secondary")))
        let shown = text.isEmpty ? ViewNode.modified(.text(prompt), .foreground(.named("secondary"))) : .text(text)
        let row = ViewNode.stack(.hStack, [glass, .modified(shown, .lineLimit(1)), .spacer(minLength: nil)],
                                 StackOptions(spacing: searchBar.spacing))
        let field = ViewNode.modified(.modified(row, .padding(top: 0, leading: searchBar.inset, bottom: 0, trailing: searchBar.inset)),
                                      .flexibleFrame(FrameBounds(maxWidth: .infinity, minHeight: searchBar.field, maxHeight: searchBar.field),
                                                     alignment: .leading))
        let filled = ViewNode.background(field, .shape(ShapeView(.roundedRectangle, cornerRadius: searchBar.corner, fill: .named("tertiarySystemFill"))))
        let vertical = (searchBar.band - searchBar.field) / 2
        return .modified(filled, .padding(top: vertical, leading: searchBar.margin, bottom: vertical, trailing: searchBar.margin))
    }

    /// The first `.searchable` in the tree: its text and prompt.
    package var searchField: (text: String, prompt: String)? {
        firstNavigationValue { if case let .searchable(text, prompt) = $0 { (text, prompt) } else { nil } }
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
