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
            BoardOptions.speed,
        ] + BoardOptions.variants + [
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
        let columns = try arguments.value("columns") { (text: String) throws -> Int in
            guard let n = Int(text), (1...16).contains(n) else { throw Reason("expected 1 to 16 frames per row") }
            return n
        } ?? 3
        let frameScale = try arguments.value("frame-scale") { (text: String) throws -> Double in
            guard let v = Double(text), (0.1...1).contains(v) else { throw Reason("expected a number from 0.1 to 1") }
            return v
        } ?? 0.5
        let speed = try BoardOptions.speed(arguments)
        let builder: SceneBuilder
        do { builder = try SceneBuilder(board: board, speed: speed) } catch { throw CommandFailure.badInput(error.description) }
        let times: [Double]
        if arguments.isGiven("at") {
            if arguments.isGiven("count") { throw arguments.error("give either '--at' or '--count', not both") }
            times = try arguments.values("at", ValueParsers.seconds)
        } else if let count = try arguments.value("count", { (text: String) throws -> Int in
            guard let n = Int(text), (1...64).contains(n) else { throw Reason("expected 1 to 64 instants") }
            return n
        }) {
            times = (0..<count).map { builder.timeline.cycle * Double($0) / Double(count) }
        } else {
            throw arguments.error("missing instants; expected '--at <t>[,<t>…]' or '--count <n>'")
        }
        guard times.count <= 64 else { throw arguments.error("at most 64 instants on one sheet; got \(times.count)") }
        let sheet = ContactSheet(scenes: times.map(builder.scene(at:)), columns: columns, frameScale: frameScale)
        let format: FramePattern.Format
        do {
            format = try FramePattern(output, frameCount: 1, allowed: [.png, .svg]).format
            try FrameWriter(board: board, scale: scale, speed: speed).checkTimes(times)
            _ = try Renderer.pixelSize(sheet.scenes[0].resized(to: sheet.size), scale: scale)
        } catch let error as OutputError {
            throw CommandFailure.badInput(error.description.replacingOccurrences(of: "a format render writes", with: "a format sheet writes"))
        } catch let error as RenderError {
            throw CommandFailure.badInput(error.description)
        }
        do {
            try OutputFile.write(to: output) { (temp: String) throws in
                if format == .svg { try sheet.writeSVG(scale: scale, to: temp) } else { try sheet.writePNG(scale: scale, to: temp) }
            }
        } catch let error as OutputError {
            throw CommandFailure.badInput(error.description)
        } catch let error as RenderError {
            throw CommandFailure.runtime(error.description)
        }
    }
}
