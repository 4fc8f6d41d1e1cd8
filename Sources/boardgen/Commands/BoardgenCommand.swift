import BoardRender
import CommandLineKit

/// The `boardgen` program: parses the command line, dispatches to a
/// subcommand, prints help, the version and errors.
enum BoardgenCommand {
    /// The program's specification, built from the subcommand table.
    static let program = ProgramSpec(
        name: "boardgen",
        version: PackageVersion.current,
        abstract: "Render pictures of SwiftUI transitions.",
        commands: Subcommands.all.map { $0.spec },
        exitStatuses: ExitCode.help)

    /// Runs boardgen with `arguments` (without the program name).
    ///
    /// - Returns: the exit status (``ExitCode``): 0 success, 1 an I/O or render failure,
    ///   2 bad usage or input. (128 + N on a signal comes from the signal handler.)
    static func run(_ arguments: [String], console: inout Console) -> ExitCode {
        do {
            switch try CommandLineParser.parse(arguments, program: program) {
            case .help(command: nil):
                console.writeOutput(HelpFormatter.help(for: program))
            case let .help(command: name?):
                let spec = program.command(name) ?? program.helpCommand
                console.writeOutput(HelpFormatter.help(for: spec, in: program))
            case .version:
                console.writeOutput("\(program.name) \(program.version)\n")
            case let .run(parsed):
                guard let command = Subcommands.named(parsed.command) else {
                    throw CommandFailure.runtime("subcommand '\(parsed.command)' is not registered")
                }
                try command.run(parsed, console: &console)
            }
            return .success
        } catch {
            let (text, status) = ErrorReporter(colors: console.colors).report(error)
            console.writeError(text)
            return status
        }
    }
}
