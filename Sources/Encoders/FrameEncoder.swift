import BoardModel
import Files
/// A streaming encoder of an animated format, as ``FramePipeline`` drives it.
///
/// Frames arrive one at a time, in order, each with its duration in the format's own
/// ticks (centiseconds for GIF, milliseconds for WebP); a frame known to equal its
/// predecessor arrives without pixels. ``GifEncoder`` and ``WebPEncoder`` conform.
public protocol FrameEncoder: AnyObject {
    /// What a finished file contains (frame counts, bytes, duration).
    associatedtype Stats: Sendable & Equatable

    /// Adds the next frame, shown for `duration` ticks.
    func add(_ frame: Raster, duration: Int) throws
    /// Adds a frame identical to the previous one: the previous frame stays `duration` ticks longer.
    func repeatLastFrame(duration: Int) throws
    /// Writes what is pending, closes the file and returns what was written.
    func finish() throws -> Stats
}
