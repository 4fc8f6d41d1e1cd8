/// Wraps a line of SwiftUI code to a column limit at the places a person would
/// break it: after `, `, after an opening bracket, before a chained `.member`
/// at the outer level. Continuation lines are indented by two spaces.
public enum CaptionWrapper {
    /// The wrapped lines (at most `maxLines`; the last is cut with `…` if needed).
    public static func wrap(_ code: String, columns: Int, maxLines: Int = 3) -> [String] {
        wrap(code, columns: columns, maxLines: maxLines, prose: false)
    }

    /// Wraps prose (a sentence, not code) at spaces, continuation lines indented by two spaces.
    public static func wrapProse(_ text: String, columns: Int, maxLines: Int = 3) -> [String] {
        wrap(text, columns: columns, maxLines: maxLines, prose: true)
    }

    static func wrap(_ code: String, columns: Int, maxLines: Int, prose: Bool) -> [String] {
        let columns = max(columns, 8)
        var lines: [String] = []
        var rest = Array(code.trimmingSpaces())
        var indent = ""
        while !rest.isEmpty {
            let room = columns - indent.count
            if rest.count <= room || lines.count == maxLines - 1 {
                var line = String(rest)
                if line.count > room {
                    line = String(rest.prefix(room - 1)) + "…"
                }
                lines.append(indent + line)
                break
            }
            let cut = prose ? spaceBreak(rest, room: room) : breakPoint(rest, room: room)
            lines.append(indent + String(rest[..<cut]).trimmingSpaces())
            rest = Array(String(rest[cut...]).trimmingSpaces())
            indent = "  "
        }
        return lines
    }

    /// Where to break `text` so the first part fits in `room` columns: the
    /// shallowest bracket depth wins, then the latest position.
    static func breakPoint(_ text: [Character], room: Int) -> Int {
        var depth = 0
        var best: (index: Int, depth: Int)?
        for i in 0..<text.count {
            let c = text[i]
            var candidate = false
            if i > 0, text[i - 1] == ",", c == " " { candidate = true }                  // after ", "
            if i > 0, "({".contains(text[i - 1]), !")}".contains(c) { candidate = true } // after an opening bracket
            if i > 0, c == ".", depth == 0, text[i - 1] != " " { candidate = true }       // before a chained member
            if i > 0, c == "}" { candidate = true }
            if candidate, i <= room, text.count - i >= 4 {
                if best == nil || depth < best!.depth || depth == best!.depth && i > best!.index {
                    best = (i, depth)
                }
            }
            if "([{".contains(c) { depth += 1 }
            if ")]}".contains(c) { depth -= 1 }
        }
        return best?.index ?? room
    }
}

extension CaptionWrapper {
    /// The last space that lets the first part fit in `room` columns.
    static func spaceBreak(_ text: [Character], room: Int) -> Int {
        var i = min(room, text.count - 1)
        while i > 0, text[i] != " " { i -= 1 }
        return i > 0 ? i : room
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

extension Array where Element == Character {
    func trimmingSpaces() -> String { String(self).trimmingSpaces() }
}
