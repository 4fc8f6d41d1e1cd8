import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// How a step changes a view's life: insertion, removal, and every change
/// of a view that stays (docs/semantics.md §10.2, §8, §12).
///
/// Each method returns how long the animations it starts run, relative to
/// the step (0 when nothing animates; infinite for an animation that never
/// ends, which ``endlessReason`` explains).
extension Instance {
    /// Why one of the view's newest changes never ends, in words
    /// (``Animation/endlessReason(magnitude:)``); nil when every one ends.
    package var endlessReason: String? {
        let animators = [frame, opacity] + parameters.animators + transition + layers.flatMap { $0.map(\.opacity) }
        return animators.lazy.compactMap(\.endlessReason).first
    }

    /// Runs the insertion: the transition goes from willAppear to identity.
    package mutating func insert(at t: Double, _ tx: Transaction) -> Double {
        retarget(to: .identity, at: t, tx)
    }

    /// Starts the removal: the view leaves the layout and its transition goes
    /// to didDisappear; its frame keeps its last value (and any motion in flight).
    package mutating func remove(at t: Double, order: Int, _ tx: Transaction) -> Double {
        removals.append((t, nil, order))
        follows = nil
        return retarget(to: .didDisappear, at: t, tx)
    }

    /// Starts the removal of a view inside a leaving view (instance `parent`): it is drawn as
    /// long as that one, moved by its transition, and runs none of its own.
    package mutating func remove(at t: Double, order: Int, _ tx: Transaction, following parent: Int) -> Double {
        removals.append((t, nil, order))
        follows = parent
        return 0
    }

    /// Whether the view, removed earlier, is still leaving at `t`, so that an
    /// insertion of the same identity brings it back (rule 4).
    package func isStillLeaving(at t: Double) -> Bool {
        isRemoving(at: t) && t < (transition.map(\.endTime).max() ?? -.infinity)
    }

    /// Applies the view as evaluated in the new state: back from a removal,
    /// a new frame, in-place values and texts, each animated with the transaction.
    package mutating func update(_ record: ViewRecord, at t: Double, _ tx: Transaction) -> Double {
        var longest = 0.0
        follows = nil
        if isRemoving(at: t) {
            removals[removals.count - 1].end = t
            longest = max(longest, retarget(to: .identity, at: t, tx))
        }
        let animation = tx.animation
        if record.frame.vector != frame.target {
            longest = max(longest, frame.change(to: record.frame.vector, at: t, animation: animation))
        }
        if record.innerFrame.vector != inner.target {
            longest = max(longest, inner.change(to: record.innerFrame.vector, at: t, animation: animation))
        }
        if let o = record.opacity, [o] != opacity.target {
            longest = max(longest, opacity.change(to: [o], at: t, animation: animation))
        }
        longest = max(longest, parameters.change(to: record.drawing, at: t, animation: { tx.animation(atDepth: $0) }))
        longest = max(longest, changeTexts(to: record, at: t, animation: animation))
        records.append((t, record))
        return longest
    }

    /// Cross-fades each text slot whose string changed (`.contentTransition(.opacity)`, the
    /// default, with an animation in scope), or swaps it at once (docs/semantics.md §8).
    private mutating func changeTexts(to record: ViewRecord, at t: Double, animation: Animation?) -> Double {
        let old = current.drawing, new = record.drawing
        let slots = new.strings.count
        if slots != old.strings.count {
            // Another set of texts (a checkbox gains its check): the old ones end at t, the new begin.
            for s in layers.indices {
                for i in layers[s].indices { _ = layers[s][i].opacity.change(to: [0], at: t, animation: nil) }
            }
            while layers.count < slots { layers.append([]) }
            for s in 0..<slots { layers[s].append(TextLayer(born: t, drawing: new, opacity: Animator([1]))) }
            return 0
        }
        var longest = 0.0
        for slot in 0..<slots where old.signature(slot: slot) != new.signature(slot: slot) {
            let fades = animation != nil && record.contentTransition == .opacity
            for i in layers[slot].indices {
                longest = max(longest, layers[slot][i].opacity.change(to: [0], at: t, animation: fades ? animation : nil))
            }
            var layer = TextLayer(born: t, drawing: new, opacity: Animator([fades ? 0 : 1]))
            if fades { longest = max(longest, layer.opacity.change(to: [1], at: t, animation: animation)) }
            layers[slot].append(layer)
        }
        return longest
    }

    /// Sends every transition parameter toward its value in `phase`.
    private mutating func retarget(to phase: TransitionPhase, at t: Double, _ tx: Transaction) -> Double {
        let values = source.modifiers(in: phase)
        var longest = 0.0
        for i in chain.indices {
            let d = transition[i].change(
                to: values[i].modifier.components(resolvedIn: current.size), at: t, animation: tx.animation(for: chain[i]))
            longest = max(longest, d)
        }
        return longest
    }
}
