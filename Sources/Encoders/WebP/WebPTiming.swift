import BoardModel
import Files
/// Frame durations for an animated WebP, in milliseconds, rounded on the cumulative timeline.
///
/// A ``FrameTiming`` in milliseconds that only accepts what browsers play as asked: frame `i`
/// starts at `round(i × 1000 / (fps × speed))` ms, so 30 fps gives 33, 34, 33, 33, 34, 33…
/// and the total is exactly the cycle divided by the speed. Browsers play frames of 10 ms
/// or less as 100 ms (Chromium's and Firefox's rule for every animated image), so the
/// effective rate is capped at ``maximumFrameRate`` — frames of at least 16 ms — and a
/// last frame shorter than 11 ms is merged into the one before.
///
/// ```swift
/// let timing = try WebPTiming(fps: 30)
/// timing.durations(cycleSeconds: 1.0)   // 30 durations summing to exactly 1000 ms
/// ```
public struct WebPTiming: Sendable, Equatable {
    /// The highest effective frame rate: a display's usual refresh rate, 16–17 ms a frame.
    public static let maximumFrameRate = 60
    /// The shortest frame browsers play as asked, in milliseconds.
    public static let minimumDuration = 11

    /// The arithmetic, in milliseconds.
    public let clock: FrameTiming

    /// Validates a frame rate and playback speed.
    /// - Throws: ``WebPError/invalidFrameRate(fps:)``, ``WebPError/invalidSpeed(speed:)`` or
    ///   ``WebPError/frameRateTooHigh(fps:speed:)``.
    public init(fps: Int, speed: Double = 1) throws(WebPError) {
        guard fps > 0 else { throw .invalidFrameRate(fps: fps) }
        guard speed.isFinite, speed > 0 else { throw .invalidSpeed(speed: speed) }
        guard Double(fps) * speed <= Double(Self.maximumFrameRate) * (1 + 1e-12) else {
            throw .frameRateTooHigh(fps: fps, speed: speed)
        }
        clock = FrameTiming(fps: fps, speed: speed, ticksPerSecond: 1000, minimumTicks: Self.minimumDuration)
    }

    /// Durations in milliseconds for one cycle of `cycleSeconds`; they sum to
    /// `round(cycleSeconds × 1000 / speed)`.
    public func durations(cycleSeconds: Double) -> [Int] { clock.durations(cycleSeconds: cycleSeconds) }
}
