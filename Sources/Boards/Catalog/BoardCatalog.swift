import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import DidYouMean
import Foundation

/// Finds a board by built-in name or board-file path.
public enum BoardCatalog {
    /// The board called `nameOrPath`: a built-in board, the board a Swift file implies (its first
    /// preview, ``BoardFileLoader/loadPreview(paths:choice:)``) when it ends in `.swift`, or a board
    /// file when the argument names a file (it contains `/` or ends in `.json`).
    ///
    /// - Throws: ``BoardLookupError`` for an unknown name; board-file errors for a file.
    public static func load(_ nameOrPath: String) throws -> Board {
        if let board = BuiltinBoards.named(nameOrPath) { return board }
        // A Swift file is the board it implies: its first preview.
        if nameOrPath.hasSuffix(".swift") { return try BoardFileLoader.loadPreview(paths: [nameOrPath]) }
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") || FileManager.default.fileExists(atPath: nameOrPath) {
            return try BoardFileLoader.load(path: nameOrPath)
        }
        throw BoardLookupError(name: nameOrPath)
    }
}

/// A board name that is neither built in nor a file.
public struct BoardLookupError: Error, CustomStringConvertible, Equatable {
    /// Creates a value from its stored properties.
    package init(name: String) {
        self.name = name
    }

    /// The name given.
    public var name: String

    public var description: String {
        let names = BuiltinBoards.all.map(\.name)
        let hint = Suggester.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown board '\(name)'\(hint) (built-in boards: \(names.joined(separator: ", ")); or give a path to a board file)"
    }
}
