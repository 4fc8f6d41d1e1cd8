/// The one way boardgen turns a `Double` into an integer.
///
/// `Int(someDouble)` traps when the value is NaN, infinite or outside
/// `Int`'s range; a board value or an option such as `1e19` must never reach
/// it. Every conversion goes through ``Swift/Int/init(checking:rounding:)``
/// (which fails) or ``Swift/Int/init(saturating:rounding:)`` (which clamps).
///
/// ```swift
/// Int(checking: 2.5)          // 3
/// Int(checking: 1e19)         // nil
/// Int(saturating: 1e19)       // Int.max
/// Int(saturating: .nan)       // 0
/// ```
extension Int {
    /// The exclusive upper bound of `Int` as a `Double` (2⁶³; `Double(Int.max)` rounds up to it).
    package static let doubleUpperBound = 9_223_372_036_854_775_808.0

    /// `value` rounded by `rule`, or nil when it is NaN, infinite or does not fit an `Int`.
    ///
    /// - Parameters:
    ///   - value: the number.
    ///   - rule: how to round; by default to the nearest, halves away from zero.
    public init?(checking value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let r = value.rounded(rule)
        guard r.isFinite, r >= -Self.doubleUpperBound, r < Self.doubleUpperBound else { return nil }
        self.init(r)
    }

    /// `value` rounded by `rule` and clamped to `Int`'s range; NaN gives 0.
    ///
    /// For counts and sizes already bounded by a check, where clamping can
    /// only make a limit's message say "too large".
    public init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        if value.isNaN {
            self = 0
        } else if let exact = Int(checking: value, rounding: rule) {
            self = exact
        } else {
            self = value < 0 ? .min : .max
        }
    }
}
