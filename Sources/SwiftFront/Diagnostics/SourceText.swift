import BoardModel
/// An expression's text split into Characters and lines, for positions and
/// snippets. Internal.
package struct SourceText: Sendable {
    package let characters: [Character]
    /// The offset at which each line starts; line 1 starts at 0.
    package let lineStarts: [Int]

    package init(_ source: String) {
        characters = Array(source)
        var starts = [0]
        for (i, c) in characters.enumerated() where c.isNewline { starts.append(i + 1) }
        lineStarts = starts
    }

    package var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line holding `offset` (offsets past the end
    /// belong to the last line).
    package func lineIndex(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The 1-based line and column of `offset`.
    package func position(of offset: Int) -> SourcePosition {
        let offset = max(0, offset)
        let index = lineIndex(of: offset)
        return SourcePosition(line: index + 1, column: offset - lineStarts[index] + 1)
    }

    /// The offsets of the line with `index`, without its line break.
    package func lineRange(_ index: Int) -> Range<Int> {
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : characters.count
        if end > start, characters[end - 1].isNewline { end -= 1 }
        return start..<end
    }
}
