/// Wraps help text at word boundaries. Internal.
enum TextWrapper {
    /// Wraps each line of `text` to `width` columns, prefixing every output
    /// line with `indent`. Lines that start with a space are kept as written
    /// (lists, examples); empty lines stay empty.
    static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                lines.append("")
            } else if line.first == " " {
                lines.append(indent + line)
            } else {
                lines += words(String(line), width: max(20, width - indent.count)).map { indent + $0 }
            }
        }
        return lines
    }

    /// Fills words into lines of at most `width` characters; a longer word
    /// gets a line of its own.
    static func words(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// A two-column entry: `label` at column 2, `help` at `column`, wrapped;
    /// a label too long for its column puts the help on the next line.
    static func entry(_ label: String, _ help: String, column: Int, width: Int) -> [String] {
        let pad = String(repeating: " ", count: column)
        let body = words(help, width: width - column)
        let head = "  " + label
        guard head.count + 2 <= column else {
            return [head] + body.map { pad + $0 }
        }
        let first = head + String(repeating: " ", count: column - head.count) + (body.first ?? "")
        return [first] + body.dropFirst().map { pad + $0 }
    }
}
