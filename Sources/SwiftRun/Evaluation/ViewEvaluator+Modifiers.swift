import SwiftFront
import BoardScene
import BoardModel
import DidYouMean

/// The view modifiers that sit next to `.transition` in real views: modelled
/// (`.padding` and `.frame` place the tile) or accepted as changing nothing a
/// cell draws, each for a stated reason (docs/swift-subset.md), or refused
/// with why a board cannot show them.
extension ViewEvaluator {
    /// The modifiers besides `.transition` and `.background`.
    package static var layoutModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        typealias M = ChainEvaluator<ViewNode>.Modifier
        @Sendable func wrap(_ m: ViewNode.Modifier) -> M { { .modified($0, m) } }
        // The view a cell inserts is one item in its own slot: nothing else shares its
        // container, and during its life its id and its values do not change; an
        // `.animation` inside it does not reach its insertion or removal (docs/semantics.md §11 rule 5).
        let unchanged: M = { $0 }
        return [
            // `Image(systemName:).resizable()`, `Image("photo").resizable()`: the placeholder takes the size it is offered.
            Signature("resizable", [Overload([Parameter("capInsets", .any, default: "nil"), Parameter("resizingMode", .any, default: "nil")]) { a in
                let site = a.site
                return { view throws in
                    if case let .control(.picture(image, _)) = view { return .control(.picture(image, resizable: true)) }
                    guard case let .control(.image(name, _, asset)) = view else {
                        throw ExpressionError(.type, at: site.nameRange, "'.resizable()' is a method of Image; write it right after Image(systemName:)")
                    }
                    return .control(.image(systemName: name, resizable: true, asset: asset))
                }
            }]),
            Signature("aspectRatio", [
                Overload([.unlabelled("aspectRatio", .any, default: "nil"), Parameter("contentMode", .any)]) { a in
                    wrap(.aspectRatio(try aspectRatio(a.expression("aspectRatio")), fill: try contentMode(a.expression("contentMode"))))
                },
            ]),
            Signature("scaledToFit", [Overload([]) { _ in wrap(.aspectRatio(nil, fill: false)) }]),
            // `.pickerStyle(.segmented)` on a Picker: its segmented control; other styles keep the default look.
            Signature("pickerStyle", [Overload([.unlabelled("style", .any)]) { a in
                let style = a.expression("style").description.split(separator: ".").last.map(String.init) ?? ""
                return { view in
                    guard style == "segmented" || style == "SegmentedPickerStyle()", case let .modified(_, .picker(_, options, selected)) = view else { return view }
                    return PickerLayout.segmented(options: options, selected: selected)
                }
            }]),
            Signature("tabItem", [Overload([Parameter("label", .viewContent)]) { a in
                let label = try content(a, { (e: Expr) throws(ExpressionError) -> ViewNode in try ViewEvaluator().evaluateRead(e) }, named: "label")
                return wrap(.tabItem(label))
            }]),
            // `.textScale(.default)` (and any scale with `isEnabled: false`): the text as it is, as Apple
            // documents; `.secondary`'s smaller size is not documented, so it is refused by name.
            Signature("textScale", [Overload([.unlabelled("scale", .any), Parameter("isEnabled", .bool, default: "true")]) { a in
                let scale = a.expression("scale").caseName
                let enabled = try a.bool("isEnabled")
                guard scale == "default" || !enabled else {
                    guard scale == "secondary" else { throw a.invalid("scale", "a text scale is .default or .secondary") }
                    throw ExpressionError(.unsupported, at: a.site.nameRange,
                                          "'.textScale(.secondary)' cannot be shown on a board: Apple does not document the secondary scale's size; .textScale(.default) draws")
                }
                return { $0 }
            }]),
            Signature("tag", [Overload([.unlabelled("tag", .any), Parameter("includeOptional", .bool, default: "true")]) { a in
                wrap(.tag(TabViewLayout.tagValue(a.expression("tag"))))
            }]),
            presentation("sheet", [[Parameter("onDismiss", .action, default: "nil"), Parameter("content", .viewContent)]]),
            presentation("popover", [[Parameter("attachmentAnchor", .any, default: ".rect(.bounds)"), Parameter("arrowEdge", .any, default: ".top"),
                                      Parameter("content", .viewContent)]]),
            presentation("actionSheet", [[Parameter("content", .viewContent)]]),
            presentation("alert", [[Parameter("content", .viewContent)], [Parameter("actions", .viewContent)],
                                   [Parameter("actions", .viewContent), Parameter("message", .viewContent)],
                                   [Parameter("presenting", .any), Parameter("actions", .viewContent)],
                                   [Parameter("presenting", .any), Parameter("actions", .viewContent), Parameter("message", .viewContent)]],
                         titled: true),
            presentation("confirmationDialog", [[Parameter("titleVisibility", .any, default: ".automatic"), Parameter("actions", .viewContent)],
                                                [Parameter("titleVisibility", .any, default: ".automatic"), Parameter("actions", .viewContent),
                                                 Parameter("message", .viewContent)],
                                                [Parameter("titleVisibility", .any, default: ".automatic"), Parameter("presenting", .any),
                                                 Parameter("actions", .viewContent)]],
                         titled: true),
            // The views below are one picture for the effects above: a shadow above is cast by their union.
            Signature("compositingGroup", [Overload([]) { _ in wrap(.compositingGroup) }]),
            Signature("drawingGroup", [Overload([Parameter("opaque", .bool, default: "false"), Parameter("colorMode", .any, default: ".nonLinear")]) { _ in
                wrap(.compositingGroup)
            }]),
            Signature("position", [
                Overload([Parameter("x", .number, default: "0"), Parameter("y", .number, default: "0")]) { a in
                    wrap(try position(a.number("x"), a.number("y"), a))
                },
                Overload([.unlabelled("position", .any)]) { a in
                    let e = a.expression("position")
                    guard case let .call(callee, arguments, nil) = e.kind, ["CGPoint", "init"].contains(callee.name ?? ""),
                          arguments.map(\.label) == ["x", "y"] else {
                        throw ExpressionError(.type, at: e.range, "'.position(_:)' takes a point, as in .position(CGPoint(x: 40, y: 20)) or .position(x: 40, y: 20)")
                    }
                    return wrap(try position(ValueReader.number(arguments[0].value, for: "'.position'"),
                                             ValueReader.number(arguments[1].value, for: "'.position'"), a))
                },
            ]),
            Signature("scaledToFill", [Overload([]) { _ in wrap(.aspectRatio(nil, fill: true)) }]),
            Signature("padding", [
                Overload([.unlabelled("length", .number)]) { a in
                    wrap(try padding(a, edges: ["all"]))
                },
                Overload([.unlabelled("edges", .edgeSet, default: ".all"), .unlabelled("length", .any, default: "nil")]) { a in
                    wrap(try padding(a, edges: try a.value("edges", ValueReader.edgeSet)))
                },
                Overload([.unlabelled("insets", .edgeInsets)]) { a in wrap(try a.value("insets", ValueReader.edgeInsets)) },
            ]),
            Signature("frame", [
                Overload([
                    Parameter("width", .any, default: "nil"), Parameter("height", .any, default: "nil"),
                    Parameter("alignment", .unitPoint, default: ".center"),
                ]) { a in
                    func length(_ name: String) throws(ExpressionError) -> Double? {
                        let v = try a.value(name, ValueReader.flexibleLength)
                        // `.frame(width: .infinity)`: SwiftUI logs "Invalid frame dimension (negative or
                        // non-finite)" and lays the view out as if the dimension were nil (semantics.md §13).
                        if v.isInfinite { return nil }
                        guard v.isNaN || ValueRanges.frameLength.contains(v) else {
                            throw a.invalid(name, "'\(name):' of '.frame' must be nil or a length \(ValueRanges.describe(ValueRanges.frameLength)) pt; got \(NumberFormat.plain(v))")
                        }
                        return v.isNaN ? nil : v
                    }
                    return wrap(.frame(width: try length("width"), height: try length("height"),
                                       alignment: try a.value("alignment", ValueReader.frameAlignment)))
                },
                flexibleFrame,
            ]),
            Signature("id", [Overload([.unlabelled("id", .any)]) { a in
                wrap(.identity("#" + ViewEvaluator.identityText(a.expression("id"))))
            }]),
            Signature("zIndex", [Overload([.unlabelled("value", .number)]) { a in wrap(.zIndex(try a.number("value"))) }]),
            Signature("animation", [
                Overload([.unlabelled("animation", .optionalAnimation), Parameter("value", .any)]) { a in
                    let animation = try a.value("animation", ValueReader.optionalAnimation)
                    return wrap(.animation(animation, value: a.expression("value").description))
                },
                Overload([.unlabelled("animation", .optionalAnimation)]) { a in
                    wrap(.animation(try a.value("animation", ValueReader.optionalAnimation), value: nil))
                },
            ]),
            Signature("blur", [Overload([Parameter("radius", .number), Parameter("opaque", .bool, default: "false")]) { a in
                let r = try a.number("radius")
                guard r >= 0, r <= ViewEvaluator.maximumBlurRadius else {
                    throw a.invalid("radius", "'.blur(radius:)' takes 0 to \(NumberFormat.plain(ViewEvaluator.maximumBlurRadius)) points")
                }
                return wrap(.blur(r))
            }]),
            // `.border(c, width: w)` is `.overlay(Rectangle().strokeBorder(c, lineWidth: w))`: a line
            // inside the frame (a stroke centred on the outline inset by half its width).
            Signature("border", [Overload([.unlabelled("content", .any), Parameter("width", .number, default: "1")]) { a in
                let color = try a.value("content", ValueReader.viewColor)
                let width = try a.number("width")
                guard ValueRanges.spacing.contains(width) else {
                    throw a.invalid("width", "a border's width must be \(ValueRanges.describe(ValueRanges.spacing)) pt; got \(NumberFormat.plain(width))")
                }
                let line = ViewNode.modified(.shape(ShapeView(.rectangle, stroke: .init(color: color, lineWidth: width))),
                                             .padding(top: width / 2, leading: width / 2, bottom: width / 2, trailing: width / 2))
                return { .overlay($0, line) }
            }]),
            // `.shadow(color:radius:x:y:)`: each view below casts it (SwiftUI's default colour: black at 33 %).
            Signature("shadow", [Overload([
                Parameter("color", .any, default: "nil"), Parameter("radius", .number),
                Parameter("x", .number, default: "0"), Parameter("y", .number, default: "0"),
            ]) { a in
                let color: Tint? = if case .nilLiteral = a.expression("color").kind { nil } else { try a.value("color", ValueReader.viewColor) }
                let r = try a.number("radius")
                guard r >= 0, r <= ViewEvaluator.maximumBlurRadius else {
                    throw a.invalid("radius", "'.shadow(radius:)' takes 0 to \(NumberFormat.plain(ViewEvaluator.maximumBlurRadius)) points")
                }
                let x = try a.number("x"), y = try a.number("y")
                for (name, v) in [("x", x), ("y", y)] where !ValueRanges.signedSpacing.contains(v) {
                    throw a.invalid(name, "a shadow's '\(name):' must be \(ValueRanges.describe(ValueRanges.signedSpacing)) pt; got \(NumberFormat.plain(v))")
                }
                return wrap(.shadow(color: color, radius: r, x: x, y: y))
            }]),
            Signature("onChange", [
                Overload([Parameter("of", .any), Parameter("initial", .bool, default: "false"), .unlabelled("action", .action)]) { a in
                    wrap(.onChange(try ViewEvaluator.onChange(a, action: "action")))
                },
                Overload([Parameter("of", .any), Parameter("perform", .action)]) { a in
                    wrap(.onChange(try ViewEvaluator.onChange(a, action: "perform")))
                },
            ]),
            // `.matchedGeometryEffect(id:in:)`: a view removed and one inserted with the same id move as one.
            Signature("matchedGeometryEffect", [Overload([
                Parameter("id", .any), Parameter("in", .any), Parameter("properties", .any, default: ".frame"),
                Parameter("anchor", .any, default: ".center"), Parameter("isSource", .bool, default: "true"),
            ]) { a in
                guard case .implicitMember("frame") = a.expression("properties").kind else {
                    throw ExpressionError(.unsupported, at: a.range("properties"), "'properties:' of '.matchedGeometryEffect' cannot be shown on a board: "
                                          + "a board matches the whole frame (.frame); matching only .position or .size is not drawn yet")
                }
                guard try a.bool("isSource") else {
                    throw ExpressionError(.unsupported, at: a.range("isSource"), "'isSource: false' of '.matchedGeometryEffect' cannot be shown on a board: "
                                          + "a view that takes another's geometry while both are shown is not drawn yet")
                }
                return wrap(.matchedGeometry(a.expression("in").description + "#" + a.expression("id").description))
            }]),
            // `.coordinateSpace(name: "scroll")` (and iOS 17's `.coordinateSpace(.named("scroll"))`): the
            // view's frame is the space a GeometryReader below measures `frame(in: .named("scroll"))` in.
            Signature("coordinateSpace", [
                Overload([Parameter("name", .any)]) { a in wrap(.coordinateSpace(CoordinateSpaceName.key(a.expression("name")))) },
                Overload([.unlabelled("space", .any)]) { a in
                    let e = a.expression("space")
                    guard let name = CoordinateSpaceName.named(e) else {
                        throw ExpressionError(.type, at: e.range, "'.coordinateSpace' takes a named space, as in .coordinateSpace(.named(\"scroll\"))")
                    }
                    return wrap(.coordinateSpace(name))
                },
            ]),
            // `.onAppear { … }`, `.onAppear(perform: load)`: run by a program board when the view appears.
            Signature("onAppear", [Overload([Parameter("perform", .action, default: "nil")]) { a in
                wrap(.onAppear(AppearAction(action: ViewEvaluator.actionHandle(a, named: "perform"))))
            }]),
            Signature("navigationTitle", [Overload([.unlabelled("title", .any)]) { a in
                wrap(.navigationTitle(try Self.title(a, "title")))
            }]),
            Signature("navigationBarTitle", [Overload([.unlabelled("title", .any), Parameter("displayMode", .any, default: ".automatic")]) { a in
                let title = wrap(.navigationTitle(try Self.title(a, "title")))
                let inline = try Self.titleDisplayIsInline(a, "displayMode")
                return { view throws in .modified(try title(view), .navigationTitleDisplay(inline: inline)) }
            }]),
            Signature("navigationBarHidden", [Overload([.unlabelled("hidden", .bool)]) { a in
                wrap(.navigationBarHidden(try a.bool("hidden")))
            }]),
            // `.toolbar(.hidden, for: .navigationBar)`, iOS 18's `.toolbarVisibility(.hidden, for: …)`: the navigation
            // bar hidden or shown (a tab bar's or a window's visibility is not drawn; `.toolbar { … }`'s items neither).
            Signature("toolbar", toolbarVisibilityOverloads),
            Signature("toolbarVisibility", toolbarVisibilityOverloads),
            // `.searchable(text: $query, placement:, prompt: "Find")`: a search field under the
            // enclosing NavigationStack's title (ViewNode+Navigation.swift), its binding's text shown.
            Signature("searchable", [Overload([Parameter("text", .any), Parameter("isPresented", .any, default: "nil"),
                                               Parameter("placement", .any, default: ".automatic"), Parameter("prompt", .any, default: "nil")]) { a in
                let text = try a.value("text") { (e: Expr, c: String) throws(ExpressionError) in
                    try ValueReader.constant(e, ValueReader.string, "\"\"", for: c)
                }
                let prompt = a.expression("prompt").kind == .nilLiteral ? "Search" : try a.value("prompt", ValueReader.textLiteral)
                return wrap(.searchable(text: text, prompt: prompt))
            }]),
            Signature("navigationBarTitleDisplayMode", [Overload([.unlabelled("displayMode", .any)]) { a in
                wrap(.navigationTitleDisplay(inline: try Self.titleDisplayIsInline(a, "displayMode")))
            }]),
            // iOS 17's spelling; `.inlineLarge` (a large title in the bar's row) is drawn as `.large`.
            Signature("toolbarTitleDisplayMode", [Overload([.unlabelled("mode", .any)]) { a in
                wrap(.navigationTitleDisplay(inline: try Self.titleDisplayIsInline(a, "mode")))
            }]),
            Signature("contentTransition", [Overload([.unlabelled("transition", .any)]) { a in
                let e = a.expression("transition")
                let name: String? = switch e.kind {
                case let .implicitMember(n): n
                case let .call(callee, _, _): callee.kind == .implicitMember("numericText") ? "numericText" : nil
                default: nil
                }
                switch name {
                case "identity": return wrap(.contentTransition(.identity))
                case "opacity", "interpolate": return wrap(.contentTransition(.opacity))
                case "numericText":
                    // `.numericText()`, `.numericText(countsDown: true)`, `.numericText(value: Double(n))`.
                    guard case let .call(_, arguments, _) = e.kind else { return wrap(.contentTransition(.numericUp)) }
                    if arguments.contains(where: { $0.label == "value" }) { return wrap(.contentTransition(.numericByValue)) }
                    if let down = arguments.first(where: { $0.label == "countsDown" }) {
                        let counts = try ValueReader.bool(down.value, for: "'countsDown:' of '.numericText'")
                        return wrap(.contentTransition(counts ? .numericDown : .numericUp))
                    }
                    return wrap(.contentTransition(.numericUp))
                default:
                    throw a.invalid("transition", "'.contentTransition' takes .identity, .opacity, .interpolate or .numericText()")
                }
            }]),
            // `.transaction { $0.animation = a }`: rewrites the animation of the changes below it.
            Signature("transaction", [
                Overload([.unlabelled("transform", .action)]) { a in
                    let closure = try a.closure("transform").map { Expr(.closure($0), range: $0.range) } ?? a.expression("transform")
                    let (animation, disables) = try Self.transactionRewrite(closure)
                    guard animation != nil || disables else { return unchanged }
                    return wrap(.transaction(.closure(animation: animation, disablesAnimations: disables, value: nil)))
                },
                // `.transaction(value: v) { … }` (iOS 17): the closure runs when `v` changed.
                Overload([Parameter("value", .any), .unlabelled("transform", .action)]) { a in
                    let closure = try a.closure("transform").map { Expr(.closure($0), range: $0.range) } ?? a.expression("transform")
                    let (animation, disables) = try Self.transactionRewrite(closure)
                    guard animation != nil || disables else { return unchanged }
                    return wrap(.transaction(.closure(animation: animation, disablesAnimations: disables, value: a.expression("value").description)))
                },
            ]),
            // The two ends of `.animation(a) { content in … }`, as the interpreter writes it:
            // `base._animationBodyEnd().m1().m2()._animationBody(a)`.
            Signature("_animationBody", [Overload([.unlabelled("animation", .optionalAnimation)]) { a in
                wrap(.transaction(.bodyStart(try a.value("animation", ValueReader.optionalAnimation))))
            }]),
            Signature("_animationBodyEnd", [Overload([]) { _ in wrap(.transaction(.bodyEnd)) }]),
        ]
    }

    /// The modifier table, with the styling names ignored and the refusals.
    package static func modifierTable(_ signatures: [Signature<ChainEvaluator<ViewNode>.Modifier>]) -> SignatureTable<ChainEvaluator<ViewNode>.Modifier> {
        var table = SignatureTable(noun: "view modifier", signatures)
        table.ignored = Set(styling)
        table.refusals = refused
        // A name near none of SwiftUI's: most often, in pasted code, the app's own modifier.
        table.unmatched = { name, context in
            "'.\(name)'\(context) is not a SwiftUI modifier boardgen knows: a modifier of your app (extension View { func \(name)(…) }) "
                + "declared in a file the board does not read? Name that file too in the board's \"swift\""
        }
        return table
    }

    /// The view table, with the views a board cannot draw refused.
    package static func viewTable(_ signatures: [Signature<ViewNode>]) -> SignatureTable<ViewNode> {
        var table = SignatureTable(noun: "view", signatures)
        table.refusals = refusedViews
        let names = table.names
        // A capitalised name no Swift file declares: SwiftUI's own view not drawn yet, a typo of a
        // known one, or (most often, in pasted code) a view the app declares in another file.
        table.undeclared = { name, context in
            if undrawnSwiftUIViews.contains(name) {
                return "'\(name)'\(context) is a SwiftUI view a board does not draw yet; write the views it would show in its place"
            }
            if Suggester.suggestion(for: name, among: names) != nil {
                return "unknown view '\(name)'\(context); expected " + Wording.list(names)
            }
            return "'\(name)'\(context) is not declared in the Swift files read: a view of your app declared in another "
                + "file? Name that file too in the board's \"swift\""
        }
        return table
    }

    /// The views of Apple's frameworks whose content a board cannot make — a map's tiles, a video's
    /// frames, a SpriteKit, SceneKit or RealityKit scene — drawn as a wrapped UIKit view is: a
    /// neutral box of the size offered, named (``platformViewName``; docs/swift-subset.md).
    package static let frameworkPlaceholders: Set<String> = ["Map", "VideoPlayer", "SpriteView", "SceneView", "RealityView", "WebView"]

    /// SwiftUI's views (and its frameworks') that a board does not draw yet: named as such when
    /// used, not taken for the app's own.
    package static let undrawnSwiftUIViews: Set<String> = [
        "Table", "OutlineGroup",
        "ControlGroup",
        "MultiDatePicker", "Gauge", "HSplitView", "VSplitView", "AsyncImage", "PasteButton", "SignInWithAppleButton",
        "RenameButton", "WindowGroup", "Window", "Settings", "MenuBarExtra", "MeshGradient",
    ]

    /// Views a cell cannot show, and what to write instead.
    /// (A `Canvas` is drawn: its renderer runs in the interpreter, Interpreter+Canvas.)
    package static let refusedViews: [String: String] = ["EllipticalGradient": GradientSignatures.refusal]

    /// Modifiers that style a view (its text, its colours, its corners) and change
    /// neither its layout nor its transition: a tile keeps the board's look.
    /// `(_ visibility: Visibility, for bars: ToolbarPlacement…)`: the navigation bar's visibility.
    private static var toolbarVisibilityOverloads: [Overload<M>] {
        [Overload([.unlabelled("visibility", .any), Parameter("for", .any, default: "nil")]) { a in
            let visibility = a.expression("visibility").caseName
            guard ["hidden", "visible", "automatic"].contains(visibility ?? "") else {
                throw a.invalid("visibility", "a toolbar's visibility is .hidden, .visible or .automatic")
            }
            let bar = a.expression("for")
            guard visibility != "automatic", bar.kind == .nilLiteral || ["navigationBar", "automatic"].contains(bar.caseName ?? "") else {
                return { $0 }
            }
            return { .modified($0, .navigationBarHidden(visibility == "hidden")) }
        }]
    }

    package static let styling = [
                          "onDelete", "onMove",
                          "submitLabel", "autocorrectionDisabled", "disableAutocorrection", "textInputAutocapitalization", "keyboardType",
                          // The deprecated spelling of textInputAutocapitalization.
                          "autocapitalization",
                          // A preview's name, layout and device, written on a view a helper returns (Xcode reads them; a board draws the view).
                          "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation",
                          // Shown only while a person acts (a long press, a swipe, a picked file); at rest nothing.
                          // `.searchSuggestions { … }`: shown under the search field while a person types in it.
                          "searchSuggestions", "searchScopes",
                          "contextMenu", "swipeActions", "fileImporter", "fileExporter", "textSelection", "accessibilityValue",
                          "accessibilityHidden", "accessibilitySortPriority", "navigationViewStyle", "symbolEffect",
                          "scrollTargetBehavior", "scrollTargetLayout", "scrollDismissesKeyboard", "refreshable", "privacySensitive",
                          "accessibilityHint", "accessibilityElement", "accessibilityAddTraits",
                          "onDisappear", "contentShape", "labelStyle",
                          "help",
                          // `.accessibility(label:)` and kin, iOS 13's spelling; a ProgressView is drawn in its
                          // platform's default style (a spinner, or a bar with a value).
                          "accessibility", "progressViewStyle",
                          // SwiftData's container: a board's store is new and empty (swift-subset.md, "Stand-ins").
                          "modelContainer",
                          "renderingMode", "interpolation", "antialiased", "focused",
                          "onSubmit", "controlSize", "navigationBarBackButtonHidden", "submitScope", "scrollIndicators",
                          // Whether a List row may be moved or deleted while a person edits: nothing drawn at rest.
                          "moveDisabled", "deleteDisabled",
                          // Toolbars and their items are not drawn (docs/swift-subset.md).
                          // A split view's columns side by side (a regular width) are not drawn.
                          "navigationSplitViewStyle", "navigationSplitViewColumnWidth",
                          "toolbar", "toolbarVisibility", "toolbarBackground", "toolbarBackgroundVisibility", "toolbarColorScheme", "toolbarRole", "navigationBarItems",
                          // What touches, drags, the pointer, keys and assistive technologies act on: nothing drawn.
                          "allowsHitTesting", "accessibilityAction", "accessibilityInputLabels", "accessibilityShowsLargeContentViewer",
                          "accessibilityAdjustableAction", "accessibilityRemoveTraits", "accessibilityRepresentation",
                          "accessibilityRespondsToUserInteraction", "accessibilityScrollAction", "accessibilityActions",
                          "accessibilityChildren", "accessibilityFocused", "accessibilityHeading", "accessibilityLabeledPair",
                          "accessibilityCustomContent", "accessibilityTextContentType", "accessibilityZoomAction",
                          "accessibilityDirectTouch", "accessibilityIgnoresInvertColors", "accessibilityRotor",
                          "accessibilityActivationPoint", "accessibilityLinkedGroup",
                          "draggable", "dropDestination", "onDrag", "onDrop", "onHover", "onContinuousHover", "hoverEffect",
                          "keyboardShortcut", "onKeyPress", "focusable", "focusedValue", "defaultFocus", "sensoryFeedback",
                          "textContentType", "scrollDisabled", "scrollIndicatorsFlash", "scrollBounceBehavior",
                          // Presentations (sheets, destinations, subscription sheets) are not drawn, nor how they would look.
                          "navigationDestination", "presentationDetents", "presentationCompactAdaptation", "presentationDragIndicator",
                          "presentationCornerRadius", "presentationBackground", "presentationBackgroundInteraction",
                          "interactiveDismissDisabled", "manageSubscriptionsSheet", "toolbarTitleMenu",
                          // iOS 18's zoom navigation transition: how a pushed view grows from its source,
                          // drawn only while it is pushed (the source at rest is drawn as it is).
                          "matchedTransitionSource", "navigationTransition",
                          // The system's bars and the app's URLs and activities: outside a board's window.
                          "persistentSystemOverlays", "statusBarHidden", "statusBar", "onOpenURL", "handlesExternalEvents",
                          "userActivity", "onContinueUserActivity",
                          // Work the app starts and the timers it listens to: the view as it is before they
                          // finish or first fire (their closures are not run; docs/swift-subset.md, "Stand-ins").
                          "task", "onReceive",
                          // iOS 18's `Text.customAttribute(_:)`: data a TextRenderer reads; it draws nothing itself.
                          "customAttribute",
                          // TipKit's tips: shown once the app has called `Tips.configure()`, which a board does not run.
                          "popoverTip",
                          // The background of the container a view is placed in (a widget, a navigation stack):
                          // a widget preview draws it (WidgetPreview); elsewhere the container is not a board's.
                          "containerBackground",
                          // `Color.red.gradient` (iOS 16's AnyGradient) drawn as a view (`.background(.red.gradient)`):
                          // the colour itself, as ValueReader.viewColor draws it where a colour is taken.
                          "gradient"]

    /// A title written as a string or as a `Text` of one (`.navigationBarTitle(Text("Alerts"))`).
    package static func title(_ a: BoundArguments, _ name: String) throws(ExpressionError) -> String {
        let e = a.expression(name)
        if case let .call(callee, arguments, nil) = e.kind, callee.kind == .identifier("Text"), arguments.count == 1, arguments[0].label == nil {
            return try ValueReader.string(arguments[0].value, for: "the title")
        }
        // iOS 16's editable title, `.navigationTitle($name)`: the binding's value.
        if case let .call(callee, arguments, nil) = e.kind, callee.caseName == "constant", let value = arguments.first(where: { $0.label == nil }) {
            return try ValueReader.string(value.value, for: "the title")
        }
        return try a.value(name, ValueReader.string)
    }

    /// Whether a title display mode (`.inline`, `.large`, `.automatic`) puts the title in the bar.
    package static func titleDisplayIsInline(_ a: BoundArguments, _ name: String) throws(ExpressionError) -> Bool {
        guard let mode = a.expression(name).caseName, ["inline", "large", "automatic", "inlineLarge"].contains(mode) else {
            throw a.invalid(name, "a title display mode is .inline, .large, .inlineLarge or .automatic")
        }
        return mode == "inline"
    }

    /// Modifiers a board cannot draw, and why.
    package static let refused: [String: String] = [
        "geometryGroup": "a geometry group changes how a parent's animation reaches children a cell does not have",
        "layerEffect": "a shader cannot be drawn", "colorEffect": "a shader cannot be drawn", "distortionEffect": "a shader cannot be drawn",
        // SwiftUI draws these; a board does not yet (each changes what is seen, so none is dropped).
        "redacted": notDrawn("redaction placeholders"),
        "textRenderer": notDrawn("text drawn by a custom TextRenderer"),
        "overlayPreferenceValue": notDrawn("overlays built from preferences"),
        "backgroundPreferenceValue": notDrawn("backgrounds built from preferences"),
    ].merging(refusedChartModifiers) { a, _ in a }

    /// Why a modifier SwiftUI draws is refused: what it draws is not drawn on a board yet.
    package static func notDrawn(_ what: String) -> String { "a board does not draw \(what) yet" }

    /// `.padding(.horizontal, 8)`, `.padding(.top)`, `.padding(8)`: insets on `edges`, the length;
    /// without one, the platform's default (``Platform/defaultPadding``), resolved when the view is laid out.
    package static func padding(_ a: BoundArguments, edges: Set<String>) throws(ExpressionError) -> ViewNode.Modifier {
        func on(_ edge: String, _ pair: String) -> Bool { edges.contains(edge) || edges.contains(pair) || edges.contains("all") }
        let e = a.expression("length")
        if case .nilLiteral = e.kind {
            return .defaultPadding(top: on("top", "vertical"), leading: on("leading", "horizontal"),
                                   bottom: on("bottom", "vertical"), trailing: on("trailing", "horizontal"))
        }
        let length = try a.value("length", ValueReader.number)
        guard ValueRanges.signedSpacing.contains(length) else {
            throw a.invalid("length", "a padding must be \(ValueRanges.describe(ValueRanges.signedSpacing)) pt; got \(NumberFormat.plain(length))")
        }
        func inset(_ edge: String, _ pair: String) -> Double { on(edge, pair) ? length : 0 }
        return .padding(top: inset("top", "vertical"), leading: inset("leading", "horizontal"),
                        bottom: inset("bottom", "vertical"), trailing: inset("trailing", "horizontal"))
    }
}

extension ValueType {
    /// `Edge.Set`: `.top`, `.horizontal`, `[.top, .leading]`.
    package static let edgeSet = ValueType("Edge.Set", noun: "edges", example: ".horizontal")
    /// `EdgeInsets(top:leading:bottom:trailing:)`.
    package static let edgeInsets = ValueType("EdgeInsets", noun: "insets", example: "EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)")
}

extension ValueReader {
    /// The edges of `Edge.Set`: one member or an array of them.
    package static func edgeSet(_ e: Expr, for context: String) throws(ExpressionError) -> Set<String> {
        let names = ["top", "bottom", "leading", "trailing", "horizontal", "vertical", "all"]
        func one(_ e: Expr) throws(ExpressionError) -> String {
            let name: String
            switch e.kind {
            case let .implicitMember(n): name = n
            // Spelled with its type: `Edge.Set.top`.
            case let .member(base, n, _) where base.description == "Edge.Set": name = n
            default: throw mismatch(e, .edgeSet, context)
            }
            guard names.contains(name) else {
                throw ExpressionError(.value, at: e.range, "expected edges\(Wording.context(context)): "
                                      + Wording.list(names.map { "." + $0 }) + " or an array of them; found \(e.summary)")
            }
            return name
        }
        if case let .array(items) = e.kind {
            var result: Set<String> = []
            for item in items { result.insert(try one(item)) }
            return result
        }
        return [try one(e)]
    }

    /// `EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)` (missing sides 0).
    package static func edgeInsets(_ e: Expr, for context: String) throws(ExpressionError) -> ViewNode.Modifier {
        guard case let .call(callee, arguments, nil) = e.kind, ["EdgeInsets", "init"].contains(callee.name ?? "") else {
            throw mismatch(e, .edgeInsets, context)
        }
        var sides = ["top": 0.0, "leading": 0.0, "bottom": 0.0, "trailing": 0.0]
        for argument in arguments {
            guard let label = argument.label, sides[label] != nil else {
                throw ExpressionError(.arguments, at: argument.value.range,
                                      "EdgeInsets takes top:, leading:, bottom: and trailing:\(Wording.context(context))")
            }
            let v = try number(argument.value, for: context)
            guard ValueRanges.signedSpacing.contains(v) else {
                throw ExpressionError(.value, at: argument.value.range, "a padding must be \(ValueRanges.describe(ValueRanges.signedSpacing)) pt; got \(NumberFormat.plain(v))")
            }
            sides[label] = v
        }
        return .padding(top: sides["top"]!, leading: sides["leading"]!, bottom: sides["bottom"]!, trailing: sides["trailing"]!)
    }
}

extension ViewEvaluator {
    /// What a `.transaction { … }` closure does: the animation it sets (`$0.animation = a`, the
    /// last such assignment; `.some(nil)` for `= nil` or `= .none`; nil when it sets none) and
    /// whether it sets `$0.disablesAnimations = true`. Any other statement is refused by name: its
    /// effects are not modelled.
    package static func transactionRewrite(_ e: Expr) throws(ExpressionError) -> (animation: Animation??, disables: Bool) {
        guard case let .closure(c) = e.kind else {
            throw ExpressionError(.type, at: e.range, "'.transaction' takes a closure, as in .transaction { $0.animation = nil }")
        }
        var result: Animation??
        var disables = false
        for statement in c.body {
            guard case let .expression(x) = statement.kind, case let .assignment("=", target, value) = x.kind,
                  case let .member(_, name, _) = target.kind else {
                throw ExpressionError(.unsupported, at: statement.range,
                                      "a board reads '.transaction' closures that set $0.animation or $0.disablesAnimations")
            }
            switch name {
            case "animation":
                if AnimationEvaluator.isNone(value) { result = .some(nil) } else {
                    result = .some(try AnimationEvaluator.evaluate(value, for: "$0.animation"))
                }
            case "disablesAnimations":
                guard case let .bool(on) = value.kind else {
                    throw ExpressionError(.unsupported, at: value.range, "a board reads $0.disablesAnimations = true or false")
                }
                disables = on
            default:
                throw ExpressionError(.unsupported, at: target.range,
                                      "'\(name)' of a transaction is not modelled; a board reads $0.animation and $0.disablesAnimations")
            }
        }
        return (result, disables)
    }

    /// The ratio of `.aspectRatio(_:contentMode:)`: nil, a number, or a `CGSize(width:height:)`'s width over height.
    package static func aspectRatio(_ e: Expr) throws(ExpressionError) -> Double? {
        if case .nilLiteral = e.kind { return nil }
        let ratio: Double
        if case let .call(callee, arguments, nil) = e.kind, callee.name == "CGSize", arguments.count == 2,
           arguments[0].label == "width", arguments[1].label == "height" {
            let w = try ValueReader.number(arguments[0].value, for: "'.aspectRatio'")
            let h = try ValueReader.number(arguments[1].value, for: "'.aspectRatio'")
            guard h > 0 else { throw ExpressionError(.value, at: arguments[1].value.range, "an aspect ratio's height must be positive") }
            ratio = w / h
        } else {
            ratio = try ValueReader.number(e, for: "'.aspectRatio'")
        }
        guard ratio > 0, ratio <= 1e6 else {
            throw ExpressionError(.value, at: e.range, "an aspect ratio (width over height) must be above 0 and at most 1000000; got \(NumberFormat.plain(ratio))")
        }
        return ratio
    }

    /// `.fit` (false) or `.fill` (true).
    package static func contentMode(_ e: Expr) throws(ExpressionError) -> Bool {
        switch e.kind {
        case .implicitMember("fit"), .member(_, "fit", _): return false
        case .implicitMember("fill"), .member(_, "fill", _): return true
        default: throw ExpressionError(.value, at: e.range, "a content mode is .fit or .fill")
        }
    }

    /// `.position(x:y:)` within the documented frame range.
    package static func position(_ x: Double, _ y: Double, _ a: BoundArguments) throws(ExpressionError) -> ViewNode.Modifier {
        for v in [x, y] where !(-ValueRanges.frameLength.upperBound...ValueRanges.frameLength.upperBound).contains(v) {
            throw ExpressionError(.value, at: a.site.range, "'.position' takes points within ±\(NumberFormat.plain(ValueRanges.frameLength.upperBound)); got \(NumberFormat.plain(v))")
        }
        return .position(x: x, y: y)
    }

    /// `.fullScreenCover(isPresented:onDismiss:content:)`: while it is not presented, nothing; presented
    /// (its binding true at the instant drawn), its content is the screen — laid out as a root view on
    /// the system background, which fills the screen past the safe area — and the view it covers is not
    /// seen. (`item:` presents when the item is not nil; its content takes the item, which a board does not
    /// pass, so it is refused by name as the other presentations are.)
    package static func fullScreenCover(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> Signature<ChainEvaluator<ViewNode>.Modifier> {
        var signature = presentation("fullScreenCover", [[Parameter("onDismiss", .action, default: "nil"), Parameter("content", .viewContent)]])
        signature.overloads.removeAll { $0.parameters.first?.name == "isPresented" }
        signature.overloads.insert(Overload([Parameter("isPresented", .any), Parameter("onDismiss", .action, default: "nil"), Parameter("content", .viewContent)]) { a in
            let presented = try a.value("isPresented") { (e: Expr, c: String) throws(ExpressionError) in
                try ValueReader.constant(e, ValueReader.bool, "false", for: c)
            }
            guard presented else { return { $0 } }
            let cover = try content(a, views)
            let background = ViewNode.modified(colorView("systemBackground"), .ignoresSafeArea(top: true, leading: true, bottom: true, trailing: true))
            return { _ in .stack(.zStack, [background] + cover, StackOptions()) }
        }, at: 0)
        return signature
    }

    /// A presentation (`.sheet`, `.alert`, `.popover`, …): drawn as nothing while it is not
    /// presented — `isPresented` false, `item` nil — which is what the view shows then; presented,
    /// it is refused by name (a board does not draw presentations). Its forms are `tails` after
    /// `isPresented:` or `item:` (and a title first when `titled`).
    package static func presentation(_ name: String, _ tails: [[Parameter]], titled: Bool = false) -> Signature<ChainEvaluator<ViewNode>.Modifier> {
        var overloads: [Overload<ChainEvaluator<ViewNode>.Modifier>] = []
        for tail in tails {
            for flag in ["isPresented", "item"] {
                // The old `.alert(isPresented:content:)` (an `Alert`) has no title; the newer forms do, and
                // take `isPresented:` only.
                let old = tail.contains { $0.name == "content" }
                if titled && !old && flag == "item" { continue }
                let head = (titled && !old ? [Parameter.unlabelled("title", .any)] : []) + [Parameter(flag, .any)]
                overloads.append(Overload(head + tail) { a in
                    let e = a.expression(flag)
                    let presented: Bool
                    if flag == "isPresented" {
                        presented = try a.value(flag) { (e: Expr, c: String) throws(ExpressionError) in
                            try ValueReader.constant(e, ValueReader.bool, "false", for: c)
                        }
                    } else {
                        let value = ValueReader.boundValue(e)
                        if case .nilLiteral = value.kind { presented = false } else { presented = true }
                    }
                    guard !presented else {
                        throw ExpressionError(.unsupported, at: a.site.nameRange,
                                              "'.\(name)' is presented here (its \(flag) is set): a board does not draw presentations; show its content as a view of its own")
                    }
                    return { $0 }
                })
            }
        }
        return Signature(name, overloads)
    }
}
