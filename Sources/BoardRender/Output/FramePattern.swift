/// An output path, possibly a pattern for several frames: `{t}` is replaced
/// by the time in seconds with 3 decimals, `{n}` by the frame index with 4
/// digits. Its extension picks the format.
public struct FramePattern: Hashable, Sendable {
    /// The pattern as given.
    public let pattern: String
    /// The format its extension names.
    public let format: Format

    /// The formats `render` writes.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case svg, png, json
    }

    /// Parses and validates `pattern`.
    ///
    /// - Throws: ``OutputError`` for an unknown extension, or for several
    ///   frames without `{t}` or `{n}`.
    public init(_ pattern: String, frameCount: Int, allowed: [Format] = Format.allCases) throws(OutputError) {
        self.pattern = pattern
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: pattern, isDirectory: &isDirectory), isDirectory.boolValue {
            throw OutputError(path: pattern, "is a directory; give a file name, such as \(pattern)/frame.png")
        }
        let ext = pattern.split(separator: ".").count > 1 ? String(pattern.split(separator: ".").last!).lowercased() : ""
        guard let format = Format(rawValue: ext), allowed.contains(format) else {
            let valid = allowed.map { ".\($0.rawValue)" }.joined(separator: ", ")
            let found = ext.isEmpty ? "no extension" : "'.\(ext)'"
            let animated = ["gif": "GIF", "webp": "WebP"][ext]
            let hint = animated.map { " (for an animated \($0) use `boardgen animate`)" } ?? ""
            throw OutputError(path: pattern, "\(found) is not a format render writes; use \(valid)\(hint)")
        }
        self.format = format
        let directory = TemporaryName.split(pattern).directory
        if directory.contains("{t}") || directory.contains("{n}") {
            throw OutputError(path: pattern, "{t} and {n} belong in the file name, not in a directory; every frame goes to one directory")
        }
        if frameCount > 1, !isPattern {
            throw OutputError(
                path: pattern, "\(frameCount) frames need a pattern: put {t} (time) or {n} (index) in the file name")
        }
    }

    /// Whether the path holds `{t}` or `{n}`.
    public var isPattern: Bool { pattern.contains("{t}") || pattern.contains("{n}") }

    /// The path of the frame at `time` with `index`.
    public func path(time: Double, index: Int) -> String {
        let t = Self.seconds(time)
        let n = String(index)
        return pattern.replacingOccurrences(of: "{t}", with: t)
            .replacingOccurrences(of: "{n}", with: String(repeating: "0", count: max(0, 4 - n.count)) + n)
    }

    /// `time` in seconds with 3 decimals.
    static func seconds(_ time: Double) -> String {
        NumberFormat.fixed(time, decimals: 3)
    }
}

import Foundation
