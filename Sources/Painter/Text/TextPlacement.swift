import BoardModel
import BoardScene
import Files
/// Where texts go: the one placement the painter, the SVG painter and the animated SVG
/// share, so every writer draws the same glyphs at the same places.
extension ScenePainter {

    /// A board text's line and its baseline origin (the logical box's left end), in board points.
    package static func place(_ text: SceneText, engine: TextEngine) -> (layout: TextLayout, origin: Point) {
        let layout = engine.layout(text.text, font: text.font)
        return (layout, Point(text.alignment.left(width: layout.width, anchor: text.baseline.x), text.baseline.y))
    }

    /// A tile text's line and its baseline origin in tile points. A line wider than the room
    /// its anchor leaves inside the tile is shortened with `…` (never clipped at both ends);
    /// vertically the line is centred on the anchor by the primary face's ascent and descent
    /// (not the word's ink, so texts with and without descenders share a baseline).
    package static func place(_ text: TileText, in size: Size, engine: TextEngine) -> (layout: TextLayout, origin: Point) {
        if let width = text.wrapWidth {
            // A view's Text: its lines from the top-left of its frame.
            let layout = engine.wrappedLayout(text.text, font: text.font, width: width, maxLines: text.maxLines, look: text.look)
            return (layout, Point(text.anchor.x, text.anchor.y + layout.frameBaseline))
        }
        var layout = engine.layout(text.text, font: text.font)
        if let room = text.labelRoom(in: size), layout.width > room {
            layout = engine.layout(text.text, font: text.font, maxWidth: room)
        }
        let (ascent, descent) = engine.extents(text.font)
        let x = text.alignment.left(width: layout.width, anchor: text.anchor.x)
        return (layout, Point(x, text.anchor.y + (ascent - descent) / 2))
    }
}
