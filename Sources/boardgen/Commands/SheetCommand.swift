import BoardRender
import CommandLineKit

/// `boardgen sheet BOARD --at T[,T…] -o sheet.png`: a contact sheet.
enum SheetCommand: Subcommand {
    static let spec = CommandSpec(
        name: "sheet",
        abstract: "Draw a contact sheet: a board at several instants on one page.",
        discussion: """
            Each frame is the whole board at one instant, labelled with its time and status, in \
            reading order. Give the instants with --at, or --count n for n instants evenly \
            spread over one cycle. The output is .png or .svg.
            """,
        usage: "<board> (--at <t>[,<t>…] | --count <n>) [--columns <n>] [--frame-scale <x>] [--scale <n>] [--theme <name>] -o <path>",
        arguments: [ArgumentSpec("board", help: "A built-in board name or a path to a board file.")],
        options: [
            .list("at", valueName: "t", help: "Instants: seconds as 1, 0.5 or 1.0s, or milliseconds as 250ms."),
            .value("count", valueName: "n", help: "n instants evenly spread over one cycle, from 0 (1 to 64)."),
            .value("columns", valueName: "n", help: "Frames per row (default 3)."),
            .value("frame-scale", valueName: "x", help: "Each frame's size relative to the board, 0.1 to 1 (default 0.5)."),
            BoardOptions.scale(default: 2),
            BoardOptions.theme,
            .value("output", short: "o", valueName: "path", help: "The sheet to write: .png or .svg."),
        ],
        examples: [
            "sheet bench --at 0,0.7,1.4,2.1,2.8,3.4 -o bench-removal.png",
            "sheet Examples/springs.json --count 12 --columns 4 -o springs-sheet.svg",
        ])

    static func run(_ arguments: ParsedCommand, console: inout Console) throws {
        guard let output = arguments.value("output") else {
            throw arguments.error("missing output; expected '-o <path>' (.png or .svg)")
        }
        let board = try BoardOptions.board(arguments)
        let scale = try BoardOptions.scale(arguments, default: 2)
        let columns = try arguments.value("columns") { try ValueParsers.whole($0, in: 1...16, "frames per row") } ?? 3
        let frameScale = try arguments.value("frame-scale") { try ValueParsers.number($0, in: 0.1...1, "") } ?? 0.5
        var instants: [Double]?, count: Int?
        if arguments.isGiven("at") {
            if arguments.isGiven("count") { throw arguments.error("give either '--at' or '--count', not both") }
            instants = try BoardOptions.instants(arguments)
        } else if let n = try arguments.value("count", { try ValueParsers.whole($0, in: 1...64, "instants") }) {
            count = n
        } else {
            throw arguments.error("missing instants; expected '--at <t>[,<t>…]' or '--count <n>'")
        }
        if let instants, instants.count > 64 { throw arguments.error("at most 64 instants on one sheet; got \(instants.count)") }
        let format: FramePattern.Format
        do {
            format = try FramePattern(output, frameCount: 1, allowed: [.png, .svg]).format
        } catch {
            throw CommandFailure.badInput(error.description.replacingOccurrences(of: "a format render writes", with: "a format sheet writes"))
        }
        try OutputFile.checkWritable(output)
        let builder: SceneBuilder
        do { builder = try SceneBuilder(board: board) } catch { throw CommandFailure.badInput(error.description) }
        let times = instants ?? (0..<(count ?? 1)).map { builder.timeline.cycle * Double($0) / Double(count ?? 1) }
        let sheet = ContactSheet(scenes: times.map(builder.scene(at:)), columns: columns, frameScale: frameScale)
        do {
            try FrameWriter(board: board, scale: scale).checkTimes(times)
            _ = try Renderer.pixelSize(sheet.scenes[0].resized(to: sheet.size), scale: scale)
        } catch let error as RenderError {
            throw CommandFailure.badInput(error.description)
        }
        do {
            try OutputFile.write(to: output) { (temp: String) throws in
                if format == .svg { try sheet.writeSVG(scale: scale, to: temp) } else { try sheet.writePNG(scale: scale, to: temp) }
            }
        } catch let error as RenderError {
            throw CommandFailure.runtime(error.description)
        }
    }
}
