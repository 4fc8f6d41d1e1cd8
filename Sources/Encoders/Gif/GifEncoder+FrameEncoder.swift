import BoardModel
import Files
extension GifEncoder: FrameEncoder {
    /// ``add(_:delayCentiseconds:)`` under the pipeline's name: `duration` is in centiseconds.
    public func add(_ frame: Raster, duration: Int) throws {
        try add(frame, delayCentiseconds: duration)
    }

    /// ``repeatLastFrame(delayCentiseconds:)`` under the pipeline's name.
    public func repeatLastFrame(duration: Int) throws {
        try repeatLastFrame(delayCentiseconds: duration)
    }
}
