import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// One life of a view: from its insertion (or the start) until its removal
/// transition ends, with every change of its frame, in-place modifiers,
/// transition parameters and texts in between.
///
/// A view removed and re-added while still leaving keeps the same instance
/// (docs/semantics.md §10.2 rule 4); added again after it is gone, it is a new one.
package struct Instance: Sendable {
    /// A text shown by one of the view's text slots; during a cross-fade a slot has two.
    package struct TextLayer: Sendable {
        /// When it appeared.
        package var born: Double
        /// The drawing it comes from (its string and style).
        package var drawing: Drawing
        /// Its opacity.
        package var opacity: Animator
        /// How far it is moved down, in its font's size (a numeric text's roll); 0: in place.
        package var rise = Animator([0])
        /// The characters of its string it draws (a numeric roll's changed or kept ones); nil: all.
        package var range: Range<Int>? = nil
        /// When it stops being drawn (a roll's pieces, replaced by the whole string when the roll
        /// ends); nil: when its opacity reaches 0.
        package var ends: Double? = nil
    }

    /// The view's identity.
    package let key: String
    /// When it was inserted; nil: present from the start.
    package let insertedAt: Double?
    /// The view as evaluated in each state it was laid out in, from when.
    package var records: [(start: Double, record: ViewRecord)]
    /// Its laid-out frame `[x, y, width, height]`, relative to its parent.
    package var frame: Animator
    /// A program view's own frame inside ``frame`` (without its modifiers' padding and frames),
    /// animated with it: what the dump lists as the view's frame while it changes.
    package var inner: Animator
    /// `.opacity(_:)` on the view, animated in place.
    package var opacity: Animator
    /// The drawing's in-place parameters.
    package var parameters: ParameterTrack
    /// The transition the view runs.
    package let source: Transition
    /// The transition's modifier chain (its shape; values live in ``transition``).
    package let chain: [TransitionModifier]
    /// The components of each chain entry.
    package var transition: [Animator]
    /// Per text slot, its layers.
    package var layers: [[TextLayer]]
    /// Each removal: when it started, if the view came back while leaving when,
    /// and where it stood in its container's layout (for drawing order).
    package var removals: [(start: Double, end: Double?, order: Int)] = []
    /// While it leaves inside a leaving view: that view's instance, whose life it shares.
    package var follows: Int?

    /// A view present from the start, at rest.
    package init(present record: ViewRecord) {
        self.init(record, at: nil, phase: .identity)
    }

    /// A view inserted at `t`, its transition at `phase` (willAppear) until the change.
    package init(_ record: ViewRecord, at t: Double?, phase: TransitionPhase) {
        key = record.key
        insertedAt = t
        records = [(t ?? -.infinity, record)]
        frame = Animator(record.frame.vector)
        inner = Animator(record.innerFrame.vector)
        opacity = Animator([record.opacity ?? 1])
        parameters = ParameterTrack(record.drawing)
        source = record.transition
        let entries = record.transition.modifiers(in: .identity)
        chain = entries
        let start = record.transition.modifiers(in: phase)
        transition = zip(entries, start).map { e, s in
            Animator(s.modifier.components(resolvedIn: record.size), units: e.modifier.units(in: record.size))
        }
        layers = record.drawing.strings.indices.map { _ in
            [TextLayer(born: t ?? -.infinity, drawing: record.drawing, opacity: Animator([1]))]
        }
    }

    /// The record in effect at `t`.
    package func record(at t: Double) -> ViewRecord {
        records[recordIndex(at: t)].record
    }

    /// The index in ``records`` of the record in effect at `t`.
    package func recordIndex(at t: Double) -> Int {
        var k = records.count - 1
        while k > 0, records[k].start > t { k -= 1 }
        return k
    }

    /// The key of the container the view is in at `t` (without copying its record).
    package func parent(at t: Double) -> String? { records[recordIndex(at: t)].record.parent }

    /// The latest record.
    package var current: ViewRecord { records[records.count - 1].record }

    /// Whether the view is being removed at `t` (its removal started and it has not come back).
    package func isRemoving(at t: Double) -> Bool {
        removals.contains { $0.start <= t && ($0.end.map { t < $0 } ?? true) }
    }

    /// Whether any transition parameter is animating at `t`.
    package func transitionRuns(at t: Double) -> Bool {
        transition.contains { $0.isRunning(at: t) }
    }

    /// Whether the view is drawn at `t`: inserted by then, and not removed
    /// unless its removal transition still runs.
    package func isAlive(at t: Double) -> Bool {
        if let insertedAt, t < insertedAt { return false }
        return !isRemoving(at: t) || transitionRuns(at: t)
    }

    /// Where the view is in its life at `t`.
    package func phase(at t: Double) -> ViewPhase {
        if isRemoving(at: t) { return .removing }
        return transitionRuns(at: t) ? .inserting : .present
    }

    /// The transition effect at `t`: in-place opacity inside, the transition outside.
    package func effect(at t: Double) -> Effect {
        var modifiers: [EffectModifier] = []
        if record(at: t).opacity != nil { modifiers.append(.opacity(opacity.value(at: t)[0])) }
        for (entry, animator) in zip(chain, transition) {
            modifiers.append(entry.modifier.with(components: animator.value(at: t)))
        }
        return Effect(modifiers)
    }

    /// The text layers of slot `slot` visible at `t`, with their opacities, how far a roll moves
    /// them down (in their font's size) and the characters they draw (nil: all).
    package func texts(slot: Int, at t: Double) -> [(drawing: Drawing, opacity: Double, rise: Double, range: Range<Int>?)] {
        guard slot < layers.count else { return [] }
        return layers[slot].compactMap { layer in
            guard layer.born <= t, layer.ends.map({ t < $0 }) ?? true else { return nil }
            let o = min(max(layer.opacity.value(at: t)[0], 0), 1)
            return o > 0 ? (layer.drawing, o, layer.rise.value(at: t)[0], layer.range) : nil
        }
    }
}

extension Rect {
    /// `[x, y, width, height]`.
    package var vector: [Double] { [minX, minY, width, height] }

    /// A rect from `[x, y, width, height]`.
    package init(vector v: [Double]) { self.init(x: v[0], y: v[1], width: v[2], height: v[3]) }
}

extension EffectModifier {
    /// The components with a frame's unset (NaN) dimension replaced by the view's own.
    package func components(resolvedIn size: Size) -> [Double] {
        if case let .frame(w, h, _) = self { return [w.isNaN ? size.width : w, h.isNaN ? size.height : h] }
        return components
    }

    /// Per component, the factor to absolute units for the spring stop rule:
    /// moves in units of the view's size, frame heights of its height.
    package func units(in size: Size) -> [Double] {
        switch self {
        case .move: [size.width, size.height]
        case .frameHeight: [size.height]
        default: Array(repeating: 1, count: components.count)
        }
    }
}
