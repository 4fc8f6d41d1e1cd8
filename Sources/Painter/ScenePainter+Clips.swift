import BoardModel
import BoardScene
import Files
/// Clips inside a tile: a view's `.clipped()`, `.clipShape(_:)` and `.cornerRadius(_:)` cut
/// what the views under it draw.
extension ScenePainter {
    /// Narrows the clip to every one of `clips` (tile points). With `projection`, the outlines
    /// are flattened and mapped through it (a projected tile, drawn in board points); without,
    /// the context already maps tile points.
    package func clip(to clips: [LeafClip], projection: Homography?, on c: CairoContext) {
        for clip in clips {
            let outline = clip.outline
            c.newPath()
            if let h = projection {
                c.outline(outline)
                let m = outline.transform.map { $0.followed(by: h) } ?? h
                let polygons = c.flattenedPath(tolerance: 0.05 / max(scale, 1e-3)).map { $0.map(m.apply) }
                c.newPath()
                for polygon in polygons { c.polygon(polygon) }
            } else if let t = outline.transform {
                c.save()
                c.transform(affine: t)
                c.outline(outline)
                c.restore()
            } else {
                c.outline(outline)
            }
            c.clip()
        }
    }
}
