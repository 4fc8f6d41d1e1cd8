import BoardModel
import BoardScene
import Files
import CCairo

/// Draws scenes to pixels, PNG files and SVG files.
///
/// ```swift
/// let scene = try BuiltinBoards.bench.scene(at: 1.0)
/// try Renderer.writePNG(scene, scale: 2, to: "bench.png")
/// ```
public enum Renderer {
    /// The largest image side boardgen will allocate, in pixels.
    public static let maximumSide = 8192

    /// The pixel size of `scene` at `scale` pixels per point; throws when too large.
    public static func pixelSize(_ scene: Scene, scale: Int) throws(RenderError) -> (width: Int, height: Int) {
        let w = Int(saturating: scene.size.width * Double(scale), rounding: .up)
        let h = Int(saturating: scene.size.height * Double(scale), rounding: .up)
        guard scale >= 1, w >= 1, h >= 1, w <= maximumSide, h <= maximumSide else {
            throw RenderError(
                "a \(w)×\(h) px image is too large: at most \(maximumSide) px on a side (reduce --scale or the board)")
        }
        return (w, h)
    }

    /// The scene as pixels at `scale` pixels per point.
    public static func raster(_ scene: Scene, scale: Int) throws(RenderError) -> Raster {
        // Drawn straight into the raster's pixels: the board layer is copied in (or the words
        // cleared and the layer drawn), then the tiles; nothing is copied out.
        let (w, h) = try pixelSize(scene, scale: scale)
        var failure: RenderError?
        let pixels = [UInt32](unsafeUninitializedCapacity: w * h) { buffer, count in
            count = w * h
            do throws(RenderError) {
                let surface = try CairoSurface.image(drawingInto: buffer.baseAddress!, width: w, height: h)
                surface.wasDrawn = true // its words are not cleared yet
                try draw(scene, scale: scale, on: surface)
                cairo_surface_flush(surface.pointer)
            } catch {
                buffer.initialize(repeating: 0)
                failure = error
            }
        }
        if let failure { throw failure }
        var raster = Raster(width: w, height: h, pixels: pixels)
        // Over an opaque background every pixel is opaque. A transparent board (background alpha 0)
        // keeps cairo's premultiplied alpha for the writers that store it (WebP, a transparent GIF);
        // a partly transparent background is made opaque, as the raster promises.
        if scene.background.alpha < 1, scene.background.alpha > 0 {
            raster.pixels.withUnsafeMutableBufferPointer { p in for i in p.indices { p[i] |= 0xFF00_0000 } }
        }
        return raster
    }

    /// The scene as a thumbnail at most `side` pixels on its longer side (a
    /// preview; also what the render fuzz target draws, so that it runs fast).
    /// Tiles are drawn through the same painter as at full size.
    public static func thumbnail(_ scene: Scene, side: Int) throws(RenderError) -> Raster {
        let longest = max(scene.size.width, scene.size.height)
        guard side >= 1, side <= maximumSide, longest.isFinite, longest > 0 else {
            throw RenderError("a thumbnail needs a side of 1 to \(maximumSide) px and a board of finite size")
        }
        let scale = Double(side) / longest
        let w = max(1, Int(saturating: scene.size.width * scale, rounding: .up))
        let h = max(1, Int(saturating: scene.size.height * scale, rounding: .up))
        let surface = try CairoSurface.image(width: min(w, side), height: min(h, side))
        let painter = try ScenePainter(context: try CairoContext(surface), scale: scale, isRaster: true)
        try painter.paint(scene)
        return surface.raster()
    }

    /// Writes the scene as a PNG file at `path` (not atomically; see ``OutputFile``),
    /// its density `72 × scale` dpi (``PNGDensity``), so @2x shows at its size in points.
    public static func writePNG(_ scene: Scene, scale: Int, to path: String) throws(RenderError) {
        try image(scene, scale: scale).writePNG(to: path, scale: scale)
    }

    /// Writes the scene as a PNG into `sink` (a temporary from ``OutputFile``) and closes it.
    public static func writePNG(_ scene: Scene, scale: Int, to sink: FileSink) throws(RenderError) {
        try image(scene, scale: scale).writePNG(to: sink, scale: scale)
    }

    /// Draws the scene on a new image surface, reusing the board's static layer when cached.
    package static func image(_ scene: Scene, scale: Int) throws(RenderError) -> CairoSurface {
        let (w, h) = try pixelSize(scene, scale: scale)
        let surface = try CairoSurface.image(width: w, height: h)
        try draw(scene, scale: scale, on: surface)
        return surface
    }

    /// Draws the scene on `surface` (new, or cleared: every pixel transparent).
    private static func draw(_ scene: Scene, scale: Int, on surface: CairoSurface) throws(RenderError) {
        let context = try CairoContext(surface)
        let painter = try ScenePainter(context: context, scale: Double(scale), isRaster: true)
        try StageClock.measure(.boardLayer) { () throws(RenderError) in
            let key = BoardLayerCache.Key(scene, scale: scale)
            if let pixels = BoardLayerCache.shared.pixels(for: key) {
                surface.load(pixels)
            } else {
                if surface.wasDrawn { surface.clear() }
                try painter.paintBoard(scene)
                BoardLayerCache.shared.store(surface.bytes(), for: key)
            }
        }
        try StageClock.measure(.tiles) { () throws(RenderError) in try painter.paintTiles(scene) }
    }

    /// Writes the scene as an SVG file at `path`, `scale` px per point, titled and
    /// described by ``SVGMetadata/init(scene:)``.
    public static func writeSVG(_ scene: Scene, scale: Int, to path: String) throws(RenderError) {
        let sink: FileSink
        do { sink = try FileSink(path: path) } catch { throw RenderError("\(path): cannot write SVG: \(error.message)") }
        try writeSVG(scene, scale: scale, to: sink)
    }

    /// Writes the scene as an SVG into `sink` (a temporary from ``OutputFile``) and closes it.
    public static func writeSVG(_ scene: Scene, scale: Int, to sink: FileSink) throws(RenderError) {
        let (w, h) = try pixelSize(scene, scale: scale)
        let surface = try CairoSurface.svg(sink: sink, width: w, height: h, metadata: SVGMetadata(scene: scene))
        do {
            let context = try CairoContext(surface)
            try ScenePainter(context: context, scale: Double(scale), isRaster: false).paint(scene)
        }
        try surface.finish()
    }
}
