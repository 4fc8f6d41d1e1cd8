/// `.matchedGeometryEffect(id:in:)` between two states (docs/semantics.md §18): a view the state
/// change removes and one it inserts with the same key are one view moving — the entering view
/// starts at the leaving one's frame and the leaving one goes to the entering one's, both with the
/// change's animation, while each runs its own transition (by default they cross-fade).
///
/// Frames are compared in board points: a record's frame is relative to its parent's, so each is
/// made absolute through its parents in its own state, and brought back into the view's own
/// parent as that parent stands at the other end of the change when it is there at both ends
/// (a parent that moves with the same transaction then carries the view along the straight
/// path between the two frames).
struct MatchedGeometry {
    /// The absolute frame of each matched view leaving and entering, by key.
    private var leaving: [String: Rect] = [:], entering: [String: Rect] = [:]
    /// The matched views' drawings, by key: what each one's drawn numbers (a shape's size, its
    /// corner radius) go to or come from.
    private var leavingDrawing: [String: Drawing] = [:], enteringDrawing: [String: Drawing] = [:]
    private var leavingInner: [String: Rect] = [:], enteringInner: [String: Rect] = [:]
    /// The absolute origin of every view's parent, per state.
    private let before: [String: Rect], after: [String: Rect]

    init(before old: [ViewRecord], after new: [ViewRecord]) {
        before = Self.absoluteFrames(old)
        after = Self.absoluteFrames(new)
        let oldKeys = Set(old.map(\.key)), newKeys = Set(new.map(\.key))
        var leaving: [String: Rect] = [:], entering: [String: Rect] = [:]
        for r in old where !newKeys.contains(r.key) {
            if let m = r.match, leaving[m] == nil { leaving[m] = before[r.key]; leavingDrawing[m] = r.drawing; leavingInner[m] = r.innerFrame }
        }
        for r in new where !oldKeys.contains(r.key) {
            if let m = r.match, entering[m] == nil { entering[m] = after[r.key]; enteringDrawing[m] = r.drawing; enteringInner[m] = r.innerFrame }
        }
        // Only pairs: a key that only leaves or only enters is an ordinary transition.
        self.leaving = leaving.filter { entering[$0.key] != nil }
        self.entering = entering.filter { leaving[$0.key] != nil }
    }

    /// Where a leaving view goes: the entering view's frame, in its own parent's coordinates (as
    /// that parent stands after the change, or before it when the parent leaves too); nil when it
    /// is not matched.
    func leavingTarget(_ r: ViewRecord) -> Rect? {
        guard let m = r.match, let target = entering[m] else { return nil }
        return Self.relative(target, to: r.parent.flatMap { after[$0] ?? before[$0] })
    }

    /// Where an entering view starts: the leaving view's frame, in its own parent's coordinates (as
    /// that parent stood before the change, or after it when the parent enters too); nil when it
    /// is not matched.
    func enteringStart(_ r: ViewRecord) -> Rect? {
        guard let m = r.match, let start = leaving[m] else { return nil }
        return Self.relative(start, to: r.parent.flatMap { before[$0] ?? after[$0] })
    }

    /// The drawing a matched leaving view's numbers go to (its partner's).
    func leavingDrawingTarget(_ r: ViewRecord) -> Drawing? {
        r.match.flatMap { entering[$0] != nil ? enteringDrawing[$0] : nil }
    }

    /// The drawing a matched entering view's numbers start from (its partner's).
    func enteringDrawingStart(_ r: ViewRecord) -> Drawing? {
        r.match.flatMap { leaving[$0] != nil ? leavingDrawing[$0] : nil }
    }

    /// The own frame inside its frame a matched leaving view goes to (its partner's).
    func leavingInnerTarget(_ r: ViewRecord) -> Rect? {
        r.match.flatMap { entering[$0] != nil ? enteringInner[$0] : nil }
    }

    /// The own frame inside its frame a matched entering view starts from (its partner's).
    func enteringInnerStart(_ r: ViewRecord) -> Rect? {
        r.match.flatMap { leaving[$0] != nil ? leavingInner[$0] : nil }
    }

    private static func relative(_ frame: Rect, to parent: Rect?) -> Rect {
        guard let parent else { return frame }
        return frame.offsetBy(-parent.minX, -parent.minY)
    }

    /// Every record's frame in board points (its frame is relative to its parent's).
    static func absoluteFrames(_ records: [ViewRecord]) -> [String: Rect] {
        let byKey = Dictionary(records.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var out: [String: Rect] = [:]
        func absolute(_ key: String, depth: Int) -> Rect? {
            if let known = out[key] { return known }
            guard let r = byKey[key] else { return nil }
            var frame = r.frame
            if let parent = r.parent, depth < 256, let p = absolute(parent, depth: depth + 1) { frame = frame.offsetBy(p.minX, p.minY) }
            out[key] = frame
            return frame
        }
        for r in records { _ = absolute(r.key, depth: 0) }
        return out
    }
}
