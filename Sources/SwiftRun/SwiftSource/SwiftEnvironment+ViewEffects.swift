import SwiftFront
import BoardScene
import BoardModel
/// A `GeometryEffect` a Swift file declares, used on a view: `.modifier(Wobble(amount: x))`
/// (docs/semantics.md §13 rule 2, §15). Its `effectValue(size:)` runs for the view's laid-out size at
/// the values of its `animatableData`, which animate between states as SwiftUI animates them.
extension SwiftEnvironment {
    /// The render effect of `.modifier(e)` on a view.
    package func viewEffect(_ e: Expr) throws(ExpressionError) -> (AnimatableBody, values: [Double]) {
        let instance = try instance(e, kind: "GeometryEffect", conformance: ["GeometryEffect", "ViewModifier", "AnimatableModifier"])
        guard instance.type.conforms(to: "GeometryEffect") else {
            throw ExpressionError(.type, at: e.range,
                                  "\(Program.baseTypeName(instance.type.name)) has no body boardgen can read; a view modifier needs body(content:), a GeometryEffect effectValue(size:)")
        }
        // Its body must run here, so an error in it is reported at once rather than drawn as nothing.
        _ = try effects(instance, phase: nil, size: Size(100, 100), at: e)
        let values = try animatableData(instance, at: e) ?? []
        let environment = self
        let name = Program.baseTypeName(instance.type.name)
        let body = AnimatableBody(id: name, identity: values) { values, size in
            let moved = values.isEmpty ? instance : ((try? environment.setting(instance, animatableData: values, at: e)) ?? instance)
            return (try? environment.effects(moved, phase: nil, size: size, at: e)) ?? []
        }
        return (body, values)
    }
}
