import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// The scene dump's `views`: every view alive at an instant (docs/programs.md §5).
extension SceneBuilder {
    /// The views of grid cell `i`'s item, instance `item`, drawn as `tile`: each laid-out view
    /// with its frame (the item's content placed in its animating frame), its quad (through
    /// the item's transition), its opacity and the cell's clip.
    package func gridViews(cell i: Int, item: Int, tile: TileScene, at t: Double, alive: [String: Int]) -> [SceneView] {
        guard let grid = playback.grid else { return [] }
        let laid = grid.layouts[i]
        let instance = playback.instances[item]
        let record = instance.record(at: t)
        let f = playback.absoluteFrame(item, at: t, alive: alive)
        let size = record.contentSize ?? f.size
        // The content's top-left before effects: centred in the item's frame.
        let origin = Point(f.minX + (f.width - size.width) / 2, f.minY + (f.height - size.height) / 2)
        let inset = laid.tile?.origin ?? .zero
        let phase = instance.phase(at: t)
        return laid.views.map { v in
            // Corners in item points, through the view's effects, into tile points, through the item's transition.
            let corners = v.frame.corners.map { v.transform.apply($0) }.map { Point($0.x - inset.x, $0.y - inset.y) }
            var view = SceneView(
                id: v.id, parent: v.parent, kind: v.kindName, phase: phase,
                frame: v.frame.offsetBy(origin.x, origin.y), quad: corners.map(tile.transform.apply),
                opacity: tile.opacity * v.opacity, clip: tile.clip,
                text: v.text.map { $0.isEmpty && v.kindName == "Tile" ? board.cells[i].name : $0 })
            view.prompt = v.isPrompt
            view.isOn = v.isOn
            view.image = v.image
            view.symbol = v.symbol?.name
            view.standIn = v.symbol?.standIn
            return view
        }
    }

    /// The status line's layers as views: two while it cross-fades.
    package func statusViews(_ texts: [SceneText], at t: Double) -> [SceneView] {
        texts.enumerated().map { k, text in
            let m = playback.measurer.measure(text.text, font: text.font, width: nil)
            let left = text.alignment.left(width: m.size.width, anchor: text.baseline.x)
            let frame = Rect(x: left, y: text.baseline.y - m.firstBaseline, width: m.size.width, height: m.size.height)
            return SceneView(
                id: "status", parent: nil, kind: "Text", phase: texts.count > 1 ? (k == 0 ? .removing : .inserting) : .present,
                frame: frame, quad: frame.corners, opacity: text.opacity, clip: nil, text: text.text)
        }
    }

    /// A program's view as the dump lists it (docs/programs.md §5): its quad through its own render
    /// `effects` (in its drawing's coordinates), then the transitions it is moved by.
    package func programView(_ info: ViewRecord.ProgramViewInfo, panel: String, phase: ViewPhase, frame: Rect, inner: Rect, tile: TileScene,
                     effects: Homography = .identity) -> SceneView {
        // Its own frame inside the record's (which includes its modifiers), moved with the record's
        // frame; while the layout animates, both are where the animation has them.
        let own = Rect(x: frame.minX + inner.minX, y: frame.minY + inner.minY,
                       width: max(0, inner.width), height: max(0, inner.height))
        var view = SceneView(
            id: info.id, parent: info.parent, kind: info.kind, panel: board.panels.count > 1 ? panel : nil, phase: phase,
            frame: own, quad: Rect(x: inner.minX, y: inner.minY, width: own.width, height: own.height).corners
                .map { tile.transform.apply(effects.apply($0)) },
            opacity: tile.opacity, clip: tile.clip, text: info.text)
        view.prompt = info.prompt
        view.isOn = info.isOn
        view.image = info.image
        view.symbol = info.symbol
        view.standIn = info.standIn
        return view
    }

    /// A program's view as the dump lists it (docs/programs.md §5) — as it is painted: its
    /// opacity is the tile's (transitions, the views it is inside) times its own `opacity` (its
    /// `.opacity` modifiers, animating); a `Text` whose string cross-fades is listed once per
    /// string while they cross (the old one first), each at the opacity it is drawn with; the
    /// view's phase is its own (a content change is not a removal).
    package func programViews(_ info: ViewRecord.ProgramViewInfo, panel: String, phase: ViewPhase, frame: Rect, inner: Rect,
                              tile: TileScene, effects: Homography, opacity: Double, texts: [ShownText]) -> [SceneView] {
        var view = programView(info, panel: panel, phase: phase, frame: frame, inner: inner, tile: tile, effects: effects)
        view.opacity *= opacity
        // A text styled apart in several colours is drawn as one layer per colour: one string, listed once.
        var texts = texts
        texts = texts.enumerated().filter { k, t in !texts[..<k].contains { $0.text == t.text } }.map(\.element)
        guard texts.count == 2, info.text != nil else {
            if texts.count == 1 { view.opacity *= texts[0].opacity }
            return [view]
        }
        return texts.map { shown in
            var layer = view
            layer.text = shown.text
            layer.opacity *= shown.opacity
            return layer
        }
    }
}
