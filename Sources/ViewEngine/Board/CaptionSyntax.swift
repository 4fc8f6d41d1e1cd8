import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A line of SwiftUI code taken apart just enough to wrap it: bracket groups with their
/// comma-separated items, and the text between them. String literals are opaque.
///
/// ```swift
/// CaptionSyntax.parse(".asymmetric(insertion: .scale, removal: .opacity)")
/// // [.text(".asymmetric"), .group("(", [[.text("insertion: .scale")], [.text("removal: .opacity")]], ")")]
/// ```
package enum CaptionSyntax {
    /// A piece of a sequence.
    package indirect enum Piece: Equatable {
        case text(String)
        case group(Group)
    }

    /// A bracketed group: `(a, b)`, `[a]`, `{ body }`.
    package struct Group: Equatable {
        package var open: Character
        /// The items between the commas (a brace's body is one item).
        package var items: [[Piece]]
        /// The closing bracket, or nil when the caption ends first.
        package var close: Character?
        /// Whether the code had a space after the opening bracket (`{ body }`).
        package var spaceAfterOpen: Bool
        /// Whether the code had a space before the closing bracket.
        package var spaceBeforeClose: Bool
    }

    package static func parse(_ code: String) -> [Piece] {
        let chars = Array(code)
        var i = 0
        return parseSequence(chars, &i, close: nil).first ?? []
    }

    /// Reads items until `close` (or the end), splitting at commas when inside a group.
    private static func parseSequence(_ c: [Character], _ i: inout Int, close: Character?) -> [[Piece]] {
        var items: [[Piece]] = []
        var pieces: [Piece] = []
        var text = ""
        func flushText() {
            if !text.isEmpty { pieces.append(.text(text)); text = "" }
        }
        while i < c.count {
            let ch = c[i]
            if ch == "\"" {
                let start = i
                i += 1
                while i < c.count, c[i] != "\"" { i += c[i] == "\\" ? 2 : 1 }
                i = min(i + 1, c.count)
                text += String(c[start..<i])
                continue
            }
            if let close, ch == close { break }
            if close != nil, ch == "," {
                flushText()
                items.append(pieces)
                pieces = []
                i += 1
                while i < c.count, c[i] == " " { i += 1 }
                continue
            }
            if let closing = closingBracket(of: ch) {
                flushText()
                i += 1
                var spaceAfterOpen = false
                while i < c.count, c[i] == " " { spaceAfterOpen = true; i += 1 }
                var inner = parseSequence(c, &i, close: closing)
                var spaceBeforeClose = false
                if var last = inner.last, case .text(let t)? = last.last, t.last == " " {
                    spaceBeforeClose = true
                    let trimmed = String(t.reversed().drop { $0 == " " }.reversed())
                    last[last.count - 1] = .text(trimmed)
                    if trimmed.isEmpty { last.removeLast() }
                    inner[inner.count - 1] = last
                }
                let closed = i < c.count
                if closed { i += 1 }
                pieces.append(.group(Group(
                    open: ch, items: inner.filter { !$0.isEmpty }, close: closed ? closing : nil,
                    spaceAfterOpen: spaceAfterOpen, spaceBeforeClose: spaceBeforeClose)))
                continue
            }
            text.append(ch)
            i += 1
        }
        flushText()
        items.append(pieces)
        return items
    }

    private static func closingBracket(of c: Character) -> Character? {
        switch c {
        case "(": ")"
        case "[": "]"
        case "{": "}"
        default: nil
        }
    }

    /// The pieces written on one line.
    package static func flat(_ pieces: [Piece]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let t): t
            case .group(let g): flat(g)
            }
        }.joined()
    }

    package static func flat(_ g: Group) -> String {
        String(g.open) + (g.spaceAfterOpen ? " " : "") + g.items.map(flat).joined(separator: ", ") + closing(g)
    }

    /// The group's closing, as written (`)`, ` }`), or "" when unclosed.
    package static func closing(_ g: Group) -> String {
        guard let close = g.close else { return "" }
        return (g.spaceBeforeClose ? " " : "") + String(close)
    }

    /// The sequence cut into links at its own level: before a chained `.member`
    /// (`.offset(y: 70)` | `.combined(with: .opacity)`) and before a binary operator
    /// written with spaces (`a` | `+ b`).
    package static func links(_ pieces: [Piece]) -> [[Piece]] {
        var links: [[Piece]] = [[]]
        var previous: Character? = nil
        for piece in pieces {
            guard case .text(let t) = piece else {
                links[links.count - 1].append(piece)
                previous = ")"
                continue
            }
            let chars = Array(t)
            var current = ""
            var k = 0
            while k < chars.count {
                let ch = chars[k]
                let before = k > 0 ? chars[k - 1] : previous
                let after: Character? = k + 1 < chars.count ? chars[k + 1] : nil
                var cut = false
                if ch == ".", let before, before != " ", before != ".", after != ".",
                   !(before.isNumber && (after?.isNumber ?? false)) {
                    cut = true
                } else if ch != " ", before == " ", let end = operatorEnd(chars, from: k) {
                    _ = end
                    cut = true
                }
                if cut, !(current.isEmpty && links[links.count - 1].isEmpty) {
                    if !current.isEmpty { links[links.count - 1].append(.text(current)) }
                    links.append([])
                    current = ""
                }
                current.append(ch)
                k += 1
            }
            if !current.isEmpty { links[links.count - 1].append(.text(current)) }
            previous = chars.last ?? previous
        }
        return links.filter { !$0.isEmpty }
    }

    /// If an operator made of operator characters starts at `k` and is followed by a space, its end.
    private static func operatorEnd(_ c: [Character], from k: Int) -> Int? {
        let operators: Set<Character> = ["+", "-", "*", "/", "%", "&", "|", "?", "!", "=", "<", ">", "^", "~"]
        var e = k
        while e < c.count, operators.contains(c[e]) { e += 1 }
        guard e > k, e < c.count, c[e] == " " else { return nil }
        return e
    }
}
