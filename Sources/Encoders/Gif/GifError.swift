import BoardModel
import Files
/// A failure while timing, encoding or writing an animated GIF.
///
/// Every case carries enough context for a human message that names the file
/// (or the option) and, where there is one, the fix. `description` is that message.
public enum GifError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The output file could not be created or opened (`reason` is the system's message).
    case cannotCreate(path: String, reason: String)
    /// A giflib call reported an error (`code` is giflib's error code).
    case giflib(path: String, operation: String, code: Int32, message: String)
    /// Writing bytes to the file failed, e.g. because the disk is full.
    case writeFailed(path: String, reason: String)
    /// The frame rate is zero or negative.
    case invalidFrameRate(fps: Int)
    /// The playback speed is not a finite positive number.
    case invalidSpeed(speed: Double)
    /// The effective frame rate (`fps × speed`) is above 50 fps.
    case frameRateTooHigh(fps: Int, speed: Double)
    /// The canvas size is outside 1…65535 pixels in either direction.
    case invalidSize(path: String, width: Int, height: Int)
    /// The loop count is negative or above 65535.
    case invalidLoopCount(path: String, loopCount: Int)
    /// A frame's size differs from the canvas size given at creation.
    case frameSizeMismatch(path: String, frame: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// A delay is below 2 cs (browsers would play it as 10 cs) or above 65535 cs.
    case invalidDelay(path: String, frame: Int, centiseconds: Int)
    /// The quality is outside 1…100.
    case invalidQuality(quality: Int)
    /// `finish()` was called before any frame was added.
    case noFrames(path: String)
    /// A frame was added after `finish()`, or `finish()` was called twice.
    case alreadyFinished(path: String)

    /// A one-line human message naming the file or option and the fix.
    public var description: String {
        switch self {
        case let .cannotCreate(path, reason):
            return "\(path): cannot create the GIF file: \(reason)"
        case let .giflib(path, operation, code, message):
            return "\(path): giflib failed in \(operation): \(message) (error \(code))"
        case let .writeFailed(path, reason):
            return "\(path): writing the GIF failed: \(reason)"
        case let .invalidFrameRate(fps):
            return "--fps \(fps): the frame rate must be a positive number of frames per second; use \(GifTiming.evenFrameRateList)"
        case let .invalidSpeed(speed):
            return "--speed \(Self.format(speed)): the playback speed must be a positive number (1 = real time, 2 = twice as fast)"
        case let .frameRateTooHigh(fps, speed):
            let rate = speed == 1 ? "--fps \(fps)" : "--fps \(fps) at --speed \(Self.format(speed)) (\(Self.format(Double(fps) * speed)) fps)"
            return "\(rate): a GIF cannot play faster than 50 fps (delays are whole centiseconds and browsers slow 0–1 cs frames down to 10 cs); use \(GifTiming.evenFrameRateList) fps (every frame the same whole number of centiseconds)"
        case let .invalidSize(path, width, height):
            return "\(path): a GIF canvas must be 1…65535 pixels in each direction, not \(width)×\(height)"
        case let .invalidLoopCount(path, loopCount):
            return "\(path): loop count \(loopCount) is out of range; use nil (forever), 0 (play once) or 1…65535 extra loops"
        case let .frameSizeMismatch(path, frame, width, height, expectedWidth, expectedHeight):
            return "\(path): frame \(frame) is \(width)×\(height) but the GIF canvas is \(expectedWidth)×\(expectedHeight); render every frame at the same size"
        case let .invalidDelay(path, frame, centiseconds):
            return "\(path): frame \(frame) has a delay of \(centiseconds) cs; GIF delays must be 2…65535 cs (browsers play 0–1 cs as 10 cs): compute delays with GifTiming"
        case let .invalidQuality(quality):
            return "--quality \(quality): a GIF's quality is 1 to 100 (100, the default, is full quality; lower trades fidelity for bytes)"
        case let .noFrames(path):
            return "\(path): no frames were added; a GIF needs at least one frame"
        case let .alreadyFinished(path):
            return "\(path): the GIF is already finished; create a new encoder for another file"
        }
    }

    private static func format(_ value: Double) -> String {
        NumberFormat.plain(value)
    }
}
