import BoardModel
/// Guards against a trap in the toolchain's SwiftParserDiagnostics: a stray control or
/// unusual space character beside an `=` (`x \u{1C}= 1`) makes its "'=' must have consistent
/// whitespace" Fix-It empty, and `FixIt.init` stops the process ("A Fix-It must have at
/// least one change"). Such text is never valid Swift (or, for a vertical tab or form feed,
/// never written); it is refused here, at the character, before SwiftParser's diagnostics run.
enum ParserTrapGuard {
    /// Characters the lexer treats as invalid or unusual whitespace.
    static func isUnusual(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F: return true
        case 0xFFFD, 0xFEFF, 0x2028, 0x2029, 0x00A0, 0x3000, 0x1680, 0x180E, 0x2000...0x200F, 0x202F, 0x205F: return true
        default: return false
        }
    }

    /// The Character offset of the first unusual character beside an `=` (spaces between them
    /// skipped), or nil.
    static func firstTrap(in source: String) -> (offset: Int, scalar: Unicode.Scalar)? {
        let chars = Array(source)
        func unusual(_ c: Character) -> Unicode.Scalar? { c.unicodeScalars.first(where: isUnusual) }
        for (i, c) in chars.enumerated() {
            guard let scalar = unusual(c) else { continue }
            var j = i + 1
            while j < chars.count, chars[j] == " " || unusual(chars[j]) != nil { j += 1 }
            var k = i - 1
            while k >= 0, chars[k] == " " || unusual(chars[k]) != nil { k -= 1 }
            if (j < chars.count && chars[j] == "=") || (k >= 0 && chars[k] == "=") { return (i, scalar) }
        }
        return nil
    }

    /// How many `[` may be open at once (outside braces): SwiftParser's time doubles with each
    /// (`[[[[…` of 20 levels takes seconds, 30 would take hours).
    static let maximumSquareBrackets = 12

    /// The Character offset of the first `[` past ``maximumSquareBrackets`` open at once (strings and
    /// comments skipped; a `{` starts a new count), or nil.
    ///
    /// Also the offset of the first `#if` past ``maximumConditionalDepth`` open at once: SwiftParser
    /// looks ahead over every nested `#if` for each (54,000 levels took 193 s, 5,000 took 19 s).
    static func deepNesting(in source: String) -> (offset: Int, message: String)? {
        let chars = Array(source)
        var stack: [Character] = []
        var counts: [Int] = [0]
        var conditionals = 0
        var lineStart = true
        var i = 0
        func at(_ k: Int) -> Character? { k < chars.count ? chars[k] : nil }
        func directive(_ word: String) -> Bool {
            let w = Array(word)
            for (k, ch) in w.enumerated() where at(i + 1 + k) != ch { return false }
            guard let next = at(i + 1 + w.count) else { return true }
            return !(next.isLetter || next.isNumber || next == "_")
        }
        while i < chars.count {
            let c = chars[i]
            if c.isNewline { lineStart = true; i += 1; continue }
            if c == " " || c == "\t" { i += 1; continue }
            if c == "#", lineStart {
                if directive("if") {
                    conditionals += 1
                    if conditionals > maximumConditionalDepth { return (i, deepConditionalsMessage) }
                } else if directive("endif") {
                    conditionals = max(0, conditionals - 1)
                }
            }
            lineStart = false
            if c == "/", at(i + 1) == "/" {
                while i < chars.count, !chars[i].isNewline { i += 1 }
                continue
            }
            if c == "/", at(i + 1) == "*" {
                var depth = 1
                i += 2
                while i < chars.count, depth > 0 {
                    if chars[i] == "/", at(i + 1) == "*" { depth += 1; i += 1 } else if chars[i] == "*", at(i + 1) == "/" { depth -= 1; i += 1 }
                    i += 1
                }
                continue
            }
            if c == "\"" {
                let triple = at(i + 1) == "\"" && at(i + 2) == "\""
                i += triple ? 3 : 1
                while i < chars.count {
                    if chars[i] == "\\" { i += 2; continue }
                    if triple ? (chars[i] == "\"" && at(i + 1) == "\"" && at(i + 2) == "\"") : (chars[i] == "\"" || chars[i].isNewline) {
                        i += triple ? 3 : 1
                        break
                    }
                    i += 1
                }
                continue
            }
            switch c {
            case "{":
                stack.append(c)
                counts.append(0)
            case "}":
                if stack.last == "{" { stack.removeLast(); if counts.count > 1 { counts.removeLast() } }
            case "[", "(":
                stack.append(c)
                if c == "[" {
                    counts[counts.count - 1] += 1
                    if counts[counts.count - 1] > maximumSquareBrackets { return (i, deepBracketsMessage) }
                }
            case "]", ")":
                if let last = stack.last, last == (c == "]" ? "[" : "(") {
                    stack.removeLast()
                    if c == "]" { counts[counts.count - 1] -= 1 }
                }
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// How many `#if` blocks may be open at once; real files nest two or three.
    static let maximumConditionalDepth = 64

    /// The message for `#if` blocks nested too deep.
    static let deepConditionalsMessage = "'#if' blocks nest more than \(maximumConditionalDepth) deep here (SwiftParser looks ahead over each nested one); simplify the conditions"

    /// The message for brackets nested too deep.
    static let deepBracketsMessage = "square brackets nest more than \(maximumSquareBrackets) deep here (SwiftParser's time doubles with each level); simplify the expression"

    /// The message for a trap character.
    static func message(_ scalar: Unicode.Scalar) -> String {
        "unexpected character U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(4)) beside '='; remove it or write a space"
    }
}

private extension String {
    func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
