import BoardRender
import CommandLineKit

/// `boardgen build [FIGURES.json]`: every figure of a manifest, in its formats, themes and scales,
/// under DocC's names, rebuilt only when what it depends on changed; `--check` says whether the
/// files on disk are current (docs/figures.md). The build itself is ``FigureBuild``; this command
/// reads the options, draws each file with a boardgen process, and prints the report.
enum BuildCommand: Subcommand {
    /// `[<figures.json>]`.
    static let manifest = Argument.optional("manifest", help: "The manifest (default figures.json).")

    /// The options, declared once: the table below and every read use them.
    enum Options {
        static let check = Option.flag(
            "check", help: "Compare the figures on disk with what the manifest makes; write nothing; exit 1 if any differs.")
        static let force = Option.flag("force", help: "Draw every figure, whatever the fingerprints say.")
        static let allowOutputOutside = Option.flag(
            "allow-output-outside", help: "Let the manifest's \"output\" name a folder outside the manifest's folder (refused otherwise).")
    }

    static let spec = CommandSpec(
        name: "build",
        abstract: "Build the figures a manifest lists (light and dark, @1x and @2x), only those that changed.",
        discussion: """
            The manifest (default figures.json in the current directory) names an output folder and \
            figures: each a board (a built-in name or a board file, relative to the manifest), drawn \
            at instants (\"at\"), as a contact sheet (\"sheet\") or as an animation (\"animate\"), in \
            formats, themes and scales. Files are named NAME[~dark][@2x].EXT; each figure also gets \
            NAME.md, the snippets to paste (HTML <picture>, Markdown, DocC @Image) with alt text made \
            from the board. A figure is drawn again only when its board file, the Swift files the \
            board reads, its entry or boardgen's version changed (fingerprints are kept in \
            OUTPUT/.boardgen-build.json). --check draws every figure in a temporary folder and \
            compares it with the file on disk: it exits 1 naming each figure that is missing, stale \
            or different, 0 when all are current, and writes and creates nothing (not even the output \
            folder). The output folder must be inside the manifest's folder (after .. and symbolic \
            links are resolved) unless --allow-output-outside is given; figure names are letters, \
            digits, -, _ and . (not first).
            """,
        usage: "[<figures.json>] [--check] [--force] [--allow-output-outside] [--quiet]",
        arguments: [manifest],
        options: [Options.check, Options.force, Options.allowOutputOutside, BoardOptions.quiet],
        examples: ["build", "build docs/figures.json", "build --check"])

    static func run(_ parsed: ParsedCommand, console: inout Console) throws {
        console.quiet = parsed[BoardOptions.quiet]
        let manifestPath = parsed[manifest] ?? "figures.json"
        let options = FigureBuild.Options(check: parsed[Options.check], force: parsed[Options.force],
                                          allowsOutputOutside: parsed[Options.allowOutputOutside])
        let report: FigureBuildReport
        do {
            report = try FigureBuild.run(manifestAt: manifestPath, options: options) { job in
                BoardgenSubprocess.run(arguments(job))
            }
        } catch {
            switch error {
            case .unreadableManifest:
                throw CommandFailure.badInput(error.description + (parsed[manifest] == nil
                    ? " (give one, or write figures.json here; docs/figures.md shows one)" : ""))
            case let .manifest(problems): throw problems
            case .boards, .outputOutside: throw CommandFailure.badInput(error.description)
            case .outputFolder: throw CommandFailure.runtime(error.description)
            }
        }
        if !report.failures.isEmpty {
            throw CommandFailure.runtime(report.failures.map(\.description).joined(separator: "\n"))
        }
        if report.isCheck {
            let outdated = report.outdated.count
            if outdated > 0 {
                console.writeError(report.outdated.map { "boardgen: \($0)\n" }.joined())
                throw CommandFailure.runtime("\(outdated) of \(outdated + report.current) files are not current; run 'boardgen build \(manifestPath)'")
            }
            if !console.quiet { console.writeError("all \(report.current) files of \(report.figures) figures are current\n") }
            return
        }
        if !console.quiet {
            let drawn = report.drawn
            console.writeError("built \(drawn) file\(drawn == 1 ? "" : "s") in \(report.output)/, \(report.current) already current (\(report.figures) figures)\n")
        }
    }

    /// The boardgen command line that draws one file of a figure: `render`, `sheet` or `animate`.
    static func arguments(_ job: FigureJob) -> [String] {
        var args: [String]
        switch job.figure.content {
        case .still:
            args = ["render", job.board, "--at", NumberFormat.plain(job.output.time ?? 0)]
        case let .sheet(count, columns):
            args = ["sheet", job.board, "--phase", "all", "--count", String(max(2, count))]
            if let columns { args += ["--columns", String(columns)] }
        case .animation:
            args = ["animate", job.board]
        }
        if job.figure.transparent { args += ["--background", "transparent"] }
        return args + ["--scale", String(job.output.scale), "--theme", job.output.theme, "-q", "-o", job.path]
    }
}
