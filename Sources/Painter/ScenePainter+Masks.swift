import BoardModel
import BoardScene
import CCairo
/// Alpha masks (`.mask { … }` of views): a tile drawn as one picture, then painted through the
/// alpha of each mask's shapes and texts, drawn in the tile's coordinates and transform.
extension ScenePainter {
    /// Draws `tile` (its shapes and texts, `projected` when tilted) through its masks, at its
    /// opacity and with its blend.
    package func drawMasked(_ tile: TileScene, projected: ProjectedShape?, on c: CairoContext) {
        c.pushGroup()
        c.pushGroup()
        drawShape(tile, projected: projected, on: c)
        var content = c.popGroupPattern()
        for (k, mask) in tile.masks.enumerated() {
            var m = tile
            m.shapes = mask.shapes
            m.texts = mask.texts
            m.shadows = []
            c.pushGroup()
            drawShape(m, projected: projected == nil ? nil : projectedShape(m), on: c)
            let alpha = c.popGroupPattern()
            let last = k == tile.masks.count - 1
            if !last { c.pushGroup() }
            c.paint(content, through: alpha)
            if !last { content = c.popGroupPattern() }
        }
        c.popGroup(alpha: tile.opacity, blend: tile.blendMode)
    }
}

/// A cairo pattern owned by Swift (a group popped as a source or a mask).
package final class CairoPattern {
    package let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { cairo_pattern_destroy(pointer) }
}

extension CairoContext {
    /// Ends the group and returns what it drew, as a pattern.
    package func popGroupPattern() -> CairoPattern {
        CairoPattern(cairo_pop_group(pointer))
    }

    /// Paints `source` where `mask` is opaque, as much as it is.
    package func paint(_ source: CairoPattern, through mask: CairoPattern) {
        cairo_save(pointer)
        cairo_set_source(pointer, source.pointer)
        cairo_mask(pointer, mask.pointer)
        cairo_restore(pointer)
    }
}
