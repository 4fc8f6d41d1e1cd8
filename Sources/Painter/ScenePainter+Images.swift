import BoardModel
import BoardScene
import CCairo

/// Pictures from the app's asset catalogues (``SceneImage``): the decoded PNG scaled into the
/// shape's rectangle, cut to its outline (the current path), at the shape's alpha.
extension ScenePainter {
    /// Paints `image` into `rect` inside the current path (which it consumes). `projection`: the
    /// path is in board points already (a 3-D tilt) and `rect` is mapped through it — the picture
    /// follows the affine map of its three corners (exact for any flat transform; under a
    /// perspective, the outline is exact and the picture inside it the affine approximation).
    package func paintImage(_ image: SceneImage, in rect: Rect, projection: Homography?, on c: CairoContext) {
        defer { c.newPath() }
        guard image.alpha > 1e-4, rect.width > 1e-6, rect.height > 1e-6,
              let decoded = try? image.source.decoded() as? DecodedImage, decoded.width > 0, decoded.height > 0,
              let surface = decoded.surface() else { return }
        defer { cairo_surface_destroy(surface) }
        func map(_ p: Point) -> Point { projection?.apply(p) ?? p }
        let p0 = map(Point(rect.minX, rect.minY)), p1 = map(Point(rect.maxX, rect.minY)), p2 = map(Point(rect.minX, rect.maxY))
        let w = Double(decoded.width), h = Double(decoded.height)
        // Pixels → user space; the pattern's matrix is its inverse.
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, (p1.x - p0.x) / w, (p1.y - p0.y) / w, (p2.x - p0.x) / h, (p2.y - p0.y) / h, p0.x, p0.y)
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS, let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_save(c.pointer)
        cairo_clip(c.pointer)
        cairo_set_source(c.pointer, pattern)
        cairo_paint_with_alpha(c.pointer, min(image.alpha, 1))
        cairo_restore(c.pointer)
    }
}
