import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// A scene taken apart into the elements the animated SVG keeps from sample to sample,
/// each under a key that is stable across samples (a cell's panel and name, a text's
/// string and font), with what it shows at this sample.
///
/// "Flat" elements are drawn under every tile, in board points (boxes, the header and
/// status texts, slots, captions); tiles are groups mapped by their homography, their
/// shapes and texts in tile points. Only what the painter would draw is listed: a tile that
/// is not drawable, a text at opacity ≤ 1e-4, are absent.
package struct SVGFrame {
    /// A text placed by its baseline's left end.
    package struct PlacedText: Equatable {
        package var origin: Point
        package var opacity: Double
        /// Its colour: animated, not part of the key (a `.brightness` or a `foregroundStyle`
        /// that animates changes it every sample).
        package var color: Color
        /// A view text's render effects (tile points); nil: none.
        package var transform: Homography? = nil
    }

    /// How a rounded rectangle is painted.
    package struct RectStyle: Hashable {
        package var fill: Color?
        package var stroke: Color?
        package var radius: Double
        /// A view shape's stroke width in tile points (nil: a 1-pixel hairline).
        package var lineWidth: Double? = nil
        /// A gradient filling the shape in place of `fill` (with `strokesGradient`, its outline in place of `stroke`).
        package var gradient: ShapeGradient? = nil
        package var strokesGradient = false
        /// How a trimmed outline's ends and the outline's corners are drawn.
        package var lineCap: LineCap = .butt
        package var lineJoin: LineJoin = .miter
        /// The outline's dashes and their phase (empty: solid).
        package var dash: [Double] = []
        package var dashPhase: Double = 0
    }

    /// A text element: its owner (a cell's key, or "" for the board), string, font, colour,
    /// and which occurrence of the same it is.
    package struct TextKey: Hashable {
        package var owner: String
        package var text: String
        package var font: FontSpec
        /// The width a tile label was shortened to with `…` (nil: drawn whole).
        package var maxWidth: Double? = nil
        /// A view's `Text`: the width its lines wrap at (nil: one line).
        package var wrapWidth: Double? = nil
        /// A view's `Text`: the most lines it shows.
        package var maxLines: Int? = nil
        /// A view's `Text`: how its lines align, and its lines through or under it.
        package var look = TextLook()
        package var occurrence: Int
    }

    /// An element under the tiles.
    package enum FlatKey: Hashable {
        case rect(owner: String, style: RectStyle, occurrence: Int)
        case text(TextKey)
    }

    /// What a flat element shows.
    package enum FlatState {
        case rect(Rect)
        case text(PlacedText)
    }

    /// A tile at this sample.
    package struct Tile {
        package var transform: Homography
        package var size: Size
        package var opacity: Double
        package var blur: Double
        /// `.blendMode`: how it is drawn onto what is behind it.
        package var cellClip: Rect?
        package var frameClips: [[Point]]
        /// The narrower clip of its texts where an edge cuts the tile (``TileScene/labelClip``);
        /// nil when it is the tile's own clip.
        package var labelClip: Rect?
        /// The shapes by index (a shape's paint may change: a toggle's track colour animates).
        package var shapes: [TileShape]
        package var texts: [(key: TextKey, placed: PlacedText)]
        /// Where it can paint, in board points (for the drawing order).
        package var bounds: Rect
        /// `.blendMode`: how it is drawn onto what is behind it.
        package var blend: BlendMode = .normal
        /// Its alpha masks (`.mask { … }`), outermost first: each its shapes and texts, in tile points.
        package var masks: [Tile] = []
    }

    /// The flat elements, back to front.
    package var flat: [(key: FlatKey, state: FlatState)] = []
    /// The drawable tiles by cell key, back to front.
    package var tiles: [(key: String, tile: Tile)] = []

    /// Takes `scene` apart; `scale` decides drawability exactly as the painter does.
    package init(_ scene: Scene, glyphs: GlyphOutlines, scale: Double) {
        var textCounts: [TextKey: Int] = [:], rectCounts: [RectStyle: Int] = [:]
        func text(_ t: SceneText, owner: String) {
            guard t.opacity > 1e-4 else { return }
            let (_, origin) = ScenePainter.place(t, engine: glyphs.engine)
            var key = TextKey(owner: owner, text: t.text, font: t.font, occurrence: 0)
            key.occurrence = textCounts[key, default: 0]
            textCounts[key] = key.occurrence + 1
            flat.append((.text(key), .text(PlacedText(origin: origin, opacity: min(t.opacity, 1), color: t.color))))
        }
        for box in scene.boxes {
            let style = RectStyle(fill: box.fill, stroke: box.stroke, radius: box.cornerRadius)
            let n = rectCounts[style, default: 0]
            rectCounts[style] = n + 1
            flat.append((.rect(owner: "", style: style, occurrence: n), .rect(box.rect)))
        }
        for t in scene.texts { text(t, owner: "") }
        let keys = Self.cellKeys(scene)
        for (cell, key) in zip(scene.cells, keys) {
            if let fill = cell.slotFill {
                let style = RectStyle(fill: fill, stroke: cell.slotStroke ?? fill, radius: BoardLayout.cornerRadius)
                flat.append((.rect(owner: key, style: style, occurrence: 0), .rect(cell.slot)))
            }
            for t in cell.captionTexts { text(t, owner: key) }
        }
        for (cell, key) in zip(scene.cells, keys) {
            guard let tile = cell.tile, ScenePainter.isDrawable(tile, scale: scale) else { continue }
            tiles.append((key, Self.tile(tile, owner: key, glyphs: glyphs)))
        }
    }

    /// A key per cell, stable across samples: panel and name (controls apart), made unique.
    package static func cellKeys(_ scene: Scene) -> [String] {
        var seen: [String: Int] = [:]
        return scene.cells.map { cell in
            var key = (cell.panel.map { $0 + "/" } ?? "") + cell.name + (cell.isControl ? "/control" : "")
            let n = seen[key, default: 0]
            seen[key] = n + 1
            if n > 0 { key += "#\(n)" }
            return key
        }
    }

    private static func tile(_ tile: TileScene, owner: String, glyphs: GlyphOutlines) -> Tile {
        var counts: [TextKey: Int] = [:]
        var texts: [(key: TextKey, placed: PlacedText)] = []
        for t in tile.texts where t.opacity > 1e-4 {
            let (layout, origin) = ScenePainter.place(t, in: tile.size, engine: glyphs.engine)
            let maxWidth = layout.isEllipsized ? t.labelRoom(in: tile.size) : nil
            var key = TextKey(owner: owner, text: t.text, font: t.font, maxWidth: maxWidth, wrapWidth: t.wrapWidth,
                              maxLines: t.maxLines, look: t.look, occurrence: 0)
            key.occurrence = counts[key, default: 0]
            counts[key, default: 0] += 1
            texts.append((key, PlacedText(origin: origin, opacity: min(t.opacity, 1), color: t.color, transform: t.transform)))
        }
        var bounds = Rect.bounding(tile.quad)
        if let clip = tile.clip { bounds = bounds.intersection(clip) }
        let masks = tile.masks.enumerated().map { k, m in
            var masking = tile
            masking.shapes = m.shapes
            masking.texts = m.texts
            masking.masks = []
            return Self.tile(masking, owner: owner + "/mask\(k)", glyphs: glyphs)
        }
        return Tile(transform: tile.transform, size: tile.size, opacity: min(tile.opacity, 1), blur: tile.blurRadius,
                    cellClip: tile.cellClip, frameClips: tile.frameClips,
                    labelClip: tile.labelClip == tile.clip ? nil : tile.labelClip, shapes: tile.shapes, texts: texts,
                    bounds: bounds, blend: tile.blendMode, masks: masks)
    }

    /// What must not be interpolated across: which elements exist, and how tiles are clipped.
    package var signature: Int {
        var h = Hasher()
        for (key, _) in flat { h.combine(key) }
        for (key, tile) in tiles {
            h.combine(key)
            h.combine(tile.cellClip == nil)
            h.combine(tile.frameClips.count)
            for s in tile.shapes { h.combine(s.fill == nil); h.combine(s.stroke == nil); h.combine(s.gradient == nil) }
            for t in tile.texts { h.combine(t.key) }
            h.combine(tile.masks.count)
        }
        return h.finalize()
    }
}
