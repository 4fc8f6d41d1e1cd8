/// Drawing a contact sheet with cairo.
extension ContactSheet {
    /// Draws the sheet on `context` at `scale` pixels per point.
    func paint(on context: CairoContext, scale: Double, isRaster: Bool) throws(RenderError) {
        let ink = background.luminance > 0.5 ? Color(hex: 0x5E5E63) : Color(hex: 0xAEAEB2)
        let title = background.luminance > 0.5 ? Color(hex: 0x1D1D1F) : Color(hex: 0xF5F5F7)
        let rule = background.luminance > 0.5 ? Color(hex: 0xD2D2D7) : Color(hex: 0x3A3A3C)
        let text = try ScenePainter(context: context, scale: scale, isRaster: isRaster)
        let g = Self.gutter, c = cellSize, total = size
        context.save()
        context.scale(scale)
        context.setColor(background)
        context.rectangle(Rect(x: 0, y: 0, width: total.width, height: total.height))
        context.fill()
        text.draw(SceneText(text: self.title, font: Self.titleFont, color: title, baseline: Point(g, g + 16), alignment: .leading))
        if let subtitle {
            text.draw(SceneText(text: subtitle, font: Self.subtitleFont, color: ink, baseline: Point(g, g + 32), alignment: .leading))
        }
        // Thin rules between columns and rows.
        context.setColor(rule)
        let columns = rows.map(\.count).max() ?? 1
        let top = g + headerHeight - g / 2, left = g + rowLabelWidth
        for k in 1..<max(columns, 1) {
            let x = left + Double(k) * (c.width + g) - g / 2
            context.move(to: Point(x, top))
            context.line(to: Point(x, total.height - g / 2))
        }
        for r in 0...rows.count {
            let y = top + Double(r) * (Self.labelHeight + c.height + g)
            context.move(to: Point(g / 2, y))
            context.line(to: Point(total.width - g / 2, y))
        }
        context.stroke(width: 1 / scale)
        for (r, frames) in rows.enumerated() {
            if let labels = rowLabels, r < labels.count {
                let (origin, _) = place(row: r, column: 0)
                text.draw(SceneText(text: labels[r], font: Self.labelFont, color: title,
                                    baseline: Point(g, origin.y + 12), alignment: .leading))
            }
            for (k, frame) in frames.enumerated() {
                let (_, label) = place(row: r, column: k)
                if let l = frame.label {
                    text.draw(SceneText(text: l, font: Self.labelFont, color: ink, baseline: label, alignment: .leading))
                }
            }
        }
        context.restore()
        for (r, frames) in rows.enumerated() {
            for (k, frame) in frames.enumerated() {
                let (origin, _) = place(row: r, column: k)
                context.save()
                context.scale(scale)
                context.rectangle(Rect(x: origin.x, y: origin.y, width: frame.region.width * frameScale,
                                       height: frame.region.height * frameScale))
                context.clip()
                context.scale(1 / scale)
                context.translate(
                    (origin.x - frame.region.minX * frameScale) * scale, (origin.y - frame.region.minY * frameScale) * scale)
                try ScenePainter(context: context, scale: scale * frameScale, isRaster: isRaster, text: text.text).paint(frame.scene)
                context.restore()
            }
        }
        try context.check("draw contact sheet")
    }

    /// The SVG's title (the sheet's) and description: its subtitle, then each frame's label.
    var metadata: SVGMetadata {
        var lines = subtitle.map { [$0] } ?? []
        lines += rows.enumerated().map { i, row in
            let frames = row.compactMap(\.label).joined(separator: ", ")
            let label = rowLabels.flatMap { i < $0.count ? $0[i] : nil }
            return [label, frames.isEmpty ? nil : frames].compactMap { $0 }.joined(separator: ": ")
        }.filter { !$0.isEmpty }
        return SVGMetadata(title: title, description: lines.joined(separator: "\n"))
    }

    /// A stand-in scene of the sheet's size, for size checks.
    var sizingScene: Scene { (rows.first?.first?.scene ?? Scene.empty).resized(to: size) }

    /// Writes the sheet as PNG (not atomically; see ``OutputFile``).
    public func writePNG(scale: Int, to path: String) throws(RenderError) {
        guard rows.contains(where: { !$0.isEmpty }) else { throw RenderError("a contact sheet needs at least one instant") }
        let (w, h) = try Renderer.pixelSize(sizingScene, scale: scale)
        let surface = try CairoSurface.image(width: w, height: h)
        try paint(on: try CairoContext(surface), scale: Double(scale), isRaster: true)
        try surface.writePNG(to: path, scale: scale)
    }

    /// Writes the sheet as SVG (not atomically; see ``OutputFile``).
    public func writeSVG(scale: Int, to path: String) throws(RenderError) {
        guard rows.contains(where: { !$0.isEmpty }) else { throw RenderError("a contact sheet needs at least one instant") }
        let (w, h) = try Renderer.pixelSize(sizingScene, scale: scale)
        let surface = try CairoSurface.svg(path: path, width: w, height: h, metadata: metadata)
        do { try paint(on: try CairoContext(surface), scale: Double(scale), isRaster: false) }
        try surface.finish()
    }
}

extension Scene {
    /// The same scene with another size (for checking an image's size before drawing).
    public func resized(to size: Size) -> Scene {
        var s = self
        s.size = size
        return s
    }

    /// An empty scene of `size`, for size checks.
    public static func sized(_ size: Size) -> Scene { empty.resized(to: size) }

    /// An empty scene.
    static let empty = Scene(
        board: "", time: 0, size: Size(1, 1), background: Color(hex: 0xFFFFFF), themeName: "light", texts: [],
        status: nil, cells: [])
}
