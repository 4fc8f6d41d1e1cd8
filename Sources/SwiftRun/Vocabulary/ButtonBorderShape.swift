import SwiftFront
import BoardModel

/// `.buttonBorderShape(_:)`: one vocabulary entry. The bezel of the bordered buttons below —
/// `.capsule`, `.circle`, `.roundedRectangle`, `.roundedRectangle(radius:)` or `.automatic` — kept
/// in their styles and drawn by the button (``ViewLeaves/bezelRadius(_:platform:rect:)``).
extension ViewEvaluator {
    package static var buttonBorderShapeModifiers: [Signature<M>] {
        [
            Signature("buttonBorderShape", [Overload([.unlabelled("shape", .any)]) { a in
                let e = a.expression("shape")
                var name: String?
                switch e.kind {
                case let .implicitMember(n), let .member(_, n, _): name = n
                case let .call(callee, arguments, nil):
                    if case let .implicitMember(n) = callee.kind, n == "roundedRectangle", arguments.count == 1, arguments[0].label == "radius" {
                        let r = try ValueReader.number(arguments[0].value, for: "'radius:' of '.roundedRectangle'")
                        guard r.isFinite, r >= 0 else { throw a.invalid("shape", "a bezel's radius is a length ≥ 0") }
                        name = "roundedRectangle:\(r)"
                    }
                default: break
                }
                guard let name, ["automatic", "capsule", "circle", "roundedRectangle"].contains(name) || name.hasPrefix("roundedRectangle:") else {
                    throw a.invalid("shape", "'.buttonBorderShape' takes .automatic, .capsule, .circle, .roundedRectangle or .roundedRectangle(radius:)")
                }
                return { .modified($0, .controlStyle(kind: "buttonBorderShape", style: name)) }
            }]),
        ]
    }
}
