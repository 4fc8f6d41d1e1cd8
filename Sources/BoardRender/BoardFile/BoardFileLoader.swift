import Foundation

/// Reads board files (see docs/board-format.md).
public enum BoardFileLoader {
    /// Reads and checks the board file at `path`.
    public static func load(path: String) throws -> Board {
        guard FileManager.default.fileExists(atPath: path) else {
            throw BoardFileError.unreadable(path: path, reason: "no such file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BoardFileError.unreadable(path: path, reason: "cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw BoardFileError.unreadable(path: path, reason: "is not UTF-8 text")
        }
        return try BoardFileReader.read(SourceFile(name: path, text: text))
    }
}
