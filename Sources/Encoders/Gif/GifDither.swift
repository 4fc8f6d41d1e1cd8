import BoardModel
import Files
/// An ordered (Bayer 8×8) dither pattern fixed in screen space.
///
/// The offset at a pixel depends only on its absolute position, so a pixel that is
/// re-sent with the same colour gets the same dithered value: static areas never
/// shimmer and the pattern does not crawl with moving content. Error diffusion
/// (Floyd–Steinberg) lacks both properties, which is why it is not offered.
package struct GifDither {
    /// The classic recursive 8×8 Bayer matrix, values 0…63.
    private static let matrix: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42,
        48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38,
        60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41,
        51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37,
        63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// The peak-to-peak offset in 8-bit levels.
    package let amplitude: Int
    private let offsets: [Int]

    /// A pattern whose offsets span `amplitude` levels, centred on zero.
    package init(amplitude: Int) {
        self.amplitude = amplitude
        offsets = Self.matrix.map { level in
            let centred = (Double(level) + 0.5) / 64 - 0.5
            return Int(saturating: centred * Double(amplitude))
        }
    }

    /// The amplitude (in 8-bit levels) that suits a palette whose per-channel RMS error is `rms`:
    /// a uniform quantiser with step Δ has RMS error Δ/√12, so Δ ≈ 3.5 · rms.
    package static func amplitude(forChannelRMS rms: Double) -> Int {
        min(48, max(0, Int(saturating: 3.5 * rms)))
    }

    /// `color` (`0xRRGGBB`) shifted by the pattern's offset at (`x`, `y`) in every channel.
    @inline(__always)
    package func apply(_ color: UInt32, x: Int, y: Int) -> UInt32 {
        let offset = offsets[(y & 7) << 3 | (x & 7)]
        let r = min(255, max(0, Int((color >> 16) & 0xFF) + offset))
        let g = min(255, max(0, Int((color >> 8) & 0xFF) + offset))
        let b = min(255, max(0, Int(color & 0xFF) + offset))
        return UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
}
