import Foundation
import BoardModel
import BoardScene
import Files
import CCairo

/// Owns a `cairo_t` drawing on a ``CairoSurface``; the calls the painter uses,
/// typed. Text is laid out by Pango (``TextEngine``), which carries its own explicit
/// font options; the context's are set too (no hinting, grey antialiasing).
package final class CairoContext {
    package let pointer: OpaquePointer
    private let surface: CairoSurface   // kept alive while drawing

    package init(_ surface: CairoSurface) throws(RenderError) {
        self.surface = surface
        guard let p = cairo_create(surface.pointer) else { throw RenderError("cairo: cannot create a context") }
        pointer = p
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(p, options)
        cairo_font_options_destroy(options)
        try check("create context")
    }

    deinit { cairo_destroy(pointer) }

    /// Throws if the context is in an error state (errors in cairo are sticky).
    package func check(_ what: String) throws(RenderError) {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo: \(what): \(String(cString: cairo_status_to_string(status)))")
        }
    }

    package func save() { cairo_save(pointer) }
    package func restore() { cairo_restore(pointer) }
    package func scale(_ s: Double) { cairo_scale(pointer, s, s) }
    package func translate(_ x: Double, _ y: Double) { cairo_translate(pointer, x, y) }

    /// Applies an affine map given by a homography's first two rows. The caller
    /// guarantees it is not singular.
    package func transform(affine h: Homography) {
        var m = cairo_matrix_t(xx: h.m[0], yx: h.m[3], xy: h.m[1], yy: h.m[4], x0: h.m[2], y0: h.m[5])
        cairo_transform(pointer, &m)
    }

    package func setColor(_ c: Color, alpha: Double = 1) {
        cairo_set_source_rgba(pointer, c.red, c.green, c.blue, c.alpha * alpha)
    }

    /// Sets a gradient as the source, its geometry in the current user space (`map`: through a
    /// view's projection, its points mapped and its radii scaled by `stretch`).
    package func setGradient(_ g: ShapeGradient, map: Homography? = nil, stretch: Double = 1) {
        func p(_ q: Point) -> Point { map?.apply(q) ?? q }
        let pattern: OpaquePointer? = switch g.geometry {
        case let .linear(start, end):
            cairo_pattern_create_linear(p(start).x, p(start).y, p(end).x, p(end).y)
        case let .radial(center, r0, r1):
            cairo_pattern_create_radial(p(center).x, p(center).y, r0 * stretch, p(center).x, p(center).y, r1 * stretch)
        case let .angular(center, a0, a1, radius):
            conicPattern(g, center: p(center), startAngle: a0, endAngle: a1, radius: radius * stretch)
        }
        guard let pattern else { return }
        if case .angular = g.geometry {
            cairo_set_source(pointer, pattern)
            cairo_pattern_destroy(pattern)
            return
        }
        for s in g.stops { cairo_pattern_add_color_stop_rgba(pattern, s.location, s.color.red, s.color.green, s.color.blue, s.color.alpha) }
        // Beyond its ends a gradient keeps its end colours, as SwiftUI's does.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(pointer, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// A conic (angular) gradient: cairo has none, so a mesh of thin wedges around the centre, each
    /// a Coons patch whose colours run from one edge's to the other's (``ShapeGradient/wedges(startAngle:endAngle:step:color:)``).
    private func conicPattern(_ g: ShapeGradient, center c: Point, startAngle: Double, endAngle: Double, radius: Double) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        for w in ShapeGradient.wedges(startAngle: startAngle, endAngle: endAngle, color: g.color(at:)) {
            let p0 = Point(c.x + radius * cos(w.from), c.y + radius * sin(w.from))
            let p1 = Point(c.x + radius * cos(w.to), c.y + radius * sin(w.to))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, c.x, c.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_line_to(mesh, p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, c.x, c.y)
            for (corner, color) in [(0, w.first), (1, w.first), (2, w.second), (3, w.second)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    package func newPath() { cairo_new_path(pointer) }
    package func move(to p: Point) { cairo_move_to(pointer, p.x, p.y) }
    package func line(to p: Point) { cairo_line_to(pointer, p.x, p.y) }
    package func closePath() { cairo_close_path(pointer) }
    package func rectangle(_ r: Rect) { cairo_rectangle(pointer, r.minX, r.minY, r.width, r.height) }

    /// Adds a polygon.
    package func polygon(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { line(to: p) }
        closePath()
    }

    /// Adds a rounded rectangle (circular corners of `radius`).
    package func roundedRectangle(_ r: Rect, radius: Double) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, x1 - rad, y0 + rad, rad, -.pi / 2, 0)
        cairo_arc(pointer, x1 - rad, y1 - rad, rad, 0, .pi / 2)
        cairo_arc(pointer, x0 + rad, y1 - rad, rad, .pi / 2, .pi)
        cairo_arc(pointer, x0 + rad, y0 + rad, rad, .pi, 3 * .pi / 2)
        cairo_close_path(pointer)
    }

    /// An ellipse inscribed in `r`, as a closed sub-path.
    package func ellipse(_ r: Rect) {
        guard r.width > 0, r.height > 0 else { return }
        cairo_new_sub_path(pointer)
        cairo_save(pointer)
        cairo_translate(pointer, r.mid.x, r.mid.y)
        cairo_scale(pointer, r.width / 2, r.height / 2)
        cairo_arc(pointer, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(pointer)
        cairo_close_path(pointer)
    }

    /// A tile shape's outline.
    /// A trimmed outline is the open line ``ShapeOutline/trimmed(_:_:samples:)`` keeps.
    package func outline(_ shape: TileShape) {
        // A trimmed path of the program's own: the open lines the trim keeps.
        if shape.path != nil, let trim = shape.trim {
            for line in ShapeOutline.trimmedLines(shape, trim) {
                cairo_new_sub_path(pointer)
                move(to: line[0])
                for p in line.dropFirst() { self.line(to: p) }
            }
            return
        }
        if let path = shape.path {
            for segment in path {
                switch segment {
                case let .move(p): cairo_new_sub_path(pointer); move(to: p)
                case let .line(p): line(to: p)
                case let .curve(c1, c2, p): cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                case .close: cairo_close_path(pointer)
                }
            }
            return
        }
        if let trim = shape.trim {
            let line = ShapeOutline.trimmed(shape, trim)
            guard let first = line.first else { return }
            cairo_new_sub_path(pointer)
            move(to: first)
            for p in line.dropFirst() { self.line(to: p) }
            return
        }
        if shape.isEllipse { ellipse(shape.rect) } else { roundedRectangle(shape.rect, radius: shape.cornerRadius) }
    }

    /// How strokes end and turn corners.
    package func setLine(cap: LineCap, join: LineJoin) {
        let c: cairo_line_cap_t = switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let j: cairo_line_join_t = switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(pointer, c)
        cairo_set_line_join(pointer, j)
    }

    /// The dash pattern of the lines stroked next (`lengths` in user units from `phase`; empty: solid).
    package func setDash(_ lengths: [Double], phase: Double) {
        cairo_set_dash(pointer, lengths, Int32(lengths.count), phase)
    }

    package func fill() { cairo_fill(pointer) }
    package func fillPreserve() { cairo_fill_preserve(pointer) }
    package func clip() { cairo_clip(pointer) }
    package func paint() { cairo_paint(pointer) }
    package func stroke(width: Double) {
        cairo_set_line_width(pointer, width)
        cairo_stroke(pointer)
    }

    /// The current path flattened to line segments, as closed or open polylines
    /// in user coordinates; clears the path.
    package func flattenedPath(tolerance: Double) -> [[Point]] {
        cairo_set_tolerance(pointer, tolerance)
        guard let path = cairo_copy_path_flat(pointer) else { return [] }
        defer { cairo_path_destroy(path); cairo_new_path(pointer) }
        var result: [[Point]] = []
        var current: [Point] = []
        // An empty path has no data (cairo gives NULL).
        guard path.pointee.num_data > 0, let data = path.pointee.data else { return [] }
        var i = 0
        while i < Int(path.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                if !current.isEmpty { result.append(current) }
                current = [Point(data[i + 1].point.x, data[i + 1].point.y)]
            case CAIRO_PATH_LINE_TO:
                current.append(Point(data[i + 1].point.x, data[i + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if !current.isEmpty { result.append(current) }
                current = []
            default:
                break
            }
            i += Int(header.length)
        }
        if !current.isEmpty { result.append(current) }
        cairo_set_tolerance(pointer, 0.1)
        return result.filter { $0.count >= 3 }
    }

    /// Starts drawing into a temporary group (for opacity over overlapping shapes).
    package func pushGroup() { cairo_push_group(pointer) }

    /// Ends the group and paints it with `alpha`.
    package func popGroup(alpha: Double) {
        cairo_pop_group_to_source(pointer)
        cairo_paint_with_alpha(pointer, alpha)
    }

    /// Ends the group and paints it with `alpha` onto what is drawn, blended as `blend` says.
    package func popGroup(alpha: Double, blend: BlendMode) {
        cairo_pop_group_to_source(pointer)
        cairo_save(pointer)
        cairo_set_operator(pointer, Self.cairoOperator(blend))
        cairo_paint_with_alpha(pointer, alpha)
        cairo_restore(pointer)
    }

    /// Cairo's compositing operator for a blend mode (the W3C separable and non-separable blends,
    /// Porter–Duff's atop, dest-over and dest-out, and add for plus-lighter).
    static func cairoOperator(_ blend: BlendMode) -> cairo_operator_t {
        switch blend {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Paints an image surface with its top-left at `origin` (user units), scaled by `1/scale`.
    /// Paints `color` through `image`'s alpha (a silhouette), the image placed at `origin` in user
    /// points and drawn at `scale` pixels a point.
    package func mask(_ image: CairoSurface, color: Color, at origin: Point, scale: Double, alpha: Double) {
        save()
        translate(origin.x, origin.y)
        cairo_scale(pointer, 1 / scale, 1 / scale)
        setColor(color, alpha: alpha)
        cairo_mask_surface(pointer, image.pointer, 0, 0)
        restore()
    }

    package func paint(image: CairoSurface, at origin: Point, scale: Double, alpha: Double) {
        save()
        translate(origin.x, origin.y)
        cairo_scale(pointer, 1 / scale, 1 / scale)
        cairo_set_source_surface(pointer, image.pointer, 0, 0)
        cairo_paint_with_alpha(pointer, alpha)
        restore()
    }
}
