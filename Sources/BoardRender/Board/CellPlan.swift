/// A cell's resolved motion: which item the conditional inserts, its
/// transition, and every animated parameter with its animation and magnitude.
struct CellPlan: Sendable {
    /// One animated parameter set.
    struct Track: Sendable {
        var track: EffectTrack
        /// The animation driving it; nil: it pops.
        var animation: Animation?
        /// The size of its change in absolute units (for springs' stop rule).
        var magnitude: Double

        /// Whether it is still animating at local time `t`.
        func isRunning(at t: Double) -> Bool {
            guard let animation, track.isAnimated else { return false }
            return !animation.isDone(at: t, magnitude: magnitude)
        }

        /// Its value at local time `t` (its target once done or without animation).
        func value(at t: Double) -> EffectModifier {
            guard let animation, track.isAnimated else { return track.to }
            return track.value(at: animation.progress(at: t, magnitude: magnitude))
        }

        /// When it stops animating (0 without animation).
        var settleTime: Double {
            guard let animation, track.isAnimated else { return 0 }
            return animation.settleTime(magnitude: magnitude)
        }
    }

    var item: InsertedItem
    var size: Size
    /// The transaction's animation for this cell (stagger included); nil: none.
    var animation: Animation?
    var insertion: [Track]
    var removal: [Track]

    func tracks(_ direction: TransitionDirection) -> [Track] {
        direction == .insertion ? insertion : removal
    }

    /// The time the cell's `direction` ends (0 when nothing animates).
    func settleTime(_ direction: TransitionDirection) -> Double {
        tracks(direction).map(\.settleTime).max() ?? 0
    }

    /// Whether the view is in the tree at local time `t` of `direction`: an
    /// inserted view always is; a removed one while anything in it animates.
    func isPresent(_ direction: TransitionDirection, at t: Double) -> Bool {
        direction == .insertion || removal.contains { $0.isRunning(at: t) }
    }

    /// How much of its slot the cell occupies at local time `t` when it does
    /// not reserve its space: its layout height animates with the transaction.
    func layoutFraction(_ direction: TransitionDirection, at t: Double) -> Double {
        let p = animation?.progress(at: t, magnitude: size.height) ?? 1
        return direction == .insertion ? p : 1 - p
    }

    /// The effect at local time `t` of `direction`.
    func effect(_ direction: TransitionDirection, at t: Double) -> Effect {
        Effect(tracks(direction).map { $0.value(at: t) })
    }

    init(cell: Cell, index: Int, board: Board) throws(BoardError) {
        let items = cell.content.resolve().items
        guard items.count == 1, items[0].view.tileLabels.count == 1 else {
            throw BoardError(cell: cell.name, "a cell must show exactly one Tile (found \(cell.content.tileLabels.count))")
        }
        let item = items[0]
        let size = board.slotSize
        var animation = cell.animation ?? board.animation
        let delay = Double(index) * board.timing.stagger
        func staggered(_ a: Animation?) -> Animation? {
            guard let a, delay > 0 else { return a }
            return a.delay(delay)
        }
        animation = staggered(animation)
        func plan(_ direction: TransitionDirection) -> [Track] {
            item.transition.tracks(direction).map { t in
                let a: Animation? = t.animation.map { staggered($0) } ?? animation
                return Track(track: t, animation: a, magnitude: t.from.changeMagnitude(to: t.to, in: size))
            }
        }
        self.item = item
        self.size = size
        self.animation = animation
        insertion = plan(.insertion)
        removal = plan(.removal)
        for t in insertion + removal where t.settleTime == .infinity {
            throw BoardError(cell: cell.name, "its animation never ends (repeatForever); a board needs one that finishes")
        }
    }
}

/// A board that cannot be resolved, e.g. a cell with two tiles.
public struct BoardError: Error, CustomStringConvertible, Equatable {
    /// The cell at fault, if any.
    public var cell: String?
    /// What is wrong.
    public var message: String

    /// Creates an error about a cell.
    public init(cell: String? = nil, _ message: String) {
        self.cell = cell
        self.message = message
    }

    public var description: String {
        cell.map { "cell '\($0)': \(message)" } ?? message
    }
}
