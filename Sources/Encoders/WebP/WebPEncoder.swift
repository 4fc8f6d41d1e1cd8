import BoardModel
import Files
import CWebP
import Foundation

/// An animated-WebP writer over libwebp.
///
/// Frames go in one at a time, in order, each with its duration in milliseconds; each is
/// diffed against the previous one and only the changed rectangle is stored, with unchanged
/// pixels left transparent. **Lossless** by default: every decoded frame equals its raster
/// pixel for pixel, and the rectangles are encoded on every core by boardgen's own lossless
/// encoder (``WebPLosslessFrames``, ``VP8LEncoder``).
/// With a `quality`, frames are lossy (VP8) at that quality, through libwebp's `WebPAnimEncoder`.
/// Identical consecutive frames are merged (their durations add up) before they reach
/// libwebp. The encoded frames are kept in memory (the file's size, not the frames'),
/// and the file is written at ``finish()``.
///
/// ```swift
/// let encoder = try WebPEncoder(path: "out.webp", width: 800, height: 600)
/// for i in 0..<90 { try encoder.add(render(i), duration: 33) }
/// let stats = try encoder.finish()
/// ```
public final class WebPEncoder: FrameEncoder {
    /// The output path.
    public let path: String
    /// The canvas width in pixels.
    public let width: Int
    /// The canvas height in pixels.
    public let height: Int
    /// Extra plays after the first: `nil` = forever, 0 = play once.
    public let loopCount: Int?
    /// `nil` for lossless frames, else the lossy quality 0…100.
    public let quality: Int?
    /// Frames with see-through pixels (a board on a transparent background): given as cairo's
    /// premultiplied ARGB, stored with straight alpha; lossless rectangles replace the canvas
    /// under them instead of blending over it.
    public let transparent: Bool

    /// Lossy frames: libwebp's animation encoder.
    private let animator: WebPAnimEncoderOwner?
    /// Lossless frames: changed rectangles encoded on every core.
    private let lossless: WebPLosslessFrames?
    private let options: WebPAnimEncoderOptions
    /// Where the file goes: opened (created or emptied) at creation, written at ``finish()``.
    private let file: FileSink
    private var config = WebPConfig()
    private var previous: Raster?
    private var timestamp = 0
    private var stats = WebPStats()
    private var state = State.open

    private enum State { case open, finished, failed(WebPError) }

    /// Prepares an encoder and creates (empties) the file.
    /// - Parameters:
    ///   - path: where to write; an existing file is replaced at ``finish()``.
    ///   - width: canvas width, 1…16383.
    ///   - height: canvas height, 1…16383.
    ///   - loopCount: `nil` loops forever; `n` plays `n` extra times (0…65534; the file's
    ///     loop count is the number of plays, `n + 1`).
    ///   - quality: `nil` (the default) for lossless frames; 0…100 for lossy frames.
    /// - Throws: ``WebPError`` if the arguments are out of range or libwebp fails.
    public convenience init(path: String, width: Int, height: Int, loopCount: Int? = nil, quality: Int? = nil,
                            transparent: Bool = false) throws(WebPError) {
        try self.init(path: path, open: { () throws(WebPError) in
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            guard fd >= 0 else { throw .writeFailed(path: path, reason: FileSink.reason(errno)) }
            return FileSink(descriptor: fd, path: path)
        }, width: width, height: height, loopCount: loopCount, quality: quality, transparent: transparent)
    }

    /// Writes into `file`, a temporary from ``OutputFile`` (never opened again by name), as
    /// ``init(path:width:height:loopCount:quality:transparent:)``; messages name `file.path`.
    public convenience init(file: FileSink, width: Int, height: Int, loopCount: Int? = nil, quality: Int? = nil,
                            transparent: Bool = false) throws(WebPError) {
        try self.init(path: file.path, open: { () throws(WebPError) in file }, width: width, height: height,
                      loopCount: loopCount, quality: quality, transparent: transparent)
    }

    private init(path: String, open: () throws(WebPError) -> FileSink, width: Int, height: Int,
                 loopCount: Int?, quality: Int?, transparent: Bool) throws(WebPError) {
        guard (1...Int(WEBP_MAX_DIMENSION)).contains(width), (1...Int(WEBP_MAX_DIMENSION)).contains(height) else {
            throw .invalidSize(path: path, width: width, height: height)
        }
        if let loopCount, !(0...65_534).contains(loopCount) { throw .invalidLoopCount(path: path, loopCount: loopCount) }
        if let quality, !(0...100).contains(quality) { throw .invalidQuality(quality: quality) }
        self.path = path
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.quality = quality
        self.transparent = transparent

        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw .libwebp(path: path, operation: "WebPAnimEncoderOptionsInit", reason: "libwebp version mismatch")
        }
        // Chromium plays a WebP `loop_count` times in all (0 = forever): one more than GIF's extra loops.
        options.anim_params.loop_count = Int32(loopCount.map { $0 + 1 } ?? 0)
        options.anim_params.bgcolor = transparent ? 0 : 0xFFFF_FFFF
        options.allow_mixed = 0        // every frame lossless (or every frame lossy)
        options.minimize_size = 0      // tries both disposals: no gain measured here, 2× the time
        options.kmin = 0               // key frames off: every frame a sub-rectangle of changes
        options.kmax = 0
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        }
        guard WebPValidateConfig(&config) != 0 else {
            throw .libwebp(path: path, operation: "WebPValidateConfig", reason: "invalid configuration")
        }
        self.options = options
        if quality == nil {
            lossless = WebPLosslessFrames(width: width, height: height, path: path, blends: !transparent)
            animator = nil
        } else {
            animator = try WebPAnimEncoderOwner(width: width, height: height, options: options, path: path)
            lossless = nil
        }
        file = try open()
    }

    /// Adds the next frame, shown for `duration` milliseconds; a frame identical to the
    /// previous one only lengthens it.
    /// - Throws: ``WebPError`` for a wrong size or duration, or when libwebp fails.
    public func add(_ given: Raster, duration: Int) throws(WebPError) {
        try checkOpen()
        let frame = transparent ? Raster(width: given.width, height: given.height, pixels: Raster.straightened(given.pixels)) : given
        let index = stats.framesAdded
        guard frame.width == width, frame.height == height else {
            throw .frameSizeMismatch(path: path, frame: index, width: frame.width, height: frame.height,
                                     expectedWidth: width, expectedHeight: height)
        }
        guard duration > 0 else { throw .invalidDuration(path: path, frame: index, milliseconds: duration) }
        // Lossless: the frames' one scan finds the changed rectangle, or that nothing changed.
        if let lossless {
            if lossless.add(frame.pixels, duration: duration) { stats.framesEncoded += 1 }
            previous = frame
            timestamp += duration
            stats.framesAdded += 1
            return
        }
        if let previous, StageClock.measure(.diff, { Self.samePixels(previous.pixels, frame.pixels) }) {
            timestamp += duration
            stats.framesAdded += 1
            return
        }
        try guarded { () throws(WebPError) in
            try frame.pixels.withUnsafeBufferPointer { (pixels: UnsafeBufferPointer<UInt32>) throws(WebPError) in
                var picture = WebPPicture()
                guard WebPPictureInit(&picture) != 0 else {
                    throw .libwebp(path: path, operation: "WebPPictureInit", reason: "libwebp version mismatch")
                }
                // A view of the raster: 0xAARRGGBB words are libwebp's ARGB layout. libwebp
                // copies the frame and never writes to it, so no copy is made here.
                picture.use_argb = 1
                picture.width = Int32(width)
                picture.height = Int32(height)
                picture.argb = UnsafeMutablePointer(mutating: pixels.baseAddress)
                picture.argb_stride = Int32(width)
                try StageClock.measure(.webp) { () throws(WebPError) in try animator!.add(&picture, timestamp: timestamp, config: &config) }
            }
        }
        previous = frame
        timestamp += duration
        stats.framesAdded += 1
        stats.framesEncoded += 1
    }

    /// Adds a frame known to be identical to the previous one, without its pixels.
    /// - Throws: ``WebPError/noFrames(path:)`` if no frame was added yet, or a duration error.
    public func repeatLastFrame(duration: Int) throws(WebPError) {
        try checkOpen()
        guard previous != nil else { throw .noFrames(path: path) }
        guard duration > 0 else { throw .invalidDuration(path: path, frame: stats.framesAdded, milliseconds: duration) }
        lossless?.extend(by: duration)
        timestamp += duration
        stats.framesAdded += 1
    }

    /// Ends the last frame, assembles the animation and writes the file.
    /// - Throws: ``WebPError/noFrames(path:)`` if nothing was added, or a libwebp or write error.
    public func finish() throws(WebPError) -> WebPStats {
        try checkOpen()
        guard previous != nil else {
            state = .finished
            throw .noFrames(path: path)
        }
        try guarded { () throws(WebPError) in
            if let lossless {
                let (data, count) = try lossless.assemble(loopCount: options.anim_params.loop_count, background: options.anim_params.bgcolor)
                stats.framesStored = count
                stats.bytes = data.data.size
                try write(data.bytes)
                return
            }
            let data = try StageClock.measure(.webp) { () throws(WebPError) in
                try animator!.add(nil, timestamp: timestamp, config: nil)
                return try animator!.assemble()
            }
            let mux = try WebPMuxOwner(data, path: path)
            // One stored frame makes libwebp write a still image (no ANMF chunk): that is one frame.
            stats.framesStored = max(1, mux.frameCount)
            stats.bytes = data.data.size
            try write(data.bytes)
        }
        previous = nil
        stats.durationMilliseconds = timestamp
        state = .finished
        return stats
    }

    /// Writes the file through the sink opened at creation, and closes it.
    private func write(_ bytes: UnsafeRawBufferPointer) throws(WebPError) {
        StageClock.measure(.write) { file.write(bytes.baseAddress, count: bytes.count) }
        if let reason = file.finish() { throw .writeFailed(path: path, reason: reason) }
    }

    private static func samePixels(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.count == b.count && memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    private func checkOpen() throws(WebPError) {
        switch state {
        case .open: return
        case .finished: throw .alreadyFinished(path: path)
        case .failed(let error): throw error
        }
    }

    /// Runs `body`; a failure leaves the encoder failed for good.
    private func guarded(_ body: () throws(WebPError) -> Void) throws(WebPError) {
        do { try body() } catch {
            state = .failed(error)
            throw error
        }
    }
}
