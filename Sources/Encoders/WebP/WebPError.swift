import BoardModel
import Files
/// A failure while timing, encoding or writing an animated WebP.
///
/// Every case names the file (or the option) and, where there is one, the fix;
/// `description` is that one-line message.
public enum WebPError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The frame rate is zero or negative.
    case invalidFrameRate(fps: Int)
    /// The playback speed is not a finite positive number.
    case invalidSpeed(speed: Double)
    /// The effective frame rate (`fps × speed`) is above ``WebPTiming/maximumFrameRate``.
    case frameRateTooHigh(fps: Int, speed: Double)
    /// The quality is outside 0…100.
    case invalidQuality(quality: Int)
    /// The loop count is negative or above 65534 extra loops.
    case invalidLoopCount(path: String, loopCount: Int)
    /// The canvas size is outside 1…16383 pixels in either direction.
    case invalidSize(path: String, width: Int, height: Int)
    /// A frame's size differs from the canvas size given at creation.
    case frameSizeMismatch(path: String, frame: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// A duration is not positive.
    case invalidDuration(path: String, frame: Int, milliseconds: Int)
    /// libwebp reported a failure (`operation` is the call, `reason` libwebp's message).
    case libwebp(path: String, operation: String, reason: String)
    /// The output file could not be created or written (`reason` is the system's message).
    case writeFailed(path: String, reason: String)
    /// `finish()` was called before any frame was added.
    case noFrames(path: String)
    /// A frame was added after `finish()`, or `finish()` was called twice.
    case alreadyFinished(path: String)

    /// A one-line human message naming the file or option and the fix.
    public var description: String {
        switch self {
        case let .invalidFrameRate(fps):
            return "--fps \(fps): the frame rate must be a positive number of frames per second, such as 50, 30 or 25"
        case let .invalidSpeed(speed):
            return "--speed \(Self.format(speed)): the playback speed must be a positive number (1 = real time, 2 = twice as fast)"
        case let .frameRateTooHigh(fps, speed):
            let rate = speed == 1 ? "--fps \(fps)" : "--fps \(fps) at --speed \(Self.format(speed)) (\(Self.format(Double(fps) * speed)) fps)"
            return "\(rate): an animated WebP plays at most \(WebPTiming.maximumFrameRate) fps here (browsers slow frames of 10 ms or less down to 100 ms); use 60, 50, 30 or 25"
        case let .invalidQuality(quality):
            return "--quality \(quality): a WebP's quality is 0 to 100 (lossy); leave it out for lossless, pixel-exact frames"
        case let .invalidLoopCount(path, loopCount):
            return "\(path): loop count \(loopCount) is out of range; a WebP plays 0…65534 extra loops, or forever"
        case let .invalidSize(path, width, height):
            return "\(path): a WebP canvas must be 1…16383 pixels in each direction, not \(width)×\(height); reduce --scale"
        case let .frameSizeMismatch(path, frame, width, height, expectedWidth, expectedHeight):
            return "\(path): frame \(frame) is \(width)×\(height) but the WebP canvas is \(expectedWidth)×\(expectedHeight); render every frame at the same size"
        case let .invalidDuration(path, frame, milliseconds):
            return "\(path): frame \(frame) has a duration of \(milliseconds) ms; durations must be positive: compute them with WebPTiming"
        case let .libwebp(path, operation, reason):
            return "\(path): libwebp failed in \(operation): \(reason)"
        case let .writeFailed(path, reason):
            return "\(path): writing the WebP failed: \(reason)"
        case let .noFrames(path):
            return "\(path): no frames were added; an animated WebP needs at least one frame"
        case let .alreadyFinished(path):
            return "\(path): the WebP is already finished; create a new encoder for another file"
        }
    }

    private static func format(_ value: Double) -> String {
        NumberFormat.plain(value)
    }
}
