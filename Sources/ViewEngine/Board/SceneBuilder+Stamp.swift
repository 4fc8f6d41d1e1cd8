import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// The stamp: a still that says when it is (`render --stamp`, the board key `"stamp": true`).
///
/// At the right end of the title line, in the subtitle's monospaced face: the instant, and
/// the step it falls in with that step's progress — `t = 1.400 s · step 1 of 2 (removal) 50%`;
/// between steps, the step last finished — `t = 3.100 s · after step 1 of 2 (removal)`; before
/// the first step fires, `before step 1 of 2`. Times are on the scene's clock (the one `--at`
/// and `--speed` use). A program board's header gives the stamp a row of its own above the
/// title (its title wraps to the panels, so there is no free end of a line to put it at).
extension SceneBuilder {
    /// The stamp's text at `t`.
    public func stampText(at t: Double) -> String {
        var text = "t = " + NumberFormat.fixed(t, decimals: 3) + " s"
        let steps = timeline.steps
        // A program still has no steps: only the instant.
        guard !steps.isEmpty else { return text }
        let n = steps.count
        func name(_ k: Int) -> String {
            let caption = steps[k].caption.split(separator: "\n").first.map(String.init) ?? ""
            return caption.isEmpty ? "" : " (" + Quoting.clip(caption, limit: 32) + ")"
        }
        if let k = steps.lastIndex(where: { $0.start <= t + 1e-9 }) {
            let step = steps[k]
            if t <= step.end + 1e-9, step.end > step.start {
                let progress = min(1, max(0, (t - step.start) / (step.end - step.start)))
                text += " · step \(k + 1) of \(n)\(name(k)) \(Int((progress * 100).rounded(.down)))%"
            } else {
                text += " · after step \(k + 1) of \(n)\(name(k))"
            }
        } else {
            text += " · before step 1 of \(n)"
        }
        return text
    }

    /// `scene` with the stamp at the right end of its title line, or in the row a program
    /// board's header keeps for it (``ProgramHeader/stampAnchor``).
    package func stamped(_ scene: Scene, at t: Double) -> Scene {
        var scene = scene
        if let header = playback.panelLayout?.header, let anchor = header.stampAnchor {
            let text = stampText(at: t)
            // Two lines: the instant, then the step (split at the first " · ").
            let lines = header.stampLines > 1
                ? text.split(separator: " · ", maxSplits: 1).map(String.init) : [text]
            for (k, line) in lines.enumerated() {
                scene.texts.append(SceneText(
                    text: line, font: BoardLayout.subtitleFont, color: board.theme.secondary,
                    baseline: Point(anchor.x, anchor.y + Double(k) * ProgramHeader.subtitleLineHeight), alignment: .leading))
            }
            return scene
        }
        scene.texts.append(SceneText(
            text: stampText(at: t), font: BoardLayout.subtitleFont, color: board.theme.secondary,
            baseline: Point(scene.size.width - BoardLayout.margin, BoardLayout.margin + (board.showsHeader ? 18 : 10)), alignment: .trailing))
        return scene
    }

    /// The widest stamp a board can show, in points (for the header's width).
    package static func stampWidth(_ board: Board) -> Double {
        let caption = board.scenario.steps.map { min($0.caption.count, 32) }.max() ?? 0
        let characters = "t = 000.000 s · after step 100 of 100 () 100%".count + caption
        return Double(characters) * BoardLayout.subtitleFont.size * FontSpec.monoAdvance + 24
    }
}
