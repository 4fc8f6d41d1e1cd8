import BoardModel
import Foundation

/// Several frames written as one output: each into a temporary directory
/// beside the targets (`.PATTERN.boardgen-PID.tmp/0`, `…/1`, …), moved into
/// place only when every frame succeeded. A failure removes what was written;
/// an interrupt removes it too (the directory is registered with
/// ``TemporaryFiles``); the moves themselves hold signals so they never stop
/// half-way.
///
/// The temporary directory is created (mode 0700) and opened once, relative to the
/// targets' ``OutputDirectory``; frames are created in it with `openat` (`O_EXCL`,
/// `O_NOFOLLOW`) and moved out with `renameat`, all through descriptors. So renaming
/// it and putting another directory, or links named `0`, `1`, …, in its place
/// redirects nothing; and a directory of the targets that was moved meanwhile is
/// noticed before success is reported (nothing is left in it).
///
/// Every target must be in the same directory (a pattern's `{t}` and `{n}`
/// belong in the file name).
package final class FrameSet: @unchecked Sendable {
    /// The final paths, in frame order.
    package let targets: [String]
    /// The pattern, for messages about the whole set.
    package let pattern: String
    /// The targets' directory, open.
    package let directory: OutputDirectory
    /// The temporary directory's name in ``directory``.
    package let temporaryName: String
    /// The temporary directory, open.
    private let descriptor: Int32
    private let identity: FileIdentity
    private let registration: TemporaryFiles.Registration
    /// Whether ``discard()`` ran (the registration is given back once); under `lock`.
    private var discarded = false
    private let lock = NSLock()

    /// Creates the temporary directory for `targets` beside them; `pattern`
    /// names it (and finds stale directories of killed runs).
    ///
    /// - Throws: ``OutputError`` when the directory cannot be created (with the system's
    ///   reason) or what was opened is not the directory this run created.
    package init(targets: [String], pattern: String) throws(OutputError) {
        self.targets = targets
        self.pattern = pattern
        let (parent, patternName) = TemporaryName.split(pattern)
        let directory = try OutputDirectory(of: pattern)
        StaleTemporaries.remove(in: directory, names: Set(targets.map { TemporaryName.split($0).name } + [patternName]),
                                directoryBytes: parent.utf8.count)
        let name = TemporaryName.name(for: patternName, directoryBytes: parent.utf8.count, reserve: StaleTemporaries.directoryReserve)
        let registration = TemporaryFiles.register(directory: name, in: directory.descriptor)
        var status = mkdirat(directory.descriptor, name, 0o700)
        if status != 0, errno == EEXIST {
            // A leftover of this very process: replace it.
            StaleTemporaries.removeEntry(name, in: directory.descriptor)
            status = mkdirat(directory.descriptor, name, 0o700)
        }
        let fd = status == 0 ? openat(directory.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1
        var info = stat()
        guard fd >= 0, fstat(fd, &info) == 0 else {
            let code = errno
            if fd >= 0 { close(fd) }
            if status == 0 { unlinkat(directory.descriptor, name, AT_REMOVEDIR) }
            TemporaryFiles.unregister(registration)
            if code == ENAMETOOLONG { throw OutputError(path: pattern, "the path is too long") }
            throw OutputError(path: pattern, systemReason: FileSink.reason(code))
        }
        // Another user may have replaced the new directory by one of theirs before it was
        // opened: only a directory of ours that nobody else may write to is used.
        guard info.st_uid == geteuid(), info.st_mode & 0o022 == 0 else {
            close(fd)
            TemporaryFiles.unregister(registration)
            throw OutputError(path: pattern, kind: .system,
                              message: "its temporary directory \(name) was replaced while boardgen ran (is \(directory.path) writable by others?); nothing was written")
        }
        // Frames are drawn in parallel, in any order: every entry may exist from the start.
        TemporaryFiles.setEntries(registration, descriptor: fd, count: targets.count)
        self.directory = directory
        self.temporaryName = name
        self.descriptor = fd
        self.identity = FileIdentity(info)
        self.registration = registration
    }

    deinit {
        discard()
        close(descriptor)
    }

    /// Creates the temporary file of frame `index`, written only through the sink
    /// returned (whose messages name the frame's target).
    ///
    /// - Throws: ``OutputError`` with the system's reason.
    package func createFrame(_ index: Int) throws(OutputError) -> FileSink {
        let fd = openat(descriptor, String(index), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw OutputError(path: targets[index], systemReason: FileSink.reason(errno)) }
        return FileSink(descriptor: fd, path: targets[index])
    }

    /// Moves every frame into place (keeping the permission bits of targets
    /// that exist) and removes the temporary directory.
    ///
    /// - Throws: ``OutputError`` naming the first target that could not be
    ///   replaced (frames not yet moved are removed), or the pattern when the targets'
    ///   directory is no longer at its path (frames already moved are removed too).
    package func commit() throws(OutputError) {
        let failure: OutputError? = TemporaryFiles.holdingSignals {
            do throws(OutputError) {
                try directory.checkInPlace(for: pattern)
            } catch {
                return error
            }
            var moved: [(name: String, identity: FileIdentity?)] = []
            for (i, target) in targets.enumerated() {
                let name = TemporaryName.split(target).name, entry = String(i)
                if let (_, mode) = directory.identity(of: name), mode & S_IFMT == S_IFREG {
                    fchmodat(descriptor, entry, mode & 0o7777, 0)
                }
                var info = stat()
                let identity = fstatat(descriptor, entry, &info, AT_SYMLINK_NOFOLLOW) == 0 ? FileIdentity(info) : nil
                guard renameat(descriptor, entry, directory.descriptor, name) == 0 else {
                    return OutputError(path: target, systemReason: FileSink.reason(errno))
                }
                moved.append((name, identity))
            }
            guard directory.isInPlace else {
                // Moved between the check and the renames: what was put there goes.
                for (name, identity) in moved where directory.identity(of: name)?.0 == identity {
                    unlinkat(directory.descriptor, name, 0)
                }
                do throws(OutputError) { try directory.checkInPlace(for: pattern) } catch { return error }
                return nil
            }
            return nil
        }
        discard()
        if let failure { throw failure }
    }

    /// Removes the temporary directory and whatever frames it holds; does nothing the
    /// second time.
    package func discard() {
        let first = lock.withLock {
            defer { discarded = true }
            return !discarded
        }
        guard first else { return }
        for i in targets.indices { unlinkat(descriptor, String(i), 0) }
        if directory.identity(of: temporaryName)?.0 == identity {
            unlinkat(directory.descriptor, temporaryName, AT_REMOVEDIR)
        }
        TemporaryFiles.unregister(registration)
    }
}
