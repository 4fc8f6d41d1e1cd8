import SwiftFront
import BoardModel

/// `.scrollPosition(id:anchor:)` and `.scrollPosition(_:anchor:)`: a scroll view bound to the view
/// it shows. A board's scroll views rest at their start, which is what SwiftUI shows while the
/// binding holds nothing (`@State var shown: Int?` before a person scrolls) or a position made
/// without a place (`ScrollPosition(idType:)`): then the modifier changes nothing drawn. A binding
/// that starts at an id or an edge would start the scroll view scrolled there, which a board does
/// not draw: refused by name.
extension ViewEvaluator {
    package static var scrollPositionModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        @Sendable func atRest(_ e: Expr) -> Bool {
            let value = ValueReader.boundValue(e)
            switch value.kind {
            case .nilLiteral: return true
            case let .call(callee, arguments, nil):
                // `ScrollPosition(idType: Int.self)`, `ScrollPosition()`, `.init(idType:)`.
                let named = callee.name == "ScrollPosition" || callee.kind == .implicitMember("init")
                return named && arguments.allSatisfy { $0.label == "idType" }
            default: return false
            }
        }
        @Sendable func refusal(_ a: BoundArguments, _ name: String) -> ExpressionError {
            ExpressionError(.unsupported, at: a.site.nameRange,
                            "'.scrollPosition' bound to \(Quoting.clip(ValueReader.boundValue(a.expression(name)).description)) cannot be shown on a board: a board does not draw scroll views scrolled to a bound position yet (they rest at their start, as while the binding holds nil)")
        }
        return [
            Signature("scrollPosition", [
                Overload([Parameter("id", .any), Parameter("anchor", .any, default: "nil")]) { a in
                    guard atRest(a.expression("id")) else { throw refusal(a, "id") }
                    return { $0 }
                },
                Overload([.unlabelled("position", .any), Parameter("anchor", .any, default: "nil")]) { a in
                    guard atRest(a.expression("position")) else { throw refusal(a, "position") }
                    return { $0 }
                },
            ]),
        ]
    }
}
