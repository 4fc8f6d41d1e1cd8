import BoardRender
import CommandLineKit
import Foundation

/// `boardgen new NAME`: writes a starter board file.
enum NewCommand: Subcommand {
    static let spec = CommandSpec(
        name: "new",
        abstract: "Write a starter board file with every key explained.",
        discussion: "Writes NAME.json (or NAME if it already ends in .json): a grid of transitions, or with --scenario a filtered list whose rows change step by step. An existing file is never overwritten: the file is created exclusively, so of two runs creating the same name at once exactly one succeeds. A directory (., .., a name ending in /) is not a name.",
        usage: "[--scenario] [--quiet] <name>",
        arguments: [ArgumentSpec("name", help: "The board's name or file path.")],
        options: [
            .flag("scenario", help: "Write a scenario (records, panels, steps) instead of a grid of transitions."),
            BoardOptions.quiet,
        ],
        examples: ["new my-transitions", "new --scenario my-list", "render my-transitions.json --at 1 -o board.png"])

    static func run(_ arguments: ParsedCommand, console: inout Console) throws {
        let name = arguments.argument("name") ?? ""
        guard !name.isEmpty else { throw arguments.error("missing name; expected 'boardgen new <name>'") }
        let path = name.hasSuffix(".json") ? name : name + ".json"
        let title = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let last = name.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        guard !name.hasSuffix("/"), last != ".", last != "..", !title.isEmpty, last != ".json" else {
            throw CommandFailure.badInput("'\(Self.clip(name))' names a directory, not a board; give a name such as my-board or boards/my-board")
        }
        let text = arguments.flag("scenario") ? BoardFileTemplate.scenarioText(title: title) : BoardFileTemplate.text(title: title)
        console.quiet = arguments.flag("quiet")
        try OutputFile.create(text: text, at: path)
        console.summary(Summary.file(path, bytes: text.utf8.count,
                                     details: ["try: boardgen render \(path) --at 1 --scale 2 -o \(title).png"]))
    }

    private static func clip(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(59)) + "…"
    }
}
