/// Small helpers for the wording of messages. Internal.
enum Wording {
    /// `a`, `a or b`, `a, b or c`.
    static func list(_ items: [String], _ conjunction: String = "or") -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
        }
    }

    /// ` for 'duration:'`, or nothing.
    static func context(_ context: String?) -> String { context.map { " for \($0)" } ?? "" }
}
