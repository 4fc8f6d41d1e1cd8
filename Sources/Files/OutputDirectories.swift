import BoardModel
import Foundation

/// Creates the missing directories of an output path (`frames/` of `frames/{t}.svg`,
/// like `mkdir -p`) for the length of one write, and removes them again when the write
/// fails or is interrupted, so that a failed run leaves nothing behind.
///
/// Each directory created is registered with ``TemporaryFiles`` as created by this run:
/// on SIGINT, SIGTERM or SIGHUP the handler removes them (innermost first) after the
/// temporaries inside, and only if they are empty.
///
/// ```swift
/// try OutputDirectories.creatingParents(of: "out/frames/0001.png") {
///     try OutputFile.write(to: "out/frames/0001.png") { temp in … }
/// }
/// ```
public enum OutputDirectories {
    /// Runs `body` with the directory of `path` created when missing (mode 0777 less the
    /// umask); on an error from `body` the directories created here are removed
    /// (innermost first, only when empty).
    ///
    /// - Throws: ``OutputError`` when a directory cannot be created (an ancestor is a
    ///   file: bad path; permission denied: with the system's reason), or what `body` throws.
    public static func creatingParents<T>(of path: String, _ body: () throws -> T) throws -> T {
        let created = try createMissing(TemporaryName.split(path).directory, for: path)
        do {
            let result = try body()
            for (_, registration) in created { TemporaryFiles.unregister(registration) }
            return result
        } catch {
            for (directory, registration) in created.reversed() {
                removeIfCreated(directory)
                TemporaryFiles.unregister(registration)
            }
            throw error
        }
    }

    /// Removes `directory` if empty and still the one this run created (`created`:
    /// its identity right after `mkdir`), not one that took its place since.
    package static func removeIfCreated(_ created: CreatedDirectory) {
        var info = stat()
        guard lstat(created.path, &info) == 0, FileIdentity(info) == created.identity else { return }
        rmdir(created.path)
    }

    /// A directory this run created, and its identity then.
    package struct CreatedDirectory {
        /// The path.
        package let path: String
        /// Its device and inode right after `mkdir`.
        package let identity: FileIdentity?
    }

    /// Creates the missing directories leading to and including `directory`, outermost
    /// first; returns them with their registrations.
    package static func createMissing(_ directory: String, for path: String) throws(OutputError) -> [(CreatedDirectory, TemporaryFiles.Registration)] {
        guard !directory.isEmpty else { return [] }
        // The ancestors from the outermost: "a", "a/b", "a/b/c" (a leading "/" kept).
        var prefixes: [String] = []
        var current = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            prefixes.append(current)
        }
        var created: [(CreatedDirectory, TemporaryFiles.Registration)] = []
        func undo() {
            for (dir, registration) in created.reversed() { removeIfCreated(dir); TemporaryFiles.unregister(registration) }
        }
        for prefix in prefixes {
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    undo()
                    throw OutputError(path: path, "\(prefix) is not a directory")
                }
                continue
            }
            let registration = TemporaryFiles.register(createdDirectory: prefix)
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                TemporaryFiles.unregister(registration)
                if code == EEXIST { continue }
                undo()
                if code == ENAMETOOLONG { throw OutputError(path: path, "the path is too long") }
                throw OutputError(path: path, kind: .system, message: "cannot create directory \(prefix): \(FileSink.reason(code))")
            }
            let identity = lstat(prefix, &info) == 0 ? FileIdentity(info) : nil
            created.append((CreatedDirectory(path: prefix, identity: identity), registration))
        }
        return created
    }
}
