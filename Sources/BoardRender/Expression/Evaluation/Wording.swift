import DidYouMean

/// Small helpers for the wording of messages. Internal.
enum Wording {
    /// `a`, `a or b`, `a, b or c`.
    static func list(_ items: [String], _ conjunction: String = "or") -> String {
        ListWording.list(items, conjunction)
    }

    /// ` for 'duration:'`, or nothing.
    static func context(_ context: String?) -> String { context.map { " for \($0)" } ?? "" }
}
