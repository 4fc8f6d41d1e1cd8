extension Substring {
    /// The text without leading and trailing whitespace.
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// Message wording helpers. Internal.
enum Wording {
    /// `a`, `a or b`, `a, b or c`.
    static func list(_ items: [String], _ conjunction: String = "or") -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
        }
    }
}
