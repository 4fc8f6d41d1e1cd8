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
        let statuses = scenes.map(pictured)
        let shared: String? = scenes.count > 1 && Set(statuses).count == 1 ? statuses[0] : nil
        let times = timeTexts(scenes.map(\.time), speed: builder.speed, clock: clock)
        let labels = zip(times, statuses).map { time, status -> String in
            let text = time + (shared == nil ? (status.map { " · " + $0 } ?? "") : "")
            return wrap(text, width: width, measurer: builder.playback.measurer).joined(separator: "\n")
        }
        return (labels, shared)
    }

    /// The status of what a frame pictures. A grid board's status line says the state
    /// (`REMOVED · 0 OF 12` from the instant the removal starts); a frame says how many of its
    /// views are on screen then: `REMOVING · 7 OF 12 STILL SHOWN`, `REMOVED · 0 OF 12 SHOWN`,
    /// `INSERTING · 5 OF 12 SHOWN`, `PRESENT · 12 OF 12 SHOWN`. Other statuses (a program's step) as they are.
    package static func pictured(_ scene: Scene) -> String? {
        guard let status = scene.status, !scene.isPanelBoard else { return scene.status }
        let words = status.components(separatedBy: " · ")
        guard words.count == 2, words[0] == "REMOVED" || words[0] == "PRESENT",
              let n = words[1].components(separatedBy: " OF ").last.flatMap({ Int($0) }) else { return status }
        let shown = scene.shownViewKeys.count
        if words[0] == "REMOVED" {
            return shown > 0 ? "REMOVING · \(shown) OF \(n) STILL SHOWN" : "REMOVED · 0 OF \(n) SHOWN"
        }
        return shown < n ? "INSERTING · \(shown) OF \(n) SHOWN" : "PRESENT · \(n) OF \(n) SHOWN"
    }

    /// Each instant as its label says it, on the board's own clock (a sheet drawn at `--speed
    /// 0.25` still says 1.4 s where the board is at 1.4 s): `t = 1.400 s`, or `+0.10 s` since its
    /// step's action — to the hundredth, or the millisecond when two labels would read alike.
    package static func timeTexts(_ times: [Double], speed: Double, clock: Clock) -> [String] {
        switch clock {
        case .board:
            return times.map { "t = \(FramePattern.seconds($0 * speed)) s" }
        case let .sinceStep(starts):
            let from = times.map { t in starts.last { $0 <= t + 1e-9 } ?? starts.min() ?? 0 }
            let since = zip(times, from).map { ($0 - $1) * speed }
            // Hundredths, unless two frames of one step would read alike.
            let hundredths = Set(zip(from, since).map { "\($0):" + NumberFormat.fixed(max(0, $1), decimals: 2) })
            let decimals = hundredths.count == Set(zip(from, since).map { "\($0):\(($1 * 1000).rounded())" }).count ? 2 : 3
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
