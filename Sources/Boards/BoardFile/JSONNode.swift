import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
/// A JSON value read from a file, with the byte range it came from.
public struct JSONNode: Sendable {
    /// The value.
    public var kind: Kind
    /// Its byte range in the file.
    public var range: Range<Int>

    /// The kinds of JSON values.
    public enum Kind: Sendable {
        case object([Member])
        case array([JSONNode])
        /// A string and, for each of its characters, the byte offset it came from
        /// (plus one entry for its end), so positions inside it map back to the file.
        case string(String, offsets: [Int])
        case number(Double)
        case bool(Bool)
        case null
    }

    /// An object member.
    public struct Member: Sendable {
        /// The key.
        public var key: String
        /// The key's byte range.
        public var keyRange: Range<Int>
        /// The value.
        public var value: JSONNode
    }

    /// What the value is, for messages: "a string", "an object", …
    public var typeName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
