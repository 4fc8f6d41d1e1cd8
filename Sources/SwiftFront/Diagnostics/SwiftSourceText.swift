import BoardModel
/// A Swift source file as characters, with line and column lookup in
/// characters (the unit of expression source ranges).
public struct SwiftSourceText: Sendable {
    /// The file's name as shown in diagnostics.
    public let name: String
    /// The characters.
    package let chars: [Character]
    /// The text (at most ``maximumLength`` Characters of it).
    package let string: String
    /// The character offset where each line starts.
    package let lineStarts: [Int]

    /// The longest file read, in characters.
    public static let maximumLength = 1 << 20

    /// Creates a source text.
    public init(name: String, text: String) {
        self.name = name
        chars = Array(text.prefix(Self.maximumLength))
        string = chars.count < Self.maximumLength ? text : String(chars)
        var starts = [0]
        for (i, c) in chars.enumerated() where c.isNewline { starts.append(i + 1) }
        lineStarts = starts
    }

    /// The 1-based line and column of a character offset.
    public func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), chars.count)
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return SourceLocation(file: name, line: lo + 1, column: offset - lineStarts[lo] + 1)
    }

    /// The text of line `n` (1-based), without its newline.
    public func line(_ n: Int) -> String {
        guard n >= 1, n <= lineStarts.count else { return "" }
        let start = lineStarts[n - 1]
        var end = n < lineStarts.count ? lineStarts[n] - 1 : chars.count
        while end > start, chars[end - 1].isNewline { end -= 1 }
        return String(chars[start..<max(start, end)])
    }

    /// The text of a character range.
    package func text(_ range: Range<Int>) -> String {
        String(chars[max(0, range.lowerBound)..<min(chars.count, range.upperBound)])
    }
}
