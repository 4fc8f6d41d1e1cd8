/// Every number a person reads — in messages, listings and `boardgen curve` —
/// goes through this one formatter, so the same value always reads the same.
/// Never traps, whatever the value.
///
/// * ``plain(_:)``: a number at up to six significant digits, the shortest text
///   that reads back as that rounded value: `0.153333`, `0.57`, `600`, `1e+19`.
/// * ``seconds(_:decimals:)``: an instant or a duration, to a tenth of a
///   millisecond in messages and listings: `0.9033`, `6.8`, `100` (write the
///   unit after it: `"\(seconds(t)) s"`); data (`boardgen curve`) keeps six
///   decimals, a microsecond.
/// * ``counted(_:_:plural:)``: `1 cell`, `2 cells`.
///
/// ```swift
/// NumberFormat.plain(0.15333333333333332)  // "0.153333"
/// NumberFormat.plain(600)                   // "600"
/// NumberFormat.plain(1e19)                  // "1e+19"
/// NumberFormat.plain(.infinity)             // "infinity"
/// NumberFormat.seconds(0.9033333333)        // "0.9033"
/// NumberFormat.counted(1, "column")         // "1 column"
/// ```
public enum NumberFormat {
    /// The significant digits ``plain(_:)`` keeps.
    public static let significantDigits = 6
    /// The digits after the point ``seconds(_:decimals:)`` keeps by default: a tenth of a millisecond.
    public static let secondsDecimals = 4

    /// `value` at up to ``significantDigits`` significant digits, without
    /// trailing zeros or a trailing `.0`.
    ///
    /// Whole numbers up to 10¹⁵ print in full (`1234567`); other numbers of
    /// 10⁶ or more print rounded to a whole number (`1234568`); magnitudes
    /// below 10⁻⁴ or of 10¹⁵ or more use an exponent (`1.23457e-07`, `1e+19`);
    /// non-finite values print as `infinity`, `-infinity` or `nan`; no negative zero.
    public static func plain(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "infinity" : "-infinity") }
        if value == value.rounded(), abs(value) <= 1e15, let whole = Int(checking: value) { return String(whole) }
        let magnitude = abs(value)
        if magnitude >= 1e15 || magnitude < 1e-4 { return exponent(value) }
        // Digits before the point: 1 for [1, 10), 0 for values below 1.
        var integerDigits = 0
        var power = 1.0
        while power <= magnitude { integerDigits += 1; power *= 10 }
        var decimals = integerDigits == 0 ? significantDigits : max(0, significantDigits - integerDigits)
        if integerDigits == 0 {
            // Leading zeros after the point do not count: 0.000123457.
            var scaled = magnitude
            while scaled < 0.1 { scaled *= 10; decimals += 1 }
        }
        return decimal(value, decimals: decimals)
    }

    /// `value` as ``plain(_:)``, unless that reads the same as one of `others`
    /// that `value` differs from (a value just outside a range, beside its
    /// bound: "at most 600, found 600.0000001"); then ``exact(_:)``.
    public static func plain(_ value: Double, beside others: [Double]) -> String {
        let text = plain(value)
        return others.contains { $0 != value && plain($0) == text } ? exact(value) : text
    }

    /// The shortest text that reads back as exactly `value`, without a
    /// trailing `.0`: for a value whose every digit matters ("a whole number,
    /// found 2.9999999"). Whole numbers up to 10¹⁵ print as integers; large or
    /// tiny magnitudes with an exponent (`1e+19`, `1e-07`).
    public static func exact(_ value: Double) -> String {
        guard value.isFinite else { return plain(value) }
        if value == value.rounded(), abs(value) <= 1e15, let whole = Int(checking: value) { return String(whole) }
        var text = "\(value)"
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var mantissa = String(text[..<e])
            if mantissa.hasSuffix(".0") { mantissa.removeLast(2) }
            let power = text[text.index(after: e)...]
            text = mantissa + "e" + (power.hasPrefix("-") || power.hasPrefix("+") ? String(power) : "+" + power)
        } else if text.hasSuffix(".0") {
            text.removeLast(2)
        }
        return text
    }

    /// Seconds, rounded to `decimals` digits after the point (0…9, by default
    /// ``secondsDecimals``), without trailing zeros: `0.9033`, `6.8`, `100`,
    /// `0`. A non-zero time that would round to 0, and magnitudes of 10¹⁵ or
    /// more, print as ``plain(_:)``.
    public static func seconds(_ t: Double, decimals: Int = secondsDecimals) -> String {
        guard t.isFinite, abs(t) < 1e15 else { return plain(t) }
        let text = decimal(t, decimals: decimals)
        return text == "0" && t != 0 ? plain(t) : text
    }

    /// `count` and the noun, singular for exactly one: `1 cell`, `3 cells`,
    /// `1 entry`, `2 entries` (with `plural: "entries"`).
    public static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }

    /// `value` with exactly `decimals` digits after the point (0…9), rounded half
    /// away from zero, no negative zero; magnitudes of 10¹⁵ or more print as ``plain(_:)``.
    /// For columns that line up (frame file names, contact-sheet labels).
    public static func fixed(_ value: Double, decimals: Int) -> String {
        let decimals = Swift.min(Swift.max(decimals, 0), 9)
        var unit = 1
        for _ in 0..<decimals { unit *= 10 }
        guard value.isFinite, abs(value) * Double(unit) < 9e15,
              let scaled = Int(checking: abs(value) * Double(unit)) else { return plain(value) }
        let whole = scaled / unit, fraction = String(scaled % unit)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        return "\(sign)\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// `value` rounded to at most `decimals` digits after the point, trailing zeros removed.
    private static func decimal(_ value: Double, decimals: Int) -> String {
        var text = fixed(value, decimals: Swift.min(decimals, 9))
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// The exponent form at ``significantDigits`` significant digits, the
    /// exponent always explicit with at least two digits: `1e+19`, `1.23457e-07`.
    private static func exponent(_ value: Double) -> String {
        var e = 0
        var mantissa = abs(value)
        while mantissa >= 10 { mantissa /= 10; e += 1 }
        while mantissa < 1 { mantissa *= 10; e -= 1 }
        var digits = decimal(mantissa, decimals: significantDigits - 1)
        if digits == "10" { digits = "1"; e += 1 }
        let power = String(abs(e))
        return (value < 0 ? "-" : "") + digits + "e" + (e < 0 ? "-" : "+") + (power.count < 2 ? "0" + power : power)
    }
}
