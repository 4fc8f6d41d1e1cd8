import BoardModel
/// A text with line and column lookup, for diagnostics that point into a file.
///
/// Offsets are UTF-8 byte offsets; lines and columns are 1-based, columns
/// counted in characters.
public struct SourceFile: Sendable {
    /// The file's name as shown in diagnostics.
    public let name: String
    /// The text.
    public let text: String
    /// The UTF-8 bytes of `text`.
    package let bytes: [UInt8]
    /// The byte offset where each line starts.
    package let lineStarts: [Int]

    /// Creates a source text.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
        bytes = Array(text.utf8)
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    /// The 1-based line and column of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let start = lineStarts[lo]
        let prefix = String(decoding: bytes[start..<offset], as: UTF8.self)
        return SourceLocation(file: name, line: lo + 1, column: prefix.count + 1)
    }

    /// The excerpt of the line holding `offset` that a diagnostic shows, with
    /// `length` characters from `offset` marked. Only a window of the line's
    /// bytes around `offset` is decoded, so the cost does not grow with the line.
    public func excerpt(at offset: Int, length: Int) -> SourceExcerpt {
        let offset = min(max(offset, 0), bytes.count)
        let line = location(of: offset).line
        let lineStart = lineStarts[line - 1]
        var lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let reach = 4 * SourceExcerpt.width   // UTF-8 is at most 4 bytes a character
        var begin = max(lineStart, offset - reach), end = max(begin, min(lineEnd, offset + reach))
        while begin > lineStart, begin < bytes.count, bytes[begin] & 0xC0 == 0x80 { begin -= 1 }
        while end < lineEnd, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let before = Array(String(decoding: bytes[begin..<min(max(offset, begin), end)], as: UTF8.self))
        let window = Array(String(decoding: bytes[begin..<end], as: UTF8.self))
        return SourceExcerpt(window, start: before.count, length: length, cutBefore: begin > lineStart, cutAfter: end < lineEnd)
    }

    /// The text of line `n` (1-based), without its newline.
    public func line(_ n: Int) -> String {
        guard n >= 1, n <= lineStarts.count else { return "" }
        let start = lineStarts[n - 1]
        var end = n < lineStarts.count ? lineStarts[n] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}

/// A place in a file: name, line and column (1-based, columns in characters).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// The file's name.
    public var file: String
    /// The line.
    public var line: Int
    /// The column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or just `file` for a whole file (line 0: a file that cannot be read).
    public var description: String { line > 0 ? "\(file):\(line):\(column)" : file }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
