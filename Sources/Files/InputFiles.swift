import BoardModel
import Foundation

/// The files this process has read as input (board files, Swift files), by identity: an output
/// path that names one of them is refused (``OutputFile/checkTarget(_:)``) — `render app.json -o
/// app.json` would otherwise replace the board with its own scene dump.
package enum InputFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var read: [(identity: FileIdentity, path: String, what: String)] = []

    /// Records that `info` (the file at `path`, `what` it is) was read.
    package static func note(_ info: stat, path: String, what: String) {
        let identity = FileIdentity(info)
        lock.lock()
        defer { lock.unlock() }
        // A stale entry (a file since removed whose inode this one reuses) is replaced.
        read.removeAll { $0.identity == identity }
        read.append((identity, path, what))
    }

    /// The input that `info` is, if it is one: its path and what it is.
    ///
    /// An input counts only while its path still names it: a file read and then removed
    /// frees its inode, and a later unrelated file (in a long-lived process: a test run, an
    /// app using the library) may get the same device and inode numbers.
    package static func input(_ info: stat) -> (path: String, what: String)? {
        let identity = FileIdentity(info)
        lock.lock()
        let found = read.first { $0.identity == identity }
        lock.unlock()
        guard let found else { return nil }
        var now = stat()
        guard stat(found.path, &now) == 0, FileIdentity(now) == identity else { return nil }
        return (found.path, found.what)
    }
}
