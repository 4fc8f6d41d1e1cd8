import BoardRender
import CommandLineKit
import Foundation

/// Options shared by the commands that draw a board, and their documented
/// ranges: the one place each is declared (as a typed key), parsed and checked, so that
/// `render`, `gif` (and `animate`), `sheet` and `curve` say the same thing about the same value.
enum BoardOptions {
    /// `<board>`: animate and sheet.
    static let boardArgument = Argument.required("board", help: "A built-in board name, a path to a board file, or a Swift file (its first preview).")

    /// `<board>…`: render — one board, or Swift files whose preview is the view.
    static let boardsArgument = Argument.variadic(
        "board", help: "A built-in board name or a path to a board file; or Swift files, whose preview is the view (--preview).")

    /// `--preview [<name>]`: render and animate.
    static let preview = Option.optionalValue(
        "preview", valueName: "name",
        help: "With Swift files: the preview to draw, by name (a #Preview's, a PreviewProvider's type or its .previewDisplayName); without a name, or when left out, the first.",
        positionalSuffixes: [".swift"])

    /// `--background transparent`: render, sheet and animate.
    static let background = Option.value(
        "background", valueName: "b",
        help: "opaque (the theme's colour, default) or transparent (alpha 0 behind the board: PNG, SVG and WebP with alpha, a GIF with a transparent index).")

    /// `--theme dark`: render, sheet and animate.
    static let theme = Option.value(
        "theme", valueName: "name", help: "Colours: \(Theme.names.joined(separator: " or ")) (default: the board's, light).")

    /// `--scale`, whose default differs: 1 for `render` (files at the board's size in
    /// points), 2 for images meant for high-density screens (`animate`, `gif`, `sheet`).
    ///
    /// Every command's key is named `scale`; ``scale(_:default:)`` reads it through the key
    /// made with the same default.
    static func scale(default value: Int) -> Option<String> {
        let why = value == 1 ? "1 pixel per point: the board's size" : "\(value) pixels per point, sharp on high-density screens"
        return .value("scale", valueName: "n", help: "Pixels per point, 1 to 4 (default \(why)).")
    }

    /// `--quiet`, for every command that writes files.
    static let quiet = Option.flag(
        "quiet", short: "q", help: "No progress and no closing 'wrote …' line on standard error (errors and warnings still print).")

    /// `--format`, the format of `-o -` (standard output has no extension).
    ///
    /// Every command's key is named `format`; ``format(_:output:_:)`` reads it through the key
    /// made with the same names.
    static func format(_ names: [String]) -> Option<String> {
        let binary = names.filter(binaryFormats.contains)
        let refusal = binary.isEmpty ? "" : "; \(BoardOptions.or(binary)) only into a file or a pipe, not a terminal"
        return .value("format", valueName: "ext", help: "With '-o -' (standard output): the format, \(BoardOptions.or(names))\(refusal).")
    }

    /// Formats that are not text: `-o -` refuses to send them to a terminal.
    static let binaryFormats: Set<String> = ["png", "gif", "webp"]

    /// `a`, `a or b`, `a, b or c`.
    static func or(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }

    /// `--format` as given, checked against `names`; refused unless the output is `-`.
    static func format(_ parsed: ParsedCommand, output: String, _ names: [String]) throws -> String? {
        guard let value = parsed[format(names)] else { return nil }
        guard output == StandardOutputFile.path else {
            throw parsed.error("'--format' is for '-o -' only; the extension of '\(output)' picks the format")
        }
        let ext = value.lowercased().hasPrefix(".") ? String(value.lowercased().dropFirst()) : value.lowercased()
        guard names.contains(ext) else {
            throw parsed.error("invalid value '\(value)' for '--format'; expected \(BoardOptions.or(names))")
        }
        if binaryFormats.contains(ext), isatty(STDOUT_FILENO) == 1 {
            throw parsed.error("'-o -' would write \(ext.uppercased()) bytes to the terminal; "
                + "redirect standard output to a file or a program (… > out.\(ext), or … | display)")
        }
        return ext
    }

    /// The most instants `--at` takes (the frame cap of every command).
    static let maximumInstants = FrameWriter.maximumFrames
    /// `render --fps`: frames per second.
    static let fpsRange: ClosedRange<Double> = 0.01...1000
    /// `gif --speed`: the playback speed.
    static let speedRange: ClosedRange<Double> = 0.01...50
    /// `animate --loops`: how many times the animation plays (the formats' common range).
    static let loopRange = 1...65_535

    /// Warns on standard error when `board`'s texts hold characters no pinned font covers
    /// (they draw as boxes); `place` prefixes the message (`check` names the file). The
    /// commands call it once the input and the output path are known to be good, so an
    /// error is always the first line.
    ///
    /// Also prints the board's own warnings (cycles its program engine cut short), each once, and
    /// names the SF Symbols it shows that have no stand-in glyph.
    static func warnAboutUncoveredText(_ board: Board, place: String = "", console: Console) {
        for warning in board.warnings { console.writeError("boardgen: warning: \(place)\(TerminalText.oneLine(warning))\n") }
        guard let builder = try? SceneBuilder(board: board) else { return }
        let unmapped = builder.unmappedSymbols()
        if !unmapped.isEmpty {
            console.writeError("boardgen: warning: \(place)\(TerminalText.oneLine(SceneBuilder.unmappedWarning(unmapped)))\n")
        }
        guard let missing = try? TextCoverage.uncovered(builder), !missing.isEmpty else { return }
        console.writeError("boardgen: warning: \(place)no pinned font has \(TextCoverage.describe(missing)); "
            + "\(missing.count == 1 ? "it draws as a box" : "they draw as boxes") (the fonts: docs/text.md)\n")
    }

    /// The board named by the `board` argument, with `--theme` and the variants applied.
    static func board(_ parsed: ParsedCommand, preview: PreviewChoice? = nil) throws -> Board {
        try board(parsed, sources: [parsed[boardArgument]], preview: preview)
    }

    /// The preview `--preview` asks for: nil when it is not given, the first when it has no name.
    static func previewChoice(_ parsed: ParsedCommand) -> PreviewChoice? {
        guard parsed.isGiven(preview) else { return nil }
        return parsed[preview].map { .named($0) } ?? .first
    }

    /// The board `sources` name (one board, or Swift files and their `preview`), with `--theme` and
    /// the variants applied.
    static func board(_ parsed: ParsedCommand, sources: [String], preview: PreviewChoice?) throws -> Board {
        var board = try load(sources, preview: preview)
        try applyVariants(parsed, to: &board)
        if let theme = try parsed.value(Self.theme, { (name: String) throws -> Theme in
            guard let theme = Theme.named(name) else {
                throw Reason("expected \(Theme.names.joined(separator: " or "))")
            }
            return theme
        }) {
            board = board.themed(theme)
        }
        if let background = parsed[Self.background] {
            switch background {
            case "opaque": break
            case "transparent": board = board.transparent()
            default: throw CommandFailure.badInput("--background: '\(background)' is not a background; expected opaque or transparent")
            }
        }
        return board
    }

    /// One built-in board or board file; or Swift files, the board they imply (the preview
    /// `preview` names, by default the first).
    static func load(_ sources: [String], preview: PreviewChoice?) throws -> Board {
        let swift = sources.filter { $0.hasSuffix(".swift") }
        guard swift.isEmpty else {
            guard swift.count == sources.count else {
                let other = sources.first { !$0.hasSuffix(".swift") } ?? ""
                throw CommandFailure.badInput("'\(TerminalText.oneLine(Quoting.clip(other, limit: 60)))' is not a Swift file; give one board, or Swift files (a board file names its Swift files in \"swift\")")
            }
            return try BoardFileLoader.loadPreview(paths: swift, choice: preview ?? .first)
        }
        if preview != nil {
            throw CommandFailure.badInput("--preview picks a preview of Swift files; a board file names its own (\"preview\": \"Name\")")
        }
        guard sources.count == 1 else {
            throw CommandFailure.badInput("\(sources.count) boards; give one board, or Swift files (their preview is the view)")
        }
        return try load(sources[0])
    }

    /// A built-in board or a board file, with errors as bad input.
    static func load(_ nameOrPath: String) throws -> Board {
        do {
            return try BoardCatalog.load(nameOrPath)
        } catch var error as BoardLookupError {
            if error.name.count > 60 { error.name = String(error.name.prefix(59)) + "…" }
            throw CommandFailure.badInput(error.description)
        }
    }

    /// `--scale`, 1 to 4.
    static func scale(_ parsed: ParsedCommand, default value: Int) throws -> Int {
        try parsed.value(scale(default: value)) { (text: String) throws -> Int in
            guard let n = Int(text), FrameWriter.scales.contains(n) else {
                throw Reason("expected a whole number of pixels per point from 1 to 4")
            }
            return n
        } ?? value
    }

    /// The instants of the list option `key` (`--at`), at most ``maximumInstants``,
    /// counted before any is converted.
    static func instants(_ parsed: ParsedCommand, _ key: Option<[String]>) throws(UsageError) -> [Double] {
        let count = parsed[key].count
        guard count <= maximumInstants else {
            throw parsed.error("\(count) values for '\(key.spec.spelling)': at most \(maximumInstants)")
        }
        return try parsed.values(key, ValueParsers.seconds)
    }

    /// `render --fps`: a number of frames per second from 0.01 to 1000.
    static func fps(_ text: String) throws -> Double {
        try ValueParsers.number(text, in: fpsRange, "frames per second")
    }

    /// `gif --speed`: a playback speed from 0.01 to 50.
    static func speed(_ text: String) throws -> Double {
        try ValueParsers.number(text, in: speedRange, "0.5 is half speed")
    }

    /// `animate --loops N`: `forever` (nil), or plays N times in all (1 plays once); returned as
    /// the extra loops after the first play, what the writers take.
    static func loops(_ text: String) throws -> Int? {
        if text == "forever" { return nil }
        guard let n = Int(text), loopRange.contains(n) else {
            throw Reason("expected 'forever' or how many times it plays, 1 to 65535 (1 plays once)")
        }
        return n - 1
    }
}

/// The variants every drawing command accepts: the same transformations of a
/// board as the board-file keys.
extension BoardOptions {
    /// `--no-animation`: the board file's `"animation": null`.
    static let noAnimation = Option.flag("no-animation", help: "No withAnimation: every view pops (the board file's \"animation\": null).")
    /// `--quiet-departures`: every transition leaves with `.opacity`.
    static let quietDepartures = Option.flag(
        "quiet-departures", help: "Every transition leaves with .opacity: .asymmetric(insertion: <its own>, removal: .opacity).")
    /// `--no-reserve`: the grid reflows as tiles leave.
    static let noReserve = Option.flag("no-reserve", help: "Cells do not reserve their height: the grid reflows as tiles leave.")
    /// `--clip cell|board|none`.
    static let clip = Option.value(
        "clip", valueName: "mode", help: "What tiles are clipped to: cell (their own slot), board (the grid) or none.")
    /// `--stagger s`: delay cell i by i × s seconds.
    static let stagger = Option.value("stagger", valueName: "s", help: "Delay cell i by i × s seconds, 0 to 10.")
    /// `--identity id|index|fresh`.
    static let identity = Option.value(
        "identity", valueName: "mode",
        help: "How lists identify their rows: id (stable), index (by position) or fresh (new ids on every change); overrides the board's.")
    /// `--reduce-motion`: the board's animations are nil.
    static let reduceMotion = Option.flag("reduce-motion", help: "Reduce Motion: the board's animations are nil, so every view pops.")

    /// The variant options, in help order: each is the transformation of the board-file key.
    static let variants: [any OptionKey] = [noAnimation, quietDepartures, noReserve, clip, stagger, identity, reduceMotion]

    /// The variants a program board refuses (its own code decides them), in the order of
    /// `Board.scenarioOnlyVariants`, whose names they carry.
    static let scenarioOnlyVariants: [any OptionKey] = [noAnimation, quietDepartures, noReserve, clip, stagger, identity]

    /// `--speed` for render and sheet.
    static let speedOption = Option.value(
        "speed", valueName: "x", help: "Play the board at this speed, 0.01 to 100 (0.25: every animation and hold four times as long; default 1).")

    /// Applies the variant options to `board`, in help order.
    static func applyVariants(_ parsed: ParsedCommand, to board: inout Board) throws {
        if board.isProgramBoard, let given = scenarioOnlyVariants.first(where: { parsed.isGiven($0) }) {
            throw CommandFailure.badInput("\(given.spec.spelling) does not apply to a program board: its own code decides that (use --reduce-motion, --theme or --speed)")
        }
        if parsed[noAnimation] { board = board.applying(.noAnimation) }
        if parsed[quietDepartures] { board = board.applying(.quietDepartures) }
        if parsed[noReserve] { board = board.applying(.noReserve) }
        if let mode = try parsed.value(clip, { (text: String) throws -> Board.ClipMode in
            guard let mode = Board.ClipMode(rawValue: text) else { throw Reason("expected cell, board or none") }
            return mode
        }) {
            board = board.applying(.clip(mode))
        }
        if let s = try parsed.value(stagger, { (text: String) throws -> Double in
            guard let v = Double(text), v.isFinite, (0...10).contains(v) else {
                throw Reason("expected a delay per cell from 0 to 10 seconds")
            }
            return v
        }) {
            board = board.applying(.stagger(s))
        }
        if let mode = try parsed.value(identity, { (text: String) throws -> IdentityMode in
            guard let mode = IdentityMode(rawValue: text) else {
                throw Reason("expected \(IdentityMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        }) {
            board = board.applying(.identity(mode))
        }
        if parsed[reduceMotion] { board = board.applying(.reduceMotion) }
    }

    /// `--speed` of render and sheet, 0.01 to 100.
    static func playbackSpeed(_ parsed: ParsedCommand) throws -> Double {
        try parsed.value(speedOption) { (text: String) throws -> Double in
            guard let v = Double(text), v.isFinite, (0.01...100).contains(v) else {
                throw Reason("expected a number from 0.01 to 100, such as 0.25 for quarter speed")
            }
            return v
        } ?? 1
    }
}
