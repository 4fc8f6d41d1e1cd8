import DidYouMean

/// Splits a command line by a ``ProgramSpec``.
///
/// Accepted: `PROGRAM` alone (its help), `PROGRAM --help`, `PROGRAM --version`, `PROGRAM help [COMMAND]`,
/// `PROGRAM COMMAND [ARGS…]` with `--opt value`, `--opt=value`, `-o value`,
/// comma lists and repeats for list options, and `--` to end options.
/// `-h`/`--help` anywhere among a command's arguments asks for its help.
/// A value that looks like a negative number (`-1`) is a value, not an option.
///
/// Unknown subcommands and options are errors with a did-you-mean by edit
/// distance.
public enum CommandLineParser {
    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String], program: ProgramSpec) throws(UsageError) -> Invocation {
        func fail(_ message: String, suggestion: String? = nil, command: String? = nil) -> UsageError {
            UsageError(message, suggestion: suggestion, command: command, program: program.name)
        }
        let commands = Wording.list(program.commandNames)
        guard let first = arguments.first else { return .help(command: nil) }
        switch first {
        case "--help", "-h":
            return .help(command: nil)
        case "--version":
            return .version
        case "help":
            return try parseHelp(Array(arguments.dropFirst()), program: program)
        default:
            break
        }
        if first.hasPrefix("-") {
            let known = [OptionSpec.help.spelling, OptionSpec.version.spelling]
            let name = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
            throw fail("unknown option '\(Wording.clip(name))'; expected a subcommand (\(commands)), \(Wording.list(known))",
                       suggestion: Suggester.suggestion(for: name, among: known))
        }
        guard let command = program.command(first) else {
            throw fail("unknown subcommand '\(Wording.clip(first))'; expected \(commands)",
                       suggestion: Suggester.suggestion(for: first, among: program.commandNames))
        }
        let rest = Array(arguments.dropFirst())
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") { return .help(command: command.name) }
        return .run(try parseCommand(rest, command, program: program))
    }

    private static func parseHelp(_ arguments: [String], program: ProgramSpec) throws(UsageError) -> Invocation {
        let names = program.commandNames
        switch arguments.count {
        case 0:
            return .help(command: nil)
        case 1 where arguments[0] == "--help" || arguments[0] == "-h":
            return .help(command: "help")
        case 1:
            guard names.contains(arguments[0]) else {
                throw UsageError("unknown subcommand '\(Wording.clip(arguments[0]))'; expected \(Wording.list(names))",
                                 suggestion: Suggester.suggestion(for: arguments[0], among: names),
                                 command: "help", program: program.name)
            }
            return .help(command: arguments[0])
        default:
            throw UsageError("unexpected argument '\(Wording.clip(arguments[1]))'; 'help' takes at most one subcommand",
                             command: "help", program: program.name)
        }
    }

    /// Whether an argument is a value rather than an option: not starting with
    /// `-`, just `-`, or a negative number.
    static func isValue(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return true }
        let second = argument[argument.index(after: argument.startIndex)]
        return second.isNumber || second == "."
    }

    private static func parseCommand(
        _ arguments: [String], _ command: CommandSpec, program: ProgramSpec
    ) throws(UsageError) -> ParsedCommand {
        var parsed = ParsedCommand(spec: command, program: program.name)
        func fail(_ message: String, suggestion: String? = nil) -> UsageError {
            parsed.error(message, suggestion: suggestion)
        }
        var positionals: [String] = []
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || isValue(argument) {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            // --name, --name=value, -x
            var name = argument, inlineValue: String?
            if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            let option = command.allOptions.first { option in
                name == option.spelling || option.shortName.map { name == "-\($0)" } ?? false
            }
            guard let option else {
                let spellings = command.allOptions.map(\.spelling)
                throw fail("unknown option '\(Wording.clip(name))' for '\(command.name)'; expected \(Wording.list(spellings))",
                           suggestion: Suggester.suggestion(for: name, among: spellings))
            }
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw fail("'\(option.spelling)' does not take a value") }
                parsed.flags.insert(option.name)
            case .optionalValue:
                if parsed.optionValues[option.name] != nil { throw fail("'\(option.spelling)' is given more than once") }
                if let inlineValue {
                    parsed.optionValues[option.name] = [inlineValue]
                } else if i < arguments.count, !arguments[i].hasPrefix("-"),
                          !option.positionalSuffixes.contains(where: { arguments[i].hasSuffix($0) }) {
                    parsed.optionValues[option.name] = [arguments[i]]
                    i += 1
                } else {
                    parsed.optionValues[option.name] = []
                }
            case .value, .list:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if i < arguments.count, !arguments[i].hasPrefix("--") {
                    value = arguments[i]
                    i += 1
                } else {
                    throw fail("missing value for '\(option.spelling)'; expected \(option.synopsis)")
                }
                if option.kind == .value {
                    if parsed.optionValues[option.name] != nil { throw fail("'\(option.spelling)' is given more than once") }
                    parsed.optionValues[option.name] = [value]
                } else {
                    let items = value.split(separator: ",", omittingEmptySubsequences: false)
                        .map { $0.trimmingWhitespace() }
                    if items.contains("") {
                        throw fail("empty item in '\(option.spelling) \(Wording.clip(value))'; expected \(option.synopsis)")
                    }
                    parsed.optionValues[option.name, default: []] += items
                }
            }
        }
        for (index, spec) in command.arguments.enumerated() where index >= positionals.count {
            if !spec.isOptional {
                throw fail("missing argument <\(spec.name)>; usage: \(HelpFormatter.usage(for: command, in: program))")
            }
        }
        parsed.positionals = positionals
        if positionals.count > command.arguments.count, !(command.arguments.last?.isVariadic ?? false) {
            let extra = positionals[command.arguments.count]
            let expected = command.arguments.isEmpty
                ? "'\(command.name)' takes no arguments"
                : "'\(command.name)' takes \(command.arguments.map(\.synopsis).joined(separator: " "))"
            throw fail("unexpected argument '\(Wording.clip(extra))'; \(expected) (quote an expression that contains spaces)")
        }
        return parsed
    }
}
