import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A view laid out: where it is and what it draws.
package struct PlacedView: Sendable {
    /// Its identity path.
    package var id: String
    /// The view it is laid out in, nil for the root.
    package var parent: String?
    /// What it is.
    package var kind: LayoutTree.Kind
    /// Its layout frame.
    package var frame: Rect
    /// The render effects above it (`.offset`, `.scaleEffect`, `.rotationEffect`, a
    /// `GeometryEffect`) as written, innermost first.
    package var chain: EffectChain
    /// The product of the `.opacity` effects above it.
    package var opacity: Double
    /// Its texts' font.
    package var font: FontSpec
    /// Its foreground style; nil: primary.
    package var foreground: Tint?
    /// The stack axis it is laid out along.
    package var axis: Axis?
    /// The styles of its controls.
    package var styles = ControlStyles()
    /// The clips above it, outermost first.
    package var clips: [LeafClip] = []
    /// A control's title measured on one line.
    package var textSize = Size(0, 0)
    /// The most lines a `Text` shows (its `.lineLimit`, or what fits its height); nil: all.
    package var maxLines: Int? = nil
    /// The transition trait it carries (`.transition(_:)`), nil: none written (the default `.opacity`).
    package var transition: Transition? = nil
    /// Its `.matchedGeometryEffect` key, if any.
    package var match: String? = nil
    /// The frame of the view with its modifiers (`.padding`, `.frame`, `.background`): what a
    /// transition acts on; nil: its own.
    package var outerFrame: Rect? = nil
    /// The radius of the `.blur` effects above it (nested blurs combined), 0: none.
    package var blur = 0.0
    /// The `.shadow`s above it, innermost first.
    package var shadows: [Shadow] = []
    /// The compositing groups it is in, outermost first: each casts the shadows above it as one
    /// picture of its views (``Group``).
    package var groups: [Group] = []
    /// The colour effects above it, innermost first: every colour it draws is transformed by
    /// them, in that order (``ColorEffect``).
    package var colorEffects: [ColorEffect] = []
    /// `.blendMode(_:)`: how it is drawn onto what is behind it.
    package var blendMode = BlendMode.normal
    /// The `.mask { … }`s above it, outermost first: it is drawn only where each mask's views are
    /// opaque, as much as they are.
    package var masks: [Mask] = []

    /// An alpha mask: the mask view's views as laid out (in board points, like the view's own frame).
    package struct Mask: Sendable {
        package var views: [PlacedView]
    }
    /// How many of its `.animation`/`.transaction` modifiers are outside its innermost `.opacity`
    /// (nil: all — its own transaction fades it).
    package var opacityDepth: Int? = nil

    /// A `.compositingGroup()` and the `.shadow`s above it (innermost first), which its views cast
    /// together: the first view drawn in the group carries them.
    package struct Group: Hashable, Sendable {
        package var id: String
        package var shadows: [Shadow]
    }

    /// A `.shadow` as written: its colour resolved when drawn (nil: SwiftUI's default).
    package struct Shadow: Hashable, Sendable {
        package var color: Tint?
        package var radius: Double
        package var x: Double, y: Double
        /// The clips above it (they cut the shadow).
        package var clips: [LeafClip]
    }

    /// The map of its render effects from its layout coordinates to where it is drawn.
    package var transform: Homography { chain.homography }

    /// The render effects, nil when there are none.
    package var effects: EffectChain? { chain.isEmpty ? nil : chain }

    /// The kind's name in the dump: `Text`, `HStack`, `RoundedRectangle`, `Tile`, ….
    package var kindName: String {
        switch kind {
        case .text: "Text"
        case let .shape(s): s.custom?.name ?? s.kind.rawValue
        case .tile: "Tile"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .empty: "EmptyView"
        case let .control(c): c.kindName
        case let .stack(k, _): k.rawValue
        case let .scroll(container, _): container.kindName
        case let .geometryReader(g): g.kindName
        default: "Modifier"
        }
    }

    /// The string a `Text` or `Tile` shows; a control's title (a text field's text or prompt);
    /// an image's symbol name.
    package var text: String? {
        switch kind {
        case let .text(s), let .tile(s): s
        case let .control(c):
            switch c {
            case let .button(title, _, _), let .toggle(title, _, _), let .stepper(title): title
            case let .textField(title, text, prompt, _): text.isEmpty ? (prompt ?? title) : text
            case let .textEditor(text): text
            case .progress, .slider, .platformView: nil
            case let .image(name, _, _): name
            case .picture: nil
            }
        default: nil
        }
    }

    /// Whether a text field shows its prompt (it is empty); nil for other views.
    package var isPrompt: Bool? {
        if case let .control(.textField(_, text, _, _)) = kind { return text.isEmpty }
        return nil
    }

    /// The asset a picture shows (`Image("Logo")` from the app's catalogue); nil for other views.
    package var image: String? {
        if case let .control(.picture(image, _)) = kind { return image.name }
        return nil
    }

    /// The SF Symbol an `Image(systemName:)` shows (its `.symbolVariant` applied) and its
    /// stand-in's name (nil: none, a placeholder is drawn); nil for other views.
    package var symbol: (name: String, standIn: String?)? {
        guard case let .control(.image(name, _, false)) = kind else { return nil }
        let shown = styles.symbol(name)
        return (shown.name, shown.standIn?.name)
    }

    /// A toggle's state; nil for other views.
    package var isOn: Bool? {
        if case let .control(.toggle(_, on, _)) = kind { return on }
        return nil
    }
}
