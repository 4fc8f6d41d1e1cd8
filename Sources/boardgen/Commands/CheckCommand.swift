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

    /// The most bytes of problems printed before the remaining files are only counted.
    static let maximumReportBytes = 48 * 1024

    static func run(_ arguments: ParsedCommand, console: inout Console) throws {
        let files = arguments.positionals
        guard !files.isEmpty else { throw arguments.error("missing board file; expected 'boardgen check <file>…'") }
        var failures: [any Error] = []
        for file in files {
            do {
                let board = try BoardFileLoader.load(path: file)
                let timeline = try board.timeline()
                let contents = board.isPanelBoard
                    ? "\(board.panels.count) panel\(board.panels.count == 1 ? "" : "s"), \(board.scenario.initial.records.count) records"
                    : "\(board.cells.count) cells"
                let steps = board.scenario.steps.count
                console.writeOutput("\(file): ok — \(contents), \(steps) step\(steps == 1 ? "" : "s"), cycle \(CurveListing.seconds(timeline.cycle)) s\n")
            } catch {
                failures.append(error)
            }
        }
        guard !failures.isEmpty else { return }
        // Every file's problems (at most 20 each), until the report reaches
        // `maximumReportBytes`; then one line says how many files were left out.
        let reporter = ErrorReporter(colors: console.colors)
        var printed = 0, bytes = 0
        for error in failures {
            let text = reporter.report(error).text
            if printed > 0, bytes + text.utf8.count > Self.maximumReportBytes { break }
            if printed == failures.count - 1 { throw error }
            console.writeError(text)
            printed += 1
            bytes += text.utf8.count
        }
        throw CommandFailure.badInput("… and \(failures.count - printed) more \(failures.count - printed == 1 ? "file" : "files") with problems")
    }
}
