import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
extension BoardFileReader {
    /// Checks that every cell's tile stays drawable at every instant: its
    /// animations stay finite, it is stretched at most
    /// ``ValueRanges/maximumTileStretch`` times and moves at most
    /// ``ValueRanges/maximumTileReach`` points (see ``TileEnvelope``).
    ///
    /// Runs after the timeline resolved, so every plan exists. A cell's views
    /// (the one removed, the one inserted again) are reported once, at their worst.
    package static func checkDrawable(_ board: Board, root: JSONNode, _ d: inout BoardFileDecoder) {
        guard let playback = try? Playback(board: board, measurer: PangoTextMeasurer.shared) else { return }
        let items: [JSONNode]
        if case let .array(nodes)? = root.member("cells")?.kind { items = nodes } else { items = [] }
        var views: [(name: String, cell: Int?, envelope: TileEnvelope)] = []
        for view in playback.envelopeTracks() {
            let envelope = TileEnvelope(changes: view.changes, size: view.size)
            if let i = views.firstIndex(where: { $0.name == view.name }) {
                views[i].envelope.stretch = max(views[i].envelope.stretch, envelope.stretch)
                views[i].envelope.reach = max(views[i].envelope.reach, envelope.reach)
                views[i].envelope.isFinite = views[i].envelope.isFinite && envelope.isFinite
            } else {
                views.append((view.name, view.cell, envelope))
            }
        }
        for (name, cell, envelope) in views {
            let item = cell.flatMap { $0 < items.count ? items[$0] : nil } ?? root
            if !envelope.isFinite {
                d.error(item.member("animation") ?? root.member("animation") ?? item,
                        "cell \"\(Quoting.clip(name))\": its animation diverges (a spring whose integration is unstable); "
                            + "use a smaller dampingFraction or a longer response")
            } else if envelope.stretch > ValueRanges.maximumTileStretch {
                d.error(item.member("transition") ?? item.member("view") ?? item,
                        "cell \"\(Quoting.clip(name))\": its tile would be scaled up to \(NumberFormat.plain(envelope.stretch.rounded(.up)))× "
                            + "(at most \(NumberFormat.plain(ValueRanges.maximumTileStretch))×); use smaller scale factors or an animation that overshoots less")
            } else if envelope.reach > ValueRanges.maximumTileReach {
                d.error(item.member("transition") ?? item.member("view") ?? item,
                        "cell \"\(Quoting.clip(name))\": its tile would move up to \(NumberFormat.plain(envelope.reach.rounded(.up))) pt "
                            + "(at most \(NumberFormat.plain(ValueRanges.maximumTileReach)) pt); use smaller offsets or an animation that overshoots less")
            }
        }
    }
}
