import Foundation

/// Image surfaces kept between the frames of an animation, so that each frame is drawn on a
/// surface already mapped (a 1848×1030 frame is 7.6 MB) instead of a new one. A surface is
/// lent to one thread at a time; one of another size is let go.
final class SurfacePool: @unchecked Sendable {
    static let shared = SurfacePool()

    private let lock = NSLock()
    private var idle: [CairoSurface] = []
    /// The most surfaces kept idle (one per render thread is enough).
    static let maximumIdle = 4

    /// A surface of `width × height` px: an idle one (its pixels as last drawn), or a new one.
    func borrow(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        lock.lock()
        if let i = idle.firstIndex(where: { $0.width == width && $0.height == height }) {
            let surface = idle.remove(at: i)
            lock.unlock()
            surface.wasDrawn = true
            return surface
        }
        lock.unlock()
        return try CairoSurface.image(width: width, height: height)
    }

    /// Keeps `surface` for the next frame of its size; surfaces of other sizes are let go.
    func giveBack(_ surface: CairoSurface) {
        lock.lock()
        defer { lock.unlock() }
        idle.removeAll { $0.width != surface.width || $0.height != surface.height }
        if idle.count < Self.maximumIdle { idle.append(surface) }
    }
}
