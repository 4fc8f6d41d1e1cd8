import BoardModel
/// `#Preview("Name", traits: .sizeThatFitsLayout) { … }`: a preview a Swift file declares at its
/// top level, lowered as it is written — its name, its traits and its body's statements — so that
/// the interpreter can run the body as a root view (docs/board-format.md, "Previews").
///
/// ```swift
/// #Preview("Dark", traits: .fixedLayout(width: 375, height: 120)) {
///     @Previewable @State var isOn = true
///     SettingsRow(isOn: $isOn)
///         .preferredColorScheme(.dark)
/// }
/// ```
public struct PreviewMacro: Hashable, Sendable {
    /// The name written first (`"Dark"`), if any.
    public var name: String?
    /// Where the name is (the macro's name when it has none).
    public var nameRange: SourceRange
    /// The traits as written (`.sizeThatFitsLayout`, `.fixedLayout(width: 375, height: 120)`, `.landscapeLeft`).
    public var traits: [Expr]
    /// The body: the trailing closure, or the `body:` argument.
    public var body: Expr.Closure?
    /// A widget's preview (`#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…) }`): the
    /// family as written; the body is then the widget.
    public var widgetFamily: Expr?
    /// A widget preview's timeline: its entries, the first of which is drawn.
    public var timeline: Expr.Closure?
    /// Why the preview cannot be a board's view, when it cannot (a widget's `#Preview(as:)` timeline,
    /// a name that is not a string literal).
    public var refusal: String?

    /// Creates a preview.
    public init(name: String?, nameRange: SourceRange, traits: [Expr], body: Expr.Closure?, refusal: String? = nil) {
        self.name = name
        self.nameRange = nameRange
        self.traits = traits
        self.body = body
        self.refusal = refusal
    }

    /// How it is written, without its body: `#Preview`, `#Preview("Dark")`.
    public var label: String {
        name.map { "#Preview(\(Quoting.stringLiteral($0)))" } ?? "#Preview"
    }

    package var expressions: [Expr] {
        traits + [widgetFamily].compactMap { $0 } + (body?.body ?? []).flatMap(\.expressions) + (timeline?.body ?? []).flatMap(\.expressions)
    }
}
