/// Draws a ``Scene`` on a cairo context. The painter makes no decisions the
/// scene has not made: it fills, clips and places text where it is told.
struct ScenePainter {
    let context: CairoContext
    /// Pixels per point.
    let scale: Double
    /// Whether the target is a raster (blur needs pixels).
    let isRaster: Bool

    /// The flattening tolerance for projected paths, in device pixels.
    static let flatteningTolerance = 0.02

    func paint(_ scene: Scene) throws(RenderError) {
        try paintBoard(scene)
        try paintTiles(scene)
    }

    /// Everything under the tiles: background, header, slots, captions.
    func paintBoard(_ scene: Scene) throws(RenderError) {
        let c = context
        c.save()
        c.scale(scale)
        c.setColor(scene.background)
        c.rectangle(Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height))
        c.fill()
        for text in scene.texts { draw(text) }
        for cell in scene.cells {
            c.setColor(cell.slotFill)
            c.roundedRectangle(cell.slot, radius: BoardLayout.cornerRadius)
            c.fillPreserve()
            c.setColor(cell.slotStroke)
            c.stroke(width: 1 / scale)
            for text in cell.captionTexts { draw(text) }
        }
        c.restore()
        try c.check("draw board")
    }

    /// The tiles, each clipped and checked on its own.
    func paintTiles(_ scene: Scene) throws(RenderError) {
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

    func draw(_ text: SceneText) {
        let c = context
        c.setFont(text.font)
        c.setColor(text.color)
        let advance = c.textExtents(text.text).x_advance
        let x: Double = switch text.alignment {
        case .leading: text.baseline.x
        case .center: text.baseline.x - advance / 2
        case .trailing: text.baseline.x - advance
        }
        c.move(to: Point(x, text.baseline.y))
        showText(text.text, on: c)
    }

    /// Whether the tile is drawable: visible, in front of the eye, not collapsed.
    static func isDrawable(_ tile: TileScene, scale: Double) -> Bool {
        guard tile.opacity > 1e-4 else { return false }
        let local = Rect(x: 0, y: 0, width: tile.size.width, height: tile.size.height).corners
        guard local.allSatisfy({ tile.transform.weight($0) > 0 }) else { return false }
        let q = tile.quad
        var area = 0.0
        for i in 0..<4 { area += q[i].x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * q[i].y }
        return abs(area / 2) * scale * scale > 1e-3 && q.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    func drawTile(_ tile: TileScene) {
        guard Self.isDrawable(tile, scale: scale) else { return }
        let c = context
        // Projected paths are built first: cairo culls text paths against the
        // clip and the group surface, which are in board coordinates.
        let shape = tile.transform.isAffine ? nil : projectedShape(tile)
        if let clip = tile.cellClip {
            c.rectangle(clip)
            c.clip()
        }
        for quad in tile.frameClips {
            c.polygon(quad)
            c.clip()
        }
        if tile.blurRadius > 0.01, isRaster {
            drawBlurred(tile, shape: shape)
            return
        }
        let grouped = tile.opacity < 1
        if grouped { c.pushGroup() }
        drawShape(tile, projected: shape, on: c)
        if grouped { c.popGroup(alpha: tile.opacity) }
    }

    /// A tile's outline and glyph outlines, flattened and projected to board points.
    struct ProjectedShape {
        var outline: [[Point]]
        var glyphs: [[Point]]
    }

    /// Flattens the outline and the glyph outlines in tile coordinates and maps
    /// every vertex through the tile's homography.
    func projectedShape(_ tile: TileScene) -> ProjectedShape {
        let c = context
        let local = Rect(x: 0, y: 0, width: tile.size.width, height: tile.size.height)
        let magnification = scale * Self.maximumStretch(tile)
        let tolerance = Self.flatteningTolerance / max(magnification, 1e-3)
        c.save()
        c.newPath()
        c.roundedRectangle(local, radius: tile.cornerRadius)
        let outline = c.flattenedPath(tolerance: tolerance)
        c.setFont(BoardLayout.labelFont)
        c.move(to: labelOrigin(tile, on: c))
        c.textPath(tile.label)
        let glyphs = c.flattenedPath(tolerance: tolerance)
        c.restore()
        let h = tile.transform
        return ProjectedShape(outline: outline.map { $0.map(h.apply) }, glyphs: glyphs.map { $0.map(h.apply) })
    }

    /// The tile's fill and label, fully opaque, in board coordinates.
    func drawShape(_ tile: TileScene, projected: ProjectedShape?, on c: CairoContext) {
        if let projected {
            c.setColor(tile.tint)
            for poly in projected.outline { c.polygon(poly) }
            c.fill()
            c.setColor(tile.labelColor)
            for poly in projected.glyphs { c.polygon(poly) }
            c.fill()
            return
        }
        let local = Rect(x: 0, y: 0, width: tile.size.width, height: tile.size.height)
        c.save()
        c.transform(affine: tile.transform)
        c.setColor(tile.tint)
        c.roundedRectangle(local, radius: tile.cornerRadius)
        c.fill()
        c.setColor(tile.labelColor)
        c.setFont(BoardLayout.labelFont)
        c.move(to: labelOrigin(tile, on: c))
        showText(tile.label, on: c)
        c.restore()
    }

    /// Draws text at the current point. Raster output fills the glyph outlines
    /// as paths, the way an SVG viewer fills the glyphs of our SVG output, so
    /// the PNG and a rasterised SVG agree to the pixel edge; SVG output keeps
    /// real glyphs (compact `<symbol>`s reused by `<use>`).
    func showText(_ text: String, on c: CairoContext) {
        if isRaster {
            c.textPath(text)
            c.fill()
        } else {
            c.showText(text)
            c.newPath()
        }
    }

    /// The label's baseline origin in tile coordinates: centred horizontally,
    /// and vertically by the font's ascent and descent (not the word's ink, so
    /// labels with and without descenders share a baseline).
    func labelOrigin(_ tile: TileScene, on c: CairoContext) -> Point {
        let advance = c.textExtents(tile.label).x_advance
        let font = c.fontExtents()
        return Point((tile.size.width - advance) / 2, tile.size.height / 2 + (font.ascent - font.descent) / 2)
    }

    /// How much the map stretches lengths at most, estimated at the corners.
    static func maximumStretch(_ tile: TileScene) -> Double {
        let w = tile.size.width, h = tile.size.height
        let local = Rect(x: 0, y: 0, width: w, height: h).corners
        let q = local.map(tile.transform.apply)
        func d(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let ratios = [d(q[0], q[1]) / w, d(q[3], q[2]) / w, d(q[0], q[3]) / h, d(q[1], q[2]) / h]
        return ratios.filter(\.isFinite).max() ?? 1
    }
}
