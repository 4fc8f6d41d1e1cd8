import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
/// The built-in boards that are SwiftUI programs: read from the same board files and Swift
/// sources Examples/ holds (``BuiltinPrograms``), so a reader can open what a board runs.
extension BuiltinBoards {
    /// The program board `name`, read from its embedded files.
    package static func program(_ name: String) -> Board {
        guard let files = BuiltinPrograms.files[name] else { preconditionFailure("no built-in program \(name)") }
        do {
            var board = try BoardFileReader.read(SourceFile(name: name + ".json", text: files.board), files: files.swift)
            board.name = name
            return board
        } catch {
            // The suite reads every built-in program; a failure here is a bug in Examples/.
            preconditionFailure("the built-in program \(name) does not read: \(error)")
        }
    }

    /// The filtered collection: Filter.swift driven by the tutorial's check table.
    public static let filter = program("filter")
    /// The filter three ways: stable ids, positions, ids made anew (Identity.swift).
    public static let identity = program("identity")
    /// Edits bound by id beside edits bound by visible index (Editor.swift).
    public static let editor = program("editor")
    /// A bar collapsed three ways (Collapse.swift).
    public static let collapse = program("collapse")
}
