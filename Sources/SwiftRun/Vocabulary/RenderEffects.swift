import BoardModel
import SwiftFront

/// Render effects of SwiftUI's vocabulary written as entries: each a signature and the
/// ``RenderModifier`` it makes (laid out as its content, gathered and drawn by the engine's one
/// handling of render effects). Adding one is an entry here and its test.
extension ViewEvaluator {
    package static var renderEffectModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        [
            // `.hidden()`: the view keeps its place and draws nothing (SwiftUI's `_HiddenModifier`).
            Signature("hidden", [Overload([]) { _ in { .modified($0, .render(.opacity(0))) } }]),
            // `.transformEffect(CGAffineTransform)`, `.projectionEffect(ProjectionTransform)` on a view: the map, in
            // the view's own coordinates, as a geometry effect that does not change (a singular map is ignored).
            Signature("transformEffect", [Overload([.unlabelled("transform", .any)]) { a in
                try fixedProjection(a, accepting: ["CGAffineTransform"], name: "transformEffect")
            }]),
            Signature("projectionEffect", [Overload([.unlabelled("transform", .any)]) { a in
                try fixedProjection(a, accepting: ["ProjectionTransform", "CGAffineTransform"], name: "projectionEffect")
            }]),
        ]
    }
}

extension ViewEvaluator {
    /// A fixed transform on a view: a geometry effect whose one effect is the map.
    static func fixedProjection(_ a: BoundArguments, accepting types: [String], name: String) throws(ExpressionError) -> ChainEvaluator<ViewNode>.Modifier {
        let e = a.expression("transform")
        let effect = try ValueReader.projection(e, accepting: types, for: "'.\(name)'")
        let body = AnimatableBody(id: "\(name)(\(e.description))", identity: []) { _, _ in [effect] }
        return { .modified($0, .geometryEffect(body, values: [])) }
    }
}
