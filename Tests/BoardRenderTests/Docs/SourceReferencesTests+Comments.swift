extension SourceReferencesTests {
    /// One line of a comment: its 1-based line number in the file and its text after `//`
    /// (or `///`), or the line's part of a `/* … */` comment.
    struct CommentLine: Equatable {
        var line: Int
        var text: String
    }

    /// A Swift file taken apart into its comments and its code.
    ///
    /// A small lexer, not a parser: it knows Swift's comments (nested `/* */` too), string
    /// literals (single-line, multi-line `"""`, raw `#"…"#` with any number of `#`) and
    /// interpolations inside them (`\(…)`, `\#(…)` in raw strings), so that a `//` inside a
    /// string — a URL, or a Swift program embedded as text in `BuiltinPrograms.swift` — is not
    /// taken for a comment, and a declaration inside a string is not taken for code.
    struct ScannedSource {
        /// Every comment line, in order.
        var comments: [CommentLine] = []
        /// The file with comments and the contents of string literals replaced by spaces
        /// (line breaks kept), for the declaration index.
        var code: String = ""

        /// Scans `source`.
        init(_ source: String) {
            let bytes = Array(source.utf8)
            var code = bytes
            var lineStarts = [0]
            for (i, b) in bytes.enumerated() where b == ascii("\n") { lineStarts.append(i + 1) }
            func lineOf(_ offset: Int) -> Int {
                var lo = 0, hi = lineStarts.count - 1
                while lo < hi {
                    let mid = (lo + hi + 1) / 2
                    if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
                }
                return lo + 1
            }
            func blank(_ range: Range<Int>) {
                for k in range where bytes[k] != ascii("\n") { code[k] = ascii(" ") }
            }
            func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
            func matches(_ s: String, at i: Int) -> Bool {
                var k = i
                for b in s.utf8 {
                    guard k < bytes.count, bytes[k] == b else { return false }
                    k += 1
                }
                return true
            }

            /// Where the lexer is: in code (with the parentheses open since an interpolation
            /// began), or in a string literal with its `#` count.
            enum Context { case code(depth: Int), string(hashes: Int, multiline: Bool) }
            var stack: [Context] = [.code(depth: 0)]
            var i = 0
            while i < bytes.count {
                switch stack[stack.count - 1] {
                case let .code(depth):
                    if matches("//", at: i) {
                        var end = i
                        while end < bytes.count, bytes[end] != ascii("\n") { end += 1 }
                        var start = i + 2
                        while start < end, bytes[start] == ascii("/") { start += 1 }
                        comments.append(CommentLine(line: lineOf(i), text: text(start..<end)))
                        blank(i..<end)
                        i = end
                    } else if matches("/*", at: i) {
                        var nesting = 1, j = i + 2, lineStart = i + 2
                        while j < bytes.count, nesting > 0 {
                            if matches("/*", at: j) { nesting += 1; j += 2 }
                            else if matches("*/", at: j) {
                                nesting -= 1
                                if nesting == 0 { comments.append(CommentLine(line: lineOf(lineStart), text: text(lineStart..<j))) }
                                j += 2
                            } else if bytes[j] == ascii("\n") {
                                comments.append(CommentLine(line: lineOf(lineStart), text: text(lineStart..<j)))
                                j += 1
                                lineStart = j
                            } else { j += 1 }
                        }
                        blank(i..<j)
                        i = j
                    } else if bytes[i] == ascii("#") || bytes[i] == ascii("\"") {
                        var hashes = 0
                        while i + hashes < bytes.count, bytes[i + hashes] == ascii("#") { hashes += 1 }
                        let quote = i + hashes
                        guard quote < bytes.count, bytes[quote] == ascii("\"") else { i += max(hashes, 1); continue }
                        let multiline = matches("\"\"\"", at: quote)
                        stack.append(.string(hashes: hashes, multiline: multiline))
                        i = quote + (multiline ? 3 : 1)
                    } else if bytes[i] == ascii("("), stack.count > 1 {
                        stack[stack.count - 1] = .code(depth: depth + 1)
                        i += 1
                    } else if bytes[i] == ascii(")"), stack.count > 1 {
                        if depth == 0 { stack.removeLast() } else { stack[stack.count - 1] = .code(depth: depth - 1) }
                        i += 1
                    } else {
                        i += 1
                    }
                case let .string(hashes, multiline):
                    guard bytes[i] == ascii("\\") || bytes[i] == ascii("\"") || bytes[i] == ascii("\n") else {
                        blank(i..<(i + 1))
                        i += 1
                        continue
                    }
                    let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
                    let escape = "\\" + String(repeating: "#", count: hashes)
                    if matches(escape, at: i) {
                        let next = i + escape.utf8.count
                        if next < bytes.count, bytes[next] == ascii("(") {
                            blank(i..<(next + 1))
                            stack.append(.code(depth: 0))
                            i = next + 1
                        } else {
                            let end = min(next + 1, bytes.count)
                            blank(i..<end)
                            i = end
                        }
                    } else if matches(closing, at: i) {
                        stack.removeLast()
                        i += closing.utf8.count
                    } else if !multiline, bytes[i] == ascii("\n") {
                        stack.removeLast()  // An unterminated literal: recover at the line's end.
                        i += 1
                    } else {
                        blank(i..<(i + 1))
                        i += 1
                    }
                }
            }
            self.code = String(decoding: code, as: UTF8.self)
        }
    }
}

/// The byte of an ASCII character.
private func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(c.value) }
