import BoardModel
/// A 1-based line and column, columns counted in Characters.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Characters.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// Maps offsets inside an expression to the place a user should look.
///
/// An expression is parsed on its own, so errors carry offsets into the
/// expression string (see ``SourceRange``). Where that string came from
/// decides what a position means:
///
/// - typed on the command line: ``expression(_:)`` — a column (and a line
///   when the expression spans several);
/// - a JSON string in a board file: the reader knows where each decoded
///   character of the string starts in the file (escapes such as `\"` or
///   `\u00e9` make the mapping non-linear) and supplies ``init(file:positions:)``
///   or ``init(file:showsLine:locate:)``; diagnostics then say `board.json:12:31`.
///
/// ```swift
/// // The expression `.spring(respnse: 1)` sits at line 12, column 20 of
/// // board.json, with no escapes inside it:
/// let map = SourceMap(file: "board.json") { offset in
///     SourcePosition(line: 12, column: 20 + offset)
/// }
/// ```
public struct SourceMap: Sendable {
    /// The file's name as it should be shown, or nil when the expression was
    /// not read from a file.
    public var file: String?
    /// Whether positions are shown with a line number (false for a one-line
    /// expression from the command line, which only needs a column).
    public var showsLine: Bool
    private let locate: @Sendable (Int) -> SourcePosition

    /// A map through a function from expression offsets to positions.
    ///
    /// - Parameters:
    ///   - file: the file name shown in front of positions.
    ///   - locate: the position of the character at an offset; it is also
    ///     asked for offsets at or past the end of the expression.
    public init(file: String?, showsLine: Bool = true, locate: @escaping @Sendable (Int) -> SourcePosition) {
        self.file = file
        self.showsLine = showsLine
        self.locate = locate
    }

    /// A map from a table: `positions[i]` is where the expression's i-th
    /// Character starts in the file. Offsets past the table continue on the
    /// last known line, one column per character.
    public init(file: String?, positions: [SourcePosition]) {
        self.init(file: file) { offset in
            if offset >= 0, offset < positions.count { return positions[offset] }
            guard let last = positions.last else { return SourcePosition(line: 1, column: offset + 1) }
            return SourcePosition(line: last.line, column: last.column + (offset - positions.count + 1))
        }
    }

    /// The map of an expression standing on its own: lines and columns of the
    /// expression text itself. A one-line expression shows only columns.
    public static func expression(_ source: String) -> SourceMap {
        let text = SourceText(source)
        return SourceMap(file: nil, showsLine: text.lineCount > 1) { text.position(of: $0) }
    }

    /// The position of an offset.
    public func position(of offset: Int) -> SourcePosition { locate(offset) }

    /// The position of an offset as shown in messages: `board.json:12:31`,
    /// `line 2, column 5`, or `column 9`.
    public func describe(_ offset: Int) -> String {
        let p = locate(offset)
        if let file { return "\(file):\(p.line):\(p.column)" }
        return showsLine ? "line \(p.line), column \(p.column)" : "column \(p.column)"
    }
}
