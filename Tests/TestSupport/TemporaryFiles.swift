import Foundation

/// A fresh path in the temporary directory ending in `.ext`; the file is not created.
public func temporaryPath(_ name: String = "test", extension ext: String) -> String {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("boardgen-\(name)-\(UUID().uuidString).\(ext)").path
}

/// A fresh directory `boardgen-NAME-UUID` in the temporary directory, created (with no
/// contents) before it is returned.
public func temporaryDirectory(_ name: String = "test") -> String {
    let dir = FileManager.default.temporaryDirectory.path + "/boardgen-\(name)-\(UUID().uuidString)"
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
