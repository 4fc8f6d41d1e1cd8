import BoardModel
import Files
/// What a finished GIF contains: frame counts, size and how its frames were coded.
public struct GifStats: Sendable, Equatable {
    /// Frames handed to the encoder, including those merged into their predecessor.
    public var framesAdded = 0
    /// Images stored in the file (identical consecutive frames are stored once).
    public var framesStored = 0
    /// The file size in bytes.
    public var bytes = 0
    /// The playback length of one loop, in centiseconds (the sum of all delays).
    public var durationCentiseconds = 0
    /// Stored frames whose local palette holds every re-sent colour exactly.
    public var exactPaletteFrames = 0
    /// Stored frames whose re-sent pixels had to be quantised to 255 (or 256) colours.
    public var quantizedFrames = 0
    /// Pixels re-sent over all stored frames (opaque pixels in the sub-images).
    public var pixelsSent = 0
    /// Re-sent pixels whose source had not changed: corrections of visible palette error.
    public var pixelsCorrected = 0
    /// Pixels in the cropped sub-images, transparent ones included (the LZW input).
    public var pixelsCoded = 0

    /// Creates empty statistics.
    public init() {}
}
