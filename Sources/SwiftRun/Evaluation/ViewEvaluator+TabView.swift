import SwiftFront
import BoardScene
import BoardModel
/// `TabView { … }`: the selected tab's view above a tab bar of every tab's `.tabItem`, built from
/// the vocabulary (docs/semantics.md §17, "TabView"). The selection is the first tab, or the
/// one whose `.tag` is the `selection:` binding's value.
package enum TabViewLayout {
    /// The bar's height and its items' metrics (iOS's tab bar). Uncertain: read from screenshots.
    package static let barHeight = 49.0
    package static let iconSize = 22.0
    package static let titleSize = 10.0

    /// A tag's value as written, its type left out (`Tab.home` and `.home` are `home`; `2` is `2`).
    package static func tagValue(_ e: Expr) -> String {
        let text = e.description
        if text.hasPrefix("\""), text.hasSuffix("\"") { return text }
        return text.split(separator: ".").last.map(String.init) ?? text
    }

    /// One tab: its view (the `.tabItem` and `.tag` taken out), its bar item, its tag.
    package struct Tab {
        package var view: ViewNode
        package var item: [ViewNode]
        package var tag: String?
        /// `.badge(3)` on the tab: drawn on its bar item's icon.
        package var badge: String? = nil
    }

    /// Takes a tab's `.tabItem` and `.tag` off its chain of modifiers.
    package static func tab(_ view: ViewNode) -> Tab {
        switch view {
        case let .modified(content, .tabItem(item)):
            var t = tab(content)
            t.item = item
            return t
        case let .modified(content, .tag(value)):
            var t = tab(content)
            t.tag = value
            return t
        case let .modified(content, .badge(text)):
            var t = tab(content)
            t.badge = text
            return t
        case let .modified(content, m):
            var t = tab(content)
            t.view = .modified(t.view, m)
            return t
        default:
            return Tab(view: view, item: [], tag: nil)
        }
    }

    /// The TabView of `children` with `selection` (its binding's value as written; nil: the first).
    package static func view(_ children: [ViewNode], selection: String?, barHidden: Bool = false) -> ViewNode {
        let tabs = children.flatMap { child -> [ViewNode] in
            if case let .forEach(views) = child { return views }
            if case let .group(views) = child { return views }
            return [child]
        }.map(tab)
        guard !tabs.isEmpty else { return .empty }
        let chosen = selection.flatMap { s in tabs.firstIndex { $0.tag == s } } ?? 0
        let items = tabs.enumerated().map { k, t -> ViewNode in
            let tint: Tint = k == chosen ? .named("accentColor") : .named("gray")
            return .modified(.modified(.modified(barItem(t.item, badge: t.badge), .foreground(tint)),
                                       .flexibleFrame(FrameBounds(maxWidth: .infinity), alignment: .center)),
                             .identity("tab\(k)"))
        }
        let bar = ViewNode.modified(.modified(.stack(.hStack, items, StackOptions(alignment: .top, spacing: 0)),
                                              .padding(top: 6, leading: 0, bottom: 0, trailing: 0)),
                                    .frame(width: nil, height: barHeight, alignment: .top))
        let content = ViewNode.modified(tabs[chosen].view, .flexibleFrame(FrameBounds(maxWidth: .infinity, maxHeight: .infinity), alignment: .center))
        // The app draws a tab bar of its own (`UITabBar.appearance().isHidden = true`).
        if barHidden { return .modified(content, .identity("tab\(chosen)")) }
        return .stack(.vStack, [.modified(content, .identity("tab\(chosen)")), .divider, bar], StackOptions(spacing: 0))
    }

    /// A bar item: its icon above its title (a `Label` is turned upright), small.
    package static func barItem(_ item: [ViewNode], badge: String? = nil) -> ViewNode {
        var parts = item
        if parts.count == 1, case let .stack(.hStack, inner, _) = parts[0] { parts = inner }
        let sized = parts.map { part -> ViewNode in
            // The icon at the bar's symbol size, in a slot of that height so every item's title
            // sits on one line whatever the symbol's shape.
            if case .control(.image) = part {
                let icon = ViewNode.modified(.modified(part, .font(ViewFont(size: iconSize))), .frame(width: nil, height: iconSize, alignment: .center))
                guard let badge else { return icon }
                return .overlay(icon, .geometryReader(GeometryContent(native: { size in badgeCapsule(badge, on: size) })), alignment: .center)
            }
            return .modified(part, .font(ViewFont(size: titleSize, weight: .medium)))
        }
        return .stack(.vStack, sized, StackOptions(spacing: 2))
    }

    /// A tab's badge: a red capsule at least `height` tall and wide, its text white, its centre `offset`
    /// from the icon's top centre. Uncertain: read from iOS 17 screenshots (docs/semantics.md, uncertainty 26).
    package static let badgeLook = (height: 18.0, fontSize: 13.0, padding: 5.0, offset: (x: 13.0, y: 7.0))

    /// The badge on an icon of `size`.
    static func badgeCapsule(_ text: String, on size: Size) -> ViewNode {
        let look = badgeLook
        var capsule = ShapeView(.capsule)
        capsule.fill = .named("red")
        let label = ViewNode.modified(.modified(.modified(.text(text), .font(ViewFont(size: look.fontSize))), .foreground(.named("white"))),
                                      .fixedSize(horizontal: true, vertical: true))
        let body = ViewNode.modified(.background(.modified(label, .padding(top: 0, leading: look.padding, bottom: 0, trailing: look.padding)),
                                                 .shape(capsule)),
                                     .flexibleFrame(FrameBounds(minWidth: look.height, minHeight: look.height), alignment: .center))
        return .modified(.modified(body, .fixedSize(horizontal: true, vertical: true)),
                         .position(x: size.width / 2 + look.offset.x, y: look.offset.y))
    }

    /// The page indicator of a paged TabView (`UIPageControl`): its dots' diameter and spacing and
    /// its band's height at the bottom. Uncertain: read from iOS 17 screenshots.
    package static let pageDot = (diameter: 8.0, spacing: 8.0, band: 26.0)
    /// The unselected dots' opacity (the selected one is opaque white). Uncertain, as above.
    package static let pageDotDimming = 0.3

    /// `tabView` (what ``view(_:selection:barHidden:)`` made) in `.tabViewStyle(.page)`: the selected page
    /// fills it, no tab bar; with `dots`, the page indicator over its bottom — white dots, the
    /// selected one opaque, as iOS draws them (on a light page they hardly show, as on a device).
    /// Nil when `tabView` is not a TabView.
    /// The backing of the page indicator with `.indexViewStyle(.page(backgroundDisplayMode: .always))`
    /// (`UIPageControl`'s prominent background): a capsule around the dots, this far beyond them, in
    /// black at this opacity. Uncertain: read from iOS 17 screenshots (docs/semantics.md, uncertainty 27).
    package static let pageIndexBacking = (padding: 8.0, height: 26.0, opacity: 0.2)

    /// Marks a view whose paged TabView (made above it) backs its page indicator: the modifier
    /// ``paged(_:dots:background:)`` looks for, which draws nothing itself.
    package static let indexBackingMarker = ViewNode.Modifier.controlStyle(kind: "indexViewBacking", style: "always")

    package static func paged(_ tabView: ViewNode, dots: Bool, background: Bool = false) -> ViewNode? {
        switch tabView {
        case let .modified(content, m):
            return paged(content, dots: dots, background: background || m == indexBackingMarker).map { .modified($0, m) }
        case let .stack(.vStack, children, _):
            guard children.count == 3, case .divider = children[1], case let .modified(page, .identity(id)) = children[0], id.hasPrefix("tab"),
                  let chosen = Int(id.dropFirst(3)), let count = barItemCount(children[2]) else { return nil }
            guard dots, count > 1 else { return .modified(page, .identity(id)) }
            let indicator = ViewNode.stack(.hStack, (0..<count).map { k in
                .modified(.shape(ShapeView(.circle, fill: k == chosen ? .named("white") : .opacity(.named("white"), pageDotDimming))),
                          .frame(width: pageDot.diameter, height: pageDot.diameter, alignment: .center))
            }, StackOptions(spacing: pageDot.spacing))
            let band = ViewNode.modified(background ? backed(indicator) : indicator, .frame(width: nil, height: pageDot.band, alignment: .center))
            return .stack(.zStack, [.modified(page, .identity(id)), band], StackOptions(alignment: .bottom))
        default:
            return nil
        }
    }

    /// `view` with the TabViews its stacks, groups and modifiers hold paged; the rest as it is.
    package static func pagedInside(_ view: ViewNode, dots: Bool) -> ViewNode {
        if let paged = paged(view, dots: dots) { return paged }
        switch view {
        case let .modified(content, m): return .modified(pagedInside(content, dots: dots), m)
        case let .stack(kind, children, options): return .stack(kind, children.map { pagedInside($0, dots: dots) }, options)
        case let .group(children): return .group(children.map { pagedInside($0, dots: dots) })
        default: return view
        }
    }

    /// The page indicator on its capsule (``pageIndexBacking``).
    static func backed(_ indicator: ViewNode) -> ViewNode {
        let look = pageIndexBacking
        let capsule = ViewNode.shape(ShapeView(.capsule, fill: .opacity(.named("black"), look.opacity)))
        return .background(.modified(.modified(indicator, .padding(top: 0, leading: look.padding, bottom: 0, trailing: look.padding)),
                                     .frame(width: nil, height: look.height, alignment: .center)), capsule)
    }

    /// A paged TabView (what ``paged(_:dots:background:)`` made), or views holding some, with the
    /// indicators backed; nil for a view that holds none.
    package static func withBackedIndex(_ view: ViewNode) -> ViewNode? {
        // The paged TabView itself: its page and its indicator's band over it.
        if case let .stack(.zStack, children, options) = view, children.count == 2,
           case let .modified(page, .identity(id)) = children[0], id.hasPrefix("tab"),
           case let .modified(indicator, .frame(nil, height, alignment)) = children[1], height == pageDot.band,
           case .stack(.hStack, _, _) = indicator {
            return .stack(.zStack, [.modified(page, .identity(id)), .modified(backed(indicator), .frame(width: nil, height: height, alignment: alignment))],
                          options)
        }
        func inside(_ children: [ViewNode]) -> [ViewNode]? {
            let backed = children.map(withBackedIndex)
            guard backed.contains(where: { $0 != nil }) else { return nil }
            return zip(children, backed).map { $1 ?? $0 }
        }
        switch view {
        case let .modified(content, m): return withBackedIndex(content).map { .modified($0, m) }
        case let .stack(kind, children, options): return inside(children).map { .stack(kind, $0, options) }
        case let .group(children): return inside(children).map { .group($0) }
        default: return nil
        }
    }

    /// How many items a tab bar ``view(_:selection:barHidden:)`` made holds.
    static func barItemCount(_ bar: ViewNode) -> Int? {
        switch bar {
        case let .modified(content, _): barItemCount(content)
        case let .stack(.hStack, items, _): items.count
        default: nil
        }
    }
}

extension ViewEvaluator {
    /// `.tabViewStyle(.page)`, `.page(indexDisplayMode: .never)`, `PageTabViewStyle()`: a paged
    /// TabView (``TabViewLayout/paged(_:dots:background:)``); `.automatic`/`DefaultTabViewStyle()` keeps the
    /// tab bar; other styles (`.sidebarAdaptable`, `.verticalPage`) keep it too, named in the docs.
    package static var tabViewStyleModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        [Signature("tabViewStyle", [Overload([.unlabelled("style", .any)]) { a in
            let e = a.expression("style")
            guard ["page", "PageTabViewStyle"].contains(Self.styleName(e)) else { return { $0 } }
            var dots = true
            if case let .call(_, arguments, _) = e.kind, let mode = arguments.first(where: { $0.label == "indexDisplayMode" })?.value.caseName {
                dots = mode != "never"
            }
            let showsDots = dots
            // An environment value: on a view that is not a TabView it styles the TabViews inside it, of
            // which a board pages the ones its stacks and groups hold (``TabViewLayout/pagedInside(_:dots:)``).
            return { view in TabViewLayout.paged(view, dots: showsDots, background: false) ?? TabViewLayout.pagedInside(view, dots: showsDots) }
        }]),
        // `.indexViewStyle(.page(backgroundDisplayMode: .always))`: the paged TabView's indicator on its
        // capsule, whether written before or after `.tabViewStyle(.page)` (an environment value); the
        // other modes (`.automatic`, `.interactive`, `.never`, `.page`) show none at rest.
        Signature("indexViewStyle", [Overload([.unlabelled("style", .any)]) { a in
            let e = a.expression("style")
            guard ["page", "PageIndexViewStyle"].contains(Self.styleName(e)) else {
                throw a.invalid("style", "'.indexViewStyle' takes .page, .page(backgroundDisplayMode:) or PageIndexViewStyle(backgroundDisplayMode:); got \(e.summary)")
            }
            guard case let .call(_, arguments, _) = e.kind,
                  arguments.first(where: { $0.label == "backgroundDisplayMode" })?.value.caseName == "always" else { return { $0 } }
            return { view in TabViewLayout.withBackedIndex(view) ?? .modified(view, TabViewLayout.indexBackingMarker) }
        }])]
    }

    /// A style's name as written: `.page`, `.page(…)`, `PageTabViewStyle()`, `PageTabViewStyle(indexDisplayMode: .never)`.
    static func styleName(_ e: Expr) -> String {
        var callee = e
        if case let .call(c, _, _) = e.kind { callee = c }
        return callee.caseName ?? (callee.name ?? "")
    }
}

extension ViewEvaluator {
    /// iOS 18's `Tab("Home", systemImage: "house", value: .home) { HomeView() }` (and `image:`, no
    /// value, `Tab(value:) { … } label: { … }`, `Tab { … } label: { … }`): the content with its
    /// `.tabItem` (a Label of the title and image, or the label) and its `.tag` (the value), which
    /// the TabView lays out as it does the older spelling.
    static func tabViews(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> [Signature<ViewNode>] {
        @Sendable func tab(_ a: BoundArguments, item: [ViewNode]) throws(ExpressionError) -> ViewNode {
            let content = try Self.content(a, views)
            var view: ViewNode = .modified(content.count == 1 ? content[0] : .group(content), .tabItem(item))
            let value = a.expression("value")
            if case .nilLiteral = value.kind {} else { view = .modified(view, .tag(TabViewLayout.tagValue(value))) }
            return view
        }
        @Sendable func labelled(_ a: BoundArguments, imageLabel: String) throws(ExpressionError) -> ViewNode {
            return try tab(a, item: [try views(Expr.label(a.expression("title"), imageLabel, a.expression(imageLabel)))])
        }
        let role = Parameter("role", .any, default: "nil")
        return [Signature("Tab", [
            Overload([.unlabelled("title", .string), Parameter("systemImage", .string), Parameter("value", .any, default: "nil"), role,
                      Parameter("content", .viewContent)]) { a in try labelled(a, imageLabel: "systemImage") },
            Overload([.unlabelled("title", .string), Parameter("image", .string), Parameter("value", .any, default: "nil"), role,
                      Parameter("content", .viewContent)]) { a in try labelled(a, imageLabel: "image") },
            Overload([Parameter("value", .any, default: "nil"), role, Parameter("content", .viewContent), Parameter("label", .viewContent)]) { a in
                try tab(a, item: try Self.content(a, views, named: "label"))
            },
        ])]
    }
}
