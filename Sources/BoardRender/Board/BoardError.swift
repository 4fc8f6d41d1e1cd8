/// A board that cannot be resolved, e.g. a cell with two tiles.
public struct BoardError: Error, CustomStringConvertible, Equatable {
    /// The cell at fault, if any.
    public var cell: String?
    /// What is wrong.
    public var message: String

    /// Creates an error about a cell.
    public init(cell: String? = nil, _ message: String) {
        self.cell = cell
        self.message = message
    }

    public var description: String {
        cell.map { "cell '\($0)': \(message)" } ?? message
    }
}
