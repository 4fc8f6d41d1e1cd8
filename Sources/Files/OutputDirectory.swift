import BoardModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The directory of an output, opened once: its temporaries are created, renamed and
/// removed relative to this descriptor (`openat`, `renameat`, `unlinkat`), never by a
/// path resolved again later.
///
/// So a directory that is renamed while boardgen runs still gets its own temporaries
/// back, and a name swapped for a symbolic link inside it is never followed. Before an
/// output is reported written, ``checkInPlace(for:)`` makes sure the directory is still
/// the one at the path the user gave: a file renamed into a directory that was moved
/// meanwhile is not where the user asked for it.
package final class OutputDirectory: Sendable {
    /// The directory's path as given (`.` for a bare file name), for messages and the check.
    package let path: String
    /// The open directory.
    package let descriptor: Int32
    /// The directory's device and inode when it was opened.
    package let identity: FileIdentity

    /// Opens the directory of `target` (a file path; its directory must exist).
    ///
    /// - Throws: ``OutputError`` naming `target`: `.badPath` when the directory does not
    ///   exist or is not a directory, `.system` with the system's reason otherwise.
    package convenience init(of target: String) throws(OutputError) {
        let directory = TemporaryName.split(target).directory
        try self.init(path: directory.isEmpty ? "." : directory, for: target)
    }

    /// Opens the directory `path`; errors name `target`.
    package init(path: String, for target: String) throws(OutputError) {
        self.path = path
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw OutputError(path: target, "directory \(path) does not exist")
            case ENOTDIR: throw OutputError(path: target, "\(path) is not a directory")
            case ENAMETOOLONG: throw OutputError(path: target, "the path is too long")
            default: throw OutputError(path: target, kind: .system, message: "cannot open directory \(path): \(FileSink.reason(code))")
            }
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw OutputError(path: target, kind: .system, message: "cannot open directory \(path): \(FileSink.reason(code))")
        }
        descriptor = fd
        identity = FileIdentity(info)
    }

    deinit { close(descriptor) }

    /// Whether `path` still leads to the directory that was opened (it was not moved,
    /// removed or replaced meanwhile; a removed working directory still answers to `.`,
    /// but has no links left).
    package var isInPlace: Bool {
        var info = stat(), opened = stat()
        return stat(path, &info) == 0 && FileIdentity(info) == identity
            && fstat(descriptor, &opened) == 0 && opened.st_nlink > 0
    }

    /// Throws unless the directory is still at ``path``.
    ///
    /// - Throws: ``OutputError`` (`.system`, exit status 1) naming `target`.
    package func checkInPlace(for target: String) throws(OutputError) {
        guard !isInPlace else { return }
        throw OutputError(path: target, kind: .system,
                          message: "the directory \(path) was moved, removed or replaced while boardgen ran; nothing was written")
    }

    /// The identity of the entry `name` in this directory, not following a symbolic link;
    /// nil when there is none.
    package func identity(of name: String) -> (FileIdentity, mode: mode_t)? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return (FileIdentity(info), info.st_mode)
    }
}
