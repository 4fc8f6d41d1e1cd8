/// The board's cycle: removal at 0, hold, insertion, hold.
///
/// The removal lasts until every cell's animation is done (springs by their
/// stop rule, stagger included); the insertion likewise.
public struct Timeline: Hashable, Sendable {
    /// When the removal's last animation ends (the removal starts at 0).
    public var removalEnd: Double
    /// When the views are inserted again.
    public var insertionStart: Double
    /// When the insertion's last animation ends.
    public var insertionEnd: Double
    /// The length of one cycle: the insertion's end plus the hold.
    public var cycle: Double

    /// Which direction is under way at `t`, and the time since it started.
    public func phase(at t: Double) -> (direction: TransitionDirection, elapsed: Double) {
        t < insertionStart ? (.removal, t) : (.insertion, t - insertionStart)
    }

    /// Whether `t` lies in a hold (nothing animates).
    public func isHold(_ t: Double) -> Bool {
        (t > removalEnd && t < insertionStart) || t > insertionEnd
    }
}

extension Board {
    /// The board's timeline.
    public func timeline() throws(BoardError) -> Timeline {
        try Timeline(plans: plans(), hold: timing.hold)
    }

    /// Resolves every cell.
    func plans() throws(BoardError) -> [CellPlan] {
        var result: [CellPlan] = []
        for (i, cell) in cells.enumerated() { result.append(try CellPlan(cell: cell, index: i, board: self)) }
        return result
    }
}

extension Timeline {
    init(plans: [CellPlan], hold: Double) {
        let removal = plans.map { $0.settleTime(.removal) }.max() ?? 0
        let insertion = plans.map { $0.settleTime(.insertion) }.max() ?? 0
        // Boundaries on a 1e-9 s grid, so sums such as 2.8 + 0.6 + 2.8 + 0.6 are exactly 6.8.
        func snap(_ t: Double) -> Double { t.isFinite ? (t * 1e9).rounded() / 1e9 : t }
        removalEnd = snap(removal)
        insertionStart = snap(removal + hold)
        insertionEnd = snap(insertionStart + insertion)
        cycle = snap(insertionEnd + hold)
    }
}
