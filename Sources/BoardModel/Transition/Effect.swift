/// What a transition does to a view at one instant: a chain of modifiers with
/// resolved values, innermost first.
///
/// The summary properties (``opacity``, ``blurRadius``, …) read the chain; the
/// geometry of the whole chain is ``pose(viewSize:)``.
public struct Effect: Hashable, Sendable {
    /// The modifiers, innermost first.
    public var modifiers: [EffectModifier]

    /// Creates an effect from a modifier chain.
    public init(_ modifiers: [EffectModifier] = []) { self.modifiers = modifiers }

    /// No change at all.
    public static let none = Effect()

    /// The modifiers with every `Animatable` body replaced by the effects it returns for a
    /// view of `viewSize` (a `GeometryEffect` depends on it; other bodies do not).
    public func flattened(viewSize: Size = Size(0, 0)) -> [EffectModifier] {
        guard modifiers.contains(where: { if case .animatable = $0 { true } else { false } }) else { return modifiers }
        return modifiers.flatMap { m -> [EffectModifier] in
            if case let .animatable(body, values) = m { return Effect(body.expand(values, viewSize)).flattened(viewSize: viewSize) }
            return [m]
        }
    }

    /// The modifiers with every `Animatable` body expanded (for a view of no particular size).
    public var flattened: [EffectModifier] { flattened() }

    /// The product of the opacities, each clamped to 0...1 as when drawn.
    public var opacity: Double { Self.opacity(flattened) }

    /// The product of the opacities of a flattened chain.
    package static func opacity(_ chain: [EffectModifier]) -> Double {
        chain.reduce(1) { acc, m in
            if case let .opacity(o) = m { return acc * min(max(o, 0), 1) }
            return acc
        }
    }

    /// The combined blur radius, √(Σ rᵢ²) (Gaussian blurs compose so).
    public var blurRadius: Double { Self.blurRadius(flattened) }

    /// The combined blur radius of a flattened chain.
    package static func blurRadius(_ chain: [EffectModifier]) -> Double {
        chain.reduce(0) { acc, m in
            if case let .blur(r) = m { return acc + r * r }
            return acc
        }.squareRoot()
    }

    /// The scale factors and anchor of the first scale effect, if any.
    public var scale: (x: Double, y: Double, anchor: UnitPoint)? {
        for case let .scale(x, y, a) in modifiers { return (x, y, a) }
        return nil
    }

    /// The summed offsets in points (`.offset`), ignoring moves.
    public var offset: (x: Double, y: Double) {
        modifiers.reduce((0, 0)) { acc, m in
            if case let .offset(x, y) = m { return (acc.0 + x, acc.1 + y) }
            return acc
        }
    }

    /// The summed moves, in units of the view's size.
    public var move: (x: Double, y: Double) {
        modifiers.reduce((0, 0)) { acc, m in
            if case let .move(x, y) = m { return (acc.0 + x, acc.1 + y) }
            return acc
        }
    }

    /// The first 3-D rotation, if any.
    public var rotation: Rotation3D? {
        for case let .rotation3D(r) in modifiers { return r }
        return nil
    }

    /// The first frame-height fraction and its alignment, if any.
    public var frameHeight: (fraction: Double, alignment: VerticalAlignment)? {
        for case let .frameHeight(f, a) in modifiers { return (f, a) }
        return nil
    }
}

/// One animated parameter set of a transition: a modifier going from one value to another.
public struct EffectTrack: Hashable, Sendable {
    /// The value when progress is 0.
    public var from: EffectModifier
    /// The value when progress is 1.
    public var to: EffectModifier
    /// An animation set on the transition, overriding the transaction's (see ``TransitionModifier``).
    public var animation: Animation??

    /// The value at `progress`.
    public func value(at progress: Double) -> EffectModifier {
        EffectModifier.interpolate(from, to, progress)
    }

    /// Whether anything changes.
    public var isAnimated: Bool { from != to }
}

extension Transition {
    /// The tracks of the transition's modifiers in one direction: insertion goes
    /// willAppear → identity, removal identity → didDisappear.
    public func tracks(_ direction: TransitionDirection) -> [EffectTrack] {
        let start: TransitionPhase = direction == .insertion ? .willAppear : .identity
        let end: TransitionPhase = direction == .insertion ? .identity : .didDisappear
        return zip(modifiers(in: start), modifiers(in: end)).map {
            EffectTrack(from: $0.modifier, to: $1.modifier, animation: $0.animation)
        }
    }

    /// The effect at `progress` (0 = start of the direction, 1 = its end), every
    /// parameter interpolated linearly.
    public func effect(_ direction: TransitionDirection, progress: Double) -> Effect {
        Effect(tracks(direction).map { $0.value(at: progress) })
    }

    /// The effect of the phase itself (the active state for willAppear and didDisappear).
    public func effect(in phase: TransitionPhase) -> Effect {
        Effect(modifiers(in: phase).map(\.modifier))
    }
}
