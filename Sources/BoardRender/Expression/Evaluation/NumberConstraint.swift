/// The allowed range of a numeric parameter, with the words to explain it.
///
/// ```swift
/// NumberConstraint.nonNegative.requirement   // "0 or more"
/// ```
public struct NumberConstraint: Sendable {
    /// What the value must be, completing "'duration:' must be …".
    public let requirement: String
    private let test: @Sendable (Double) -> Bool

    /// Creates a constraint.
    public init(_ requirement: String, _ test: @escaping @Sendable (Double) -> Bool) {
        self.requirement = requirement
        self.test = test
    }

    /// Whether `value` is allowed.
    public func allows(_ value: Double) -> Bool { test(value) }

    /// `x ≥ 0`: durations, responses, delays.
    public static let nonNegative = NumberConstraint("0 or more") { $0 >= 0 }
    /// `x > 0`: speeds, masses, stiffnesses.
    public static let positive = NumberConstraint("more than 0") { $0 > 0 }
    /// `0 ≤ x ≤ 1`: the x coordinates of timing-curve control points.
    public static let unitInterval = NumberConstraint("between 0 and 1") { (0...1).contains($0) }
    /// `x ≥ minimum`.
    public static func atLeast(_ minimum: Double) -> NumberConstraint {
        NumberConstraint("\(NumberFormat.plain(minimum)) or more") { $0 >= minimum }
    }
    /// `-1 < x ≤ 1`: spring bounces, which map to a damping fraction ≥ 0.
    public static let bounce = NumberConstraint("more than -1 and at most 1") { $0 > -1 && $0 <= 1 }
}

/// Number formatting for messages.
enum NumberFormat {
    /// The shortest text that reads back as `value`, without a trailing `.0`.
    static func plain(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
