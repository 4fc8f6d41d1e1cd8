import Foundation

/// What another user can do in a world-writable, non-sticky output directory while
/// boardgen writes into it: the moves of the hardening issue's S1, S2 and F1, for tests
/// that check that none of them redirects a write or leaves a file behind.
public enum SharedDirectory {
    /// The entries of `dir`, sorted (empty when it cannot be read).
    public static func entries(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    /// The first entry of `dir` named like one of boardgen's temporaries, if any.
    public static func temporary(in dir: String) -> String? {
        entries(dir).first { $0.contains(".boardgen-") }
    }

    /// A file outside every output directory holding ``victimText``: what the attack aims at.
    public static func makeVictim() -> String {
        let path = temporaryDirectory("victim") + "/victim.txt"
        _ = FileManager.default.createFile(atPath: path, contents: Data(victimText.utf8))
        return path
    }

    /// The victim's content, which must never change.
    public static let victimText = "precious: must not be overwritten\n"

    /// S1: renames the temporary file in `dir` to `stolen` and puts a symbolic link to
    /// `victim` under its name. Returns false when there was no temporary.
    @discardableResult
    public static func swapTemporaryForLink(in dir: String, to victim: String) -> Bool {
        guard let temp = temporary(in: dir) else { return false }
        return rename(dir + "/" + temp, dir + "/stolen") == 0 && symlink(victim, dir + "/" + temp) == 0
    }

    /// S2: renames the temporary directory in `dir` to `stolen` and puts a directory of
    /// symbolic links named `0` … `count - 1`, all to `victim`, under its name.
    @discardableResult
    public static func swapTemporaryDirectoryForLinks(in dir: String, count: Int, to victim: String) -> Bool {
        guard let temp = temporary(in: dir), rename(dir + "/" + temp, dir + "/stolen") == 0,
              mkdir(dir + "/" + temp, 0o777) == 0 else { return false }
        return (0..<count).allSatisfy { symlink(victim, dir + "/" + temp + "/" + String($0)) == 0 }
    }

    /// Whether `path` is a regular file (not a link).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
