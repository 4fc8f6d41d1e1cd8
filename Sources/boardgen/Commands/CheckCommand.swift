import BoardRender
import CommandLineKit
import DidYouMean

/// `boardgen check FILE…`: validates board files without rendering.
enum CheckCommand: Subcommand {
    /// `<file>…`.
    static let files = Argument.variadic("file", help: "Board files, Swift files or folders of Swift files to check; several may be given.")

    static let spec = CommandSpec(
        name: "check",
        abstract: "Validate board files and Swift files without rendering.",
        discussion: "Prints one line per valid board file and every problem of the others with file:line:column. The .swift files given are read together as one module, and a folder as one module of every Swift file under it (Tests, .build, DerivedData and hidden folders skipped). For each Swift file, lists what boardgen read (transitions, Transition structs, view modifiers, animations, constants, views, previews: names, parameters, what they draw) and what it skipped; a declaration it would read but cannot draw is a problem. Then each preview of the Swift files given (read together) is run as the board they imply, one line each. Exit status 0 when all are valid, 2 otherwise.",
        usage: "<file>…",
        arguments: [files],
        options: [],
        examples: ["check Examples/*.json", "check Examples/Transitions.swift", "check Sources/MyApp"])

    /// The most bytes of problems printed before the remaining files are only counted.
    static let maximumReportBytes = 48 * 1024

    static func run(_ parsed: ParsedCommand, console: inout Console) throws {
        let files = parsed[Self.files]
        guard !files.isEmpty else { throw parsed.error("missing board file; expected 'boardgen check <file>…'") }
        var failures: [any Error] = []
        // The .swift files given are read together, as one module (at the first one's place);
        // each folder is a module of its own.
        let swiftFiles = files.filter { $0.hasSuffix(".swift") && !SwiftModuleFolder.isFolder($0) }
        for file in files {
            do {
                if SwiftModuleFolder.isFolder(file) {
                    try checkFolder(file, console: &console)
                    continue
                }
                if file.hasSuffix(".swift") {
                    if file == swiftFiles.first { try checkSwift(swiftFiles, console: &console) }
                    continue
                }
                let board = try BoardFileLoader.load(path: file)
                let timeline = try board.timeline()
                let contents = board.isPanelBoard
                    ? "\(NumberFormat.counted(board.panels.count, "panel")), \(NumberFormat.counted(board.scenario.initial.records.count, "record"))"
                    : NumberFormat.counted(board.cells.count, "cell")
                let steps = board.scenario.steps.count
                if board.isProgramBoard, steps == 0 {
                    let views = board.panels.compactMap(\.program).map(\.source).joined(separator: ", ")
                    console.writeOutput("\(TerminalText.oneLine(file)): ok — a program, still: \(views), \(NumberFormat.plain(board.slotSize.width)) pt wide (\(board.platform.rawValue))\n")
                } else if board.isProgramBoard {
                    let views = board.panels.compactMap(\.program).map(\.source).joined(separator: ", ")
                    console.writeOutput("\(TerminalText.oneLine(file)): ok — a program board (\(views)), \(NumberFormat.counted(steps, "step")), cycle \(NumberFormat.seconds(timeline.cycle)) s\n")
                } else {
                    console.writeOutput("\(TerminalText.oneLine(file)): ok — \(contents), \(NumberFormat.counted(steps, "step")), cycle \(NumberFormat.seconds(timeline.cycle)) s\n")
                }
                BoardOptions.warnAboutUncoveredText(board, place: "\(TerminalText.oneLine(file)): ", console: console)
            } catch {
                failures.append(error)
            }
        }
        // The Swift files' previews, each drawn as the board the files imply.
        if !swiftFiles.isEmpty { failures += checkPreviews(swiftFiles, console: &console) }
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

    /// Runs every preview of the Swift `paths` (read together, so one file's preview may use another's
    /// types, as a debug build: Xcode's) as the board they imply, one line each; returns the
    /// problems of those that fail. Files that do not parse are reported by ``checkSwift(_:folder:console:)``.
    static func checkPreviews(_ paths: [String], console: inout Console) -> [any Error] {
        var files: [SwiftSourceFile] = []
        for path in paths {
            guard let file = try? BoardFileLoader.loadSwift(path: path, debug: true) else { return [] }
            files.append(file)
        }
        var failures: [any Error] = []
        for p in PreviewCatalog(SwiftEnvironment(files: files)).previews {
            let place = TerminalText.oneLine("\(p.location): preview “\(p.name)”")
            do {
                let board = try BoardFileReader.readPreview(files, preview: p)
                do { _ = try board.timeline() } catch { throw CommandFailure.badInput("\(place): \(error.description)") }
                let root = board.panels.first?.program?.rootName ?? "View"
                let size = board.slotSize.height > 0
                    ? "\(NumberFormat.plain(board.slotSize.width)) × \(NumberFormat.plain(board.slotSize.height)) pt"
                    : "\(NumberFormat.plain(board.slotSize.width)) pt wide"
                console.writeOutput("\(place): ok — \(TerminalText.oneLine(root)), \(size) (\(board.platform.rawValue)\(board.theme.name == "dark" ? ", dark" : ""))\n")
            } catch {
                failures.append(error)
            }
        }
        return failures
    }

    /// Lists what boardgen read from the Swift files of `folder` (one module), file by file; throws their problems.
    static func checkFolder(_ folder: String, console: inout Console) throws {
        let paths: [String]
        do { paths = try SwiftModuleFolder.files(in: folder).map(\.path) } catch {
            throw BoardFileError.unreadable(path: folder, reason: error.description, what: "the Swift folder")
        }
        try checkSwift(paths, folder: folder, console: &console)
    }

    /// Lists what boardgen read from Swift files read as one module — each file's declarations
    /// under its own line — and throws their problems. One file lists as it always has.
    static func checkSwift(_ files: [String], folder: String? = nil, console: inout Console) throws {
        var sources: [SwiftSourceFile] = []
        for file in files { sources.append(try BoardFileLoader.loadSwift(path: file, debug: true)) }
        // The asset catalogues beside the files (up to the folder named), as a board would read them,
        var assets = AppAssets()
        var read: Set<String> = [], failures: [String] = []
        AssetCatalogReader.readFound(files: files, stops: folder.map { [$0] } ?? [], into: &assets, read: &read) { failures.append($0) }
        if let failure = failures.first { throw CommandFailure.badInput(failure) }
        // And the data files the app bundles, which Bundle.main finds.
        AppResourceReader.read(files: files, stops: folder.map { [$0] } ?? [], into: &assets)
        let summary = SwiftFileSummary(SwiftEnvironment(files: sources, assets: assets))
        if files.count > 1 || folder != nil {
            let label = folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? files.joined(separator: ", ")
            let module = "\(NumberFormat.counted(files.count, "Swift file")) read as one module"
            console.writeOutput("\(TerminalText.oneLine(label)): " + (summary.problems.isEmpty ? "ok — \(module)\n"
                : "\(module); \(NumberFormat.counted(summary.problems.count, "declaration")) cannot be drawn (each below, with why)\n"))
        }
        for file in files {
            list(file, entries: summary.entries.filter { $0.location.file == file }, skipped: summary.skipped.filter { $0.location.file == file },
                 problems: summary.problems.filter { $0.location.file == file }.map(\.message), console: &console)
        }
        for catalog in assets.catalogs { listCatalog(catalog, assets, console: &console) }
        guard summary.problems.isEmpty else {
            throw BoardFileError(diagnostics: Array(summary.problems.prefix(BoardFileError.maximumDiagnostics)),
                                 omitted: max(0, summary.problems.count - BoardFileError.maximumDiagnostics))
        }
    }

    /// A catalogue's line: its colour and image sets (every catalogue read; a name the first holds is
    /// counted there), and the image sets a board does not draw, one a line with why.
    static func listCatalog(_ catalog: String, _ assets: AppAssets, console: inout Console) {
        let first = assets.catalogs.first == catalog
        let parts = first ? [NumberFormat.counted(assets.colors.count, "colour set"), NumberFormat.counted(assets.images.count, "image set")]
            + (assets.refusals.isEmpty ? [] : ["\(assets.refusals.count) not drawn"]) : ["read after \(assets.catalogs[0]) (a name both hold is the first's)"]
        console.writeOutput("\(TerminalText.oneLine(catalog)): asset catalogue — \(parts.joined(separator: ", "))\n")
        guard first else { return }
        for (name, reason) in assets.refusals.sorted(by: { $0.key < $1.key }) {
            console.writeOutput("  " + TerminalText.oneLine("image set  \(name) — not drawn: \(reason)") + "\n")
        }
    }

    /// One file's line and its declarations, one a line: `ok` and what it declares, by kind; or
    /// what cannot be drawn (the reasons follow as errors) and what else it declares.
    ///
    /// ```
    /// FILE: cannot draw the view modifier Shadowed (why below); reads 1 transition
    /// ```
    static func list(_ file: String, entries: [SwiftFileSummary.Entry], skipped: [SwiftFileSummary.Entry], problems: [String],
                     console: inout Console) {
        let counts = Dictionary(grouping: entries, by: \.kind).mapValues(\.count)
        let kinds = ["transition", "Transition struct", "view modifier", "geometry effect", "animation", "custom animation",
                     "constant", "app", "view", "type", "function", "stand-in"]
        let parts = kinds.compactMap { kind in
            counts[kind].map { "\($0) \(kind)\($0 == 1 ? "" : "s")" }
        } + (skipped.isEmpty ? [] : ["\(skipped.count) skipped"])
        let line: String
        if problems.isEmpty {
            line = "ok — " + (parts.isEmpty ? "nothing boardgen reads" : parts.joined(separator: ", "))
        } else {
            line = "cannot draw \(undrawable(problems)) (why below); "
                + (parts.isEmpty ? "nothing else boardgen reads" : "reads " + parts.joined(separator: ", "))
        }
        console.writeOutput("\(TerminalText.oneLine(file)): \(TerminalText.oneLine(line))\n")
        let lines = entries + skipped
        let kindWidth = lines.map(\.kind.count).max() ?? 0
        let placeWidth = lines.map { "\($0.location.line):\($0.location.column)".count }.max() ?? 0
        for e in lines {
            let place = "\(e.location.line):\(e.location.column)".padding(toLength: placeWidth, withPad: " ", startingAt: 0)
            let kind = e.kind.padding(toLength: kindWidth, withPad: " ", startingAt: 0)
            console.writeOutput("  \(place)  \(kind)  " + TerminalText.oneLine("\(e.name) — \(e.detail)") + "\n")
        }
    }

    /// What the problems name: `the view modifier Shadowed and the transition .tap` (each
    /// message's words before "cannot be"), `2 declarations` when they name nothing.
    static func undrawable(_ problems: [String]) -> String {
        let named = problems.compactMap { message -> String? in
            guard let r = message.range(of: " cannot be"), message.hasPrefix("the ") else { return nil }
            return String(message[..<r.lowerBound])
        }
        let rest = problems.count - named.count
        return ListWording.list(named + (rest > 0 ? [NumberFormat.counted(rest, "other declaration")] : []), "and")
    }
}
