import BoardModel
/// Clearer messages for the syntax errors people make pasting into board files,
/// where SwiftParser's own message would not say what to write instead.
enum SyntaxHints {
    /// `250ms`, `0.7s`: a duration with a unit, where Swift takes plain seconds.
    static func timeUnit(in source: String, at range: SourceRange) -> ExpressionError? {
        let chars = Array(source)
        guard range.start < chars.count else { return nil }
        var start = min(range.start, chars.count - 1), end = start
        func isPart(_ c: Character) -> Bool { c.isNumber || c.isLetter || c == "." || c == "_" }
        while start > 0, isPart(chars[start - 1]) { start -= 1 }
        while end < chars.count, isPart(chars[end]) { end += 1 }
        let word = String(chars[start..<end])
        guard word.first?.isNumber == true else { return nil }
        let unit = word.hasSuffix("ms") ? "ms" : word.hasSuffix("s") ? "s" : nil
        guard let unit, let value = Double(word.dropLast(unit.count).filter { $0 != "_" }) else { return nil }
        let seconds = unit == "ms" ? value / 1000 : value
        return ExpressionError(.syntax, at: SourceRange(start, end),
                               "'\(word)' is not a number: expressions take plain seconds, without a unit",
                               suggestion: NumberFormat.plain(seconds))
    }
}
