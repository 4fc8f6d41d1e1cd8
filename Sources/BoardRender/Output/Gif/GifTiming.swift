/// Frame delays for a GIF, in centiseconds, rounded on the cumulative timeline.
///
/// Frame `i` of the source shows time `i / fps`. Played at `speed`, it starts at
/// `i × 100 / (fps × speed)` cs; each boundary is rounded to whole centiseconds and
/// a delay is the difference of two rounded boundaries:
///
///     delay_i = round((i+1)·100/(fps·speed)) − round(i·100/(fps·speed))
///
/// so 30 fps gives 3, 3, 4, 3, 3, 4… and the total never drifts. The effective rate
/// `fps × speed` must be at most 50 fps: GIF delays are whole centiseconds and browsers
/// play 0–1 cs frames as 10 cs, so every delay produced here is at least 2 cs.
///
/// ```swift
/// let timing = try GifTiming(fps: 30)
/// timing.delays(frameCount: 6)          // [3, 3, 4, 3, 3, 4]
/// timing.delays(cycleSeconds: 1.0)      // 30 delays summing to exactly 100 cs
/// ```
public struct GifTiming: Sendable, Equatable {
    /// The highest effective frame rate a GIF can play: 2 cs per frame.
    public static let maximumFrameRate = 50

    /// Source frames per second.
    public let fps: Int
    /// Playback speed: 1 = real time, 2 = twice as fast (durations are divided by it).
    public let speed: Double

    /// Validates a frame rate and playback speed.
    /// - Parameters:
    ///   - fps: source frames per second, 1…50 at speed 1.
    ///   - speed: playback speed factor; `fps × speed` must not exceed 50.
    /// - Throws: ``GifError/invalidFrameRate(fps:)``, ``GifError/invalidSpeed(speed:)`` or
    ///   ``GifError/frameRateTooHigh(fps:speed:)``, whose message suggests 50, 25, 20 or 10 fps.
    public init(fps: Int, speed: Double = 1) throws(GifError) {
        guard fps > 0 else { throw .invalidFrameRate(fps: fps) }
        guard speed.isFinite, speed > 0 else { throw .invalidSpeed(speed: speed) }
        // Allow a hair of floating-point slack so that e.g. 30 fps × (5/3) counts as 50.
        guard Double(fps) * speed <= Double(Self.maximumFrameRate) * (1 + 1e-12) else {
            throw .frameRateTooHigh(fps: fps, speed: speed)
        }
        self.fps = fps
        self.speed = speed
    }

    /// The source time of frame `index`, in seconds (`index / fps`).
    public func sourceTime(ofFrame index: Int) -> Double {
        Double(index) / Double(fps)
    }

    /// The playback time where frame `index` starts, rounded to whole centiseconds.
    public func boundary(ofFrame index: Int) -> Int {
        rounded(Double(index) * 100 / (Double(fps) * speed))
    }

    /// The delay of frame `index` in centiseconds: the difference of two rounded boundaries (≥ 2).
    public func delay(ofFrame index: Int) -> Int {
        boundary(ofFrame: index + 1) - boundary(ofFrame: index)
    }

    /// The delays of frames `0..<frameCount`; they sum to ``boundary(ofFrame:)`` of `frameCount`.
    public func delays(frameCount: Int) -> [Int] {
        (0..<max(0, frameCount)).map(delay(ofFrame:))
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

    /// Delays for one cycle of `cycleSeconds` source seconds, so that the GIF plays for exactly
    /// `round(cycleSeconds × 100 / speed)` cs.
    ///
    /// The last frame ends at the cycle's end rather than a whole frame later. If that would
    /// leave it shorter than 2 cs, the frame is dropped and the one before absorbs its time;
    /// the returned array is then one shorter than ``frameCount(cycleSeconds:)``. Render
    /// frame `i` at ``sourceTime(ofFrame:)`` for `i` in `0..<delays.count`.
    public func delays(cycleSeconds: Double) -> [Int] {
        let count = frameCount(cycleSeconds: cycleSeconds)
        guard count > 0 else { return [] }
        var result = delays(frameCount: count - 1)
        let end = rounded(cycleSeconds * 100 / speed)
        let last = end - boundary(ofFrame: count - 1)
        if last >= 2 || result.isEmpty {
            result.append(max(last, 2))
        } else {
            result[result.count - 1] += last
        }
        return result
    }

    /// The playback length of `frameCount` frames in centiseconds.
    public func totalCentiseconds(frameCount: Int) -> Int {
        boundary(ofFrame: max(0, frameCount))
    }

    private func rounded(_ value: Double) -> Int {
        // Snap float noise (e.g. 2.4999999999 for an exact 2.5) before rounding half away from zero.
        let snapped = (value * 1e6).rounded() / 1e6
        return Int(saturating: snapped, rounding: .toNearestOrAwayFromZero)
    }
}
