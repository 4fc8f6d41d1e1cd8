import BoardModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes temporaries that killed runs (SIGKILL, a crash, a power cut) left
/// beside a target: entries named like ``TemporaryName`` for that very target
/// whose process no longer runs. Called by every write before it starts.
///
/// Everything happens relative to the directory's descriptor and never follows a
/// symbolic link: a stale temporary directory is opened with `O_NOFOLLOW` and emptied
/// through its own descriptor, so an entry another user swapped for a link to a
/// directory elsewhere cannot make boardgen remove files there.
package enum StaleTemporaries {
    /// The bytes a temporary directory keeps free for its numbered entries.
    package static let directoryReserve = 12

    /// Removes stale temporaries in `directory` of the targets called `names` (file names)
    /// whose directory part, as given, is `directoryBytes` long (see ``TemporaryName``).
    package static func remove(in directory: OutputDirectory, names: Set<String>, directoryBytes bytes: Int) {
        for entry in entries(of: directory.descriptor) where TemporaryName.pid(of: entry) != nil {
            let isStale = names.contains { name in
                TemporaryName.isStale(entry, forTarget: name, directoryBytes: bytes)
                    || TemporaryName.isStale(entry, forTarget: name, directoryBytes: bytes, reserve: directoryReserve)
            }
            guard isStale else { continue }
            removeEntry(entry, in: directory.descriptor)
        }
    }

    /// Unlinks the entry `name` of the open directory `parent`, or, when it is a directory
    /// (not a link to one), removes the regular files in it and then it.
    package static func removeEntry(_ name: String, in parent: Int32) {
        if unlinkat(parent, name, 0) == 0 { return }
        guard errno == EISDIR || errno == EPERM else { return }
        let fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return }
        for entry in entries(of: fd) {
            var info = stat()
            if fstatat(fd, entry, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG {
                unlinkat(fd, entry, 0)
            }
        }
        close(fd)
        unlinkat(parent, name, AT_REMOVEDIR)
    }

    /// The names in the open directory `descriptor` (not `.` and `..`); empty when it
    /// cannot be read. The descriptor stays open.
    package static func entries(of descriptor: Int32) -> [String] {
        let copy = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
