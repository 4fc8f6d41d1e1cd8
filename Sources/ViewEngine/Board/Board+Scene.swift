import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Resolving a board at an instant.
extension Board {
    /// The scene at `t` seconds into the cycle (the first step fires at 0).
    /// Pure: the same board and time always give the same scene.
    ///
    /// - Parameter t: seconds, in `0...timeline().cycle`; earlier times show the
    ///   board before the first step, later ones the end of the cycle.
    /// - Throws: ``BoardError`` when the board cannot be resolved.
    public func scene(at t: Double, measurer: any TextMeasuring) throws(BoardError) -> Scene {
        try SceneBuilder(board: self, measurer: measurer).scene(at: t)
    }
}

/// Resolves a board once — runs its scenario through the engine — and builds
/// its scenes; reuse one for many instants.
public struct SceneBuilder: Sendable {
    /// The board.
    public let board: Board
    /// The grid's layout (a grid board; for a panel board, that of an empty grid).
    public let layout: BoardLayout
    /// Its timeline, on the clock of ``speed``.
    public let timeline: Timeline
    /// How fast the board plays: 0.25 shows it at quarter speed (every
    /// animation, hold and delay four times as long), as if every animation
    /// had `.speed(0.25)`. Scene times are on this slowed clock.
    public let speed: Double
    package let playback: Playback
    package let captionLines: [[String]]

    /// Resolves `board`, played at `speed`, its texts measured by `measurer` (the painter's text
    /// engine, so that the sizes laid out are the sizes drawn).
    public init(board: Board, speed: Double = 1, measurer: any TextMeasuring) throws(BoardError) {
        guard speed > 0, speed.isFinite else { throw BoardError("the speed must be a positive number, such as 0.25") }
        self.board = board
        self.speed = speed
        layout = BoardLayout(board)
        playback = try Playback(board: board, measurer: measurer)
        timeline = speed == 1 ? playback.timeline : playback.timeline.slowed(by: speed)
        let columns = layout.captionColumns
        captionLines = board.cells.map { ($0.verdict.map { [$0] } ?? []) + CaptionWrapper.wrap($0.caption, columns: columns) }
    }

    /// The scene at `t` (on the clock of ``speed``).
    public func scene(at t: Double) -> Scene {
        // A view flattened by a non-invertible transform (`.scaleEffect(0)`) draws nothing.
        var scene = (board.isPanelBoard ? panelScene(at: t * speed) : gridScene(at: t * speed)).droppingDegenerate()
        scene.time = t
        return board.stamp ? stamped(scene, at: t) : scene
    }

    /// The caption of cell `i` under `slot`.
    package func captionTexts(_ i: Int, under slot: Rect) -> [SceneText] {
        let verdict = board.cells[i].verdict != nil
        return captionLines[i].enumerated().map { k, line in
            SceneText(
                text: line, font: verdict && k == 0 ? BoardLayout.verdictFont : BoardLayout.captionFont,
                color: verdict && k == 0 ? board.theme.verdictColor(line) ?? board.theme.secondary : board.theme.secondary,
                baseline: Point(
                    slot.minX + 1, slot.maxY + BoardLayout.captionGap + 9.5 + Double(k) * BoardLayout.captionLineHeight),
                alignment: .leading)
        }
    }

    /// The status line's anchor: the subtitle line's right end.
    package func statusAnchor(width: Double) -> Point {
        Point(width - BoardLayout.margin, BoardLayout.margin + 40)
    }

    package func gridScene(at t: Double) -> Scene {
        let theme = board.theme
        let alive = playback.alive(at: t)
        let grid = playback.grid!
        var views: [SceneView] = []
        let cells = board.cells.indices.map { i -> CellScene in
            let cell = board.cells[i]
            let slot = alive[grid.slotKey(i)].map { playback.absoluteFrame($0, at: t, alive: alive) } ?? layout.slots[i]
            let tile = alive[grid.itemKey(i)].map { item in
                var tile = playback.tile(item, frame: playback.absoluteFrame(item, at: t, alive: alive), clip: cellClip(slot), at: t)
                tile.shadowClip = tile.cellClip
                return tile
            }
            if let item = alive[grid.itemKey(i)], let tile {
                views += gridViews(cell: i, item: item, tile: tile, at: t, alive: alive)
            }
            return CellScene(
                name: cell.name, caption: cell.caption, captionTexts: captionTexts(i, under: slot), slot: slot,
                slotFill: theme.slot,
                slotStroke: theme.slotStroke, tile: tile)
        }
        let status = playback.status(at: t, alive: alive, anchor: statusAnchor(width: layout.size.width))
        var scene = Scene(
            board: board.name, time: t, size: layout.size, background: theme.background, themeName: theme.name,
            texts: playback.header() + status.texts, status: status.text, cells: cells)
        scene.views = views + statusViews(status.texts, at: t)
        return scene
    }


    /// What a grid tile is clipped to.
    package func cellClip(_ slot: Rect) -> Rect? {
        switch board.clip {
        case .cell: slot
        case .board: layout.grid
        case .none: nil
        }
    }
}
