import BoardModel
import Foundation

/// `-o -`: a single-file output (a still, a scene dump, a sheet, an animation) sent to
/// standard output.
///
/// The writers only write files, atomically; so the output is first written whole to a
/// file in a private directory of its own (mode 0700, made with `mkdtemp` in `$TMPDIR`,
/// or `/tmp`), registered with ``TemporaryFiles`` so that an interrupt removes both, and
/// only then read back (without following a link) and copied to standard output: a
/// failure writes nothing to standard output. Nobody else can create, replace or
/// redirect anything in that directory.
///
/// ```swift
/// let bytes = try StandardOutputFile.capture(extension: "png") { path in
///     try Renderer.writePNG(scene, scale: 2, to: path)
/// }
/// ```
public enum StandardOutputFile {
    /// The output path that means standard output.
    public static let path = "-"

    /// Runs `body` with the path of a fresh file ending in `.EXT` in a private directory
    /// (it does not exist yet; `body` writes it, atomically or not), then reads it and
    /// removes it and the directory.
    ///
    /// - Returns: the bytes `body` wrote.
    /// - Throws: what `body` throws, or ``OutputError`` when the private directory cannot
    ///   be made or the file cannot be read back.
    public static func capture(extension ext: String, _ body: (String) throws -> Void) throws -> [UInt8] {
        let environment = ProcessInfo.processInfo.environment
        var parent = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
        var template = Array("\(parent)/boardgen-stdout-XXXXXX".utf8CString)
        // Made and registered with signals held: an interrupt in between leaves nothing.
        let (made, code, directoryRegistration) = TemporaryFiles.holdingSignals { () -> (String?, Int32, TemporaryFiles.Registration?) in
            guard let result = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return (nil, errno, nil) }
            let path = String(cString: result)
            return (path, 0, TemporaryFiles.register(createdDirectory: path))
        }
        guard let directory = made, let directoryRegistration else {
            throw OutputError(path: path, kind: .system,
                              message: "cannot make a temporary directory in \(parent): \(FileSink.reason(code)) (set TMPDIR to a writable directory)")
        }
        let file = "\(directory)/output.\(ext)"
        let registration = TemporaryFiles.register(file: file)
        defer {
            unlink(file)
            TemporaryFiles.unregister(registration)
            rmdir(directory)
            TemporaryFiles.unregister(directoryRegistration)
        }
        try body(file)
        return try readBack(file)
    }

    /// The bytes of `file`, opened without following a link.
    package static func readBack(_ file: String) throws(OutputError) -> [UInt8] {
        let fd = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            throw OutputError(path: path, kind: .system, message: "cannot read the temporary \(file) back: \(FileSink.reason(errno))")
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else {
                throw OutputError(path: path, kind: .system, message: "cannot read the temporary \(file) back: \(FileSink.reason(errno))")
            }
            if n == 0 { return bytes }
            bytes += buffer[0..<n]
        }
    }
}
