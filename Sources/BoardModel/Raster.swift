/// A raster: `width × height` pixels, row-major, each `0xAARRGGBB` in cairo's ARGB32 layout
/// (native-endian, premultiplied): opaque `0xFFRRGGBB` everywhere, except for a board on a
/// transparent background, whose see-through pixels keep their alpha (``straight(_:)``).
///
/// The renderer produces rasters; the PNG and GIF writers consume them.
public struct Raster: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, row-major, `0xAARRGGBB` premultiplied (opaque: `0xFFRRGGBB`).
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

extension Raster {
    /// Cairo's premultiplied `0xAARRGGBB` as straight (unassociated) alpha — what PNG, WebP and
    /// GIF store — rounded as cairo's own PNG writer rounds; opaque pixels are unchanged.
    @inline(__always)
    public static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a != 255 else { return p }
        guard a != 0 else { return 0 }
        func c(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
        return a << 24 | c(16) | c(8) | c(0)
    }

    /// Every pixel of `pixels` through ``straight(_:)``.
    public static func straightened(_ pixels: [UInt32]) -> [UInt32] { pixels.map(straight) }
}
