/// SwiftUI's animation constructors and modifiers, with SwiftUI's defaults
/// (docs/semantics.md §1.1, §2.1, §2.4).
extension Animation {
    /// The default duration of the timing-curve animations, 0.35 s.
    public static let defaultCurveDuration = 0.35

    /// `Animation.default`: what `withAnimation { }` uses.
    ///
    /// Apple's documentation gives `spring(response: 0.55, dampingFraction: 1)`
    /// for iOS 17 and later; OpenSwiftUI's audited code uses `.spring`
    /// (response 0.5). docs/semantics.md §2.4 marks this uncertain and recommends
    /// the documented value, kept here as the one constant to switch.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0)

    /// `.linear` (0.35 s).
    public static var linear: Animation { linear() }
    /// `.easeIn` (0.35 s).
    public static var easeIn: Animation { easeIn() }
    /// `.easeOut` (0.35 s).
    public static var easeOut: Animation { easeOut() }
    /// `.easeInOut` (0.35 s).
    public static var easeInOut: Animation { easeInOut() }
    /// `.spring`: `spring(duration: 0.5, bounce: 0)`.
    public static var spring: Animation { spring() }
    /// `.smooth`.
    public static var smooth: Animation { smooth() }
    /// `.snappy`.
    public static var snappy: Animation { snappy() }
    /// `.bouncy`.
    public static var bouncy: Animation { bouncy() }
    /// `.interactiveSpring`: `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)`.
    public static var interactiveSpring: Animation { interactiveSpring() }
    /// `.interpolatingSpring`: `interpolatingSpring(duration: 0.5, bounce: 0)`.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// `.linear(duration:)`.
    public static func linear(duration: Double = defaultCurveDuration) -> Animation {
        .timingCurve(.linear, duration: duration)
    }
    /// `.easeIn(duration:)`.
    public static func easeIn(duration: Double = defaultCurveDuration) -> Animation {
        .timingCurve(.easeIn, duration: duration)
    }
    /// `.easeOut(duration:)`.
    public static func easeOut(duration: Double = defaultCurveDuration) -> Animation {
        .timingCurve(.easeOut, duration: duration)
    }
    /// `.easeInOut(duration:)`.
    public static func easeInOut(duration: Double = defaultCurveDuration) -> Animation {
        .timingCurve(.easeInOut, duration: duration)
    }
    /// `.timingCurve(_:_:_:_:duration:)`.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = defaultCurveDuration
    ) -> Animation {
        .timingCurve(UnitBezier(p1x, p1y, p2x, p2y), duration: duration)
    }

    /// `.spring(response:dampingFraction:blendDuration:)`; defaults 0.5, 0.825, 0.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
        .fluidSpring(FluidSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// The damping fraction of a bounce: `1 − bounce`, or `1 / (1 + bounce)` when negative.
    public static func dampingFraction(bounce: Double) -> Double {
        bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }

    /// `.spring(duration:bounce:blendDuration:)`; defaults 0.5, 0, 0. Plain
    /// `.spring` resolves to this overload.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: dampingFraction(bounce: bounce), blendDuration: blendDuration)
    }

    /// `.smooth(duration:extraBounce:)`: bounce 0 + extra.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// `.snappy(duration:extraBounce:)`: bounce 0.15 + extra.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// `.bouncy(duration:extraBounce:)`: bounce 0.3 + extra.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// `.interactiveSpring(response:dampingFraction:blendDuration:)`; defaults 0.15, 0.86, 0.25.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// `.interactiveSpring(duration:extraBounce:blendDuration:)`: bounce 0.15 + extra.
    /// Plain `.interactiveSpring` resolves to this overload.
    public static func interactiveSpring(
        duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        .interpolatingSpring(
            InterpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }
    /// `.interpolatingSpring(duration:bounce:initialVelocity:)`; defaults 0.5, 0, 0.
    public static func interpolatingSpring(
        duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        let k = duration > 0 ? pow2(2 * Double.pi / duration) : .infinity
        let c = 2 * k.squareRoot() * dampingFraction(bounce: bounce)
        return interpolatingSpring(stiffness: k, damping: c, initialVelocity: initialVelocity)
    }

    /// `.speed(_:)`: plays `factor` times as fast.
    public func speed(_ factor: Double) -> Animation { .speed(self, factor: factor) }
    /// `.delay(_:)`: waits `seconds` before starting.
    public func delay(_ seconds: Double) -> Animation { .delay(self, seconds: seconds) }
    /// `.repeatCount(_:autoreverses:)`; autoreverses defaults to true, as in SwiftUI.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        .repeating(self, count: count, autoreverses: autoreverses)
    }
    /// `.repeatForever(autoreverses:)`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        .repeating(self, count: nil, autoreverses: autoreverses)
    }
}

extension Animation {
    /// `.logicallyComplete(after:)`: the same motion, logically complete after `seconds` at the latest.
    public func logicallyComplete(after seconds: Double) -> Animation {
        .logicalCompletion(self, after: seconds)
    }
}
