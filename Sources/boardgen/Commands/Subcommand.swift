import CommandLineKit

/// A boardgen subcommand: its specification (which drives parsing and help)
/// and what it does.
///
/// To add one, write a type conforming to this protocol in `Commands/`: declare its
/// arguments and options once, as typed keys (``Argument``, ``Option``), list them in its
/// ``spec`` and read them through the same keys; then list it in ``Subcommands/all``.
protocol Subcommand {
    /// The name, help text, arguments and options.
    static var spec: CommandSpec { get }
    /// Runs the command with its parsed arguments, read through the keys its ``spec`` lists,
    /// writing results to the console.
    ///
    /// - Throws: ``UsageError``, ``CommandFailure`` or a library error; the
    ///   caller prints it and picks the exit status.
    static func run(_ parsed: ParsedCommand, console: inout Console) throws
}

/// The registered subcommands, in help order.
enum Subcommands {
    static var all: [any Subcommand.Type] {
        [
            RenderCommand.self,
            AnimateCommand.self,
            GifCommand.self,
            SheetCommand.self,
            ListCommand.self,
            CheckCommand.self,
            NewCommand.self,
            BuildCommand.self,
            WatchCommand.self,
            CurveCommand.self,
        ]
    }

    /// The subcommand called `name`.
    static func named(_ name: String) -> (any Subcommand.Type)? {
        all.first { $0.spec.name == name }
    }
}
