import SwiftFront
import BoardScene
import BoardModel
/// SwiftUI's other spellings of the same animations: a `Spring` value given to
/// `.spring(_:)` or `.interpolatingSpring(_:)`, a `UnitCurve` given to `.timingCurve(_:duration:)`.
extension AnimationSignatures {
    /// `.spring(.bouncy)`, `.spring(Spring(duration: 0.4, bounce: 0.2), blendDuration: 0)`.
    package static let springValue = Overload<Animation>([
        .unlabelled("spring", .spring), Parameter("blendDuration", .number, default: "0", .seconds),
    ]) { a in
        let s = try a.value("spring", ValueReader.spring)
        return .spring(response: s.response, dampingFraction: s.dampingFraction, blendDuration: try a.number("blendDuration"))
    }

    /// `.interpolatingSpring(.bouncy)`, `.interpolatingSpring(Spring(…), initialVelocity: 0)`.
    package static let interpolatingSpringValue = Overload<Animation>([
        .unlabelled("spring", .spring), Parameter("initialVelocity", .number, default: "0", .within(ValueRanges.velocity)),
    ]) { a in
        let s = try a.value("spring", ValueReader.spring)
        let k = s.response > 0 ? pow2(2 * Double.pi / s.response) : .infinity
        return .interpolatingSpring(stiffness: k, damping: 2 * k.squareRoot() * s.dampingFraction,
                                    initialVelocity: try a.number("initialVelocity"))
    }

    /// `.timingCurve(UnitCurve.easeInOut, duration: 0.3)`.
    /// The circular curves are exact (docs/semantics.md §1.1), the others Bézier curves.
    package static let unitCurveValue = Overload<Animation>([.unlabelled("curve", .unitCurve), curveDuration]) { a in
        let duration = try a.number("duration")
        switch try a.value("curve", ValueReader.unitCurve) {
        case let .bezier(b): return .timingCurve(b, duration: duration)
        case let .circular(c): return .circularCurve(c, duration: duration)
        }
    }
}

extension ValueType {
    /// SwiftUI's `Spring`.
    public static let spring = ValueType("Spring", noun: "a spring", example: ".bouncy")
    /// SwiftUI's `UnitCurve`.
    public static let unitCurve = ValueType("UnitCurve", noun: "a unit curve", example: ".easeInOut")
}

extension ValueReader {
    /// A `Spring` as response and damping fraction: `.smooth`, `.snappy`, `.bouncy` (with
    /// `(duration:extraBounce:)`), `Spring(duration:bounce:)`, `Spring(response:dampingRatio:)`.
    package static func spring(_ e: Expr, for context: String) throws(ExpressionError) -> (response: Double, dampingFraction: Double) {
        func preset(_ name: String, _ bounce: Double) -> Signature<(response: Double, dampingFraction: Double)> {
            Signature(name, [
                Overload([Parameter("duration", .number, default: "0.5", .seconds), Parameter("extraBounce", .number, default: "0")]) { a in
                    (try a.number("duration"), Animation.dampingFraction(bounce: min(max(bounce + (try a.number("extraBounce")), -0.99), 1)))
                },
            ], bare: .callWithoutArguments)
        }
        let forms: [Overload<(response: Double, dampingFraction: Double)>] = [
            Overload([Parameter("duration", .number, default: "0.5", .seconds), Parameter("bounce", .number, default: "0", .bounce)]) { a in
                (try a.number("duration"), Animation.dampingFraction(bounce: try a.number("bounce")))
            },
            Overload([Parameter("response", .number, .seconds), Parameter("dampingRatio", .number, .within(ValueRanges.dampingFraction))]) { a in
                (try a.number("response"), try a.number("dampingRatio"))
            },
        ]
        return try ChainEvaluator<(response: Double, dampingFraction: Double)>(
            type: .spring,
            members: SignatureTable(noun: "spring", [
                preset("smooth", 0), preset("snappy", 0.15), preset("bouncy", 0.3), Signature("init", forms),
            ]),
            modifiers: SignatureTable(noun: "modifier", []),
            initializers: SignatureTable(noun: "initializer", [Signature("Spring", forms)])).evaluate(e, for: context)
    }

    /// A `UnitCurve`: `.linear`, `.easeIn`, `.easeOut`, `.easeInOut` (and `.easeInEaseOut`),
    /// `.bezier(startControlPoint:endControlPoint:)` as Bézier curves; the circular curves
    /// exact (docs/semantics.md §1.1).
    package static func unitCurve(_ e: Expr, for context: String) throws(ExpressionError) -> UnitCurveValue {
        try ChainEvaluator<UnitCurveValue>(
            type: .unitCurve,
            members: SignatureTable(noun: "unit curve", [
                .property("linear") { .bezier(UnitBezier(0, 0, 1, 1)) },
                .property("easeIn") { .bezier(UnitBezier(0.42, 0, 1, 1)) },
                .property("easeOut") { .bezier(UnitBezier(0, 0, 0.58, 1)) },
                .property("easeInOut") { .bezier(UnitBezier(0.42, 0, 0.58, 1)) },
                .property("easeInEaseOut") { .bezier(UnitBezier(0.42, 0, 0.58, 1)) },
                .property("circularEaseIn") { .circular(.easeIn) },
                .property("circularEaseOut") { .circular(.easeOut) },
                .property("circularEaseInOut") { .circular(.easeInOut) },
                Signature("bezier", [
                    Overload([Parameter("startControlPoint", .unitPoint), Parameter("endControlPoint", .unitPoint)]) { a in
                        let p1 = try a.value("startControlPoint", ValueReader.unitPoint)
                        let p2 = try a.value("endControlPoint", ValueReader.unitPoint)
                        // UnitCurve clamps its control points to the unit square (docs/semantics.md §1.1).
                        func c(_ v: Double) -> Double { min(max(v, 0), 1) }
                        return .bezier(UnitBezier(c(p1.x), c(p1.y), c(p2.x), c(p2.y)))
                    },
                ]),
            ]),
            modifiers: SignatureTable(noun: "modifier", [])).evaluate(e, for: context)
    }
}

/// A `UnitCurve`: a Bézier curve, or one of the exact circular curves.
package enum UnitCurveValue: Sendable {
    case bezier(UnitBezier)
    case circular(CircularCurve)
}
