import BoardModel
import BoardScene
import Files
/// A failure while drawing or writing an image.
public struct RenderError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, for a person.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
