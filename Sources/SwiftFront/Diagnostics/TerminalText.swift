import BoardModel
/// Text made safe for a terminal: what boardgen prints on standard error and as text on
/// standard output carries no raw control characters from user input.
///
/// A board's cell name, an unknown key, a file name or an option value may hold ESC, BEL,
/// CR or NUL; printed raw they could forge lines, move the cursor or set the terminal's title.
/// Every control character (C0, DEL, C1) is written as a Swift escape (`\u{1B}`, `\r`, `\0`)
/// except the line feed and tab that separate boardgen's own lines and columns, and the
/// few sequences boardgen itself writes: the colour codes of its diagnostics and the progress
/// line's redraw (`\r` followed by erase-line).
public enum TerminalText {
    /// The escape sequences boardgen writes itself (colours, erase line).
    package static let ownSequences: [[Unicode.Scalar]] = [
        "\u{1B}[1;31m", "\u{1B}[1;32m", "\u{1B}[1;36m", "\u{1B}[0m", "\u{1B}[K",
    ].map { Array($0.unicodeScalars) }

    /// `text` with control characters escaped; boardgen's own sequences, `\n` and `\t` kept.
    public static func sanitized(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { isControl($0) && $0 != "\n" && $0 != "\t" }) else { return text }
        var out = String.UnicodeScalarView()
        var i = 0
        func startsOwnSequence(at k: Int) -> Int? {
            for sequence in ownSequences where k + sequence.count <= scalars.count && Array(scalars[k..<(k + sequence.count)]) == sequence {
                return sequence.count
            }
            return nil
        }
        while i < scalars.count {
            let s = scalars[i]
            if s == "\n" || s == "\t" || !isControl(s) {
                out.append(s); i += 1
            } else if s == "\u{1B}", let n = startsOwnSequence(at: i) {
                out.append(contentsOf: scalars[i..<(i + n)]); i += n
            } else if s == "\r", i + 1 < scalars.count, scalars[i + 1] == "\u{1B}", startsOwnSequence(at: i + 1) != nil {
                out.append(s); i += 1
            } else {
                out.append(contentsOf: escape(s).unicodeScalars); i += 1
            }
        }
        return String(out)
    }

    /// `text` on one line: every control character escaped, line feeds and tabs included
    /// (for a user's string inside a one-line message).
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return text.unicodeScalars.map { isControl($0) ? escape($0) : String($0) }.joined()
    }

    package static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || s.value == 0x7F || (0x80..<0xA0).contains(s.value)
    }

    /// A control character as Swift writes it in a string literal: `\n`, `\0`, `\u{1B}`.
    package static func escape(_ s: Unicode.Scalar) -> String {
        switch s {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        default: "\\u{\(String(s.value, radix: 16, uppercase: true))}"
        }
    }
}
