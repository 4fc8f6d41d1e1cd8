import Foundation

/// Text engines for the painters of many threads: Pango's font maps and contexts are not
/// thread-safe, so each painter borrows an engine of its own for its lifetime, and returns
/// it (with its cache of shaped lines) for the next painter.
final class TextEnginePool: @unchecked Sendable {
    static let shared = TextEnginePool()

    private let lock = NSLock()
    private var idle: [TextEngine] = []

    /// An engine no other thread uses until it is returned.
    func borrow() throws(RenderError) -> TextEngine {
        lock.lock()
        if let engine = idle.popLast() {
            lock.unlock()
            return engine
        }
        lock.unlock()
        return try TextEngine()
    }

    /// Returns an engine for reuse.
    func giveBack(_ engine: TextEngine) {
        lock.lock()
        defer { lock.unlock() }
        idle.append(engine)
    }
}

/// An engine borrowed from ``TextEnginePool/shared`` while the lease lives.
final class TextLease {
    let engine: TextEngine

    init() throws(RenderError) {
        engine = try TextEnginePool.shared.borrow()
    }

    deinit { TextEnginePool.shared.giveBack(engine) }
}
