import Foundation

/// `-o -`: a single-file output (a still, a scene dump, a sheet, an animation) sent to
/// standard output.
///
/// The writers only write files, atomically; so the output is first written whole to a
/// private temporary file (in `$TMPDIR`, or `/tmp`), registered with ``TemporaryFiles``
/// so that an interrupt removes it, and only then copied to standard output: a failure
/// writes nothing to standard output.
///
/// ```swift
/// let bytes = try StandardOutputFile.capture(extension: "png") { path in
///     try Renderer.writePNG(scene, scale: 2, to: path)
/// }
/// ```
public enum StandardOutputFile {
    /// The output path that means standard output.
    public static let path = "-"

    /// Runs `body` with the path of a fresh temporary file ending in `.EXT` (it does not
    /// exist yet; `body` writes it, atomically or not), then reads it and removes it.
    ///
    /// - Returns: the bytes `body` wrote.
    /// - Throws: what `body` throws, or ``OutputError`` when the temporary cannot be read.
    public static func capture(extension ext: String, _ body: (String) throws -> Void) throws -> [UInt8] {
        let environment = ProcessInfo.processInfo.environment
        var directory = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        let temp = "\(directory)/boardgen-stdout-\(getpid()).\(ext)"
        let registration = TemporaryFiles.register(file: temp)
        defer {
            unlink(temp)
            TemporaryFiles.unregister(registration)
        }
        unlink(temp)
        try body(temp)
        guard let data = FileManager.default.contents(atPath: temp) else {
            throw OutputError(path: "-", kind: .system, message: "cannot read the temporary \(temp) back")
        }
        return [UInt8](data)
    }
}
