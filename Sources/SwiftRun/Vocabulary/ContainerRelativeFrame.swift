import BoardModel
import SwiftFront

/// `.containerRelativeFrame`: one vocabulary entry, its three forms read into a ``RelativeFrame``
/// that the layout sizes from the nearest container (docs/semantics.md §17, "Container-relative
/// frames").
extension ViewEvaluator {
    package static var relativeFrameModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        @Sendable func axes(_ a: BoundArguments) throws(ExpressionError) -> (horizontal: Bool, vertical: Bool) {
            let e = a.expression("axes")
            var names: [String] = []
            func read(_ x: Expr) {
                switch x.kind {
                case let .implicitMember(n): names.append(n)
                case let .member(_, n, _): names.append(n)
                case let .array(items): for item in items { read(item) }
                default: names.append("?")
                }
            }
            read(e)
            guard !names.isEmpty, names.allSatisfy({ ["horizontal", "vertical"].contains($0) }) else {
                throw a.invalid("axes", "'.containerRelativeFrame' takes .horizontal, .vertical or [.horizontal, .vertical]")
            }
            return (names.contains("horizontal"), names.contains("vertical"))
        }
        @Sendable func make(_ a: BoundArguments, _ length: @escaping @Sendable (Double, Axis) throws(ExpressionError) -> Double) throws(ExpressionError) -> ChainEvaluator<ViewNode>.Modifier {
            let (h, v) = try axes(a)
            let frame = RelativeFrame(horizontal: h, vertical: v, alignment: try a.value("alignment", ValueReader.unitPoint), length: length)
            return { .modified($0, .containerRelativeFrame(frame)) }
        }
        let axesParameter = Parameter.unlabelled("axes", .any), alignment = Parameter("alignment", .unitPoint, default: ".center")
        return [
            Signature("containerRelativeFrame", [
                Overload([axesParameter, alignment]) { a in try make(a) { length, _ in length } },
                Overload([axesParameter, Parameter("count", .number), Parameter("span", .number, default: "1"),
                          Parameter("spacing", .number), alignment]) { a in
                    let count = try a.number("count"), span = try a.number("span"), spacing = try a.number("spacing")
                    guard count >= 1, count <= 1000, count == count.rounded() else {
                        throw a.invalid("count", "'count:' of '.containerRelativeFrame' is a whole number from 1 to 1000")
                    }
                    guard span >= 1, span <= count, span == span.rounded() else {
                        throw a.invalid("span", "'span:' of '.containerRelativeFrame' is a whole number from 1 to the count, \(Int(count))")
                    }
                    guard spacing.isFinite, spacing >= 0 else { throw a.invalid("spacing", "'spacing:' of '.containerRelativeFrame' is a length ≥ 0") }
                    return try make(a) { length, _ in RelativeFrame.grid(length, count: Int(count), span: Int(span), spacing: spacing) }
                },
                Overload([axesParameter, alignment, .unlabelled("length", .any)]) { a in
                    guard case let .opaque(o) = a.expression("length").kind, let length = o.relativeLength else {
                        throw a.invalid("length", "'.containerRelativeFrame' computes its length in a closure from a Swift file, as { length, axis in length * 0.8 }")
                    }
                    return try make(a, length)
                },
            ]),
        ]
    }
}
