/// Resolving a board at an instant.
extension Board {
    /// The scene at `t` seconds into the cycle (removal at 0, insertion at
    /// ``Timeline/insertionStart``). Pure: the same board and time always give
    /// the same scene.
    ///
    /// - Parameter t: seconds, in `0...timeline().cycle`; earlier times show the
    ///   board before the change, later ones the end of the cycle.
    /// - Throws: ``BoardError`` when a cell cannot be resolved.
    public func scene(at t: Double) throws(BoardError) -> Scene {
        try SceneBuilder(board: self).scene(at: t)
    }
}

/// Resolves a board once and builds its scenes; reuse one for many instants.
public struct SceneBuilder: Sendable {
    /// The board.
    public let board: Board
    /// Its layout.
    public let layout: BoardLayout
    /// Its timeline.
    public let timeline: Timeline
    let plans: [CellPlan]
    let captionLines: [[String]]

    /// Resolves `board`.
    public init(board: Board) throws(BoardError) {
        self.board = board
        layout = BoardLayout(board)
        plans = try board.plans()
        timeline = Timeline(plans: plans, hold: board.timing.hold)
        let columns = layout.captionColumns
        captionLines = board.cells.map { CaptionWrapper.wrap($0.caption, columns: columns) }
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

    /// The slots at local time `elapsed` of `direction`.
    func slots(_ direction: TransitionDirection, elapsed: Double) -> [Rect] {
        if board.reserve { return layout.slots }
        return layout.slots(heights: plans.map { $0.size.height * $0.layoutFraction(direction, at: elapsed) })
    }

    /// The scene at `t`.
    public func scene(at t: Double) -> Scene {
        let theme = board.theme
        let present = t >= timeline.insertionStart || t < 0
        let direction: TransitionDirection = present ? .insertion : .removal
        let elapsed = t < 0 ? .infinity : (present ? t - timeline.insertionStart : t)
        let slots = slots(direction, elapsed: elapsed)
        let cells = board.cells.indices.map { i in
            cellScene(i, slot: slots[i], direction: direction, elapsed: elapsed)
        }
        let status = board.showsStatus
            ? (present ? "PRESENT · \(cells.count) OF \(cells.count)" : "REMOVED · 0 OF \(cells.count)")
            : nil
        var texts = [
            SceneText(
                text: board.title, font: BoardLayout.titleFont, color: theme.title,
                baseline: Point(BoardLayout.margin, BoardLayout.margin + 18), alignment: .leading),
        ]
        if let subtitle = board.subtitle {
            texts.append(SceneText(
                text: subtitle, font: BoardLayout.subtitleFont,
                color: theme.secondary, baseline: Point(BoardLayout.margin, BoardLayout.margin + 40),
                alignment: .leading))
        }
        if let status {
            texts.append(SceneText(
                text: status, font: BoardLayout.statusFont, color: present ? theme.statusPresent : theme.statusRemoved,
                baseline: Point(layout.size.width - BoardLayout.margin, BoardLayout.margin + 40), alignment: .trailing))
        }
        return Scene(
            board: board.name, time: t, size: layout.size, background: theme.background, themeName: theme.name,
            texts: texts, status: status, cells: cells)
    }

    func cellScene(_ i: Int, slot: Rect, direction: TransitionDirection, elapsed: Double) -> CellScene {
        let cell = board.cells[i], plan = plans[i], theme = board.theme
        var tile: TileScene?
        if plan.isPresent(direction, at: elapsed) {
            let pose = plan.effect(direction, at: elapsed).pose(viewSize: plan.size)
            // The item sits centred in its slot, like any ZStack child; a cell that
            // does not reserve its space keeps the tile's full frame at its top.
            let full = Rect(x: slot.minX, y: slot.minY, width: slot.width, height: plan.size.height)
            let place = Homography.translation(
                full.minX + (full.width - pose.size.width) / 2, full.minY + (full.height - pose.size.height) / 2)
            let tint = resolveTint(cell.tint, index: i)
            tile = TileScene(
                label: plan.item.view.tileLabels.first.flatMap { $0.isEmpty ? nil : $0 } ?? cell.name, tint: tint, labelColor: theme.label(on: tint),
                size: plan.size, cornerRadius: BoardLayout.cornerRadius,
                transform: pose.transform.followed(by: place), opacity: pose.opacity, blurRadius: pose.blurRadius,
                cellClip: cellClip(slot), frameClips: pose.clips.map { $0.map(place.apply) })
        }
        return CellScene(
            name: cell.name, caption: cell.caption, captionTexts: captionTexts(i, under: slot), slot: slot, slotFill: theme.slot,
            slotStroke: theme.slotStroke, tile: tile)
    }

    func cellClip(_ slot: Rect) -> Rect? {
        switch board.clip {
        case .cell: slot
        case .board: layout.grid
        case .none: nil
        }
    }

    func resolveTint(_ tint: Tint?, index: Int) -> Color {
        switch tint {
        case let .rgb(c): c
        case let .named(name): board.theme.tint(named: name) ?? board.theme.defaultTint(at: index)
        case nil: board.theme.defaultTint(at: index)
        }
    }
}
