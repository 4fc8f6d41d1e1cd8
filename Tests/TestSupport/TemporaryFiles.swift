import Foundation

/// The folder every temporary path of this test process lives in,
/// `$TMPDIR/boardgen-tests-PID`: removed when the process exits, so a run leaves nothing
/// behind however its tests end; folders of earlier processes that no longer run (a run
/// killed midway) are removed when it is first used.
private let testRoot: String = {
    let base = FileManager.default.temporaryDirectory.path
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] where entry.hasPrefix("boardgen-tests-") {
        guard let pid = Int32(entry.dropFirst("boardgen-tests-".count)), pid != getpid(),
              kill(pid, 0) != 0, errno == ESRCH else { continue }
        try? FileManager.default.removeItem(atPath: base + "/" + entry)
    }
    let root = base + "/boardgen-tests-\(getpid())"
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    atexit {
        // Files a test made unreadable or unwritable are reopened to their owner first.
        let root = FileManager.default.temporaryDirectory.path + "/boardgen-tests-\(getpid())"
        if let walk = FileManager.default.enumerator(atPath: root) {
            for case let path as String in walk { chmod(root + "/" + path, 0o700) }
        }
        try? FileManager.default.removeItem(atPath: root)
    }
    return root
}()

/// The test process's temporary folder (removed when the process exits).
public var temporaryFolder: String { testRoot }

/// A fresh path in the test process's temporary folder ending in `.ext`; the file is not created.
public func temporaryPath(_ name: String = "test", extension ext: String) -> String {
    testRoot + "/boardgen-\(name)-\(UUID().uuidString).\(ext)"
}

/// A fresh directory `boardgen-NAME-UUID` in the test process's temporary folder, created
/// (with no contents) before it is returned.
public func temporaryDirectory(_ name: String = "test") -> String {
    let dir = testRoot + "/boardgen-\(name)-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

/// A fresh path in the temporary directory ending in `.gif`; the file is not created.
public func temporaryGifPath(_ name: String = "test") -> String {
    temporaryPath(name, extension: "gif")
}

/// Runs `body` with a temporary GIF path and removes the file afterwards.
public func withTemporaryGif<T>(_ name: String = "test", _ body: (String) throws -> T) rethrows -> T {
    try withTemporaryFile(name, extension: "gif", body)
}

/// Runs `body` with a temporary path ending in `.ext` and removes the file afterwards.
public func withTemporaryFile<T>(_ name: String = "test", extension ext: String, _ body: (String) throws -> T) rethrows -> T {
    let path = temporaryPath(name, extension: ext)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}
