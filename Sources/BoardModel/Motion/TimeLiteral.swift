/// A sample time as people write it on a command line: `1`, `0.5`, `1.0s`, `250ms`.
///
/// The number is a plain decimal (`1`, `0.25`, `.5`, `1e-3`), optionally
/// followed by `s` or `ms`; without a unit it is seconds. Negative, NaN,
/// infinite and malformed times are rejected. Milliseconds are converted by
/// shifting the decimal exponent, so `100ms` is exactly the `Double` nearest
/// to 0.1.
///
/// ```swift
/// try TimeLiteral("250ms").seconds   // 0.25
/// ```
public struct TimeLiteral: Hashable, Sendable, CustomStringConvertible {
    /// The time in seconds.
    public var seconds: Double
    /// The text as given.
    public var text: String

    /// Parses a time.
    ///
    /// - Throws: ``TimeLiteralError`` naming the problem and the accepted forms.
    public init(_ text: String) throws(TimeLiteralError) {
        self.text = text
        var number = Substring(text)
        var exponentShift = ""
        if number.hasSuffix("ms") {
            number = number.dropLast(2)
            exponentShift = "e-3"
        } else if number.hasSuffix("s") {
            number = number.dropLast()
        }
        let lowered = number.lowercased()
        if ["nan", "inf", "infinity", "+inf", "-inf", "-infinity", "+infinity"].contains(lowered) {
            throw TimeLiteralError(text, "not a finite number")
        }
        if number.hasPrefix("-") {
            throw TimeLiteralError(text, "negative times are not allowed; times count seconds from the start of the animation")
        }
        guard Self.isDecimal(number), let value = Self.value(number, exponentShift) else {
            throw TimeLiteralError(text, "expected a number of seconds such as 1, 0.5, 1.0s or 250ms")
        }
        guard value.isFinite else { throw TimeLiteralError(text, "too large") }
        seconds = value
    }

    /// The text as given.
    public var description: String { text }

    /// `digits[.digits][e[+-]digits]` or `.digits[…]`.
    public static func isDecimal(_ s: Substring) -> Bool {
        var chars = s[...]
        let intDigits = chars.prefix { $0.isASCII && $0.isNumber }
        chars = chars.dropFirst(intDigits.count)
        var fracDigits = 0
        if chars.first == "." {
            chars = chars.dropFirst()
            fracDigits = chars.prefix { $0.isASCII && $0.isNumber }.count
            chars = chars.dropFirst(fracDigits)
            if fracDigits == 0 { return false }
        }
        if intDigits.isEmpty && fracDigits == 0 { return false }
        if let e = chars.first, e == "e" || e == "E" {
            chars = chars.dropFirst()
            if let sign = chars.first, sign == "+" || sign == "-" { chars = chars.dropFirst() }
            let expDigits = chars.prefix { $0.isASCII && $0.isNumber }.count
            if expDigits == 0 { return false }
            chars = chars.dropFirst(expDigits)
        }
        return chars.isEmpty
    }

    /// The value, with `shift` (`e-3`) applied in decimal.
    private static func value(_ number: Substring, _ shift: String) -> Double? {
        guard !shift.isEmpty else { return Double(number) }
        // Fold the shift into an explicit exponent: 1.5e2ms → 1.5e-1.
        let parts = number.split(whereSeparator: { $0 == "e" || $0 == "E" })
        let exponent = (parts.count == 2 ? Int(parts[1]) : 0) ?? 0
        guard exponent > -100_000, exponent < 100_000 else { return Double(number).map { $0 / 1000 } }
        return Double("\(parts[0])e\(exponent - 3)")
    }
}

/// Why a time could not be read.
public struct TimeLiteralError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The text.
    public var text: String
    /// What is wrong with it.
    public var reason: String

    /// Creates an error.
    public init(_ text: String, _ reason: String) {
        self.text = text
        self.reason = reason
    }

    /// `invalid time '…': reason`.
    public var description: String { "invalid time '\(text)': \(reason)" }
}
