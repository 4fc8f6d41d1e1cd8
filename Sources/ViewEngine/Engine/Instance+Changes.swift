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
            if let animation, record.contentTransition.isNumeric, old.strings[slot] != new.strings[slot] {
                longest = max(longest, roll(slot, from: old, to: new, record.contentTransition, at: t, animation: animation))
                continue
            }
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

    /// `.contentTransition(.numericText())`: the characters of slot `slot` that change roll out
    /// (rising ``numericRollDistance`` and fading) while the new ones roll in from as far below; the
    /// characters both strings share at the start and the end stay in place (strings of one
    /// length: their places do not move). A string of another length rolls whole. Downwards for
    /// `countsDown` and for a `value:` that decreases. Layers of an earlier change end here.
    private mutating func roll(_ slot: Int, from old: Drawing, to new: Drawing, _ kind: ContentTransition, at t: Double,
                               animation: Animation) -> Double {
        let a = Array(old.strings[slot]), b = Array(new.strings[slot])
        var up = kind != .numericDown
        if kind == .numericByValue, let x = Self.number(in: a), let y = Self.number(in: b) { up = y >= x }
        let direction = up ? Self.numericRollDistance : -Self.numericRollDistance
        var prefix = 0, suffix = 0
        if a.count == b.count {
            while prefix < a.count, a[prefix] == b[prefix] { prefix += 1 }
            while suffix < a.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        }
        for i in layers[slot].indices { _ = layers[slot][i].opacity.change(to: [0], at: t, animation: nil) }
        var longest = 0.0
        let changed = prefix..<(b.count - suffix)
        // The old characters: up (or down) and out.
        var out = TextLayer(born: t, drawing: old, opacity: Animator([1]))
        out.range = prefix + suffix > 0 ? changed : nil
        longest = max(longest, out.opacity.change(to: [0], at: t, animation: animation))
        longest = max(longest, out.rise.change(to: [-direction], at: t, animation: animation))
        // The new characters: in from a font size below (above when counting down).
        var into = TextLayer(born: t, drawing: new, opacity: Animator([0]), rise: Animator([direction]))
        into.range = prefix + suffix > 0 ? changed : nil
        longest = max(longest, into.opacity.change(to: [1], at: t, animation: animation))
        longest = max(longest, into.rise.change(to: [0], at: t, animation: animation))
        // The kept characters: in place throughout. When the roll ends, the pieces are the whole string again.
        let end = t + longest
        into.ends = end
        layers[slot] += [out, into]
        for kept in [0..<prefix, (b.count - suffix)..<b.count] where !kept.isEmpty {
            var stay = TextLayer(born: t, drawing: new, opacity: Animator([1]))
            stay.range = kept
            stay.ends = end
            layers[slot].append(stay)
        }
        layers[slot].append(TextLayer(born: end, drawing: new, opacity: Animator([1])))
        return longest
    }

    /// How far a rolling character travels, in its font's size. Uncertain (docs/semantics.md §8):
    /// read from iOS 17 screen recordings of `.numericText()` counters, where a digit leaves and
    /// arrives about half its height away, fading (SwiftUI also blurs it; boardgen does not).
    package static let numericRollDistance = 0.5

    /// The number a string shows (its digits, sign and decimal point, `"$1,024.5"` → 1024.5); nil: none.
    private static func number(in s: [Character]) -> Double? {
        Double(String(s.filter { $0.isNumber || $0 == "." || $0 == "-" }))
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
