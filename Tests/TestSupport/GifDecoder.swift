import BoardRender
import CGif
import Foundation

/// One image of a decoded GIF, as the screen shows it once the image is drawn.
public struct DecodedGifFrame: Sendable {
    /// The whole screen after drawing this image (`0xFFRRGGBB`; never-drawn pixels are 0).
    public var screen: Raster
    /// The delay in centiseconds.
    public var delay: Int
    /// The image rectangle on the screen.
    public var left: Int, top: Int, width: Int, height: Int
    /// The transparent index, if any.
    public var transparentIndex: Int?
    /// The disposal method (0…3).
    public var disposal: Int
    /// Entries in the colour table the image uses (local, else global).
    public var colorTableSize: Int
    /// Whether the image has its own (local) colour table.
    public var hasLocalColorTable: Bool
    /// Whether the image is interlaced.
    public var interlaced: Bool
}

/// A GIF decoded with giflib's own reader (`DGifSlurp`) and composited like a browser:
/// frame offsets, transparency and disposal honoured.
public struct DecodedGif: Sendable {
    /// The logical screen size.
    public var width: Int, height: Int
    /// The header version, "GIF87a" or "GIF89a".
    public var version: String
    /// The NETSCAPE2.0 loop count (0 = forever), or `nil` when the extension is absent (play once).
    public var loopCount: Int?
    /// Every stored image in order.
    public var frames: [DecodedGifFrame]

    /// The sum of all delays, in centiseconds.
    public var durationCentiseconds: Int { frames.reduce(0) { $0 + $1.delay } }

    /// The screen shown at playback time `centisecond` (clamped to the last frame).
    public func screen(atCentisecond centisecond: Int) -> Raster {
        var start = 0
        for frame in frames {
            if centisecond < start + frame.delay { return frame.screen }
            start += frame.delay
        }
        return frames[frames.count - 1].screen
    }
}

/// A failure to decode a GIF in tests.
public struct GifDecodeError: Error, CustomStringConvertible {
    /// What went wrong, naming the file.
    public var description: String
}

/// Decodes the GIF at `path` with `DGifSlurp` and composites every frame.
/// - Throws: ``GifDecodeError`` when giflib rejects the file or it is malformed.
public func decodeGif(path: String) throws -> DecodedGif {
    var error: Int32 = 0
    guard let file = DGifOpenFileName(path, &error) else {
        throw GifDecodeError(description: "\(path): DGifOpenFileName failed: \(message(error))")
    }
    defer { _ = DGifCloseFile(file, &error) }
    guard DGifSlurp(file) == GIF_OK else {
        throw GifDecodeError(description: "\(path): DGifSlurp failed: \(message(file.pointee.Error))")
    }
    let gif = file.pointee
    let width = Int(gif.SWidth), height = Int(gif.SHeight)
    // giflib 5.2.1's DGifGetGifVersion does not report the header it read: take it from the file.
    let header = FileManager.default.contents(atPath: path).map { String(decoding: $0.prefix(6), as: UTF8.self) } ?? ""
    var decoded = DecodedGif(width: width, height: height, version: header,
                             loopCount: nil, frames: [])
    var screen = [UInt32](repeating: 0, count: width * height)
    for i in 0..<Int(gif.ImageCount) {
        let image = gif.SavedImages[i]
        if let loop = loopCount(image.ExtensionBlocks, Int(image.ExtensionBlockCount)) { decoded.loopCount = loop }
        var gcb = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
        _ = DGifSavedExtensionToGCB(file, Int32(i), &gcb)
        let desc = image.ImageDesc
        guard let map = desc.ColorMap ?? gif.SColorMap else {
            throw GifDecodeError(description: "\(path): image \(i) has no colour table")
        }
        let left = Int(desc.Left), top = Int(desc.Top), w = Int(desc.Width), h = Int(desc.Height)
        guard left >= 0, top >= 0, left + w <= width, top + h <= height else {
            throw GifDecodeError(description: "\(path): image \(i) (\(left),\(top) \(w)×\(h)) exceeds the \(width)×\(height) screen")
        }
        let before = screen
        let transparent = Int(gcb.TransparentColor)
        for y in 0..<h {
            for x in 0..<w {
                let index = Int(image.RasterBits[y * w + x])
                if index == transparent { continue }
                guard index < Int(map.pointee.ColorCount) else {
                    throw GifDecodeError(description: "\(path): image \(i) uses index \(index) beyond its \(map.pointee.ColorCount)-entry table")
                }
                let c = map.pointee.Colors[index]
                screen[(top + y) * width + left + x] = 0xFF00_0000 | UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
            }
        }
        decoded.frames.append(DecodedGifFrame(
            screen: Raster(width: width, height: height, pixels: screen), delay: Int(gcb.DelayTime),
            left: left, top: top, width: w, height: h,
            transparentIndex: transparent >= 0 ? transparent : nil, disposal: Int(gcb.DisposalMode),
            colorTableSize: Int(map.pointee.ColorCount), hasLocalColorTable: desc.ColorMap != nil,
            interlaced: desc.Interlace))
        switch gcb.DisposalMode {
        case DISPOSE_BACKGROUND:
            for y in top..<(top + h) { for x in left..<(left + w) { screen[y * width + x] = 0 } }
        case DISPOSE_PREVIOUS:
            screen = before
        default:
            break
        }
    }
    if let loop = loopCount(gif.ExtensionBlocks, Int(gif.ExtensionBlockCount)) { decoded.loopCount = loop }
    return decoded
}

/// The loop count in a NETSCAPE2.0 (or ANIMEXTS1.0) application extension among `blocks`.
private func loopCount(_ blocks: UnsafeMutablePointer<ExtensionBlock>?, _ count: Int) -> Int? {
    guard let blocks, count > 1 else { return nil }
    for i in 0..<(count - 1) where blocks[i].Function == APPLICATION_EXT_FUNC_CODE && blocks[i].ByteCount == 11 {
        let name = String(decoding: UnsafeBufferPointer(start: blocks[i].Bytes, count: 11), as: UTF8.self)
        guard name == "NETSCAPE2.0" || name == "ANIMEXTS1.0" else { continue }
        let data = blocks[i + 1]
        guard data.Function == CONTINUE_EXT_FUNC_CODE, data.ByteCount >= 3, data.Bytes[0] == 1 else { continue }
        return Int(data.Bytes[1]) | Int(data.Bytes[2]) << 8
    }
    return nil
}

private func message(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
}
