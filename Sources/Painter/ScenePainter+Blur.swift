import BoardModel
import BoardScene
import Files
/// Blur and shadows for raster targets: cairo has no blur, so the tile is drawn into a pixel
/// buffer, blurred with three box passes (≈ Gaussian) and painted back — as itself (`.blur`,
/// σ = radius; SVG stills draw blurred tiles sharp, see docs) or as a silhouette in a shadow's
/// colour under the tile (`.shadow`, σ = ``TileShadow/sigmaPerRadius`` × radius, moved by its
/// offset; an SVG still embeds the blurred silhouette as an image).
extension ScenePainter {
    package func drawShadow(_ tile: TileScene, _ shadow: TileShadow, shape: ProjectedShape?) {
        guard shadow.color.alpha > 0 else { return }
        let sigma = shadow.radius * TileShadow.sigmaPerRadius * scale
        // A compositing group's shadow: the silhouette of all its views, each at its own opacity.
        let group = shadow.group != nil ? shadow.members : nil
        guard let (surface, origin) = offscreen(tile, shape: shape, sigma: sigma, pad: 1, offset: (shadow.x, shadow.y), group: group)
        else { return }
        context.mask(surface, color: shadow.color, at: origin, scale: scale, alpha: group == nil ? tile.opacity : 1)
    }

    package func drawBlurred(_ tile: TileScene, shape: ProjectedShape?) {
        guard let (surface, origin) = offscreen(tile, shape: shape, sigma: tile.blurRadius * scale, pad: 0, offset: (0, 0)) else { return }
        context.paint(image: surface, at: origin, scale: scale, alpha: tile.opacity)
    }

    /// The tile drawn (moved by `offset` points) into a pixel buffer with room for a blur of
    /// `sigma` pixels, blurred; the buffer and its top-left corner in board points. Nil for an
    /// absurd size.
    private func offscreen(_ tile: TileScene, shape: ProjectedShape?, sigma: Double, pad extra: Double,
                           offset: (x: Double, y: Double), group: [TileScene]? = nil) -> (CairoSurface, Point)? {
        let pad = (3 * sigma).rounded(.up) + extra
        let drawn = group.map { [tile] + $0.filter { Self.isDrawable($0, scale: scale) } }
        let box = Rect.bounding(drawn.map { $0.flatMap(\.paintedCorners) } ?? tile.paintedCorners).offsetBy(offset.x, offset.y)
        let x0 = (box.minX * scale - pad).rounded(.down), y0 = (box.minY * scale - pad).rounded(.down)
        guard let w = Int(checking: (box.maxX * scale + pad).rounded(.up) - x0),
              let h = Int(checking: (box.maxY * scale + pad).rounded(.up) - y0),
              w > 0, h > 0, w < 64_000_000, h < 64_000_000, w * h < 64_000_000,
              let surface = try? CairoSurface.image(width: w, height: h),
              let offscreen = try? CairoContext(surface),
              let painter = try? ScenePainter(context: offscreen, scale: scale, isRaster: true, text: text)
        else { return nil }
        offscreen.translate(-x0, -y0)
        offscreen.scale(scale)
        if offset.x != 0 || offset.y != 0 { offscreen.translate(offset.x, offset.y) }
        if let drawn {
            for (k, t) in drawn.enumerated() {
                let grouped = t.opacity < 1
                if grouped { offscreen.pushGroup() }
                painter.drawShape(t, projected: k == 0 ? shape : nil, on: offscreen)
                if grouped { offscreen.popGroup(alpha: t.opacity) }
            }
        } else {
            painter.drawShape(tile, projected: shape, on: offscreen)
        }
        if sigma > 0.01 { BoxBlur.blur(surface: surface, sigma: sigma) }
        return (surface, Point(x0 / scale, y0 / scale))
    }
}

extension TileScene {
    /// The corners of what the tile paints, in board coordinates: its quad, and its shapes moved
    /// by their own effects (a view rotated inside the tile reaches past the tile's quad, and its
    /// blurred copy or shadow must not be cut at the quad).
    package var paintedCorners: [Point] {
        quad + shapes.flatMap { shape -> [Point] in
            guard let t = shape.transform else { return [] }
            let m = t.followed(by: transform)
            return shape.rect.corners.map(m.apply)
        }
    }
}
