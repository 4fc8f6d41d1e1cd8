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
            "output", short: "o", valueName: "path", help: "What a board is drawn to (.html, .gif, .webp or .svg; default NAME.html).")
        static let serve = Option.value(
            "serve", valueName: "port", help: "Serve the inspector on 127.0.0.1:PORT (1024 to 65535) and reload the page after each rebuild.")
        static let interval = Option.value("interval", valueName: "s", help: "How often files are looked at, 0.05 to 5 s (default 0.3).")
    }

    static let spec = CommandSpec(
        name: "watch",
        abstract: "Draw a board (or build a figures manifest) again on every save.",
        discussion: """
            Given a board, it writes its animation to -o (default NAME.html, the inspector) whenever \
            the board file or a Swift file it reads changes; given a figures manifest (.json with \
            \"figures\"), it runs 'boardgen build' whenever the manifest, a board or a Swift file \
            changes. It prints one line per rebuild and runs until stopped (Ctrl-C). --serve PORT \
            serves the inspector on http://127.0.0.1:PORT/ (nothing else, and only on this \
            machine); the open page reloads itself after each rebuild.
            """,
        usage: "<board>|<figures.json> [-o <path>] [--serve <port>]",
        arguments: [target],
        options: [Options.output, Options.serve, Options.interval],
        examples: ["watch boards/mine.json --serve 8080", "watch figures.json"])

    static func run(_ parsed: ParsedCommand, console: inout Console) throws {
        let target = parsed[Self.target]
        let isManifest = target.hasSuffix(".json") && ((try? String(contentsOfFile: target, encoding: .utf8))?.contains("\"figures\"") ?? false)
        let interval = try parsed.value(Options.interval) { try ValueParsers.number($0, in: 0.05...5, "seconds") } ?? 0.3
        var output: String?
        if !isManifest {
            _ = try BoardOptions.load(target)   // a board that does not read is refused now
            let stem = BuiltinBoards.named(target) != nil ? target : ((target as NSString).lastPathComponent as NSString).deletingPathExtension
            output = parsed[Options.output] ?? stem + ".html"
        }
        var server: InspectorServer?
        if let port = try parsed.value(Options.serve, { try ValueParsers.whole($0, in: 1024...65535, "port") }) {
            guard let output, output.hasSuffix(".html") else {
                throw CommandFailure.badInput("--serve shows a board's inspector: give a board and an .html output")
            }
            do { server = try InspectorServer(port: UInt16(port), page: output) } catch {
                throw CommandFailure.runtime("cannot serve on 127.0.0.1:\(port): \(error)")
            }
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
                let args = isManifest ? ["build", target, "-q"] : ["animate", target, "-q", "-o", output!]
                let failure = BoardgenSubprocess.run(args)
                let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
                let clock = Self.clock.string(from: Date())
                if let failure {
                    console.writeError("\(clock) failed: \(failure)\n")
                } else {
                    builds += 1
                    server?.version = builds
                    console.writeError("\(clock) built \(isManifest ? target : output!) in \(seconds) s\n")
                }
            }
            Thread.sleep(forTimeInterval: interval)
        }
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
        guard let text = try? String(contentsOfFile: manifest, encoding: .utf8),
              let m = try? FigureManifest.read(SourceFile(name: manifest, text: text)) else { return files }
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
