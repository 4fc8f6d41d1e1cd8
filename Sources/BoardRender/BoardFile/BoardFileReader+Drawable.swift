extension BoardFileReader {
    /// Checks that every cell's tile stays drawable at every instant: its
    /// animations stay finite, it is stretched at most
    /// ``ValueRanges/maximumTileStretch`` times and moves at most
    /// ``ValueRanges/maximumTileReach`` points (see ``TileEnvelope``).
    ///
    /// Runs after the timeline resolved, so every plan exists.
    static func checkDrawable(_ board: Board, root: JSONNode, _ d: inout BoardFileDecoder) {
        guard let playback = try? Playback(board: board) else { return }
        let items: [JSONNode]
        if case let .array(nodes)? = root.member("cells")?.kind { items = nodes } else { items = [] }
        for view in playback.envelopeTracks() {
            let name = view.name
            let item = view.cell.flatMap { $0 < items.count ? items[$0] : nil } ?? root
            let envelope = TileEnvelope(changes: view.changes, size: view.size)
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
