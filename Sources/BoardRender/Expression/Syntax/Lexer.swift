/// Splits an expression into tokens. Internal to ``ExpressionParser``.
///
/// Works on Characters, so offsets are Character offsets. Whitespace and
/// comments (`//` to the end of the line, nesting `/* … */`) are skipped; a
/// token records whether a line break came before it, which the parser needs
/// for Swift's statement and call rules.
struct Lexer {
    private let chars: [Character]
    private var i = 0
    private var sawNewline = false
    private var sawSpace = false
    private var tokens: [Token] = []

    /// The tokens of `chars`, ending with a `.end` token.
    static func tokenize(_ chars: [Character]) throws(ExpressionError) -> [Token] {
        var lexer = Lexer(chars: chars)
        try lexer.run()
        return lexer.tokens
    }

    private init(chars: [Character]) { self.chars = chars }

    private func peek(_ k: Int = 0) -> Character? { i + k < chars.count ? chars[i + k] : nil }

    private mutating func emit(_ kind: Token.Kind, from start: Int) {
        tokens.append(Token(kind: kind, range: SourceRange(start, i), followsNewline: sawNewline, followsSpace: sawSpace))
        sawNewline = false
        sawSpace = false
    }

    private mutating func run() throws(ExpressionError) {
        while true {
            try skipTrivia()
            guard let c = peek() else { break }
            let start = i
            switch c {
            case "(": i += 1; emit(.leftParen, from: start)
            case ")": i += 1; emit(.rightParen, from: start)
            case "{": i += 1; emit(.leftBrace, from: start)
            case "}": i += 1; emit(.rightBrace, from: start)
            case ",": i += 1; emit(.comma, from: start)
            case ":": i += 1; emit(.colon, from: start)
            case ";": i += 1; emit(.semicolon, from: start)
            case "[": i += 1; emit(.leftBracket, from: start)
            case "]": i += 1; emit(.rightBracket, from: start)
            case "\\": i += 1; emit(.backslash, from: start)
            case ".":
                if peek(1) == ".", peek(2) == "<" { i += 3; emit(.op("..<"), from: start); continue }
                if peek(1) == ".", peek(2) == "." { i += 3; emit(.op("..."), from: start); continue }
                if let d = peek(1), d.isASCII, d.isNumber { throw leadingDotNumber() }
                i += 1; emit(.dot, from: start)
            case "+", "*", "/", "=", "!", "<", ">", "&", "|", "?":
                try lexOperator(c)
            case "\"": try lexString()
            case "`": try lexBacktickIdentifier()
            case "-": try lexMinus()
            default:
                if c.isASCII, c.isNumber {
                    try lexNumber(from: start)
                } else if Self.isIdentifierStart(c) {
                    while let d = peek(), Self.isIdentifierContinue(d) { i += 1 }
                    emit(.identifier(String(chars[start..<i])), from: start)
                } else {
                    throw unexpectedCharacter(c)
                }
            }
        }
        emit(.end, from: i)
    }

    static func isIdentifierStart(_ c: Character) -> Bool { c == "_" || c.isLetter }
    static func isIdentifierContinue(_ c: Character) -> Bool { c == "_" || c.isLetter || c.isNumber }

    // MARK: Trivia

    private mutating func skipTrivia() throws(ExpressionError) {
        let start = i
        defer { if i > start { sawSpace = true } }
        while let c = peek() {
            if c.isNewline {
                sawNewline = true; i += 1
            } else if c.isWhitespace {
                i += 1
            } else if c == "/", peek(1) == "/" {
                while let d = peek(), !d.isNewline { i += 1 }
            } else if c == "/", peek(1) == "*" {
                try skipBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func skipBlockComment() throws(ExpressionError) {
        let start = i
        var depth = 0
        while let c = peek() {
            if c == "/", peek(1) == "*" {
                depth += 1; i += 2
            } else if c == "*", peek(1) == "/" {
                depth -= 1; i += 2
                if depth == 0 { return }
            } else {
                if c.isNewline { sawNewline = true }
                i += 1
            }
        }
        throw ExpressionError(.syntax, at: SourceRange(start, start + 2), "unterminated '/*' comment; expected '*/'")
    }

    // MARK: Numbers

    private mutating func lexMinus() throws(ExpressionError) {
        let start = i
        let leftBound = start > 0 && !Self.isSeparatorBefore(chars[start - 1])
        if !leftBound, let d = peek(1), d.isASCII, d.isNumber {
            i += 1
            try lexNumber(from: start)
            return
        }
        if !leftBound, peek(1) == ".", let d = peek(2), d.isASCII, d.isNumber {
            i += 1
            throw leadingDotNumber()
        }
        i += 1
        emit(.op("-"), from: start)
    }

    /// Lexes an operator starting with `c`.
    private mutating func lexOperator(_ c: Character) throws(ExpressionError) {
        let start = i
        let two = peek(1).map { String(c) + String($0) } ?? String(c)
        if ["==", "!=", "<=", ">=", "&&", "||"].contains(two) {
            i += 2
            emit(.op(two), from: start)
            return
        }
        switch c {
        case "=":
            throw ExpressionError(.syntax, at: SourceRange(start, start + 1),
                                  "unexpected '=': assignments are not expressions; to compare, write '=='")
        case "&", "|":
            throw ExpressionError(.syntax, at: SourceRange(start, start + 1),
                                  "unexpected '\(c)': bitwise operators are not supported; did you mean '\(c)\(c)'?")
        default:
            i += 1
            emit(.op(String(c)), from: start)
        }
    }

    /// Whether a character before `-` leaves it free to be a prefix sign.
    static func isSeparatorBefore(_ c: Character) -> Bool {
        c.isWhitespace || "([{,:;".contains(c)
    }

    /// Lexes a number whose digits start at `i`; `start` may point at a `-` sign.
    private mutating func lexNumber(from start: Int) throws(ExpressionError) {
        var isInteger = true
        if peek() == "0", let x = peek(1), "xob".contains(x) {
            while let d = peek(), Self.isIdentifierContinue(d) { i += 1 }
            let kind = x == "x" ? "hexadecimal" : x == "o" ? "octal" : "binary"
            throw ExpressionError(
                .syntax, at: SourceRange(start, i),
                "\(kind) literal '\(String(chars[start..<i]))' is not supported; write a decimal number")
        }
        scanDigits()
        if peek() == ".", let d = peek(1), d.isASCII, d.isNumber {
            isInteger = false
            i += 1
            scanDigits()
        }
        if let e = peek(), e == "e" || e == "E" {
            let save = i
            i += 1
            if let s = peek(), s == "+" || s == "-" { i += 1 }
            if let d = peek(), d.isASCII, d.isNumber {
                isInteger = false
                scanDigits()
            } else {
                i = save
            }
        }
        if let d = peek(), Self.isIdentifierContinue(d) {
            let numberEnd = i
            while let d = peek(), Self.isIdentifierContinue(d) { i += 1 }
            let suffix = String(chars[numberEnd..<i])
            let whole = String(chars[start..<i])
            let number = String(chars[start..<numberEnd])
            if ["s", "ms", "sec", "secs", "seconds"].contains(suffix) {
                let digits = number.filter { $0 != "_" }
                let seconds = suffix == "ms" ? Double(digits + "e-3").map { "\($0)" } : digits
                throw ExpressionError(
                    .syntax, at: SourceRange(start, i),
                    "'\(whole)' is not a number: expressions take plain seconds, without a unit",
                    suggestion: seconds)
            }
            throw ExpressionError(.syntax, at: SourceRange(numberEnd, i),
                                  "'\(Quoting.clip(whole))' is not a valid number; expected digits, '.', or an exponent such as e-3")
        }
        let text = String(chars[start..<i])
        guard let value = Double(text.filter { $0 != "_" }) else {
            throw ExpressionError(.syntax, at: SourceRange(start, i), "'\(Quoting.clip(text))' is not a valid number")
        }
        emit(.number(NumberLiteral(value: value, text: text, isInteger: isInteger)), from: start)
    }

    private mutating func scanDigits() {
        while let d = peek(), (d.isASCII && d.isNumber) || d == "_" { i += 1 }
    }

    /// The error for `.5`: Swift needs a digit before the point.
    private mutating func leadingDotNumber() -> ExpressionError {
        let start = i
        i += 1
        while let d = peek(), d.isASCII, d.isNumber { i += 1 }
        let digits = String(chars[(start + 1)..<i])
        let negative = start > 0 && chars[start - 1] == "-"
        let from = negative ? start - 1 : start
        let fixed = (negative ? "-0." : "0.") + digits
        return ExpressionError(
            .syntax, at: SourceRange(from, i),
            "'\(String(chars[from..<i]))' is not a number in Swift: a number needs a digit before the point",
            suggestion: fixed)
    }

    // MARK: Strings and names

    private mutating func lexString() throws(ExpressionError) {
        let start = i
        if peek(1) == "\"", peek(2) == "\"" {
            throw ExpressionError(.syntax, at: SourceRange(start, start + 3),
                                  "multi-line string literals are not supported; use \"…\" with \\n")
        }
        i += 1
        var value = ""
        while true {
            guard let c = peek(), !c.isNewline else {
                throw ExpressionError(.syntax, at: SourceRange(start, i),
                                      "unterminated string literal; expected a closing '\"'")
            }
            if c == "\"" { i += 1; break }
            if c == "\\" {
                value.unicodeScalars.append(try lexEscape())
            } else {
                value.append(c); i += 1
            }
        }
        emit(.string(value), from: start)
    }

    private mutating func lexEscape() throws(ExpressionError) -> Unicode.Scalar {
        let start = i
        i += 1
        guard let c = peek() else {
            throw ExpressionError(.syntax, at: SourceRange(start, i), "unterminated string literal; expected a closing '\"'")
        }
        i += 1
        switch c {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "\\": return "\\"
        case "\"": return "\""
        case "'": return "'"
        case "(":
            throw ExpressionError(.syntax, at: SourceRange(start, i), "string interpolation '\\(' is not supported")
        case "u":
            guard peek() == "{" else { break }
            i += 1
            var hex = ""
            while let d = peek(), d.isHexDigit, hex.count < 8 { hex.append(d); i += 1 }
            if peek() == "}", !hex.isEmpty, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) {
                i += 1
                return scalar
            }
            while let d = peek(), d != "}", d != "\"", !d.isNewline { i += 1 }
            if peek() == "}" { i += 1 }
            throw ExpressionError(.syntax, at: SourceRange(start, i),
                                  "invalid Unicode escape; expected \\u{…} with 1 to 8 hex digits of a valid code point")
        default:
            break
        }
        throw ExpressionError(.syntax, at: SourceRange(start, i),
                              "invalid escape '\\\(Quoting.stringLiteral(String(c)).dropFirst().dropLast())'; valid escapes are \\n \\t \\r \\0 \\\\ \\\" \\' \\u{…}")
    }

    private mutating func lexBacktickIdentifier() throws(ExpressionError) {
        let start = i
        i += 1
        while let d = peek(), Self.isIdentifierContinue(d) { i += 1 }
        guard peek() == "`", i > start + 1 else {
            throw ExpressionError(.syntax, at: SourceRange(start, max(i, start + 1)),
                                  "expected a name between backticks, as in `default`")
        }
        i += 1
        let name = String(chars[(start + 1)..<(i - 1)])
        guard let first = name.first, Self.isIdentifierStart(first) else {
            throw ExpressionError(.syntax, at: SourceRange(start, i), "expected a name between backticks, as in `default`")
        }
        emit(.identifier(name), from: start)
    }

    private func unexpectedCharacter(_ c: Character) -> ExpressionError {
        let range = SourceRange(i, i + 1)
        let quoted = Quoting.character(c)
        switch c {
        case "“", "”", "„", "«", "»":
            return ExpressionError(.syntax, at: range, "unexpected curly quote \(quoted); strings use straight quotes", suggestion: "\"")
        case "'", "‘", "’":
            return ExpressionError(.syntax, at: range, "unexpected single quote \(c); strings use double quotes", suggestion: "\"")
        case "%", "^", "~":
            return ExpressionError(.syntax, at: range, "unexpected \(quoted): this operator is not supported; use + - * / and comparisons")
        default:
            return ExpressionError(.syntax, at: range, "unexpected character \(quoted); expected a name, a number, a string, '.', '(', ')', '{', '}', ',' or ':'")
        }
    }
}
