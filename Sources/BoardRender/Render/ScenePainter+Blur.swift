/// Shadows: the tile drawn into a pixel buffer, moved by the shadow's offset, blurred (σ =
/// ``TileShadow/sigmaPerRadius`` × radius) and painted back as a silhouette in the shadow's colour,
/// under the tile. An SVG still embeds the blurred silhouette as an image.
extension ScenePainter {
    func drawShadow(_ tile: TileScene, _ shadow: TileShadow, shape: ProjectedShape?) {
        guard shadow.color.alpha > 0 else { return }
        let sigma = shadow.radius * TileShadow.sigmaPerRadius * scale
        let pad = (3 * sigma).rounded(.up) + 1
        let box = Rect.bounding(tile.quad).offsetBy(shadow.x, shadow.y)
        let x0 = (box.minX * scale - pad).rounded(.down), y0 = (box.minY * scale - pad).rounded(.down)
        guard let w = Int(checking: (box.maxX * scale + pad).rounded(.up) - x0),
              let h = Int(checking: (box.maxY * scale + pad).rounded(.up) - y0),
              w > 0, h > 0, w < 64_000_000, h < 64_000_000, w * h < 64_000_000,
              let surface = try? CairoSurface.image(width: w, height: h),
              let offscreen = try? CairoContext(surface),
              let painter = try? ScenePainter(context: offscreen, scale: scale, isRaster: true, text: text)
        else { return }
        offscreen.translate(-x0, -y0)
        offscreen.scale(scale)
        offscreen.translate(shadow.x, shadow.y)
        painter.drawShape(tile, projected: shape, on: offscreen)
        if sigma > 0.01 { BoxBlur.blur(surface: surface, sigma: sigma) }
        context.mask(surface, color: shadow.color, at: Point(x0 / scale, y0 / scale), scale: scale, alpha: tile.opacity)
    }
}

/// Blur for raster targets: cairo has no blur, so the tile is drawn into a
/// pixel buffer, blurred with three box passes (≈ Gaussian, σ = radius) and
/// painted back. SVG output draws blurred tiles sharp (see docs).
extension ScenePainter {
    func drawBlurred(_ tile: TileScene, shape: ProjectedShape?) {
        let sigma = tile.blurRadius * scale
        let pad = (3 * sigma).rounded(.up)
        let box = Rect.bounding(tile.quad)
        let x0 = (box.minX * scale - pad).rounded(.down), y0 = (box.minY * scale - pad).rounded(.down)
        guard let w = Int(checking: (box.maxX * scale + pad).rounded(.up) - x0),
              let h = Int(checking: (box.maxY * scale + pad).rounded(.up) - y0),
              w > 0, h > 0, w < 64_000_000, h < 64_000_000, w * h < 64_000_000,
              let surface = try? CairoSurface.image(width: w, height: h),
              let offscreen = try? CairoContext(surface),
              let painter = try? ScenePainter(context: offscreen, scale: scale, isRaster: true, text: text)
        else { return }
        offscreen.translate(-x0, -y0)
        offscreen.scale(scale)
        painter.drawShape(tile, projected: shape, on: offscreen)
        BoxBlur.blur(surface: surface, sigma: sigma)
        context.paint(image: surface, at: Point(x0 / scale, y0 / scale), scale: scale, alpha: tile.opacity)
    }
}
