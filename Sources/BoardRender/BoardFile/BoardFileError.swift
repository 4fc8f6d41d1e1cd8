/// Problems with a board file, each with the place it was found.
public struct BoardFileError: Error, CustomStringConvertible {
    /// One problem.
    public struct Diagnostic: Sendable {
        /// Where: file:line:column.
        public var location: SourceLocation
        /// What is wrong and what would be valid.
        public var message: String
        /// The source line, for the caret display.
        public var line: String
        /// How many characters the caret underlines.
        public var length: Int
    }

    /// The problems, in file order.
    public var diagnostics: [Diagnostic]

    /// A file that cannot be read at all.
    public static func unreadable(path: String, reason: String) -> BoardFileError {
        BoardFileError(diagnostics: [Diagnostic(
            location: SourceLocation(file: path, line: 1, column: 1), message: "cannot read the board file: \(reason)",
            line: "", length: 0)])
    }

    /// Every problem as `file:line:column: message`, the line and a caret.
    public var description: String { lines().joined(separator: "\n") }

    /// The rendered lines: each problem's `prefix` + `file:line:column: message`,
    /// then its source line and a caret line under the offending text.
    public func lines(prefix: String = "") -> [String] {
        diagnostics.flatMap { d -> [String] in
            var lines = [prefix + "\(d.location): \(d.message)"]
            if !d.line.isEmpty {
                lines.append("    " + d.line)
                lines.append("    " + String(repeating: " ", count: max(0, d.location.column - 1))
                    + "^" + String(repeating: "~", count: max(0, min(d.length, 80) - 1)))
            }
            return lines
        }
    }
}
