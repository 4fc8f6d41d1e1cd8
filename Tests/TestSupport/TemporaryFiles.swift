import Foundation

/// A fresh path in the temporary directory ending in `.gif`; the file is not created.
public func temporaryGifPath(_ name: String = "test") -> String {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("boardgen-\(name)-\(UUID().uuidString).gif").path
}

/// Runs `body` with a temporary GIF path and removes the file afterwards.
public func withTemporaryGif<T>(_ name: String = "test", _ body: (String) throws -> T) rethrows -> T {
    let path = temporaryGifPath(name)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}
