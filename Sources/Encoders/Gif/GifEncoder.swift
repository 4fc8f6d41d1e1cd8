import BoardModel
import Files
import Foundation

/// A streaming animated-GIF writer for opaque UI frames.
///
/// Frames go in one at a time, in order, each with its delay; the file is written as
/// they arrive, so memory does not grow with the frame count. Identical consecutive
/// frames are merged (their delays add up), which is why a frame reaches the file only
/// when a different one follows it or at ``finish()``.
///
/// Each stored frame is diffed against what a decoder shows at that point: only pixels
/// that changed, or that are visibly off (see ``defaultTolerance``), are re-sent; the
/// rest are transparent and the frame is cropped to what is re-sent. Every frame has a
/// local colour table: exact when the re-sent pixels have at most 255 colours,
/// otherwise a full-precision palette built from those pixels alone. Frames use
/// disposal "do not dispose" and are not interlaced.
///
/// ```swift
/// let timing = try GifTiming(fps: 30)
/// let encoder = try GifEncoder(path: "out.gif", width: 800, height: 600)
/// for i in 0..<90 { try encoder.add(render(i), delayCentiseconds: timing.delay(ofFrame: i)) }
/// let stats = try encoder.finish()
/// ```
public final class GifEncoder {
    /// The largest per-channel error (0…255) the screen may show before a static pixel
    /// is re-sent. Lower values correct quantisation error left behind when motion
    /// stops, at the cost of bytes. Measured on the synthetic board
    /// (`scripts/gif-bench.sh`, PSNR over all pixels / file size):
    ///
    /// | tolerance | 0 | 2 | 4 | 6 | 8 |
    /// |---|---|---|---|---|---|
    /// | PSNR dB | 59.1 | 60.3 | 59.4 | 58.7 | 58.5 |
    /// | size | +28 % | +4.1 % | +0.8 % | 7.09 MB | −0.6 % |
    ///
    /// 0 re-sends pixels that are off by a single level over and over (each time
    /// quantised again), so it is both larger and no better; 4 keeps every static pixel
    /// within 4 levels for under 1 % of size.
    public static let defaultTolerance = 4

    /// The output path.
    public let path: String
    /// The canvas width in pixels.
    public let width: Int
    /// The canvas height in pixels.
    public let height: Int
    /// Extra plays after the first: `nil` = forever, 0 = play once (no loop extension).
    public let loopCount: Int?
    /// Whether quantised frames use an ordered dither.
    public let dither: Bool
    /// The per-channel error tolerated on screen before a static pixel is re-sent.
    public let tolerance: Int
    /// Fidelity traded for bytes; 100 (the default) re-sends every changed pixel.
    public let quality: GifQuality
    /// Frames with see-through pixels (a board on a transparent background): each frame sends
    /// every pixel whose alpha is at least half, the others take the transparent index, and the
    /// frame's rectangle is cleared after it shows (disposal "restore to background"), so no
    /// frame is a difference from the one before. Larger files than opaque frames.
    public let transparent: Bool

    private let writer: GifFileWriter
    private let coder: GifFrameCoder
    private let output: GifOutputQueue
    private var pending: Raster?
    private var pendingDelay = 0
    /// Below quality 100: source frames held back since the pending picture was chosen.
    private var held = 0
    private var stats = GifStats()
    private var state = State.open

    private enum State { case open, finished, failed(GifError) }

    /// Creates the file and writes the header, the screen descriptor and (unless
    /// `loopCount` is 0) the NETSCAPE2.0 loop extension.
    /// - Parameters:
    ///   - path: where to write; an existing file is replaced.
    ///   - width: canvas width, 1…65535.
    ///   - height: canvas height, 1…65535.
    ///   - loopCount: `nil` loops forever (NETSCAPE2.0 count 0); `n` > 0 plays `n` extra
    ///     times; 0 plays once and writes no loop extension.
    ///   - dither: apply an ordered Bayer dither, fixed in screen space, to re-sent pixels
    ///     of quantised frames (exact colours are never dithered). Off by default: flat UI
    ///     needs none and dithering makes files larger.
    ///   - tolerance: see ``defaultTolerance`` (quality 100 only; below, ``GifQuality/tolerance`` applies).
    ///   - quality: 1…100, see ``GifQuality``; 100 is the full-quality encoder.
    ///   - transparent: frames are premultiplied ARGB with see-through pixels (see ``transparent``).
    /// - Throws: ``GifError`` if the arguments are out of range or the file cannot be written.
    public convenience init(path: String, width: Int, height: Int, loopCount: Int? = nil,
                            dither: Bool = false, tolerance: Int = GifEncoder.defaultTolerance,
                            quality: Int = GifQuality.maximum, transparent: Bool = false) throws(GifError) {
        try self.init(path: path, open: { () throws(GifError) in try GifFileWriter(path: path) }, width: width, height: height,
                      loopCount: loopCount, dither: dither, tolerance: tolerance, quality: quality, transparent: transparent)
    }

    /// Writes into `file`, a temporary from ``OutputFile`` (never opened again by name),
    /// as ``init(path:width:height:loopCount:dither:tolerance:quality:transparent:)``; messages name `file.path`.
    public convenience init(file: FileSink, width: Int, height: Int, loopCount: Int? = nil,
                            dither: Bool = false, tolerance: Int = GifEncoder.defaultTolerance,
                            quality: Int = GifQuality.maximum, transparent: Bool = false) throws(GifError) {
        try self.init(path: file.path, open: { () throws(GifError) in try GifFileWriter(file: file) }, width: width, height: height,
                      loopCount: loopCount, dither: dither, tolerance: tolerance, quality: quality, transparent: transparent)
    }

    private init(path: String, open: () throws(GifError) -> GifFileWriter, width: Int, height: Int, loopCount: Int?,
                 dither: Bool, tolerance: Int, quality: Int, transparent: Bool) throws(GifError) {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw .invalidSize(path: path, width: width, height: height)
        }
        if let loopCount, !(0...65535).contains(loopCount) {
            throw .invalidLoopCount(path: path, loopCount: loopCount)
        }
        self.quality = try GifQuality(quality)
        self.path = path
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.dither = dither
        self.tolerance = max(0, tolerance)
        writer = try open()
        self.transparent = transparent
        coder = GifFrameCoder(width: width, height: height, tolerance: self.tolerance, dither: dither, quality: self.quality,
                              alpha: transparent)
        try writer.putScreen(width: width, height: height)
        if loopCount != 0 { try writer.putLoop(count: loopCount ?? 0) }
        output = GifOutputQueue(writer: writer)
    }

    /// Adds the next frame, shown for `delayCentiseconds`.
    ///
    /// If it is identical to the previous frame, the previous frame's delay grows instead.
    /// - Parameters:
    ///   - frame: a `width × height` opaque raster.
    ///   - delayCentiseconds: 2…65535; compute it with ``GifTiming``.
    /// - Throws: ``GifError`` for a wrong size or delay, or when writing the previous frame fails.
    public func add(_ frame: Raster, delayCentiseconds: Int) throws(GifError) {
        try checkOpen()
        let index = stats.framesAdded
        guard frame.width == width, frame.height == height else {
            throw .frameSizeMismatch(path: path, frame: index, width: frame.width, height: frame.height,
                                     expectedWidth: width, expectedHeight: height)
        }
        try checkDelay(delayCentiseconds, frame: index)
        if let pending, StageClock.measure(.diff, { Self.samePixels(pending.pixels, frame.pixels) }) {
            try extend(by: delayCentiseconds)
        } else if pending != nil, held + 1 < quality.frameStride {
            held += 1 // a lower quality shows the pending picture for this frame too
            try extend(by: delayCentiseconds)
        } else {
            if let pending { try write(pending, delay: pendingDelay) }
            pending = frame
            pendingDelay = delayCentiseconds
            held = 0
        }
        stats.framesAdded += 1
    }

    /// Adds a frame known to be identical to the previous one, without its pixels: the
    /// previous frame simply stays on screen `delayCentiseconds` longer.
    /// - Throws: ``GifError/noFrames(path:)`` if no frame was added yet, or a delay error.
    public func repeatLastFrame(delayCentiseconds: Int) throws(GifError) {
        try checkOpen()
        guard pending != nil else { throw .noFrames(path: path) }
        try checkDelay(delayCentiseconds, frame: stats.framesAdded)
        try extend(by: delayCentiseconds)
        stats.framesAdded += 1
    }

    /// Writes the last frame and the trailer, closes the file and returns what was written.
    /// - Throws: ``GifError/noFrames(path:)`` if nothing was added, or a write error.
    public func finish() throws(GifError) -> GifStats {
        try checkOpen()
        guard let pending else {
            state = .finished
            _ = output.drain()
            try? writer.close()
            throw .noFrames(path: path)
        }
        do throws(GifError) {
            try write(pending, delay: pendingDelay)
            self.pending = nil
            if let failure = output.drain() { throw failure }
            try writer.close()
        } catch {
            state = .failed(error)
            throw error
        }
        state = .finished
        stats.bytes = writer.bytesWritten
        return stats
    }

    private func checkOpen() throws(GifError) {
        switch state {
        case .open: return
        case .finished: throw .alreadyFinished(path: path)
        case .failed(let error): throw error
        }
    }

    private func checkDelay(_ delay: Int, frame: Int) throws(GifError) {
        guard (2...65535).contains(delay) else { throw .invalidDelay(path: path, frame: frame, centiseconds: delay) }
    }

    /// Lengthens the pending frame; past 65535 cs the frame is written and shown again.
    private func extend(by delay: Int) throws(GifError) {
        if pendingDelay + delay > 65535, let pending {
            try write(pending, delay: pendingDelay)
            pendingDelay = delay
        } else {
            pendingDelay += delay
        }
    }

    /// Codes `frame` (what changed, its palette, its indices) on this thread, which the next
    /// frame's coding depends on; its LZW and writing go to ``output``, in order, so they overlap
    /// the next frame's coding.
    private func write(_ frame: Raster, delay: Int) throws(GifError) {
        if let failure = output.failure {
            state = .failed(failure)
            throw failure
        }
        let coded = coder.code(frame.pixels)
        output.enqueue(coded, delay: delay)
        stats.framesStored += 1
        stats.durationCentiseconds += delay
        stats.pixelsSent += coded.sentPixels
        stats.pixelsCorrected += coded.correctedPixels
        stats.pixelsCoded += coded.width * coded.height
        if coded.exact { stats.exactPaletteFrames += 1 } else { stats.quantizedFrames += 1 }
    }

    private static func samePixels(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.count == b.count && memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }
}
