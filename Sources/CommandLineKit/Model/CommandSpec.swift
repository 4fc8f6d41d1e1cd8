/// A subcommand: its name, help text, positional arguments and options.
///
/// One value drives parsing, usage lines and `--help`, built from the command's typed keys
/// (``Argument``, ``Option``), which are also how the command reads what was given.
/// `-h`/`--help` is accepted by every command without being listed in ``options``.
///
/// ```swift
/// enum Curve {
///     static let expr = Argument.required("expr", help: "A SwiftUI animation.")
///     static let at = Option.list("at", valueName: "t", help: "Times in seconds.")
///     static let spec = CommandSpec(
///         name: "curve", abstract: "Print an animation's progress at given times.",
///         arguments: [expr], options: [at])
/// }
/// ```
public struct CommandSpec: Hashable, Sendable {
    /// The subcommand's name: `curve`.
    public var name: String
    /// One line for the subcommand list and the OVERVIEW.
    public var abstract: String
    /// Paragraphs after the overview, separated by blank lines; may be empty.
    public var discussion: String
    /// The usage after the program and command names, when the generated one
    /// (arguments, then options) does not say enough.
    public var customUsage: String?
    /// The positional arguments, in order.
    public private(set) var arguments: [ArgumentSpec]
    /// The options, in help order.
    public private(set) var options: [OptionSpec]
    /// Example command lines, without the program name.
    public var examples: [String]

    /// Creates a command from its argument and option keys, in help order.
    ///
    /// Option names and short names must be unique (`--help` and `-h` are taken), argument
    /// names too, and only the last argument may be variadic: each key is declared once.
    public init(name: String, abstract: String, discussion: String = "", usage: String? = nil,
                arguments: [any ArgumentKey] = [], options: [any OptionKey] = [], examples: [String] = []) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.customUsage = usage
        self.arguments = arguments.map(\.spec)
        self.options = options.map(\.spec)
        self.examples = examples
        let names = allOptions.map(\.name), shorts = allOptions.compactMap(\.shortName)
        precondition(Set(names).count == names.count, "'\(name)' lists an option twice: \(names)")
        precondition(Set(shorts).count == shorts.count, "'\(name)' gives a short name twice: \(shorts)")
        precondition(Set(self.arguments.map(\.name)).count == self.arguments.count, "'\(name)' lists an argument twice")
        precondition(!self.arguments.dropLast().contains(where: \.isVariadic), "'\(name)': only the last argument may be variadic")
    }

    /// The declared option called `name` (`--help` included), if any.
    func option(named name: String) -> OptionSpec? { allOptions.first { $0.name == name } }

    /// The position of the declared argument called `name`, if any.
    func argumentIndex(named name: String) -> Int? { arguments.firstIndex { $0.name == name } }

    /// The options, `--help` included.
    public var allOptions: [OptionSpec] { options + [.help] }
}

/// The program: its name, version and subcommands.
///
/// The `help` subcommand and the `--help` and `--version` options are built in.
public struct ProgramSpec: Hashable, Sendable {
    /// The executable's name: `boardgen`.
    public var name: String
    /// The version `--version` prints.
    public var version: String
    /// One line for the OVERVIEW.
    public var abstract: String
    /// The subcommands, in help order.
    public var commands: [CommandSpec]
    /// The exit statuses and what they mean, for the EXIT STATUS section of `--help`.
    public var exitStatuses: [ExitStatusSpec]

    /// Creates a program. Command names must be unique and not `help`.
    public init(name: String, version: String, abstract: String, commands: [CommandSpec],
                exitStatuses: [(String, String)] = []) {
        precondition(Set(commands.map(\.name)).count == commands.count, "duplicate subcommand")
        precondition(!commands.contains { $0.name == "help" }, "'help' is built in")
        self.name = name
        self.version = version
        self.abstract = abstract
        self.commands = commands
        self.exitStatuses = exitStatuses.map { ExitStatusSpec(code: $0.0, meaning: $0.1) }
    }

    /// The command called `name`.
    public func command(_ name: String) -> CommandSpec? { commands.first { $0.name == name } }

    /// The built-in `help` subcommand.
    public var helpCommand: CommandSpec {
        CommandSpec(name: "help", abstract: "Show help for a subcommand.",
                    arguments: [Argument.optional("subcommand", help: "The subcommand to explain.")])
    }

    /// Every subcommand name, `help` included.
    public var commandNames: [String] { commands.map(\.name) + ["help"] }
}

/// One exit status of a program: `2` and what it means.
public struct ExitStatusSpec: Hashable, Sendable {
    /// The status as printed: `0`, `128+N`.
    public var code: String
    /// What it means.
    public var meaning: String

    /// Creates an entry.
    public init(code: String, meaning: String) {
        self.code = code
        self.meaning = meaning
    }
}
