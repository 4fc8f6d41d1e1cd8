import BoardModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of this run's own for work in progress (`boardgen build` draws its files in one):
/// created exclusively under a random name, read, emptied and moved out of only through
/// descriptors.
///
/// The folder is made with `mkdirat` (mode 0700) in its parent opened once: an entry already
/// there — a folder, or a symbolic link planted under a name guessed in a shared folder — is
/// never followed or reused (another random name is tried). Its files are read with `openat`
/// (`O_NOFOLLOW`, regular files only), moved out with `renameat` and removed with `unlinkat`,
/// relative to the folder opened right after it was made; so if the folder is renamed and
/// something else put at its path meanwhile, nothing is read from, moved out of or removed in
/// that other thing. Only the drawing processes, which are given ``path``, go by the name.
///
/// ```swift
/// let scratch = try ScratchDirectory(in: OutputDirectory(path: "figures", for: "figures"), prefix: ".boardgen-build-")
/// defer { scratch.remove() }
/// // … something writes scratch.path + "/a.png" …
/// try scratch.move("a.png", to: "a.png")
/// ```
package final class ScratchDirectory: @unchecked Sendable {
    /// The folder it is made in.
    package let parent: OutputDirectory
    /// Its name in ``parent``: the prefix and 16 random hex digits.
    package let name: String
    /// Its path (``parent``'s path and ``name``), for processes that write into it.
    package let path: String
    private let descriptor: Int32
    private let identity: FileIdentity
    private let lock = NSLock()
    private var removed = false

    /// Makes a new folder `prefix` + 16 random hex digits in `parent`.
    ///
    /// - Throws: ``OutputError`` (naming the parent) when it cannot be made or what was opened
    ///   is not the folder just made.
    package init(in parent: OutputDirectory, prefix: String) throws(OutputError) {
        self.parent = parent
        var generator = SystemRandomNumberGenerator()
        var made: String?
        var code: Int32 = 0
        for _ in 0..<8 {
            let candidate = prefix + Self.hex(generator.next())
            if mkdirat(parent.descriptor, candidate, 0o700) == 0 { made = candidate; break }
            code = errno
            guard code == EEXIST else { break }
        }
        guard let made else {
            throw OutputError(path: parent.path, kind: .system, message: "cannot create a folder to work in: \(FileSink.reason(code))")
        }
        let fd = openat(parent.descriptor, made, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        var info = stat()
        guard fd >= 0, fstat(fd, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o077 == 0 else {
            if fd >= 0 { close(fd) }
            throw OutputError(path: parent.path, kind: .system,
                              message: "the folder \(made) it created to work in was replaced at once (is \(parent.path) writable by others?); nothing was written")
        }
        name = made
        path = parent.path == "/" ? "/" + made : parent.path + "/" + made
        descriptor = fd
        identity = FileIdentity(info)
    }

    /// A private folder in `$TMPDIR` (or `/tmp`), as `mkdtemp` makes one: for work whose
    /// results are compared, never kept (`build --check`).
    package static func temporary(prefix: String) throws(OutputError) -> ScratchDirectory {
        var base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        if base.isEmpty { base = "/tmp" }
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        return try ScratchDirectory(in: OutputDirectory(path: base, for: base), prefix: prefix)
    }

    deinit {
        remove()
        close(descriptor)
    }

    /// The bytes of the regular file `entry` in the folder (not a link, FIFO or device); nil
    /// when there is none or it cannot be read.
    package func contents(of entry: String) -> [UInt8]? {
        let fd = openat(descriptor, entry, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { return bytes }
            bytes += chunk[..<n]
        }
    }

    /// Moves the file `entry` out of the folder to `target` in ``parent``, replacing what is
    /// there (a link is replaced, not followed).
    ///
    /// - Throws: ``OutputError`` naming the target, with the system's reason.
    package func move(_ entry: String, to target: String) throws(OutputError) {
        guard renameat(descriptor, entry, parent.descriptor, target) == 0 else {
            throw OutputError(path: parent.path + "/" + target, systemReason: FileSink.reason(errno))
        }
    }

    /// Removes what is in the folder (regular files and the folders the drawing processes
    /// left, through descriptors) and then the folder, if it is still the one made; does
    /// nothing the second time.
    package func remove() {
        let first = lock.withLock {
            defer { removed = true }
            return !removed
        }
        guard first else { return }
        for entry in StaleTemporaries.entries(of: descriptor) { StaleTemporaries.removeEntry(entry, in: descriptor) }
        if parent.identity(of: name)?.0 == identity {
            unlinkat(parent.descriptor, name, AT_REMOVEDIR)
        }
    }

    /// 16 hex digits.
    private static func hex(_ value: UInt64) -> String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
