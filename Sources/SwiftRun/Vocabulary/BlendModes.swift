import BoardModel
import BoardScene
import SwiftFront

/// `.blendMode(_:)`: one vocabulary entry. The view is laid out as its content and drawn onto
/// what is behind it with the mode (a ``RenderModifier/blendMode(_:)``; docs/swift-subset.md).
/// `.plusDarker` has no operator of its own in the painter and is refused by name.
extension ViewEvaluator {
    package static var blendModeModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        [
            Signature("blendMode", [Overload([.unlabelled("mode", .any)]) { a in
                let e = a.expression("mode")
                let name: String? = switch e.kind {
                case let .implicitMember(n): n
                case let .member(base, n, _) where base.name == "BlendMode": n
                default: nil
                }
                guard let name, let mode = BlendMode(rawValue: name) else {
                    throw a.invalid("mode", "'.blendMode' takes " + Wording.list(BlendMode.allCases.map { "." + $0.rawValue })
                                    + (name == "plusDarker" ? "; .plusDarker is not drawn yet" : ""))
                }
                return { .modified($0, .render(.blendMode(mode))) }
            }]),
        ]
    }
}
