/// Prints an animation's progress at given times, one `t progress` line per
/// time: what `boardgen curve` shows.
///
/// Format, stable for scripts and tests:
/// - the time in seconds rounded to the microsecond (six decimals), without
///   trailing zeros or a trailing `.0` (`0.5`, `1`, `0.153333` for
///   0.15333333333333332, `0.57` for 0.5700000000000001, `40.512345`); a
///   non-zero time below half a microsecond prints at six significant digits
///   with an exponent (`1e-07`) — ``NumberFormat/seconds(_:decimals:)``, the
///   formatter of every number boardgen prints;
/// - one space;
/// - the progress with exactly six digits after the decimal point
///   (`0.129162`, `1.000000`, `-0.012000`), rounded half away from zero, no
///   negative zero. Springs may exceed 1; once an animation is done the
///   value has snapped to its target and prints as `1.000000`. Values of
///   9·10⁹ or more print in Swift's shortest form, non-finite ones as `nan`,
///   `inf` or `-inf` (an unstable spring can diverge).
///
/// ```swift
/// CurveListing.format(.easeInOut(duration: 2), at: [0.5])   // "0.5 0.129162\n"
/// ```
public enum CurveListing {
    /// The listing for `times`, each line ending in a line feed.
    ///
    /// - Parameters:
    ///   - animation: the animation.
    ///   - times: seconds since the animation started.
    ///   - magnitude: the size of the change, for the springs' stop rule (1 = a unit change).
    public static func format(_ animation: Animation, at times: [Double], magnitude: Double = 1) -> String {
        times.map { "\(seconds($0)) \(progress(animation.progress(at: $0, magnitude: magnitude)))\n" }.joined()
    }

    /// The number of digits after the point of a time: a microsecond.
    public static let timeDecimals = 6

    /// A time in seconds to the microsecond: `0.5`, `1`, `0.153333`.
    public static func seconds(_ t: Double) -> String {
        NumberFormat.seconds(t, decimals: timeDecimals)
    }

    /// A progress value with six decimals: `0.129162`.
    public static func progress(_ p: Double) -> String {
        guard p.isFinite else { return p.isNaN ? "nan" : (p > 0 ? "inf" : "-inf") }
        let scaled = (abs(p) * 1_000_000).rounded()
        guard scaled < 9e15, let micros = Int(checking: scaled) else { return "\(p)" }
        let fraction = String(micros % 1_000_000)
        let sign = p < 0 && micros != 0 ? "-" : ""
        return "\(sign)\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
