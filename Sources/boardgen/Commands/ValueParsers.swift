import BoardRender

/// Converters for option values shared by the commands; a failure throws a
/// ``Reason`` that the parser turns into "invalid value 'x' for '--opt': reason".
enum ValueParsers {
    /// A time such as `1`, `1.0s` or `250ms`.
    static func seconds(_ text: String) throws -> Double {
        do {
            return try TimeLiteral(text).seconds
        } catch {
            throw Reason(error.reason)
        }
    }
}

/// A conversion failure's reason, without repeating the value.
struct Reason: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
