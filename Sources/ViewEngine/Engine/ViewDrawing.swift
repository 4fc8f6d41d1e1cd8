import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// What a laid-out view tree draws: its leaves (tiles, shapes, texts) in the coordinates
/// of the item that carries them, colours resolved in the board's theme.
package struct ViewDrawing: Hashable, Sendable {
    /// The leaves, back to front.
    package var leaves: [Leaf]
    /// The view's `.blur` radius (with the blurs above it), 0: sharp. It blurs the whole tile.
    package var blur = 0.0
    /// The render effects on the view itself (a container's too, which draws no leaf): where
    /// its corners are drawn, for the scene dump's quad.
    package var effects: EffectChain? = nil
    /// The shadows the view casts (`.shadow`), colours resolved, innermost first.
    package var shadows: [TileShadow] = []
    /// The view's own opacity: the product of the `.opacity` modifiers above it (its leaves
    /// carry it already; the scene dump reports it, for a container too).
    package var opacity = 1.0
    /// How many of the view's `.animation`/`.transaction` modifiers are outside its innermost
    /// `.opacity` (nil: all): its leaves' opacities and ``opacity`` animate with their transaction.
    package var opacityDepth: Int? = nil
    /// `.blendMode(_:)`: how the view is drawn onto what is behind it.
    package var blendMode = BlendMode.normal
    /// The `.mask { … }`s above the view, outermost first: each a drawing of the mask's views in
    /// the same coordinates, whose alpha the view keeps (drawn as in the state shown: a mask's own
    /// changes are not animated).
    package var masks: [ViewDrawing] = []

    /// One drawn view.
    package enum Leaf: Hashable, Sendable {
        /// A `Tile`: a rounded rectangle in its tint, its label centred.
        case tile(label: String, tint: Color, rect: Rect, opacity: Double, effects: EffectChain? = nil, clips: [LeafClip] = [])
        /// A shape or colour (its `transform` left nil: its render effects are `effects`).
        case shape(TileShape, opacity: Double, effects: EffectChain? = nil)
        /// A `Text`, wrapped to its frame's width.
        case text(String, font: FontSpec, color: Color, rect: Rect, opacity: Double, effects: EffectChain? = nil, clips: [LeafClip] = [],
                  maxLines: Int? = nil, look: TextLook = TextLook())
    }

    /// The text slots (texts and tile labels), in order: what each shows, and a line through or
    /// under it (drawn with the glyphs, so a change of it is a content change, cross-faded like a
    /// new string).
    private var slots: [(string: String, signature: String)] {
        leaves.compactMap { leaf in
            switch leaf {
            case let .tile(label, _, _, _, _, _): (label, label)
            case let .text(s, _, _, _, _, _, _, _, look):
                (s, look.strikethrough || look.underline ? "\(s)|\(look.strikethrough)|\(look.underline)" : s)
            case .shape: nil
            }
        }
    }

    /// The strings of the text slots, in order.
    package var strings: [String] { slots.map(\.string) }

    /// What text slot `slot` shows, a line through or under it included.
    package func signature(slot: Int) -> String {
        let all = slots
        return slot < all.count ? all[slot].signature : ""
    }

    /// The leaves moved by (dx, dy) (into the coordinates of a tile inset in the item); their
    /// effects, which act in the item's coordinates, are conjugated by the move.
    package func offsetBy(_ dx: Double, _ dy: Double) -> ViewDrawing {
        func moved(_ t: EffectChain?) -> EffectChain? { t?.offsetBy(dx, dy) }
        var result = ViewDrawing(leaves: leaves.map { leaf in
            switch leaf {
            case let .tile(label, tint, rect, o, t, c):
                .tile(label: label, tint: tint, rect: rect.offsetBy(dx, dy), opacity: o, effects: moved(t),
                      clips: c.map { $0.offsetBy(dx, dy) })
            case let .shape(shape, o, t):
                .shape({ var s = shape; s.rect = s.rect.offsetBy(dx, dy); s.gradient = s.gradient?.offsetBy(dx, dy)
                         s.path = s.path?.map { g in g.with(g.points.map { Point($0.x + dx, $0.y + dy) }) }
                         s.clips = s.clips.map { $0.offsetBy(dx, dy) }; return s }(), opacity: o, effects: moved(t))
            case let .text(s, font, color, rect, o, t, c, n, a):
                .text(s, font: font, color: color, rect: rect.offsetBy(dx, dy), opacity: o, effects: moved(t),
                      clips: c.map { $0.offsetBy(dx, dy) }, maxLines: n, look: a)
            }
        })
        result.blur = blur
        result.opacity = opacity
        result.opacityDepth = opacityDepth
        result.blendMode = blendMode
        result.masks = masks.map { $0.offsetBy(dx, dy) }
        result.effects = moved(effects)
        result.shadows = shadows.map { s in var s = s; s.clips = s.clips.map { $0.offsetBy(dx, dy) }; return s }
        return result
    }

    /// The shapes, in tile coordinates.
    package func shapes() -> [TileShape] {
        leaves.compactMap { leaf in
            switch leaf {
            case let .tile(_, tint, rect, o, t, c):
                { var s = TileShape(rect: rect, cornerRadius: BoardLayout.cornerRadius, fill: tint.withAlpha(o), stroke: nil)
                  s.transform = t?.transform
                  s.clips = c
                  return s }()
            case let .shape(shape, o, t):
                {
                    var s = shape
                    s.transform = t?.transform
                    return o < 1 ? s.mapColors { $0.withAlpha(o) } : s
                }()
            case .text: nil
            }
        }
    }

    /// The text of slot `slot` at `opacity`.
    package func text(slot: Int, theme: Theme, opacity: Double) -> TileText? {
        var k = 0
        for leaf in leaves {
            switch leaf {
            case let .tile(label, tint, rect, o, t, c):
                if k == slot {
                    var text = TileText(
                        text: label, font: BoardLayout.labelFont, color: theme.label(on: tint), opacity: opacity * o,
                        anchor: rect.mid, alignment: .center)
                    text.isTileLabel = true
                    text.transform = t?.transform
                    text.clips = c
                    return label.isEmpty ? nil : text
                }
                k += 1
            case let .text(s, font, color, rect, o, t, c, n, a):
                if k == slot {
                    var text = TileText(text: s, font: font, color: color, opacity: opacity * o,
                                        anchor: rect.origin, alignment: .leading)
                    text.wrapWidth = rect.width
                    text.transform = t?.transform
                    text.clips = c
                    text.maxLines = n
                    text.look = a
                    return s.isEmpty ? nil : text
                }
                k += 1
            case .shape:
                continue
            }
        }
        return nil
    }
}
