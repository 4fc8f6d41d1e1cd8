import BoardModel
import Files
import CWebP
import Foundation

/// A lossless animated WebP built from sub-frames, encoded on several cores.
///
/// Each frame is compared with the one before: only the rectangle that changed (its corner
/// moved to even coordinates, as the format requires) is encoded, with the pixels inside it
/// that did not change made transparent and blended over the canvas — what libwebp's
/// `WebPAnimEncoder` stores for a lossless frame. Unlike it, the rectangles are encoded
/// concurrently (each one is independent once cut out) by boardgen's own ``VP8LEncoder``,
/// then muxed in order by libwebp. Every decoded frame equals its raster, pixel for pixel.
package final class WebPLosslessFrames: @unchecked Sendable {
    package let width: Int, height: Int
    package let path: String
    /// Whether a sub-frame's unchanged pixels are left transparent and blended over the canvas;
    /// false for frames that have see-through pixels of their own (a transparent board): the
    /// rectangle is then stored whole and replaces the canvas under it.
    package let blends: Bool

    /// One stored frame: where, how long, and its bitstream once encoded.
    private struct Stored {
        package var x: Int, y: Int
        package var duration: Int
        package var blends: Bool
        /// A WebP file of the rectangle, once encoded.
        package var bitstream: [UInt8]?
    }

    private var frames: [Stored] = []
    private var previous: [UInt32]?
    private let lock = NSCondition()
    private var inFlight = 0
    /// The most rectangles cut out and waiting for or being encoded (their memory).
    private let maximumInFlight: Int
    private let queue = DispatchQueue(label: "webp-encode", attributes: .concurrent)
    /// Encoders not in use (each keeps its memory between rectangles); there are as many as
    /// rectangles were ever encoded at once.
    private var idleEncoders: [VP8LEncoder] = []

    package init(width: Int, height: Int, path: String, blends: Bool = true) {
        self.blends = blends
        self.width = width
        self.height = height
        self.path = path
        maximumInFlight = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)
        MallocArenas.keepFreedBlocks()
    }

    /// Whether a frame was added.
    package var isEmpty: Bool { frames.isEmpty }
    /// The frames stored so far.
    package var count: Int { frames.count }

    /// Lengthens the last frame by `duration` ms (a frame identical to it).
    package func extend(by duration: Int) {
        lock.lock()
        frames[frames.count - 1].duration += duration
        lock.unlock()
    }

    /// Adds `pixels` (straight `0xAARRGGBB`, opaque unless ``blends`` is false, `width × height`) shown for `duration` ms: its changed
    /// rectangle is cut out and handed to an encoder thread. A frame equal to the previous one only
    /// lengthens it; returns whether the frame was stored.
    @discardableResult
    package func add(_ pixels: [UInt32], duration: Int) -> Bool {
        let index = frames.count
        let rect: (x: Int, y: Int, width: Int, height: Int)
        let crop: [UInt32]
        if let previous {
            guard let r = StageClock.measure(.diff, { Self.changedRect(pixels, previous, width: width, height: height) }) else {
                extend(by: duration)
                return false
            }
            rect = r
            crop = StageClock.measure(.diff) { blends ? Self.cut(pixels, previous, r, width: width) : Self.cut(pixels, r, width: width) }
        } else {
            rect = (0, 0, width, height)
            crop = pixels
        }
        previous = pixels
        lock.lock()
        frames.append(Stored(x: rect.x, y: rect.y, duration: duration, blends: blends && index > 0))
        while inFlight >= maximumInFlight { lock.wait() }
        inFlight += 1
        lock.unlock()
        queue.async { [self] in
            // An encoder per running block, not per waiting one: each holds memory in proportion to its rectangle.
            lock.lock()
            let encoder = idleEncoders.popLast() ?? VP8LEncoder()
            lock.unlock()
            let file = StageClock.measure(.webp) {
                crop.withUnsafeBufferPointer { encoder.encode($0.baseAddress!, width: rect.width, height: rect.height) }
            }
            lock.lock()
            frames[index].bitstream = file
            idleEncoders.append(encoder)
            inFlight -= 1
            lock.broadcast()
            lock.unlock()
        }
        return true
    }

    /// Waits for every rectangle and muxes the animation: the file's bytes and the frame count.
    package func assemble(loopCount: Int32, background: UInt32) throws(WebPError) -> (WebPDataOwner, frames: Int) {
        lock.lock()
        while inFlight > 0 { lock.wait() }
        let stored = frames
        lock.unlock()
        // One frame: a still image, as libwebp writes one.
        if stored.count == 1, let only = stored[0].bitstream { return (try Self.owned(only, path), 1) }
        guard let mux = WebPMuxNew() else { throw .libwebp(path: path, operation: "WebPMuxNew", reason: "out of memory") }
        defer { WebPMuxDelete(mux) }
        for frame in stored {
            var info = WebPMuxFrameInfo()
            info.x_offset = Int32(frame.x)
            info.y_offset = Int32(frame.y)
            info.duration = Int32(frame.duration)
            info.id = WEBP_CHUNK_ANMF
            info.dispose_method = WEBP_MUX_DISPOSE_NONE
            info.blend_method = frame.blends ? WEBP_MUX_BLEND : WEBP_MUX_NO_BLEND
            // libwebp copies the rectangle's file (copy_data 1): the array's memory is lent for the call only.
            try frame.bitstream!.withUnsafeBufferPointer { (bytes) throws(WebPError) in
                info.bitstream = WebPData(bytes: bytes.baseAddress, size: bytes.count)
                try Self.check(WebPMuxPushFrame(mux, &info, 1), "WebPMuxPushFrame", path)
            }
        }
        var params = WebPMuxAnimParams(bgcolor: background, loop_count: loopCount)
        try Self.check(WebPMuxSetAnimationParams(mux, &params), "WebPMuxSetAnimationParams", path)
        try Self.check(WebPMuxSetCanvasSize(mux, Int32(width), Int32(height)), "WebPMuxSetCanvasSize", path)
        let out = WebPDataOwner()
        try StageClock.measure(.write) { () throws(WebPError) in try Self.check(WebPMuxAssemble(mux, &out.data), "WebPMuxAssemble", path) }
        return (out, stored.count)
    }

    private static func check(_ status: WebPMuxError, _ operation: String, _ path: String) throws(WebPError) {
        guard status == WEBP_MUX_OK else { throw .libwebp(path: path, operation: operation, reason: "mux error \(status.rawValue)") }
    }

    /// The smallest rectangle holding every pixel that differs, its corner on even coordinates
    /// (an ANMF frame's offsets are stored halved); nil when nothing differs. Equal rows are
    /// skipped with one `memcmp`; a differing row's ends are found eight pixels at a time.
    package static func changedRect(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var top = -1, bottom = -1, left = width, right = -1
                let rowBytes = width * 4
                for y in 0..<height {
                    let p = a.baseAddress! + y * width, q = b.baseAddress! + y * width
                    guard memcmp(p, q, rowBytes) != 0 else { continue }
                    if top < 0 { top = y }
                    bottom = y
                    left = min(left, firstDifference(p, q, upTo: left))
                    right = max(right, lastDifference(p, q, width: width, downTo: right))
                }
                guard top >= 0 else { return nil }
                let x0 = left & ~1, y0 = top & ~1
                return (x0, y0, right - x0 + 1, bottom - y0 + 1)
            }
        }
    }

    /// The first index below `limit` where the rows differ, else `limit`.
    private static func firstDifference(_ p: UnsafePointer<UInt32>, _ q: UnsafePointer<UInt32>, upTo limit: Int) -> Int {
        var x = 0
        while x + 8 <= limit, load8(p + x) == load8(q + x) { x += 8 }
        while x < limit, p[x] == q[x] { x += 1 }
        return x
    }

    /// The last index above `limit` where the rows differ, else `limit`.
    private static func lastDifference(_ p: UnsafePointer<UInt32>, _ q: UnsafePointer<UInt32>, width: Int, downTo limit: Int) -> Int {
        var r = width - 1
        while r - 8 >= limit, load8(p + r - 7) == load8(q + r - 7) { r -= 8 }
        while r > limit, p[r] == q[r] { r -= 1 }
        return r
    }

    @inline(__always)
    private static func load8(_ p: UnsafePointer<UInt32>) -> SIMD8<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt32>.self)
    }

    /// The rectangle of `pixels`, with the pixels equal to `previous` made transparent.
    package static func cut(_ pixels: [UInt32], _ previous: [UInt32], _ r: (x: Int, y: Int, width: Int, height: Int), width: Int) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: r.width * r.height) { out, count in
            pixels.withUnsafeBufferPointer { p in
                previous.withUnsafeBufferPointer { q in
                    let zero = SIMD8<UInt32>(repeating: 0)
                    for y in 0..<r.height {
                        let row = (r.y + y) * width + r.x, o = y * r.width
                        let s = p.baseAddress! + row, t = q.baseAddress! + row, d = out.baseAddress! + o
                        var x = 0
                        while x + 8 <= r.width {
                            let v = load8(s + x)
                            UnsafeMutableRawPointer(d + x).storeBytes(of: zero.replacing(with: v, where: v .!= load8(t + x)),
                                                                      as: SIMD8<UInt32>.self)
                            x += 8
                        }
                        while x < r.width {
                            d[x] = s[x] == t[x] ? 0 : s[x]
                            x += 1
                        }
                    }
                }
            }
            count = r.width * r.height
        }
    }

    /// The rectangle of `pixels` as it is.
    package static func cut(_ pixels: [UInt32], _ r: (x: Int, y: Int, width: Int, height: Int), width: Int) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(r.width * r.height)
        for y in 0..<r.height {
            let row = (r.y + y) * width + r.x
            out.append(contentsOf: pixels[row..<(row + r.width)])
        }
        return out
    }

    /// `bytes` in memory libwebp owns (freed with the owner, as libwebp's own output is).
    private static func owned(_ bytes: [UInt8], _ path: String) throws(WebPError) -> WebPDataOwner {
        let out = WebPDataOwner()
        guard let memory = WebPMalloc(bytes.count)?.assumingMemoryBound(to: UInt8.self) else {
            throw .libwebp(path: path, operation: "WebPMalloc", reason: "out of memory")
        }
        memory.initialize(from: bytes, count: bytes.count)
        out.data.bytes = UnsafePointer(memory)
        out.data.size = bytes.count
        return out
    }
}
