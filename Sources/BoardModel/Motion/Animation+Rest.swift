/// Why an animation never ends: what a board refuses, in words.
extension Animation {
    /// Why the animation never ends for a change of `magnitude`, as the rest of
    /// a sentence starting "its animation …"; nil when it ends.
    ///
    /// A board needs animations that finish: `.repeatForever`, an undamped
    /// spring (`dampingFraction: 0`, `bounce: 1`, `damping: 0`) and a fluid
    /// spring too lightly damped to come to rest within
    /// ``FluidSpring/maximumSteps`` steps (60 s) never do.
    ///
    /// ```swift
    /// Animation.spring(response: 0.5, dampingFraction: 0).endlessReason()
    /// // "never comes to rest: the spring is undamped (dampingFraction 0, or bounce 1) …"
    /// ```
    public func endlessReason(magnitude: Double = 1) -> String? {
        switch self {
        case .timingCurve, .circularCurve:
            return nil
        case let .fluidSpring(spring):
            guard !spring.comesToRest(magnitude: magnitude) else { return nil }
            if spring.dampingFraction == 0 {
                return "never comes to rest: the spring is undamped (dampingFraction 0, or bounce 1) and oscillates forever; "
                    + "use a dampingFraction more than 0 (a bounce less than 1)"
            }
            if let longest = spring.longestRestingResponse(magnitude: magnitude) {
                // The damping is not to blame: the same spring, quicker, comes to rest; this one
                // is too slow for the time a board integrates a spring.
                return "does not come to rest within \(NumberFormat.seconds(FluidSpring.maximumTime)) s, the longest a board runs a spring: "
                    + "a response (or duration) of \(NumberFormat.plain(spring.response)) s is too slow to settle by then; "
                    + "use one of at most \(NumberFormat.plain((longest * 10).rounded(.down) / 10)) s"
            }
            if spring.dampingFraction > 1 {
                return "does not come to rest within \(NumberFormat.seconds(FluidSpring.maximumTime)) s: "
                    + "dampingFraction \(NumberFormat.plain(spring.dampingFraction)) damps it so heavily (overdamped) that it creeps; "
                    + "use a dampingFraction nearer 1, or a shorter response"
            }
            return "does not come to rest within \(NumberFormat.seconds(FluidSpring.maximumTime)) s: "
                + "dampingFraction \(NumberFormat.plain(spring.dampingFraction)) damps it too lightly; "
                + "use a larger dampingFraction (a smaller bounce)"
        case let .interpolatingSpring(spring):
            guard !spring.settleTime.isFinite else { return nil }
            return "never comes to rest: the spring is undamped (damping 0) and oscillates forever; use a damping more than 0"
        case let .speed(base, _), let .delay(base, _), let .logicalCompletion(base, _):
            return base.endlessReason(magnitude: magnitude)
        case let .repeating(base, count, _):
            if let reason = base.endlessReason(magnitude: magnitude) { return reason }
            return count == nil ? Self.repeatsForever : nil
        case let .custom(body):
            return body.settleTime.isFinite ? nil
                : "does not finish within \(NumberFormat.seconds(CustomAnimationBody.maximumTime)) s (its animate(value:time:context:) never returns nil)"
        }
    }

    /// The time up to which samples are exact: a fluid spring that never comes
    /// to rest is integrated for ``FluidSpring/maximumTime`` (60 s) of its own
    /// time and shows its target after that, which is not where it would be.
    /// Infinite for every animation that ends, and for closed forms.
    public func sampledHorizon(magnitude: Double = 1) -> Double {
        switch self {
        case .timingCurve, .circularCurve, .interpolatingSpring:
            return .infinity
        case let .fluidSpring(spring):
            return spring.comesToRest(magnitude: magnitude) ? .infinity : FluidSpring.maximumTime
        case let .speed(base, factor):
            return base.sampledHorizon(magnitude: magnitude) / factor
        case let .delay(base, seconds):
            return seconds + base.sampledHorizon(magnitude: magnitude)
        case let .repeating(base, _, _), let .logicalCompletion(base, _):
            // An iteration that never ends is the first and only one.
            return base.sampledHorizon(magnitude: magnitude)
        case .custom:
            return .infinity
        }
    }

    /// How many iterations of a `.repeatForever` a board shows when nothing interrupts it
    /// (the last step of a board, or a grid's one change): SwiftUI plays it for the view's
    /// lifetime; a board shows this many legs, then its hold, with the motion running on.
    /// An assumption of boardgen's, documented in docs/semantics.md ("Repeating").
    public static let repeatForeverShownIterations = 4

    /// How long a board lets the change animate: its settle time, or for a `.repeatForever`
    /// (which SwiftUI never ends) ``repeatForeverShownIterations`` of its base.
    public func boardDuration(magnitude: Double = 1) -> Double {
        switch self {
        case let .speed(base, factor):
            return base.boardDuration(magnitude: magnitude) / factor
        case let .delay(base, seconds):
            return seconds + base.boardDuration(magnitude: magnitude)
        case let .logicalCompletion(base, _):
            return base.boardDuration(magnitude: magnitude)
        case let .repeating(base, nil, _):
            let period = base.boardDuration(magnitude: magnitude)
            return period.isFinite ? Double(Self.repeatForeverShownIterations) * period : .infinity
        default:
            return settleTime(magnitude: magnitude)
        }
    }

    /// The reason of `.repeatForever`.
    package static let repeatsForever = "never ends (repeatForever); a board needs one that finishes"
}

extension FluidSpring {
    /// The reason of a spring that merged into a running one and never comes to rest.
    package static let mergeNeverRests = "does not come to rest within \(NumberFormat.seconds(maximumTime)) s after it takes over the running spring; "
        + "use a larger dampingFraction (a smaller bounce)"
}

extension FluidSpring {
    /// The longest response with which this spring (its damping fraction kept) comes to rest
    /// within ``maximumTime`` for a change of `magnitude`, to a hundredth of a second; nil when
    /// even a response of 1 s (or its own, if shorter) does not: then the damping is to blame.
    ///
    /// A spring's settling time grows with its response, so `.spring(duration: 100)` is refused
    /// for the 60 s limit, not for its damping (issue 43).
    package func longestRestingResponse(magnitude: Double) -> Double? {
        let quick = Swift.min(response, 1)
        guard response.isFinite, dampingFraction > 0,
              FluidSpring(response: quick, dampingFraction: dampingFraction).comesToRest(magnitude: magnitude) else { return nil }
        var lo = quick, hi = Swift.min(response, 1000)   // a spring settles in about its response or more
        while hi - lo > 0.01 {
            let mid = (lo + hi) / 2
            if FluidSpring(response: mid, dampingFraction: dampingFraction).comesToRest(magnitude: magnitude) { lo = mid } else { hi = mid }
        }
        return lo
    }
}
