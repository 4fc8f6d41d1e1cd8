import BoardModel
/// A number literal as written: its value and its spelling.
public struct NumberLiteral: Hashable, Sendable {
    /// The value. May be infinite when the literal overflows a `Double`
    /// (`1e999`); evaluation rejects that.
    public var value: Double
    /// The literal as written, with its sign (`-70`, `0.7`, `1e-3`, `1_000`).
    public var text: String
    /// Whether it is an integer literal (no fraction and no exponent), which
    /// Swift accepts where an `Int` is expected.
    public var isInteger: Bool

    /// Creates a literal.
    public init(value: Double, text: String, isInteger: Bool) {
        self.value = value
        self.text = text
        self.isInteger = isInteger
    }
}

/// Helpers to quote user text safely in messages.
package enum Quoting {
    /// `text` shortened to `limit` characters with an ellipsis.
    package static func clip(_ text: String, limit: Int = 40) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// `text` as a Swift string literal, control characters escaped.
    package static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default:
                if TerminalText.isControl(scalar) { out += TerminalText.escape(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// A single character for a message: `'+'`, or an escape for invisible ones.
    package static func character(_ c: Character) -> String {
        let literal = stringLiteral(String(c))
        let inner = literal.dropFirst().dropLast()
        return inner == String(c) ? "'\(c)'" : "'\(inner)'"
    }
}
