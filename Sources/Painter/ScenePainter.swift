import BoardModel
import BoardScene
import Files
/// Draws a ``Scene`` on a cairo context. The painter makes no decisions the
/// scene has not made: it fills, clips and places text where it is told.
package struct ScenePainter {
    package let context: CairoContext
    /// Pixels per point.
    package let scale: Double
    /// Whether the target is a raster (blur needs pixels).
    package let isRaster: Bool
    /// The text engine this painter lays text out with (borrowed for the painter's lifetime).
    package let text: TextLease

    /// A painter on `context` at `scale` pixels per point; `text` shares another painter's
    /// text engine (the same thread), otherwise one is borrowed.
    package init(context: CairoContext, scale: Double, isRaster: Bool, text: TextLease? = nil) throws(RenderError) {
        self.context = context
        self.scale = scale
        self.isRaster = isRaster
        if let text { self.text = text } else { self.text = try TextLease() }
    }

    /// The flattening tolerance for projected paths, in device pixels.
    package static let flatteningTolerance = 0.02

    package func paint(_ scene: Scene) throws(RenderError) {
        try paintBoard(scene)
        try paintTiles(scene)
    }

    /// Everything under the tiles: background, boxes, header, slots, captions.
    package func paintBoard(_ scene: Scene) throws(RenderError) {
        let c = context
        c.save()
        c.scale(scale)
        c.setColor(scene.background)
        c.rectangle(Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height))
        c.fill()
        for box in scene.boxes {
            c.roundedRectangle(box.rect, radius: box.cornerRadius)
            paintPath(fill: box.fill, stroke: box.stroke, on: c)
        }
        for text in scene.texts { draw(text) }
        for cell in scene.cells {
            if let fill = cell.slotFill {
                c.setColor(fill)
                c.roundedRectangle(cell.slot, radius: CellScene.slotCornerRadius)
                c.fillPreserve()
                c.setColor(cell.slotStroke ?? fill)
                c.stroke(width: 1 / scale)
            }
            for text in cell.captionTexts { draw(text) }
        }
        c.restore()
        try c.check("draw board")
    }

    /// The tiles, each clipped and checked on its own.
    package func paintTiles(_ scene: Scene) throws(RenderError) {
        let c = context
        c.save()
        c.scale(scale)
        for cell in scene.cells {
            guard let tile = cell.tile else { continue }
            c.save()
            drawTile(tile)
            c.restore()
            try c.check("draw tile '\(cell.name)'")
        }
        c.restore()
    }

    package func draw(_ text: SceneText) {
        guard text.opacity > 1e-4 else { return }
        let c = context
        let (layout, origin) = Self.place(text, engine: self.text.engine)
        c.setColor(text.color, alpha: min(text.opacity, 1))
        show(layout, at: origin, on: c)
    }

    /// Whether the tile is drawable: visible, in front of the eye, not collapsed.
    package static func isDrawable(_ tile: TileScene, scale: Double) -> Bool {
        guard tile.opacity > 1e-4 else { return false }
        let local = Rect(x: 0, y: 0, width: tile.size.width, height: tile.size.height).corners
        guard local.allSatisfy({ tile.transform.weight($0) > 0 }) else { return false }
        let q = tile.quad
        var area = 0.0
        for i in 0..<4 { area += q[i].x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * q[i].y }
        return abs(area / 2) * scale * scale > 1e-3 && q.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    package func drawTile(_ tile: TileScene) {
        guard Self.isDrawable(tile, scale: scale) else { return }
        let c = context
        // Projected paths are built first: cairo culls text paths against the
        // clip and the group surface, which are in board coordinates.
        // A 3-D tilt of the tile, or of a view inside it, is drawn as projected outlines.
        let isAffine = tile.transform.isAffine && tile.shapes.allSatisfy { $0.transform?.isAffine ?? true }
            && tile.texts.allSatisfy { $0.transform?.isAffine ?? true }
        let shape = isAffine ? nil : projectedShape(tile)
        // Shadows first, under the tile: cut by a grid cell's clip, the transitions' clips and the
        // clips above the `.shadow`, not by the view's own clip below it (SwiftUI's
        // `.cornerRadius(12).shadow(…)`).
        if !tile.shadows.isEmpty {
            for shadow in tile.shadows {
                c.save()
                clip(to: tile.shadowClip, frames: tile.frameClips, on: c)
                clip(to: shadow.clips, projection: tile.transform, on: c)
                drawShadow(tile, shadow, shape: shape)
                c.restore()
            }
        }
        clip(to: tile.cellClip, frames: tile.frameClips, on: c)
        // A masked view is drawn through its masks (a blur of it is not drawn yet).
        if !tile.masks.isEmpty {
            drawMasked(tile, projected: shape, on: c)
            return
        }
        if tile.blurRadius > 0.01, isRaster {
            drawBlurred(tile, shape: shape)
            return
        }
        if tile.blendMode != .normal {
            // Drawn as one picture, then onto what is behind it with the blend.
            c.pushGroup()
            drawShape(tile, projected: shape, on: c)
            c.popGroup(alpha: tile.opacity, blend: tile.blendMode)
            return
        }
        let grouped = tile.opacity < 1
        if grouped, tile.foldsOpacity, let single = Self.folded(tile) {
            drawShape(single, projected: shape, on: c)
            return
        }
        if grouped { c.pushGroup() }
        drawShape(tile, projected: shape, on: c)
        if grouped { c.popGroup(alpha: tile.opacity) }
    }

    /// A tile of one text, or one shape filled or stroked (not both), with its opacity moved
    /// into that leaf's colour: nothing overlaps, so no group (a surface the board's size) is needed.
    package static func folded(_ tile: TileScene) -> TileScene? {
        var t = tile
        t.opacity = 1
        if tile.shapes.isEmpty, tile.texts.count == 1 {
            t.texts[0].opacity *= tile.opacity
            return t
        }
        if tile.texts.isEmpty, tile.shapes.count == 1, (tile.shapes[0].fill == nil) != (tile.shapes[0].stroke == nil) {
            t.shapes[0] = tile.shapes[0].mapColors { $0.withAlpha(tile.opacity) }
            return t
        }
        return nil
    }

    /// A tile's shapes and glyph outlines, flattened and projected to board points.
    package struct ProjectedShape {
        /// Per shape, its outline polygons.
        package var shapes: [[[Point]]]
        /// Per text, its glyph polygons.
        package var glyphs: [[[Point]]]
        /// Per text, the polygons of its lines through or under it (filled apart from its glyphs).
        package var decorations: [[[Point]]] = []
    }

    /// Flattens the shapes and the glyph outlines in tile coordinates and maps
    /// every vertex through the tile's homography.
    package func projectedShape(_ tile: TileScene) -> ProjectedShape {
        let c = context
        let magnification = scale * Self.maximumStretch(tile)
        let tolerance = Self.flatteningTolerance / max(magnification, 1e-3)
        let h = tile.transform
        c.save()
        let shapes = tile.shapes.map { shape -> [[Point]] in
            c.newPath()
            c.outline(shape)
            let m = shape.transform.map { $0.followed(by: h) } ?? h
            return c.flattenedPath(tolerance: tolerance).map { $0.map(m.apply) }
        }
        var decorations: [[[Point]]] = []
        let glyphs = tile.texts.map { text -> [[Point]] in
            c.newPath()
            let (layout, origin) = Self.place(text, in: tile.size, engine: self.text.engine)
            layout.addPath(to: c.pointer, left: origin.x, baselineY: origin.y)
            let m = text.transform.map { $0.followed(by: h) } ?? h
            let outline = c.flattenedPath(tolerance: tolerance).map { $0.map(m.apply) }
            c.newPath()
            if layout.decorations.isEmpty {
                decorations.append([])
            } else {
                layout.addDecorationPath(to: c.pointer, left: origin.x, baselineY: origin.y)
                decorations.append(c.flattenedPath(tolerance: tolerance).map { $0.map(m.apply) })
            }
            return outline
        }
        c.restore()
        return ProjectedShape(shapes: shapes, glyphs: glyphs, decorations: decorations)
    }

    /// The tile's shapes and texts in board coordinates (opacity applied by the caller).
    package func drawShape(_ tile: TileScene, projected: ProjectedShape?, on c: CairoContext) {
        if let projected {
            let stretch = Self.maximumStretch(tile)
            for (shape, polygons) in zip(tile.shapes, projected.shapes) {
                if !shape.clips.isEmpty { c.save(); clip(to: shape.clips, projection: tile.transform, on: c); c.newPath() }
                if shape.trim != nil {
                    // An open line: not closed, its ends capped.
                    for poly in polygons {
                        guard let first = poly.first else { continue }
                        c.move(to: first)
                        for p in poly.dropFirst() { c.line(to: p) }
                    }
                } else {
                    for poly in polygons { c.polygon(poly) }
                }
                paintPath(shape, on: c, projection: shape.transform.map { $0.followed(by: tile.transform) } ?? tile.transform, stretch: stretch)
                if !shape.clips.isEmpty { c.restore() }
            }
            c.save()
            clipLabels(tile, on: c)
            for (k, (text, polygons)) in zip(tile.texts, projected.glyphs).enumerated() where text.opacity > 1e-4 {
                if !text.clips.isEmpty { c.save(); clip(to: text.clips, projection: tile.transform, on: c); c.newPath() }
                c.setColor(text.color, alpha: min(text.opacity, 1))
                for poly in polygons { c.polygon(poly) }
                c.fill()
                if !projected.decorations[k].isEmpty {
                    for poly in projected.decorations[k] { c.polygon(poly) }
                    c.fill()
                }
                if !text.clips.isEmpty { c.restore() }
            }
            c.restore()
            return
        }
        c.save()
        c.transform(affine: tile.transform)
        for shape in tile.shapes {
            if !shape.clips.isEmpty {
                c.save()
                clip(to: shape.clips, projection: nil, on: c)
                c.newPath()
                if let t = shape.transform { c.transform(affine: t) }
                c.outline(shape)
                paintPath(shape, on: c)
                c.restore()
                continue
            }
            if let t = shape.transform {
                // A view's effect: its outline drawn through it (the stroke width too, as SwiftUI scales it).
                c.save()
                c.transform(affine: t)
                c.outline(shape)
                paintPath(shape, on: c)
                c.restore()
                continue
            }
            c.outline(shape)
            paintPath(shape, on: c)
        }
        c.restore()
        c.save()
        clipLabels(tile, on: c)
        c.transform(affine: tile.transform)
        for text in tile.texts where text.opacity > 1e-4 {
            c.setColor(text.color, alpha: min(text.opacity, 1))
            let (layout, origin) = Self.place(text, in: tile.size, engine: self.text.engine)
            if text.transform != nil || !text.clips.isEmpty {
                c.save()
                clip(to: text.clips, projection: nil, on: c)
                c.newPath()
                if let t = text.transform { c.transform(affine: t) }
                show(layout, at: origin, on: c)
                c.restore()
            } else {
                show(layout, at: origin, on: c)
            }
        }
        c.restore()
    }

    /// Clips to `rect` (board points, nil: no cut) and to each of the transitions' frame clips.
    package func clip(to rect: Rect?, frames: [[Point]], on c: CairoContext) {
        if let rect {
            c.rectangle(rect)
            c.clip()
        }
        for quad in frames {
            c.polygon(quad)
            c.clip()
        }
    }

    /// Clips to where the tile's texts may draw (``TileScene/labelClip``), in board points.
    package func clipLabels(_ tile: TileScene, on c: CairoContext) {
        guard let clip = tile.labelClip else { return }
        c.rectangle(clip)
        c.clip()
    }

    /// Paints the current path as `shape` says: its fill or gradient, its outline (with its
    /// gradient for a gradient line), with its caps and joins. `projection`: the path is already in
    /// board points (a 3-D tilt) — the gradient's points go through it and the line width and radii
    /// are scaled by `stretch`.
    package func paintPath(_ shape: TileShape, on c: CairoContext, projection: Homography? = nil, stretch: Double = 1) {
        if let image = shape.image {
            paintImage(image, in: shape.rect, projection: projection, on: c)
            return
        }
        if shape.backdropBlur > 0, isRaster { paintBackdrop(sigma: shape.backdropBlur, on: c) }
        c.setLine(cap: shape.lineCap, join: shape.lineJoin)
        // Dashes in tile points (projected: by the map's stretch, as the width); solid again after.
        c.setDash(shape.dash.map { $0 * stretch }, phase: shape.dashPhase * stretch)
        defer { if !shape.dash.isEmpty { c.setDash([], phase: 0) } }
        let width = shape.lineWidth.map { $0 * stretch }
        guard let g = shape.gradient else {
            paintPath(fill: shape.fill, stroke: shape.stroke, width: width, on: c)
            return
        }
        guard shape.strokesGradient else {
            c.setGradient(g, map: projection, stretch: stretch)
            c.fillPreserve()
            paintPath(fill: shape.fill, stroke: shape.stroke, width: width, on: c)
            return
        }
        // A gradient line: the fill as usual, then the outline stroked with the gradient.
        if let fill = shape.fill, fill.alpha > 0 { c.setColor(fill); c.fillPreserve() }
        c.setGradient(g, map: projection, stretch: stretch)
        c.stroke(width: width ?? 1 / scale)
        c.newPath()
        c.setLine(cap: .butt, join: .miter)
    }

    /// Fills and/or outlines the current path (`width` in the current user units; nil: 1 px), then clears it.
    package func paintPath(fill: Color?, stroke: Color?, width: Double? = nil, on c: CairoContext) {
        if let fill, fill.alpha > 0 {
            c.setColor(fill)
            c.fillPreserve()
        }
        if let stroke {
            c.setColor(stroke)
            c.stroke(width: width ?? 1 / scale)
        }
        c.newPath()
        c.setLine(cap: .butt, join: .miter)
    }

    /// Draws a shaped line with its logical box's left end on the baseline at `origin`.
    /// Raster output fills the glyph outlines as paths, the way an SVG viewer fills the
    /// glyphs of our SVG output, so the PNG and a rasterised SVG agree to the pixel edge;
    /// SVG output keeps real glyphs (compact `<symbol>`s reused by `<use>`).
    package func show(_ layout: TextLayout, at origin: Point, on c: CairoContext) {
        if isRaster {
            layout.addPath(to: c.pointer, left: origin.x, baselineY: origin.y)
            c.fill()
        } else {
            layout.show(on: c.pointer, left: origin.x, baselineY: origin.y)
        }
        // `.strikethrough`, `.underline`: filled apart from the glyphs, in the same colour.
        if !layout.decorations.isEmpty {
            layout.addDecorationPath(to: c.pointer, left: origin.x, baselineY: origin.y)
            c.fill()
        }
    }

    /// How much the map stretches lengths at most, estimated at the corners.
    package static func maximumStretch(_ tile: TileScene) -> Double {
        let w = tile.size.width, h = tile.size.height
        let local = Rect(x: 0, y: 0, width: w, height: h).corners
        let q = local.map(tile.transform.apply)
        func d(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let ratios = [d(q[0], q[1]) / w, d(q[3], q[2]) / w, d(q[0], q[3]) / h, d(q[1], q[2]) / h]
        return ratios.filter(\.isFinite).max() ?? 1
    }
}
