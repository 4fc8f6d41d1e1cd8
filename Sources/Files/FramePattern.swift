import BoardModel
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

    /// The placeholders a pattern may hold, with what they become.
    public static let placeholders: [(name: String, meaning: String)] = [
        ("{t}", "the time in seconds, 3 decimals"),
        ("{n}", "the frame index, 4 digits"),
    ]

    /// Parses and validates `pattern`; `-` (standard output) takes its format from
    /// `format`, another path from its extension.
    ///
    /// - Throws: ``OutputError`` for an unknown extension or placeholder, for several
    ///   frames without `{t}` or `{n}` or sent to standard output, or for `-` without a format.
    public init(_ pattern: String, frameCount: Int, allowed: [Format] = Format.allCases,
                format explicit: Format? = nil) throws(OutputError) {
        self.pattern = pattern
        if pattern == StandardOutputFile.path {
            guard frameCount <= 1 else {
                throw OutputError(path: pattern, "\(frameCount) frames are \(frameCount) files and standard output takes one; "
                    + "give a pattern such as 'frames/{n}.png'")
            }
            guard let explicit, allowed.contains(explicit) else {
                throw OutputError(path: pattern, "standard output has no extension: give the format with --format "
                    + Self.list(allowed.map(\.rawValue)))
            }
            format = explicit
            return
        }
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
        if let unknown = Self.unknownPlaceholder(in: pattern) {
            let valid = Self.placeholders.map { "\($0.name) (\($0.meaning))" }.joined(separator: " and ")
            throw OutputError(path: pattern, "unknown placeholder '\(unknown)'; the placeholders are \(valid)")
        }
        let directory = TemporaryName.split(pattern).directory
        if directory.contains("{t}") || directory.contains("{n}") {
            throw OutputError(path: pattern, "{t} and {n} belong in the file name, not in a directory; every frame goes to one directory")
        }
        if frameCount > 1, !isPattern {
            throw OutputError(
                path: pattern, "\(frameCount) frames need a pattern: put {t} (time) or {n} (index) in the file name")
        }
    }

    /// The first `{…}` in `pattern` (letters, digits and `_` between braces) that is not
    /// `{t}` or `{n}`.
    package static func unknownPlaceholder(in pattern: String) -> String? {
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { return nil }
            let name = after[..<close]
            if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
               !placeholders.contains(where: { $0.name == "{\(name)}" }) {
                return "{\(name)}"
            }
            rest = after[after.index(after: close)...]
        }
        return nil
    }

    /// "png, svg or json".
    package static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
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
    package static func seconds(_ time: Double) -> String {
        NumberFormat.fixed(time, decimals: 3)
    }
}

import Foundation
