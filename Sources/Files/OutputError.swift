import BoardModel
/// An output path that cannot be used, or a file the system would not write.
///
/// ``kind`` decides the exit status: a path that is wrong as given (no such
/// directory, a directory, an unknown extension, a name too long) is bad
/// input (2); a refusal by the system while creating or writing (permission
/// denied, read-only file system, no space left on device) is an I/O failure (1).
public struct OutputError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, in the exit status's terms.
    public enum Kind: Sendable, Equatable {
        /// The path is wrong as given.
        case badPath
        /// The system refused to create or write the file.
        case system
    }

    /// The path at fault: always the target the user named, never a temporary.
    public var path: String
    /// What is wrong with it.
    public var message: String
    /// Bad path or system failure.
    public var kind: Kind

    /// Creates an error about a path as given.
    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
        kind = .badPath
    }

    /// Creates an error for a file the system would not create or write;
    /// `systemReason` is its message, such as `No space left on device`.
    public init(path: String, systemReason: String) {
        self.path = path
        message = "cannot be written: \(systemReason)"
        kind = .system
    }

    /// An error of `kind` with a whole message.
    public init(path: String, kind: Kind, message: String) {
        self.path = path
        self.message = message
        self.kind = kind
    }

    public var description: String { "\(path): \(message)" }
}
