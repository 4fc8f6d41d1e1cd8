/// Formats `--help` text and usage lines from the same specifications the
/// parser uses, in the layout of swift-argument-parser.
///
/// Pure: returns strings, no I/O. Lines are at most ``width`` characters
/// except for words longer than a line.
public enum HelpFormatter {
    /// The text width.
    public static let width = 80
    /// The column where option and argument descriptions start.
    public static let column = 26

    /// The program's help: overview, usage, options and subcommands.
    public static func help(for program: ProgramSpec) -> String {
        var lines = TextWrapper.wrap("OVERVIEW: " + program.abstract, width: width)
        lines += ["", "USAGE: \(program.name) <subcommand>", "", "OPTIONS:"]
        for option in [OptionSpec.version, OptionSpec.help] {
            lines += TextWrapper.entry(label(option), option.help, column: column, width: width)
        }
        lines += ["", "SUBCOMMANDS:"]
        for command in program.commands + [program.helpCommand] {
            lines += TextWrapper.entry(command.name, command.abstract, column: column, width: width)
        }
        if !program.exitStatuses.isEmpty {
            lines += ["", "EXIT STATUS:"]
            for status in program.exitStatuses {
                lines += TextWrapper.entry(status.code, status.meaning, column: column, width: width)
            }
        }
        lines += ["", "  See '\(program.name) help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A subcommand's help: overview, discussion, usage, arguments, options, examples.
    public static func help(for command: CommandSpec, in program: ProgramSpec) -> String {
        var lines = TextWrapper.wrap("OVERVIEW: " + command.abstract, width: width)
        if !command.discussion.isEmpty {
            lines += [""] + TextWrapper.wrap(command.discussion, width: width)
        }
        lines += [""] + TextWrapper.wrap("USAGE: " + usage(for: command, in: program), width: width)
        if !command.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for argument in command.arguments {
                lines += TextWrapper.entry("<\(argument.name)>", argument.help, column: column, width: width)
            }
        }
        lines += ["", "OPTIONS:"]
        for option in command.allOptions {
            lines += TextWrapper.entry(label(option), option.help, column: column, width: width)
        }
        if !command.examples.isEmpty {
            lines += ["", "EXAMPLES:"] + command.examples.map { "  \(program.name) \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `boardgen curve <expr> [--at <t>[,<t>…]]`: the command's own usage if
    /// it has one, otherwise its arguments followed by its options.
    public static func usage(for command: CommandSpec, in program: ProgramSpec) -> String {
        let head = "\(program.name) \(command.name)"
        if let custom = command.customUsage { return "\(head) \(custom)" }
        let parts = command.arguments.map(\.synopsis) + command.options.map { "[\($0.synopsis)]" }
        return ([head] + parts).joined(separator: " ")
    }

    /// `-h, --help` or `--at <t>[,<t>…]`.
    static func label(_ option: OptionSpec) -> String {
        (option.shortName.map { "-\($0), " } ?? "") + option.synopsis
    }
}
