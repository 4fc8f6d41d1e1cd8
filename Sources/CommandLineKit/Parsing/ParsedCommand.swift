/// What a command line asks for.
public enum Invocation: Hashable, Sendable {
    /// Show help: for the program (nil) or for a subcommand.
    case help(command: String?)
    /// Show the version.
    case version
    /// Run a subcommand.
    case run(ParsedCommand)
}

/// A subcommand's arguments, split by the command's specification and not yet converted.
///
/// The command reads them through its typed keys (``Option``, ``Argument``), never by name:
///
/// ```swift
/// console.quiet = parsed[Options.quiet]                 // Bool
/// let output = parsed[Options.output]                   // String?
/// let times = try parsed.values(Options.at, seconds)    // [Double]
/// let board = parsed[Arguments.board]                   // String
/// ```
///
/// Reading a key the command's table does not declare is a programming error and stops the
/// program (a precondition), as an array index out of range does.
public struct ParsedCommand: Hashable, Sendable {
    /// The subcommand's name.
    public let command: String
    /// The program's name, for error messages.
    public let program: String
    /// The command's specification: what may be read.
    let spec: CommandSpec
    /// Option values by option name: one for `.value` options, the comma-separated items of
    /// every occurrence for `.list` options.
    var optionValues: [String: [String]] = [:]
    /// The flags given, by name.
    var flags: Set<String> = []
    /// Every positional argument in order (a variadic last argument takes the rest).
    var positionals: [String] = []

    /// An empty parse of `spec`.
    init(spec: CommandSpec, program: String) {
        self.command = spec.name
        self.program = program
        self.spec = spec
    }

    // MARK: Options

    /// Whether the flag was given.
    public subscript(_ key: Option<Bool>) -> Bool { flags.contains(declared(key.spec)) }

    /// The option's value, if given.
    public subscript(_ key: Option<String>) -> String? { optionValues[declared(key.spec)]?.last }

    /// The value of the option whose value may be left out: nil when it is not given or given
    /// without one (``isGiven(_:)`` tells them apart).
    public subscript(_ key: Option<String?>) -> String? { optionValues[declared(key.spec)]?.last }

    /// Every item of every occurrence of the list option; empty when not given.
    public subscript(_ key: Option<[String]>) -> [String] { optionValues[declared(key.spec)] ?? [] }

    /// Whether the option or flag was given.
    public func isGiven(_ key: any OptionKey) -> Bool {
        let name = declared(key.spec)
        return optionValues[name] != nil || flags.contains(name)
    }

    /// Converts the option's value, if given, reporting a failed conversion as a
    /// ``UsageError`` that names the option and the value.
    ///
    /// - Parameter convert: throws an error whose description says what is wrong with the value.
    public func value<T>(_ key: Option<String>, _ convert: (String) throws -> T) throws(UsageError) -> T? {
        guard let text = self[key] else { return nil }
        return try converted(text, of: key.spec, convert)
    }

    /// Converts each item of the list option, reporting a failed conversion as a
    /// ``UsageError`` that names the option and the value.
    ///
    /// - Parameter convert: throws an error whose description says what is wrong with the value.
    public func values<T>(_ key: Option<[String]>, _ convert: (String) throws -> T) throws(UsageError) -> [T] {
        var result: [T] = []
        for text in self[key] { result.append(try converted(text, of: key.spec, convert)) }
        return result
    }

    private func converted<T>(_ text: String, of option: OptionSpec, _ convert: (String) throws -> T) throws(UsageError) -> T {
        do {
            return try convert(text)
        } catch {
            throw self.error("invalid value '\(Wording.clip(text))' for '\(option.spelling)': \(error)")
        }
    }

    /// The name of `option`, checked against the command's table.
    private func declared(_ option: OptionSpec) -> String {
        precondition(spec.option(named: option.name)?.kind == option.kind,
                     "'\(command)' reads \(option.spelling), which its option table does not declare")
        return option.name
    }

    // MARK: Arguments

    /// The required argument (the parser refuses a command line without it).
    public subscript(_ key: Argument<String>) -> String {
        let index = declared(key.spec)
        precondition(index < positionals.count, "'\(command)' was parsed without its argument <\(key.spec.name)>")
        return positionals[index]
    }

    /// The optional argument, if given.
    public subscript(_ key: Argument<String?>) -> String? {
        let index = declared(key.spec)
        return index < positionals.count ? positionals[index] : nil
    }

    /// The variadic argument: every positional argument from its place on; empty when none.
    public subscript(_ key: Argument<[String]>) -> [String] { Array(positionals.dropFirst(declared(key.spec))) }

    /// The position of `argument`, checked against the command's table.
    private func declared(_ argument: ArgumentSpec) -> Int {
        guard let index = spec.argumentIndex(named: argument.name), spec.arguments[index] == argument else {
            preconditionFailure("'\(command)' reads <\(argument.name)>, which its argument table does not declare")
        }
        return index
    }

    // MARK: Errors

    /// A usage error about this command.
    public func error(_ message: String, suggestion: String? = nil) -> UsageError {
        UsageError(message, suggestion: suggestion, command: command, program: program)
    }
}
