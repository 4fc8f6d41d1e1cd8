import Foundation

/// Removes temporaries that killed runs (SIGKILL, a crash, a power cut) left
/// beside a target: entries named like ``TemporaryName`` for that very target
/// whose process no longer runs. Called by every write before it starts.
enum StaleTemporaries {
    /// The bytes a temporary directory keeps free for its numbered entries.
    static let directoryReserve = 12

    /// Removes stale temporaries of `targets` (paths; one directory scan per directory).
    static func remove(forTargets targets: [String]) {
        var byDirectory: [String: Set<String>] = [:]
        for target in targets {
            let (directory, name) = TemporaryName.split(target)
            byDirectory[directory, default: []].insert(name)
        }
        for (directory, names) in byDirectory { remove(in: directory, names: names) }
    }

    /// Removes stale temporaries in `directory` (empty for the current one) of the targets called `names`.
    static func remove(in directory: String, names: Set<String>) {
        let dir = directory.isEmpty ? "." : directory
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        let bytes = directory.utf8.count
        for entry in entries where TemporaryName.pid(of: entry) != nil {
            let isStale = names.contains { name in
                TemporaryName.isStale(entry, forTarget: name, directoryBytes: bytes)
                    || TemporaryName.isStale(entry, forTarget: name, directoryBytes: bytes, reserve: directoryReserve)
            }
            guard isStale else { continue }
            removeEntry(dir + "/" + entry)
        }
    }

    /// Unlinks a file, or empties (plain files only) and removes a directory; never follows links.
    static func removeEntry(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                var inner = stat()
                let child = path + "/" + entry
                if lstat(child, &inner) == 0, inner.st_mode & S_IFMT == S_IFREG { unlink(child) }
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
