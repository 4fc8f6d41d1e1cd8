/// How messages list alternatives, shared by the expression evaluator and the
/// command-line parser.
public enum ListWording {
    /// `a`, `a or b`, `a, b or c`.
    public static func list(_ items: [String], _ conjunction: String = "or") -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
        }
    }
}
