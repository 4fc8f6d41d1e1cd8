import BoardRender
import CommandLineKit

/// Options shared by the commands that draw a board.
enum BoardOptions {
    static let theme = OptionSpec.value(
        "theme", valueName: "name", help: "Colours: \(Theme.names.joined(separator: " or ")) (default: the board's, light).")

    static func scale(default value: Int) -> OptionSpec {
        .value("scale", valueName: "n", help: "Pixels per point, 1 to 4 (default \(value)).")
    }

    /// The board named by the `board` argument, with `--theme` and the variants applied.
    static func board(_ arguments: ParsedCommand) throws -> Board {
        var board = try load(arguments.argument("board") ?? "")
        try applyVariants(arguments, to: &board)
        if let theme = try arguments.value("theme", { (name: String) throws -> Theme in
            guard let theme = Theme.named(name) else {
                throw Reason("expected \(Theme.names.joined(separator: " or "))")
            }
            return theme
        }) {
            board.theme = theme
        }
        return board
    }

    /// A built-in board or a board file, with errors as bad input.
    static func load(_ nameOrPath: String) throws -> Board {
        do {
            return try BoardCatalog.load(nameOrPath)
        } catch let error as BoardLookupError {
            throw CommandFailure.badInput(error.description)
        }
    }

    /// `--scale`, 1 to 4.
    static func scale(_ arguments: ParsedCommand, default value: Int) throws -> Int {
        try arguments.value("scale") { (text: String) throws -> Int in
            guard let n = Int(text), FrameWriter.scales.contains(n) else {
                throw Reason("expected a whole number of pixels per point from 1 to 4")
            }
            return n
        } ?? value
    }

    /// `--fps`, a positive frame rate.
    static func fps(_ text: String) throws -> Double {
        guard let v = Double(text), v.isFinite, v > 0 else {
            throw Reason("expected a positive number of frames per second")
        }
        return v
    }
}

/// The variants every drawing command accepts: the same transformations of a
/// board as the board-file keys.
extension BoardOptions {
    /// The variant options, in help order: each is the transformation of the board-file key.
    static let variants: [OptionSpec] = [
        .flag("no-animation", help: "No withAnimation: every view pops (the board file's \"animation\": null)."),
        .flag("quiet-departures", help: "Every transition leaves with .opacity: .asymmetric(insertion: <its own>, removal: .opacity)."),
        .flag("no-reserve", help: "Cells do not reserve their height: the grid reflows as tiles leave."),
        .value("clip", valueName: "mode", help: "What tiles are clipped to: cell (their own slot), board (the grid) or none."),
        .value("stagger", valueName: "s", help: "Delay cell i by i × s seconds, 0 to 10."),
        .value("identity", valueName: "mode",
               help: "How lists identify their rows: id (stable), index (by position) or fresh (new ids on every change); overrides the board's."),
        .flag("reduce-motion", help: "Reduce Motion: the board's animations are nil, so every view pops."),
    ]

    /// `--speed` for render and sheet.
    static let speed = OptionSpec.value(
        "speed", valueName: "x", help: "Play the board at this speed, 0.01 to 100 (0.25: every animation and hold four times as long; default 1).")

    /// Applies the variant options to `board`, in help order.
    static func applyVariants(_ arguments: ParsedCommand, to board: inout Board) throws {
        if arguments.flag("no-animation") { board = board.applying(.noAnimation) }
        if arguments.flag("quiet-departures") { board = board.applying(.quietDepartures) }
        if arguments.flag("no-reserve") { board = board.applying(.noReserve) }
        if let mode = try arguments.value("clip", { (text: String) throws -> Board.ClipMode in
            guard let mode = Board.ClipMode(rawValue: text) else { throw Reason("expected cell, board or none") }
            return mode
        }) {
            board = board.applying(.clip(mode))
        }
        if let s = try arguments.value("stagger", { (text: String) throws -> Double in
            guard let v = Double(text), v.isFinite, (0...10).contains(v) else {
                throw Reason("expected a delay per cell from 0 to 10 seconds")
            }
            return v
        }) {
            board = board.applying(.stagger(s))
        }
        if let mode = try arguments.value("identity", { (text: String) throws -> IdentityMode in
            guard let mode = IdentityMode(rawValue: text) else {
                throw Reason("expected \(IdentityMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        }) {
            board = board.applying(.identity(mode))
        }
        if arguments.flag("reduce-motion") { board = board.applying(.reduceMotion) }
    }

    /// `--speed`, 0.01 to 100.
    static func speed(_ arguments: ParsedCommand) throws -> Double {
        try arguments.value("speed") { (text: String) throws -> Double in
            guard let v = Double(text), v.isFinite, (0.01...100).contains(v) else {
                throw Reason("expected a number from 0.01 to 100, such as 0.25 for quarter speed")
            }
            return v
        } ?? 1
    }
}
