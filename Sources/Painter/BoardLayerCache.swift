import BoardModel
import BoardScene
import Files
import Foundation

/// The pixels of a board's static layer (background, header, slots,
/// captions), reused while it does not change: during an animation only the
/// tiles move, so each raster frame copies the layer and draws the tiles.
///
/// The layer is always drawn first on a fresh opaque surface, so copying it
/// gives the same pixels as drawing it. Shared by the rendering threads.
package final class BoardLayerCache: @unchecked Sendable {
    /// What the layer depends on: exactly what ``ScenePainter/paintBoard(_:)`` draws (the size,
    /// background, boxes, texts, and each cell's slot and caption), and the scale. Nothing that
    /// changes from frame to frame while only tiles move (the time, tiles, the dump's views).
    package struct Key: Hashable {
        package struct Slot: Hashable {
            package var rect: Rect?
            package var fill: Color?
            package var stroke: Color?
            package var captions: [SceneText]
        }
        package var size: Size
        package var background: Color
        package var boxes: [SceneBox]
        package var texts: [SceneText]
        package var slots: [Slot]
        package var scale: Int

        package init(_ scene: Scene, scale: Int) {
            size = scene.size
            background = scene.background
            boxes = scene.boxes
            texts = scene.texts
            // A slot without a fill is not drawn: its rectangle (a view's animating frame) does not matter.
            slots = scene.cells.compactMap { c in
                c.slotFill == nil && c.captionTexts.isEmpty
                    ? nil : Slot(rect: c.slotFill == nil ? nil : c.slot, fill: c.slotFill, stroke: c.slotStroke, captions: c.captionTexts)
            }
            self.scale = scale
        }
    }

    package static let shared = BoardLayerCache()
    /// How many layers are kept (a board has two: present and removed).
    package static let capacity = 2

    private let lock = NSLock()
    private var entries: [(key: Key, pixels: [UInt8])] = []

    /// The cached bytes (cairo ARGB32 rows, `stride` apart) for `key`.
    package func pixels(for key: Key) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return entries.first { $0.key == key }?.pixels
    }

    /// Remembers the bytes of a layer, dropping the oldest beyond ``capacity``.
    package func store(_ pixels: [UInt8], for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.key == key }
        entries.append((key, pixels))
        if entries.count > Self.capacity { entries.removeFirst() }
    }
}
