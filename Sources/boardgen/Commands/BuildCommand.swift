import BoardRender
import CommandLineKit
import DidYouMean

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

            A figure may set any option of the command that draws it as a key of the same name \
            (\"fps\": 25, \"stamp\": true, \"phase\": \"insertion\", \"cells\": [\"move\", \"slide\"]), and \
            \"defaults\" sets them for every figure they apply to. \(FigureKeys.summary).
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
            report = try FigureBuild.run(manifestAt: manifestPath, options: options, table: FigureKeys.table) { job in
                BoardgenSubprocess.run(arguments(job))
            }
        } catch {
            switch error {
            case .unreadableManifest:
                throw CommandFailure.badInput(error.description + (parsed[manifest] == nil
                    ? " (give one, or write figures.json here; docs/figures.md shows one)" : ""))
            case let .manifest(problems): throw problems
            case let .boards(problems): throw CommandFailure.badInputDiagnostics(problems)
            case .outputOutside: throw CommandFailure.badInput(error.description)
            case .outputFolder: throw CommandFailure.runtime(error.description)
            }
        }
        if !report.failures.isEmpty {
            throw CommandFailure.runtime(report.failures.map(\.description).joined(separator: "\n"))
        }
        if report.isCheck {
            if !report.outdated.isEmpty {
                console.writeError(report.outdated.map { "boardgen: \($0)\n" }.joined())
                throw CommandFailure.runtime(checkSummary(report) + "; run 'boardgen build \(manifestPath)'")
            }
            if !console.quiet { console.writeError(checkSummary(report) + "\n") }
            return
        }
        if !console.quiet { console.writeError(summary(report) + "\n") }
    }

    /// What a build did, one line: `built 2 files of figure card in docs/figures/; 10 already
    /// current (3 figures)`, or `nothing to build: …`. The folder is as usable from here.
    static func summary(_ report: FigureBuildReport) -> String {
        let folder = report.folder + "/", all = report.drawn + report.current
        let figures = NumberFormat.counted(report.figures, "figure")
        guard report.drawn > 0 else {
            return "nothing to build: " + allCurrent(all, of: figures, in: folder)
        }
        let names = report.drawnFigures
        let which = names.count <= 4
            ? (names.count == 1 ? "figure " : "figures ") + ListWording.list(names, "and")
            : NumberFormat.counted(names.count, "figure")
        return "built \(NumberFormat.counted(report.drawn, "file")) of \(which) in \(folder); \(report.current) already current (\(figures))"
    }

    /// `all 12 files of 3 figures in docs/figures/ are current`; `the 1 file of …  is current`.
    static func allCurrent(_ files: Int, of figures: String, in folder: String) -> String {
        files == 1 ? "the 1 file of \(figures) in \(folder) is current" : "all \(files) files of \(figures) in \(folder) are current"
    }

    /// What a check found, one line: the drawn files counted alike every run (the snippets apart).
    static func checkSummary(_ report: FigureBuildReport) -> String {
        let stale = report.outdatedFiles.count, snippets = report.outdatedSnippets.count
        let all = stale + report.current
        let folder = report.folder + "/"
        guard stale + snippets > 0 else {
            return allCurrent(all, of: NumberFormat.counted(report.figures, "figure"), in: folder) + ", and so are the snippets"
        }
        var parts: [String] = []
        if stale > 0 { parts.append("\(stale) of \(NumberFormat.counted(all, "file")) in \(folder) \(stale == 1 ? "is" : "are") not current") }
        if snippets > 0 { parts.append("\(NumberFormat.counted(snippets, "snippet file")) \(snippets == 1 ? "is" : "are") out of date") }
        return parts.joined(separator: ", and ")
    }

    /// The boardgen command line that draws one file of a figure: `render`, `sheet` or `animate`.
    static func arguments(_ job: FigureJob) -> [String] {
        var args: [String]
        switch job.figure.content {
        case .still:
            args = ["render", job.board, "--at", NumberFormat.plain(job.output.time ?? 0)]
        case let .sheet(count, columns):
            args = ["sheet", job.board, "--count", String(max(2, count))]
            // Every step, unless the figure samples a phase or gives its instants.
            if !job.figure.settings.contains(where: { $0.key == "phase" }) { args += ["--phase", "all"] }
            if let columns { args += ["--columns", String(columns)] }
        case .animation:
            args = ["animate", job.board]
        }
        if job.figure.transparent { args += ["--background", "transparent"] }
        args += job.figure.settings.flatMap(\.arguments)
        return args + ["--scale", String(job.output.scale), "--theme", job.output.theme, "-q", "-o", job.path]
    }
}
