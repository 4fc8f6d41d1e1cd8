/// A contact sheet: a board at several instants, side by side, each frame
/// labelled with its time — a transition frame by frame on one page.
///
/// ```swift
/// let sheet = ContactSheet(scenes: times.map(builder.scene(at:)), columns: 3)
/// try sheet.writePNG(scale: 2, to: "sheet.png")
/// ```
public struct ContactSheet: Sendable {
    /// The frames, in order.
    public var scenes: [Scene]
    /// Frames per row.
    public var columns: Int
    /// How large each frame is drawn relative to the board (0.5: half size).
    public var frameScale: Double

    /// Space around and between frames, in points.
    public static let gutter = 16.0
    /// Height of the time label above each frame, in points.
    public static let labelHeight = 18.0
    /// The label font.
    public static let labelFont = FontSpec(.mono, 11)

    /// Creates a sheet; `columns` and `frameScale` are clamped to sensible ranges.
    public init(scenes: [Scene], columns: Int, frameScale: Double = 0.5) {
        self.scenes = scenes
        self.columns = max(1, min(columns, max(scenes.count, 1)))
        self.frameScale = min(max(frameScale, 0.1), 1)
    }

    /// One frame's size on the sheet, in points.
    var frameSize: Size {
        let board = scenes.first?.size ?? Size(1, 1)
        return Size(board.width * frameScale, board.height * frameScale)
    }

    /// The sheet's size in points.
    public var size: Size {
        let rows = (scenes.count + columns - 1) / columns
        let f = frameSize, g = Self.gutter
        return Size(
            (g + Double(columns) * (f.width + g)).rounded(.up),
            (g + Double(rows) * (Self.labelHeight + f.height + g)).rounded(.up))
    }

    /// Where frame `i` goes: its label baseline and its top-left corner.
    func place(_ i: Int) -> (label: Point, origin: Point) {
        let f = frameSize, g = Self.gutter
        let x = g + Double(i % columns) * (f.width + g)
        let y = g + Double(i / columns) * (Self.labelHeight + f.height + g)
        return (Point(x + 1, y + Self.labelHeight - 5), Point(x, y + Self.labelHeight))
    }

    /// The sheet as a stand-in scene for sizing checks.
    var sizingScene: Scene { scenes[0].resized(to: size) }

    /// Draws the sheet on `context` at `scale` pixels per point.
    func paint(on context: CairoContext, scale: Double, isRaster: Bool) throws(RenderError) {
        let background = scenes.first?.background ?? Color(hex: 0xFFFFFF)
        let ink = background.luminance > 0.5 ? Color(hex: 0x5E5E63) : Color(hex: 0xAEAEB2)
        context.save()
        context.scale(scale)
        context.setColor(background)
        context.rectangle(Rect(x: 0, y: 0, width: size.width, height: size.height))
        context.fill()
        context.restore()
        let labels = ScenePainter(context: context, scale: scale, isRaster: isRaster)
        for (i, scene) in scenes.enumerated() {
            let (label, origin) = place(i)
            context.save()
            context.scale(scale)
            labels.draw(SceneText(
                text: "t = \(FramePattern.seconds(scene.time)) s" + (scene.status.map { "  ·  \($0)" } ?? ""),
                font: Self.labelFont, color: ink, baseline: label, alignment: .leading))
            context.restore()
            context.save()
            context.translate(origin.x * scale, origin.y * scale)
            let frame = ScenePainter(context: context, scale: scale * frameScale, isRaster: isRaster)
            try frame.paint(scene)
            context.restore()
        }
        try context.check("draw contact sheet")
    }
}

extension ContactSheet {
    /// Writes the sheet as PNG (not atomically; see ``OutputFile``).
    public func writePNG(scale: Int, to path: String) throws(RenderError) {
        guard !scenes.isEmpty else { throw RenderError("a contact sheet needs at least one instant") }
        let (w, h) = try Renderer.pixelSize(sizingScene, scale: scale)
        let surface = try CairoSurface.image(width: w, height: h)
        try paint(on: try CairoContext(surface), scale: Double(scale), isRaster: true)
        try surface.writePNG(to: path)
    }

    /// Writes the sheet as SVG (not atomically; see ``OutputFile``).
    public func writeSVG(scale: Int, to path: String) throws(RenderError) {
        guard !scenes.isEmpty else { throw RenderError("a contact sheet needs at least one instant") }
        let (w, h) = try Renderer.pixelSize(sizingScene, scale: scale)
        let surface = try CairoSurface.svg(path: path, width: w, height: h)
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
}
