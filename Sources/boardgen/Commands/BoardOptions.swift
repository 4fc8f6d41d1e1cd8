import BoardRender
import CommandLineKit

/// Options shared by the commands that draw a board.
enum BoardOptions {
    static let theme = OptionSpec.value(
        "theme", valueName: "name", help: "Colours: \(Theme.names.joined(separator: " or ")) (default: the board's, light).")

    static func scale(default value: Int) -> OptionSpec {
        .value("scale", valueName: "n", help: "Pixels per point, 1 to 4 (default \(value)).")
    }

    /// The board named by the `board` argument, with `--theme` applied.
    static func board(_ arguments: ParsedCommand) throws -> Board {
        var board = try load(arguments.argument("board") ?? "")
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
