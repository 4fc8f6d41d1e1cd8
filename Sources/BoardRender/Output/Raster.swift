/// An opaque RGB raster: `width × height` pixels, row-major, each `0xFFRRGGBB`
/// (cairo's ARGB32 layout for opaque pixels, native-endian).
///
/// The renderer produces rasters; the PNG and GIF writers consume them.
public struct Raster: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, row-major, `0xFFRRGGBB`.
    public var pixels: [UInt32]

    /// Creates a raster; `pixels.count` must be `width × height`.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "raster size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A raster filled with one colour.
    public init(width: Int, height: Int, fill: UInt32) {
        self.init(width: width, height: height, pixels: [UInt32](repeating: fill, count: width * height))
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}
