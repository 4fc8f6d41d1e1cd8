import BoardModel
/// The part of a source line a diagnostic shows, and the caret line under it.
///
/// A line longer than ``width`` characters is cut to a window of that many
/// around the caret, with `…` where it was cut, so that one error in a
/// one-line 1 MiB file prints two short lines. Control characters are shown
/// as `�` (a pasted file or expression cannot drive the terminal); tabs are
/// kept and repeated in the caret line so the caret stays aligned.
///
/// ```
/// …"cells": [{"name": "a", "transition": ".scael"}], …
///                                        ^~~~~~~~
/// ```
public struct SourceExcerpt: Hashable, Sendable {
    /// The most characters of a line shown.
    public static let width = 120
    /// The longest marker drawn under a range.
    public static let maximumMarker = 80

    /// The shown text: the line or a window of it.
    public var text: String
    /// Spaces (and tabs) up to the range, then `^` and `~` under the rest of it.
    public var caret: String

    /// An excerpt of `line` marking `length` characters from index `start`.
    ///
    /// - Parameters:
    ///   - line: the line's characters (or a window of them; say so with `cutBefore`/`cutAfter`).
    ///   - start: the index in `line` of the first marked character (clamped to the line).
    ///   - length: how many characters to mark (at least one `^` is drawn).
    ///   - cutBefore: whether `line` starts after the real line's start.
    ///   - cutAfter: whether `line` ends before the real line's end.
    public init(_ line: [Character], start: Int, length: Int, cutBefore: Bool = false, cutAfter: Bool = false) {
        let start = min(max(start, 0), line.count)
        var begin = 0, end = line.count
        if line.count > Self.width {
            begin = max(0, start - Self.width / 3)
            end = min(line.count, begin + Self.width)
            begin = max(0, end - Self.width)
        }
        let before = cutBefore || begin > 0, after = cutAfter || end < line.count
        var shown = before ? "…" : ""
        var caret = before ? " " : ""
        for c in line[begin..<end] { shown.append(Self.displayable(c)) }
        for c in line[begin..<start] { caret.append(c == "\t" ? "\t" : " ") }
        if after { shown += "…" }
        let marked = min(max(1, min(length, end - start)), Self.maximumMarker)
        caret += "^" + String(repeating: "~", count: marked - 1)
        text = shown
        self.caret = caret
    }

    /// `c`, or `�` for a control character (tabs are kept).
    public static func displayable(_ c: Character) -> Character {
        if c == "\t" { return c }
        for scalar in c.unicodeScalars {
            let v = scalar.value
            if v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || (0x2028...0x2029).contains(v) || (0x202A...0x202E).contains(v)
                || (0x2066...0x2069).contains(v) {
                return "\u{FFFD}"
            }
        }
        return c
    }
}
