import BoardRender
import CommandLineKit

/// Converters for option values shared by the commands; a failure throws a
/// ``Reason`` that the parser turns into "invalid value 'x' for '--opt': reason".
///
/// Every numeric option has a documented range, checked here when the command
/// line is read (before any work), with the same words in every command.
enum ValueParsers {
    /// A time such as `1`, `1.0s` or `250ms`.
    static func seconds(_ text: String) throws -> Double {
        do {
            return try TimeLiteral(text).seconds
        } catch {
            throw Reason(error.reason)
        }
    }

    /// A whole number in `range`, written in decimal digits (`12`, not `1e1` or `0x10`).
    static func whole(_ text: String, in range: ClosedRange<Int>, _ what: String) throws -> Int {
        guard let n = Int(text) else {
            throw Reason("expected a whole number of \(what) from \(range.lowerBound) to \(range.upperBound)")
        }
        guard range.contains(n) else {
            throw Reason("expected \(range.lowerBound) to \(range.upperBound) \(what)")
        }
        return n
    }

    /// A finite decimal number in `range` (`0.5`, `2`, `1e-2`; not `nan`, `inf` or `0x1p3`).
    static func number(_ text: String, in range: ClosedRange<Double>, _ what: String) throws -> Double {
        guard isDecimal(text), let v = Double(text), v.isFinite else {
            throw Reason("expected a number \(ValueRanges.describe(range))\(what.isEmpty ? "" : " (\(what))")")
        }
        guard range.contains(v) else {
            throw Reason("expected a number \(ValueRanges.describe(range))\(what.isEmpty ? "" : " (\(what))")")
        }
        return v
    }

    /// Whether `text` is a plain decimal: optional sign, digits, optional fraction and exponent.
    static func isDecimal(_ text: String) -> Bool {
        var rest = Substring(text)
        if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
        guard let first = rest.first, first.isASCII, first.isNumber || first == "." else { return false }
        return TimeLiteral.isDecimal(rest)
    }
}

/// A conversion failure's reason, without repeating the value.
struct Reason: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
