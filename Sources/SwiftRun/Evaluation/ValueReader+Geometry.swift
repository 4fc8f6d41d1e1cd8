import SwiftFront
import BoardScene
import BoardModel
extension ValueReader {
    /// The evaluator of SwiftUI's `UnitPoint`: the named points (`.center`,
    /// `UnitPoint.topLeading`, …) and `UnitPoint(x:y:)`.
    public static let unitPoints = ChainEvaluator<UnitPoint>(
        type: .unitPoint,
        members: SignatureTable(noun: "unit point", UnitPoint.named.map { entry in
            Signature.property(entry.name) { entry.point }
        } + [
            Signature("init", [
                Overload([Parameter("x", .number, .unitPoint), Parameter("y", .number, .unitPoint)]) { args in
                    UnitPoint(x: try args.number("x"), y: try args.number("y"))
                },
            ]),
        ]),
        modifiers: SignatureTable(noun: "modifier", []),
        initializers: SignatureTable(noun: "initializer", [
            Signature("UnitPoint", [
                Overload([Parameter("x", .number, .unitPoint), Parameter("y", .number, .unitPoint)]) { args in
                    UnitPoint(x: try args.number("x"), y: try args.number("y"))
                },
            ]),
        ]))

    /// A `UnitPoint`: `.center`, `UnitPoint.top`, `UnitPoint(x: 0.2, y: 0.8)`.
    public static func unitPoint(_ e: Expr, for context: String) throws(ExpressionError) -> UnitPoint {
        try unitPoints.evaluate(e, for: context)
    }

    /// An `Edge`: `.top`, `.bottom`, `.leading`, `.trailing`, or qualified (`Edge.top`).
    public static func edge(_ e: Expr, for context: String) throws(ExpressionError) -> Edge {
        try member(e, of: Edge.self, as: .edge, for: context)
    }
}
