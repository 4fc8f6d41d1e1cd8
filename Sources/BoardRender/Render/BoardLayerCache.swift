import Foundation

/// The pixels of a board's static layer (background, header, slots,
/// captions), reused while it does not change: during an animation only the
/// tiles move, so each raster frame copies the layer and draws the tiles.
///
/// The layer is always drawn first on a fresh opaque surface, so copying it
/// gives the same pixels as drawing it. Shared by the rendering threads.
final class BoardLayerCache: @unchecked Sendable {
    /// What the layer depends on: the scene without its tiles and time, and the scale.
    struct Key: Hashable {
        var scene: Scene
        var scale: Int

        init(_ scene: Scene, scale: Int) {
            var s = scene
            s.time = 0
            s.cells = s.cells.map { var c = $0; c.tile = nil; return c }
            self.scene = s
            self.scale = scale
        }
    }

    static let shared = BoardLayerCache()
    /// How many layers are kept (a board has two: present and removed).
    static let capacity = 2

    private let lock = NSLock()
    private var entries: [(key: Key, pixels: [UInt8])] = []

    /// The cached bytes (cairo ARGB32 rows, `stride` apart) for `key`.
    func pixels(for key: Key) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return entries.first { $0.key == key }?.pixels
    }

    /// Remembers the bytes of a layer, dropping the oldest beyond ``capacity``.
    func store(_ pixels: [UInt8], for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.key == key }
        entries.append((key, pixels))
        if entries.count > Self.capacity { entries.removeFirst() }
    }
}
