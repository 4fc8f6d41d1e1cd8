import BoardRender
import CommandLineKit

/// `boardgen check FILE…`: validates board files without rendering.
enum CheckCommand: Subcommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Validate board files without rendering.",
        discussion: "Prints one line per valid file and every problem of the others with file:line:column. Exit status 0 when all are valid, 2 otherwise.",
        usage: "<file>…",
        arguments: [ArgumentSpec("file", help: "Board files to check; several may be given.", variadic: true)],
        options: [],
        examples: ["check Examples/*.json"])

    /// The most failing files whose problems are printed.
    static let maximumReportedFiles = 20

    static func run(_ arguments: ParsedCommand, console: inout Console) throws {
        let files = arguments.positionals
        guard !files.isEmpty else { throw arguments.error("missing board file; expected 'boardgen check <file>…'") }
        var failures: [any Error] = []
        for file in files {
            do {
                let board = try BoardFileLoader.load(path: file)
                let timeline = try board.timeline()
                console.writeOutput("\(file): ok — \(board.cells.count) cells, cycle \(CurveListing.seconds(timeline.cycle)) s\n")
            } catch {
                failures.append(error)
            }
        }
        guard let last = failures.last else { return }
        // Every file's problems (at most 20 each), for at most `maximumReportedFiles` files.
        let shown = failures.prefix(Self.maximumReportedFiles)
        for error in shown.dropLast() {
            console.writeError(ErrorReporter(colors: console.colors).report(error).text)
        }
        guard failures.count > shown.count else { throw last }
        console.writeError(ErrorReporter(colors: console.colors).report(shown.last!).text)
        throw CommandFailure.badInput("… and \(failures.count - shown.count) more files with problems")
    }
}
