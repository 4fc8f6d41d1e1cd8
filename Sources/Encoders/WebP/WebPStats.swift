import BoardModel
import Files
/// What a finished animated WebP contains.
public struct WebPStats: Sendable, Equatable {
    /// Frames handed to the encoder, including those merged into their predecessor.
    public var framesAdded = 0
    /// Frames given to libwebp (identical consecutive frames are merged before).
    public var framesEncoded = 0
    /// Frames in the file (libwebp also drops frames whose pixels did not change); 1 when
    /// every frame was the same and libwebp wrote a still image.
    public var framesStored = 0
    /// The file size in bytes.
    public var bytes = 0
    /// The playback length of one loop in milliseconds (the sum of all durations).
    public var durationMilliseconds = 0

    /// Creates empty statistics.
    public init() {}
}
