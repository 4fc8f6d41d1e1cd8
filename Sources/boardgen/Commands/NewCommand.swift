import BoardRender
import CommandLineKit
import Foundation

/// `boardgen new NAME`: writes a starter board file.
enum NewCommand: Subcommand {
    static let spec = CommandSpec(
        name: "new",
        abstract: "Write a starter board file with every key explained.",
        discussion: "Writes NAME.json (or NAME if it already ends in .json). An existing file is never overwritten.",
        usage: "<name>",
        arguments: [ArgumentSpec("name", help: "The board's name or file path.")],
        options: [],
        examples: ["new my-transitions", "boardgen render my-transitions.json --at 1 -o board.png"])

    static func run(_ arguments: ParsedCommand, console: inout Console) throws {
        let name = arguments.argument("name") ?? ""
        guard !name.isEmpty else { throw arguments.error("missing name; expected 'boardgen new <name>'") }
        let path = name.hasSuffix(".json") ? name : name + ".json"
        guard !FileManager.default.fileExists(atPath: path) else {
            throw CommandFailure.badInput("\(path) already exists; choose another name or remove it first")
        }
        let title = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        try OutputFile.write(text: BoardFileTemplate.text(title: title), to: path)
        console.writeOutput("wrote \(path); try: boardgen render \(path) --at 1 --scale 2 -o \(title).png\n")
    }
}
