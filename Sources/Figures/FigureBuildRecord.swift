import Files
import Boards
import Foundation

/// The build record, `OUTPUT/.boardgen-build.json`: for every file a build wrote, what it was
/// drawn from and the hash of its bytes. A file whose record matches both its fingerprint and
/// its bytes on disk is current (docs/figures.md).
///
/// ```json
/// {"files": {"bench@2x.png": "3f2a…:9c41…"}, "version": 1}
/// ```
public struct FigureBuildRecord: Sendable, Hashable {
    /// File name → `fingerprint:content`, what the file was drawn from and the hash of its bytes.
    public var files: [String: String] = [:]

    /// An empty record.
    public init(files: [String: String] = [:]) { self.files = files }

    /// The entry of a file drawn from `fingerprint` whose bytes are `bytes`.
    public static func entry(_ fingerprint: String, _ bytes: [UInt8]) -> String {
        var h = FigureFingerprint()
        h.add(bytes)
        return fingerprint + ":" + h.hex
    }

    /// Whether `fileName` was recorded as drawn from `fingerprint`, whatever its bytes.
    public func isDrawn(_ fileName: String, from fingerprint: String) -> Bool {
        files[fileName]?.hasPrefix(fingerprint + ":") == true
    }

    /// The record at `path`; empty when there is none, it cannot be read or is too large.
    public static func read(_ path: String) -> FigureBuildRecord {
        // Read as board files are (at most JSONReader.maximumSize bytes, a FIFO never waited on).
        guard let bytes = try? BoardFileLoader.contents(of: path, what: "the build record", isInput: false),
              let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let files = object["files"] as? [String: String] else { return FigureBuildRecord() }
        return FigureBuildRecord(files: files)
    }

    /// Writes the record whole or not at all (sorted keys: the same fingerprints give the same
    /// bytes), and only when its bytes differ from the file's: a build that changed nothing leaves
    /// the record untouched, as it leaves the figures.
    ///
    /// - Returns: whether the file was written.
    /// - Throws: the error of `JSONSerialization` or ``OutputFile``.
    @discardableResult
    public func write(_ path: String) throws -> Bool {
        let bytes = [UInt8](try JSONSerialization.data(withJSONObject: ["version": 1, "files": files], options: [.sortedKeys, .prettyPrinted]))
        if let onDisk = FileManager.default.contents(atPath: path), [UInt8](onDisk) == bytes { return false }
        try OutputFile.write(bytes: bytes, to: path)
        return true
    }
}
