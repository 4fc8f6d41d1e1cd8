import BoardModel
import Files
import CGif
#if canImport(Glibc)
import Glibc
#endif

/// How a decoder treats a frame's area before drawing the next frame
/// (the GIF89a "disposal method"); the Swift face of giflib's `DISPOSE_*` constants.
package enum GifDisposal: Int32 {
    /// No disposal specified (decoders treat it like `keep`).
    case unspecified = 0
    /// Leave the frame on screen; the next frame draws over it ("do not dispose").
    case keep = 1
    /// Clear the frame's rectangle to the background before the next frame.
    case restoreBackground = 2
    /// Restore what was on screen before this frame (avoid: decoders differ).
    case restorePrevious = 3
}

/// The typed boundary to giflib's encoder: owns one `GifFileType*` opened with
/// `EGifOpen`, checks every status, and turns failures into ``GifError``.
///
/// Bytes go through a ``Sink`` (a buffered `FILE*`), so the writer knows the byte count
/// and reports the first system write error (for example a full disk) by name.
/// `deinit` closes the giflib handle and the file if ``close()`` was never reached.
/// Image data is handed over already LZW-compressed (see ``GifLZW``) through
/// `EGifPutCode`: giflib's own `EGifPutLine` compressor measured 3.7 ns per pixel on a
/// tile-like 1656×920 frame here, ``GifLZW`` about 1 ns per pixel on the benchmark board,
/// with byte-identical output (see `GifLZWTests`).
package final class GifFileWriter {
    /// The path being written, for messages.
    package let path: String
    private var file: UnsafeMutablePointer<GifFileType>?
    private let sink: Sink
    private var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: 256)

    /// Creates (or truncates) `path`, following a symbolic link, and opens a giflib encoder on it.
    /// - Throws: ``GifError/cannotCreate(path:reason:)`` or ``GifError/giflib(path:operation:code:message:)``.
    package convenience init(path: String) throws(GifError) {
        guard let stream = fopen(path, "wb") else {
            throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
        try self.init(stream: stream, path: path)
    }

    /// Opens a giflib encoder on a stream writing to `file` (a temporary from
    /// ``OutputFile``: the file is not opened again by name); messages name `file.path`.
    /// - Throws: ``GifError/cannotCreate(path:reason:)`` or ``GifError/giflib(path:operation:code:message:)``.
    package convenience init(file: FileSink) throws(GifError) {
        let stream: UnsafeMutablePointer<FILE>
        do { stream = try file.stream() } catch { throw .cannotCreate(path: file.path, reason: error.message) }
        try self.init(stream: stream, path: file.path)
    }

    /// Opens a giflib encoder on `stream`, which it owns (and closes).
    private init(stream: UnsafeMutablePointer<FILE>, path: String) throws(GifError) {
        self.path = path
        sink = Sink(stream)
        var error: Int32 = 0
        let opened = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), gifSinkWrite, &error)
        guard let opened else {
            throw .giflib(path: path, operation: "EGifOpen", code: error, message: Self.message(error))
        }
        file = opened
        EGifSetGifVersion(opened, true)
    }

    deinit {
        if let file { _ = EGifCloseFile(file, nil) }
        sink.close()
    }

    /// The number of bytes written so far (all of them once ``close()`` returned).
    package var bytesWritten: Int { sink.bytes }

    /// Writes the header and the logical screen descriptor, with no global colour table.
    package func putScreen(width: Int, height: Int) throws(GifError) {
        let file = try handle("EGifPutScreenDesc")
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, nil), "EGifPutScreenDesc")
    }

    /// Writes the NETSCAPE2.0 looping extension: `count` extra plays, 0 = forever.
    package func putLoop(count: Int) throws(GifError) {
        let file = try handle("EGifPutExtensionLeader")
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader (NETSCAPE2.0)")
        let application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(file, Int32(application.count), application), "EGifPutExtensionBlock (NETSCAPE2.0)")
        let loop: [UInt8] = [1, UInt8(count & 0xFF), UInt8((count >> 8) & 0xFF)]
        try check(EGifPutExtensionBlock(file, 3, loop), "EGifPutExtensionBlock (loop count)")
        try check(EGifPutExtensionTrailer(file), "EGifPutExtensionTrailer (NETSCAPE2.0)")
    }

    /// Writes a graphics control extension for the next image.
    /// - Parameters:
    ///   - delay: the frame's display time in centiseconds (0…65535).
    ///   - transparentIndex: the palette index decoders leave see-through, or `nil`.
    package func putGraphicsControl(disposal: GifDisposal, delay: Int, transparentIndex: Int?) throws(GifError) {
        let file = try handle("EGifPutExtension")
        var block = GraphicsControlBlock(
            DisposalMode: disposal.rawValue, UserInputFlag: false,
            DelayTime: Int32(delay), TransparentColor: transparentIndex.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
        var bytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&block, &bytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), bytes), "EGifPutExtension (graphics control)")
    }

    /// Writes one image: its descriptor, a local colour table and LZW data.
    /// - Parameters:
    ///   - palette: colours as `0xRRGGBB`; the table is padded with black to `1 << tableBits` entries.
    ///   - tableBits: log2 of the local colour table size (1…8).
    ///   - lzwBlocks: LZW data as GIF sub-blocks (`[length][bytes]…`, no terminator), compressed
    ///     with minimum code size `max(2, tableBits)`.
    package func putImage(left: Int, top: Int, width: Int, height: Int,
                  palette: UnsafeBufferPointer<UInt32>, tableBits: Int,
                  lzwBlocks: UnsafeBufferPointer<UInt8>) throws(GifError) {
        let file = try handle("EGifPutImageDesc")
        let count = 1 << tableBits
        precondition(palette.count <= count && tableBits >= 1 && tableBits <= 8)
        for i in 0..<count {
            let c = i < palette.count ? palette[i] : 0
            colors[i] = GifColorType(Red: UInt8((c >> 16) & 0xFF), Green: UInt8((c >> 8) & 0xFF), Blue: UInt8(c & 0xFF))
        }
        let status = colors.withUnsafeMutableBufferPointer { buffer in
            var map = ColorMapObject(ColorCount: Int32(count), BitsPerPixel: Int32(tableBits), SortFlag: false, Colors: buffer.baseAddress)
            return EGifPutImageDesc(file, Int32(left), Int32(top), Int32(width), Int32(height), false, &map)
        }
        try check(status, "EGifPutImageDesc")
        guard let base = lzwBlocks.baseAddress, !lzwBlocks.isEmpty else {
            throw .giflib(path: path, operation: "EGifPutCode", code: 0, message: "no image data")
        }
        var offset = 0
        var first = true
        while offset < lzwBlocks.count {
            let block = base + offset
            let status = first ? EGifPutCode(file, Int32(max(2, tableBits)), block) : EGifPutCodeNext(file, block)
            try check(status, "EGifPutCode")
            first = false
            offset += Int(block.pointee) + 1
        }
        try check(EGifPutCodeNext(file, nil), "EGifPutCodeNext (terminator)")
    }

    /// Writes the trailer, frees giflib's state and closes the file.
    /// - Throws: ``GifError`` if giflib or the file system reports a failure.
    package func close() throws(GifError) {
        guard let file else { return }
        self.file = nil
        var error: Int32 = 0
        let status = EGifCloseFile(file, &error)
        let sinkError = sink.close()
        if let reason = sinkError ?? sink.firstError {
            throw .writeFailed(path: path, reason: reason)
        }
        if status != GIF_OK {
            throw .giflib(path: path, operation: "EGifCloseFile", code: error, message: Self.message(error))
        }
    }

    private func handle(_ operation: String) throws(GifError) -> UnsafeMutablePointer<GifFileType> {
        guard let file else {
            throw .giflib(path: path, operation: operation, code: 0, message: "the file is already closed")
        }
        return file
    }

    private func check(_ status: Int32, _ operation: String) throws(GifError) {
        if let reason = sink.firstError { throw .writeFailed(path: path, reason: reason) }
        guard status == GIF_OK else {
            let code = file?.pointee.Error ?? 0
            throw .giflib(path: path, operation: operation, code: code, message: Self.message(code))
        }
    }

    private static func message(_ code: Int32) -> String {
        guard let text = GifErrorString(code) else { return "unknown giflib error" }
        return String(cString: text)
    }
}

extension GifFileWriter {
    /// The byte destination behind giflib's output callback: a buffered `FILE*`
    /// that counts bytes and remembers the first write error.
    package final class Sink {
        private var stream: UnsafeMutablePointer<FILE>?
        /// Bytes accepted so far.
        package private(set) var bytes = 0
        /// The system's message for the first failed write, if any.
        package private(set) var firstError: String?

        package init(_ stream: UnsafeMutablePointer<FILE>) {
            self.stream = stream
            setvbuf(stream, nil, _IOFBF, 1 << 16)
        }

        package func write(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int {
            guard let stream, firstError == nil else { return 0 }
            let written = fwrite(data, 1, count, stream)
            if written != count { firstError = String(cString: strerror(errno)) }
            bytes += written
            return written
        }

        /// Flushes and closes the stream; returns the system's message on failure.
        @discardableResult
        package func close() -> String? {
            guard let stream else { return nil }
            self.stream = nil
            return fclose(stream) == 0 ? nil : String(cString: strerror(errno))
        }
    }
}

/// giflib's `OutputFunc`: forwards bytes to the ``GifFileWriter/Sink`` in `UserData`.
private func gifSinkWrite(_ file: UnsafeMutablePointer<GifFileType>?, _ data: UnsafePointer<GifByteType>?, _ count: Int32) -> Int32 {
    guard let file, let data, let user = file.pointee.UserData else { return 0 }
    let sink = Unmanaged<GifFileWriter.Sink>.fromOpaque(user).takeUnretainedValue()
    return Int32(sink.write(data, Int(count)))
}
