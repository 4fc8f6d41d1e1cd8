import SwiftFront
import BoardScene
import BoardModel
/// Visual effects in a transition's bodies (docs/semantics.md §13 rule 3): the body runs at the
/// phases only, so each phase has its own visual-effect closure; what they return at the
/// view's size interpolates between the phases as other effects do.
extension SwiftEnvironment {
    /// The chains with each visual effect that stands at the same place in every chain replaced
    /// by one body, whose value is the phase position (`positions[k]` for chain k) and which
    /// interpolates the closures' effects between the positions on either side.
    package static func mergingVisualEffects(_ chains: [[EffectModifier]], positions: [Double]) -> [[EffectModifier]] {
        guard let count = chains.first?.count, chains.allSatisfy({ $0.count == count }) else { return chains }
        var out = chains
        for k in 0..<count {
            let bodies = chains.compactMap { chain -> AnimatableBody? in
                if case let .animatable(body, _) = chain[k], body.id.hasPrefix("visualEffect@") { return body }
                return nil
            }
            guard bodies.count == chains.count else { continue }
            let order = positions.indices.sorted { positions[$0] < positions[$1] }
            let stops = order.map { (position: positions[$0], body: bodies[$0]) }
            let id = "visualEffects(" + stops.map { "\($0.position):\($0.body.id)" }.joined(separator: ",") + ")"
            let merged = AnimatableBody(id: id, identity: [0]) { values, size in
                let x = values.first ?? 0
                let upper = stops.firstIndex { $0.position >= x } ?? stops.count - 1
                let lower = max(0, upper == 0 ? 0 : upper - 1)
                let a = stops[lower], b = stops[upper]
                let from = Effect(a.body.expand([], size)).flattened(viewSize: size)
                guard lower != upper, b.position > a.position else { return from }
                let to = Effect(b.body.expand([], size)).flattened(viewSize: size)
                let p = (x - a.position) / (b.position - a.position)
                guard from.count == to.count, zip(from, to).allSatisfy({ $0.isSameKind(as: $1) }) else { return p < 0.5 ? from : to }
                return zip(from, to).map { EffectModifier.interpolate($0, $1, p) }
            }
            for c in out.indices { out[c][k] = .animatable(merged, values: [positions[c]]) }
        }
        return out
    }
}
