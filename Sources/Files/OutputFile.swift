import BoardModel
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
///
/// In a directory others may write to, nobody but this run can redirect the write: the
/// temporary is created with `O_EXCL | O_NOFOLLOW` and written only through its
/// descriptor, and renamed relative to the directory's descriptor (``AtomicFile``). A
/// directory moved while boardgen runs is noticed before success is reported: the
/// output fails (exit status 1) and nothing is left in either place.
public enum OutputFile {
    /// Checks `path` before any work: the path as given (``checkTarget(_:)``),
    /// then that a file can really be created beside it, by creating and
    /// removing its temporary.
    ///
    /// - Throws: ``OutputError`` (`.badPath` for the path as given, `.system`
    ///   with the system's reason when creating fails).
    public static func checkWritable(_ path: String) throws(OutputError) {
        try checkTarget(path)
        try AtomicFile(target: path, in: OutputDirectory(of: path)).discard()
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
        var info = stat(), link = stat()
        // A symbolic link is replaced by the rename, whatever it leads to (README, "Rename
        // semantics"); only a link to a directory is taken as the directory it names.
        let isLink = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
        if stat(path, &info) == 0 {
            if let input = InputFiles.input(info) {
                throw OutputError(path: path, "is \(input.what) being read (\(input.path)); writing it would replace it — give another output path")
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                throw OutputError(path: path, "is a directory; give a file name, e.g. \(path)/frame.png")
            }
            guard isLink || info.st_mode & S_IFMT == S_IFREG else {
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

    /// Runs `body` with a sink on a new temporary file beside `path`, then renames it
    /// over `path` (``AtomicFile``).
    ///
    /// Before `body` runs the target is checked, its directory is opened (everything
    /// after happens relative to that descriptor), stale temporaries of earlier killed
    /// runs for the same target are removed, and the temporary is created (so a path the
    /// system refuses fails before any work). The sink's messages name `path`; `body`
    /// may close it (C encoders do), or it is closed here.
    ///
    /// - Throws: what `body` throws, or ``OutputError``; the temporary is
    ///   removed in every case.
    public static func write(to path: String, _ body: (FileSink) throws -> Void) throws {
        try checkTarget(path)
        let directory = try OutputDirectory(of: path)
        let (parent, name) = TemporaryName.split(path)
        StaleTemporaries.remove(in: directory, names: [name], directoryBytes: parent.utf8.count)
        let file = try AtomicFile(target: path, in: directory)
        do {
            let sink = try file.sink()
            try body(sink)
            try sink.close()
        } catch {
            file.discard()
            throw error
        }
        try file.commit()
    }

    /// Writes `text` to `path` atomically.
    public static func write(text: String, to path: String) throws {
        try write(to: path) { sink in sink.write(text) }
    }

    /// Writes `bytes` to `path` atomically.
    public static func write(bytes: [UInt8], to path: String) throws {
        try write(to: path) { sink in _ = bytes.withUnsafeBytes { sink.write($0.baseAddress, count: $0.count) } }
    }

    /// Creates `path`, which must not exist (`O_EXCL`), with `text`: of two
    /// runs creating the same file at once exactly one succeeds. The file is written
    /// through the descriptor that created it. A failure, an interrupt or a directory
    /// moved meanwhile removes the half-written file.
    ///
    /// - Throws: ``OutputError``: `.badPath` when the file exists, `.system` otherwise.
    public static func create(text: String, at path: String) throws(OutputError) {
        try checkTarget(path)
        let directory = try OutputDirectory(of: path)
        let name = TemporaryName.split(path).name
        // Created and registered with signals held: an interrupt in between
        // must neither leave our file behind nor remove someone else's.
        let (fd, code, registration) = TemporaryFiles.holdingSignals { () -> (Int32, Int32, TemporaryFiles.Registration?) in
            let fd = openat(directory.descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard fd >= 0 else { return (fd, errno, nil) }
            return (fd, 0, TemporaryFiles.register(file: name, in: directory.descriptor))
        }
        guard fd >= 0, let registration else {
            if code == EEXIST { throw OutputError(path: path, "already exists; choose another name or remove it first") }
            throw OutputError(path: path, systemReason: FileSink.reason(code))
        }
        defer { TemporaryFiles.unregister(registration) }
        let identity = FileIdentity(descriptor: fd)
        do throws(OutputError) {
            let sink = FileSink(descriptor: fd, path: path)
            sink.write(text)
            try sink.close()
            try directory.checkInPlace(for: path)
        } catch {
            if directory.identity(of: name)?.0 == identity { unlinkat(directory.descriptor, name, 0) }
            throw OutputError(path: path, kind: error.kind, message: error.message)
        }
    }
}
