/// Numbers in messages and listings: never traps, whatever the value.
///
/// ```swift
/// NumberFormat.plain(600)        // "600"
/// NumberFormat.plain(0.25)       // "0.25"
/// NumberFormat.plain(1e19)       // "1e+19"
/// NumberFormat.plain(.infinity)  // "infinity"
/// ```
public enum NumberFormat {
    /// The shortest text that reads back as `value`, without a trailing `.0`;
    /// whole numbers below 10¹⁵ print as integers, larger ones with an exponent,
    /// non-finite ones as `infinity`, `-infinity` or `nan`.
    public static func plain(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "infinity" : "-infinity") }
        if value == value.rounded(), abs(value) < 1e15, let whole = Int(checking: value) { return String(whole) }
        if abs(value) >= 1e15 { return exponent(value) }
        return "\(value)"
    }

    /// `value` with exactly `decimals` digits after the point (0…9), rounded half
    /// away from zero, no negative zero; magnitudes of 10¹⁵ or more print as ``plain(_:)``.
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

    /// Swift's shortest form with the exponent always explicit: `1e+19`, `2.5e-07`.
    private static func exponent(_ value: Double) -> String {
        let text = "\(value)"
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        var mantissa = String(text[..<e])
        if mantissa.hasSuffix(".0") { mantissa.removeLast(2) }
        let power = text[text.index(after: e)...]
        return mantissa + "e" + (power.hasPrefix("-") || power.hasPrefix("+") ? String(power) : "+" + power)
    }
}
