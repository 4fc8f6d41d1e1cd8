import BoardRender
import Foundation

/// An independent GIF decoder for cross-checks: Pillow, through `python3`.
/// Optional: ``isAvailable`` is false when `python3` or Pillow is missing, and tests skip.
public enum PillowDecoder {
    /// Whether `python3 -c "import PIL"` works on this machine.
    public static let isAvailable: Bool = (try? run(["-c", "import PIL"]).status) == 0

    /// Every frame as Pillow composites it (RGB), and the loop count Pillow reports.
    public static func decode(path: String, width: Int, height: Int) throws -> (frames: [Raster], loop: Int?) {
        let raw = URL(fileURLWithPath: temporaryFolder).appendingPathComponent("pillow-\(UUID().uuidString).rgb").path
        defer { try? FileManager.default.removeItem(atPath: raw) }
        let script = """
        import sys
        from PIL import Image, ImageSequence
        im = Image.open(sys.argv[1])
        loop = im.info.get("loop")
        with open(sys.argv[2], "wb") as out:
            for frame in ImageSequence.Iterator(im):
                out.write(frame.convert("RGB").tobytes())
        print(-1 if loop is None else loop)
        """
        let (status, output) = try run(["-c", script, path, raw])
        guard status == 0 else { throw GifDecodeError(description: "\(path): Pillow failed: \(output)") }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: raw))
        let frameBytes = width * height * 3
        var frames: [Raster] = []
        bytes.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            for f in 0..<(bytes.count / frameBytes) {
                let base = f * frameBytes
                let pixels = (0..<(width * height)).map { i -> UInt32 in
                    0xFF00_0000 | UInt32(b[base + 3 * i]) << 16 | UInt32(b[base + 3 * i + 1]) << 8 | UInt32(b[base + 3 * i + 2])
                }
                frames.append(Raster(width: width, height: height, pixels: pixels))
            }
        }
        let loop = Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        return (frames, loop < 0 ? nil : loop)
    }

    /// Every frame of an animated GIF or WebP as Pillow composites it (RGB), each frame's
    /// duration in milliseconds as Pillow reports it, and the loop count.
    public static func decodeAnimation(path: String, width: Int, height: Int) throws -> (frames: [Raster], durations: [Int], loop: Int?) {
        let raw = URL(fileURLWithPath: temporaryFolder).appendingPathComponent("pillow-\(UUID().uuidString).rgb").path
        defer { try? FileManager.default.removeItem(atPath: raw) }
        let script = """
        import sys
        from PIL import Image, ImageSequence
        im = Image.open(sys.argv[1])
        loop = im.info.get("loop")
        durations = []
        with open(sys.argv[2], "wb") as out:
            for frame in ImageSequence.Iterator(im):
                rgb = frame.convert("RGB")  # loads the frame: WebP durations are known after that
                durations.append(int(frame.info.get("duration", 0)))
                out.write(rgb.tobytes())
        print(-1 if loop is None else loop)
        print(" ".join(map(str, durations)))
        """
        let (status, output) = try run(["-c", script, path, raw])
        guard status == 0 else { throw GifDecodeError(description: "\(path): Pillow failed: \(output)") }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: raw))
        let frameBytes = width * height * 3
        var frames: [Raster] = []
        bytes.withUnsafeBytes { (b: UnsafeRawBufferPointer) in
            for f in 0..<(bytes.count / frameBytes) {
                let base = f * frameBytes
                let pixels = (0..<(width * height)).map { i -> UInt32 in
                    0xFF00_0000 | UInt32(b[base + 3 * i]) << 16 | UInt32(b[base + 3 * i + 1]) << 8 | UInt32(b[base + 3 * i + 2])
                }
                frames.append(Raster(width: width, height: height, pixels: pixels))
            }
        }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let loop = Int(lines.first.map(String.init) ?? "") ?? -1
        let durations = lines.count > 1 ? lines[1].split(separator: " ").compactMap { Int($0) } : []
        return (frames, durations, loop < 0 ? nil : loop)
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
