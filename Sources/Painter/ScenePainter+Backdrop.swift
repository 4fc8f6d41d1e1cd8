import BoardModel
import BoardScene
import CCairo

/// A material's backdrop (``TileShape/backdropBlur``): what is already painted under the current
/// path, copied from the target, blurred (``BoxBlur``, σ in points × the scale) and painted back
/// inside the path — before the material's tint fills it. Raster targets only; inside a pushed
/// group (a view drawn with its opacity) the group holds none of what is behind, so nothing is
/// blurred there and the tint alone is drawn.
extension ScenePainter {
    package func paintBackdrop(sigma points: Double, on c: CairoContext) {
        let cr = c.pointer
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_get_target(cr) == target else { return }
        let sigma = points * scale
        // The path's extent in device pixels, with room for the blur, within the target.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        var xs: [Double] = [], ys: [Double] = []
        for (ux, uy) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
            var x = ux, y = uy
            cairo_user_to_device(cr, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        let pad = (3 * sigma).rounded(.up)
        let width = Double(cairo_image_surface_get_width(target)), height = Double(cairo_image_surface_get_height(target))
        let left = max(0, (xs.min()! - pad).rounded(.down)), top = max(0, (ys.min()! - pad).rounded(.down))
        let right = min(width, (xs.max()! + pad).rounded(.up)), bottom = min(height, (ys.max()! + pad).rounded(.up))
        guard right > left, bottom > top, let w = Int(exactly: right - left), let h = Int(exactly: bottom - top), w * h < 64_000_000,
              let copy = try? CairoSurface.image(width: w, height: h), let copier = cairo_create(copy.pointer) else { return }
        cairo_surface_flush(target)
        cairo_set_source_surface(copier, target, -left, -top)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_destroy(copier)
        BoxBlur.blur(surface: copy, sigma: sigma)
        // Painted back inside the path, pixel for pixel where it was taken.
        cairo_save(cr)
        cairo_clip_preserve(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, copy.pointer, left, top)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
