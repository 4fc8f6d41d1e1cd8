import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
import Foundation

/// Runs independent pieces of work — one per frame — on several threads: the engine of
/// `render --fps`/`--at` with many frames and of contact sheets (the animated formats,
/// which must encode in order, use ``FramePipeline``).
///
/// Threads claim indices in order; each piece holds its own memory (a frame's surface)
/// only while it runs, so memory is about `workers` frames whatever the count. The first
/// failure — the one of the lowest index among those that failed — stops the claiming of
/// new work and is rethrown once every running piece has returned.
///
/// ```swift
/// try ParallelFrames.run(count: times.count, workers: 2) { i in
///     try Renderer.writePNG(builder.scene(at: times[i]), scale: 2, to: temps[i])
/// }
/// ```
public enum ParallelFrames {
    /// The default number of threads: the active processor count.
    public static var defaultWorkers: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Runs `body(i)` for every `i` in `0 ..< count` on up to `workers` threads.
    /// - Parameters:
    ///   - count: the pieces of work.
    ///   - workers: threads (at least 1; never more than `count`).
    ///   - progress: optional, called (on any thread, one call at a time) with the number of
    ///     pieces finished and `count` after each piece.
    ///   - body: thread-safe: does piece `i`.
    /// - Throws: the error of the lowest failing index; pieces not yet started are skipped.
    public static func run(count: Int, workers: Int = defaultWorkers,
                           progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
                           _ body: @escaping @Sendable (Int) throws -> Void) throws {
        guard count > 0 else { return }
        let state = State(count: count, progress: progress, body: body)
        let threads = max(1, min(workers, count))
        let done = DispatchGroup()
        for _ in 1..<threads {
            done.enter()
            let thread = Thread { state.work(); done.leave() }
            thread.name = "frame-render"
            thread.start()
        }
        state.work()
        done.wait()
        if let failure = state.failure { throw failure }
    }

    /// Shared by the threads; every field is guarded by `lock`.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private let count: Int
        private let progress: (@Sendable (Int, Int) -> Void)?
        private let body: @Sendable (Int) throws -> Void
        private var next = 0
        private var finished = 0
        private var failedIndex = Int.max
        private var firstFailure: Error?
        /// Serialises the progress calls.
        private let reporting = NSLock()

        package init(count: Int, progress: (@Sendable (Int, Int) -> Void)?, body: @escaping @Sendable (Int) throws -> Void) {
            self.count = count
            self.progress = progress
            self.body = body
        }

        package var failure: Error? { lock.lock(); defer { lock.unlock() }; return firstFailure }

        package func work() {
            while true {
                lock.lock()
                guard firstFailure == nil, next < count else { lock.unlock(); return }
                let index = next
                next += 1
                lock.unlock()
                do {
                    try body(index)
                    lock.lock()
                    finished += 1
                    let done = finished
                    lock.unlock()
                    if let progress {
                        reporting.lock()
                        progress(done, count)
                        reporting.unlock()
                    }
                } catch {
                    lock.lock()
                    if index < failedIndex { failedIndex = index; firstFailure = error }
                    lock.unlock()
                }
            }
        }
    }
}
