import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Resolving a panel board at an instant.
extension SceneBuilder {
    /// A compositing group's shadow (carried by its first view) is cast by all its views: the
    /// tiles of the others, as drawn at this instant, join its silhouette.
    package static func gatherGroups(_ cells: inout [CellScene]) {
        guard cells.contains(where: { $0.tile?.shadows.contains { $0.group != nil } ?? false }) else { return }
        var members: [String: [Int]] = [:]
        for (k, cell) in cells.enumerated() {
            for g in cell.groups { members[g, default: []].append(k) }
        }
        for k in cells.indices {
            guard var tile = cells[k].tile, tile.shadows.contains(where: { $0.group != nil }) else { continue }
            for s in tile.shadows.indices {
                guard let g = tile.shadows[s].group else { continue }
                tile.shadows[s].members = (members[g] ?? []).filter { $0 != k }.compactMap { j in
                    cells[j].tile.map { var m = $0; m.shadows = []; return m }
                }
            }
            cells[k].tile = tile
        }
    }

    /// The window of panel `p`'s program when the board gives its height (a device's screen),
    /// in board points; nil when the window is as tall as the view (nothing is cut).
    package func programWindow(_ p: Int, _ layout: PanelBoardLayout) -> Rect? {
        guard let program = board.panels[p].program, let height = program.height else { return nil }
        return Rect(x: layout.origins[p].x, y: layout.origins[p].y, width: program.width, height: height)
    }

    package func panelScene(at t: Double) -> Scene {
        let theme = board.theme
        let layout = playback.panelLayout!
        let alive = playback.alive(at: t)
        let k = playback.stateIndex(at: t)
        var cells: [CellScene] = []
        var views: [SceneView] = []
        let order = programDrawingOrder(at: t, alive: alive)
        var effects: [Int: Playback.OwnEffect] = [:]
        var clipCache: [Int: [Point]?] = [:]
        for i in order {
            let instance = playback.instances[i]
            let record = instance.record(at: t)
            let frame = playback.absoluteFrame(i, at: t, alive: alive)
            guard case let .programView(info) = record.role else { continue }
            // The frames that clip it: rectangles where they are laid out, quads where a transition moves them.
            let clip = playback.clipRegions(i, frame: frame, at: t, alive: alive, effects: &effects, cache: &clipCache)
            // A program's view: moved and faded by the transitions of the views it is inside.
            var tile = playback.tile(i, frame: frame, clip: clip.rect, at: t)
            let (effect, opacity, phase, clips) = playback.ancestorEffects(i, at: t, alive: alive, cache: &effects)
            tile.transform = tile.transform.followed(by: effect)
            tile.opacity *= opacity
            tile.foldsOpacity = true
            // The frame clips of the views it is inside, in board points (after their effects).
            tile.frameClips = tile.frameClips.map { $0.map(effect.apply) } + clips + clip.quads
            // A window of a given height cuts what overflows it or moves out of it, as a device's screen does.
            if let window = programWindow(record.panel, layout) { tile.cellClip = tile.cellClip.map { $0.intersection(window) } ?? window }
            let panel = board.panels[record.panel].name
            let own = instance.phase(at: t)
            var cell = CellScene(
                name: info.id, caption: "", captionTexts: [], slot: frame, slotFill: nil, slotStroke: nil,
                tile: tile, panel: panel, phase: own == .present ? phase : own, texts: playback.shownTexts(i, at: t))
            cell.groups = info.groups
            cells.append(cell)
            views += programViews(info, panel: panel, phase: own == .present ? phase : own, frame: frame,
                                  inner: Rect(vector: instance.inner.value(at: t)), tile: tile,
                                  effects: playback.ownEffects(i, at: t), opacity: playback.ownOpacity(i, at: t), texts: cell.texts)
        }
        Self.gatherGroups(&cells)
        // A device's status bar and home indicator, over every program window (`"chrome": true`).
        if board.showsChrome, let chrome = board.device {
            for p in board.panels.indices {
                guard let window = programWindow(p, layout) else { continue }
                var tile = chrome.tile(window: window.size, dark: theme.name == "dark")
                tile.transform = .translation(window.minX, window.minY)
                tile.cellClip = window
                cells.append(CellScene(name: "#chrome", caption: "", captionTexts: [], slot: window, slotFill: nil, slotStroke: nil,
                                       tile: tile, panel: board.panels[p].name))
            }
        }
        let boxes = layout.cards.enumerated().map { p, card in
            let colors = PanelColors.of(theme, isProgram: p < board.panels.count && board.panels[p].program != nil, platform: board.platform)
            return board.isScreenshot ? SceneBox(rect: card, cornerRadius: 0, fill: colors.card, stroke: nil)
                : SceneBox(rect: card, cornerRadius: 10, fill: colors.card, stroke: colors.cardStroke)
        }
        var texts = layout.header?.texts ?? playback.header()
        for (p, lines) in layout.captions.enumerated() {
            let card = layout.cards[p]
            // A verdict ("✓ the fix: …") in its colour, its wrapped lines too; code stays grey.
            var verdict: Color?
            for (j, line) in lines.enumerated() {
                if let c = theme.verdictColor(String(line.prefix(1))) { verdict = c } else if !line.hasPrefix(" ") { verdict = nil }
                texts.append(SceneText(
                    text: line, font: PanelBoardLayout.captionFont, color: verdict ?? theme.secondary,
                    baseline: Point(card.minX + PanelBoardLayout.cardPadding,
                                    card.minY + PanelBoardLayout.cardPadding + 9 + Double(j) * PanelBoardLayout.captionLineHeight),
                    alignment: .leading))
            }
        }
        let status = layout.header.map { playback.status(at: t, alive: alive, anchor: $0.statusAnchor, alignment: .leading) }
            ?? playback.status(at: t, alive: alive, anchor: statusAnchor(width: layout.size.width))
        let steps = board.scenario.steps
        var scene = Scene(
            board: board.name, time: t, size: layout.size, background: theme.background, themeName: theme.name,
            texts: texts + status.texts, status: status.text, cells: cells)
        scene.boxes = boxes
        scene.step = k > 0 ? SceneStep(index: k, count: steps.count, caption: steps[k - 1].caption) : nil
        scene.isPanelBoard = true
        scene.views = views + statusViews(status.texts, at: t)
        return scene
    }

    /// A program's views alive at `t`, back to front: in the order of the layout (each view
    /// above the views it is inside, decorations in their place), a leaving view just above the
    /// view it was inside — earlier removals lower — with what it holds above it.
    package func programDrawingOrder(at t: Double, alive: [String: Int]) -> [Int] {
        let now = playback.stateIndex(at: t)
        // Each state's order of views, by key (made when a leaving view asks for one).
        var positions: [Int: [String: Double]] = [:]
        func position(_ key: String, in k: Int) -> Double? {
            if positions[k] == nil {
                var p: [String: Double] = [:]
                for (j, r) in playback.records[k].enumerated() { p[r.key] = Double(j) }
                positions[k] = p
            }
            return positions[k]![key]
        }
        // Where a leaving view stood among the views of the last state that had it.
        func former(_ key: String) -> Double {
            for k in stride(from: now, through: 0, by: -1) { if let p = position(key, in: k) { return p } }
            return 0
        }
        let instances = playback.instances
        var memo: [Int: [Double]] = [:]
        func rank(_ i: Int, depth: Int = 0) -> [Double] {
            if let known = memo[i] { return known }
            let r = instances[i].record(at: t)
            var result: [Double]
            if !instances[i].isRemoving(at: t), let p = position(r.key, in: now) {
                result = [p]
            } else {
                let removal = instances[i].removals.last { $0.start <= t }
                let own = [1, removal?.start ?? 0, Double(removal?.order ?? 0), former(r.key)]
                if depth < 64, let parent = r.parent, let p = alive[parent] {
                    let above = rank(p, depth: depth + 1)
                    // Inside a view leaving with it, a view keeps its place in their former order
                    // (a background below its content); otherwise it is drawn above its container.
                    if instances[p].isRemoving(at: t), !above.isEmpty {
                        result = Array(above.dropLast()) + [own[3]]
                    } else {
                        result = above + own
                    }
                } else {
                    result = [.infinity] + own
                }
            }
            memo[i] = result
            return result
        }
        let drawn = alive.values.filter { i in
            if case .programView = instances[i].records[instances[i].recordIndex(at: t)].record.role { true } else { false }
        }
        return drawn.map { ($0, rank($0)) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
    }
}
