/// A SwiftUI transition: what a view looks like when it is *not* there.
///
/// Evaluate one for a ``TransitionDirection`` and a progress to get an
/// ``Effect``:
///
/// ```swift
/// let t = Transition.offset(x: 0, y: 70).combined(with: .opacity)
/// t.effect(.removal, progress: 0.5)   // offset (0, 35), then opacity 0.5
/// ```
public indirect enum Transition: Hashable, Sendable {
    /// `.identity`: no transition at all; the view is inserted and removed at once.
    case identity
    /// `.opacity`: fades (the default transition).
    case opacity
    /// `.scale(scale:anchor:)`; plain `.scale` is ``Transition/scale`` with
    /// ``Transition/scaleDefault`` about the centre.
    case scale(Double, anchor: UnitPoint)
    /// `.offset(x:y:)`: the same offset in both directions.
    case offset(x: Double, y: Double)
    /// `.move(edge:)`: by the view's own size toward the edge, both directions.
    case move(edge: Edge)
    /// `.slide`: in from the leading edge, out to the trailing edge.
    case slide
    /// `.push(from:)`: in from the edge, out toward the opposite edge, fading.
    case push(from: Edge)
    /// `.blurReplace(_:)`: opacity, blur 7 and scale 0.9 (1.1 on removal for `.upUp`).
    case blurReplace(BlurReplaceStyle)
    /// `a.combined(with: b)`: both, `a` inside `b`.
    case combined(Transition, Transition)
    /// `.asymmetric(insertion:removal:)`.
    case asymmetric(insertion: Transition, removal: Transition)
    /// `.modifier(active:identity:)`: `active` whenever the phase is not identity.
    case modifier(active: [EffectModifier])
    /// A custom `Transition` that sees its phase: distinct willAppear and didDisappear effects.
    case phased(willAppear: [EffectModifier], didDisappear: [EffectModifier])
    /// `t.animation(a)`: the transition's modifiers animate with `a` (nil: without animation).
    case animation(Transition, Animation?)
    /// `.modifier(active: A, identity: I)` with two instances of a view modifier whose
    /// bodies return the same chain of effects: the chains interpolate entry by entry.
    case modifierPair(active: [EffectModifier], identity: [EffectModifier])
    /// A `Transition` struct's `body(content:phase:)`, evaluated in each phase; the
    /// three chains have the same shape and interpolate entry by entry.
    case body(willAppear: [EffectModifier], identity: [EffectModifier], didDisappear: [EffectModifier])

    /// `.blurReplace`'s styles.
    public enum BlurReplaceStyle: String, Hashable, Sendable { case downUp, upUp }

    /// The scale of plain `.scale`: effectively zero (docs/semantics.md §4; §9 item 7).
    public static let scaleDefault = 1e-5
    /// The blur radius of `.blurReplace`.
    public static let blurReplaceRadius = 7.0

    /// `.scale`: about zero, about the centre.
    public static var scale: Transition { .scale(scaleDefault, anchor: .center) }
    /// `.scale(scale:anchor:)`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> Transition {
        .scale(scale, anchor: anchor)
    }
    /// `.blurReplace` (`.downUp`).
    public static var blurReplace: Transition { .blurReplace(.downUp) }

    /// `self.combined(with: other)`.
    public func combined(with other: Transition) -> Transition { .combined(self, other) }
    /// `self.animation(a)`.
    public func animation(_ animation: Animation?) -> Transition { .animation(self, animation) }
}

/// Whether a view is being inserted or removed.
public enum TransitionDirection: String, Hashable, Sendable, CaseIterable {
    case insertion, removal
}

/// The phases of SwiftUI's `Transition` protocol.
public enum TransitionPhase: Int, Hashable, Sendable {
    /// Before insertion (`phase.value == −1`).
    case willAppear = -1
    /// On screen.
    case identity = 0
    /// After removal (`phase.value == 1`).
    case didDisappear = 1

    /// Whether the phase is `.identity`.
    public var isIdentity: Bool { self == .identity }
}
