import BoardModel
import Files
import Foundation

/// The end of the GIF encoder's pipeline: each coded frame's LZW compression and its blocks
/// written to the file, on a thread of their own, in order. The encoding thread codes the next
/// frame meanwhile (what changed, its palette, its indices), which depends on the one before;
/// LZW does not. At most ``maximumQueued`` frames wait (their indices, up to one byte a pixel).
package final class GifOutputQueue: @unchecked Sendable {
    /// The most coded frames waiting to be compressed and written.
    package static let maximumQueued = 3

    private let writer: GifFileWriter
    private let lzw = GifLZW()
    private let queue = DispatchQueue(label: "gif-output")
    private let room = DispatchSemaphore(value: GifOutputQueue.maximumQueued)
    private let lock = NSLock()
    private var firstFailure: GifError?

    package init(writer: GifFileWriter) { self.writer = writer }

    /// The first write that failed, if one did.
    package var failure: GifError? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }

    /// Compresses and writes `coded` after the frames before it; waits while the queue is full.
    package func enqueue(_ coded: GifCodedFrame, delay: Int) {
        room.wait()
        queue.async { [self] in
            defer { room.signal() }
            guard failure == nil else { return }
            do throws(GifError) {
                let blocks = StageClock.measure(.lzw) {
                    coded.indices.withUnsafeBufferPointer { lzw.compress($0, minCodeSize: coded.minCodeSize) }
                }
                try StageClock.measure(.write) { () throws(GifError) in
                    try writer.putGraphicsControl(disposal: coded.disposal, delay: delay, transparentIndex: coded.transparentIndex)
                    try coded.palette.withUnsafeBufferPointer { palette throws(GifError) in
                        try writer.putImage(left: coded.left, top: coded.top, width: coded.width, height: coded.height,
                                            palette: palette, tableBits: coded.tableBits, lzwBlocks: blocks)
                    }
                }
            } catch {
                lock.lock()
                if firstFailure == nil { firstFailure = error }
                lock.unlock()
            }
        }
    }

    /// Waits until every frame is written; the first failure, if any.
    package func drain() -> GifError? {
        queue.sync {}
        return failure
    }
}
