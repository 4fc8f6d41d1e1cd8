/// Resolving a board at an instant.
extension Board {
    /// The scene at `t` seconds into the cycle (the first step fires at 0).
    /// Pure: the same board and time always give the same scene.
    ///
    /// - Parameter t: seconds, in `0...timeline().cycle`; earlier times show the
    ///   board before the first step, later ones the end of the cycle.
    /// - Throws: ``BoardError`` when the board cannot be resolved.
    public func scene(at t: Double) throws(BoardError) -> Scene {
        try SceneBuilder(board: self).scene(at: t)
    }
}

/// Resolves a board once — runs its scenario through the engine — and builds
/// its scenes; reuse one for many instants.
public struct SceneBuilder: Sendable {
    /// The board.
    public let board: Board
    /// The grid's layout (a grid board; for a panel board, that of an empty grid).
    public let layout: BoardLayout
    /// Its timeline.
    public let timeline: Timeline
    let playback: Playback
    let captionLines: [[String]]

    /// Resolves `board`.
    public init(board: Board) throws(BoardError) {
        self.board = board
        layout = BoardLayout(board)
        playback = try Playback(board: board)
        timeline = playback.timeline
        let columns = layout.captionColumns
        captionLines = board.cells.map { CaptionWrapper.wrap($0.caption, columns: columns) }
    }

    /// The scene at `t`.
    public func scene(at t: Double) -> Scene {
        board.isPanelBoard ? panelScene(at: t) : gridScene(at: t)
    }

    /// The caption of cell `i` under `slot`.
    func captionTexts(_ i: Int, under slot: Rect) -> [SceneText] {
        captionLines[i].enumerated().map { k, line in
            SceneText(
                text: line, font: BoardLayout.captionFont, color: board.theme.secondary,
                baseline: Point(
                    slot.minX + 1, slot.maxY + BoardLayout.captionGap + 9.5 + Double(k) * BoardLayout.captionLineHeight),
                alignment: .leading)
        }
    }

    /// The status line's anchor: the subtitle line's right end.
    func statusAnchor(width: Double) -> Point {
        Point(width - BoardLayout.margin, BoardLayout.margin + 40)
    }

    func gridScene(at t: Double) -> Scene {
        let theme = board.theme
        let alive = playback.alive(at: t)
        let grid = playback.grid!
        let cells = board.cells.indices.map { i -> CellScene in
            let cell = board.cells[i]
            let slot = alive[grid.slotKey(i)].map { playback.absoluteFrame($0, at: t, alive: alive) } ?? layout.slots[i]
            let tile = alive[grid.itemKey(i)].map { item in
                playback.tile(item, frame: playback.absoluteFrame(item, at: t, alive: alive), clip: cellClip(slot), at: t)
            }
            return CellScene(
                name: cell.name, caption: cell.caption, captionTexts: captionTexts(i, under: slot), slot: slot,
                slotFill: theme.slot, slotStroke: theme.slotStroke, tile: tile)
        }
        let status = playback.status(at: t, alive: alive, anchor: statusAnchor(width: layout.size.width))
        return Scene(
            board: board.name, time: t, size: layout.size, background: theme.background, themeName: theme.name,
            texts: playback.header() + status.texts, status: status.text, cells: cells)
    }

    /// What a grid tile is clipped to.
    func cellClip(_ slot: Rect) -> Rect? {
        switch board.clip {
        case .cell: slot
        case .board: layout.grid
        case .none: nil
        }
    }
}
