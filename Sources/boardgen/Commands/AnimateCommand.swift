import BoardRender
import CommandLineKit

/// `boardgen animate BOARD -o FILE`: one full cycle of a board as an animation; the
/// output's extension picks the format (``AnimationFormats``). `gif` is an alias.
enum AnimateCommand: Subcommand {
    /// The options of `animate` and `gif`, declared once: the table below and every read use them.
    enum Options {
        static let output = Option.value(
            "output", short: "o", valueName: "file", help: "The file to write: .gif, .webp, .svg or .html; - for standard output (with --format).")
        static let fps = Option.value(
            "fps", valueName: "n", help: "Frames per second: 1 to 50 for GIF, 1 to 60 for WebP; samples per second for SVG and HTML, 1 to 240 (default 50).")
        static let scale = BoardOptions.scale(default: 2)
        static let speed = Option.value("speed", valueName: "x", help: "Playback speed of the whole board (default 1; 0.5 is half speed).")
        static let loops = Option.value("loops", valueName: "n", help: "How many times it plays (1 plays once), or 'forever' (default).")
        static let poster = Option.value(
            "poster", valueName: "t",
            help: "The instant shown as the first frame (default 0); the cycle still loops seamlessly, but with --loops n it stops on the instant before t.")
        static let quality = Option.value(
            "quality", valueName: "q", help: "GIF: 1 to 100 (default 100, full quality). WebP: 0 to 100 makes it lossy (default: lossless).")
        static let dither = Option.flag(
            "dither", help: "GIF only: ordered dithering where a frame's palette falls short (off by default: flat UI needs none).")
        static let format = BoardOptions.format(AnimationFormats.available.map(\.fileExtension))
        static let phase = Option.value(
            "phase", valueName: "p",
            help: "Record only a phase (GIF, WebP): removal, insertion, both, all or a step's number, as 'sheet' names them; from its first step's action to its last step's end.")
        static let from = Option.value("from", valueName: "t", help: "Record from this instant (GIF, WebP; with --to).")
        static let to = Option.value("to", valueName: "t", help: "Record up to this instant (GIF, WebP; with --from).")
        /// The options that record a part of the cycle.
        static let window: [any OptionKey] = [phase, from, to]
    }

    static let spec = makeSpec(
        name: "animate", abstract: "Write one full cycle of a board as an animated GIF, WebP or SVG, or an HTML inspector.")

    /// The specification under `name` (the alias `gif` shares everything else).
    static func makeSpec(name: String, abstract: String) -> CommandSpec {
        CommandSpec(
            name: name,
            abstract: abstract,
            discussion: """
                The output's extension picks the format: \(AnimationFormats.expected). Frames are \
                sampled at --fps on the board's timeline, rendered in parallel and encoded in \
                order, and played back at --speed; durations are rounded on the cumulative \
                timeline (GIF: centiseconds, WebP: milliseconds), so the animation lasts exactly \
                one cycle divided by the speed. Identical frames are merged. The file is written \
                whole or not at all; missing directories are created; '-o -' with --format writes \
                it to standard output.

                GIF: delays are whole centiseconds, so only 50, 25, 20, 10, 5, 4, 2 and 1 fps play \
                evenly (30 fps alternates 3 and 4 cs frames: a warning says so). Each frame \
                re-sends only the pixels that changed, with a palette of its own; \
                --quality below 100 re-sends only visibly wrong pixels, with coarser palettes \
                (smaller files, lower PSNR). WebP: lossless and pixel-exact by default, usually \
                0.6× the GIF's bytes; --quality makes it lossy.

                SVG: one vector file that plays by itself as an image (SMIL, no script): every \
                view drawn once and moved by keyframes chosen among the --fps samples (and both \
                sides of every jump) to stay within 0.05 pt of the scenes; the 3-D tilt as \
                keyframed outlines. HTML: a self-contained inspector of that SVG, with a \
                scrubber, frame steps, speed, a readout of the scene dumps and #t=1.4 links.

                --phase P (removal, insertion, both, all or a step's number: the same phases as \
                'sheet', with one meaning on every board) or --from T --to T record only that part \
                of the cycle, from the first step's action to the last step's end; a phase the \
                board does not have is refused with the ones it has. GIF and WebP only.

                --background transparent: WebP frames keep their alpha (lossless ones exactly); \
                a GIF pixel is see-through below half alpha and opaque in its own colour above \
                (no matte), and each GIF frame sends every pixel that shows (larger files).
                """,
            usage: "<board> -o <file.gif|file.webp|file.svg|file.html> [--fps <n>] [--scale <n>] [--speed <x>] [--loops <n>|forever] [--poster <t>] [--phase <p> | --from <t> --to <t>] [--preview [<name>]] [--theme <name>] [--background <b>] [--quality <q>] [--dither] [--quiet]",
            arguments: [BoardOptions.boardArgument],
            options: [
                Options.output, Options.fps, Options.scale, Options.speed, Options.loops, Options.poster,
                BoardOptions.preview, BoardOptions.theme, BoardOptions.background,
            ] + BoardOptions.variants + [
                Options.phase, Options.from, Options.to, Options.quality, Options.dither, Options.format, BoardOptions.quiet,
            ],
            examples: [
                "\(name) bench -o bench.gif",
                "\(name) bench --fps 25 --scale 1 --poster 1.4 -o bench-small.webp",
                "\(name) bench --quality 40 -o bench-light.gif",
                "\(name) bench --phase insertion -o insertion.webp",
                "\(name) bench -o bench.svg",
                "\(name) bench --scale 1 -o bench.html",
                "\(name) Examples/springs.json --speed 0.5 --loops 2 -o springs.webp",
            ])
    }

    static func run(_ parsed: ParsedCommand, console: inout Console) throws {
        guard let output = parsed[Options.output] else {
            throw parsed.error("missing output; expected '-o <file>' ending in \(AnimationFormats.expected)")
        }
        console.quiet = parsed[BoardOptions.quiet]
        let explicit = try BoardOptions.format(parsed, output: output, AnimationFormats.available.map(\.fileExtension))
        if output == StandardOutputFile.path, explicit == nil {
            throw parsed.error("'-o -' writes to standard output, which has no extension: give the format with --format "
                + BoardOptions.or(AnimationFormats.available.map(\.fileExtension)))
        }
        let format = try AnimationFormats.format(for: explicit.map { "-." + $0 } ?? output)
        for option in AnimationFormats.formatOptions where parsed.isGiven(option) && !format.accepts(option) {
            let owners = AnimationFormats.available.filter { $0.accepts(option) }.map { "." + $0.fileExtension }
            throw CommandFailure.badInput(
                "'\(option.spec.spelling)' does not apply to .\(format.fileExtension) files; it is an option of \(owners.joined(separator: " and ")) only")
        }
        var request = try AnimationRequest(parsed, output: output)
        request.format = format.fileExtension
        try format.write?(request, &console)
        if StageClock.isEnabled { console.writeError(StageClock.report()) }
    }
}

/// `boardgen gif`: the alias of ``AnimateCommand`` kept for existing scripts.
enum GifCommand: Subcommand {
    static let spec = AnimateCommand.makeSpec(name: "gif", abstract: "Same as 'animate' (kept for existing scripts).")

    static func run(_ parsed: ParsedCommand, console: inout Console) throws {
        try AnimateCommand.run(parsed, console: &console)
    }
}

/// The options every animated format shares, converted; format options stay raw until the
/// format checks them.
struct AnimationRequest {
    var board: Board
    var output: String
    var fps = 50
    var scale = 2
    var speed = 1.0
    var loops: Int?
    var poster = 0.0
    var quality: Int?
    var dither = false
    /// The part of the cycle recorded (`--phase`, `--from`/`--to`); nil: the whole cycle.
    var window: ClosedRange<Double>?
    /// The format's extension (what `-o -` writes).
    var format = ""

    init(_ parsed: ParsedCommand, output: String) throws {
        typealias Options = AnimateCommand.Options
        self.output = output
        board = try BoardOptions.board(parsed, preview: BoardOptions.previewChoice(parsed))
        scale = try BoardOptions.scale(parsed, default: 2)
        fps = try parsed.value(Options.fps) { (text: String) throws -> Int in
            guard let n = Int(text), n >= 1 else {
                throw Reason("expected a whole number of frames per second: 1 to 50 for GIF, 1 to 60 for WebP, 1 to 240 for SVG")
            }
            return n
        } ?? 50
        speed = try parsed.value(Options.speed, BoardOptions.speed) ?? 1
        loops = try parsed.value(Options.loops, BoardOptions.loops) ?? nil
        poster = try parsed.value(Options.poster, ValueParsers.seconds) ?? 0
        quality = try parsed.value(Options.quality) { (text: String) throws -> Int in
            guard let n = Int(text) else { throw Reason("expected a whole number: 1 to 100 for GIF, 0 to 100 for WebP") }
            return n
        }
        dither = parsed[Options.dither]
        window = try Self.window(parsed, board: board, speed: speed)
    }

    /// `--phase P` (its steps, from the first's start to the last's end) or `--from T --to T`.
    static func window(_ parsed: ParsedCommand, board: Board, speed: Double) throws -> ClosedRange<Double>? {
        typealias Options = AnimateCommand.Options
        if parsed.isGiven(Options.phase), parsed.isGiven(Options.from) || parsed.isGiven(Options.to) {
            throw parsed.error("give either '--phase' or '--from'/'--to', not both")
        }
        if let text = parsed[Options.phase] {
            let builder: SceneBuilder
            do { builder = try SceneBuilder(board: board) } catch { throw CommandFailure.badInput(error.description) }
            let steps: [Int]
            do { steps = try builder.steps(ofPhase: text) } catch { throw CommandFailure.badInput(error.description) }
            let chosen = steps.map { builder.timeline.steps[$0] }
            let start = chosen.map(\.start).min() ?? 0, end = chosen.map(\.end).max() ?? 0
            // A step that animates nothing still gets a moment: a tenth of a second.
            return start...max(end, min(start + 0.1, builder.timeline.cycle))
        }
        guard parsed.isGiven(Options.from) || parsed.isGiven(Options.to) else { return nil }
        guard let from = try parsed.value(Options.from, ValueParsers.seconds), let to = try parsed.value(Options.to, ValueParsers.seconds) else {
            throw parsed.error("give both '--from' and '--to' (seconds on the board's clock)")
        }
        guard to > from else { throw parsed.error("'--to' (\(NumberFormat.plain(to))) must be after '--from' (\(NumberFormat.plain(from)))") }
        return from...to
    }
}
