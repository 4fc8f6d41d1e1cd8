import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
import Foundation

/// SMIL animation elements on one clock: every animation lasts one cycle (`dur`), repeats
/// like the GIF (`repeatCount`, frozen on its last value when the loops end), and places
/// its keyframes at `keyTimes`, fractions of the cycle.
package struct SVGAnimation {
    /// One cycle of playback, in seconds.
    package let duration: Double
    /// Extra loops after the first play; nil loops forever.
    package let loops: Int?
    /// Each sample's place in the cycle, 0…1.
    package let fractions: [Double]
    /// Samples closer than this (a fraction of the cycle) are the two sides of a jump.
    package let jump: Double
    /// Each sample's `keyTimes` entry.
    private let keyTimeStrings: [String]

    /// A clock of `duration` seconds whose samples lie at `fractions` of the cycle; two
    /// samples closer than `jump` are the two sides of a jump.
    ///
    /// keyTimes are rounded to 0.1 ms of playback or finer. A jump switches halfway between
    /// its two sides, written to 0.1 µs: its earlier side is the last instant of the old
    /// value (a view drawn until its animation's end inclusive; a step's left side a few µs
    /// before it fires), so a viewer seeking to the jump's instant — browsers round times to
    /// the microsecond — shows what the PNG render shows there.
    package init(duration: Double, loops: Int?, fractions: [Double], jump: Double) {
        self.duration = duration
        self.loops = loops
        self.fractions = fractions
        self.jump = jump
        let coarse = max(5, Int(log10(max(duration, 1) / 1e-4).rounded(.up)))
        let fine = max(coarse, Int(log10(max(duration, 1) / 1e-7).rounded(.up)))
        var times = fractions
        var isFine = fractions.map { _ in false }
        for i in fractions.indices.dropFirst() where fractions[i] - fractions[i - 1] < jump {
            times[i] = (fractions[i - 1] + fractions[i]) / 2
            isFine[i] = true
            isFine[i - 1] = true
        }
        var strings: [String] = []
        var previous = 0.0
        for (t, fine_) in zip(times, isFine) {
            let value = max(previous, min(1, SVGNumber.rounded(t, fine_ ? fine : coarse)))
            strings.append(SVGNumber.format(value, fine))
            previous = value
        }
        keyTimeStrings = strings
    }

    /// `dur`, `repeatCount` and, for a finite number of plays, `fill`.
    package var timing: String {
        let repeats = loops.map { String($0 + 1) } ?? "indefinite"
        let fill = loops == nil ? "" : " fill=\"freeze\""
        return " dur=\"\(SVGNumber.format(duration * 1000, 3))ms\" repeatCount=\"\(repeats)\"\(fill)"
    }

    /// The keyTimes of samples `indices`, the first 0 and, for interpolation, the last 1.
    package func keyTimes(_ indices: [Int], discrete: Bool) -> String {
        var times = indices.map { keyTimeStrings[$0] }
        times[0] = "0"
        if !discrete { times[times.count - 1] = "1" }
        return times.joined(separator: ";")
    }

    /// `<animate>` of `attribute` through `values` at samples `indices`; "" when they never change.
    package func animate(_ attribute: String, values: [String], at indices: [Int], discrete: Bool = false) -> String {
        guard Set(values).count > 1 else { return "" }
        let mode = discrete ? " calcMode=\"discrete\"" : ""
        return "<animate attributeName=\"\(attribute)\" values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(keyTimes(indices, discrete: discrete))\"\(mode)\(timing)/>"
    }

    /// `<animateTransform>` of one transform function; `additive` composes it after the ones before.
    package func animateTransform(_ type: String, values: [String], at indices: [Int], additive: Bool) -> String {
        let sum = additive ? " additive=\"sum\"" : ""
        if Set(values).count == 1 {
            return "<animateTransform attributeName=\"transform\" type=\"\(type)\" values=\"\(values[0]);\(values[0])\"\(sum)\(timing)/>"
        }
        return "<animateTransform attributeName=\"transform\" type=\"\(type)\" values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(keyTimes(indices, discrete: false))\"\(sum)\(timing)/>"
    }
}
