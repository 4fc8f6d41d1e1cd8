import Foundation

/// Writes output files atomically: into a temporary file beside the target,
/// renamed over it only when complete. A failure leaves no partial file and an
/// existing file untouched.
public enum OutputFile {
    /// Checks that `path` can be written (its directory exists and is writable,
    /// and it is not a directory) before any work is done.
    public static func checkWritable(_ path: String) throws(OutputError) {
        guard !path.isEmpty else { throw OutputError(path: path, "the output path is empty") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw OutputError(path: path, "is a directory; give a file name, e.g. \(path)/frame.png")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let dir = directory.isEmpty ? "." : directory
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw OutputError(path: path, "directory \(dir) does not exist")
        }
        guard access(dir, W_OK) == 0 else {
            throw OutputError(path: path, "directory \(dir) is not writable")
        }
    }

    /// Runs `body` with a temporary path beside `path`, then renames it over `path`.
    ///
    /// - Throws: what `body` throws, or ``OutputError`` when the rename fails;
    ///   the temporary file is removed in every case.
    public static func write<E: Error>(to path: String, _ body: (String) throws(E) -> Void) throws -> Void {
        try checkWritable(path)
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temp = (directory.isEmpty ? "" : directory + "/")
            + ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        do {
            try body(temp)
        } catch {
            unlink(temp)
            throw error
        }
        guard rename(temp, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw OutputError(path: path, "cannot be written: \(reason)")
        }
    }

    /// Writes `text` to `path` directly (used inside ``write(to:_:)``).
    static func writeRaw(text: String, to path: String) throws(OutputError) {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw OutputError(path: path, "cannot be written")
        }
    }

    /// Writes `text` to `path` atomically.
    public static func write(text: String, to path: String) throws {
        try write(to: path) { (temp: String) throws in
            guard FileManager.default.createFile(atPath: temp, contents: Data(text.utf8)) else {
                throw OutputError(path: path, "cannot be written")
            }
        }
    }
}

/// An output path that cannot be used.
public struct OutputError: Error, CustomStringConvertible, Equatable {
    /// The path at fault.
    public var path: String
    /// What is wrong with it.
    public var message: String

    /// Creates an error.
    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
