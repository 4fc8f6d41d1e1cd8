import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A view tree resolved for layout: `Group`s and `ForEach`es spliced into their stacks,
/// the environment (font, foreground style) pushed down to the leaves, every node given
/// its structural identity, and nodes stored by index so a size asked twice is computed once.
package struct LayoutTree: Sendable {
    /// One node: a view (listed in the scene dump) or a modifier around one.
    package struct Node: Sendable {
        package var kind: Kind
        /// Children: a stack's views; a modifier's content; a decoration's content then decoration.
        package var children: [Int] = []
        /// The view's identity, a structural path (`VStack/HStack[0]/Text[1]`).
        package var id: String
        /// The font of texts at this node.
        package var font: FontSpec
        /// The foreground style at this node; nil: `.primary`.
        package var foreground: Tint?
        /// The stack axis this node is laid out along (a `Spacer`'s and a `Divider`'s orientation).
        package var axis: Axis?
        /// The styles of controls at this node.
        package var styles = ControlStyles()
        /// Whether the dump lists it (a List's implicit stack of rows is not).
        package var isListed = true
        /// `.lineLimit` above it.
        package var lineLimit: Int? = nil
        /// Whether this `.overlay` node is an alpha mask (`.mask { … }`): its second child is laid
        /// out as an overlay's decoration and masks the views of its first (``PlacedView/masks``).
        package var isMask = false
        /// A GeometryReader's environment, which its content is built in: the font as written
        /// (`.font(.title)` above the reader reaches the texts inside it).
        package var contentFont: ViewFont? = nil
    }

    /// The environment a tree's root is built in: a window's defaults, or what a GeometryReader's
    /// content inherits from above the reader (font, foreground, styles and animation scope).
    package struct Inherited: Sendable {
        package var font = ViewFont.body
        package var foreground: Tint? = nil
        package var styles = ControlStyles()
        package init(font: ViewFont = .body, foreground: Tint? = nil, styles: ControlStyles = ControlStyles()) {
            self.font = font
            self.foreground = foreground
            self.styles = styles
        }
    }

    /// What a node is.
    package enum Kind: Sendable {
        case text(String)
        case shape(ShapeView)
        case tile(String)
        case spacer(minLength: Double?)
        case divider
        case empty
        case control(ControlView)
        case stack(ViewNode.StackKind, StackOptions)
        /// A scroll view or list along an axis: its one child (the stacked content) offered nil along it.
        case scroll(ScrollContainer, Axis)
        /// A GeometryReader: its content is laid out when its size is known.
        case geometryReader(GeometryContent)
        case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
        case frame(width: Double?, height: Double?, alignment: UnitPoint)
        case flexibleFrame(FrameBounds, alignment: UnitPoint)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case aspectRatio(Double?, fill: Bool)
        case position(x: Double, y: Double)
        /// `.ignoresSafeArea`: sized as its content; the content placed out to the screen's edges
        /// named where the node's frame reaches the safe area's (``LayoutEngine/outsideSafeArea(_:_:)``).
        case ignoresSafeArea(top: Bool, leading: Bool, bottom: Bool, trailing: Bool)
        case priority(Double)
        /// A `Grid` cell's place (``GridCellSpec``): read by the grid, neutral to every other layout.
        case gridCell(GridCellSpec)
        case background(UnitPoint)
        case overlay(UnitPoint)
        /// A render effect: drawn differently, laid out as its content (``RenderModifier``).
        case render(RenderModifier)
        /// `.alignmentGuide`: the child's guide for one alignment (layout and placement unchanged).
        case alignmentGuide(AlignmentGuide)
        /// `.preference(key:value:)`: laid out as its content; its value replaces the key's values
        /// below it (``LayoutEngine/preferenceLog``).
        case preference(PreferenceSetting)
        /// `.onPreferenceChange` or `.onGeometryChange`: laid out as its content; what it watches is
        /// reported after placing (``LayoutEngine/reports``) under `slot`, its place in the tree.
        case preferenceWatch(PreferenceWatch, slot: String)

        /// Whether the node is a modifier that layout passes through: its content's size is its
        /// size, its content is placed in its frame, and a stack sees its content's priority,
        /// guides, baseline and spacer-ness through it. One rule for every render effect, a
        /// layout priority and an alignment guide (each only read where it matters).
        package var isLayoutNeutral: Bool {
            switch self {
            case .render, .priority, .gridCell, .alignmentGuide, .preference, .preferenceWatch: true
            default: false
            }
        }

        /// Whether the node is a view of its own (listed in the dump) rather than a modifier.
        package var isView: Bool {
            switch self {
            case .text, .shape, .tile, .spacer, .divider, .empty, .stack, .control, .scroll, .geometryReader: true
            default: false
            }
        }
    }

    package internal(set) var nodes: [Node] = []
    /// The transition trait of each view that carries one, by identity (the outermost write).
    package private(set) var transitions: [String: Transition] = [:]
    /// The `.matchedGeometryEffect` key of each view that carries one, by identity.
    package private(set) var matches: [String: String] = [:]
    /// The coordinate space each view that names one names (``CoordinateSpaceName``), by identity.
    package private(set) var coordinateSpaces: [String: String] = [:]
    /// The root's index.
    package private(set) var root = 0
    package let platform: Platform
    /// The `.containerRelativeFrame`s, in the order built: the identity of the scroll view each is
    /// in, nil for the window (``ContainerSizes``).
    package private(set) var relativeFrames: [String?] = []
    /// The containers' sizes the relative frames are sized from.
    private let containers: ContainerSizes
    /// The scroll views around the node being built, innermost last.
    private var scrollContainers: [String] = []
    /// How many preference watches each view has had (their slots: `id@n`).
    private var watchCounts: [String: Int] = [:]

    /// What `.containerRelativeFrame`s are sized from: each one's container's size (by the order
    /// they are built, from an earlier layout of the same tree), else the window's; neither known:
    /// the frame leaves that axis to its content.
    package struct ContainerSizes: Sendable {
        package var window: Size?
        package var sizes: [Size?] = []
        package init(window: Size?, sizes: [Size?] = []) {
            self.window = window
            self.sizes = sizes
        }
    }

    /// The most nodes a tree may have (docs/programs.md §3: a tree larger than this is an error).
    package static let maximumNodes = 4096
    /// The deepest a tree may nest.
    package static let maximumDepth = 128

    /// How several views at a root are laid out: a window's root stacks them vertically (as a
    /// hosting view does); a GeometryReader's content overlays them from its top-leading corner.
    package static let windowRoot = (kind: ViewNode.StackKind.vStack, options: StackOptions())
    package static let geometryRoot = (kind: ViewNode.StackKind.zStack, options: StackOptions(alignment: .topLeading))

    /// Resolves `view` with the identity `id`; several views at its root are laid out as `severalRoots` says.
    package init(_ view: ViewNode, id: String, platform: Platform,
                 severalRoots: (kind: ViewNode.StackKind, options: StackOptions) = LayoutTree.windowRoot,
                 inherited: Inherited = Inherited(), containers: ContainerSizes = ContainerSizes(window: nil)) throws(LayoutError) {
        self.platform = platform
        self.containers = containers
        let font = platform.fontSpec(.body)
        let parts = try Self.splice(view, depth: 0)
        if parts.count == 1, parts[0].path.isEmpty {
            // An explicit `.id(…)` on the root names it (`#root`), as it names any view.
            let explicit = Self.identity(of: parts[0].view).flatMap { $0.hasPrefix("#") ? $0 : nil }
            root = try add(parts[0].view, id: explicit ?? id, font: inherited.font, foreground: inherited.foreground, axis: nil,
                           styles: inherited.styles, depth: 0)
        } else {
            // Several views at the root (a Group, a body of several views): stacked vertically with
            // the default spacing, as a hosting view lays out a root of several views (issue 41:
            // `Group { Circle(); Rectangle() }` as a root is a column in SwiftUI's renders).
            let stack = appendNode(Node(kind: .stack(severalRoots.kind, severalRoots.options), id: id, font: font))
            var children: [Int] = []
            for part in parts {
                children.append(try add(part.view, id: "\(id)/\(Self.name(part, position: 0))", font: inherited.font,
                                        foreground: inherited.foreground, axis: nil, styles: inherited.styles, depth: 1))
            }
            nodes[stack].children = children
            root = stack
        }
    }

    private mutating func appendNode(_ node: Node) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    /// A view a container lays out, and where it sits inside the written child it comes from:
    /// `""` for the child itself, `.1` for a Group's second view, `.if` for the view of an `if`'s
    /// branch (`.else.0`, … when a branch has several).
    package typealias Part = (view: ViewNode, path: String)

    /// The views `view` stands for in a container: a Group's, ForEach's or branch's children
    /// (with the group's modifiers on each), otherwise itself.
    package static func splice(_ view: ViewNode, depth: Int) throws(LayoutError) -> [Part] {
        guard depth < maximumDepth else { throw LayoutError.tooDeep(maximumDepth) }
        switch view {
        case .empty:
            // `EmptyView()` is no view at all: it takes no place and no spacing in a container,
            // and a modifier on it has nothing to modify.
            return []
        case let .group(children), let .forEach(children):
            var result: [Part] = []
            for (j, child) in children.enumerated() {
                result += try splice(child, depth: depth + 1).map { ($0.view, ".\(j)" + $0.path) }
            }
            return result
        case let .conditional(branch, children):
            var result: [Part] = []
            for (j, child) in children.enumerated() {
                let place = children.count == 1 ? ".\(branch)" : ".\(branch).\(j)"
                result += try splice(child, depth: depth + 1).map { ($0.view, place + $0.path) }
            }
            return result
        case let .modified(content, .section):
            // A Section's views are its container's; the first says where the section starts.
            var parts = try splice(content, depth: depth + 1)
            if !parts.isEmpty { parts[0].view = .modified(parts[0].view, .sectionStart) }
            return parts
        case let .modified(content, modifier):
            let parts = try splice(content, depth: depth + 1)
            return parts.count == 1 && parts[0].path.isEmpty && parts[0].view == content
                ? [(view, "")] : parts.map { (.modified($0.view, modifier), $0.path) }
        case let .transition(content, t):
            let parts = try splice(content, depth: depth + 1)
            return parts.count == 1 && parts[0].path.isEmpty && parts[0].view == content
                ? [(view, "")] : parts.map { (.transition($0.view, t), $0.path) }
        default:
            return [(view, "")]
        }
    }

    /// `content` as it is laid out while present: SwiftUI applies a transition's identity
    /// modifier to the view whenever it is in the tree (`.modifier(active:identity:)`'s
    /// `identity`, a `Transition`'s body at `.identity`), so a frame the identity modifier sets
    /// takes its place in the layout — `FoldUp(progress: 0)`'s `.frame(height: 40)` makes the
    /// bar 40 pt tall and the views below start under it (docs/semantics.md, "Transitions are
    /// modifiers"). The identity modifier's render effects (a clip, an opacity) are drawn by the
    /// transition's pose, which starts and ends at the identity chain; its frames there are the
    /// frames laid out here, so the pose does not move the view when it is present.
    package static func present(_ content: ViewNode, _ t: Transition) -> ViewNode {
        var view = content
        for m in t.modifiers(in: .identity) {
            if case let .inset(top, leading, bottom, trailing) = m.modifier, top != 0 || leading != 0 || bottom != 0 || trailing != 0 {
                view = .modified(view, .padding(top: top, leading: leading, bottom: bottom, trailing: trailing))
            }
            guard case let .frame(width, height, alignment) = m.modifier, !(width.isNaN && height.isNaN) else { continue }
            view = .modified(view, .frame(width: width.isNaN ? nil : max(0, width), height: height.isNaN ? nil : max(0, height),
                                          alignment: alignment))
        }
        return view
    }

    /// A spliced view's name among its siblings: its explicit identity (`#id`, `ForEach[ID]`), or
    /// its kind and place (`Text[2]`, `Text[2.if]`): the place of the child it was written as,
    /// so an `if` or a ForEach growing does not rename the views after it.
    package static func name(_ part: Part, position k: Int) -> String {
        identity(of: part.view) ?? "\(part.view.kindName)[\(k)\(part.path)]"
    }

    /// The written children of a container, spliced, with their names.
    package static func named(_ children: [ViewNode], depth: Int) throws(LayoutError) -> [(view: ViewNode, name: String)] {
        var result: [(ViewNode, String)] = []
        for (k, child) in children.enumerated() {
            for part in try splice(child, depth: depth) { result.append((part.view, name(part, position: k))) }
        }
        return result
    }

    /// Adds `view` (one view, already spliced) and returns its index.
    mutating func add(
        _ view: ViewNode, id: String, font: ViewFont, foreground: Tint?, axis: Axis?, styles: ControlStyles, depth: Int
    ) throws(LayoutError) -> Int {
        guard depth < Self.maximumDepth else { throw LayoutError.tooDeep(Self.maximumDepth) }
        guard nodes.count < Self.maximumNodes else { throw LayoutError.tooLarge(Self.maximumNodes) }
        let spec = platform.fontSpec(font, dynamicType: styles.dynamicTypeSize)
        func node(_ kind: Kind) -> Node { Node(kind: kind, id: id, font: spec, foreground: foreground, axis: axis, styles: styles) }
        func wrap(_ kind: Kind, _ content: ViewNode) throws(LayoutError) -> Int {
            let i = appendNode(node(kind))
            let child = try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            nodes[i].children = [child]
            return i
        }
        switch view {
        case let .tile(label): return appendNode(node(.tile(label)))
        case let .text(s): return appendNode(node(.text(styles.textCase?.apply(s) ?? s)))
        case let .shape(shape): return appendNode(node(.shape(shape)))
        case let .spacer(minLength): return appendNode(node(.spacer(minLength: minLength)))
        case .divider: return appendNode(node(.divider))
        case let .control(c):
            let i = appendNode(node(.control(c)))
            // A button's label of views is its content, tinted as the button style tints it.
            if case let .button(_, _, label?) = c {
                let style = styles.button
                let tint: Tint? = switch style {
                case "plain": nil
                case "borderedProminent": .rgb(Color(hex: 0xFFFFFF))
                case "automatic" where platform.buttonsAreBordered && platform == .macOS: nil
                default: styles.tint ?? .named("accentColor")
                }
                let child = try add(label, id: "\(id)/\(label.kindName)", font: font, foreground: foreground ?? tint,
                                    axis: nil, styles: styles, depth: depth + 1)
                nodes[i].children = [child]
            }
            return i
        case let .geometryReader(g):
            var reader = node(.geometryReader(g))
            reader.contentFont = font
            return appendNode(reader)
        case .empty: return appendNode(node(.empty))
        case let .transition(content, t):
            let i = try add(Self.present(content, t), id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            transitions[id] = t
            return i
        case .group, .forEach, .conditional:
            // A group left alone (not in a stack): its views on top of one another.
            return try add(.stack(.zStack, [view]), id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
        case let .stack(kind, children, options):
            let i = appendNode(node(.stack(kind, options)))
            let childAxis: Axis? = kind == .hStack ? .horizontal : kind == .vStack ? .vertical : nil
            var indices: [Int] = []
            for (part, name) in try Self.named(children, depth: depth + 1) {
                indices.append(try add(part, id: "\(id)/\(name)", font: font, foreground: foreground,
                                       axis: childAxis, styles: styles, depth: depth + 1))
            }
            nodes[i].children = indices
            return i
        case let .scroll(container, children):
            let look = container == .list ? ListLook.of(styles.list, platform: platform, backgroundHidden: styles.listBackgroundHidden) : nil
            guard let background = look?.background else {
                return try addScroll(container, children, look: look, id: id, font: font, foreground: foreground, along: axis, styles: styles, depth: depth)
            }
            // A grouped List on its background colour, as `.background(Color(…))` on it draws.
            let i = appendNode(node(.background(.center)))
            let list = try addScroll(container, children, look: look, id: id, font: font, foreground: foreground, along: axis, styles: styles, depth: depth + 1)
            // The colour reaches the screen's edges on a device (a List's background ignores the safe area).
            let color = try add(.modified(.shape(ShapeView(.color, fill: background)), .ignoresSafeArea(top: true, leading: true, bottom: true, trailing: true)),
                                id: "\(id)/background/Color", font: font, foreground: foreground,
                                axis: nil, styles: styles, depth: depth + 1)
            nodes[i].children = [list, color]
            return i
        case let .background(content, decoration, alignment), let .overlay(content, decoration, alignment):
            let isBackground = if case .background = view { true } else { false }
            let i = appendNode(node(isBackground ? .background(alignment) : .overlay(alignment)))
            let primary = try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            let role = isBackground ? "background" : "overlay"
            let parts = try Self.splice(decoration, depth: depth + 1)
            let deco = parts.count == 1 && parts[0].path.isEmpty ? parts[0].view : .stack(.zStack, [decoration])
            let second = try add(deco, id: "\(id)/\(role)/\(Self.identity(of: deco) ?? deco.kindName)", font: font, foreground: foreground,
                                 axis: nil, styles: styles, depth: depth + 1)
            nodes[i].children = [primary, second]
            return i
        case let .modified(content, modifier):
            switch modifier {
            case let .matchedGeometry(key):
                let i = try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
                if matches[id] == nil { matches[id] = key }
                return i
            case let .coordinateSpace(name):
                let i = try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
                if coordinateSpaces[id] == nil { coordinateSpaces[id] = name }
                return i
            case let .padding(top, leading, bottom, trailing):
                return try wrap(.padding(top: top, leading: leading, bottom: bottom, trailing: trailing), content)
            case let .defaultPadding(top, leading, bottom, trailing):
                let d = platform.defaultPadding
                return try wrap(.padding(top: top ? d : 0, leading: leading ? d : 0, bottom: bottom ? d : 0, trailing: trailing ? d : 0), content)
            case let .frame(width, height, alignment): return try wrap(.frame(width: width, height: height, alignment: alignment), content)
            case let .containerRelativeFrame(frame):
                // A frame of the lengths the container's size gives (its closure was checked where written).
                let k = relativeFrames.count
                relativeFrames.append(scrollContainers.last)
                let size = (k < containers.sizes.count ? containers.sizes[k] : nil) ?? containers.window
                let width = frame.horizontal ? size.flatMap { try? frame.length($0.width, .horizontal) }.map { max(0, $0) } : nil
                let height = frame.vertical ? size.flatMap { try? frame.length($0.height, .vertical) }.map { max(0, $0) } : nil
                return try wrap(.frame(width: width, height: height, alignment: frame.alignment), content)
            case let .flexibleFrame(bounds, alignment): return try wrap(.flexibleFrame(bounds, alignment: alignment), content)
            case let .fixedSize(h, v): return try wrap(.fixedSize(horizontal: h, vertical: v), content)
            case let .aspectRatio(r, fill): return try wrap(.aspectRatio(r, fill: fill), content)
            case let .position(x, y): return try wrap(.position(x: x, y: y), content)
            case let .ignoresSafeArea(t, l, b, r): return try wrap(.ignoresSafeArea(top: t, leading: l, bottom: b, trailing: r), content)
            case .sectionLabel, .tabItem, .tag, .picker:
                return try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            case .navigationLink:
                // Outside a List (whose rows draw it with a chevron: ``ViewNode/disclosingLinks``), a
                // link's label is drawn as a button's: in the accent colour, unless it sets its own.
                return try add(content, id: id, font: font, foreground: foreground ?? styles.tint ?? .named("blue"), axis: axis,
                               styles: styles, depth: depth + 1)
            case let .layoutPriority(p): return try wrap(.priority(p), content)
            case let .gridCell(spec): return try wrap(.gridCell(spec), content)
            case let .render(m): return try wrap(.render(m), content)
            case let .alignmentGuide(g): return try wrap(.alignmentGuide(g), content)
            case let .alphaMask(mask, alignment):
                // Laid out as an overlay (the mask offered the content's size, placed by the
                // alignment); drawn only as the mask of the content's views.
                let i = try add(.overlay(content, mask, alignment: alignment), id: id, font: font, foreground: foreground, axis: axis,
                                styles: styles, depth: depth + 1)
                nodes[i].isMask = true
                return i
            case let .preference(setting): return try wrap(.preference(setting), content)
            case let .preferenceWatch(watch):
                let n = watchCounts[id, default: 0]
                watchCounts[id] = n + 1
                return try wrap(.preferenceWatch(watch, slot: "\(id)@\(n)"), content)
            case let .font(f):
                // `.italic()` above applies on top of any font set below it (as SwiftUI's font modifiers do).
                var f = f
                f.italic = f.italic || font.italic
                f.tabularDigits = f.tabularDigits || font.tabularDigits
                if f.tracking == 0 { f.tracking = font.tracking }
                if f.lineSpacing == 0 { f.lineSpacing = font.lineSpacing }
                if f.design == .standard { f.design = font.design }
                if font.weightIsSet {
                    f.weight = font.weight
                    f.weightIsSet = true
                }
                return try add(content, id: id, font: f, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            case let .fontDesign(design, monospaced):
                var f = font
                f.design = design
                f.monospaced = monospaced
                return try add(content, id: id, font: f, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            case let .fontWeight(w):
                var f = font
                // The weight set nearest the text wins, as an environment value does.
                f.weight = w
                f.weightIsSet = true
                return try add(content, id: id, font: f, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            case let .foreground(tint):
                return try add(content, id: id, font: font, foreground: tint, axis: axis, styles: styles, depth: depth + 1)
            case let .controlStyle(kind, style):
                var st = styles
                switch kind {
                case "button": st.button = style
                case "buttonBorderShape": st.buttonBorderShape = style
                case "listSectionSpacing": st.listSectionSpacing = Double(style)
                case "toggle": st.toggle = style
                case "disabled": st.isDisabled = true
                case "labelsHidden": st.labelsHidden = true
                case "colorScheme": st.colorScheme = style
                case "list": st.list = style
                case "scrollContentBackground": st.listBackgroundHidden = style == "hidden"
                case "indexViewBacking": break
                case "scrollClipDisabled": st.scrollClipDisabled = style == "true"
                default: st.textField = style
                }
                return try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: st, depth: depth + 1)
            case .identity:
                // Named where the view is placed among its siblings (``identity(of:)``).
                return try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            case let .animation(a, value):
                var st = styles
                st.scope.append(value.map { .watch(a, value: $0, owner: "\(id)@\(styles.scope.count)") } ?? .animation(a, value: nil))
                return try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: st, depth: depth + 1)
            case let .transaction(rewrite):
                var st = styles
                st.scope.append(.transaction(rewrite, owner: "\(id)@\(styles.scope.count)"))
                return try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: st, depth: depth + 1)
            case .navigationContainer:
                if let background = content.groupedListBackground(styles, platform: platform) {
                    let color = ViewNode.modified(.shape(ShapeView(.color, fill: background)),
                                                  .ignoresSafeArea(top: true, leading: true, bottom: true, trailing: true))
                    return try add(.background(content, color), id: id, font: font,
                                   foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
                }
                return try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            case .navigationTitle, .navigationTitleDisplay, .navigationBarHidden, .searchable, .onChange, .onAppear, .gesture, .accessibility, .section, .sectionStart, .listRowSeparatorHidden,
                 .listRowBackground, .listRowInsets, .badge:
                // A title is shown by the NavigationStack around it (``ViewNode/navigationTitle``); an
                // onChange or onAppear is run by a program board between evaluations.
                return try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            case let .textRuns(pieces):
                return try addStyledText(content, pieces, id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth)
            case let .contentTransition(c):
                var st = styles
                st.contentTransition = c
                return try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: st, depth: depth + 1)
            case let .lineLimit(n):
                var st = styles
                st.lineLimit = n
                return try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: st, depth: depth + 1)
            case .environment(.italic), .environment(.monospacedDigit), .environment(.tracking), .environment(.lineSpacing):
                // The font's own modifiers (kept under a `.font` set below).
                var f = font
                switch modifier {
                case let .environment(.italic(on)): f.italic = on
                case let .environment(.tracking(points)): f.tracking = points
                case let .environment(.lineSpacing(points)): f.lineSpacing = points
                default: f.tabularDigits = true
                }
                return try add(content, id: id, font: f, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            case let .environment(setting):
                var st = styles
                switch setting {
                case let .multilineTextAlignment(a): st.textAlignment = a
                case let .tint(t): st.tint = t
                case let .imageScale(s): st.imageScale = s
                case let .symbolRenderingMode(m): st.symbolRenderingMode = m
                case let .symbolVariant(v): st.symbolVariant = v
                case let .secondaryStyle(t): st.secondaryStyle = t
                case let .textCase(c): st.textCase = c
                case let .minimumScaleFactor(f): st.minimumScaleFactor = f
                case let .reservedLines(n): st.reservedLines = n
                case let .strikethrough(on): st.strikethrough = on
                case let .underline(on): st.underline = on
                case let .dynamicTypeSize(range): st.dynamicTypeSize = range.clamp(st.dynamicTypeSize)
                case .italic, .monospacedDigit, .tracking, .lineSpacing: break
                }
                return try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: st, depth: depth + 1)
            }
        }
    }

    /// A scroll view or List and its content: several views stacked along its axis; a List's rows
    /// inset and separated, on cards in a grouped `look`.
    private mutating func addScroll(
        _ container: ScrollContainer, _ children: [ViewNode], look: ListLook?, id: String, font: ViewFont, foreground: Tint?,
        along stackAxis: Axis?, styles: ControlStyles, depth: Int
    ) throws(LayoutError) -> Int {
        let axis: Axis = container == .scrollView(vertical: false) ? .horizontal : .vertical
        let i = appendNode(Node(kind: .scroll(container, axis), id: id, font: platform.fontSpec(font, dynamicType: styles.dynamicTypeSize), foreground: foreground, axis: stackAxis, styles: styles))
        var parts: [Part] = []
        for child in children { parts += try Self.splice(child, depth: depth + 1) }
        let content: ViewNode
        if container == .list {
            let rows = try Self.named(children, depth: depth + 1)
            content = .stack(.vStack, look.map { Self.cardRows(rows, platform: platform, look: $0, textCase: styles.textCase,
                                                                                   sectionSpacing: styles.listSectionSpacing) } ?? Self.listRows(rows, platform: platform),
                             StackOptions(alignment: .leading, spacing: 0))
        } else {
            content = parts.count == 1 && parts[0].path.isEmpty ? parts[0].view : .stack(axis == .vertical ? .vStack : .hStack, children)
        }
        // The content's identity: a written stack's own; the implicit stack of several views (or rows) is the container's, unlisted.
        let implicit = container == .list || parts.count != 1
        scrollContainers.append(id)
        defer { scrollContainers.removeLast() }
        let child = try add(content, id: implicit ? id : "\(id)/\(content.kindName)", font: font, foreground: foreground,
                            axis: nil, styles: styles, depth: depth + 1)
        if implicit { nodes[child].isListed = false }
        nodes[i].children = [child]
        return i
    }

    package subscript(i: Int) -> Node { nodes[i] }

    /// The identity a view carries (its outermost `.id(…)` or ForEach element's), nil when it has none.
    package static func identity(of view: ViewNode) -> String? {
        switch view {
        case let .modified(_, .identity(id)): id
        case let .modified(content, _), let .transition(content, _), let .background(content, _, _), let .overlay(content, _, _):
            identity(of: content)
        default: nil
        }
    }

    /// A section's header or footer as a row of its own, as wide as the list, inset like the rows'
    /// content (and `margin`, a grouped list's cards'), a section's gap above one that follows rows.
    package static func labelRow(_ row: (view: ViewNode, name: String), first: Bool, margin: Double, platform: Platform, shift: Double = 0) -> ViewNode {
        let inset = platform.listRowInsets, label = platform.sectionLabelInsets
        let padded = ViewNode.modified(row.view, .padding(top: first ? label.first : max(0, label.between + shift), leading: margin + inset.leading,
                                                          bottom: label.bottom, trailing: margin + inset.trailing))
        return .modified(.modified(padded, .flexibleFrame(FrameBounds(maxWidth: .infinity), alignment: .leading)), .identity(row.name))
    }

    /// A List's rows: each inset by the platform's row insets, at least a row tall, spanning the
    /// list's width; a separator between two rows, inset like the rows' content.
    /// Each row keeps the name it has among the List's written children; a separator is named
    /// after the row below it.
    package static func listRows(_ rows: [(view: ViewNode, name: String)], platform: Platform) -> [ViewNode] {
        let inset = platform.listRowInsets
        var result: [ViewNode] = []
        func isLabel(_ v: ViewNode) -> Bool { v.isSectionLabel }
        for (k, row) in rows.enumerated() {
            // A section's header or footer: its own row, inset like the rows' content, a section's
            // gap above a header that follows rows; no separator next to it.
            if isLabel(row.view) {
                result.append(labelRow(row, first: k == 0, margin: 0, platform: platform))
                continue
            }
            if k > 0, !isLabel(rows[k - 1].view), !rows[k - 1].view.hidesSeparator(below: true), !row.view.hidesSeparator(below: false) {
                result.append(.modified(.modified(.divider, .padding(top: 0, leading: inset.leading, bottom: 0, trailing: 0)),
                                        .identity("Divider[\(row.name)]")))
            }
            // A row's own insets (`.listRowInsets`) replace the platform's; its background fills the row.
            let own = row.view.listRowInsets ?? (inset.top, inset.leading, inset.bottom, inset.trailing)
            let padded = ViewNode.modified(row.view.badgedRow, .padding(top: own.top, leading: own.leading, bottom: own.bottom, trailing: own.trailing))
            var framed = ViewNode.modified(padded, .flexibleFrame(FrameBounds(maxWidth: .infinity, minHeight: platform.listRowMinHeight), alignment: .leading))
            if let background = row.view.listRowBackground { framed = .background(framed, background) }
            result.append(.modified(framed, .identity(row.name)))
        }
        return result
    }
}

extension ViewNode {
    /// The name of the view's kind in an identity path and the dump: `Text`, `VStack`, `Tile`, ….
    package var kindName: String {
        switch self {
        case .tile: "Tile"
        case let .stack(kind, _, _): kind.rawValue
        case .group: "Group"
        case .conditional: "Group"
        case .forEach: "ForEach"
        case .empty: "EmptyView"
        case .text: "Text"
        case let .shape(shape): shape.kind.rawValue
        case .spacer: "Spacer"
        case .divider: "Divider"
        case let .control(c): c.kindName
        case let .scroll(container, _): container.kindName
        case let .geometryReader(g): g.kindName
        case let .transition(content, _), let .background(content, _, _), let .overlay(content, _, _), let .modified(content, _):
            content.kindName
        }
    }
}


