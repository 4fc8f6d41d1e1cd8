import BoardRender
import CWebP
import Foundation

/// An animated WebP as libwebp's own decoder (`WebPAnimDecoder`, demux) composites it.
public struct DecodedWebP: Sendable {
    /// The canvas size.
    public var width: Int, height: Int
    /// The file's loop count: the number of plays, 0 = forever.
    public var loopCount: Int
    /// Every stored frame as shown on screen (`0xAARRGGBB`), and its duration in ms.
    public var frames: [(screen: Raster, duration: Int)]
    /// The sum of the durations in milliseconds.
    public var durationMilliseconds: Int { frames.reduce(0) { $0 + $1.duration } }

    /// The frame on screen `milliseconds` after the start (clamped to the last frame).
    public func frame(at milliseconds: Int) -> Raster {
        var end = 0
        for frame in frames {
            end += frame.duration
            if milliseconds < end { return frame.screen }
        }
        return frames[frames.count - 1].screen
    }
}

/// A file libwebp cannot decode.
public struct WebPDecodeError: Error, CustomStringConvertible {
    public var description: String
}

/// Owns a libwebp `WebPAnimDecoder`; deleted with the owner.
private final class AnimDecoderOwner {
    let pointer: OpaquePointer

    init(_ data: UnsafePointer<WebPData>, path: String) throws {
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw WebPDecodeError(description: "libwebp version mismatch") }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        guard let p = WebPAnimDecoderNew(data, &options) else {
            throw WebPDecodeError(description: "\(path): libwebp cannot parse it as a WebP")
        }
        pointer = p
    }

    deinit { WebPAnimDecoderDelete(pointer) }
}

/// Decodes `path` with libwebp's animation decoder: every frame composited on the canvas.
public func decodeWebP(path: String) throws -> DecodedWebP {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    return try bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> DecodedWebP in
        var data = WebPData(bytes: raw.bindMemory(to: UInt8.self).baseAddress, size: raw.count)
        let decoder = try AnimDecoderOwner(&data, path: path)
        var info = WebPAnimInfo()
        guard WebPAnimDecoderGetInfo(decoder.pointer, &info) != 0 else { throw WebPDecodeError(description: "\(path): no animation info") }
        let width = Int(info.canvas_width), height = Int(info.canvas_height)
        var result = DecodedWebP(width: width, height: height, loopCount: Int(info.loop_count), frames: [])
        var previous: Int32 = 0
        while WebPAnimDecoderHasMoreFrames(decoder.pointer) != 0 {
            var buffer: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            guard WebPAnimDecoderGetNext(decoder.pointer, &buffer, &timestamp) != 0, let buffer else {
                throw WebPDecodeError(description: "\(path): frame \(result.frames.count) does not decode")
            }
            var pixels = [UInt32](repeating: 0, count: width * height)
            for i in 0..<(width * height) {
                let p = buffer + 4 * i
                pixels[i] = UInt32(p[3]) << 24 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
            }
            result.frames.append((Raster(width: width, height: height, pixels: pixels), Int(timestamp - previous)))
            previous = timestamp
        }
        return result
    }
}

/// `webpmux -info` of a file, when the `webp` package's tool is installed: frame count and loop count.
public enum WebPMuxTool {
    /// Whether `webpmux` is on the PATH.
    public static let isAvailable: Bool = (try? run(["-version"]).status) == 0

    /// The frame and loop counts `webpmux -info` reports.
    public static func info(path: String) throws -> (frames: Int, loop: Int, durations: [Int]) {
        let (status, output) = try run(["-info", path])
        guard status == 0 else { throw WebPDecodeError(description: "\(path): webpmux -info failed: \(output)") }
        var frames = 0, loop = -1
        var durations: [Int] = []
        for line in output.split(separator: "\n") {
            if line.hasPrefix("Number of frames:") { frames = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0 }
            if let range = line.range(of: "Loop Count :") { loop = Int(line[range.upperBound...].trimmingCharacters(in: .whitespaces)) ?? -1 }
            // Frame rows: "  1:   924   515    no        0        0       40       none ..."
            let fields = line.split(separator: " ")
            if fields.count >= 7, fields[0].hasSuffix(":"), Int(fields[0].dropLast()) != nil, let d = Int(fields[6]) {
                durations.append(d)
            }
        }
        return (frames, loop, durations)
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["webpmux"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// A still WebP (`bytes`, a whole file) as libwebp's decoder reads it: its size and pixels as
/// straight `0xAARRGGBB`, row by row.
public func decodeWebPStill(_ bytes: [UInt8]) throws -> (width: Int, height: Int, pixels: [UInt32]) {
    var width: Int32 = 0, height: Int32 = 0
    guard let rgba = WebPDecodeRGBA(bytes, bytes.count, &width, &height) else {
        throw WebPDecodeError(description: "libwebp cannot decode the still image (\(bytes.count) bytes)")
    }
    defer { WebPFree(rgba) }
    let count = Int(width) * Int(height)
    var pixels = [UInt32](repeating: 0, count: count)
    for i in 0..<count {
        let r = UInt32(rgba[4 * i]), g = UInt32(rgba[4 * i + 1]), b = UInt32(rgba[4 * i + 2]), a = UInt32(rgba[4 * i + 3])
        pixels[i] = a << 24 | r << 16 | g << 8 | b
    }
    return (Int(width), Int(height), pixels)
}

/// ffmpeg's own WebP decoder (libavcodec's, which shares no code with libwebp), when installed.
public enum FFmpegWebPDecoder {
    /// Whether `ffmpeg` is on the PATH.
    public static let isAvailable: Bool = (try? run(["-version"]).status) == 0

    /// The pixels of the still WebP at `path` (`0xAARRGGBB`, row by row) as ffmpeg decodes them.
    public static func decode(path: String) throws -> [UInt32] {
        let (status, output) = try run(["-loglevel", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        guard status == 0 else { throw WebPDecodeError(description: "\(path): ffmpeg could not decode it") }
        return stride(from: 0, to: output.count - 3, by: 4).map { i in
            UInt32(output[i + 3]) << 24 | UInt32(output[i]) << 16 | UInt32(output[i + 1]) << 8 | UInt32(output[i + 2])
        }
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: [UInt8]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, [UInt8](data))
    }
}
