import SwiftFront
import BoardScene
import BoardModel
import DidYouMean

/// Small helpers for the wording of messages. Internal.
package enum Wording {
    /// The most items a list names; a board file may declare thousands of
    /// custom transitions, and a message stays short.
    package static let maximumListed = 24

    /// `a`, `a or b`, `a, b or c`; beyond ``maximumListed`` items,
    /// `a, b, …, t, … (N more) or z`.
    package static func list(_ items: [String], _ conjunction: String = "or") -> String {
        guard items.count > maximumListed else { return ListWording.list(items, conjunction) }
        let shown = items.prefix(maximumListed - 4).joined(separator: ", ")
        return "\(shown), … (\(items.count - maximumListed + 3) more) \(conjunction) \(items[items.count - 1])"
    }

    /// ` for 'duration:'`, or nothing.
    package static func context(_ context: String?) -> String { context.map { " for \($0)" } ?? "" }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `22nd`.
    package static func ordinal(_ n: Int) -> String {
        let tens = (n / 10) % 10, ones = n % 10
        let suffix = tens == 1 ? "th" : ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th"
        return "\(n)\(suffix)"
    }
}
