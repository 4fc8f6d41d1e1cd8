import BoardModel
import Files
/// Frame delays for a GIF, in centiseconds, rounded on the cumulative timeline.
///
/// A ``FrameTiming`` in centiseconds that only accepts what a GIF can play: frame `i`
/// starts at `round(i × 100 / (fps × speed))` cs, so 30 fps gives 3, 3, 4, 3, 3, 4… and
/// the total never drifts. The effective rate `fps × speed` must be at most 50 fps: GIF
/// delays are whole centiseconds and browsers play 0–1 cs frames as 10 cs, so every
/// delay produced here is at least 2 cs.
///
/// ```swift
/// let timing = try GifTiming(fps: 30)
/// timing.delays(frameCount: 6)          // [3, 3, 4, 3, 3, 4]
/// timing.delays(cycleSeconds: 1.0)      // 30 delays summing to exactly 100 cs
/// ```
public struct GifTiming: Sendable, Equatable {
    /// The highest effective frame rate a GIF can play: 2 cs per frame.
    public static let maximumFrameRate = 50
    /// The rates whose frames all last the same whole number of centiseconds: the
    /// divisors of 100 up to 50. Any other rate alternates delays (30 fps: 3, 3, 4 cs).
    public static let evenFrameRates = [1, 2, 4, 5, 10, 20, 25, 50]

    /// Whether every frame lasts the same whole number of centiseconds.
    public var isEven: Bool { Set(delays(frameCount: 200)).count <= 1 }

    /// The distinct delays of the first frames, shortest first: `[3, 4]` at 30 fps.
    public var distinctDelays: [Int] { Set(delays(frameCount: 200)).sorted() }

    /// "50, 25, 20, 10, 5, 4, 2 or 1".
    public static var evenFrameRateList: String {
        let rates = evenFrameRates.reversed().map(String.init)
        return rates.dropLast().joined(separator: ", ") + " or " + rates.last!
    }

    /// The arithmetic, in centiseconds with a 2 cs minimum.
    public let clock: FrameTiming
    /// Source frames per second.
    public var fps: Int { clock.fps }
    /// Playback speed: 1 = real time, 2 = twice as fast (durations are divided by it).
    public var speed: Double { clock.speed }

    /// Validates a frame rate and playback speed.
    /// - Parameters:
    ///   - fps: source frames per second, 1…50 at speed 1.
    ///   - speed: playback speed factor; `fps × speed` must not exceed 50.
    /// - Throws: ``GifError/invalidFrameRate(fps:)``, ``GifError/invalidSpeed(speed:)`` or
    ///   ``GifError/frameRateTooHigh(fps:speed:)``, whose message lists every even rate (``evenFrameRates``).
    public init(fps: Int, speed: Double = 1) throws(GifError) {
        guard fps > 0 else { throw .invalidFrameRate(fps: fps) }
        guard speed.isFinite, speed > 0 else { throw .invalidSpeed(speed: speed) }
        // Allow a hair of floating-point slack so that e.g. 30 fps × (5/3) counts as 50.
        guard Double(fps) * speed <= Double(Self.maximumFrameRate) * (1 + 1e-12) else {
            throw .frameRateTooHigh(fps: fps, speed: speed)
        }
        clock = FrameTiming(fps: fps, speed: speed, ticksPerSecond: 100, minimumTicks: 2)
    }

    /// The source time of frame `index`, in seconds (`index / fps`).
    public func sourceTime(ofFrame index: Int) -> Double { clock.sourceTime(ofFrame: index) }

    /// The playback time where frame `index` starts, rounded to whole centiseconds.
    public func boundary(ofFrame index: Int) -> Int { clock.boundary(ofFrame: index) }

    /// The delay of frame `index` in centiseconds: the difference of two rounded boundaries (≥ 2).
    public func delay(ofFrame index: Int) -> Int { clock.duration(ofFrame: index) }

    /// The delays of frames `0..<frameCount`; they sum to ``boundary(ofFrame:)`` of `frameCount`.
    public func delays(frameCount: Int) -> [Int] { clock.durations(frameCount: frameCount) }

    /// The number of frames needed to cover a cycle of `cycleSeconds` of source time.
    public func frameCount(cycleSeconds: Double) -> Int { clock.frameCount(cycleSeconds: cycleSeconds) }

    /// Delays for one cycle of `cycleSeconds` source seconds, so that the GIF plays for exactly
    /// `round(cycleSeconds × 100 / speed)` cs; see ``FrameTiming/durations(cycleSeconds:)``.
    public func delays(cycleSeconds: Double) -> [Int] { clock.durations(cycleSeconds: cycleSeconds) }

    /// The playback length of `frameCount` frames in centiseconds.
    public func totalCentiseconds(frameCount: Int) -> Int { clock.boundary(ofFrame: max(0, frameCount)) }
}
