import Foundation
import SwiftFront
import BoardModel

/// Numbers as a `FormatStyle` prints them on the board's locale (US English): `.number`
/// (`1,234.5`), `.currency(code:)` (`$1,234.50`), `.percent` (`0.25` → `25%`), and the modifiers
/// chained on them — `.precision(.fractionLength(2))` (or a range, or `.significantDigits(n)`,
/// `.integerLength(n)`), `.sign(strategy: .always())` / `.never`, `.grouping(.never)` — what a
/// `TextField(value:format:)` or `Text(x, format:)` shows.
package enum NumberFormatting {
    /// `value` printed in `style`. An integer (`isInteger`) is its own percentage, as Foundation's
    /// `IntegerFormatStyle.Percent` prints it (`25` → `25%`); a floating-point number is a fraction
    /// (`0.25` → `25%`).
    package static func format(_ value: Double, _ style: Expr, isInteger: Bool = false) throws(ExpressionError) -> String {
        // The chain from its base: `.number.precision(…).sign(…)` → base `.number`, modifiers in order.
        var modifiers: [(name: String, arguments: [Expr.Argument], range: SourceRange)] = []
        var base = style
        while case let .call(callee, arguments, nil) = base.kind, case let .member(inner, name, _) = callee.kind,
              formatStyleType(callee) == nil {
            modifiers.insert((name, arguments, base.range), at: 0)
            base = inner
        }
        var value = value
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        var name = base.caseName ?? ""
        if case let .call(callee, arguments, _) = base.kind {
            name = callee.caseName ?? (callee.name ?? "")
            // Spelled with its type: `FloatingPointFormatStyle<Double>.Currency(code:locale:)`,
            // `IntegerFormatStyle<Int>.Percent()`, `FloatingPointFormatStyle<Double>()` (`.number`).
            if let written = Self.formatStyleType(callee) { name = written }
            if name == "currency" {
                guard let code = arguments.first(where: { $0.label == "code" }), case let .string(c) = code.value.kind else { throw unsupported(style) }
                f.currencyCode = c
            }
        }
        if isInteger, name == "percent" { value /= 100 }
        switch name {
        case "number":
            f.numberStyle = .decimal
            f.maximumFractionDigits = 6
        case "percent":
            f.numberStyle = .percent
            f.maximumFractionDigits = 6
        case "currency":
            f.numberStyle = .currency
            if f.currencyCode == nil || f.currencyCode.isEmpty { f.currencyCode = "USD" }
        default:
            throw unsupported(style)
        }
        var minimumFraction = 0
        for m in modifiers {
            switch m.name {
            case "precision":
                guard let p = m.arguments.first?.value, let least = try precision(p, f) else { throw unsupported(style) }
                minimumFraction = least
            case "sign":
                guard let s = m.arguments.first(where: { $0.label == "strategy" })?.value, let strategy = s.caseName else { throw unsupported(style) }
                switch strategy {
                case "always":
                    f.positivePrefix = "+" + f.positivePrefix
                case "never":
                    f.negativePrefix = String(f.negativePrefix.dropFirst(f.negativePrefix.hasPrefix("-") ? 1 : 0))
                case "automatic": break
                default: throw unsupported(style)
                }
            case "grouping":
                guard let g = m.arguments.first?.value.caseName else { throw unsupported(style) }
                f.usesGroupingSeparator = g != "never"
            default:
                throw unsupported(style)
            }
        }
        return padded(f.string(from: NSNumber(value: value)) ?? "\(value)", fractionDigits: minimumFraction)
    }

    /// The style a number format style's type names, as its static member does (`Currency` →
    /// `currency`, the type itself → `number`); nil for another callee.
    static func formatStyleType(_ callee: Expr) -> String? {
        let styles = ["FloatingPointFormatStyle", "IntegerFormatStyle"]
        func isStyle(_ e: Expr) -> Bool {
            switch e.kind {
            case let .identifier(n), let .type(n): styles.contains(String(n.prefix { $0 != "<" }))
            default: false
            }
        }
        if isStyle(callee) { return "number" }
        if case let .member(base, member, _) = callee.kind, isStyle(base), ["Currency", "Percent"].contains(member) { return member.lowercased() }
        return nil
    }

    /// `text` with at least `n` digits after its decimal point (`1.5` → `1.50`): a minimum fraction
    /// length is applied here, as Foundation on Linux prints three digits once one is set.
    static func padded(_ text: String, fractionDigits n: Int) -> String {
        guard n > 0, let lastDigit = text.lastIndex(where: \.isNumber) else { return text }
        var chars = Array(text)
        let end = text.distance(from: text.startIndex, to: lastDigit) + 1
        var start = end
        while start > 0, chars[start - 1].isNumber { start -= 1 }
        if start > 0, chars[start - 1] == "." {
            let have = end - start
            if have < n { chars.insert(contentsOf: Array(repeating: Character("0"), count: n - have), at: end) }
        } else {
            chars.insert(contentsOf: ["."] + Array(repeating: Character("0"), count: n), at: end)
        }
        return String(chars)
    }

    /// `.fractionLength(2)`, `.fractionLength(0...2)`, `.significantDigits(3)`, `.integerLength(2)`: set on
    /// `f`; the least number of fraction digits to print (``padded(_:fractionDigits:)``), nil for another precision.
    private static func precision(_ e: Expr, _ f: NumberFormatter) throws(ExpressionError) -> Int? {
        guard case let .call(callee, arguments, nil) = e.kind, let kind = callee.caseName, let a = arguments.first?.value else { return nil }
        func bounds(_ e: Expr) -> (Int, Int)? {
            switch e.kind {
            case let .number(n) where n.value >= 0 && n.value <= 20: return (Int(n.value), Int(n.value))
            case let .binary(op, lo, hi) where op == "..." || op == "..<":
                guard case let .number(a) = lo.kind, case let .number(b) = hi.kind, a.value >= 0, b.value <= 20, a.value <= b.value else { return nil }
                return (Int(a.value), Int(b.value) - (op == "..<" ? 1 : 0))
            default: return nil
            }
        }
        guard let (lo, hi) = bounds(a) else { return nil }
        switch kind {
        case "fractionLength" where f.numberStyle == .currency:
            // A currency's own two digits are lowered only with its minimum.
            f.minimumFractionDigits = lo
            f.maximumFractionDigits = hi
            return 0
        case "fractionLength":
            f.maximumFractionDigits = hi
            return lo
        case "significantDigits":
            f.usesSignificantDigits = true
            f.minimumSignificantDigits = max(1, lo)
            f.maximumSignificantDigits = max(1, hi)
        case "integerLength":
            f.minimumIntegerDigits = lo
        default: return nil
        }
        return 0
    }

    private static func unsupported(_ style: Expr) -> ExpressionError {
        ExpressionError(.unsupported, at: style.range, "the format '\(Quoting.clip(style.description))' is not drawn on a board; use .number, .percent or .currency(code:), with .precision(.fractionLength(n)), .sign(strategy:) or .grouping(.never)")
    }
}
