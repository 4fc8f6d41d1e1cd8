import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
import Foundation

/// Drawing a contact sheet with cairo.
extension ContactSheet {
    /// Draws the sheet on `context` at `scale` pixels per point.
    package func paint(on context: CairoContext, scale: Double, isRaster: Bool) throws(RenderError) {
        try paintChrome(on: context, scale: scale, isRaster: isRaster)
        for (r, frames) in rows.enumerated() {
            for k in frames.indices { try paintFrame(row: r, column: k, on: context, scale: scale, isRaster: isRaster) }
        }
        try context.check("draw contact sheet")
    }

    /// Draws everything but the frames: the background, the header, the rules and the labels.
    package func paintChrome(on context: CairoContext, scale: Double, isRaster: Bool) throws(RenderError) {
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
        // The title, the subtitle and the status every frame shares (in the title's colour: it
        // names what the sheet shows), each wrapped to the sheet's width.
        for (line, y) in zip(lines, headerBaselines) {
            text.draw(SceneText(text: line.text, font: Self.font(line.role), color: line.role == .subtitle ? ink : title,
                                baseline: Point(g, y), alignment: .leading))
        }
        // Thin rules between columns and rows.
        context.setColor(rule)
        let columns = rows.map(\.count).max() ?? 1
        let top = g + headerHeight - g / 2, left = g + rowLabelWidth
        for k in 1..<max(columns, 1) {
            let x = left + Double(k) * (c.width + g) - g / 2
            context.move(to: Point(x, top))
            context.line(to: Point(x, total.height - g / 2 - notesHeight))
        }
        for r in 0...rows.count {
            let y = rowTop(r) - g / 2
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
                for (j, line) in (frame.label?.split(separator: "\n") ?? []).enumerated() {
                    text.draw(SceneText(text: String(line), font: Self.labelFont, color: ink,
                                        baseline: Point(label.x, label.y + Double(j) * Self.labelLineHeight), alignment: .leading))
                }
            }
        }
        // The caption block, under the last row of frames.
        let notesTop = rowTop(rows.count)
        for (j, line) in notes.enumerated() {
            text.draw(SceneText(text: line, font: Self.labelFont, color: ink,
                                baseline: Point(g, notesTop + 9.5 + Double(j) * Self.noteLineHeight), alignment: .leading))
        }
        context.restore()
    }

    /// Draws frame (`row`, `column`) clipped to its place; nothing else of the sheet
    /// touches that place but the background.
    package func paintFrame(row r: Int, column k: Int, on context: CairoContext, scale: Double, isRaster: Bool) throws(RenderError) {
        let frame = rows[r][k]
        let (origin, _) = place(row: r, column: k)
        context.save()
        context.scale(scale)
        context.rectangle(Rect(x: origin.x, y: origin.y, width: frame.region.width * frameScale,
                               height: frame.region.height * frameScale))
        context.clip()
        context.scale(1 / scale)
        context.translate(
            (origin.x - frame.region.minX * frameScale) * scale, (origin.y - frame.region.minY * frameScale) * scale)
        try ScenePainter(context: context, scale: scale * frameScale, isRaster: isRaster).paint(frame.scene)
        context.restore()
    }

    /// The device pixels frame (`row`, `column`) may touch: its clip rectangle widened to whole pixels.
    package func pixelBox(row r: Int, column k: Int, scale: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let frame = rows[r][k]
        let (origin, _) = place(row: r, column: k)
        let s = Double(scale)
        let x0 = Int((origin.x * s).rounded(.down)), y0 = Int((origin.y * s).rounded(.down))
        let x1 = Int(((origin.x + frame.region.width * frameScale) * s).rounded(.up))
        let y1 = Int(((origin.y + frame.region.height * frameScale) * s).rounded(.up))
        return (x0, y0, max(1, x1 - x0), max(1, y1 - y0))
    }

    /// Draws every frame on its own surface on `workers` threads and copies the pixels into
    /// `surface`, which holds the chrome: the same bytes as drawing them in place (each
    /// frame's surface is the sheet's pixels of its box, moved by a whole number of pixels).
    package func paintFramesInParallel(into surface: CairoSurface, scale: Int, workers: Int,
                               progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) throws {
        let places = rows.indices.flatMap { r in rows[r].indices.map { (r, $0) } }
        let tiles = TileStore(count: places.count)
        let sheet = self
        try ParallelFrames.run(count: places.count, workers: workers, progress: progress) { i in
            let (r, k) = places[i]
            let box = sheet.pixelBox(row: r, column: k, scale: scale)
            let tile = try CairoSurface.image(width: box.width, height: box.height)
            let context = try CairoContext(tile)
            context.translate(Double(-box.x), Double(-box.y))
            context.save()
            context.scale(Double(scale))
            context.setColor(sheet.background)
            let total = sheet.size
            context.rectangle(Rect(x: 0, y: 0, width: total.width, height: total.height))
            context.fill()
            context.restore()
            try sheet.paintFrame(row: r, column: k, on: context, scale: Double(scale), isRaster: true)
            try context.check("draw contact sheet")
            tiles.set(i, (box, tile.bytes(), tile.stride))
        }
        var bytes = surface.bytes()
        let stride = surface.stride
        for i in places.indices {
            guard let (box, tile, tileStride) = tiles.get(i) else { continue }
            for y in 0..<box.height {
                let from = y * tileStride, to = (box.y + y) * stride + box.x * 4
                bytes.replaceSubrange(to..<(to + box.width * 4), with: tile[from..<(from + box.width * 4)])
            }
        }
        surface.load(bytes)
    }

    /// The SVG's title (the sheet's) and description: its subtitle, then each frame's label.
    package var metadata: SVGMetadata {
        var lines = (subtitle.map { [$0] } ?? []) + (caption.map { [$0] } ?? [])
        lines += rows.enumerated().map { i, row in
            let frames = row.compactMap { $0.label?.replacingOccurrences(of: "\n", with: " ") }.joined(separator: ", ")
            let label = rowLabels.flatMap { i < $0.count ? $0[i] : nil }
            return [label, frames.isEmpty ? nil : frames].compactMap { $0 }.joined(separator: ": ")
        }.filter { !$0.isEmpty }
        return SVGMetadata(title: title, description: lines.joined(separator: "\n"))
    }

    /// A stand-in scene of the sheet's size, for size checks.
    package var sizingScene: Scene { (rows.first?.first?.scene ?? Scene.empty).resized(to: size) }

    /// Writes the sheet as PNG (not atomically; see ``OutputFile``); the frames are drawn
    /// in parallel on `workers` threads, with the same bytes as drawn one by one.
    /// - Parameter progress: optional, called with the frames drawn and their number.
    public func writePNG(scale: Int, to path: String, workers: Int = ParallelFrames.defaultWorkers,
                         progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(RenderError) {
        try writePNG(scale: scale, to: Output.path(path), workers: workers, progress: progress)
    }

    /// Writes the sheet as PNG into `sink` (a temporary from ``OutputFile``) and closes it.
    public func writePNG(scale: Int, to sink: FileSink, workers: Int = ParallelFrames.defaultWorkers,
                         progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(RenderError) {
        try writePNG(scale: scale, to: Output.sink(sink), workers: workers, progress: progress)
    }

    /// Where a sheet goes: a path opened only once the sheet is drawn, or an open sink.
    private enum Output {
        case path(String)
        case sink(FileSink)
    }

    private func writePNG(scale: Int, to output: Output, workers: Int,
                          progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) throws(RenderError) {
        guard rows.contains(where: { !$0.isEmpty }) else { throw RenderError("a contact sheet needs at least one instant") }
        let (w, h) = try Renderer.pixelSize(sizingScene, scale: scale)
        let surface = try CairoSurface.image(width: w, height: h)
        let context = try CairoContext(surface)
        if workers <= 1 {
            try paint(on: context, scale: Double(scale), isRaster: true)
        } else {
            try paintChrome(on: context, scale: Double(scale), isRaster: true)
            try context.check("draw contact sheet")
            do {
                try paintFramesInParallel(into: surface, scale: scale, workers: workers, progress: progress)
            } catch let error as RenderError {
                throw error
            } catch {
                throw RenderError(String(describing: error))
            }
        }
        switch output {
        case .path(let path): try surface.writePNG(to: path, scale: scale)
        case .sink(let sink): try surface.writePNG(to: sink, scale: scale)
        }
    }

    /// Writes the sheet as SVG (not atomically; see ``OutputFile``).
    public func writeSVG(scale: Int, to path: String) throws(RenderError) {
        try writeSVG(scale: scale, to: Output.path(path))
    }

    /// Writes the sheet as SVG into `sink` (a temporary from ``OutputFile``) and closes it.
    public func writeSVG(scale: Int, to sink: FileSink) throws(RenderError) {
        try writeSVG(scale: scale, to: Output.sink(sink))
    }

    private func writeSVG(scale: Int, to output: Output) throws(RenderError) {
        guard rows.contains(where: { !$0.isEmpty }) else { throw RenderError("a contact sheet needs at least one instant") }
        let (w, h) = try Renderer.pixelSize(sizingScene, scale: scale)
        let surface: CairoSurface
        switch output {
        case .path(let path): surface = try CairoSurface.svg(path: path, width: w, height: h, metadata: metadata)
        case .sink(let sink): surface = try CairoSurface.svg(sink: sink, width: w, height: h, metadata: metadata)
        }
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
    package static let empty = Scene(
        board: "", time: 0, size: Size(1, 1), background: Color(hex: 0xFFFFFF), themeName: "light", texts: [],
        status: nil, cells: [])
}

/// The finished frames of a sheet drawn in parallel, by index; thread-safe.
private final class TileStore: @unchecked Sendable {
    package typealias Tile = (box: (x: Int, y: Int, width: Int, height: Int), bytes: [UInt8], stride: Int)
    private let lock = NSLock()
    private var tiles: [Tile?]

    package init(count: Int) { tiles = Array(repeating: nil, count: count) }

    package func set(_ i: Int, _ tile: Tile) { lock.lock(); tiles[i] = tile; lock.unlock() }
    package func get(_ i: Int) -> Tile? { lock.lock(); defer { lock.unlock() }; return tiles[i] }
}
