import Foundation

/// Writes output files atomically: into a temporary file beside the target
/// (``TemporaryName``), renamed over it only when complete. A failure or an
/// interrupt leaves no partial file and an existing target untouched.
///
/// Rename semantics, as documented in the README: the target is replaced as a
/// whole, so a target that is a symbolic link is replaced by a regular file
/// (the link's destination is left alone) and a hard link to the old file
/// keeps the old content. When the target existed as a regular file its
/// permission bits are kept; a new file gets 0666 less the umask. A target
/// that exists but is not a regular file (a device, FIFO or socket) is refused.
public enum OutputFile {
    /// Checks `path` before any work: the path as given (``checkTarget(_:)``),
    /// then that a file can really be created beside it, by creating and
    /// removing its temporary.
    ///
    /// - Throws: ``OutputError`` (`.badPath` for the path as given, `.system`
    ///   with the system's reason when creating fails).
    public static func checkWritable(_ path: String) throws(OutputError) {
        try checkTarget(path)
        let temp = TemporaryName.path(for: path)
        let registration = TemporaryFiles.register(file: temp)
        defer { TemporaryFiles.unregister(registration) }
        try createExclusively(temp, target: path)
        unlink(temp)
    }

    /// Checks `path` as given, without creating anything: not empty, not a
    /// directory or other non-regular file, a name of at most 255 bytes, in an
    /// existing directory.
    public static func checkTarget(_ path: String) throws(OutputError) {
        guard !path.isEmpty else { throw OutputError(path: path, "the output path is empty") }
        let (directory, name) = TemporaryName.split(path)
        if name.isEmpty || name == "." || name == ".." {
            throw OutputError(path: path, "is a directory; give a file name, e.g. \(directory.isEmpty ? "" : directory + "/")frame.png")
        }
        guard name.utf8.count <= TemporaryName.nameMax else {
            throw OutputError(path: path, "the file name is longer than \(TemporaryName.nameMax) bytes")
        }
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR {
                throw OutputError(path: path, "is a directory; give a file name, e.g. \(path)/frame.png")
            }
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw OutputError(path: path, "is not a regular file (a device, pipe or socket); boardgen replaces its output by renaming, so give a file path")
            }
        }
        let dir = directory.isEmpty ? "." : directory
        guard stat(dir, &info) == 0 else {
            throw OutputError(path: path, "directory \(dir) does not exist")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw OutputError(path: path, "\(dir) is not a directory")
        }
    }

    /// Runs `body` with a temporary path beside `path`, then renames it over `path`.
    ///
    /// Before `body` runs the target is checked, stale temporaries of earlier
    /// killed runs for the same target are removed, and the temporary is
    /// created (so a path the system refuses fails before any work). An error
    /// from `body` whose message names the temporary is rethrown as an
    /// ``OutputError`` naming the target.
    ///
    /// - Throws: what `body` throws, or ``OutputError``; the temporary is
    ///   removed in every case.
    public static func write<E: Error>(to path: String, _ body: (String) throws(E) -> Void) throws -> Void {
        try checkTarget(path)
        StaleTemporaries.remove(forTargets: [path])
        let temp = TemporaryName.path(for: path)
        let registration = TemporaryFiles.register(file: temp)
        defer { TemporaryFiles.unregister(registration) }
        try createExclusively(temp, target: path)
        do {
            try body(temp)
        } catch {
            unlink(temp)
            throw naming(path, for: temp, in: error)
        }
        try moveIntoPlace(temp, path)
    }

    /// Writes `text` to `path` atomically.
    public static func write(text: String, to path: String) throws {
        try write(to: path) { (temp: String) throws(OutputError) in try writeRaw(text: text, to: temp) }
    }

    /// Creates `path`, which must not exist (`O_EXCL`), with `text`: of two
    /// runs creating the same file at once exactly one succeeds. A failure
    /// or an interrupt removes the half-written file.
    ///
    /// - Throws: ``OutputError``: `.badPath` when the file exists, `.system` otherwise.
    public static func create(text: String, at path: String) throws(OutputError) {
        try checkTarget(path)
        // Created and registered with signals held: an interrupt in between
        // must neither leave our file behind nor remove someone else's.
        let (fd, code, registration) = TemporaryFiles.holdingSignals { () -> (Int32, Int32, TemporaryFiles.Registration?) in
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard fd >= 0 else { return (fd, errno, nil) }
            return (fd, 0, TemporaryFiles.register(file: path))
        }
        guard fd >= 0, let registration else {
            if code == EEXIST { throw OutputError(path: path, "already exists; choose another name or remove it first") }
            throw OutputError(path: path, systemReason: FileSink.reason(code))
        }
        defer { TemporaryFiles.unregister(registration) }
        close(fd)
        do {
            let sink = try FileSink(path: path)
            sink.write(text)
            try sink.close()
        } catch {
            unlink(path)
            throw OutputError(path: path, kind: error.kind, message: error.message)
        }
    }

    /// Writes `text` to `path` directly (used inside ``write(to:_:)``).
    static func writeRaw(text: String, to path: String) throws(OutputError) {
        let sink = try FileSink(path: path)
        sink.write(text)
        try sink.close()
    }

    /// Creates `temp` with `O_EXCL` (replacing a leftover of this same
    /// process), reporting failures against `target`.
    static func createExclusively(_ temp: String, target: String) throws(OutputError) {
        var fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if fd < 0, errno == EEXIST {
            unlink(temp)
            fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        guard fd >= 0 else {
            let code = errno
            if code == ENAMETOOLONG { throw OutputError(path: target, "the path is too long") }
            throw OutputError(path: target, systemReason: FileSink.reason(code))
        }
        close(fd)
    }

    /// Renames the finished `temp` over `target`, keeping the permission bits
    /// of a regular file already there; removes `temp` on failure.
    static func moveIntoPlace(_ temp: String, _ target: String) throws(OutputError) {
        var info = stat()
        if lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            chmod(temp, info.st_mode & 0o7777)
        }
        guard rename(temp, target) == 0 else {
            let reason = FileSink.reason(errno)
            unlink(temp)
            throw OutputError(path: target, systemReason: reason)
        }
    }

    /// `error`, or an ``OutputError`` about `target` when its message names the temporary `temp`.
    static func naming(_ target: String, for temp: String, in error: any Error) -> any Error {
        let text = String(describing: error)
        guard text.contains(temp) else { return error }
        var message = text.replacingOccurrences(of: temp, with: target)
        if message.hasPrefix(target + ": ") { message.removeFirst(target.count + 2) }
        let kind = (error as? OutputError)?.kind ?? .system
        return OutputError(path: target, kind: kind, message: message)
    }
}
