import SwiftFront
import BoardScene
import BoardModel
/// The signature table of SwiftUI's animations: every constructor and
/// modifier of docs/semantics.md §1–3 with SwiftUI's labels, order, defaults and
/// overload ranking. ``AnimationEvaluator`` is driven by it alone.
///
/// To add a form, add an ``Overload`` (or a ``Signature``) here; errors,
/// did-you-mean and listings follow from the table.
public enum AnimationSignatures {
    /// `duration: Double = 0.35`, the timing curves' parameter.
    package static let curveDuration = Parameter("duration", .number, default: "0.35", .seconds)

    /// The static members: `.linear`, `.easeInOut(duration:)`, `.spring(…)`, `.default`, ….
    public static let members = SignatureTable<Animation>(noun: "animation", [
        curve("linear", Animation.linear(duration:)),
        curve("easeIn", Animation.easeIn(duration:)),
        curve("easeOut", Animation.easeOut(duration:)),
        curve("easeInOut", Animation.easeInOut(duration:)),
        Signature("timingCurve", [
            Overload([
                .unlabelled("p1x", .number, .unitInterval), .unlabelled("p1y", .number, .within(ValueRanges.curveY)),
                .unlabelled("p2x", .number, .unitInterval), .unlabelled("p2y", .number, .within(ValueRanges.curveY)), curveDuration,
            ]) { a in
                .timingCurve(try a.number("p1x"), try a.number("p1y"), try a.number("p2x"), try a.number("p2y"),
                             duration: try a.number("duration"))
            },
            unitCurveValue,
        ]),
        Signature("spring", [
            Overload([
                Parameter("response", .number, default: "0.5", .seconds),
                Parameter("dampingFraction", .number, default: "0.825", .within(ValueRanges.dampingFraction)),
                Parameter("blendDuration", .number, default: "0", .seconds),
            ], disfavored: true) { a in
                .spring(response: try a.number("response"), dampingFraction: try a.number("dampingFraction"),
                        blendDuration: try a.number("blendDuration"))
            },
            Overload([
                Parameter("duration", .number, default: "0.5", .seconds),
                Parameter("bounce", .number, default: "0", .bounce),
                Parameter("blendDuration", .number, default: "0", .seconds),
            ]) { a in
                .spring(duration: try a.number("duration"), bounce: try a.number("bounce"),
                        blendDuration: try a.number("blendDuration"))
            },
            springValue,
        ], bare: .callWithoutArguments),
        preset("smooth", bounce: 0, Animation.smooth(duration:extraBounce:)),
        preset("snappy", bounce: 0.15, Animation.snappy(duration:extraBounce:)),
        preset("bouncy", bounce: 0.3, Animation.bouncy(duration:extraBounce:)),
        Signature("interactiveSpring", [
            Overload([
                Parameter("response", .number, default: "0.15", .seconds),
                Parameter("dampingFraction", .number, default: "0.86", .within(ValueRanges.dampingFraction)),
                Parameter("blendDuration", .number, default: "0.25", .seconds),
            ], disfavored: true) { a in
                .interactiveSpring(response: try a.number("response"), dampingFraction: try a.number("dampingFraction"),
                                   blendDuration: try a.number("blendDuration"))
            },
            Overload([
                Parameter("duration", .number, default: "0.15", .seconds),
                Parameter("extraBounce", .number, default: "0"),
                Parameter("blendDuration", .number, default: "0.25", .seconds),
            ]) { a in
                .interactiveSpring(duration: try a.number("duration"), extraBounce: try extraBounce(a, base: 0.15),
                                   blendDuration: try a.number("blendDuration"))
            },
        ], bare: .callWithoutArguments),
        Signature("interpolatingSpring", [
            Overload([
                Parameter("mass", .number, default: "1", .within(ValueRanges.mass)),
                Parameter("stiffness", .number, .within(ValueRanges.stiffness)),
                Parameter("damping", .number, .within(ValueRanges.damping)),
                Parameter("initialVelocity", .number, default: "0", .within(ValueRanges.velocity)),
            ]) { a in
                .interpolatingSpring(mass: try a.number("mass"), stiffness: try a.number("stiffness"),
                                     damping: try a.number("damping"), initialVelocity: try a.number("initialVelocity"))
            },
            Overload([
                Parameter("duration", .number, default: "0.5", .positive(atMost: ValueRanges.seconds.upperBound)),
                Parameter("bounce", .number, default: "0", .bounce),
                Parameter("initialVelocity", .number, default: "0", .within(ValueRanges.velocity)),
            ]) { a in
                .interpolatingSpring(duration: try a.number("duration"), bounce: try a.number("bounce"),
                                     initialVelocity: try a.number("initialVelocity"))
            },
            interpolatingSpringValue,
        ], bare: .callWithoutArguments),
        .property("default") { Animation.default },
    ])

    /// The modifiers: `.speed(_:)`, `.delay(_:)`, `.repeatCount(_:autoreverses:)`,
    /// `.repeatForever(autoreverses:)`, `.logicallyComplete(after:)`.
    public static let modifiers = SignatureTable<ChainEvaluator<Animation>.Modifier>(noun: "modifier", [
        Signature("speed", [
            Overload([.unlabelled("speed", .number, .speed)]) { a in
                let factor = try a.number("speed")
                return { $0.speed(factor) }
            },
        ]),
        Signature("delay", [
            Overload([.unlabelled("delay", .number, .within(ValueRanges.delay))]) { a in
                let seconds = try a.number("delay")
                return { $0.delay(seconds) }
            },
        ]),
        Signature("logicallyComplete", [
            Overload([Parameter("after", .number, .within(ValueRanges.logicalCompletion))]) { a in
                let seconds = try a.number("after")
                return { $0.logicallyComplete(after: seconds) }
            },
        ]),
        Signature("repeatCount", [
            Overload([
                .unlabelled("repeatCount", .integer, .within(ValueRanges.repeatCount)),
                Parameter("autoreverses", .bool, default: "true"),
            ]) { a in
                let count = try a.integer("repeatCount"), autoreverses = try a.bool("autoreverses")
                return { $0.repeatCount(count, autoreverses: autoreverses) }
            },
        ]),
        Signature("repeatForever", [
            Overload([Parameter("autoreverses", .bool, default: "true")]) { a in
                let autoreverses = try a.bool("autoreverses")
                return { $0.repeatForever(autoreverses: autoreverses) }
            },
        ]),
    ])

    /// A timing curve: bare, or with `duration:`.
    private static func curve(
        _ name: String, _ make: @escaping @Sendable (Double) -> Animation
    ) -> Signature<Animation> {
        Signature(name, [Overload([curveDuration]) { a in make(try a.number("duration")) }],
                  bare: .callWithoutArguments)
    }

    /// `.smooth`, `.snappy`, `.bouncy`: `(duration:extraBounce:)` over a base bounce.
    private static func preset(
        _ name: String, bounce: Double, _ make: @escaping @Sendable (Double, Double) -> Animation
    ) -> Signature<Animation> {
        Signature(name, [
            Overload([
                Parameter("duration", .number, default: "0.5", .seconds),
                Parameter("extraBounce", .number, default: "0"),
            ]) { a in make(try a.number("duration"), try extraBounce(a, base: bounce)) }
        ], bare: .callWithoutArguments)
    }

    /// `extraBounce:`, checked so that the total bounce keeps the spring damped.
    private static func extraBounce(_ a: BoundArguments, base: Double) throws(ExpressionError) -> Double {
        let extra = try a.number("extraBounce")
        guard NumberConstraint.bounce.allows(base + extra) else {
            throw a.invalid("extraBounce", "'extraBounce:' of '\(a.site.displayName)' gives a bounce of "
                + "\(NumberFormat.plain(base)) + \(NumberFormat.plain(extra)); the bounce must be "
                + NumberConstraint.bounce.requirement)
        }
        return extra
    }
}
