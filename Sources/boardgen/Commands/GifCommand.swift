import BoardRender
import CommandLineKit

/// `boardgen gif BOARD -o FILE.gif`: one full cycle of a board as an animated GIF.
enum GifCommand: Subcommand {
    static let spec = CommandSpec(
        name: "gif",
        abstract: "Write one full cycle of a board as an animated GIF.",
        discussion: """
            Frames are sampled at --fps on the board's timeline and played back at --speed; delays \
            are whole centiseconds rounded on the cumulative timeline, so the GIF lasts exactly one \
            cycle (divided by the speed). Identical frames are merged. Each frame re-sends only the \
            pixels that changed, with a palette of its own. The file is written whole or not at all.
            """,
        usage: "<board> -o <file.gif> [--fps <n>] [--scale <n>] [--speed <x>] [--loops <n>|forever] [--poster <t>] [--theme <name>] [--dither]",
        arguments: [ArgumentSpec("board", help: "A built-in board name or a path to a board file.")],
        options: [
            .value("output", short: "o", valueName: "file.gif", help: "The GIF to write."),
            .value("fps", valueName: "n", help: "Frames per second, 1 to 50 (default 50)."),
            BoardOptions.scale(default: 2),
            .value("speed", valueName: "x", help: "Playback speed of the whole board, 0.01 to 50 (default 1; 0.5 is half speed)."),
            .value("loops", valueName: "n", help: "Extra loops after the first play, or 'forever' (default); 0 plays once."),
            .value("poster", valueName: "t", help: "The instant shown as the first frame (default 0); the cycle still loops seamlessly."),
            BoardOptions.theme,
            .flag("dither", help: "Ordered dithering where a frame's palette falls short (off by default: flat UI needs none)."),
        ],
        examples: [
            "gif bench -o bench.gif",
            "gif bench --fps 25 --scale 1 --poster 1.4 -o bench-small.gif",
            "gif Examples/springs.json --speed 0.5 --loops 2 -o springs.gif",
        ])

    static func run(_ arguments: ParsedCommand, console: inout Console) throws {
        guard let output = arguments.value("output") else {
            throw arguments.error("missing output; expected '-o <file.gif>'")
        }
        guard output.lowercased().hasSuffix(".gif") else {
            throw CommandFailure.badInput("\(output): 'gif' writes .gif files; for .svg, .png or .json use 'boardgen render'")
        }
        let board = try BoardOptions.board(arguments)
        var options = BoardGif.Options()
        options.scale = try BoardOptions.scale(arguments, default: 2)
        options.fps = try arguments.value("fps", BoardOptions.gifFPS) ?? 50
        options.speed = try arguments.value("speed", BoardOptions.speed) ?? 1
        options.loops = try arguments.value("loops", BoardOptions.loops) ?? nil
        options.poster = try arguments.value("poster", ValueParsers.seconds) ?? 0
        options.dither = arguments.flag("dither")

        let gif: BoardGif
        do {
            gif = try BoardGif(board: board, options: options)
            try OutputFile.checkWritable(output)
        } catch let error as GifError {
            throw CommandFailure.badInput(error.description)
        } catch let error as RenderError {
            throw CommandFailure.badInput(error.description)
        }
        do {
            let report = try gif.write(to: output)
            let s = report.stats
            console.writeError("wrote \(output): \(s.framesStored) frames, \(s.bytes / 1024) KiB, \(Double(s.durationCentiseconds) / 100) s\n")
        } catch let error as GifError {
            throw CommandFailure.runtime(error.description)
        } catch let error as RenderError {
            throw CommandFailure.runtime(error.description)
        }
    }
}
