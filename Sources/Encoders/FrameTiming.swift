import BoardModel
import Files
/// Frame durations in whole ticks (centiseconds for GIF, milliseconds for WebP),
/// rounded on the cumulative timeline so that the total never drifts.
///
/// Frame `i` of the source shows time `i / fps`. Played at `speed`, it starts at
/// `i × ticksPerSecond / (fps × speed)` ticks; each boundary is rounded to a whole tick
/// and a duration is the difference of two rounded boundaries:
///
///     duration_i = round((i+1)·T/(fps·speed)) − round(i·T/(fps·speed))
///
/// so 30 fps in centiseconds gives 3, 3, 4, 3, 3, 4… and in milliseconds 33, 34, 33…
/// The format decides which rates it accepts (``GifTiming`` checks its own); this type
/// only does the arithmetic, which every animated format shares.
///
/// ```swift
/// let ms = FrameTiming(fps: 30, ticksPerSecond: 1000, minimumTicks: 11)
/// ms.durations(cycleSeconds: 1.0)   // 30 durations summing to exactly 1000 ms
/// ```
public struct FrameTiming: Sendable, Equatable {
    /// Source frames per second.
    public let fps: Int
    /// Playback speed: 1 = real time, 2 = twice as fast (durations are divided by it).
    public let speed: Double
    /// Ticks per second of the format's clock: 100 for GIF, 1000 for WebP.
    public let ticksPerSecond: Int
    /// The shortest duration a frame may have; a shorter last frame is merged into the one before.
    public let minimumTicks: Int

    /// Creates a timing; the caller has validated `fps` (≥ 1) and `speed` (finite, > 0).
    public init(fps: Int, speed: Double = 1, ticksPerSecond: Int, minimumTicks: Int) {
        precondition(fps > 0 && speed.isFinite && speed > 0 && ticksPerSecond > 0 && minimumTicks > 0)
        self.fps = fps
        self.speed = speed
        self.ticksPerSecond = ticksPerSecond
        self.minimumTicks = minimumTicks
    }

    /// The source time of frame `index`, in seconds (`index / fps`).
    public func sourceTime(ofFrame index: Int) -> Double {
        Double(index) / Double(fps)
    }

    /// The playback time where frame `index` starts, rounded to whole ticks.
    public func boundary(ofFrame index: Int) -> Int {
        rounded(Double(index) * Double(ticksPerSecond) / (Double(fps) * speed))
    }

    /// The duration of frame `index` in ticks: the difference of two rounded boundaries.
    public func duration(ofFrame index: Int) -> Int {
        boundary(ofFrame: index + 1) - boundary(ofFrame: index)
    }

    /// The durations of frames `0..<frameCount`; they sum to ``boundary(ofFrame:)`` of `frameCount`.
    public func durations(frameCount: Int) -> [Int] {
        (0..<max(0, frameCount)).map(duration(ofFrame:))
    }

    /// The number of frames needed to cover a cycle of `cycleSeconds` of source time:
    /// every frame whose source time is before the end of the cycle.
    public func frameCount(cycleSeconds: Double) -> Int {
        guard cycleSeconds > 0, cycleSeconds.isFinite else { return 0 }
        let exact = cycleSeconds * Double(fps)
        let nearest = exact.rounded()
        // A cycle that is a whole number of frames (up to float noise) needs exactly that many.
        let count = abs(exact - nearest) < 1e-9 ? Int(saturating: nearest) : Int(saturating: exact, rounding: .up)
        return max(1, count)
    }

    /// Durations for one cycle of `cycleSeconds` source seconds, so that the animation plays
    /// for exactly `round(cycleSeconds × ticksPerSecond / speed)` ticks.
    ///
    /// The last frame ends at the cycle's end rather than a whole frame later. If that would
    /// leave it shorter than ``minimumTicks``, the frame is dropped and the one before absorbs
    /// its time; the returned array is then one shorter than ``frameCount(cycleSeconds:)``.
    /// Render frame `i` at ``sourceTime(ofFrame:)`` for `i` in `0..<durations.count`.
    public func durations(cycleSeconds: Double) -> [Int] {
        let count = frameCount(cycleSeconds: cycleSeconds)
        guard count > 0 else { return [] }
        var result = durations(frameCount: count - 1)
        let end = totalTicks(cycleSeconds: cycleSeconds)
        let last = end - boundary(ofFrame: count - 1)
        if last >= minimumTicks || result.isEmpty {
            result.append(max(last, minimumTicks))
        } else {
            result[result.count - 1] += last
        }
        return result
    }

    /// The playback length of one cycle of `cycleSeconds`, in ticks.
    public func totalTicks(cycleSeconds: Double) -> Int {
        rounded(cycleSeconds * Double(ticksPerSecond) / speed)
    }

    private func rounded(_ value: Double) -> Int {
        // Snap float noise (e.g. 2.4999999999 for an exact 2.5) before rounding half away from zero.
        let snapped = (value * 1e6).rounded() / 1e6
        return Int(saturating: snapped, rounding: .toNearestOrAwayFromZero)
    }
}
