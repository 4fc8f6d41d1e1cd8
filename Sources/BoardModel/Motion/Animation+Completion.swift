/// When `withAnimation(_:completionCriteria:_:completion:)` runs its completion
/// (docs/semantics.md, "Completions"; the research readings T3).
extension Animation {
    /// What a completion waits for.
    public enum CompletionCriteria: String, Sendable {
        /// `.logicallyComplete` (the default): a curve at its end, a fluid spring once its
        /// response has passed, an interpolating spring after one period, `.logicallyComplete(after:)`.
        case logicallyComplete
        /// `.removed`: the animation has ended and been removed.
        case removed
    }

    /// Seconds from the change to its completion (infinite when it never completes: a
    /// `.repeatForever` without `.logicallyComplete(after:)`).
    public func completionTime(_ criteria: CompletionCriteria, magnitude: Double = 1) -> Double {
        criteria == .removed ? settleTime(magnitude: magnitude) : logicalCompletionTime(magnitude: magnitude)
    }

    /// When the animation reports logical completion.
    public func logicalCompletionTime(magnitude: Double = 1) -> Double {
        switch self {
        case let .timingCurve(_, duration), let .circularCurve(_, duration):
            return max(duration, 0)
        case let .fluidSpring(spring):
            return min(spring.response, spring.settleTime(magnitude: magnitude))
        case let .interpolatingSpring(spring):
            let period = spring.angularFrequency > 0 ? 2 * Double.pi / spring.angularFrequency : .infinity
            return min(period, spring.settleTime)
        case let .speed(base, factor):
            return base.logicalCompletionTime(magnitude: magnitude) / factor
        case let .delay(base, seconds):
            return max(0, seconds + base.logicalCompletionTime(magnitude: magnitude))
        case let .repeating(_, count, _):
            // A repeat reports completion only when it ends.
            return count == nil ? .infinity : settleTime(magnitude: magnitude)
        case let .logicalCompletion(base, after):
            return min(base.logicalCompletionTime(magnitude: magnitude), after)
        case let .custom(body):
            return body.settleTime
        }
    }
}
