/// The GIF quality knob: `--quality 1…100`, fidelity traded for bytes.
///
/// **100** (the default) is the full-quality encoder: every pixel whose source changed is
/// re-sent, and a static pixel is corrected once the screen is more than
/// ``GifEncoder/defaultTolerance`` off. Its output is pinned byte for byte.
///
/// **Below 100** a pixel is re-sent only when the screen is visibly off — more than
/// ``tolerance`` levels in some channel — whether or not its source changed. Slow fades
/// (most of a transition's changed pixels move by 1–3 levels a frame) then update every few
/// frames instead of every frame. Palettes get coarser too: at most ``maximumColors``
/// entries, quantised from the re-sent pixels. Lower numbers mean fewer re-sent pixels,
/// shorter codes and a lower PSNR; ``tolerance`` bounds the error of every pixel that does
/// not move.
///
/// ```swift
/// let q = try GifQuality(60)
/// q.tolerance        // 14 levels
/// q.maximumColors    // 256
/// ```
public struct GifQuality: Sendable, Equatable {
    /// The highest (and default) quality.
    public static let maximum = 100
    /// The accepted range.
    public static let range = 1...100

    /// The setting, 1…100.
    public let value: Int

    /// Validates a quality.
    /// - Throws: ``GifError/invalidQuality(quality:)`` outside 1…100.
    public init(_ value: Int) throws(GifError) {
        guard Self.range.contains(value) else { throw .invalidQuality(quality: value) }
        self.value = value
    }

    /// Whether this is the full-quality encoder (re-send every changed pixel).
    public var isFull: Bool { value == Self.maximum }

    /// Below 100: the largest per-channel error the screen may show before a pixel is
    /// re-sent, from 3 (quality 99) to 40 (quality 1).
    public var tolerance: Int {
        isFull ? GifEncoder.defaultTolerance : 3 + ((Self.maximum - 1 - value) * 37 + 49) / 98
    }

    /// The most colours a frame's palette may have: 256 down to quality 50, 128 down to 30,
    /// 64 down to 15, then 32 (powers of two: a table's size is one).
    public var maximumColors: Int {
        switch value {
        case 50...: 256
        case 30...: 128
        case 15...: 64
        default: 32
        }
    }
}
