import BoardModel
/// One view of a board at an instant, as the scene dump lists it (docs/programs.md §5): its
/// identity, where its layout puts it, where its effects and transitions move it, how
/// opaque it is, and what it shows.
public struct SceneView: Hashable, Sendable {
    /// The view's identity: a structural path (`row/HStack/Text[0]`), stable across states.
    public var id: String
    /// The identity of the view it is laid out in; nil for a root.
    public var parent: String?
    /// `Text`, `HStack`, `RoundedRectangle`, `Tile`, `Row`, `TextField`, ….
    public var kind: String
    /// The panel it belongs to (panel boards), nil otherwise.
    public var panel: String?
    /// Where it is in its life.
    public var phase: ViewPhase
    /// Its layout frame in board points, before render effects and transitions.
    public var frame: Rect
    /// Its corners (top-left, top-right, bottom-right, bottom-left) after every effect and transition.
    public var quad: [Point]
    /// Its effective opacity (the product down the tree, transitions included).
    public var opacity: Double
    /// The rectangle it is clipped to; nil: unclipped.
    public var clip: Rect?
    /// What a `Text` (or a tile, row, control) shows; nil for a view without text.
    public var text: String?
    /// A text field showing its prompt (it is empty): true; nil for other views.
    public var prompt: Bool? = nil
    /// A toggle's state; nil for other views.
    public var isOn: Bool? = nil
    /// The asset an image shows (`Image("Logo")` drawn from the app's catalogue); nil for other views.
    public var image: String? = nil
    /// The SF Symbol an `Image(systemName:)` shows; nil for other views.
    public var symbol: String? = nil
    /// The Material icon standing in for ``symbol`` (`favorite`; an enclosed symbol's enclosure
    /// and content, `circle + settings`); nil where none does and a placeholder is drawn.
    public var standIn: String? = nil

    /// Creates a listed view.
    public init(id: String, parent: String?, kind: String, panel: String? = nil, phase: ViewPhase, frame: Rect,
                quad: [Point], opacity: Double, clip: Rect?, text: String? = nil) {
        self.id = id
        self.parent = parent
        self.kind = kind
        self.panel = panel
        self.phase = phase
        self.frame = frame
        self.quad = quad
        self.opacity = opacity
        self.clip = clip
        self.text = text
    }

    package var jsonValue: JSONValue {
        var extra: [(String, JSONValue)] = []
        if let prompt { extra.append(("prompt", .bool(prompt))) }
        if let isOn { extra.append(("isOn", .bool(isOn))) }
        if let image { extra.append(("image", .string(image))) }
        if let symbol { extra += [("symbol", .string(symbol)), ("standIn", standIn.map(JSONValue.string) ?? .null)] }
        return .object([
            ("id", .string(id)),
            ("parent", parent.map(JSONValue.string) ?? .null),
            ("kind", .string(kind)),
            ("panel", panel.map(JSONValue.string) ?? .null),
            ("phase", .string(phase.rawValue)),
            ("frame", frame.jsonValue),
            ("quad", .array(quad.map { .array([.number($0.x), .number($0.y)]) })),
            ("opacity", .number(opacity)),
            ("clip", clip.map(\.jsonValue) ?? .null),
            ("text", text.map(JSONValue.string) ?? .null),
        ] + extra)
    }
}
