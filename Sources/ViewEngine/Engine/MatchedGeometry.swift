import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
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
package struct MatchedGeometry {
    /// The absolute frame of each matched view leaving and entering, by key.
    private var leaving: [String: Rect] = [:], entering: [String: Rect] = [:]
    /// The matched views' drawings, by key: what each one's drawn numbers (a shape's size, its
    /// corner radius) go to or come from.
    private var leavingDrawing: [String: Drawing] = [:], enteringDrawing: [String: Drawing] = [:]
    private var leavingInner: [String: Rect] = [:], enteringInner: [String: Rect] = [:]
    /// Every view's frame in board points, before and after the change.
    private let before: [String: Rect], after: [String: Rect]

    package init(before old: [ViewRecord], after new: [ViewRecord]) {
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

    /// Sends a leaving view toward its partner: its frame, its own frame inside it and its drawn
    /// numbers go to the entering view's with `animation`; returns how long that runs (0 when
    /// the view is not matched).
    package func leave(_ instance: inout Instance, _ r: ViewRecord, at t: Double, animation: Animation?) -> Double {
        guard let m = r.match, let target = entering[m] else { return 0 }
        var longest = instance.frame.change(to: Self.relative(target, to: r.parent.flatMap { after[$0] ?? before[$0] }).vector,
                                            at: t, animation: animation)
        if let inner = enteringInner[m] { longest = max(longest, instance.inner.change(to: inner.vector, at: t, animation: animation)) }
        if let drawing = enteringDrawing[m] { longest = max(longest, instance.parameters.change(to: drawing, at: t, animation: { _ in animation })) }
        return longest
    }

    /// Starts an entering view where its partner was: its frame, its own frame inside it and its
    /// drawn numbers start from the leaving view's and go to its own with `animation`; returns how
    /// long that runs (0 when the view is not matched).
    package func enter(_ instance: inout Instance, _ r: ViewRecord, at t: Double, animation: Animation?) -> Double {
        guard let m = r.match, let start = leaving[m] else { return 0 }
        instance.frame = Animator(Self.relative(start, to: r.parent.flatMap { before[$0] ?? after[$0] }).vector)
        var longest = instance.frame.change(to: r.frame.vector, at: t, animation: animation)
        if let inner = leavingInner[m] {
            instance.inner = Animator(inner.vector)
            longest = max(longest, instance.inner.change(to: r.innerFrame.vector, at: t, animation: animation))
        }
        if let drawing = leavingDrawing[m] {
            instance.parameters = ParameterTrack(drawing)
            longest = max(longest, instance.parameters.change(to: r.drawing, at: t, animation: { _ in animation }))
        }
        return longest
    }

    private static func relative(_ frame: Rect, to parent: Rect?) -> Rect {
        guard let parent else { return frame }
        return frame.offsetBy(-parent.minX, -parent.minY)
    }

    /// Every record's frame in board points (its frame is relative to its parent's).
    package static func absoluteFrames(_ records: [ViewRecord]) -> [String: Rect] {
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
