/// A token of a Swift declaration: just enough to find the structure of a
/// file (types, members, parameters, bodies) and hand the expressions inside
/// to ``ExpressionParser``.
struct SwiftToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name or keyword.
        case word(String)
        /// A number, string or any other literal chunk.
        case literal
        /// A single punctuation or operator character, or `->`.
        case punct(String)
        case end
    }

    var kind: Kind
    /// Character offsets in the file.
    var range: Range<Int>
    /// Whether a line break precedes it.
    var followsNewline: Bool

    var word: String? { if case let .word(w) = kind { return w } else { return nil } }
    func isPunct(_ p: String) -> Bool { kind == .punct(p) }
    func isWord(_ w: String) -> Bool { kind == .word(w) }
}

/// Splits Swift source into ``SwiftToken``s, skipping comments, keeping
/// strings whole (multi-line ones too) so braces inside them do not count.
enum SwiftTokenizer {
    static func tokenize(_ chars: [Character]) -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var i = 0
        var newline = false
        func peek(_ k: Int) -> Character? { i + k < chars.count ? chars[i + k] : nil }
        while i < chars.count {
            let c = chars[i]
            if c.isNewline { newline = true; i += 1; continue }
            if c.isWhitespace { i += 1; continue }
            if c == "/", peek(1) == "/" {
                while i < chars.count, !chars[i].isNewline { i += 1 }
                continue
            }
            if c == "/", peek(1) == "*" {
                var depth = 0
                while i < chars.count {
                    if chars[i] == "/", peek(1) == "*" { depth += 1; i += 2; continue }
                    if chars[i] == "*", peek(1) == "/" { depth -= 1; i += 2; if depth == 0 { break }; continue }
                    if chars[i].isNewline { newline = true }
                    i += 1
                }
                continue
            }
            let start = i
            if c == "\"" {
                let triple = peek(1) == "\"" && peek(2) == "\""
                i += triple ? 3 : 1
                while i < chars.count {
                    if chars[i] == "\\" { i += 2; continue }
                    if triple, chars[i] == "\"", peek(1) == "\"", peek(2) == "\"" { i += 3; break }
                    if !triple, chars[i] == "\"" { i += 1; break }
                    if !triple, chars[i].isNewline { break }
                    i += 1
                }
                tokens.append(SwiftToken(kind: .literal, range: start..<i, followsNewline: newline))
            } else if c == "_" || c.isLetter || c == "`" || c == "@" || c == "#" || c == "$" {
                i += 1
                while i < chars.count, chars[i] == "_" || chars[i].isLetter || chars[i].isNumber || chars[i] == "`" { i += 1 }
                tokens.append(SwiftToken(kind: .word(String(chars[start..<i]).replacingOccurrences(of: "`", with: "")),
                                         range: start..<i, followsNewline: newline))
            } else if c.isNumber {
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_"
                    || (chars[i] == "." && (peek(1)?.isNumber ?? false)) { i += 1 }
                tokens.append(SwiftToken(kind: .literal, range: start..<i, followsNewline: newline))
            } else if c == "-", peek(1) == ">" {
                i += 2
                tokens.append(SwiftToken(kind: .punct("->"), range: start..<i, followsNewline: newline))
            } else {
                i += 1
                tokens.append(SwiftToken(kind: .punct(String(c)), range: start..<i, followsNewline: newline))
            }
            newline = false
        }
        tokens.append(SwiftToken(kind: .end, range: chars.count..<chars.count, followsNewline: newline))
        return tokens
    }
}
