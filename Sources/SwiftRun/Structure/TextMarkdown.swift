/// The Markdown a `Text` literal may hold (a `LocalizedStringKey` is read as inline Markdown,
/// whitespace kept, as `AttributedString(markdown:options: .inlineOnlyPreservingWhitespace)` reads
/// it): `**strong**` and `__strong__` bold, `*emphasis*` and `_emphasis_` italic, `~~struck~~`,
/// `` `code` `` in the monospaced design, `[links](url)` in the tint, `^[1 apple](inflect: true)`
/// agreeing with its number, and backslash escapes. Emphasis follows CommonMark's delimiter-run rules
/// (flanking, intraword `_`, the rule of three). docs/swift-subset.md, "Views in a cell" (Markdown in a `Text` literal).
package enum TextMarkdown {
    /// How a piece is drawn.
    package struct Style: Hashable, Sendable {
        package var bold = false
        package var italic = false
        package var strikethrough = false
        package var code = false
        package var link = false
        package var isPlain: Bool { self == Style() }
        package init() {}
    }

    /// A run of text in one style.
    package struct Piece: Hashable, Sendable {
        package var text: String
        package var style: Style
    }

    /// The characters that may start Markdown; a string without any is plain.
    static let syntax: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

    /// Whether `s` may hold Markdown.
    package static func mayHoldMarkup(_ s: String) -> Bool { s.contains { syntax.contains($0) } }

    /// `s` with the characters Markdown reads escaped, so that it shows as it is (an interpolated value).
    package static func escaped(_ s: String) -> String {
        var out = ""
        for c in s {
            if syntax.contains(c) || c == "]" || c == "^" { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// The pieces `source` shows, in order (adjacent pieces of one style merged; empty pieces dropped).
    package static func pieces(_ source: String) -> [Piece] {
        var merged: [Piece] = []
        for piece in parse(Array(source), base: Style()) where !piece.text.isEmpty {
            if let last = merged.last, last.style == piece.style { merged[merged.count - 1].text += piece.text } else { merged.append(piece) }
        }
        return merged
    }

    private enum Item {
        case text(String, Style)
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool, style: Style)
    }

    private static func isPunctuation(_ c: Character) -> Bool { c.isPunctuation || c.isSymbol }

    /// Inline parsing: code spans, links and escapes first, then emphasis over the delimiter runs.
    private static func parse(_ s: [Character], base: Style) -> [Piece] {
        var items: [Item] = []
        func text(_ t: String, _ style: Style = base) { items.append(.text(t, style)) }
        var i = 0
        while i < s.count {
            let c = s[i]
            if c == "\\", i + 1 < s.count, s[i + 1].isASCII, isPunctuation(s[i + 1]) {
                text(String(s[i + 1])); i += 2; continue
            }
            if c == "`" {
                var n = 0
                while i + n < s.count, s[i + n] == "`" { n += 1 }
                if let close = closingBackticks(s, from: i + n, count: n) {
                    var code = String(s[(i + n)..<close]).replacingOccurrences(of: "\n", with: " ")
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    var style = base
                    style.code = true
                    text(code, style)
                    i = close + n
                } else {
                    text(String(repeating: "`", count: n)); i += n
                }
                continue
            }
            if c == "[" || (c == "^" && i + 1 < s.count && s[i + 1] == "["), let link = link(s, at: c == "[" ? i : i + 1) {
                let inner = Array(s[link.text])
                if c == "^" {
                    // `^[…](inflect: true)`: the words agree with the number (attributes are not drawn).
                    let shown = link.destination.replacingOccurrences(of: " ", with: "").contains("inflect:true")
                        ? Inflection.agreeing(String(inner)) : String(inner)
                    for piece in parse(Array(shown), base: base) { items.append(.text(piece.text, piece.style)) }
                } else {
                    var style = base
                    style.link = true
                    for piece in parse(inner, base: style) { items.append(.text(piece.text, piece.style)) }
                }
                i = link.end
                continue
            }
            if c == "*" || c == "_" || c == "~" {
                var n = 0
                while i + n < s.count, s[i + n] == c { n += 1 }
                let before: Character = i > 0 ? s[i - 1] : " ", after: Character = i + n < s.count ? s[i + n] : " "
                let left = !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
                let right = !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
                let canOpen = c == "_" ? left && (!right || isPunctuation(before)) : left
                let canClose = c == "_" ? right && (!left || isPunctuation(after)) : right
                if c == "~", n > 2 { text(String(repeating: "~", count: n)) } else {
                    items.append(.delimiter(c, count: n, canOpen: canOpen, canClose: canClose, style: base))
                }
                i += n
                continue
            }
            text(String(c)); i += 1
        }
        return emphasize(items)
    }

    /// The end of a code span's content: the next run of exactly `count` backticks.
    private static func closingBackticks(_ s: [Character], from start: Int, count: Int) -> Int? {
        var j = start
        while j < s.count {
            guard s[j] == "`" else { j += 1; continue }
            var n = 0
            while j + n < s.count, s[j + n] == "`" { n += 1 }
            if n == count { return j }
            j += n
        }
        return nil
    }

    /// `[text](destination)` at `start` (the `[`): the text's range, the destination, the index after `)`.
    private static func link(_ s: [Character], at start: Int) -> (text: Range<Int>, destination: String, end: Int)? {
        var depth = 0, j = start
        while j < s.count {
            if s[j] == "\\" { j += 2; continue }
            if s[j] == "[" { depth += 1 }
            if s[j] == "]" { depth -= 1; if depth == 0 { break } }
            j += 1
        }
        guard j < s.count, j + 1 < s.count, s[j + 1] == "(" else { return nil }
        var k = j + 2, parens = 1
        while k < s.count {
            if s[k] == "(" { parens += 1 }
            if s[k] == ")" { parens -= 1; if parens == 0 { break } }
            k += 1
        }
        guard k < s.count else { return nil }
        return ((start + 1)..<j, String(s[(j + 2)..<k]), k + 1)
    }

    /// CommonMark's emphasis over the delimiter runs: each closer matched with the nearest opener of
    /// its character (two characters of each make bold, one italic; tildes match runs of their length).
    private static func emphasize(_ input: [Item]) -> [Piece] {
        var items = input
        var closer = 0
        while closer < items.count {
            guard case let .delimiter(c, n, closerOpens, canClose, _) = items[closer], canClose, n > 0 else { closer += 1; continue }
            var opener: Int?
            for j in stride(from: closer - 1, through: 0, by: -1) {
                guard case let .delimiter(oc, on, canOpen, openerCloses, _) = items[j], oc == c, canOpen, on > 0 else { continue }
                if c == "~" { if on == n { opener = j; break } else { continue } }
                if (openerCloses || closerOpens), (on + n) % 3 == 0, !(on % 3 == 0 && n % 3 == 0) { continue }
                opener = j
                break
            }
            guard let o = opener, case let .delimiter(_, on, _, _, _) = items[o] else { closer += 1; continue }
            let used = c == "~" ? n : (n >= 2 && on >= 2 ? 2 : 1)
            for k in (o + 1)..<closer {
                switch items[k] {
                case let .text(t, style): items[k] = .text(t, styled(style, c, used))
                case let .delimiter(dc, dn, _, _, style):
                    // Runs inside a matched pair no longer open or close anything: they are text.
                    items[k] = .text(String(repeating: dc, count: dn), styled(style, c, used))
                }
            }
            items[o] = reduced(items[o], by: used)
            items[closer] = reduced(items[closer], by: used)
            if case let .delimiter(_, left, _, _, _) = items[closer], left == 0 { closer += 1 }
        }
        return items.map { item in
            switch item {
            case let .text(t, style): Piece(text: t, style: style)
            case let .delimiter(c, n, _, _, style): Piece(text: String(repeating: c, count: n), style: style)
            }
        }
    }

    private static func styled(_ style: Style, _ c: Character, _ used: Int) -> Style {
        var s = style
        if c == "~" { s.strikethrough = true } else if used == 2 { s.bold = true } else { s.italic = true }
        return s
    }

    private static func reduced(_ item: Item, by used: Int) -> Item {
        guard case let .delimiter(c, n, o, cl, style) = item else { return item }
        return .delimiter(c, count: n - used, canOpen: o, canClose: cl, style: style)
    }
}
