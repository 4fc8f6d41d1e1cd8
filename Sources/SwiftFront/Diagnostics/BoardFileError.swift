import BoardModel
/// Problems with a board file, each with the place it was found.
///
/// At most ``maximumDiagnostics`` problems are kept (the reader stops
/// collecting after that and only counts); ``omitted`` says how many more
/// there were, and ``lines(prefix:)`` ends with "… and N more".
public struct BoardFileError: Error, CustomStringConvertible {
    /// The most problems reported per file.
    public static let maximumDiagnostics = 20

    /// One problem.
    public struct Diagnostic: Sendable {
        /// Where: file:line:column.
        public var location: SourceLocation
        /// What is wrong and what would be valid.
        public var message: String
        /// The part of the source line shown under the message, and the caret
        /// line; nil when there is nothing to show (a file that cannot be read).
        public var excerpt: SourceExcerpt?

        /// Creates a diagnostic.
        public init(location: SourceLocation, message: String, excerpt: SourceExcerpt? = nil) {
            self.location = location
            self.message = message
            self.excerpt = excerpt
        }
    }

    /// The problems, in file order.
    public var diagnostics: [Diagnostic]
    /// How many more problems were found but not kept.
    public var omitted: Int
    /// Whether the system failed to read the file (permission denied, an I/O
    /// error): an I/O failure (exit status 1) rather than bad input (2).
    public var isSystemFailure = false

    /// Creates an error.
    public init(diagnostics: [Diagnostic], omitted: Int = 0) {
        self.diagnostics = diagnostics
        self.omitted = omitted
    }

    /// A file that cannot be read at all; `system` when the system refused
    /// (rather than the path or the content being wrong).
    public static func unreadable(path: String, reason: String, system: Bool = false, what: String = "the board file") -> BoardFileError {
        var error = BoardFileError(diagnostics: [Diagnostic(
            location: SourceLocation(file: path, line: 0, column: 0), message: "cannot read \(what): \(reason)")])
        error.isSystemFailure = system
        return error
    }

    /// Every problem as `file:line:column: message`, the line and a caret.
    public var description: String { lines().joined(separator: "\n") }

    /// The rendered lines: each problem's `prefix` + `file:line:column: message`,
    /// then its source excerpt and a caret line under the offending text; and
    /// `prefix` + `file: … and N more problems` when some were omitted.
    public func lines(prefix: String = "") -> [String] {
        var lines = diagnostics.flatMap { d -> [String] in
            var lines = [prefix + TerminalText.oneLine("\(d.location): \(d.message)")]
            if let excerpt = d.excerpt {
                lines.append("    " + excerpt.text)
                lines.append("    " + excerpt.caret)
            }
            return lines
        }
        if omitted > 0, let file = diagnostics.first?.location.file {
            lines.append(prefix + TerminalText.oneLine("\(file)") + ": … and \(omitted) more \(omitted == 1 ? "problem" : "problems") (fix these first)")
        }
        return lines
    }
}
