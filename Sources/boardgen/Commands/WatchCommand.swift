import BoardRender
import CommandLineKit
import Foundation

/// `boardgen watch BOARD|FIGURES.json`: draws again on every save of the board, the Swift files
/// it reads, or a manifest's boards; one line per rebuild. With `--serve PORT` it serves the
/// board's inspector on localhost, and an open page reloads itself after each rebuild.
enum WatchCommand: Subcommand {
    /// `<target>`: a board or a manifest.
    static let target = Argument.required("target", help: "A board (built-in name or file) or a figures manifest.")

    /// The options, declared once: the table below and every read use them.
    enum Options {
        static let output = Option.value(
            "output", short: "o", valueName: "path",
            help: "What a board is drawn to (.html, .gif, .webp or .svg; default NAME.html next to the board file, or here for a built-in board).")
        static let serve = Option.value(
            "serve", valueName: "port", help: "Serve the inspector on 127.0.0.1:PORT (1024 to 65535) and reload the page after each rebuild.")
        static let interval = Option.value("interval", valueName: "s", help: "How often files are looked at, 0.05 to 5 s (default 0.3).")
    }

    static let spec = CommandSpec(
        name: "watch",
        abstract: "Draw a board (or build a figures manifest) again on every save.",
        discussion: """
            Given a board, it writes its animation to -o (default NAME.html, the inspector, next to \
            the board file; in the current directory for a built-in board) whenever the board file or \
            a file it reads changes; given a figures manifest (.json with \"figures\"), it runs \
            'boardgen build' whenever the manifest, a board or a file a board reads changes. It \
            prints one line per rebuild (the figures rebuilt, or the error with its source line and \
            caret) and runs until stopped (Ctrl-C). --serve PORT \
            serves the inspector on http://127.0.0.1:PORT/ (nothing else, and only on this \
            machine); the open page reloads itself after each rebuild.
            """,
        usage: "<board>|<figures.json> [-o <path>] [--serve <port>]",
        arguments: [target],
        options: [Options.output, Options.serve, Options.interval],
        examples: ["watch boards/mine.json --serve 8080", "watch figures.json"])

    static func run(_ parsed: ParsedCommand, console: inout Console) throws {
        let target = parsed[Self.target]
        let isManifest = target.hasSuffix(".json") && ((try? FigureBuild.source(manifestAt: target))?.text.contains("\"figures\"") ?? false)
        let interval = try parsed.value(Options.interval) { try ValueParsers.number($0, in: 0.05...5, "seconds") } ?? 0.3
        var output: String?
        if !isManifest {
            _ = try BoardOptions.load(target)   // a board that does not read is refused now
            output = parsed[Options.output] ?? defaultOutput(target)
        }
        var server: InspectorServer?
        // Served, the page is drawn in a private folder, kept in memory, and written to the
        // output from there: the server never opens a file by name.
        var scratch: ScratchDirectory?
        if let port = try parsed.value(Options.serve, { try ValueParsers.whole($0, in: 1024...65535, "port") }) {
            guard let output, output.hasSuffix(".html") else {
                throw CommandFailure.badInput("--serve shows a board's inspector: give a board and an .html output")
            }
            do { server = try InspectorServer(port: UInt16(port)) } catch {
                throw CommandFailure.runtime("cannot serve on 127.0.0.1:\(port): \(error)")
            }
            do { scratch = try ScratchDirectory.temporary(prefix: "boardgen-watch-") } catch {
                throw CommandFailure.runtime(error.description)
            }
            // Ctrl-C (the way watch ends) removes the page and then the folder.
            _ = TemporaryFiles.register(file: scratch!.path + "/page.html")
            _ = TemporaryFiles.register(createdDirectory: scratch!.path)
            console.writeError("serving http://127.0.0.1:\(port)/ (Ctrl-C to stop)\n")
        }
        var last: [String: [Double]] = [:]
        var builds = 0
        while true {
            let files = isManifest ? manifestFiles(target) : boardFiles(target)
            let now = Dictionary(uniqueKeysWithValues: files.map { ($0, stamp($0)) })
            if now != last {
                last = now
                let start = Date()
                let drawn = scratch.map { $0.path + "/page.html" } ?? output ?? ""
                let args = isManifest ? ["build", target] : ["animate", target, "-q", "-o", drawn]
                var (ok, errors) = BoardgenSubprocess.capture(args)
                if ok, let scratch, let server, let output, let problem = publish(from: scratch, to: output, on: server) {
                    (ok, errors) = (false, problem)
                }
                let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
                let clock = Self.clock.string(from: Date())
                if !ok {
                    console.writeError("\(clock) failed: \(Self.failure(errors))\n")
                } else {
                    builds += 1
                    server?.version = builds
                    // A manifest: the build's own line says which figures it drew.
                    let what = isManifest ? Self.lastLine(errors) ?? "built \(target)" : "built \(output!)"
                    console.writeError("\(clock) \(what) (\(seconds) s)\n")
                }
            }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// Takes the page just drawn in `scratch` into memory, serves it and writes it to `output`;
    /// why not, in one line.
    static func publish(from scratch: ScratchDirectory, to output: String, on server: InspectorServer) -> String? {
        guard let page = scratch.contents(of: "page.html") else { return "the page drawn cannot be read" }
        server.publish(page)
        // As `animate -o` would: missing folders of the output are created.
        do { try OutputDirectories.creatingParents(of: output) { try OutputFile.write(bytes: page, to: output) } } catch { return "\(error)" }
        return nil
    }

    /// Where a board's inspector goes by default: `NAME.html` next to the board file (the
    /// current directory for a built-in board).
    static func defaultOutput(_ board: String) -> String {
        if BuiltinBoards.all.contains(where: { $0.name == board }) { return board + ".html" }
        let stem = ((board as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = (board as NSString).deletingLastPathComponent
        return folder.isEmpty ? stem + ".html" : folder + "/" + stem + ".html"
    }

    /// A failed run's report, every line (the source line and caret of a diagnostic keep their
    /// line breaks), without the `boardgen: error: ` prefixes; later problems on lines of their own.
    static func failure(_ errors: String) -> String {
        let lines = errors.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("boardgen: error: ") ? String(line.dropFirst("boardgen: error: ".count)) : String(line)
        }
        let text = lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
        return text.isEmpty ? "failed" : text
    }

    /// The last line a run wrote (a build's summary).
    static func lastLine(_ errors: String) -> String? {
        errors.split(separator: "\n").last.map(String.init)
    }

    /// The time of day on each line, `14:03:07`.
    static let clock: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "HH:mm:ss"
        return f
    }()

    /// A board file and the files it reads (``BoardInputs``; none for a built-in board).
    static func boardFiles(_ board: String) -> [String] {
        BoardInputs.files(of: board)
    }

    /// A manifest, its boards and their Swift files.
    static func manifestFiles(_ manifest: String) -> [String] {
        var files = [manifest]
        guard let source = try? FigureBuild.source(manifestAt: manifest),
              let m = try? FigureManifest.read(source, options: FigureKeys.table) else { return files }
        let base = (manifest as NSString).deletingLastPathComponent
        for figure in m.figures where BuiltinBoards.named(figure.board) == nil {
            let path = figure.board.hasPrefix("/") || base.isEmpty ? figure.board : base + "/" + figure.board
            for f in boardFiles(path) where !files.contains(f) { files.append(f) }
        }
        return files
    }

    /// When a file last changed and its size ([-1] when it is missing).
    static func stamp(_ path: String) -> [Double] {
        guard let a = try? FileManager.default.attributesOfItem(atPath: path) else { return [-1] }
        return [(a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0, Double((a[.size] as? Int) ?? 0)]
    }
}
