import CGif

/// giflib's own LZW compressor (`EGifPutLine`), for byte-for-byte comparison with ours.
///
/// Encodes `indices` as one `width × 1` image with a `1 << tableBits` colour table into
/// memory and returns the image data sub-blocks (`[length][bytes]…`, no terminator).
public func giflibCompressed(_ indices: [UInt8], tableBits: Int) -> [UInt8] {
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    var error: Int32 = 0
    let file = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { file, data, count in
        let sink = Unmanaged<Sink>.fromOpaque(file!.pointee.UserData).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
        return count
    }, &error)!
    let map = GifMakeMapObject(1 << tableBits, nil)!
    defer { GifFreeMapObject(map) }
    precondition(EGifPutScreenDesc(file, Int32(indices.count), 1, 8, 0, nil) == GIF_OK)
    let header = sink.bytes.count
    precondition(EGifPutImageDesc(file, 0, 0, Int32(indices.count), 1, false, map) == GIF_OK)
    var line = indices
    precondition(EGifPutLine(file, &line, Int32(line.count)) == GIF_OK)
    _ = EGifCloseFile(file, &error)
    // Skip the image descriptor (10 bytes), the colour table and the code-size byte;
    // drop the block terminator and the file trailer.
    let start = header + 10 + 3 * (1 << tableBits) + 1
    return Array(sink.bytes[start..<(sink.bytes.count - 2)])
}
