import BoardRender
import CommandLineKit
import Foundation

/// `boardgen new NAME`: writes a starter board file.
enum NewCommand: Subcommand {
    static let spec = CommandSpec(
        name: "new",
        abstract: "Write a starter board file with every key explained.",
        discussion: "Writes NAME.json (or NAME if it already ends in .json): a grid of transitions, or with --scenario a filtered list whose rows change step by step. An existing file is never overwritten.",
        usage: "[--scenario] <name>",
        arguments: [ArgumentSpec("name", help: "The board's name or file path.")],
        options: [.flag("scenario", help: "Write a scenario (records, panels, steps) instead of a grid of transitions.")],
        examples: ["new my-transitions", "new --scenario my-list", "render my-transitions.json --at 1 -o board.png"])

    static func run(_ arguments: ParsedCommand, console: inout Console) throws {
        let name = arguments.argument("name") ?? ""
        guard !name.isEmpty else { throw arguments.error("missing name; expected 'boardgen new <name>'") }
        let path = name.hasSuffix(".json") ? name : name + ".json"
        guard !FileManager.default.fileExists(atPath: path) else {
            throw CommandFailure.badInput("\(path) already exists; choose another name or remove it first")
        }
        let title = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let text = arguments.flag("scenario") ? BoardFileTemplate.scenarioText(title: title) : BoardFileTemplate.text(title: title)
        try OutputFile.write(text: text, to: path)
        console.writeOutput("wrote \(path); try: boardgen render \(path) --at 1 --scale 2 -o \(title).png\n")
    }
}
