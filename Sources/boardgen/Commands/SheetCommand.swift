import BoardRender
import CommandLineKit
import DidYouMean

/// `boardgen sheet BOARD -o sheet.png`: a contact sheet — a transition frame by frame, as a book prints it.
enum SheetCommand: Subcommand {
    /// The options, declared once: the table below and every read use them.
    enum Options {
        static let at = Option.list("at", valueName: "t", help: "Instants: seconds as 1, 0.5 or 1.0s, or milliseconds as 250ms.")
        static let count = Option.value(
            "count", valueName: "n", help: "n instants over --phase, from its start to its end (2 to \(ContactSheet.maximumFrames); default \(defaultCount)).")
        static let phase = Option.value(
            "phase", valueName: "p", help: "Where to sample: removal (default), insertion, both, a step's number (1, 2, …) or all; on a program, removal and insertion are the steps that remove or insert views.")
        static let sample = Option.value(
            "sample", valueName: "rule",
            help: "motion (default): instants at even shares of how much the picture changes, up to where it is still; even: evenly over each step.")
        static let cells = Option.list("cells", valueName: "name", help: "One row per cell (or panel) named, one column per instant.")
        static let columns = Option.value(
            "columns", valueName: "n",
            help: "Frames per row, 1 to \(ContactSheet.maximumFrames) (default 3); fewer frames than columns make one row. Not with --cells (one column per instant there).")
        static let frameScale = Option.value(
            "frame-scale", valueName: "x", help: "Each frame's size relative to the board, 0.1 to 1 (default 0.5; 1 with --cells).")
        static let scale = BoardOptions.scale(default: 2)
        static let output = Option.value("output", short: "o", valueName: "path", help: "The sheet to write: .png or .svg; - for standard output.")
        static let format = BoardOptions.format(["png", "svg"])
    }

    static let spec = CommandSpec(
        name: "sheet",
        abstract: "Draw a contact sheet: a transition frame by frame on one page.",
        discussion: """
            The sheet has one header (the board's title and subtitle); each frame is the board \
            without its header, labelled (wrapped to its column) with the time since its step's action \
            (+0.69 s; with --at, the board's clock, also under --speed) and what it pictures, separated \
            by thin rules; a status every frame shares is said once, under the subtitle. By default \
            it samples \(defaultCount) instants over the removal where the picture changes: at even \
            shares of the motion, from the phase's start to where it is still (a spring's long tail \
            gets no frames; --sample even spreads them evenly over the phase instead). --phase picks \
            the removal, the insertion, both, a step's number or all steps (on a program, removal \
            and insertion are the steps that remove or insert views; a phase the board does not \
            have is refused naming those it has), and --count how many instants; --at gives the instants instead. With \
            --cells, each row is one cell (a panel on a panel board) and each column an instant: \
            a book figure. Captions are never drawn under 9 px. The output is .png or .svg (or \
            '-o -' with --format: standard output); missing directories are created. A PNG \
            sheet's frames are drawn in parallel, one per processor.
            """,
        usage: "<board> [--at <t>[,<t>…] | --count <n> [--phase <p>] [--sample <rule>]] [--cells <name>[,<name>…]] [--columns <n>] [--frame-scale <x>] [--scale <n>] [--quiet] -o <path>",
        arguments: [BoardOptions.boardArgument],
        options: [
            Options.at, Options.count, Options.phase, Options.sample, Options.cells, Options.columns, Options.frameScale,
            Options.scale, BoardOptions.theme, BoardOptions.background, BoardOptions.speedOption,
        ] + BoardOptions.variants + [
            Options.output, Options.format, BoardOptions.quiet,
        ],
        examples: [
            "sheet bench -o bench-removal.png",
            "sheet bench --phase insertion --count 8 --columns 4 -o insertion.png",
            "sheet bench --cells move,slide,push --count 6 -o edges.png",
            "sheet filter --phase 2 --count 5 --speed 0.25 -o a-to-b.png",
        ])

    /// Instants when neither --at nor --count is given.
    static let defaultCount = 6

    static func run(_ parsed: ParsedCommand, console: inout Console) throws {
        guard let output = parsed[Options.output] else {
            throw parsed.error("missing output; expected '-o <path>' (.png or .svg)")
        }
        console.quiet = parsed[BoardOptions.quiet]
        let explicitFormat = try BoardOptions.format(parsed, output: output, ["png", "svg"]).flatMap(FramePattern.Format.init(rawValue:))
        let board = try BoardOptions.board(parsed)
        let scale = try BoardOptions.scale(parsed, default: 2)
        if parsed.isGiven(Options.columns), parsed.isGiven(Options.cells) {
            throw parsed.error("'--columns' does not apply with '--cells' (one row per cell, one column per instant)")
        }
        let columns = try parsed.value(Options.columns) {
            try ValueParsers.whole($0, in: 1...ContactSheet.maximumFrames, "frames per row")
        } ?? 3
        let speed = try BoardOptions.playbackSpeed(parsed)
        let builder: SceneBuilder
        do { builder = try SceneBuilder(board: board, speed: speed) } catch { throw CommandFailure.badInput(error.description) }
        let cells = parsed[Options.cells].flatMap { $0.split(separator: ",").map(String.init) }
        for name in cells where builder.region(of: name) == nil {
            let kind = board.isPanelBoard ? "panel" : "cell"
            let near = Suggester.suggestion(for: name, among: builder.regionNames).map { "; did you mean '\($0)'?" } ?? ""
            throw CommandFailure.badInput("--cells: unknown \(kind) '\(name)'; expected \(builder.regionNames.joined(separator: ", "))\(near)")
        }
        let frameScale = try parsed.value(Options.frameScale) { try ValueParsers.number($0, in: 0.1...1, "") }
            ?? (cells.isEmpty ? 0.5 : 1)
        let (times, clock) = try sampleTimes(parsed, builder, cells: cells)
        let sheet = cells.isEmpty
            ? ContactSheet.board(builder, times: times, columns: columns, frameScale: frameScale, scale: scale, clock: clock)
            : ContactSheet.cells(builder, names: cells, times: times, frameScale: frameScale, scale: scale, clock: clock)
        let format: FramePattern.Format
        do {
            format = try FramePattern(output, frameCount: 1, allowed: [.png, .svg], format: explicitFormat).format
            try FrameWriter(board: board, scale: scale, speed: speed).checkTimes(times)
            _ = try Renderer.pixelSize(Scene.sized(sheet.size), scale: scale)
        } catch let error as OutputError {
            throw CommandFailure.badInput(error.description.replacingOccurrences(of: "a format render writes", with: "a format sheet writes"))
        } catch let error as RenderError {
            throw CommandFailure.badInput(error.description)
        }
        BoardOptions.warnAboutUncoveredText(board, console: console)
        do {
            let progress = console.progress("drawing the sheet's frames")
            defer { progress.finish() }
            let write = { (path: String) throws -> Void in
                try OutputFile.write(to: path) { file in
                    if format == .svg {
                        try sheet.writeSVG(scale: scale, to: file)
                    } else {
                        try sheet.writePNG(scale: scale, to: file, progress: { progress.update(done: $0, total: $1) })
                    }
                }
            }
            if output == StandardOutputFile.path {
                let bytes = try StandardOutputFile.capture(extension: format.rawValue, write)
                progress.finish()
                console.writeOutputBytes(bytes)
                console.summary(Summary.file(output, bytes: bytes.count))
            } else {
                try OutputDirectories.creatingParents(of: output) {
                    try OutputFile.checkWritable(output)
                    try write(output)
                }
                progress.finish()
                console.summary(Summary.file(output, bytes: Summary.bytes(of: [output])))
            }
        } catch let error as RenderError {
            throw CommandFailure.runtime(error.description)
        }
    }

    /// The instants, --at (labelled on the board's clock), or --count over --phase (labelled
    /// with the time since their step's action).
    /// With `cells`, only what those cells (or panels) show counts as motion.
    static func sampleTimes(_ parsed: ParsedCommand, _ builder: SceneBuilder, cells: [String] = []) throws -> (times: [Double], clock: ContactSheet.Clock) {
        let timeline = builder.timeline
        let limit = ContactSheet.maximumFrames
        if parsed.isGiven(Options.at) {
            if parsed.isGiven(Options.count) || parsed.isGiven(Options.phase) || parsed.isGiven(Options.sample) {
                throw parsed.error("give either '--at' or '--count'/'--phase'/'--sample', not both")
            }
            let times = try parsed.values(Options.at, ValueParsers.seconds)
            guard times.count <= limit else { throw parsed.error("at most \(limit) instants on one sheet; got \(times.count)") }
            return (times, .board)
        }
        guard !timeline.steps.isEmpty else {
            throw parsed.error("'\(builder.board.name)' is a still (a program board without steps): nothing moves; draw it with 'boardgen render', give instants with '--at', or add \"steps\"")
        }
        let count = try parsed.value(Options.count) { (text: String) throws -> Int in
            guard let n = Int(text), (2...limit).contains(n) else { throw Reason("expected 2 to \(limit) instants") }
            return n
        } ?? defaultCount
        let steps: [Int]
        // By default the removal; on a board whose steps remove nothing, its first step.
        let phase = parsed[Options.phase] ?? (builder.steps(inserting: false).isEmpty ? "1" : "removal")
        do { steps = try builder.steps(ofPhase: phase) } catch {
            throw CommandFailure.badInput(error.description)
        }
        let even = try parsed.value(Options.sample) { (text: String) throws -> Bool in
            switch text {
            case "motion": return false
            case "even": return true
            default: throw Reason("expected motion (where the picture changes, the default) or even")
            }
        } ?? false
        let chosen = steps.map { timeline.steps[$0] }
        let times = even ? SheetSampling.times(count: count, steps: chosen)
            : SheetSampling.times(count: count, steps: chosen) { t in
                var scene = builder.scene(at: t)
                if !cells.isEmpty { scene.cells = scene.cells.filter { cells.contains($0.panel ?? $0.name) } }
                return scene
            }
        return (times, .sinceStep(starts: chosen.map(\.start)))
    }
}
