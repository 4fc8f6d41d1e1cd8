import BoardModel
/// The pixel density of a PNG: a `pHYs` chunk saying how many pixels make an
/// inch, so that an @2x image is shown at its size in points (Markdown viewers,
/// browsers and image editors read it; without it a 2× image shows twice as large).
///
/// One point is 1/72 inch, so `scale` pixels per point are `72 × scale` dpi,
/// written in pixels per metre as PNG requires: 2835 at @1x, 5669 at @2x, 8504 at @3x.
///
/// ```swift
/// let png = PNGDensity.inserting(scale: 2, into: cairoBytes)   // 144 dpi
/// ```
public enum PNGDensity {
    /// Pixels per metre for `scale` pixels per point: `round(72 × scale / 0.0254)`.
    public static func pixelsPerMetre(scale: Int) -> UInt32 {
        UInt32((72 * Double(scale) / 0.0254).rounded())
    }

    /// The 8-byte PNG signature.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `png` with a `pHYs` chunk for `scale` right after `IHDR` (replacing one
    /// already there); `png` unchanged when it does not start with a signature and `IHDR`.
    public static func inserting(scale: Int, into png: [UInt8]) -> [UInt8] {
        let ihdrEnd = 8 + 4 + 4 + 13 + 4
        guard png.count >= ihdrEnd, Array(png[0..<8]) == signature, Array(png[12..<16]) == Array("IHDR".utf8) else {
            return png
        }
        let ppm = pixelsPerMetre(scale: scale)
        var data: [UInt8] = []
        data += bigEndian(ppm) + bigEndian(ppm) + [1]   // unit 1: the metre
        var result = Array(png[0..<ihdrEnd])
        result += chunk("pHYs", data)
        var rest = png[ihdrEnd...]
        // Drop a pHYs cairo or libpng may one day write.
        if rest.count >= 12, Array(rest[rest.startIndex + 4..<rest.startIndex + 8]) == Array("pHYs".utf8) {
            let length = Int(UInt32(rest[rest.startIndex]) << 24 | UInt32(rest[rest.startIndex + 1]) << 16
                | UInt32(rest[rest.startIndex + 2]) << 8 | UInt32(rest[rest.startIndex + 3]))
            rest = rest.dropFirst(12 + length)
        }
        result += rest
        return result
    }

    /// A chunk: length, type, data, CRC-32 of type and data.
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    package static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// CRC-32 (ISO 3309, as PNG and zlib use it).
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
