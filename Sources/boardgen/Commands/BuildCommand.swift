import BoardRender
import CommandLineKit
import Foundation

/// `boardgen build [FIGURES.json]`: every figure of a manifest, in its formats, themes and scales,
/// under DocC's names, rebuilt only when what it depends on changed; `--check` says whether the
/// files on disk are current (docs/figures.md).
enum BuildCommand: Subcommand {
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
            or different, 0 when all are current, and writes nothing.
            """,
        usage: "[<figures.json>] [--check] [--force] [--quiet]",
        arguments: [ArgumentSpec("manifest", help: "The manifest (default figures.json).", optional: true)],
        options: [
            .flag("check", help: "Compare the figures on disk with what the manifest makes; write nothing; exit 1 if any differs."),
            .flag("force", help: "Draw every figure, whatever the fingerprints say."),
            BoardOptions.quiet,
        ],
        examples: ["build", "build docs/figures.json", "build --check"])

    /// The name of the fingerprint file in the output folder.
    static let cacheName = ".boardgen-build.json"

    static func run(_ arguments: ParsedCommand, console: inout Console) throws {
        console.quiet = arguments.flag("quiet")
        let manifestPath = arguments.positionals.first ?? "figures.json"
        guard let data = FileManager.default.contents(atPath: manifestPath), let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure.badInput("cannot read the manifest '\(manifestPath)'" + (arguments.positionals.isEmpty
                ? " (give one, or write figures.json here; docs/figures.md shows one)" : ""))
        }
        let source = SourceFile(name: manifestPath, text: text)
        let manifest = try FigureManifest.read(source)
        let base = (manifestPath as NSString).deletingLastPathComponent
        func resolve(_ p: String) -> String { p.hasPrefix("/") || base.isEmpty ? p : base + "/" + p }
        let folder = resolve(manifest.output)
        let check = arguments.flag("check")

        // Every board first: a missing one is reported with its place before anything is drawn.
        var plans: [FigurePlan] = []
        var problems: [String] = []
        for figure in manifest.figures {
            let where_ = "\(source.location(of: figure.offset)): figure \"\(figure.name)\""
            do {
                plans.append(try FigurePlan(figure, resolve: resolve))
            } catch {
                problems.append("\(where_): \(error)")
            }
        }
        if !problems.isEmpty { throw CommandFailure.badInput(problems.joined(separator: "\n")) }

        var cache = BuildCache.read(folder + "/" + cacheName)
        let scratch = folder + "/.boardgen-build-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.runtime("cannot create the output folder '\(folder)': \(error.localizedDescription)")
        }
        var drawn = 0, current = 0, failures: [String] = [], stale: [String] = []
        // What needs drawing: every file in a check; otherwise a file missing, altered, or whose
        // fingerprint changed.
        var jobs: [(plan: Int, output: FigureOutput, fingerprint: String)] = []
        for (k, plan) in plans.enumerated() {
            for (output, fingerprint) in plan.outputs {
                let path = folder + "/" + output.fileName
                if !check, !arguments.flag("force"), let recorded = cache.files[output.fileName],
                   let bytes = FileManager.default.contents(atPath: path), recorded == BuildCache.entry(fingerprint, Array(bytes)) {
                    current += 1
                    continue
                }
                jobs.append((k, output, fingerprint))
            }
        }
        // Drawn side by side, one boardgen process each.
        let results = ParallelResults(count: jobs.count)
        let commands = jobs.map { Self.arguments(plans[$0.plan], $0.output, to: scratch + "/" + $0.output.fileName) }
        DispatchQueue.concurrentPerform(iterations: commands.count) { j in
            results.set(j, runBoardgen(commands[j]))
        }
        for (j, job) in jobs.enumerated() {
            let plan = plans[job.plan], output = job.output
            let path = folder + "/" + output.fileName, temp = scratch + "/" + output.fileName
            if let failure = results.get(j) {
                failures.append("\(plan.figure.name): \(output.fileName): \(failure)")
                continue
            }
            let fresh = FileManager.default.contents(atPath: temp).map(Array.init) ?? []
            if check {
                let disk = FileManager.default.contents(atPath: path).map(Array.init)
                if disk == nil {
                    stale.append("\(output.fileName) is missing (figure \"\(plan.figure.name)\")")
                } else if cache.files[output.fileName]?.hasPrefix(job.fingerprint + ":") != true {
                    stale.append("\(output.fileName) is stale: its board, Swift or entry changed since it was built (figure \"\(plan.figure.name)\")")
                } else if disk != fresh {
                    stale.append("\(output.fileName) differs from what its board draws (figure \"\(plan.figure.name)\")")
                } else {
                    current += 1
                }
                continue
            }
            do {
                try? FileManager.default.removeItem(atPath: path)
                try FileManager.default.moveItem(atPath: temp, toPath: path)
                cache.files[output.fileName] = BuildCache.entry(job.fingerprint, fresh)
                drawn += 1
            } catch {
                failures.append("\(output.fileName): cannot write it: \(error.localizedDescription)")
            }
        }
        for plan in plans {
            // The snippets: written when they change.
            let snippetName = plan.figure.name + ".md"
            let snippet = plan.snippets(folder: manifest.output)
            let snippetPath = folder + "/" + snippetName
            let onDisk = (try? String(contentsOfFile: snippetPath, encoding: .utf8))
            if onDisk != snippet {
                if check {
                    stale.append("\(snippetName) is \(onDisk == nil ? "missing" : "stale") (figure \"\(plan.figure.name)\")")
                } else {
                    do { try OutputFile.write(text: snippet, to: snippetPath) } catch {
                        failures.append("\(snippetName): cannot write it: \(error)")
                    }
                }
            }
        }
        if !check {
            do { try cache.write(folder + "/" + cacheName) } catch {
                failures.append("\(cacheName): cannot write it: \(error)")
            }
        }
        if !failures.isEmpty {
            throw CommandFailure.runtime(failures.joined(separator: "\n"))
        }
        if check {
            if !stale.isEmpty {
                console.writeError(stale.map { "boardgen: \($0)\n" }.joined())
                throw CommandFailure.runtime("\(stale.count) of \(stale.count + current) files are not current; run 'boardgen build \(manifestPath)'")
            }
            if !console.quiet { console.writeError("all \(current) files of \(plans.count) figures are current\n") }
            return
        }
        if !console.quiet {
            console.writeError("built \(drawn) file\(drawn == 1 ? "" : "s") in \(manifest.output)/, \(current) already current (\(plans.count) figures)\n")
        }
    }

    /// The boardgen command that draws one file of a figure at `path`.
    static func arguments(_ plan: FigurePlan, _ output: FigureOutput, to path: String) -> [String] {
        var args: [String]
        switch plan.figure.content {
        case .still:
            args = ["render", plan.boardArgument, "--at", NumberFormat.plain(output.time ?? 0)]
        case let .sheet(count, columns):
            args = ["sheet", plan.boardArgument, "--phase", "all", "--count", String(max(2, count))]
            if let columns { args += ["--columns", String(columns)] }
        case .animation:
            args = ["animate", plan.boardArgument]
        }
        if plan.figure.transparent { args += ["--background", "transparent"] }
        return args + ["--scale", String(output.scale), "--theme", output.theme, "-q", "-o", path]
    }

    /// Runs boardgen with `args`; its first error line, if it fails.
    static func runBoardgen(_ args: [String]) -> String? {
        // Each file is drawn by a fresh boardgen process: an SVG's ids depend on what the process
        // drew before, so only a fresh process gives the bytes another run gives.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = args
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return "cannot run boardgen: \(error.localizedDescription)" }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return text.split(separator: "\n").first.map { String($0).replacingOccurrences(of: "boardgen: error: ", with: "") } ?? "failed"
        }
        return nil
    }
}
