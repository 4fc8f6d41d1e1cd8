import SwiftFront
import BoardScene
import BoardModel
/// Turns parsed view expressions into ``ViewNode`` trees: `Tile("A")`,
/// `VStack { … }`, `HStack`, `ZStack`, `Group`, and `.transition(_:)`.
///
/// ```swift
/// let v = try ViewEvaluator().parse("VStack { Tile(\"A\").transition(.scale) }")
/// v.resolve().items[0].transition   // .opacity
/// ```
public struct ViewEvaluator: Sendable {
    /// The transitions `.transition(_:)` accepts.
    public let transitions: TransitionEvaluator

    /// `View`.
    public static let type = ValueType("View", noun: "a view", example: "Tile(\"A\")")

    /// An evaluator whose `.transition(_:)` also knows `custom` transitions and the Swift declarations of `swift`.
    public init(custom: [String: Transition] = [:], swift: SwiftEnvironment = .empty) {
        transitions = TransitionEvaluator(custom: custom, swift: swift)
        let this = LateBound<ChainEvaluator<ViewNode>>()
        evaluator = Self.makeEvaluator(transitions: transitions.reader, swift: swift) { [weak this] e throws(ExpressionError) in
            guard let evaluator = this?.value else { throw unboundEvaluator(e) }
            return try evaluator.evaluate(e, for: nil)
        }
        this.value = evaluator
        self.this = this
    }

    package let evaluator: ChainEvaluator<ViewNode>
    /// The evaluator, for nested stacks' content (built once, not per level).
    private let this: LateBound<ChainEvaluator<ViewNode>>

    /// The view tables; `views` reads a nested view with the evaluator they belong to.
    package static func makeEvaluator(
        transitions: @escaping TransitionSignatures.Reader, swift: SwiftEnvironment = .empty,
        views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode
    ) -> ChainEvaluator<ViewNode> {
        let stackParameters = [
            Parameter("alignment", .alignment, default: ".center"),
            Parameter("spacing", .any, default: "nil"),
            Parameter("content", .viewContent),
        ]
        func stack(_ kind: ViewNode.StackKind, _ parameters: [Parameter], name: String? = nil) -> Signature<ViewNode> {
            let hasSpacing = parameters.contains { $0.name == "spacing" }
            return Signature(name ?? kind.rawValue, [
                Overload(parameters) { a in
                    var options = try a.value("alignment") { (e: Expr, c: String) throws(ExpressionError) in
                        try ValueReader.stackAlignment(e, kind, for: c)
                    }
                    if hasSpacing, case .nilLiteral = a.expression("spacing").kind {} else if hasSpacing {
                        let spacing = try a.number("spacing")
                        guard ValueRanges.signedSpacing.contains(spacing) else {
                            throw a.invalid("spacing", "'spacing:' of '\(kind.rawValue)' must be nil or \(ValueRanges.describe(ValueRanges.signedSpacing)) pt; got \(NumberFormat.plain(spacing))")
                        }
                        options.spacing = spacing
                    }
                    return .stack(kind, try Self.content(a, views), options)
                },
            ])
        }
        var evaluator = ChainEvaluator(
            type: Self.type,
            aliases: ["Color", "Material"],
            members: SignatureTable(noun: "view", Self.colors.map { name in
                Signature(name, [], bare: .value { Self.colorView(name) })
            } + Self.shapeStyles.sorted(by: { $0.key < $1.key }).map { style, color in
                Signature(style, [], bare: .value { Self.colorView(color) })
            } + Self.materials.map { name in
                // A material: its tint over a blur of what is behind (Materials).
                Signature(name, [], bare: .value { Self.colorView(name) })
            } + Materials.members.filter { $0.key != $0.value }.sorted(by: { $0.key < $1.key }).map { member, name in
                // `Material.thin`, written with its type.
                Signature(member, [], bare: .value { Self.colorView(name) })
            }),
            modifiers: Self.modifierTable([
                Signature("transition", [
                    Overload([.unlabelled("t", TransitionSignatures.type)]) { a in
                        let t = try a.value("t", transitions)
                        return { $0.transition(t) }
                    },
                ]),
                decoration("background", views) { .background($0, $1, alignment: $2) },
                decoration("overlay", views) { .overlay($0, $1, alignment: $2) },
                Self.maskSignature(views),
            ] + Self.listRowModifiers(views) + [
                safeAreaInset(views),
                fullScreenCover(views),
                // `.modifier(Wobble(amount: x))`: a GeometryEffect (a ViewModifier's body is run by the interpreter).
                Signature("modifier", [Overload([.unlabelled("modifier", .viewModifier)]) { a in
                    let (body, values) = try swift.viewEffect(a.expression("modifier"))
                    return { .modified($0, .geometryEffect(body, values: values)) }
                }]),
                // `.visualEffect { content, proxy in … }`: its closure, run at the view's laid-out size
                // (Interpreter+VisualEffect); its geometry, opacity and blur are drawn.
                Signature("visualEffect", [Overload([.unlabelled("effect", .any)]) { a in
                    let e = a.expression("effect")
                    guard case let .opaque(o) = e.kind, let body = o.effect else {
                        throw ExpressionError(.type, at: e.range, "a visual effect takes a closure, as in .visualEffect { content, proxy in content.offset(y: proxy.size.height) }")
                    }
                    return { .modified($0, .geometryEffect(body, values: [])) }
                }]),
            ] + Self.layoutModifiers + Self.gridCellModifiers + Self.colorEffectModifiers + Self.blendModeModifiers + Self.preferenceModifiers + Self.relativeFrameModifiers + Self.contentMarginModifiers + Self.scrollPositionModifiers + Self.buttonBorderShapeModifiers + Self.renderEffectModifiers + Self.safeAreaModifiers + Self.shapeModifiers + Self.gestureModifiers + Self.accessibilityModifiers + Self.vocabularyModifiers + Self.styleModifiers + Self.environmentModifiers + Self.listAndGuideModifiers + Self.tabViewStyleModifiers + Self.environmentKeyModifiers + Self.datePickerAndChartModifiers),
            initializers: Self.viewTable(Self.leafViews + Self.controlViews(views, swift: swift) + Self.rowViews(views) + Self.datePickerViews(views) + Self.colorPickerViews(views) + Self.contentUnavailableViews(views) + Self.chartViews(views) + Self.disclosureViews(views) + Self.tabViews(views) + [
                Signature("Tile", [
                    Overload([.unlabelled("label", .string, default: "\"\"")]) { a in
                        .tile(try a.value("label", ValueReader.string))
                    },
                ], bare: .needsCall),
                stack(.vStack, stackParameters),
                stack(.hStack, stackParameters),
                // A lazy stack makes its views as they scroll into sight; a board shows them all,
                // laid out as the plain stack lays them out.
                stack(.vStack, Array(stackParameters.dropLast()) + [Parameter("pinnedViews", .any, default: "[]"), stackParameters.last!],
                      name: "LazyVStack"),
                stack(.hStack, Array(stackParameters.dropLast()) + [Parameter("pinnedViews", .any, default: "[]"), stackParameters.last!],
                      name: "LazyHStack"),
                stack(.zStack, [Parameter("alignment", .alignment, default: ".center"), Parameter("content", .viewContent)]),
                // SwiftUI's layouts called with their content (`VStackLayout(spacing: 2) { … }`) lay out as their stacks.
                stack(.vStack, stackParameters, name: "VStackLayout"),
                stack(.hStack, stackParameters, name: "HStackLayout"),
                stack(.zStack, [Parameter("alignment", .alignment, default: ".center"), Parameter("content", .viewContent)], name: "ZStackLayout"),
                // `ViewThatFits(in: .horizontal) { … }`: the first child that fits (LayoutEngine+ViewThatFits).
                Signature("ViewThatFits", [Overload([Parameter("in", .any, default: "[.horizontal, .vertical]"), Parameter("content", .viewContent)]) { a in
                    var options = StackOptions()
                    (options.fitsHorizontally, options.fitsVertically) = try a.value("in", ValueReader.axisSet)
                    return .stack(.viewThatFits, try Self.content(a, views), options)
                }]),
                Self.gridSignature(views),
                Self.gridRowSignature(views),
                Self.lazyGrid(.lazyVGrid, views),
                Self.lazyGrid(.lazyHGrid, views),
                Signature("Group", [
                    Overload([Parameter("content", .viewContent)]) { a in .group(try Self.content(a, views)) },
                    // The branch of an `if` that ran in a view builder (the interpreter writes it).
                    Overload([Parameter("_branch", .string), Parameter("content", .viewContent)]) { a in
                        .conditional(try a.value("_branch", ValueReader.string), try Self.content(a, views))
                    },
                ]),
                Signature("EmptyView", [Overload([]) { _ in .empty }], bare: .needsCall),
                // `AnyView(v)` erases the view's type; what it draws is the view.
                Signature("AnyView", [Overload([.unlabelled("view", .any)]) { a in try views(a.expression("view")) }]),
                Signature("NavigationStack", [
                    Overload([Parameter("content", .viewContent)]) { a in ViewNode.navigationContainer(try Self.content(a, views)) },
                    // A navigation path: the root is shown (destinations are not drawn).
                    Overload([Parameter("path", .any), Parameter("content", .viewContent)]) { a in
                        ViewNode.navigationContainer(try Self.content(a, views))
                    },
                ]),
                Signature("NavigationView", [Overload([Parameter("content", .viewContent)]) { a in
                    ViewNode.navigationContainer(try Self.content(a, views))
                }]),
                // `NavigationSplitView { sidebar } detail: { … }`, three columns with `content:`: drawn as on an
                // iPhone (a board's horizontal size class is compact), collapsed into one navigation stack
                // showing its top column, the sidebar — or the column its `preferredCompactColumn:` binding holds.
                Signature("NavigationSplitView", splitViewOverloads(views)),
                Signature("GeometryReader", [
                    Overload([.unlabelled("content", .any)]) { a in
                        guard case let .opaque(o) = a.expression("content").kind, let geometry = o.geometry else {
                            throw a.invalid("content", "'GeometryReader' needs its content in braces, as in GeometryReader { proxy in Text(\"\\(proxy.size.width)\") }")
                        }
                        return .geometryReader(GeometryContent(geometry))
                    },
                ]),
                // `Path { p in … }` and a program's `Shape` (run by the interpreter): a shape of its own path.
                Signature("Path", [
                    Overload([.unlabelled("path", .any)]) { a in
                        guard case let .opaque(o) = a.expression("path").kind, let custom = o.shapePath else {
                            throw a.invalid("path", "a Path is drawn from a Swift file's code, as Path { path in path.move(to: …) … }")
                        }
                        var shape = ShapeView(.path)
                        shape.custom = custom
                        return .shape(shape)
                    },
                ]),
                Signature("ScrollView", [
                    Overload([.unlabelled("axes", .any, default: ".vertical"), Parameter("showsIndicators", .bool, default: "true"),
                              Parameter("content", .viewContent)]) { a in
                        let e = a.expression("axes")
                        let horizontal: Bool = switch e.kind {
                        case .implicitMember("horizontal"): true
                        case let .array(items): items.count == 1 && items[0].kind == .implicitMember("horizontal")
                        default: false
                        }
                        return .scroll(.scrollView(vertical: !horizontal), try Self.content(a, views))
                    },
                ]),
                Signature("List", [
                    Overload([Parameter("content", .viewContent)]) { a in .scroll(.list, try Self.content(a, views)) },
                    Overload([
                        .unlabelled("data", .forEachData), Parameter("id", .keyPath, default: "\\.self"),
                        Parameter("content", .viewContent),
                    ]) { a in
                        .scroll(.list, try Self.forEachContent(a, views))
                    },
                ]),
                // `Form { … }`: a List of its rows (iOS draws it grouped; boardgen's list is plain).
                Signature("Form", [Overload([Parameter("content", .viewContent)]) { a in .scroll(.list, try Self.content(a, views)) }]),
                Signature("Section", sectionOverloads(views)),
                Signature("Picker", [
                    Overload([.unlabelled("title", .string), Parameter("selection", .any), Parameter("content", .viewContent)]) { a in
                        try picker(title: try a.value("title", ValueReader.string), a, views)
                    },
                    Overload([Parameter("selection", .any), Parameter("content", .viewContent), Parameter("label", .viewContent)]) { a in
                        let label = try content(a, views, named: "label").lazy.compactMap(\.firstText).first ?? ""
                        return try picker(title: label, a, views)
                    },
                    // iOS 13's `Picker(selection: $i, label: Text("Size")) { … }`: the label a view given as an argument.
                    Overload([Parameter("selection", .any), Parameter("label", .any), Parameter("content", .viewContent)]) { a in
                        try picker(title: try views(a.expression("label")).firstText ?? "", a, views)
                    },
                ]),
                Signature("TabView", [
                    Overload([Parameter("content", .viewContent)]) { a in
                        TabViewLayout.view(try content(a, views), selection: nil, barHidden: swift.program.hidesTabBar)
                    },
                    Overload([Parameter("selection", .any), Parameter("content", .viewContent)]) { a in
                        let e = a.expression("selection")
                        let value = ValueReader.boundValue(e)
                        return TabViewLayout.view(try content(a, views), selection: TabViewLayout.tagValue(value), barHidden: swift.program.hidesTabBar)
                    },
                ]),
                // `Label("Title", systemImage: "star")`: its icon and its title side by side (the
                // default style); `.labelStyle(_:)` is not applied.
                Signature("Label", [
                    Overload([.unlabelled("title", .string), Parameter("systemImage", .string)]) { a in
                        .stack(.hStack, [.control(.image(systemName: try a.value("systemImage", ValueReader.string))),
                                         .text(try a.value("title", ValueReader.string))], StackOptions())
                    },
                    Overload([Parameter("title", .viewContent), Parameter("icon", .viewContent)]) { a in
                        .stack(.hStack, try content(a, views, named: "icon") + (try content(a, views, named: "title")), StackOptions())
                    },
                    Overload([.unlabelled("title", .string), Parameter("image", .string)]) { a in
                        // An image of the app's catalogues, or its placeholder.
                        let name = try a.value("image", ValueReader.string)
                        if let reason = swift.assets.refusals[name] {
                            throw ExpressionError(.unsupported, at: a.expression("image").range, "'Label(_:image: \"\(Quoting.clip(name))\")' cannot run on a board: \(reason)")
                        }
                        let icon: ViewNode = swift.assetImage(name).map { .control(.picture($0)) } ?? .control(.image(systemName: name, asset: true))
                        return .stack(.hStack, [icon, .text(try a.value("title", ValueReader.string))], StackOptions())
                    },
                ]),
                // `NavigationLink`: its label, as a list row (with its chevron) or a button shows it;
                // the destination is not drawn.
                Signature("NavigationLink", [
                    Overload([.unlabelled("title", .string), Parameter("destination", .any)]) { a in Self.link(.text(try a.value("title", ValueReader.string))) },
                    // `NavigationLink("Title") { Detail() }`: the trailing closure is the destination.
                    Overload([.unlabelled("title", .string), Parameter("destination", .viewContent)]) { a in
                        Self.link(.text(try a.value("title", ValueReader.string)))
                    },
                    Overload([.unlabelled("title", .string), Parameter("value", .any)]) { a in Self.link(.text(try a.value("title", ValueReader.string))) },
                    Overload([Parameter("destination", .any), Parameter("label", .viewContent)]) { a in Self.link(.group(try content(a, views, named: "label"))) },
                    Overload([Parameter("value", .any), Parameter("label", .viewContent)]) { a in Self.link(.group(try content(a, views, named: "label"))) },
                    Overload([Parameter("destination", .viewContent), Parameter("label", .viewContent)]) { a in
                        Self.link(.group(try content(a, views, named: "label")))
                    },
                    // iOS 13–16's programmatic links (`isActive:`, `tag:selection:`): not active at rest.
                    Overload([Parameter("isActive", .any), Parameter("destination", .viewContent), Parameter("label", .viewContent)]) { a in
                        Self.link(.group(try content(a, views, named: "label")))
                    },
                    Overload([Parameter("destination", .any), Parameter("isActive", .any), Parameter("label", .viewContent)]) { a in
                        Self.link(.group(try content(a, views, named: "label")))
                    },
                    Overload([.unlabelled("title", .string), Parameter("destination", .any), Parameter("isActive", .any)]) { a in
                        Self.link(.text(try a.value("title", ValueReader.string)))
                    },
                    Overload([Parameter("destination", .any), Parameter("tag", .any), Parameter("selection", .any), Parameter("label", .viewContent)]) { a in
                        Self.link(.group(try content(a, views, named: "label")))
                    },
                ]),
                Signature("ForEach", [
                    Overload([
                        .unlabelled("data", .forEachData), Parameter("id", .keyPath, default: "\\.self"),
                        Parameter("content", .viewContent),
                    ]) { a in
                        .forEach(try Self.forEachContent(a, views))
                    },
                ]),
            ]))
        evaluator.binary = { op, l, r, e throws(ExpressionError) in
            op == "+" ? try Self.joinedText(l, r, e, views) : nil
        }
        return evaluator
    }

    /// `.background` or `.overlay`: a view, shape or colour (`.background(Color.blue)`), or views
    /// in braces (`.overlay(alignment: .topTrailing) { Badge() }`), with an alignment.
    package static func decoration(
        _ name: String, _ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode,
        _ make: @escaping @Sendable (ViewNode, ViewNode, UnitPoint) -> ViewNode
    ) -> Signature<ChainEvaluator<ViewNode>.Modifier> {
        // `.background(.red, ignoresSafeAreaEdges: .top)` (iOS 15): the style reaches out of the
        // device's safe area on those edges (docs/programs.md, "Devices").
        let safeArea: [Overload<ChainEvaluator<ViewNode>.Modifier>] = name == "background" ? [
            Overload([.unlabelled("style", Self.type), Parameter("ignoresSafeAreaEdges", .edgeSet)]) { a in
                let decoration = try a.value("style") { (e: Expr, _: String) throws(ExpressionError) -> ViewNode in try views(e) }
                let edges = try a.value("ignoresSafeAreaEdges", ValueReader.edgeSet)
                return { make($0, Self.ignoringSafeArea(decoration, edges), .center) }
            },
        ] : []
        return Signature(name, [
            Overload([Parameter("alignment", .alignment, default: ".center"), Parameter("content", .viewContent)]) { a in
                let alignment = try a.value("alignment", ValueReader.frameAlignment)
                let decoration = try Self.content(a, views)
                return { make($0, decoration.count == 1 ? decoration[0] : .group(decoration), alignment) }
            },
            Overload([.unlabelled("style", Self.type), Parameter("alignment", .alignment, default: ".center")]) { a in
                let alignment = try a.value("alignment", ValueReader.frameAlignment)
                // An optional view that is nil (`.overlay(isDragging ? Circle().stroke() : nil)`): nothing.
                if case .nilLiteral = a.expression("style").kind { return { $0 } }
                var decoration = try a.value("style") { (e: Expr, _: String) throws(ExpressionError) -> ViewNode in try views(e) }
                // `.background(Color.blue)`, `.background(.red)`: a ShapeStyle, which (iOS 15) ignores
                // the safe area on every edge; a view (`.background(Capsule())`) stays inside it.
                if name == "background", !a.isGiven("alignment"), ValueReader.isShapeStyle(a.expression("style")) {
                    decoration = Self.ignoringSafeArea(decoration, ["all"])
                }
                return { [decoration] in make($0, decoration, alignment) }
            },
            // `.background(Color.blue, in: RoundedRectangle(cornerRadius: 8))`: the shape filled with the style.
            Overload([.unlabelled("style", .any), Parameter("in", .any), Parameter("fillStyle", .any, default: "FillStyle()")]) { a in
                let shape = try a.value("in", ValueReader.clipShape)
                var filled = ShapeView(shape.kind, cornerRadius: shape.cornerRadius)
                if let gradient = try a.value("style", ValueReader.gradient) {
                    filled.gradient = gradient
                } else {
                    filled.fill = try a.value("style", ValueReader.viewColor)
                }
                return { [filled] in make($0, .shape(filled), .center) }
            },
        ] + safeArea)
    }

    /// A decoration that reaches out of the device's safe area on `edges` (`.background`'s
    /// `ignoresSafeAreaEdges`).
    /// A `NavigationLink`'s label, marked as one (``ViewNode/Modifier/navigationLink``).
    package static func link(_ label: ViewNode) -> ViewNode { .modified(label, .navigationLink) }

    package static func ignoringSafeArea(_ view: ViewNode, _ edges: Set<String>) -> ViewNode {
        func has(_ edge: String, _ axis: String) -> Bool { edges.contains(edge) || edges.contains(axis) || edges.contains("all") }
        guard !edges.isEmpty else { return view }
        return .modified(view, .ignoresSafeArea(top: has("top", "vertical"), leading: has("leading", "horizontal"),
                                                bottom: has("bottom", "vertical"), trailing: has("trailing", "horizontal")))
    }

    /// The view the interpreter writes for a wrapped UIKit or AppKit view: `_PlatformView("MapView")`.
    package static let platformViewName = "_PlatformView"

    /// SwiftUI's materials, by their shape styles' names (their look: ``Materials``).
    package static let materials = Materials.looks.keys.sorted()


    /// SwiftUI's shape styles that are a system colour where they are drawn (iOS): the third and
    /// fourth levels of the foreground hierarchy, the overlay fill of small shapes (`.fill`, a
    /// slider's track), separators and placeholders.
    package static let shapeStyles = ["tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel", "fill": "systemFill",
                                      "separator": "separator",
                                      // `.background` (BackgroundStyle): the window's background where nothing sets another.
                                      "background": "systemBackground"]

    /// The colours `Color.x` / `.x` names: views that draw nothing on a board.
    package static let colors = ["clear", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
                         "purple", "pink", "brown", "gray", "black", "white", "primary", "secondary", "accentColor"]

    /// The most elements a `ForEach` may have.
    package static let maximumElements = 1024
    /// The largest `.blur(radius:)` drawn, in points (a transition's blur has the same bound).
    package static let maximumBlurRadius = 100.0

    /// The views of a `ForEach` the interpreter expanded: one view per element of its data, each
    /// named by its element's identity.
    package static func forEachContent(
        _ a: BoundArguments, _ views: @Sendable (Expr) throws(ExpressionError) -> ViewNode
    ) throws(ExpressionError) -> [ViewNode] {
        let elements = try a.value("data", ValueReader.forEachElements)
        _ = try a.value("id", ValueReader.keyPath)
        guard let closure = try a.closure("content") else {
            throw ExpressionError(.arguments, at: a.site.range,
                                  "'ForEach' needs its content in braces, as in ForEach(0..<1) { _ in Tile(\"A\") }")
        }
        guard elements.count <= maximumElements else {
            throw a.invalid("data", "a ForEach on a board has at most \(maximumElements) elements; got \(elements.count)")
        }
        // The interpreter ran the content once per element already (a ForEach in a Swift file's view):
        // the data are the elements' identities, the statements their views in order.
        if closure.parameters == [Interpreter.expandedParameter] {
            var result: [ViewNode] = []
            for statement in closure.statements { result.append(try views(statement)) }
            // One view per element: each is named by its element's identity.
            guard result.count == elements.count else { return result }
            return zip(result, elements).map { .modified($0, .identity("ForEach[\(Self.identityText($1))]")) }
        }
        // Every view expression is run by the interpreter first, which expands a ForEach.
        throw ExpressionError(.arguments, at: closure.range, "a ForEach's content must be run by the interpreter")
    }

    /// An identity as the value prints: a string without quotes, a whole number without a point.
    package static func identityText(_ e: Expr) -> String {
        switch e.kind {
        case let .string(s): s
        case let .number(n): n.value == n.value.rounded() && abs(n.value) < 1e15 ? String(Int64(n.value)) : "\(n.value)"
        default: e.description
        }
    }

    /// The views of a stack's or group's trailing closure.
    package static func content(
        _ a: BoundArguments, _ views: @Sendable (Expr) throws(ExpressionError) -> ViewNode, named name: String = "content"
    ) throws(ExpressionError) -> [ViewNode] {
        guard let closure = try a.closure(name) else {
            throw ExpressionError(.arguments, at: a.site.range,
                                  "'\(a.site.displayName)' needs its content in braces, as in \(a.site.displayName) { Tile(\"A\") }")
        }
        var result: [ViewNode] = []
        for statement in closure.statements { result.append(try views(statement)) }
        return result
    }

    /// A `Picker`: its options and its selection (the binding's value), in its default look.
    package static func picker(title: String, _ a: BoundArguments, _ views: @Sendable (Expr) throws(ExpressionError) -> ViewNode) throws(ExpressionError) -> ViewNode {
        let options = PickerLayout.options(try content(a, views))
        let e = a.expression("selection")
        let value = ValueReader.boundValue(e)
        let chosen = TabViewLayout.tagValue(value)
        return PickerLayout.row(title: title, options: options, selected: options.firstIndex { $0.tag == chosen })
    }

    /// A `Section` header's and footer's text style, in the secondary colour. Uncertain: iOS's
    /// plain and grouped lists differ (grouped lists uppercase their headers); the footnote size is taken.
    package static let sectionLabelFont = ViewFont(style: .footnote)

    /// `Section`: its header, its content, its footer — in a List each a row (the header and
    /// footer without separators), elsewhere the views in order. The header and footer are a
    /// title, a view (`header: Text("…")`) or view content (`Section { … } header: { … }`).
    package static func sectionOverloads(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> [Overload<ViewNode>] {
        @Sendable func label(_ view: ViewNode) -> ViewNode {
            .modified(.modified(.modified(view, .font(sectionLabelFont)), .foreground(.named("secondary"))), .sectionLabel)
        }
        @Sendable func closureLabel(_ a: BoundArguments, _ name: String) throws(ExpressionError) -> [ViewNode] {
            let parts = try content(a, views, named: name)
            return parts.isEmpty ? [] : [label(parts.count == 1 ? parts[0] : .stack(.vStack, parts, StackOptions(alignment: .leading)))]
        }
        let body = Parameter("content", .viewContent)
        // The section's views, marked as a section (a grouped List draws it on a card of its own).
        @Sendable func section(_ views: [ViewNode]) -> ViewNode { .modified(.group(views), .section) }
        return [
            Overload([body]) { a in section(try content(a, views)) },
            Overload([.unlabelled("title", .string), body]) { a in
                section([label(.text(try a.value("title", ValueReader.string)))] + (try content(a, views)))
            },
            Overload([Parameter("header", .any), body]) { a in
                section([label(try views(a.expression("header")))] + (try content(a, views)))
            },
            Overload([Parameter("footer", .any), body]) { a in
                section(try content(a, views) + [label(try views(a.expression("footer")))])
            },
            Overload([Parameter("header", .any), Parameter("footer", .any), body]) { a in
                section([label(try views(a.expression("header")))] + (try content(a, views)) + [label(try views(a.expression("footer")))])
            },
            Overload([body, Parameter("header", .viewContent)]) { a in
                section(try closureLabel(a, "header") + (try content(a, views)))
            },
            Overload([body, Parameter("footer", .viewContent)]) { a in
                section(try content(a, views) + (try closureLabel(a, "footer")))
            },
            Overload([body, Parameter("header", .viewContent), Parameter("footer", .viewContent)]) { a in
                section(try closureLabel(a, "header") + (try content(a, views)) + (try closureLabel(a, "footer")))
            },
        ]
    }

    /// Evaluates a parsed expression: the interpreter runs it with the board's Swift (a view a
    /// Swift file declares, `RowView(item: …)`, is its `body`, run; arithmetic, subscripts,
    /// loops and interpolations are Swift's), and the SwiftUI it makes is read as views
    /// (``SwiftEnvironment/normalize(_:knownNames:)``). There is no other path: a cell's view, a
    /// panel's and a program's are one.
    public func evaluate(_ e: Expr, for context: String? = nil) throws(ExpressionError) -> ViewNode {
        let swift = transitions.swift
        return try locating { () throws(ExpressionError) in
            try adopting(try evaluator.evaluate(try swift.normalize(e, knownNames: Set(transitions.custom.keys)), for: context))
        }
    }

    /// Reads an expression the interpreter has already run (a GeometryReader's content for a size).
    package func evaluateRead(_ e: Expr) throws(ExpressionError) -> ViewNode {
        try locating { () throws(ExpressionError) in try adopting(try evaluator.evaluate(e, for: nil)) }
    }

    /// Runs `body`; a problem in a view a Swift file wrote names its file:line:column.
    private func locating(_ body: () throws(ExpressionError) -> ViewNode) throws(ExpressionError) -> ViewNode {
        do { return try body() } catch { throw transitions.swift.located(error) }
    }

    /// `view`, its GeometryReaders' contents given this evaluator and each read once at a
    /// nominal size: a view the content cannot make (an unknown modifier) is reported where the
    /// view is read — layout, which builds the content for the reader's real size, cannot report.
    private func adopting(_ view: ViewNode) throws(ExpressionError) -> ViewNode {
        for g in view.geometryContents where g.native == nil {
            g.evaluator = self
            _ = try evaluateRead(try g.expression(Rect(x: 0, y: 0, width: 100, height: 100), [:]))
        }
        return view
    }

    /// Parses and evaluates a view expression.
    public func parse(_ source: String) throws(ExpressionError) -> ViewNode {
        try evaluate(try ExpressionParser.parse(source))
    }
}

extension ValueType {
    /// A stack's alignment: `.leading`, `.center`, `.top`, ….
    public static let alignment = ValueType("Alignment", noun: "an alignment", example: ".center")
    /// A `ForEach`'s data, written out.
    public static let forEachData = ValueType("Data", noun: "a range or an array literal", example: "0..<1")
    /// A key path.
    public static let keyPath = ValueType("KeyPath", noun: "a key path", example: "\\.self")
}

extension ValueReader {
    /// An alignment's name (`.leading`, `.center`, `.trailing`, `.top`, `.bottom`, …), checked;
    /// ``stackAlignment(_:_:for:)`` and ``frameAlignment(_:for:)`` turn it into a place.
    public static func alignment(_ e: Expr, for context: String) throws(ExpressionError) -> String {
        if let named = try composedAlignment(e, for: context) { return named }
        return try member(e, of: StackAlignment.self, as: .alignment, for: context).rawValue
    }

    /// `Alignment(horizontal: .leading, vertical: .top)` (or `.init(…)`) as the alignment it names
    /// (`topLeading`); nil for anything else.
    private static func composedAlignment(_ e: Expr, for context: String) throws(ExpressionError) -> String? {
        guard case let .call(callee, arguments, nil) = e.kind,
              callee.kind == .identifier("Alignment") || callee.kind == .implicitMember("init"),
              arguments.map(\.label) == ["horizontal", "vertical"] else { return nil }
        let h = arguments[0].value.caseName, v = arguments[1].value.caseName
        let named: String? = switch (h, v) {
        case ("center", "center"): "center"
        case ("leading", "center"): "leading"
        case ("trailing", "center"): "trailing"
        case ("center", "top"): "top"
        case ("center", "bottom"): "bottom"
        case ("leading", "top"): "topLeading"
        case ("trailing", "top"): "topTrailing"
        case ("leading", "bottom"): "bottomLeading"
        case ("trailing", "bottom"): "bottomTrailing"
        case ("center", "firstTextBaseline"): "firstTextBaseline"
        case ("center", "lastTextBaseline"): "lastTextBaseline"
        default: nil
        }
        guard let named else {
            throw ExpressionError(.value, at: e.range, "\(e.description)\(Wording.context(context)) is not an alignment a board draws; "
                                  + "horizontal: .leading, .center or .trailing with vertical: .top, .center or .bottom (or a baseline, centred)")
        }
        return named
    }

    /// The elements of a `ForEach`'s data: a range of integer literals (`0..<3`,
    /// `1...2`) as number literals, or the items of an array literal.
    package static func forEachElements(_ e: Expr, for context: String) throws(ExpressionError) -> [Expr] {
        switch e.kind {
        case let .array(items):
            return items
        case let .binary(op, l, r) where op == "..<" || op == "...":
            let lower = try integer(l, for: context), upper = try integer(r, for: context)
            let end = op == "..<" ? upper : upper + 1
            guard end >= lower else {
                throw ExpressionError(.value, at: e.range, "the range '\(e.description)'\(Wording.context(context)) is empty backwards")
            }
            guard end - lower <= 4096 else { return Array(repeating: l, count: 4097) }
            return (lower..<end).map { i in
                Expr(.number(NumberLiteral(value: Double(i), text: String(i), isInteger: true)), range: e.range)
            }
        default:
            throw ExpressionError(
                .type, at: e.range,
                "expected the data written out\(Wording.context(context)), such as 0..<1 or [\"A\"], found \(e.summary); a board cannot read your app's arrays")
        }
    }

    /// A key path such as `\\.self` or `\\.id` (which one does not change what a board draws).
    package static func keyPath(_ e: Expr, for context: String) throws(ExpressionError) -> [String] {
        guard case let .keyPath(components) = e.kind else { throw mismatch(e, .keyPath, context) }
        return components
    }

    /// A frame's, background's or overlay's `Alignment`, as the unit point it aligns at.
    package static func frameAlignment(_ e: Expr, for context: String) throws(ExpressionError) -> UnitPoint {
        let name = try alignment(e, for: context)
        switch name {
        case "firstTextBaseline", "lastTextBaseline": return .bottom
        default: return try unitPoint(Expr(.implicitMember(name), range: e.range), for: context)
        }
    }

    /// A stack's alignment: a `HorizontalAlignment` for a VStack, a `VerticalAlignment` for an
    /// HStack (text baselines included), an `Alignment` for a ZStack.
    package static func stackAlignment(_ e: Expr, _ kind: ViewNode.StackKind, for context: String) throws(ExpressionError) -> StackOptions {
        let name = try alignment(e, for: context)
        let allowed: [String] = switch kind {
        case .vStack, .lazyVGrid: ["leading", "center", "trailing"]
        case .hStack: ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
        case .lazyHGrid: ["top", "center", "bottom"]
        case .gridRow: ["top", "center", "bottom"]
        case .zStack, .viewThatFits, .grid: ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
        }
        guard allowed.contains(name) else {
            throw ExpressionError(.value, at: e.range, "'.\(name)' is not an alignment of '\(kind.rawValue)'\(Wording.context(context)); expected "
                                  + Wording.list(allowed.map { "." + $0 }))
        }
        switch name {
        case "firstTextBaseline": return StackOptions(alignment: .center, baseline: .first)
        case "lastTextBaseline": return StackOptions(alignment: .center, baseline: .last)
        default: return StackOptions(alignment: try unitPoint(Expr(.implicitMember(name), range: e.range), for: context))
        }
    }

    package enum StackAlignment: String, CaseIterable {
        case leading, center, trailing, top, bottom, firstTextBaseline, lastTextBaseline
        case topLeading, topTrailing, bottomLeading, bottomTrailing
    }
}

extension ValueReader {
    /// An `Axis.Set`: `.horizontal`, `.vertical`, `[.horizontal, .vertical]` (or `Axis.Set.horizontal`, `[]`):
    /// whether each axis is in it.
    package static func axisSet(_ e: Expr, for context: String) throws(ExpressionError) -> (horizontal: Bool, vertical: Bool) {
        let items: [Expr] = if case let .array(items) = e.kind { items } else { [e] }
        var set = (horizontal: false, vertical: false)
        for item in items {
            switch item.caseName {
            case "horizontal": set.horizontal = true
            case "vertical": set.vertical = true
            default:
                throw ExpressionError(.type, at: item.range, "expected an axis set\(Wording.context(context)), such as .horizontal, .vertical "
                                      + "or [.horizontal, .vertical]; found \(item.summary)")
            }
        }
        return set
    }
}
