import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
import Foundation

/// Renders frames in parallel and feeds them to a ``FrameEncoder`` (GIF, WebP) in order,
/// streaming: the one render-and-encode engine of every animated format.
///
/// Worker threads claim frame indices in order and render them; the calling thread
/// hands finished frames to the encoder in order. At most `lookAhead` frames are being
/// rendered or waiting to be encoded at any time, so memory stays bounded whatever the
/// frame count. Frames the caller declares identical to their predecessor (`isRepeat`)
/// are neither rendered nor diffed: the previous frame's duration just grows.
///
/// ```swift
/// let timing = try GifTiming(fps: 30)
/// let delays = timing.delays(cycleSeconds: board.duration)
/// let encoder = try GifEncoder(path: "board.gif", width: 1656, height: 920)
/// let report = try FramePipeline.encode(frameCount: delays.count, durations: delays, into: encoder) { i in
///     try renderer.raster(at: timing.sourceTime(ofFrame: i))   // own cairo surface per call
/// }
/// ```
public enum FramePipeline {
    /// What a pipeline run did.
    public struct Report<Stats: Sendable & Equatable>: Sendable, Equatable {
        /// The encoder's statistics after ``FrameEncoder/finish()``.
        public var stats: Stats
        /// Frames actually rendered (frames declared repeats are skipped).
        public var framesRendered: Int
        /// The look-ahead bound used: frames rendering or rendered but not yet encoded.
        public var lookAhead: Int
        /// The most frames that were ever rendering or waiting at once (≤ ``lookAhead``).
        public var peakLookAhead: Int
    }

    /// Renders `frameCount` frames on `workers` threads, encodes them in order and finishes the file.
    /// - Parameters:
    ///   - frameCount: the number of frames.
    ///   - durations: each frame's duration in the encoder's ticks (`durations.count == frameCount`),
    ///     e.g. from ``FrameTiming/durations(cycleSeconds:)``.
    ///   - encoder: a fresh encoder; it is finished when this returns.
    ///   - workers: render threads (default: the active processor count).
    ///   - lookAhead: the most frames rendering or waiting at once (default `2 × workers + 1`);
    ///     memory is about `lookAhead + 3` frames.
    ///   - isRepeat: optional, thread-safe hint: `true` when frame `i` is pixel-identical to
    ///     frame `i − 1` (never asked for frame 0). A wrong `true` drops a frame.
    ///   - progress: optional, called on the calling thread with the frames encoded and the total.
    ///   - render: thread-safe: renders frame `i`; called concurrently on separate threads,
    ///     so it must use its own surface per call.
    /// - Returns: the encoder's statistics and the pipeline's own numbers.
    /// - Throws: the first error from `render` or the encoder; remaining work is cancelled.
    public static func encode<Encoder: FrameEncoder>(
        frameCount: Int, durations: [Int], into encoder: Encoder,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount, lookAhead: Int? = nil,
        isRepeat: (@Sendable (Int) -> Bool)? = nil,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil,
        render: @escaping @Sendable (Int) throws -> Raster
    ) throws -> Report<Encoder.Stats> {
        precondition(durations.count == frameCount, "one duration per frame")
        let workers = max(1, workers)
        let window = max(1, lookAhead ?? 2 * workers + 1)
        let repeats = (0..<frameCount).map { $0 > 0 && (isRepeat?($0) ?? false) }
        let state = State(frameCount: frameCount, window: window, repeats: repeats, render: render)
        let done = DispatchGroup()
        for _ in 0..<min(workers, frameCount) {
            done.enter()
            let thread = Thread { state.work(); done.leave() }
            thread.name = "frame-render"
            thread.start()
        }
        defer {
            state.cancel()
            done.wait()
        }
        for i in 0..<frameCount {
            if repeats[i] {
                try encoder.repeatLastFrame(duration: durations[i])
            } else {
                let frame = try state.take(i)
                try encoder.add(frame, duration: durations[i])
            }
            progress?(i + 1, frameCount)
        }
        let stats = try encoder.finish()
        return Report(stats: stats, framesRendered: state.rendered, lookAhead: window, peakLookAhead: state.peak)
    }

    /// Shared between the render threads and the encoding thread; every field is guarded by `lock`.
    private final class State: @unchecked Sendable {
        private let lock = NSCondition()
        private let frameCount: Int
        private let window: Int
        private let repeats: [Bool]
        private let render: @Sendable (Int) throws -> Raster
        private var next = 0
        private var held = 0
        private var ready: [Int: Raster] = [:]
        private var failure: Error?
        private var cancelled = false
        private var renderedCount = 0
        private var peakHeld = 0

        package init(frameCount: Int, window: Int, repeats: [Bool], render: @escaping @Sendable (Int) throws -> Raster) {
            self.frameCount = frameCount
            self.window = window
            self.repeats = repeats
            self.render = render
        }

        package var rendered: Int { lock.lock(); defer { lock.unlock() }; return renderedCount }
        package var peak: Int { lock.lock(); defer { lock.unlock() }; return peakHeld }

        /// A render thread: claim the next non-repeat frame while the window has room.
        package func work() {
            lock.lock()
            defer { lock.unlock() }
            while true {
                while next < frameCount && repeats[next] { next += 1 }
                if cancelled || failure != nil || next >= frameCount { return }
                if held >= window { lock.wait(); continue }
                let index = next
                next += 1
                held += 1
                peakHeld = max(peakHeld, held)
                lock.unlock()
                let result = Result { try render(index) }
                lock.lock()
                switch result {
                case .success(let raster): ready[index] = raster; renderedCount += 1
                case .failure(let error): if failure == nil { failure = error }
                }
                lock.broadcast()
            }
        }

        /// The encoding thread: wait for frame `index` and take it out of the window.
        package func take(_ index: Int) throws -> Raster {
            lock.lock()
            defer { lock.unlock() }
            while true {
                if let failure { throw failure }
                if let raster = ready.removeValue(forKey: index) {
                    held -= 1
                    lock.broadcast()
                    return raster
                }
                lock.wait()
            }
        }

        package func cancel() {
            lock.lock()
            cancelled = true
            lock.broadcast()
            lock.unlock()
        }
    }
}
