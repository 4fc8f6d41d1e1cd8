import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// When each step of a board's scenario happens: step *k* fires at its start,
/// its animations run until its end, and after a hold the next step fires;
/// the cycle ends one hold after the last animation ends.
///
/// The bench's two steps are the removal (at 0) and the insertion.
public struct Timeline: Hashable, Sendable {
    /// Creates a value from its stored properties.
    package init(steps: [Step], cycle: Double) {
        self.steps = steps
        self.cycle = cycle
    }

    /// One step on the clock.
    public struct Step: Hashable, Sendable {
        /// The step's caption ("removal", "Type a").
        public var caption: String
        /// When it fires.
        public var start: Double
        /// When its last animation ends (its start when nothing animates).
        public var end: Double
    }

    /// The steps, in order.
    public var steps: [Step]
    /// The length of one cycle.
    public var cycle: Double

    /// When the first step's animations end (the bench's removal).
    public var removalEnd: Double { steps.first?.end ?? 0 }
    /// When the second step fires (the bench's insertion).
    public var insertionStart: Double { steps.count > 1 ? steps[1].start : cycle }
    /// When the second step's animations end.
    public var insertionEnd: Double { steps.count > 1 ? steps[1].end : cycle }

    /// The index of the step in effect at `t` (the last one fired), nil before the first.
    public func step(at t: Double) -> Int? {
        steps.lastIndex { $0.start <= t }
    }

    /// Whether `t` lies in a hold: after the step in effect has ended and before the next fires.
    public func isHold(_ t: Double) -> Bool {
        guard let k = step(at: t) else { return false }
        return t > steps[0...k].map(\.end).max()!
    }

    /// The timeline on a clock running at `speed` (0.25: four times as long).
    public func slowed(by speed: Double) -> Timeline {
        Timeline(
            steps: steps.map { Step(caption: $0.caption, start: Self.snap($0.start / speed), end: Self.snap($0.end / speed)) },
            cycle: Self.snap(cycle / speed))
    }

    /// Boundaries on a 1e-9 s grid, so sums such as 2.8 + 0.6 + 2.8 + 0.6 are exactly 6.8.
    package static func snap(_ t: Double) -> Double { t.isFinite ? (t * 1e9).rounded() / 1e9 : t }
}

extension Board {
    /// The board's timeline.
    public func timeline(measurer: any TextMeasuring) throws(BoardError) -> Timeline {
        try Playback(board: self, measurer: measurer).timeline
    }
}
