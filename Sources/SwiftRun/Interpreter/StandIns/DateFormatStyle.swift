import SwiftFront
import Foundation

/// `Date.FormatStyle`'s field chains (`.dateTime.weekday(.wide).month(.abbreviated).day()`): the
/// fields chosen make a skeleton (`EEEEMMMd`), which en_US's localized pattern for it orders and
/// punctuates (`EEEE, MMM d` → "Thursday, Jan 1"), as `Date.FormatStyle` does. The pattern comes
/// from ICU's pattern generator (Foundation's `DateFormatter.dateFormat(fromTemplate:)`), the same
/// CLDR data Apple's platforms format with; the board's clock prints it (``BoardClock/format(_:_:)``).
package enum DateFormatStyle {
    /// The skeleton of a `.dateTime` chain with at least one field, or nil when `e` is not one
    /// (`.dateTime` alone is the default style, read elsewhere).
    package static func skeleton(_ e: Expr) throws(ExpressionError) -> String? {
        var fields: [String] = []
        var node = e
        while true {
            switch node.kind {
            case let .call(callee, arguments, nil):
                guard case let .member(base, name, _) = callee.kind else { return nil }
                fields.append(try symbol(name, arguments.first.map { option($0.value) }, at: node))
                node = base
            case let .member(base, name, _) where base.name != "FormatStyle":
                fields.append(try symbol(name, nil, at: node))
                node = base
            case .implicitMember("dateTime"), .member(_, "dateTime", _):
                return fields.isEmpty ? nil : fields.reversed().joined()
            default:
                return nil
            }
        }
    }

    /// The en_US pattern of a skeleton.
    package static func pattern(_ skeleton: String) -> String? {
        DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: Locale(identifier: "en_US"))
    }

    private static func option(_ e: Expr) -> String {
        switch e.kind {
        case let .implicitMember(n): n
        case let .call(callee, _, _): option(callee)
        case let .member(_, n, _): n
        default: ""
        }
    }

    /// A field's skeleton symbols for its option (nil: the field's default).
    private static func symbol(_ field: String, _ option: String?, at e: Expr) throws(ExpressionError) -> String {
        let table: [String: [String: String]] = [
            "year": ["": "y", "defaultDigits": "y", "twoDigits": "yy", "padded": "yyyy", "extended": "u"],
            "month": ["": "MMM", "abbreviated": "MMM", "wide": "MMMM", "narrow": "MMMMM", "twoDigits": "MM", "defaultDigits": "M"],
            "day": ["": "d", "defaultDigits": "d", "twoDigits": "dd"],
            "weekday": ["": "EEE", "abbreviated": "EEE", "wide": "EEEE", "narrow": "EEEEE", "short": "EEEEEE"],
            "hour": ["": "j", "defaultDigits": "j", "conversationalDefaultDigits": "j", "twoDigits": "jj", "conversationalTwoDigits": "jj"],
            "minute": ["": "m", "defaultDigits": "m", "twoDigits": "mm"],
            "second": ["": "s", "defaultDigits": "s", "twoDigits": "ss"],
            "era": ["": "G", "abbreviated": "G", "wide": "GGGG", "narrow": "GGGGG"],
            "quarter": ["": "QQQ", "abbreviated": "QQQ", "wide": "QQQQ", "narrow": "QQQQQ", "oneDigit": "Q", "twoDigits": "QQ"],
            "dayOfYear": ["": "D", "defaultDigits": "D", "threeDigits": "DDD"],
        ]
        guard let options = table[field] else {
            throw Interpreter.unsupported(".dateTime.\(field)", "a board prints the fields year, month, day, weekday, hour, minute, second, era, quarter and dayOfYear", at: e.range)
        }
        guard let s = options[option ?? ""] else {
            throw Interpreter.unsupported(".\(field)(.\(option ?? ""))", "a board prints \(field) as " + options.keys.filter { !$0.isEmpty }.sorted().map { "." + $0 }.joined(separator: ", "), at: e.range)
        }
        return s
    }
}
