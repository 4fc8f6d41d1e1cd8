import BoardRender
import CommandLineKit

/// `boardgen list`: the built-in boards and their timelines.
enum ListCommand: Subcommand {
    /// `[<board>…]`.
    static let boards = Argument.variadic("board", help: "Board files or names to describe (default: the built-in boards).", optional: true)

    static let spec = CommandSpec(
        name: "list",
        abstract: "List the built-in boards and their timelines.",
        discussion: "Times are seconds since the removal. Give a board file to see its timeline too, or a Swift file to see its previews (name, kind, where): the views 'render App.swift --preview NAME' draws.",
        usage: "[<board>…]",
        arguments: [boards],
        options: BoardOptions.variants,
        examples: ["list", "list Examples/springs.json", "list filter --reduce-motion", "list Examples/Spinner.swift"])

    static func run(_ parsed: ParsedCommand, console: inout Console) throws {
        // A Swift file lists its previews.
        let names = parsed[boards]
        if !names.isEmpty, names.allSatisfy({ $0.hasSuffix(".swift") }) {
            var out = ""
            for name in names { out += try previews(of: name) }
            console.writeOutput(out)
            return
        }
        // Only the boards named are made (a built-in program runs its Swift when made).
        var entries: [(String, String, Board)]
        if names.isEmpty {
            entries = BuiltinBoards.all.map { ($0.name, $0.summary, $0.board()) }
        } else {
            entries = try names.map { name in
                let summary = BuiltinBoards.all.first { $0.name == name }?.summary ?? ""
                return (name, summary, try BoardOptions.load(name))
            }
        }
        entries = try entries.map { name, summary, board in
            var b = board
            try BoardOptions.applyVariants(parsed, to: &b)
            return (name, summary, b)
        }
        var out = ""
        for (name, summary, board) in entries {
            let timeline: Timeline
            do { timeline = try board.timeline() } catch { throw CommandFailure.badInput(error.description) }
            out += describe(name: name, summary: summary, board: board, timeline: timeline)
        }
        console.writeOutput(out)
    }

    /// The previews of the Swift file at `path`: name, kind and place, and the traits read.
    static func previews(of path: String) throws -> String {
        let catalog = PreviewCatalog(SwiftEnvironment(files: [try BoardFileLoader.loadSwift(path: path, debug: true)]))
        let file = TerminalText.oneLine(path)
        guard !catalog.previews.isEmpty else { return "\(file) — no previews (#Preview { … } or a PreviewProvider)\n" }
        var text = "\(file) — \(NumberFormat.counted(catalog.previews.count, "preview")); the first is drawn unless --preview names another\n"
        let names = catalog.previews.map { "“" + TerminalText.oneLine($0.name) + "”" }
        let nameWidth = names.map(\.count).max() ?? 0
        let kindWidth = catalog.previews.map(\.kind.rawValue.count).max() ?? 0
        for (p, name) in zip(catalog.previews, names) {
            var line = "  " + name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + "  " + p.kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0)
                + "  " + TerminalText.oneLine(p.location.description)
            if !p.settings.isEmpty { line += "  " + TerminalText.oneLine(p.settings) }
            if let problem = p.problem { line += "  — cannot be drawn: " + TerminalText.oneLine(problem) }
            text += line + "\n"
        }
        return text
    }

    static func describe(name: String, summary: String, board: Board, timeline t: Timeline) -> String {
        func s(_ v: Double) -> String { NumberFormat.seconds(v) }
        // A step that animates nothing is an instant: "at 0.6 s", not "0.6–0.6 s".
        func span(_ a: Double, _ b: Double) -> String { a == b ? "at \(s(a)) s" : "\(s(a))–\(s(b)) s" }
        var text = TerminalText.oneLine(name + (summary.isEmpty ? "" : " — " + summary)) + "\n"
        if board.isProgramBoard {
            let programs = board.panels.compactMap(\.program)
            let views = programs.map(\.source).joined(separator: ", ")
            text += "  \(programs.count == 1 ? "a program" : "\(programs.count) programs side by side"): \(views) laid out "
            text += "\(NumberFormat.plain(programs[0].width)) pt wide for \(board.platform.rawValue)\n"
            if t.steps.isEmpty {
                text += "  a still: no steps, its first state held \(s(t.cycle)) s\n"
                return text
            }
            if board.scenario.steps.first?.isAppearance ?? false {
                text += "  starts as it appears: its onAppear actions change it at once\n"
            } else {
                text += "  starts with its first state, held \(s(t.steps.first?.start ?? 0)) s\n"
            }
            let width = t.steps.map { TerminalText.oneLine($0.caption).count }.max() ?? 0
            for (k, step) in t.steps.enumerated() {
                let caption = TerminalText.oneLine(step.caption).padding(toLength: width, withPad: " ", startingAt: 0)
                let animation = board.scenario.steps[k].animationSource.map { " · withAnimation(\($0))" } ?? ""
                text += "  \(k + 1). \(caption)  \(span(step.start, step.end))\(animation)\n"
            }
            text += "  cycle \(s(t.cycle)) s\n"
            return text
        }
        if board.isPanelBoard {
            let panels = board.panels.map { "\(TerminalText.oneLine($0.name)) (\(($0.identity).rawValue) identity\($0.binding == .index ? ", edits by index" : ""))" }
            text += "  \(NumberFormat.counted(board.panels.count, "panel")): \(panels.joined(separator: ", ")); "
            text += NumberFormat.counted(board.scenario.initial.records.count, "record") + "\n"
            text += "  animation: \(TerminalText.oneLine(board.subtitle ?? "none (views pop)"))\n"
        } else {
            // The columns laid out: one row when the cells are fewer than the board's columns.
            let n = board.cells.count
            let layout = n <= 1 ? "" : n <= board.columns ? " in one row" : " in \(board.columns) columns"
            text += "  \(NumberFormat.counted(n, "cell"))\(layout): \(board.cells.map { TerminalText.oneLine($0.name) }.joined(separator: ", "))\n"
            text += "  animation: \(board.animationSource ?? (board.animation == nil ? "none (views pop)" : "custom"))\n"
        }
        if !board.isPanelBoard, board.scenario.steps == Scenario.toggleSteps {
            text += "  removal \(span(0, t.removalEnd)) · hold · insertion \(span(t.insertionStart, t.insertionEnd)) · hold · cycle \(s(t.cycle)) s\n"
            return text
        }
        let width = t.steps.map { TerminalText.oneLine($0.caption).count }.max() ?? 0
        for (k, step) in t.steps.enumerated() {
            let caption = TerminalText.oneLine(step.caption).padding(toLength: width, withPad: " ", startingAt: 0)
            text += "  \(k + 1). \(caption)  \(span(step.start, step.end))\n"
        }
        text += "  cycle \(s(t.cycle)) s\n"
        return text
    }
}
