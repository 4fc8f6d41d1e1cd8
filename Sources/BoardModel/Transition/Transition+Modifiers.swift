/// A transition's modifier chain, resolved for one phase.
public struct TransitionModifier: Hashable, Sendable {
    /// The modifier with its value in that phase.
    public var modifier: EffectModifier
    /// An animation set with `.animation(_:)` on (part of) the transition: `.some(nil)`
    /// means "without animation", `nil` the transaction's animation.
    public var animation: Animation??
}

extension Transition {
    /// The modifier chain (innermost first) that the transition's body applies in `phase`.
    ///
    /// The chain has the same shape in every phase, so chains interpolate entry by entry.
    public func modifiers(in phase: TransitionPhase) -> [TransitionModifier] {
        chain(phase).map { TransitionModifier(modifier: $0.0, animation: $0.1) }
    }

    private func chain(_ phase: TransitionPhase) -> [(EffectModifier, Animation??)] {
        let active = !phase.isIdentity
        switch self {
        case .identity:
            return []
        case .opacity:
            return [(.opacity(active ? 0 : 1), nil)]
        case let .scale(s, anchor):
            let v = active ? s : 1
            return [(.scale(x: v, y: v, anchor: anchor), nil)]
        case let .offset(x, y):
            return [(active ? .offset(x: x, y: y) : .offset(x: 0, y: 0), nil)]
        case let .move(edge):
            let u = edge.unitOffset
            return [(active ? .move(x: u.x, y: u.y) : .move(x: 0, y: 0), nil)]
        case .slide:
            return Transition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
                .chain(phase)
        case let .push(edge):
            // A move from `edge` on insertion, toward its opposite on removal, and a fade.
            let target: Edge = phase == .didDisappear ? edge.opposite : edge
            let u = target.unitOffset
            return [(active ? .move(x: u.x, y: u.y) : .move(x: 0, y: 0), nil), (.opacity(active ? 0 : 1), nil)]
        case let .blurReplace(style):
            let s = !active ? 1 : (style == .upUp && phase == .didDisappear ? 1.1 : 0.9)
            return [
                (.opacity(active ? 0 : 1), nil),
                (.blur(radius: active ? Self.blurReplaceRadius : 0), nil),
                (.scale(x: s, y: s, anchor: .center), nil),
            ]
        case let .combined(a, b):
            return a.chain(phase) + b.chain(phase)
        case let .asymmetric(insertion, removal):
            let inner: TransitionPhase = phase == .didDisappear ? .identity : phase
            let outer: TransitionPhase = phase == .didDisappear ? .didDisappear : .identity
            return insertion.chain(inner) + removal.chain(outer)
        case let .modifier(activeEffect):
            return activeEffect.map { (active ? $0 : $0.neutral, nil) }
        case let .phased(willAppear, didDisappear):
            // Both chains are always applied; the one of the other phase stays neutral.
            let appear = willAppear.map { (phase == .willAppear ? $0 : $0.neutral, Animation??.none) }
            let disappear = didDisappear.map { (phase == .didDisappear ? $0 : $0.neutral, Animation??.none) }
            return appear + disappear
        case let .animation(base, animation):
            return base.chain(phase).map { ($0.0, $0.1 ?? .some(animation)) }
        case let .modifierPair(active, identity):
            return (phase.isIdentity ? identity : active).map { ($0, nil) }
        case let .body(willAppear, identity, didDisappear):
            let chain = phase == .willAppear ? willAppear : phase == .identity ? identity : didDisappear
            return chain.map { ($0, nil) }
        }
    }
}
