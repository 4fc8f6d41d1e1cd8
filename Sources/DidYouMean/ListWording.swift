/// How messages list alternatives, shared by the expression evaluator and the
/// command-line parser.
public enum ListWording {
    /// `1 figure`, `2 figures`, `0 files`: a count with its noun, singular only for one.
    /// `plural` defaults to the singular with an `s`.
    public static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : plural ?? singular + "s")
    }

    /// `a`, `a or b`, `a, b or c`.
    public static func list(_ items: [String], _ conjunction: String = "or") -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
        }
    }
}
