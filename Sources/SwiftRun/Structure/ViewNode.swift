import SwiftFront
import BoardScene
import BoardModel
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
    case stack(StackKind, [ViewNode], StackOptions = StackOptions())
    /// `Group { … }`: flattens into its parent, so each child is its own item.
    case group([ViewNode])
    /// `content.transition(t)`.
    case transition(ViewNode, Transition)
    /// A view that draws nothing: `Color.clear`, `EmptyView()`.
    case empty
    /// `content.background { decoration }`: a modifier; the decoration is part
    /// of the content's item, and transitions inside it are ignored.
    case background(ViewNode, ViewNode, alignment: UnitPoint = .center)
    /// `content.overlay(alignment:) { decoration }`: like `.background`, drawn above the content.
    case overlay(ViewNode, ViewNode, alignment: UnitPoint = .center)
    /// `Text("…")`: a string in the environment's font and foreground style.
    case text(String)
    /// A shape or a colour: fills the size it is offered.
    case shape(ShapeView)
    /// `Spacer(minLength:)`: takes the room a stack leaves along its axis.
    case spacer(minLength: Double?)
    /// `Divider()`: a hairline across a stack's axis.
    case divider
    /// A control or an image: `Button`, `Toggle`, `TextField`, `ProgressView`, `Image(systemName:)`.
    case control(ControlView)
    /// `ScrollView(axis) { … }` (its content stacked along the axis, clipped to its frame), or
    /// `List { … }` (rows with insets and separators, scrolling vertically).
    case scroll(ScrollContainer, [ViewNode])
    /// `GeometryReader { proxy in … }`: takes the room it is offered; its content is built for that size.
    case geometryReader(GeometryContent)
    /// `ForEach(data) { … }`: like `Group`, each element is its own item.
    case forEach([ViewNode])
    /// The branch of an `if` (or `switch`) in a view builder that ran: `"if"`, `"else"`, `"case0"`, …
    /// Like `Group`, but it holds one place among its siblings, and its views' identities
    /// include the branch (another branch's views are other views).
    case conditional(String, [ViewNode])
    /// `content.padding(…)`, `content.frame(…)`: a layout modifier; traits
    /// pass out through it, and it stays on each item.
    case modified(ViewNode, Modifier)

    /// The view modifiers a cell's view may carry besides `.transition` and `.background`.
    public enum Modifier: Hashable, Sendable {
        /// `.padding(…)`: insets, in points.
        case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
        /// `.padding()`, `.padding(.horizontal)`: the platform's default inset on the edges named.
        case defaultPadding(top: Bool, leading: Bool, bottom: Bool, trailing: Bool)
        /// `.frame(width:height:alignment:)`: a fixed width and/or height (nil: the content's).
        case frame(width: Double?, height: Double?, alignment: UnitPoint)
        /// `.frame(minWidth:…maxHeight:alignment:)`.
        case flexibleFrame(FrameBounds, alignment: UnitPoint)
        /// `.fixedSize(horizontal:vertical:)`: the content at its ideal size on those axes.
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: the content offered the
        /// largest (fit) or smallest (fill) size of that width-to-height ratio (nil: its ideal size's).
        case aspectRatio(Double?, fill: Bool)
        /// `.position(x:y:)`: the view takes the room offered and centres its content at the point.
        case position(x: Double, y: Double)
        /// `.ignoresSafeArea(_:edges:)`: on the edges named, where its frame reaches the device's
        /// safe area, the content is laid out out to the screen's edge (docs/programs.md, "Devices").
        case ignoresSafeArea(top: Bool, leading: Bool, bottom: Bool, trailing: Bool)
        /// A `Section`'s header or footer: in a `List` a row of its own, without separators.
        case sectionLabel
        /// `.tabItem { … }`: the view's item in its `TabView`'s bar (nothing elsewhere).
        case tabItem([ViewNode])
        /// A `NavigationLink`'s label: in a `List` a row with the disclosure chevron at its trailing
        /// edge; elsewhere the label in the accent colour, as a button's.
        case navigationLink
        /// `.tag(v)`, the value as written: which of a `TabView`'s views its selection shows.
        case tag(String)
        /// A `Picker` drawn in its default look, with what `.pickerStyle(.segmented)` redraws it from.
        case picker(title: String, options: [String], selected: Int?)
        /// A render effect: how the view is drawn, not where (``RenderModifier``).
        case render(RenderModifier)
        /// `.layoutPriority(_:)`: a stack offers room to higher priorities first.
        case layoutPriority(Double)
        /// `.gridCellColumns(_:)`, `.gridColumnAlignment(_:)`, `.gridCellAnchor(_:)`, `.gridCellUnsizedAxes(_:)`:
        /// how a `Grid` places the cell.
        case gridCell(GridCellSpec)
        /// `.font(_:)` (and `.bold()`, `.fontWeight(_:)`): the environment's font below.
        case font(ViewFont)
        /// `.fontWeight(_:)`, `.bold()`: the weight of the environment's font below.
        case fontWeight(FontWeight)
        /// `.fontDesign(_:)`: the design of the environment's font below (`.monospaced` as `monospaced`).
        case fontDesign(FontDesign, monospaced: Bool)
        /// `.foregroundStyle(_:)` / `.foregroundColor(_:)`.
        case foreground(Tint)
        /// The view's identity among its siblings: `ForEach[ID]` for a ForEach element, `#ID`
        /// for an explicit `.id(ID)` (docs/programs.md §5).
        case identity(String)
        /// `.lineLimit(_:)`: the most lines the texts below show (nil: no limit).
        case lineLimit(Int?)
        /// `.buttonStyle(_:)`, `.toggleStyle(_:)`, `.textFieldStyle(_:)`: the style of the controls below.
        case controlStyle(kind: String, style: String)
        /// `.animation(a, value: v)` (`value` as it prints; nil: the deprecated `.animation(a)`, every change).
        case animation(Animation?, value: String?)
        /// `.transaction { … }`, `.transaction(value:_:)` and the ends of `.animation(_:body:)`.
        case transaction(TransactionRewrite)
        /// `.contentTransition(…)`: how a `Text`'s string changes.
        case contentTransition(ContentTransition)
        /// `Text("a").bold() + Text("b")`, `Text("**a** b")`: the modified `Text` is the pieces' strings
        /// joined, and each piece (a `Text` under its own text modifiers) is drawn in its own style.
        case textRuns([ViewNode])
        /// `.navigationTitle("…")`: the title the enclosing `NavigationStack` shows above its content.
        case navigationTitle(String)
        /// `.navigationBarTitleDisplayMode(_:)`: the title in the bar, small and centred (`.inline`),
        /// or large under it (`.large`, `.automatic` at a stack's root).
        case navigationTitleDisplay(inline: Bool)
        /// `.navigationBarHidden(_:)`, `.toolbar(.hidden, for: .navigationBar)`: the enclosing
        /// `NavigationStack` draws no bar and no title; its content starts at the top.
        case navigationBarHidden(Bool)
        /// `.searchable(text:prompt:)`: the enclosing `NavigationStack` draws a search field under its
        /// title, showing the prompt (`"Search"` unless given) while the text is empty, else the text.
        case searchable(text: String, prompt: String)
        /// `.containerRelativeFrame(…)`: a frame sized from the nearest container's length (``RelativeFrame``).
        case containerRelativeFrame(RelativeFrame)
        /// A `Section`'s views: spliced into the container, the first marked ``sectionStart``.
        case section
        /// The first view of a `Section` (its header, or its first row): a grouped List starts a card there.
        case sectionStart
        /// A `NavigationStack`'s content: it takes the background of a grouped List it shows (the
        /// List's grey runs under the bar and its title, as on iOS).
        case navigationContainer
        /// `.listRowSeparator(.hidden, edges:)`: a List row drawn without its separator above (`top`)
        /// or below (`bottom`).
        case listRowSeparatorHidden(top: Bool, bottom: Bool)
        /// `.listRowBackground(_:)`: the view behind a List row, filling the row's whole rectangle.
        case listRowBackground(ViewNode)
        /// `.listRowInsets(_:)`: a List row's own insets in place of the platform's.
        case listRowInsets(top: Double, leading: Double, bottom: Double, trailing: Double)
        /// `.badge(3)`, `.badge("New")`: shown by a List row (trailing, secondary) or a tab's bar
        /// item (a red capsule); elsewhere nothing, as SwiftUI shows badges only there.
        case badge(String)
        /// `.alignmentGuide(_:computeValue:)`: where the view's guide for an alignment is.
        case alignmentGuide(AlignmentGuide)
        /// `.onChange(of: value, initial:) { old, new in … }`: run by a program board when the value
        /// changes between two evaluations (layout unchanged).
        case onChange(OnChangeAction)
        /// `.onAppear { … }`: run by a program board when the view appears (layout unchanged).
        case onAppear(AppearAction)
        /// `.mask(alignment:) { … }` of views other than one shape: the view drawn only where the
        /// mask view is opaque, as much as it is (an alpha mask; ``ViewEvaluator/maskSignature(_:)``).
        case alphaMask(ViewNode, alignment: UnitPoint)
        /// `.preference(key:value:)`: a value the view hands up to an `.onPreferenceChange` above
        /// it (layout unchanged; ``PreferenceSetting``).
        case preference(PreferenceSetting)
        /// `.onPreferenceChange(_:perform:)` and `.onGeometryChange(for:of:action:)`: an action a
        /// program board runs when the value the layout gives changes (layout unchanged).
        case preferenceWatch(PreferenceWatch)
        /// `.onTapGesture { … }`, `.gesture(DragGesture().onChanged { … })` and kin: run by a program
        /// board's `tap` and `drag` steps (layout unchanged).
        case gesture(GestureAction)
        /// `.accessibilityLabel`, `.accessibilityIdentifier`: names a program board's steps find
        /// the view by (layout unchanged, nothing drawn).
        case accessibility(AccessibilityName)
        /// `.matchedGeometryEffect(id:in:)`: the key (namespace and id, as they print) that pairs
        /// a view removed by a state change with one inserted by it (layout unchanged).
        case matchedGeometry(String)
        /// `.coordinateSpace(name:)` / `.coordinateSpace(.named(…))`: a space a GeometryReader below
        /// measures in, `proxy.frame(in: .named(…))` (layout unchanged; ``CoordinateSpaceName``).
        case coordinateSpace(String)
        /// `.multilineTextAlignment`, `.tint`, `.imageScale`, `.textCase`: a value of the
        /// environment below (layout unchanged, except a symbol's size).
        case environment(EnvironmentSetting)
    }

    /// The layout containers.
    public enum StackKind: String, Hashable, Sendable, CaseIterable {
        case vStack = "VStack", hStack = "HStack", zStack = "ZStack", lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid"
        /// `Grid`: its children are rows — `GridRow`s, whose cells share the grid's columns, and other
        /// views, each a row spanning every column (``StackOptions/columnSpacing`` between columns).
        case grid = "Grid"
        /// `GridRow`: a row of a `Grid`'s cells (outside a grid, laid out as an `HStack`).
        case gridRow = "GridRow"
        /// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal on its axes
        /// (``StackOptions/fitsHorizontally``, ``StackOptions/fitsVertically``), the last when none does.
        case viewThatFits = "ViewThatFits"

        /// Whether this is a lazy grid (its children in ``StackOptions/gridItems``' tracks).
        public var isGrid: Bool { self == .lazyVGrid || self == .lazyHGrid }
    }

    /// `VStack { children }`.
    public static func vStack(_ children: [ViewNode]) -> ViewNode { .stack(.vStack, children) }
    /// `HStack { children }`.
    public static func hStack(_ children: [ViewNode]) -> ViewNode { .stack(.hStack, children) }
    /// `ZStack { children }`.
    public static func zStack(_ children: [ViewNode]) -> ViewNode { .stack(.zStack, children) }

    /// `self.transition(t)`.
    public func transition(_ t: Transition) -> ViewNode { .transition(self, t) }

    /// The GeometryReaders' contents in the tree.
    package var geometryContents: [GeometryContent] {
        switch self {
        case let .geometryReader(g): [g]
        case let .stack(_, children, _), let .group(children), let .forEach(children), let .scroll(_, children),
             let .conditional(_, children):
            children.flatMap(\.geometryContents)
        case let .transition(content, _), let .modified(content, _): content.geometryContents
        case let .background(content, decoration, _), let .overlay(content, decoration, _):
            content.geometryContents + decoration.geometryContents
        default: []
        }
    }

    /// The tile labels in the tree, in order.
    public var tileLabels: [String] {
        switch self {
        case let .tile(label): [label]
        case let .stack(_, children, _), let .group(children), let .forEach(children), let .conditional(_, children):
            children.flatMap(\.tileLabels)
        case let .transition(content, _): content.tileLabels
        case .empty, .text, .shape, .spacer, .divider, .control, .geometryReader: []
        case let .scroll(_, children): children.flatMap(\.tileLabels)
        case let .background(content, decoration, _), let .overlay(content, decoration, _):
            content.tileLabels + decoration.tileLabels
        case let .modified(content, _): content.tileLabels
        }
    }
}
