/// A command line that does not fit the program's specification.
///
/// The message names what was wrong and what would be valid; the
/// suggestion is the nearest valid spelling for a mistyped subcommand or
/// option. Print it as one line (`boardgen: error: …`); ``description``
/// includes the suggestion and a pointer to the relevant `--help`.
public struct UsageError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What is wrong and what would be valid.
    public var message: String
    /// The valid spelling the user probably meant, if any: `--at`, `curve`.
    public var suggestion: String?
    /// The subcommand whose help explains the fix, if known.
    public var command: String?
    /// The program's name, for the help pointer.
    public var program: String

    /// Creates an error.
    public init(_ message: String, suggestion: String? = nil, command: String? = nil, program: String) {
        self.message = message
        self.suggestion = suggestion
        self.command = command
        self.program = program
    }

    /// The message, "did you mean …?" and "see '… --help'".
    public var description: String {
        var text = message
        if let suggestion { text += "; did you mean '\(suggestion)'?" }
        let help = command.map { "\(program) \($0) --help" } ?? "\(program) --help"
        return text + " (see '\(help)')"
    }
}
