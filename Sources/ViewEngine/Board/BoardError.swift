import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A board that cannot be resolved, e.g. a cell with two tiles.
public struct BoardError: Error, CustomStringConvertible, Equatable {
    /// The cell at fault, if any.
    public var cell: String?
    /// The scenario step at fault (0 is the first), if any.
    public var step: Int?
    /// What is wrong.
    public var message: String

    /// Creates an error about a cell.
    public init(cell: String? = nil, step: Int? = nil, _ message: String) {
        self.cell = cell
        self.step = step
        self.message = message
    }

    public var description: String {
        cell.map { "cell '\($0)': \(message)" } ?? message
    }
}
