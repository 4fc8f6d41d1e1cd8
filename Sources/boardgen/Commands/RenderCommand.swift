import BoardRender
import CommandLineKit

/// `boardgen render BOARD --at T[,T…] -o PATH`: draws a board at chosen instants.
enum RenderCommand: Subcommand {
    /// The options, declared once: the table below and every read use them.
    enum Options {
        static let at = Option.list(
            "at", valueName: "t", help: "Instants to draw: seconds as 1, 0.5 or 1.0s, or milliseconds as 250ms (at most 10000).")
        static let fps = Option.value(
            "fps", valueName: "n",
            help: "Draw every frame of one cycle at n frames per second (0.01 to 1000) instead of --at; at most 10000 frames.")
        static let scale = BoardOptions.scale(default: 1)
        static let stamp = Option.flag(
            "stamp", help: "Write the instant on each picture, with the step it falls in and its progress (the board key \"stamp\").")
        static let output = Option.value(
            "output", short: "o", valueName: "path", help: "The file to write; {t} or {n} for several frames; - for standard output (one frame).")
        static let format = BoardOptions.format(formats)
    }

    static let spec = CommandSpec(
        name: "render",
        abstract: "Draw a board at chosen instants as SVG, PNG or a JSON scene dump.",
        discussion: """
            The board is a built-in board (see 'boardgen list') or a board file; or Swift files, \
            whose preview (#Preview or PreviewProvider; --preview names it, by default the first) \
            is drawn as a still, its window as its traits say. Time 0 is the \
            removal; the insertion follows after the removal and a hold (the timeline is in \
            'boardgen list'). The extension of the output path picks the format: .svg, .png or \
            .json (the scene dump, docs/scene-format.md). With several times the path must hold \
            {t} (the time in seconds, 3 decimals) or {n} (the frame index, 4 digits) in its file \
            name; any other {…} is an error. Missing directories of the path are created (and \
            removed again if the run fails). Several frames are drawn in parallel, one per \
            processor. Files are written whole or not at all: several frames go to a temporary \
            directory beside them and are moved into place only when every one succeeded. \
            '-o -' writes one frame to standard output, in the format --format names.
            """,
        usage: "<board> (--at <t>[,<t>…] | --fps <n>) [--preview [<name>]] [--scale <n>] [--theme <name>] [--stamp] [--quiet] -o <path>",
        arguments: [BoardOptions.boardsArgument],
        options: [
            Options.at, Options.fps, Options.scale, BoardOptions.preview, BoardOptions.theme, BoardOptions.background, BoardOptions.speedOption, Options.stamp,
        ] + BoardOptions.variants + [
            Options.output, Options.format, BoardOptions.quiet,
        ],
        examples: [
            "render bench --at 1.0 --scale 2 -o bench.png",
            "render bench --at 0,1.4,2.8 -o 'frames/bench-{t}.svg'",
            "render bench --fps 25 -o 'frames/{n}.png'",
            "render Examples/springs.json --at 0.3 -o scene.json",
            "render filter --identity index --at 0.9 -o scene.json",
            "render bench --at 1.4 --format json -o - | head",
            "render bench --at 1.4 --stamp -o bench.png",
            "render Examples/Trips.swift --preview Dark --at 0 -o dark.png",
        ])

    /// The formats, for `--format`.
    static let formats = FramePattern.Format.allCases.map(\.rawValue)

    static func run(_ parsed: ParsedCommand, console: inout Console) throws {
        guard let output = parsed[Options.output] else {
            throw parsed.error("missing output; expected '-o <path>' (.svg, .png or .json)")
        }
        console.quiet = parsed[BoardOptions.quiet]
        let explicitFormat = try BoardOptions.format(parsed, output: output, formats).flatMap(FramePattern.Format.init(rawValue:))
        var board = try BoardOptions.board(parsed, sources: parsed[BoardOptions.boardsArgument], preview: BoardOptions.previewChoice(parsed))
        if parsed[Options.stamp] { board.stamp = true }
        let scale = try BoardOptions.scale(parsed, default: 1)
        var instants: [Double]?, fps: Double?
        if parsed.isGiven(Options.at) {
            if parsed.isGiven(Options.fps) { throw parsed.error("give either '--at' or '--fps', not both") }
            instants = try BoardOptions.instants(parsed, Options.at)
        } else if let rate = try parsed.value(Options.fps, BoardOptions.fps) {
            fps = rate
        } else {
            throw parsed.error("missing times; expected '--at <t>[,<t>…]' or '--fps <n>'")
        }
        let writer: FrameWriter
        let pattern: FramePattern
        let times: [Double]
        do {
            writer = try FrameWriter(board: board, scale: scale, speed: try BoardOptions.playbackSpeed(parsed))
            // The frame count is checked against the cap, and the output path,
            // before any time or path is computed.
            let count = try instants?.count ?? writer.frameCount(fps: fps ?? 1)
            pattern = try FramePattern(output, frameCount: count, format: explicitFormat)
            times = try instants ?? writer.frameTimes(fps: fps ?? 1)
            try writer.checkTimes(times)
        } catch let error as RenderError {
            throw CommandFailure.badInput(error.description)
        } catch let error as BoardError {
            throw CommandFailure.badInput(error.description)
        }
        BoardOptions.warnAboutUncoveredText(board, console: console)
        do {
            if output == StandardOutputFile.path {
                let bytes = try StandardOutputFile.capture(extension: pattern.format.rawValue) { path in
                    try writer.write(times: times, to: FramePattern(path, frameCount: 1))
                }
                console.writeOutputBytes(bytes)
                console.summary(Summary.file(output, bytes: bytes.count))
                return
            }
            let progress = console.progress("rendering frames")
            defer { progress.finish() }
            let paths = try writer.write(times: times, to: pattern, progress: { progress.update(done: $0, total: $1) })
            progress.finish()
            console.summary(Summary.files(paths, bytes: Summary.bytes(of: paths)))
        } catch let error as RenderError {
            throw CommandFailure.runtime(error.description)
        }
    }
}
