import DidYouMean

extension Substring {
    /// The text without leading and trailing whitespace.
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// Message wording helpers. Internal.
package enum Wording {
    /// `a`, `a or b`, `a, b or c`.
    static func list(_ items: [String], _ conjunction: String = "or") -> String {
        ListWording.list(items, conjunction)
    }

    /// `text` cut to `limit` characters with `…`, for echoing what the user typed:
    /// a pasted megabyte never makes a megabyte of error.
    static func clip(_ text: some StringProtocol, limit: Int = 60) -> String {
        text.count <= limit ? String(text) : String(text.prefix(limit - 1)) + "…"
    }
}
