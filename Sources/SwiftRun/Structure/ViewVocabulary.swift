import Foundation
import SwiftFront
import BoardScene
import BoardModel
/// The parts of SwiftUI's view vocabulary a ``ViewNode`` carries: shapes and their paint,
/// fonts, stack options and flexible frames (docs/programs.md §3).





/// A shape with its paint: `RoundedRectangle(cornerRadius: 8).fill(.blue)`,
/// `Circle().stroke(.red, lineWidth: 2)`, `Color.orange`.
public struct ShapeView: Hashable, Sendable {
    /// Which shape.
    public var kind: ShapeKind
    /// `RoundedRectangle`'s corner radius.
    public var cornerRadius: Double = 0
    /// The fill; nil with no stroke: the foreground style (SwiftUI's default fill).
    public var fill: Tint? = nil
    /// The stroke colour, nil: not stroked (`.stroke()` without a colour: the foreground style).
    public var stroke: StrokeStyle? = nil
    /// A gradient filling the shape (`.fill(LinearGradient(…))`, a `LinearGradient` view), in place of `fill`.
    public var gradient: GradientStyle? = nil
    /// `.trim(from:to:)`: the part of the outline drawn, as fractions of its length (0…1 each).
    public var trim: ShapeTrim? = nil
    /// A `Path` view's or a program's `Shape`'s segments (``ShapeKind/path``).
    public var custom: CustomShapePath? = nil
    /// `.inset(by:)` of a built-in shape (an `InsettableShape`): drawn in its frame inset by this
    /// much on every side, a rounded rectangle's corners smaller by as much (negative: outset).
    public var inset: Double = 0

    /// `.stroke(colour, lineWidth:)`: centred on the outline, as SwiftUI strokes a shape.
    public struct StrokeStyle: Hashable, Sendable {
        /// The colour; nil: the foreground style.
        public var color: Tint?
        /// The line width in points.
        public var lineWidth: Double
        /// `strokeBorder`: the line lies inside the frame (the shape inset by half the line width,
        /// as an `InsettableShape` insets); `stroke` centres it on the outline.
        public var inset = false
        /// How an open line ends (a trimmed outline's two ends): `StrokeStyle(lineCap:)`.
        public var lineCap: LineCap = .butt
        /// How the line turns a corner: `StrokeStyle(lineJoin:)`.
        public var lineJoin: LineJoin = .miter
        /// `StrokeStyle(dash:dashPhase:)`: the lengths of the dashes and gaps, in points, repeated along
        /// the line from `dashPhase` into the pattern; empty: a solid line.
        public var dash: [Double] = []
        /// How far into the dash pattern the line starts, in points.
        public var dashPhase: Double = 0
        /// `.stroke(LinearGradient(…), lineWidth:)`: the line painted with a gradient instead of `color`.
        public var gradient: GradientStyle? = nil
        /// Creates a stroke.
        public init(color: Tint?, lineWidth: Double, inset: Bool = false) {
            self.color = color
            self.lineWidth = lineWidth
            self.inset = inset
        }
    }

    /// Creates a shape view.
    public init(_ kind: ShapeKind, cornerRadius: Double = 0, fill: Tint? = nil, stroke: StrokeStyle? = nil) {
        self.kind = kind
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
    }
}

/// A font as a view sets it: a text style (`.headline`) or a size (`.system(size: 15)`),
/// with an optional weight.
public struct ViewFont: Hashable, Sendable {
    /// The size a font asked for at 0 pt is drawn at: Core Text's default size (`CTFontCreateWithName`
    /// takes 0 as 12 pt). Uncertain: SwiftUI's documentation does not say what `.system(size: 0)` draws.
    public static let zeroSizeStandIn = 12.0

    /// The text style; nil with a size: `.system(size:)`.
    public var style: TextStyle?
    /// The size of `.system(size:)`.
    public var size: Double?
    /// `.weight(…)`, `.bold()`, `.fontWeight(…)`; nil: the style's own.
    public var weight: FontWeight?
    /// `.monospaced()` / `design: .monospaced`.
    public var monospaced = false
    /// `design: .rounded` / `.serif` (`.system(…, design:)`, `.fontDesign(_:)`); `.monospaced` is ``monospaced``.
    public var design: FontDesign = .standard
    /// `.italic()`: Inter's italic of the weight.
    public var italic = false
    /// `.monospacedDigit()`: tabular figures.
    public var tabularDigits = false
    /// `.tracking(_:)`, `.kerning(_:)`: points between characters.
    public var tracking = 0.0
    /// `.lineSpacing(_:)`: points added between wrapped lines (to the baselines' pitch).
    public var lineSpacing = 0.0
    /// Whether ``weight`` was set by `.fontWeight(_:)` / `.bold()` on a view, which applies on top
    /// of a font set below it (`.font(.title2).fontWeight(.bold)` is bold), as SwiftUI's font
    /// weight environment does; a weight of the font itself (`.title.bold()`) is replaced with it.
    public var weightIsSet = false
    /// The text style a font of a given size grows with at another Dynamic Type size
    /// (`.custom(_:size:)`: `.body`; `.custom(_:size:relativeTo:)`: that style); nil: it keeps its size.
    public var relativeTo: TextStyle? = nil

    /// Creates a font.
    public init(style: TextStyle? = nil, size: Double? = nil, weight: FontWeight? = nil, monospaced: Bool = false) {
        self.style = style
        self.size = size
        self.weight = weight
        self.monospaced = monospaced
    }

    /// SwiftUI's default: `.body`.
    public static let body = ViewFont(style: .body)
}

/// `Font.Design` other than `.monospaced`: the family a text is drawn from.
public enum FontDesign: String, Hashable, Sendable, CaseIterable {
    /// `.default`: SF Pro (Inter).
    case standard
    /// `.rounded`: SF Pro Rounded (its stand-in, Quicksand).
    case rounded
    /// `.serif`: New York (its stand-in, Caladea).
    case serif
}

/// SwiftUI's text styles.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

/// Font weights, lightest first.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// A stack's alignment and spacing.
public struct StackOptions: Hashable, Sendable {
    /// The alignment: its x for a VStack, its y for an HStack, both for a ZStack.
    public var alignment: UnitPoint = .center
    /// Align an HStack's texts by their first (or last) baseline.
    public var baseline: Baseline? = nil
    /// The spacing between children; nil: the platform's default.
    public var spacing: Double? = nil
    /// A lazy grid's tracks: a `LazyVGrid`'s columns, a `LazyHGrid`'s rows (its `spacing` is
    /// between the lines of cells, its `alignment` its cells' in their tracks).
    public var gridItems: [GridItemSpec]? = nil
    /// A `ViewThatFits`'s constrained axes: whether its children's ideal width, height must fit.
    public var fitsHorizontally = true, fitsVertically = true
    /// A `Grid`'s spacing between its columns (its ``spacing`` is between its rows); nil: the platform's default.
    public var columnSpacing: Double? = nil
    /// A `GridRow`'s vertical alignment of its cells (0 top, 0.5 centre, 1 bottom), when it gives one;
    /// nil: the grid's.
    public var rowAlignment: Double? = nil

    /// Which baseline `.firstTextBaseline` or `.lastTextBaseline` aligns.
    public enum Baseline: String, Hashable, Sendable { case first, last }

    /// Creates options.
    public init(alignment: UnitPoint = .center, baseline: Baseline? = nil, spacing: Double? = nil) {
        self.alignment = alignment
        self.baseline = baseline
        self.spacing = spacing
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
/// normalised as SwiftUI does (an ideal below the minimum is raised to it, a maximum below the ideal too).
public struct FrameBounds: Hashable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?

    /// The bounds as written, normalised (OpenSwiftUI's `_FlexFrameLayout.init`).
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil) {
        let minW = minWidth.map { max($0, 0) }
        let idealW = idealWidth.map { max(minW ?? 0, $0) }
        self.minWidth = minW
        self.idealWidth = idealW
        self.maxWidth = maxWidth.map { max(idealW ?? 0, $0) }
        let minH = minHeight.map { max($0, 0) }
        let idealH = idealHeight.map { max(minH ?? 0, $0) }
        self.minHeight = minH
        self.idealHeight = idealH
        self.maxHeight = maxHeight.map { max(idealH ?? 0, $0) }
    }
}

/// A control, drawn in a neutral style of its platform that a reader recognises.
public enum ControlView: Hashable, Sendable {
    /// `Button("Title") { … }`: its action runs only in program boards (``ControlHandle``). A label
    /// written as views that are more than one plain `Text` (`Text("Go").padding().background(…)`,
    /// an image and a text) is `label`, laid out and drawn as the button's content.
    case button(title: String, action: ControlHandle? = nil, label: ViewNode? = nil)
    /// `Toggle("Title", isOn: …)`, and the binding it writes in a program.
    case toggle(title: String, isOn: Bool, binding: ControlHandle? = nil)
    /// `TextField("Title", text: …, prompt: …)`: its text, or its prompt (or title) in grey when empty;
    /// and the binding it writes in a program.
    case textField(title: String, text: String, prompt: String?, binding: ControlHandle? = nil)
    /// `ProgressView()` (a spinner) or `ProgressView(value:)` (a bar).
    case progress(value: Double?)
    /// `Image(systemName:)`: SF Symbols are not on Linux; a neutral placeholder of the symbol's size
    /// (`.resizable()`: of the size it is offered). `Image("photo")` (`asset`): an image in the
    /// app's assets, which a board cannot read; a neutral picture placeholder of
    /// ``Platform/assetImageSize`` (`.resizable()`: of the size it is offered).
    case image(systemName: String, resizable: Bool = false, asset: Bool = false)
    /// `Image("Logo")` (`Image(uiImage: UIImage(named: "Logo")!)`) of an image set the board's asset
    /// catalogue holds: the picture, of its size in points (`.resizable()`: of the size it is offered).
    case picture(SceneImage, resizable: Bool = false)
    /// A UIKit or AppKit view the app wraps (`struct MapView: UIViewRepresentable`): such views do
    /// not exist on Linux; a neutral placeholder of the size offered, named in the dump by its type.
    case platformView(type: String)
    /// `Slider(value: …, in: …)`: where its value sits in its range, 0…1 (its label is not drawn,
    /// as on iOS).
    case slider(fraction: Double)
    /// `Stepper("Title", value: …, in: …)` or `Stepper(…, onIncrement:, onDecrement:)`: its title
    /// beside a − and + control.
    case stepper(title: String)
    /// `TextEditor(text: …)`: the text, wrapped, in the room it is offered.
    case textEditor(text: String)

    /// The kind's name in identities and the dump.
    public var kindName: String {
        switch self {
        case .button: "Button"
        case .toggle: "Toggle"
        case .textField: "TextField"
        case .progress: "ProgressView"
        case .image, .picture: "Image"
        case let .platformView(type): type
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .textEditor: "TextEditor"
        }
    }
}

/// What a program's control acts on: a `Button`'s action or a `Toggle`'s or `TextField`'s
/// binding, as the interpreter made it (compared by identity).
public struct ControlHandle: Hashable, Sendable {
    package let value: OpaqueValue
}

/// `.onChange(of:initial:_:)` as a program's body made it: the watched value (as it prints, and
/// as written, to hand to the action) and the action's closure.
public struct OnChangeAction: Hashable, Sendable {
    /// The value as it prints: two evaluations differ exactly when this does.
    public var value: String
    /// The value as the interpreter wrote it into the body.
    package let expression: Expr
    /// The action (`{ oldValue, newValue in … }`, `{ newValue in … }` or `{ … }`).
    package let action: ControlHandle?
    /// Its parameters, 0 to 2.
    package let parameters: Int
    /// `initial: true`: it also runs when the view first appears.
    public var initial: Bool
}

/// `.onAppear { … }` or `.onAppear(perform: load)` as a program's body made it: the action a
/// program board runs when the view appears.
public struct AppearAction: Hashable, Sendable {
    /// The action (a closure, or a function named by reference).
    package let action: ControlHandle?
}

/// The styles of controls set by `.buttonStyle(_:)`, `.toggleStyle(_:)`, `.textFieldStyle(_:)`.
public struct ControlStyles: Hashable, Sendable {
    /// `automatic` (iOS: borderless; macOS: bordered), `plain`, `borderless`, `bordered`, `borderedProminent`.
    public var button = "automatic"
    /// `.buttonBorderShape(_:)`: a bordered button's bezel — `automatic` (the platform's corner
    /// radius), `capsule`, `circle`, `roundedRectangle` or `roundedRectangle:<radius>`.
    public var buttonBorderShape = "automatic"
    /// `automatic` (iOS: switch; macOS: checkbox), `switch`, `checkbox`, `button`.
    public var toggle = "automatic"
    /// `automatic`, `plain`, `roundedBorder`.
    public var textField = "automatic"
    /// `.listStyle`: `automatic` (iOS: inset grouped; macOS: plain), `plain`, `grouped`, `insetGrouped`, `inset`, `sidebar`.
    public var list = "automatic"
    /// `.scrollContentBackground(.hidden)`: a List drawn without its background.
    public var listBackgroundHidden = false
    /// `.listSectionSpacing(_:)`: the gap between a grouped List's sections; nil: the platform's.
    public var listSectionSpacing: Double? = nil
    /// `.lineLimit(_:)`: the most lines a text shows.
    public var lineLimit: Int? = nil
    /// `.disabled(true)`: controls drawn dimmed.
    public var isDisabled = false
    /// `.labelsHidden()`: toggles drawn without their titles.
    public var labelsHidden = false
    /// `.scrollClipDisabled()`: scroll views below drawn without clipping their content.
    public var scrollClipDisabled = false
    /// `.environment(\.colorScheme, .dark)`, `.colorScheme(.dark)`: the appearance the views below
    /// are drawn in; nil: the board's.
    public var colorScheme: String? = nil
    /// The `.animation` and `.transaction` modifiers above, outermost first.
    package var scope: [ScopeModifier] = []
    /// How texts below change their strings (`.contentTransition`).
    package var contentTransition: ContentTransition = .opacity
    /// `.multilineTextAlignment`: how a wrapped text's lines align.
    public var textAlignment: TextAlignment = .leading
    /// `.tint`: the accent of the controls below; nil: the platform's (`accentColor`).
    public var tint: Tint? = nil
    /// `.imageScale`: the symbols' size relative to their font.
    public var imageScale: ImageScale = .medium
    /// `.symbolRenderingMode`: how the symbols colour their layers; nil: SwiftUI's default.
    public var symbolRenderingMode: SymbolRenderingMode? = nil
    /// `.symbolVariant`: the variant the symbols take (`fill`, `circle.fill`); nil: none.
    public var symbolVariant: String? = nil
    /// The secondary style of `.foregroundStyle(_:_:)`: a symbol's second layer; nil: none given.
    public var secondaryStyle: Tint? = nil
    /// `.textCase`: texts shown upper- or lowercased; nil: as written.
    public var textCase: TextCase? = nil
    /// `.minimumScaleFactor`: the smallest fraction of its font a text shrinks to where it does
    /// not fit its lines (1: it does not shrink).
    public var minimumScaleFactor = 1.0
    /// The lines a text keeps room for (`.lineLimit(3...6)`, `reservesSpace: true`); 0: only its own.
    public var reservedLines = 0
    /// `.strikethrough()`: a line through the texts below.
    public var strikethrough = false
    /// `.underline()`: a line under the texts below.
    public var underline = false
    /// `.dynamicTypeSize(_:)`: the text size the texts below take their styles' points at.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Of a `Text` joined from pieces styled apart (`Text + Text`, Markdown), the pieces as laid out
    /// (set on the text's own node, never inherited); empty: one style.
    package var textRuns: [StyledTextRun] = []
    /// How the texts below are drawn beyond font and colour.
    package var textLook: TextLook { TextLook(lineAlignment: textAlignment, strikethrough: strikethrough, underline: underline) }
    /// Creates styles.
    public init() {}
}



/// A scrolling container.
public enum ScrollContainer: Hashable, Sendable {
    /// `ScrollView(.vertical)` or `ScrollView(.horizontal)`.
    case scrollView(vertical: Bool)
    /// `List`: rows stacked vertically with the platform's insets, minimum height and separators.
    case list

    /// The kind's name in identities and the dump.
    public var kindName: String {
        switch self {
        case .scrollView: "ScrollView"
        case .list: "List"
        }
    }
}

/// A `GeometryReader`'s content: the view its closure builds for the reader's frame in its
/// window — its size, and its place for `frame(in: .global)` (compared by identity).
public final class GeometryContent: Hashable, @unchecked Sendable {
    /// The content's expression for a frame and the frames of the coordinate spaces around it, in
    /// window points (the closure run by the interpreter).
    package let expression: @Sendable (Rect, [String: Rect]) throws(ExpressionError) -> Expr
    /// The evaluator that reads it (set once the tree it is in is read).
    package var evaluator: ViewEvaluator?

    /// A view SwiftUI builds for its size itself (a `Chart`'s marks and axes, ``ChartLowering``), made
    /// without the interpreter; nil for a `GeometryReader`'s closure.
    package let native: (@Sendable (Size) -> ViewNode)?

    package init(_ expression: @escaping @Sendable (Rect, [String: Rect]) throws(ExpressionError) -> Expr) {
        self.expression = expression
        native = nil
        chart = nil
    }

    /// The chart it draws, when it is a Swift Charts `Chart` (its modifiers make it again).
    package let chart: ChartSpec?

    /// What the dump calls it: `Chart` or `GeometryReader`.
    package var kindName: String { chart == nil ? "GeometryReader" : "Chart" }

    /// Content SwiftUI itself places for the reader's size (a tab's badge on its icon); `chart` when it is a chart's.
    package init(native: @escaping @Sendable (Size) -> ViewNode, chart: ChartSpec? = nil) {
        self.native = native
        self.chart = chart
        // Never read: `make` uses `native`.
        expression = { _, _ throws(ExpressionError) in Expr(.identifier("EmptyView"), range: .at(0)) }
    }

    /// A `Chart`: its marks and axes drawn for the size it is given (``ChartLowering``).
    package convenience init(chart: ChartSpec) {
        self.init(native: { size in ChartLowering.node(chart, size) }, chart: chart)
    }

    /// The content for the reader's frame in its window, the named coordinate spaces around it
    /// at `spaces` (``CoordinateSpaceName``).
    package func make(_ frame: Rect, spaces: [String: Rect] = [:]) throws -> ViewNode {
        if let native { return native(frame.size) }
        guard let evaluator else { throw LayoutError.tooDeep(0) }
        return try evaluator.evaluateRead(try expression(frame, spaces))
    }

    /// What the last layout made: the content for the reader's frame then (its controls' actions
    /// see the reader's real size, `proxy.size` in a slider's `onChanged`), nil before any layout.
    package var laidOut: ViewNode? {
        lock.lock()
        defer { lock.unlock() }
        return made
    }

    /// The content for `frame`, kept as what the layout made (``laidOut``).
    package func makeForLayout(_ frame: Rect, spaces: [String: Rect] = [:]) throws -> ViewNode {
        let view = try make(frame, spaces: spaces)
        lock.lock()
        made = view
        lock.unlock()
        return view
    }

    private var made: ViewNode?
    private let lock = NSLock()

    public static func == (a: GeometryContent, b: GeometryContent) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
