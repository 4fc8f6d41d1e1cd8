import Foundation
import SwiftFront
import BoardModel

/// Numbers as a `FormatStyle` prints them on the board's locale (US English): `.number`
/// (`1,234.5`), `.currency(code:)` (`$1,234.50`), `.percent` (`0.25` → `25%`) — what a
/// `TextField(value:format:)` or `Text(x, format:)` shows.
package enum NumberFormatting {
    /// `value` printed in `style`. An integer (`isInteger`) is its own percentage, as Foundation's
    /// `IntegerFormatStyle.Percent` prints it (`25` → `25%`); a floating-point number is a fraction
    /// (`0.25` → `25%`).
    package static func format(_ value: Double, _ style: Expr, isInteger: Bool = false) throws(ExpressionError) -> String {
        var value = value
        if isInteger, (style.caseName ?? "") == "percent" { value /= 100 }
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        var name = style.caseName ?? ""
        if case let .call(callee, arguments, _) = style.kind {
            name = callee.caseName ?? (callee.name ?? "")
            if name == "currency", let code = arguments.first(where: { $0.label == "code" }), case let .string(c) = code.value.kind {
                f.numberStyle = .currency
                f.currencyCode = c
                return f.string(from: NSNumber(value: value)) ?? "\(value)"
            }
        }
        switch name {
        case "number":
            f.numberStyle = .decimal
            f.maximumFractionDigits = 6
        case "percent":
            f.numberStyle = .percent
            f.maximumFractionDigits = 6
        case "currency":
            f.numberStyle = .currency
            f.currencyCode = "USD"
        default:
            throw ExpressionError(.unsupported, at: style.range, "the format '\(Quoting.clip(style.description))' is not drawn on a board; use .number, .percent or .currency(code:)")
        }
        return f.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}
