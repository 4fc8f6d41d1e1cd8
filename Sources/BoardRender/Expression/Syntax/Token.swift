/// A lexical token of an expression. Internal to the parser.
struct Token: Hashable, Sendable {
    /// What kind of token, with its value.
    enum Kind: Hashable, Sendable {
        case identifier(String)
        case number(NumberLiteral)
        case string(String)
        case dot, comma, colon, semicolon
        case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
        /// `\` starting a key path (`\.self`).
        case backslash
        /// An operator: `+ - * / == != < <= > >= && || ! ..< ... ?`.
        case op(String)
        case end
    }

    var kind: Kind
    var range: SourceRange
    /// Whether a line break (or a comment containing one) precedes the token.
    var followsNewline: Bool
    /// Whether any whitespace or comment precedes the token (Swift tells a
    /// binary operator from a prefix one by the space around it).
    var followsSpace = false

    /// The token as it is named in messages: `'('`, `'spring'`, `end of input`.
    var quoted: String {
        switch kind {
        case let .identifier(name): "'\(Quoting.clip(name))'"
        case let .number(n): "'\(n.text)'"
        case let .string(s): "\(Quoting.stringLiteral(Quoting.clip(s)))"
        case .dot: "'.'"
        case .comma: "','"
        case .colon: "':'"
        case .semicolon: "';'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftBracket: "'['"
        case .rightBracket: "']'"
        case .backslash: "'\\'"
        case let .op(o): "'\(o)'"
        case .end: "end of input"
        }
    }
}

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
enum Quoting {
    /// `text` shortened to `limit` characters with an ellipsis.
    static func clip(_ text: String, limit: Int = 40) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// `text` as a Swift string literal, control characters escaped.
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A single character for a message: `'+'`, or an escape for invisible ones.
    static func character(_ c: Character) -> String {
        let literal = stringLiteral(String(c))
        let inner = literal.dropFirst().dropLast()
        return inner == String(c) ? "'\(c)'" : "'\(inner)'"
    }
}
