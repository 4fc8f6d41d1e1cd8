import BoardModel
import BoardScene
import Files
import Foundation

/// Text engines for the painters of many threads: Pango's font maps and contexts are not
/// thread-safe, so each painter borrows an engine of its own for its lifetime, and returns
/// it (with its cache of shaped lines) for the next painter.
package final class TextEnginePool: @unchecked Sendable {
    package static let shared = TextEnginePool()

    private let lock = NSLock()
    private var idle: [TextEngine] = []

    /// The start-up check (``FontCheck/verify()``), run once before the first engine is lent.
    private static let fontCheck: Result<Void, RenderError> = {
        do throws(RenderError) { try FontCheck.verify(); return .success(()) } catch { return .failure(error) }
    }()

    /// An engine no other thread uses until it is returned.
    /// - Throws: when the pinned fonts are missing or not the ones Pango loads (the message
    ///   names the package to install).
    package func borrow() throws(RenderError) -> TextEngine {
        try Self.fontCheck.get()
        lock.lock()
        if let engine = idle.popLast() {
            lock.unlock()
            return engine
        }
        lock.unlock()
        return try TextEngine()
    }

    /// Returns an engine for reuse.
    package func giveBack(_ engine: TextEngine) {
        lock.lock()
        defer { lock.unlock() }
        idle.append(engine)
    }
}

/// An engine borrowed from ``TextEnginePool/shared`` while the lease lives.
package final class TextLease {
    package let engine: TextEngine

    package init() throws(RenderError) {
        engine = try TextEnginePool.shared.borrow()
    }

    deinit { TextEnginePool.shared.giveBack(engine) }
}
