import BoardModel
import Files
/// The GIF quality knob: `--quality 1…100`, fidelity traded for bytes.
///
/// **100** (the default) is the full-quality encoder: every pixel whose source changed is
/// re-sent, and a static pixel is corrected once the screen is more than
/// ``GifEncoder/defaultTolerance`` off. Its output is pinned byte for byte.
///
/// **Below 100** three things give way, more as the number falls:
/// - a pixel is re-sent only when the screen is visibly off: more than ``tolerance`` levels
///   in some channel where its source changed, so slow fades (most of a transition's changed
///   pixels move by 1–3 levels a frame) update every few frames, and more than
///   ``staticTolerance`` where it did not, so what motion leaves behind is cleaned up;
/// - motion is coded at a lower rate (``frameStride``): below 70 every second frame is
///   held one frame longer, below 40 every third; durations add up, so the timing and
///   the total length stay exact;
/// - palettes get coarser (``maximumColors``).
///
/// Measured on the bench (`make bench`: 340 frames, 1848×1030, 50 fps), KB / PSNR:
/// 100: 4243 / 66.4 dB · 90: 3062 / 51.4 dB · 40: 1428 / 36.1 dB · 30: 1190 / 33.6 dB
/// (the README has the whole sweep).
///
/// ```swift
/// let q = try GifQuality(50)
/// q.frameStride      // 2
/// q.tolerance        // 11 levels
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

    /// The largest per-channel error the screen may show before a pixel is re-sent: at 100
    /// ``GifEncoder/defaultTolerance`` for static pixels only; below, for every pixel —
    /// 3 (quality 99) to 12 (70); 3 (69) to 16 (40) at half the rate; 6 (39) to 30 (1).
    public var tolerance: Int {
        switch value {
        case Self.maximum: GifEncoder.defaultTolerance
        case 70...: 3 + (99 - value) * 9 / 29
        case 40...: 3 + (69 - value) * 13 / 29
        default: 6 + (39 - value) * 24 / 38
        }
    }

    /// Below 100, the error tolerated where the source did not change since the last coded
    /// frame: what motion left behind (trails, half-faded edges) is cleaned up once it has
    /// passed. A third of ``tolerance``, at least ``GifEncoder/defaultTolerance``.
    public var staticTolerance: Int {
        max(GifEncoder.defaultTolerance, tolerance / 3)
    }

    /// Every how many source frames a new picture is coded: 1 from 70 up, 2 from 40 to
    /// 69 (motion at half the frame rate), 3 below.
    public var frameStride: Int {
        switch value {
        case 70...: 1
        case 40...: 2
        default: 3
        }
    }

    /// Below 100, two runs of re-sent pixels in a row at most this many pixels apart are sent as
    /// one, the pixels between re-sent too (0 at 100: only what changed is sent). A see-through
    /// stretch between two runs costs LZW more codes than its few pixels do, and the re-sent ones
    /// are exact: measured on the bench (50 fps @2x) at tolerance 4, 8 and 16, 16 pixels gave
    /// 9 %, 7 % and 6 % fewer bytes at a PSNR 0.01–0.08 dB higher (8: −6 %; 24: −8 % at 8 but
    /// +1 % at 4 against 16; 64: −5 %).
    /// Below 20, whose palettes have 32 colours, the pixels between would be re-sent coarsely
    /// quantised and corrected again: 0 there (measured at 10: 1004 KiB with 16 — more than 20's
    /// 998 KiB — and 961 KiB with 0, at the same PSNR).
    public var spanGap: Int { isFull || value < 20 ? 0 : 16 }

    /// The most colours a frame's palette may have: 256 from 55 up, 128 from 40, 64 from
    /// 20, then 32 (powers of two: a colour table's size is one).
    public var maximumColors: Int {
        switch value {
        case 55...: 256
        case 40...: 128
        case 20...: 64
        default: 32
        }
    }
}
