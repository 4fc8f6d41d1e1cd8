/// Break opportunities inside words too long for any line.
///
/// Pango breaks a word wider than its line at characters (``TextEngine/wrappedLayout(_:font:width:maxLines:look:)``,
/// `PANGO_WRAP_WORD_CHAR`), as SwiftUI does, but looks for each such break again from the word's
/// start: a 20,000-character word took 7.7 s, a 99,000-character one minutes (issue 43). Giving
/// such a word a zero-width space between its characters leaves the same break points to choose
/// from (any character boundary) and the same pictures, in linear time.
enum LongWords {
    /// The longest run of characters without a break opportunity that is laid out as it is;
    /// no line is this many characters wide.
    static let longestUnbroken = 200

    /// `text` with U+200B ZERO WIDTH SPACE between the characters (grapheme clusters) of every
    /// run of more than ``longestUnbroken`` non-whitespace characters; `text` itself otherwise.
    static func breakable(_ text: String) -> String {
        guard text.utf8.count > longestUnbroken, hasLongRun(text) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count * 2)
        var run: [Character] = []
        func flush() {
            if run.count > longestUnbroken {
                for (k, c) in run.enumerated() {
                    if k > 0 { out.append("\u{200B}") }
                    out.append(c)
                }
            } else {
                out.append(contentsOf: run)
            }
            run.removeAll(keepingCapacity: true)
        }
        for c in text {
            if c.isWhitespace { flush(); out.append(c) } else { run.append(c) }
        }
        flush()
        return out
    }

    private static func hasLongRun(_ text: String) -> Bool {
        var length = 0
        for c in text {
            length = c.isWhitespace ? 0 : length + 1
            if length > longestUnbroken { return true }
        }
        return false
    }
}
