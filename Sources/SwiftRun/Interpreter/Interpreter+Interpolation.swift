import SwiftFront

/// A string interpolation with arguments of its own, as `LocalizedStringKey` and `String`
/// interpolations take them: `\(value, specifier: "%.1f")` (a C format), `\(date, formatter:
/// dateFormatter)` (a `DateFormatter`'s or `NumberFormatter`'s string), `\(value, format: .number)`
/// (the value's `formatted(_:)`).
extension Interpreter {
    /// The text the interpolation `\(arguments)` puts in its string.
    package func formattedInterpolation(_ arguments: [Expr.Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard let first = arguments.first, first.label == nil, arguments.count == 2, let option = arguments.last else {
            throw ExpressionError(.arguments, at: e.range, "an interpolation takes a value and one of specifier:, formatter: or format:")
        }
        switch option.label {
        case "specifier":
            let value = try evaluate(first.value, f)
            guard case let .string(template) = try evaluate(option.value, f) else {
                throw ExpressionError(.type, at: option.value.range, "'specifier:' takes a C format string such as \"%.1f\"")
            }
            return .string(try CFormat.format(template, [value], self, at: e))
        case "formatter":
            // `formatter.string(from: value)` (a NumberFormatter's `string(for:)`), as the interpolation calls it.
            let formatter = try evaluate(option.value, f)
            let isNumber: Bool = if case let .object(b) = formatter { b.instance.type == "NumberFormatter" } else { false }
            let text = try evaluate(option.value.calling("string", [(isNumber ? "for" : "from", first.value)], at: e.range), f)
            if case .none = text { return .string("") }
            return text
        case "format":
            return try evaluate(first.value.calling("formatted", [(nil, option.value)], at: e.range), f)
        default:
            throw ExpressionError(.arguments, at: option.value.range,
                                  "an interpolation's '\(option.label ?? "_"):' is not read; boardgen reads specifier:, formatter: and format:")
        }
    }
}
