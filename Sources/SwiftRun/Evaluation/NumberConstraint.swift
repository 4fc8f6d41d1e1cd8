import SwiftFront
import BoardScene
import BoardModel
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
    /// `x` in `range`: "from a to b".
    public static func within(_ range: ClosedRange<Double>) -> NumberConstraint {
        NumberConstraint(ValueRanges.describe(range)) { range.contains($0) }
    }
    /// `0 < x ≤ maximum`: "more than 0 and at most …".
    public static func positive(atMost maximum: Double) -> NumberConstraint {
        NumberConstraint("more than 0 and at most \(NumberFormat.plain(maximum))") { $0 > 0 && $0 <= maximum }
    }
    /// Seconds: durations, responses, delays (``ValueRanges/seconds``).
    public static let seconds = within(ValueRanges.seconds)
    /// `.speed(_:)` (``ValueRanges/speed``).
    public static let speed = within(ValueRanges.speed)
    /// Scale factors (``ValueRanges/scale``).
    public static let scale = within(ValueRanges.scale)
    /// Offsets and sizes in points (``ValueRanges/points``).
    public static let points = within(ValueRanges.points)
    /// Unit-point coordinates (``ValueRanges/unitPoint``).
    public static let unitPoint = within(ValueRanges.unitPoint)
    /// `-1 < x ≤ 1`: spring bounces, which map to a damping fraction ≥ 0.
    public static let bounce = NumberConstraint("more than -1 and at most 1") { $0 > -1 && $0 <= 1 }
}
