import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Wraps a line of SwiftUI code to a column limit at the places a person would break it.
///
/// Rules, in order: a line that fits stays whole. A chain breaks before a `.member` at its
/// own level, an expression before a binary operator (`a` / `+ b`). A bracket group that
/// does not fit opens on its line and puts its items on the next lines — after its
/// top-level commas, never inside a nested call while its own commas would do — indented
/// two more columns, filled while they fit, the closing bracket kept with the last item.
/// Words break only at spaces: an identifier is never cut, and `…` appears only where a
/// single word is wider than a whole line or the caption needs more than `maxLines`.
///
/// Widths are in monospaced columns: CJK and emoji count two (``displayWidth(_:)``).
public enum CaptionWrapper {
    /// The lines a grid caption may take (the board reserves as many as its longest caption needs).
    public static let defaultMaxLines = 6

    /// The wrapped lines (at most `maxLines`; the last ends with `…` if the caption is cut).
    public static func wrap(_ code: String, columns: Int, maxLines: Int = defaultMaxLines) -> [String] {
        let columns = max(columns, 8)
        var writer = Writer(columns: columns)
        writer.put(CaptionSyntax.parse(code.trimmingSpaces()), indent: 0, suffix: "")
        return writer.finish(maxLines: maxLines)
    }

    /// Wraps prose (a sentence, not code) at spaces — and between CJK characters, which need
    /// none — continuation lines indented by two spaces.
    public static func wrapProse(_ text: String, columns: Int, maxLines: Int = defaultMaxLines) -> [String] {
        let columns = max(columns, 8)
        var writer = Writer(columns: columns)
        writer.words(text.trimmingSpaces(), indent: 2, cjkBreaks: true)
        return writer.finish(maxLines: maxLines)
    }

    /// The width of `text` in monospaced columns: East Asian wide characters and emoji take
    /// two, combining marks and joiners none (they belong to the character before).
    public static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    package static func width(of c: Character) -> Int {
        guard let v = c.unicodeScalars.first?.value else { return 0 }
        if c.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }   // emoji presentation
        return isWide(v) ? 2 : 1
    }

    package static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
             0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}

extension CaptionWrapper {
    /// Builds the lines.
    package struct Writer {
        package let columns: Int
        package var lines: [String] = []
        package var current = ""
        /// Where the current line's content starts (after its indentation).
        package var lineIndent = 0

        package init(columns: Int) { self.columns = columns }

        package var atLineStart: Bool { current.count == lineIndent }

        package func fits(_ s: String) -> Bool {
            CaptionWrapper.displayWidth(current) + CaptionWrapper.displayWidth(s) <= columns
        }

        package mutating func newline(indent: Int) {
            guard !atLineStart else { return }
            lines.append(current.trimmingSpaces().isEmpty ? "" : String(current.reversed().drop { $0 == " " }.reversed()))
            lineIndent = min(indent, columns / 2)
            current = String(repeating: " ", count: lineIndent)
        }

        /// Appends `s`, dropping leading spaces at the start of a line.
        package mutating func append(_ s: String) {
            current += atLineStart ? String(s.drop { $0 == " " }) : s
        }

        /// Writes a sequence; `suffix` (a comma or closing brackets) must end its last line.
        /// `followed`: more of the enclosing chain comes after it on the same level.
        package mutating func put(_ pieces: [CaptionSyntax.Piece], indent: Int, suffix: String, followed: Bool = false) {
            let flat = CaptionSyntax.flat(pieces)
            if fits(atLineStart ? String(flat.drop { $0 == " " }) + suffix : flat + suffix) { append(flat + suffix); return }
            let links = CaptionSyntax.links(pieces)
            if links.count > 1 {
                for (k, link) in links.enumerated() {
                    let isLast = k == links.count - 1
                    let tail = isLast ? suffix : ""
                    if k > 0, !fits(CaptionSyntax.flat(link) + tail) { newline(indent: indent + 2) }
                    // The first link opens its groups at the sequence's own indentation; the
                    // chained ones (on continuation lines) two columns in.
                    putLink(link, indent: k == 0 ? indent : indent + 2, suffix: tail, followed: !isLast || followed)
                }
                return
            }
            putLink(pieces, indent: indent, suffix: suffix, followed: followed)
        }

        /// Writes one link: its text and groups in order, breaking the groups that do not fit.
        package mutating func putLink(_ pieces: [CaptionSyntax.Piece], indent: Int, suffix: String, followed: Bool = false) {
            for (k, piece) in pieces.enumerated() {
                let isLast = k == pieces.count - 1
                switch piece {
                case .text(let t):
                    let tail = isLast ? suffix : Self.lead(pieces[(k + 1)...])
                    if fits(atLineStart ? String(t.drop { $0 == " " }) + tail : t + tail) {
                        append(t)
                    } else {
                        words(t, indent: indent + 2, cjkBreaks: false, reserve: CaptionWrapper.displayWidth(tail))
                    }
                    if isLast { append(suffix) }
                case .group(let g):
                    let tail = isLast ? suffix : Self.lead(pieces[(k + 1)...])
                    if fits(CaptionSyntax.flat(g) + tail) {
                        append(CaptionSyntax.flat(g))
                        if isLast { append(suffix) }
                    } else {
                        putGroup(g, indent: indent, suffix: isLast ? suffix : "", followed: !isLast || followed)
                    }
                }
            }
        }

        /// What must stay on the line after a piece: the following text up to the next
        /// group's opening bracket.
        package static func lead(_ rest: ArraySlice<CaptionSyntax.Piece>) -> String {
            var s = ""
            for piece in rest {
                switch piece {
                case .text(let t): s += t
                case .group(let g): return s + String(g.open)
                }
            }
            return s
        }

        /// Breaks a group: the opening bracket ends the line, the items follow indented
        /// (several to a line while they fit), the closing bracket stays with the last.
        /// A call's single argument hugs its parentheses (`.transition(.asymmetric(`), and
        /// a brace body followed by more of the chain closes on a line of its own (`}.frame(…)`).
        package mutating func putGroup(_ g: CaptionSyntax.Group, indent: Int, suffix: String, followed: Bool = false) {
            append(String(g.open))
            let inner = indent + 2
            guard !g.items.isEmpty else { append(CaptionSyntax.closing(g) + suffix); return }
            let isBrace = g.open == "{"
            if !isBrace, g.items.count == 1, case .group? = CaptionSyntax.links(g.items[0]).first?.last {
                put(g.items[0], indent: indent, suffix: CaptionSyntax.closing(g) + suffix, followed: followed)
                return
            }
            let closeAlone = isBrace && followed && g.close != nil
            // The first argument may stay on the opening line when it fits there whole
            // (`.spring(response: 0.3,` / `  dampingFraction: 0.5)`); brace bodies never do.
            let firstTail = g.items.count == 1 ? (closeAlone ? "" : CaptionSyntax.closing(g) + suffix) : ","
            if isBrace || !fits(CaptionSyntax.flat(g.items[0]) + firstTail) { newline(indent: inner) }
            for (k, item) in g.items.enumerated() {
                let isLast = k == g.items.count - 1
                let tail = isLast ? (closeAlone ? "" : CaptionSyntax.closing(g) + suffix) : ","
                let flat = CaptionSyntax.flat(item)
                if k > 0 {
                    if fits(" " + flat + tail) { append(" " + flat + tail); continue }
                    newline(indent: inner)
                }
                put(item, indent: inner, suffix: tail)
            }
            if closeAlone {
                newline(indent: indent)
                append(String(g.close!) + suffix)
            }
        }

        /// Writes text word by word (at spaces; with `cjkBreaks` also between wide
        /// characters), keeping `reserve` columns free on the last line. A word wider than
        /// a whole line is cut with `…`.
        package mutating func words(_ text: String, indent: Int, cjkBreaks: Bool, reserve: Int = 0) {
            let parts = Self.splitWords(text, cjkBreaks: cjkBreaks)
            for (k, part) in parts.enumerated() {
                let isLast = k == parts.count - 1
                let need = part.word + (isLast ? String(repeating: " ", count: reserve) : "")
                let glued = part.space + need
                if !atLineStart, !fits(glued) { newline(indent: indent) }
                if fits(atLineStart ? need : glued) {
                    append(atLineStart ? part.word : part.space + part.word)
                } else {
                    // Truly too long: the word alone is wider than a line.
                    var cut = ""
                    for ch in part.word {
                        guard fits(cut + String(ch) + "…") else { break }
                        cut.append(ch)
                    }
                    append(cut + "…")
                }
            }
        }

        /// Words with the spaces before them.
        package static func splitWords(_ text: String, cjkBreaks: Bool) -> [(space: String, word: String)] {
            var result: [(space: String, word: String)] = []
            var space = "", word = ""
            var previousWide = false
            for ch in text {
                if ch == " " {
                    if !word.isEmpty { result.append((space, word)); space = ""; word = "" }
                    space.append(ch)
                    previousWide = false
                    continue
                }
                let wide = CaptionWrapper.width(of: ch) == 2
                if cjkBreaks, !word.isEmpty, wide || previousWide {
                    result.append((space, word)); space = ""; word = ""
                }
                word.append(ch)
                previousWide = wide
            }
            if !word.isEmpty || !space.isEmpty { result.append((space, word)) }
            return result
        }

        /// The lines, at most `maxLines`: a cut caption ends with `…` on its last line.
        package mutating func finish(maxLines: Int) -> [String] {
            if !atLineStart || lines.isEmpty { newline(indent: 0) }
            if current.trimmingSpaces().isEmpty == false { lines.append(current) }
            let limit = max(1, maxLines)
            guard lines.count > limit else { return lines }
            var last = lines[limit - 1]
            while !last.isEmpty, CaptionWrapper.displayWidth(last) + 1 > columns { last.removeLast() }
            last = String(last.reversed().drop { $0 == " " }.reversed())
            return Array(lines.prefix(limit - 1)) + [last + "…"]
        }
    }
}

extension String {
    package func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

extension Array where Element == Character {
    package func trimmingSpaces() -> String { String(self).trimmingSpaces() }
}
