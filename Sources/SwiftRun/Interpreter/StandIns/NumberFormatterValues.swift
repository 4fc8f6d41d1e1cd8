import Foundation
import SwiftFront
import BoardModel

/// `NumberFormatter` on a board (docs/swift-subset.md, "Stand-ins"): a class instance whose
/// properties a view sets (`numberStyle`, the fraction, integer and significant digits, grouping,
/// the currency's code and symbol, prefixes and suffixes), printed in the board's locale (US
/// English) by Foundation's own formatter; `NSNumber(value:)` is the number itself.
package enum NumberFormatterValues {
    /// The properties a board applies, after `numberStyle` (which resets the others' defaults).
    nonisolated(unsafe) static let integerProperties: [(String, ReferenceWritableKeyPath<NumberFormatter, Int>)] = [
        ("minimumFractionDigits", \.minimumFractionDigits), ("maximumFractionDigits", \.maximumFractionDigits),
        ("minimumIntegerDigits", \.minimumIntegerDigits), ("maximumIntegerDigits", \.maximumIntegerDigits),
        ("minimumSignificantDigits", \.minimumSignificantDigits), ("maximumSignificantDigits", \.maximumSignificantDigits),
        ("groupingSize", \.groupingSize),
    ]
    nonisolated(unsafe) static let boolProperties: [(String, ReferenceWritableKeyPath<NumberFormatter, Bool>)] = [
        ("usesGroupingSeparator", \.usesGroupingSeparator), ("usesSignificantDigits", \.usesSignificantDigits),
        ("alwaysShowsDecimalSeparator", \.alwaysShowsDecimalSeparator), ("generatesDecimalNumbers", \.generatesDecimalNumbers),
    ]
    static let stringProperties = ["currencySymbol", "groupingSeparator", "decimalSeparator", "positivePrefix", "negativePrefix",
                                   "positiveSuffix", "negativeSuffix", "percentSymbol", "zeroSymbol", "nilSymbol", "internationalCurrencySymbol"]

    /// `NumberFormatter()`; `NSNumber(value:)`.
    package static func make(_ type: String, _ args: [Argument]) -> SwiftValue? {
        switch (type, args.map { $0.label ?? "_" }) {
        case ("NumberFormatter", []):
            return .object(ObjectBox(StructValue(type: "NumberFormatter", fields: [
                ("numberStyle", .enumCase(EnumValue(type: "NumberFormatter.Style", name: "none"))), ("locale", DateValues.locale)])))
        case ("NSNumber", ["value"]):
            return args[0].value
        default:
            return nil
        }
    }

    /// Methods of a formatter.
    package static let methods: Set<String> = ["string", "number"]

    /// `formatter.string(from: NSNumber)`, `formatter.string(for: Any?)`.
    package static func call(_ box: ObjectBox, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        guard box.instance.type == "NumberFormatter" else { return nil }
        switch (name, args.map { $0.label ?? "_" }) {
        case ("string", ["from"]), ("string", ["for"]):
            // `string(from: .init(value: amount))`: an NSNumber made where the parameter's type says so.
            var given = args[0].value
            if case let .swiftUI(made, _) = given, case let .call(callee, arguments, nil) = made.kind, callee.kind == .implicitMember("init"),
               arguments.count == 1, arguments[0].label == "value", let n = try? ValueReader.number(arguments[0].value, for: "an NSNumber") {
                given = .double(n)
            }
            guard let x = Arithmetic.number(given) else {
                if name == "string", args[0].label == "for" { return SwiftValue.none }
                throw ExpressionError(.type, at: args[0].range, "expected a number to format, found \(i.describe(args[0].value))")
            }
            return .string(try format(x, box.instance, at: e))
        case ("number", ["from"]):
            throw Interpreter.unsupported("NumberFormatter.number(from:)", "a board prints numbers; it does not parse them: write the number", at: e.range)
        default:
            return nil
        }
    }

    /// `NumberFormatter.localizedString(from: n, number: .decimal)`: `n` printed by a formatter of that style.
    static func localizedString(_ args: [Argument]?, _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        guard let args, args.map({ $0.label ?? "_" }) == ["from", "number"], let x = Arithmetic.number(args[0].value) else {
            throw ExpressionError(.arguments, at: e.range, "NumberFormatter.localizedString takes (from: NSNumber, number: NumberFormatter.Style)")
        }
        let style = DateValues.caseName(args[1].value) ?? "none"
        let s = StructValue(type: "NumberFormatter", fields: [("numberStyle", .enumCase(EnumValue(type: "NumberFormatter.Style", name: style))),
                                                              ("locale", DateValues.locale)])
        return .string(try format(x, s, at: e))
    }

    /// `x` printed as the formatter's properties say.
    static func format(_ x: Double, _ s: StructValue, at e: Expr) throws(ExpressionError) -> String {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        let style = s["numberStyle"].flatMap(DateValues.caseName) ?? "none"
        let styles: [String: NumberFormatter.Style] = [
            "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific,
            "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
            "currencyAccounting": .currencyAccounting,
        ]
        guard let numberStyle = styles[style] else {
            throw Interpreter.unsupported("numberStyle .\(style)", "a board prints the styles " + Wording.list(styles.keys.sorted().map { "." + $0 }), at: e.range)
        }
        f.numberStyle = numberStyle
        if let code = s["currencyCode"].flatMap(Self.string) { f.currencyCode = code.uppercased() }
        for (name, path) in integerProperties {
            guard let v = s[name].flatMap(Arithmetic.number), v.isFinite, abs(v) < 1000 else { continue }
            f[keyPath: path] = max(0, Int(v))
        }
        for (name, path) in boolProperties {
            if case let .bool(b)? = s[name] { f[keyPath: path] = b }
        }
        for name in stringProperties {
            guard let v = s[name].flatMap(Self.string) else { continue }
            switch name {
            case "currencySymbol": f.currencySymbol = v
            case "groupingSeparator": f.groupingSeparator = v
            case "decimalSeparator": f.decimalSeparator = v
            case "positivePrefix": f.positivePrefix = v
            case "negativePrefix": f.negativePrefix = v
            case "positiveSuffix": f.positiveSuffix = v
            case "negativeSuffix": f.negativeSuffix = v
            case "percentSymbol": f.percentSymbol = v
            case "zeroSymbol": f.zeroSymbol = v
            case "nilSymbol": f.nilSymbol = v
            default: f.internationalCurrencySymbol = v
            }
        }
        return f.string(from: NSNumber(value: x)) ?? "\(x)"
    }

    static func string(_ v: SwiftValue) -> String? {
        if case let .string(s) = v { return s }
        return nil
    }
}
