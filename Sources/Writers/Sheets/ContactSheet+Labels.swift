import BoardModel
import BoardScene
import ViewEngine
import Files

/// What a contact sheet's frames say above them: when each is, and its status line unless every
/// frame shares it (then the sheet says it once, ``ContactSheet/caption``); wrapped to the
/// frame's column, measured by the text engine that lays out the board.
extension ContactSheet {
    /// How a sheet's labels give the time.
    public enum Clock: Sendable, Hashable {
        /// The board's clock: `t = 1.400 s`.
        case board
        /// The time since the action of the step each frame pictures: `+0.10 s`. `starts` are
        /// the starts of the steps sampled (on the scene's clock); a frame counts from the last
        /// one at or before it.
        case sinceStep(starts: [Double])
    }

    /// The label of each scene, wrapped to `width` points (lines joined by `"\n"`), and the status
    /// all of them share (nil when they differ, or there is one frame).
    package static func labels(_ scenes: [Scene], builder: SceneBuilder, clock: Clock, width: Double) -> (labels: [String], shared: String?) {
        let statuses = scenes.map(\.status)
        let shared: String? = scenes.count > 1 && Set(statuses).count == 1 ? statuses[0] : nil
        let times = timeTexts(scenes.map(\.time), speed: builder.speed, clock: clock)
        let labels = zip(times, statuses).map { time, status -> String in
            let text = time + (shared == nil ? (status.map { " · " + $0 } ?? "") : "")
            return wrap(text, width: width, measurer: builder.playback.measurer).joined(separator: "\n")
        }
        return (labels, shared)
    }

    /// Each instant as its label says it, on the board's own clock (a sheet drawn at `--speed
    /// 0.25` still says 1.4 s where the board is at 1.4 s): `t = 1.400 s`, or `+0.10 s` since its
    /// step's action — to the hundredth, or the millisecond when two labels would read alike.
    package static func timeTexts(_ times: [Double], speed: Double, clock: Clock) -> [String] {
        switch clock {
        case .board:
            return times.map { "t = \(FramePattern.seconds($0 * speed)) s" }
        case let .sinceStep(starts):
            let since = times.map { t in (t - (starts.last { $0 <= t + 1e-9 } ?? starts.min() ?? 0)) * speed }
            let hundredths = since.map { NumberFormat.fixed(max(0, $0), decimals: 2) }
            let decimals = Set(hundredths).count == Set(since.map { ($0 * 1000).rounded() }).count ? 2 : 3
            return since.map { "+" + NumberFormat.fixed(max(0, $0), decimals: decimals) + " s" }
        }
    }

    /// `text` in lines no wider than `width` in the label font: broken at " · " where it can,
    /// then at spaces (``ProgramHeader/wrap(_:font:width:_:)``, a word too long cut with "…").
    package static func wrap(_ text: String, width: Double, measurer: any TextMeasuring) -> [String] {
        var lines: [String] = []
        var line = ""
        for part in text.components(separatedBy: " · ") {
            let candidate = line.isEmpty ? part : line + " · " + part
            if measurer.measure(candidate, font: labelFont, width: nil).size.width <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            let pieces = ProgramHeader.wrap(part, font: labelFont, width: width, measurer)
            lines += pieces.dropLast()
            line = pieces.last ?? ""
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
