/// The render effects above a view as written — each effect with the layout frame it acts in —
/// rather than the one matrix they make. SwiftUI animates an effect's own numbers (an angle, a
/// scale, an offset, a `GeometryEffect`'s `animatableData`) and draws the matrix they give at
/// each instant; interpolating matrices instead would shrink a half-turn to nothing at its middle.
package struct EffectChain: Hashable, Sendable {
    /// One effect and the frame (item points) it acts in.
    package struct Placed: Hashable, Sendable {
        package var effect: RenderEffect
        package var frame: Rect
        /// How many of the view's `.animation`/`.transaction` modifiers are outside the effect
        /// (the ones written after it); nil: all of them, as for the view itself. The effect's
        /// numbers animate with the transaction those modifiers make (docs/semantics.md §11).
        package var scopeDepth: Int? = nil

        /// Creates a placed effect.
        package init(effect: RenderEffect, frame: Rect, scopeDepth: Int? = nil) {
            self.effect = effect
            self.frame = frame
            self.scopeDepth = scopeDepth
        }
    }

    /// The effects, innermost (nearest the view) first.
    package var effects: [Placed] = []

    /// A chain of `effects`, innermost first.
    package init(effects: [Placed] = []) { self.effects = effects }

    /// No effects.
    package static let none = EffectChain()

    /// Whether there are no effects.
    package var isEmpty: Bool { effects.isEmpty }

    /// This chain followed by `other`'s effects (those of the views it is laid out in).
    package func outside(_ other: EffectChain) -> EffectChain { EffectChain(effects: effects + other.effects) }

    /// The chain under an effect written inside the ones already gathered (the walk goes outside in).
    package func inside(_ effect: RenderEffect, in frame: Rect, scopeDepth: Int? = nil) -> EffectChain {
        EffectChain(effects: [Placed(effect: effect, frame: frame, scopeDepth: scopeDepth)] + effects)
    }

    /// The map of the whole chain: the innermost effect first.
    package var homography: Homography {
        effects.reduce(Homography.identity) { $0.followed(by: $1.effect.homography(in: $1.frame)) }
    }

    /// The map, nil when it is the identity (no effects, or effects at rest).
    package var transform: Homography? {
        let h = homography
        return h == .identity ? nil : h
    }

    /// The chain moved by (dx, dy) with the view it acts on: every frame moves, so the map is
    /// conjugated by the move.
    package func offsetBy(_ dx: Double, _ dy: Double) -> EffectChain {
        EffectChain(effects: effects.map { Placed(effect: $0.effect, frame: $0.frame.offsetBy(dx, dy), scopeDepth: $0.scopeDepth) })
    }

    /// The structure of the numbers: each effect's kind, count and scope depth.
    package var parameterShape: [Int] {
        effects.flatMap { [$0.effect.kindCode, $0.effect.animatableNumbers.count, $0.scopeDepth ?? -1] }
    }

    /// Per number of ``parameters``, the scope depth it animates at (nil: the view's own).
    package var parameterDepths: [Int?] {
        effects.flatMap { p in Array(repeating: p.scopeDepth, count: p.effect.animatableNumbers.count + 4) }
    }

    /// The numbers that animate: each effect's own, then its frame.
    package var parameters: [Double] {
        effects.flatMap { $0.effect.animatableNumbers + [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
    }

    /// The chain with numbers taken from `next` (in ``parameters``' order).
    package func with(parameters next: () -> Double) -> EffectChain {
        EffectChain(effects: effects.map { p in
            let effect = p.effect.with(numbers: p.effect.animatableNumbers.map { _ in next() })
            return Placed(effect: effect, frame: Rect(x: next(), y: next(), width: next(), height: next()), scopeDepth: p.scopeDepth)
        })
    }
}

extension RenderEffect {
    /// Distinguishes kinds in a parameter shape.
    package var kindCode: Int {
        switch self {
        case .offset: 1
        case .scale: 2
        case .rotation: 3
        case .rotation3D: 4
        case .body: 5
        }
    }

    /// The numbers SwiftUI animates (its `animatableData`): anchors and axes included.
    package var animatableNumbers: [Double] {
        switch self {
        case let .offset(x, y): [x, y]
        case let .scale(x, y, a): [x, y, a.x, a.y]
        case let .rotation(r, a): [r, a.x, a.y]
        case let .rotation3D(r): [r.angle, r.axis.x, r.axis.y, r.axis.z, r.anchor.x, r.anchor.y, r.anchorZ, r.perspective]
        case let .body(_, values): values
        }
    }

    /// The same effect with `n` (of ``animatableNumbers``' shape) in place of its numbers.
    package func with(numbers n: [Double]) -> RenderEffect {
        switch self {
        case .offset: .offset(x: n[0], y: n[1])
        case .scale: .scale(x: n[0], y: n[1], anchor: UnitPoint(x: n[2], y: n[3]))
        case .rotation: .rotation(radians: n[0], anchor: UnitPoint(x: n[1], y: n[2]))
        case .rotation3D:
            .rotation3D(Rotation3D(angle: n[0], axis: (n[1], n[2], n[3]), anchor: UnitPoint(x: n[4], y: n[5]), anchorZ: n[6], perspective: n[7]))
        case let .body(body, _): .body(body, values: n)
        }
    }
}
