/// What a command line asks for.
public enum Invocation: Hashable, Sendable {
    /// Show help: for the program (nil) or for a subcommand.
    case help(command: String?)
    /// Show the version.
    case version
    /// Run a subcommand.
    case run(ParsedCommand)
}

/// A subcommand's arguments, split by the command's specification and not
/// yet converted: the command reads and converts them by name.
public struct ParsedCommand: Hashable, Sendable {
    /// The subcommand's name.
    public var command: String
    /// The program's name, for error messages.
    public var program: String
    /// Positional arguments by name.
    public var arguments: [String: String]
    /// Option values by option name: one for `.value` options, the
    /// comma-separated items of every occurrence for `.list` options.
    public var options: [String: [String]]
    /// The flags given.
    public var flags: Set<String>
    /// Every positional argument in order (a variadic last argument takes the rest).
    public var positionals: [String] = []

    /// Creates a parsed command.
    public init(command: String, program: String, arguments: [String: String] = [:],
                options: [String: [String]] = [:], flags: Set<String> = []) {
        self.command = command
        self.program = program
        self.arguments = arguments
        self.options = options
        self.flags = flags
    }

    /// The positional argument `name`, if given.
    public func argument(_ name: String) -> String? { arguments[name] }

    /// The value of the single-valued option `name`, if given.
    public func value(_ name: String) -> String? { options[name]?.last }

    /// The values of the option `name`, empty when not given.
    public func values(_ name: String) -> [String] { options[name] ?? [] }

    /// Whether the flag `name` was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Whether the option or flag `name` was given.
    public func isGiven(_ name: String) -> Bool { options[name] != nil || flags.contains(name) }

    /// Converts each value of option `name`, reporting a failed conversion as
    /// a ``UsageError`` that names the option and the value.
    ///
    /// - Parameter convert: throws an error whose description says what is
    ///   wrong with the value.
    public func values<T>(_ name: String, _ convert: (String) throws -> T) throws(UsageError) -> [T] {
        var result: [T] = []
        for value in values(name) {
            do {
                result.append(try convert(value))
            } catch {
                throw self.error("invalid value '\(Wording.clip(value))' for '--\(name)': \(error)")
            }
        }
        return result
    }

    /// Converts the value of single-valued option `name`, if given.
    public func value<T>(_ name: String, _ convert: (String) throws -> T) throws(UsageError) -> T? {
        guard value(name) != nil else { return nil }
        return try values(name, convert).last
    }

    /// A usage error about this command.
    public func error(_ message: String, suggestion: String? = nil) -> UsageError {
        UsageError(message, suggestion: suggestion, command: command, program: program)
    }
}
