import BoardRender
import CommandLineKit
import Foundation

/// `boardgen new NAME`: writes a starter board file.
enum NewCommand: Subcommand {
    /// `<name>`.
    static let name = Argument.required("name", help: "The board's name or file path.")

    /// The options, declared once: the table below and every read use them.
    enum Options {
        static let scenario = Option.flag("scenario", help: "Write a scenario (records, panels, steps) instead of a grid of transitions.")
        static let program = Option.flag("program", help: "Write a SwiftUI app file (NAME.swift) and a program board showing its view.")
    }

    static let spec = CommandSpec(
        name: "new",
        abstract: "Write a starter board file with every key explained.",
        discussion: "Writes NAME.json (or NAME if it already ends in .json): a grid of transitions, or with --scenario a filtered list whose rows change step by step, or with --program a SwiftUI app file NAME.swift and a board that lays its view out. An existing file is never overwritten: the file is created exclusively, so of two runs creating the same name at once exactly one succeeds. A directory (., .., a name ending in /) is not a name.",
        usage: "[--scenario | --program] [--quiet] <name>",
        arguments: [name],
        options: [Options.scenario, Options.program, BoardOptions.quiet],
        examples: ["new my-transitions", "new --scenario my-list", "new --program my-app", "render my-transitions.json --at 1 -o board.png"])

    static func run(_ parsed: ParsedCommand, console: inout Console) throws {
        let name = parsed[Self.name]
        guard !name.isEmpty else { throw parsed.error("missing name; expected 'boardgen new <name>'") }
        let path = name.hasSuffix(".json") ? name : name + ".json"
        let title = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let last = name.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        guard !name.hasSuffix("/"), last != ".", last != "..", !title.isEmpty, last != ".json" else {
            throw CommandFailure.badInput("'\(Self.clip(name))' names a directory, not a board; give a name such as my-board or boards/my-board")
        }
        console.quiet = parsed[BoardOptions.quiet]
        if parsed[Options.program] {
            guard !parsed[Options.scenario] else { throw parsed.error("--program and --scenario write different boards; choose one") }
            try writeProgram(path: path, title: title, console: &console)
            return
        }
        let text = parsed[Options.scenario] ? BoardFileTemplate.scenarioText(title: title) : BoardFileTemplate.text(title: title)
        try OutputFile.create(text: text, at: path)
        console.summary(Summary.file(path, bytes: text.utf8.count,
                                     details: ["try: boardgen render \(path) --at 1 --scale 2 -o \(title).png"]))
    }

    /// NAME.swift and NAME.json, both created exclusively; when the board cannot be created the
    /// Swift file just written is removed again.
    private static func writeProgram(path: String, title: String, console: inout Console) throws {
        let swiftPath = String(path.dropLast(".json".count)) + ".swift"
        let swiftName = (swiftPath as NSString).lastPathComponent
        let swift = BoardFileTemplate.programSwift()
        try OutputFile.create(text: swift, at: swiftPath)
        let text = BoardFileTemplate.programText(title: title, swiftFile: swiftName)
        do {
            try OutputFile.create(text: text, at: path)
        } catch {
            try? FileManager.default.removeItem(atPath: swiftPath)
            throw error
        }
        console.summary(Summary.file(swiftPath, bytes: swift.utf8.count, details: []))
        console.summary(Summary.file(path, bytes: text.utf8.count,
                                     details: ["try: boardgen render \(path) --at 0 --scale 2 -o \(title).png"]))
    }

    private static func clip(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(59)) + "…"
    }
}
