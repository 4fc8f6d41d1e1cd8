import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A panel's views in one state: its program's body laid out by the view engine at the
/// panel's width, every view a record of its own keyed by its identity (docs/programs.md §5), so the
/// playback diffs the program as SwiftUI does — rows that stay move, new ones enter with their
/// transition, texts cross-fade. A scenario panel is translated into its program first
/// (``Panel/program(states:animations:identity:reduceMotion:)``).
package struct PanelEvaluation: Sendable {
    package let board: Board
    package let panel: Panel
    /// The panel's program: its own, or its scenario views translated.
    package let program: ProgramPanel
    /// The panel's index on the board.
    package let index: Int

    /// The records of the program's state `k` (0: before the first step), from `origin`, and the height they take.
    package func records(frame k: Int, origin: Point,
                        measurer: any TextMeasuring) throws(BoardError) -> (records: [ViewRecord], height: Double) {
        let k = min(max(k, 0), program.frames.count - 1)
        let laid: (size: Size, views: [PlacedView])
        let frame = program.frames[k]
        let layout = { () -> Result<(size: Size, views: [PlacedView]), LayoutError> in
            Result { () throws(LayoutError) in
                try frame.layout(id: program.rootName, proposal: program.rootProposal,
                                 platform: board.platform, measurer: measurer, composesGroups: true,
                                 safeArea: program.safeArea, window: program.height.map { Size(program.width, $0) })
            }
        }
        // A GeometryReader's content runs now: with the program's state as it was in this frame.
        let result = frame.geometryContents.isEmpty ? layout() : program.states?.with(frame: k, layout) ?? layout()
        switch result {
        case let .success(l): laid = l
        case let .failure(error): throw BoardError("panel '\(panel.name)': \(error.description)")
        }
        // The window places its root view in its middle, as a hosting view does: a root narrower
        // than the width offered (or shorter than a given height) is centred in it; one taller than
        // a given height overflows it equally above and below (and is cut by it: ``SceneBuilder``).
        // On a device the root is offered the safe area and placed in it.
        let centred = LayoutEngine.rootOrigin(laid.size, in: program.rootProposal)
        let place = Point(centred.x + program.safeArea.leading, centred.y + program.safeArea.top)
        let origin = Point(origin.x + place.x, origin.y + place.y)
        let prefix = "p\(index)/"
        // A decoration is placed before the view it decorates (it draws below it): every frame first.
        // A record is the view with its modifiers: its transition acts on all of it.
        var frames: [String: Rect] = [:]
        var clipCounts: [String: Int] = [:]
        for v in laid.views {
            frames[v.id] = v.outerFrame ?? v.frame
            clipCounts[v.id] = v.clips.count
        }
        var records: [ViewRecord] = []
        let theme = board.theme
        // Each compositing group's shadows go with the first of its views drawn (under the rest).
        var carried: Set<String> = []
        for v in laid.views {
            let carries = v.groups.filter { carried.insert($0.id).inserted }
            let outer = frames[v.id]!
            let parentOrigin = v.parent.flatMap { frames[$0] }.map { Point($0.minX, $0.minY) }
            let frame = parentOrigin.map { outer.offsetBy(-$0.x, -$0.y) } ?? outer.offsetBy(origin.x, origin.y)
            let leaves = ViewLeaves.leaves(v, tint: theme.resolve(nil, index: 0), defaultLabel: "", theme: theme, platform: board.platform,
                                           keepsClips: true)
            // A view clipped to its own frame (`.frame(height: h).clipped()`) clips the views inside it
            // to that frame as it animates: a view entering inside it is cut by the frame it grows from.
            let inherited = v.parent.flatMap { clipCounts[$0] } ?? 0
            let clipsToFrame = v.clips.dropFirst(inherited).contains { $0.transform == nil && $0.rect.isClose(to: outer) }
            var content = v.styles.contentTransition
            if case .control(.textField) = v.kind { content = .identity }
            var drawing = ViewDrawing(leaves: leaves, blur: v.blur, effects: v.effects,
                                      shadows: ViewLeaves.shadows(v, theme: theme, groups: carries), opacity: v.opacity,
                                      opacityDepth: v.opacityDepth, blendMode: v.blendMode)
            // Its `.mask { … }`s: the mask views' leaves, in the same coordinates (only their alpha is kept).
            drawing.masks = v.masks.map { m in
                ViewDrawing(leaves: m.views.flatMap { ViewLeaves.leaves($0, tint: theme.resolve(nil, index: 0), defaultLabel: "", theme: theme,
                                                                       platform: board.platform, keepsClips: true) })
            }
            records.append(ViewRecord(
                key: prefix + v.id, parent: v.parent.map { prefix + $0 }, frame: frame, clips: clipsToFrame,
                drawing: .view(drawing.offsetBy(-outer.minX, -outer.minY)),
                transition: v.transition ?? InsertedItem.defaultTransition, match: v.match.map { prefix + $0 }, scope: v.styles.scope,
                contentTransition: content,
                role: .programView(.init(id: v.id, parent: v.parent, kind: v.kindName, text: v.text, prompt: v.isPrompt, isOn: v.isOn, image: v.image,
                                         symbol: v.symbol?.name, standIn: v.symbol?.standIn,
                                         inner: v.frame.offsetBy(-outer.minX, -outer.minY), groups: v.groups.map(\.id))),
                panel: index))
        }
        return (records, program.height ?? laid.size.height)
    }
}
