import BoardModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One output being written: a temporary beside its target (``TemporaryName``), created
/// by this run with `O_CREAT | O_EXCL | O_NOFOLLOW` relative to the target's
/// ``OutputDirectory``, written only through the descriptor that creation returned, and
/// renamed over the target with `renameat` when complete.
///
/// The temporary is never opened again by name, so in a directory others may write to
/// (world-writable, not sticky) swapping its name for a symbolic link while the output
/// renders redirects nothing: the link's destination is never opened, truncated or
/// chmod-ed. Before and after the rename ``commit()`` checks that the temporary's name
/// and then the target's name are still this file and that the directory is still at
/// the path the user gave; otherwise it removes what it put there and fails.
///
/// ```swift
/// let file = try AtomicFile(target: "out/b.png", in: OutputDirectory(of: "out/b.png"))
/// let sink = try file.sink()
/// sink.write(bytes, count: n)
/// try sink.close()
/// try file.commit()        // or file.discard()
/// ```
package final class AtomicFile {
    /// The path the user asked for.
    package let target: String
    /// The target's directory, open.
    package let directory: OutputDirectory
    /// The target's name in ``directory``.
    package let name: String
    /// The temporary's name in ``directory``.
    package let temporaryName: String
    /// The temporary's device and inode.
    package let identity: FileIdentity
    /// The temporary, open for writing.
    private let descriptor: Int32
    private var registration: TemporaryFiles.Registration?

    /// Creates the temporary for `target` in `directory` (registered with
    /// ``TemporaryFiles`` so an interrupt removes it); a leftover of this very process
    /// under the same name is replaced.
    ///
    /// - Throws: ``OutputError`` naming `target` with the system's reason.
    package init(target: String, in directory: OutputDirectory) throws(OutputError) {
        let (parent, name) = TemporaryName.split(target)
        let temporaryName = TemporaryName.name(for: name, directoryBytes: parent.utf8.count)
        let registration = TemporaryFiles.register(file: temporaryName, in: directory.descriptor)
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var fd = openat(directory.descriptor, temporaryName, flags, 0o666)
        if fd < 0, errno == EEXIST {
            unlinkat(directory.descriptor, temporaryName, 0)
            fd = openat(directory.descriptor, temporaryName, flags, 0o666)
        }
        guard fd >= 0, let identity = FileIdentity(descriptor: fd) else {
            let code = errno
            if fd >= 0 { unlinkat(directory.descriptor, temporaryName, 0); close(fd) }
            TemporaryFiles.unregister(registration)
            if code == ENAMETOOLONG { throw OutputError(path: target, "the path is too long") }
            throw OutputError(path: target, systemReason: FileSink.reason(code))
        }
        self.target = target
        self.directory = directory
        self.name = name
        self.temporaryName = temporaryName
        self.identity = identity
        self.registration = registration
        descriptor = fd
    }

    deinit {
        discard()
        close(descriptor)
    }

    /// A sink writing the temporary through a duplicate of its descriptor; its messages
    /// name the target. Close it before ``commit()``.
    package func sink() throws(OutputError) -> FileSink {
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { throw OutputError(path: target, systemReason: FileSink.reason(errno)) }
        return FileSink(descriptor: copy, path: target)
    }

    /// Renames the finished temporary over the target, keeping the permission bits of a
    /// regular file already there (a new file keeps 0666 less the umask).
    ///
    /// - Throws: ``OutputError`` (`.system`) when the directory is no longer at its path,
    ///   the temporary's name no longer leads to this file, or the rename fails; then
    ///   neither the temporary nor a renamed file is left behind.
    package func commit() throws(OutputError) {
        guard let registration else { return }
        let result: Result<Void, OutputError> = TemporaryFiles.holdingSignals {
            do throws(OutputError) {
                try directory.checkInPlace(for: target)
                guard directory.identity(of: temporaryName)?.0 == identity else {
                    throw OutputError(
                        path: target, kind: .system,
                        message: "its temporary \(temporaryName) was replaced while boardgen ran (is \(directory.path) writable by others?); nothing was written")
                }
                if let (_, mode) = directory.identity(of: name), mode & S_IFMT == S_IFREG {
                    fchmod(descriptor, mode & 0o7777)
                }
                guard renameat(directory.descriptor, temporaryName, directory.descriptor, name) == 0 else {
                    throw OutputError(path: target, systemReason: FileSink.reason(errno))
                }
                self.registration = nil
                TemporaryFiles.unregister(registration)
                try checkRenamed()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        if case .failure(let error) = result {
            discard()
            throw error
        }
    }

    /// After the rename: the target's name leads to this file, in the directory the user
    /// named; otherwise the renamed file is removed.
    private func checkRenamed() throws(OutputError) {
        let placed = directory.identity(of: name)?.0 == identity
        if placed, directory.isInPlace { return }
        if placed { unlinkat(directory.descriptor, name, 0) }
        try directory.checkInPlace(for: target)
        throw OutputError(path: target, kind: .system,
                          message: "was replaced by another file while boardgen renamed it into place (is \(directory.path) writable by others?)")
    }

    /// Removes the temporary (when its name still leads to it) and forgets it; does
    /// nothing after ``commit()`` or a first discard.
    package func discard() {
        guard let registration else { return }
        if directory.identity(of: temporaryName)?.0 == identity {
            unlinkat(directory.descriptor, temporaryName, 0)
        }
        self.registration = nil
        TemporaryFiles.unregister(registration)
    }
}
