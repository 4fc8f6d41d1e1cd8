import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Drawing the board at an instant: every view alive at `t`, where its
/// frame, transition and texts are then.
extension Rect {
    /// The rectangle with a negative width or height (an overshooting frame) drawn as 0.
    package var nonNegative: Rect { Rect(x: minX, y: minY, width: max(0, width), height: max(0, height)) }
}

extension Playback {
    /// The state index in effect at `t`: 0 before the first step, k after step k.
    package func stateIndex(at t: Double) -> Int {
        timeline.step(at: t).map { $0 + 1 } ?? 0
    }

    /// The instances alive at `t`, by key (at most one per key).
    package func alive(at t: Double) -> [String: Int] {
        var result: [String: Int] = [:]
        let own = instances.indices.map { instances[$0].isAlive(at: t) }
        // A view leaving inside a leaving view lives as long as that one.
        func follower(_ i: Int) -> Int? {
            guard !own[i], let p = instances[i].follows, instances[i].isRemoving(at: t) else { return nil }
            return p
        }
        for i in instances.indices {
            var alive = own[i], k = i, depth = 0
            while !alive, depth < 64, let p = follower(k) {
                alive = own[p]
                k = p
                depth += 1
            }
            if alive { result[instances[i].key] = i }
        }
        return result
    }

    /// A view's frame in board points at `t`: its own, from its parent's origin.
    package func absoluteFrame(_ i: Int, at t: Double, alive: [String: Int]) -> Rect {
        var frame = Rect(vector: instances[i].frame.value(at: t))
        var parent = instances[i].parent(at: t)
        var depth = 0
        // A program's view that leaves keeps its place on the screen (docs/semantics.md §10.2
        // rule 3): the containers it was in are read where they were when it was removed, so a
        // stack that shrinks or moves as it leaves does not carry it along.
        // A view matched to an inserted one (`.matchedGeometryEffect`), or inside one, goes to its
        // partner's frame instead: its containers are read as they are now.
        var clock = t
        if case .programView = instances[i].record(at: t).role, instances[i].isRemoving(at: t),
           let removal = instances[i].removals.last(where: { $0.start <= t }), !isMatched(i, at: t, alive) {
            clock = removal.start
        }
        while let key = parent, let p = alive[key], depth < 64 {
            let f = Rect(vector: instances[p].frame.value(at: clock))
            frame = frame.offsetBy(f.minX, f.minY)
            parent = instances[p].parent(at: t)
            depth += 1
        }
        return frame
    }

    /// A transition's blur and the view's own `.blur` (at its animated radius), combined as
    /// Gaussians are: their squares add.
    /// `parameters`: the drawing's animated numbers (the radius is the first), nil: its own.
    package static func combinedBlur(_ transition: Double, _ drawing: Drawing, _ parameters: [Double]?) -> Double {
        guard case let .view(v) = drawing else { return transition }
        let own = max(0, parameters?.first ?? v.blur)
        guard own > 0 else { return transition }
        return (transition * transition + own * own).squareRoot()
    }

    /// The alpha masks a view is drawn through (`.mask { … }`), in its drawing's coordinates.
    package static func masks(_ drawing: Drawing, theme: Theme) -> [TileMask] {
        guard case let .view(v) = drawing else { return [] }
        return v.masks.map { m in
            TileMask(shapes: m.shapes(), texts: m.strings.indices.compactMap { m.text(slot: $0, theme: theme, opacity: 1) })
        }
    }

    /// The blend a view is drawn with (`.blendMode`).
    package static func blendMode(_ drawing: Drawing) -> BlendMode {
        if case let .view(v) = drawing { return v.blendMode }
        return .normal
    }

    /// The shadows a view casts, at their animated numbers (`parameters`, nil: its own).
    package static func shadows(_ drawing: Drawing, _ parameters: [Double]?) -> [TileShadow] {
        guard case let .view(v) = drawing, !v.shadows.isEmpty else { return [] }
        guard let parameters, parameters.count == v.parameters.count else { return v.shadows }
        return v.with(parameters: parameters).shadows
    }

    /// The tile of instance `i` at `t` in `frame`, clipped to `clip`.
    package func tile(_ i: Int, frame f: Rect, clip: Rect?, at t: Double) -> TileScene {
        let instance = instances[i]
        let record = instance.record(at: t)
        // What the view draws has its own size, or follows its (animating) frame.
        let size = record.contentSize ?? Size(max(0, f.width), max(0, f.height))
        let pose = instance.effect(at: t).pose(viewSize: size)
        let place = record.centered
            ? Homography.translation(f.minX + (f.width - pose.size.width) / 2, f.minY + (f.height - pose.size.height) / 2)
            : Homography.translation(f.minX, f.minY + (f.height - pose.size.height) * record.alignment.fraction)
        // A tile inset in its view (padding, a frame) is drawn at its own size, moved by its
        // place before the view's transition acts on the whole.
        let drawn = record.inset.map { Size(max(0, $0.width), max(0, $0.height)) } ?? size
        let transform = record.inset.map { Homography.translation($0.minX, $0.minY).followed(by: pose.transform) } ?? pose.transform
        let theme = board.theme
        // The drawing's animated numbers; nil while they never change (drawn as it is).
        let parameters: [Double]? = instance.parameters.isStatic ? nil : instance.parameters.value(at: t, for: record.drawing)
        var texts: [TileText] = []
        for slot in record.drawing.strings.indices {
            for layer in instance.texts(slot: slot, at: t) {
                // A text moves with the view's animated numbers when its drawing has their shape.
                // Its lines stay as laid out: a frame that animates moves a text, it does not re-wrap it.
                let moves = parameters != nil && layer.drawing.parameterShape == record.drawing.parameterShape
                let drawing = moves ? layer.drawing.with(parameters: parameters!) : layer.drawing
                if var text = drawing.text(slot: slot, size: drawn, theme: theme, opacity: layer.opacity) {
                    if moves, let own = layer.drawing.text(slot: slot, size: drawn, theme: theme, opacity: 1) { text.wrapWidth = own.wrapWidth }
                    if pose.brightness != 0 { text.color = text.color.brightened(pose.brightness) }
                    // A numeric roll: the characters this layer draws, moved up or down.
                    if let range = layer.range { text = piece(of: text, range) }
                    text.anchor.y += layer.rise * text.font.size
                    texts.append(text)
                }
            }
        }
        var shapes = record.drawing.shapes(size: drawn, theme: theme, parameters: parameters)
        if pose.brightness != 0 {
            shapes = shapes.map { $0.mapColors { $0.brightened(pose.brightness) } }
        }
        return TileScene(
            size: drawn, shapes: shapes,
            texts: texts, transform: transform.followed(by: place), opacity: pose.opacity,
            blurRadius: Self.combinedBlur(pose.blurRadius, record.drawing, parameters), cellClip: clip, frameClips: pose.clips.map { $0.map(place.apply) },
            shadows: Self.shadows(record.drawing, parameters), blendMode: Self.blendMode(record.drawing), masks: Self.masks(record.drawing, theme: theme))
        .fadingCutTexts(measure: measuredBox)
    }

    /// The characters `range` of a one-line text, where they stand in the whole line: the text
    /// from the range's start, moved right by the advance of the characters before it. A text of
    /// several lines is drawn whole.
    package func piece(of text: TileText, _ range: Range<Int>) -> TileText {
        let characters = Array(text.text)
        guard range.lowerBound >= 0, range.upperBound <= characters.count, !range.isEmpty,
              measurer.measure(text.text, font: text.font, width: text.wrapWidth, maxLines: text.maxLines).lines == 1 else { return text }
        var piece = text
        piece.text = String(characters[range])
        let before = measurer.measure(String(characters[..<range.lowerBound]), font: text.font, width: nil).size.width
        piece.anchor.x += before
        // Its own width, so it is not wrapped again (a point of slack for rounding).
        if piece.wrapWidth != nil { piece.wrapWidth = measurer.measure(piece.text, font: text.font, width: nil).size.width + 1 }
        return piece
    }

    /// A tile text's measured box: one line's advance and height, or its wrapped lines'.
    package func measuredBox(_ text: TileText) -> Size {
        measurer.measure(text.text, font: text.font, width: text.wrapWidth, maxLines: text.maxLines).size
    }

    /// The render effects on instance `i`'s view itself at `t` (animating with its numbers), in
    /// its drawing's coordinates; the identity for a view without any.
    package func ownEffects(_ i: Int, at t: Double) -> Homography {
        let instance = instances[i]
        let record = instance.record(at: t)
        guard case let .view(v) = record.drawing, v.effects != nil else { return .identity }
        guard !instance.parameters.isStatic else { return v.effects?.homography ?? .identity }
        let moved = v.with(parameters: instance.parameters.value(at: t, for: record.drawing))
        return moved.effects?.homography ?? .identity
    }

    /// What the transitions of the views instance `i` is inside do to it at `t`: a map of board
    /// points (innermost first), the product of their opacities, and the phase of the nearest
    /// one entering or leaving (`present` when none is).
    /// What one view's transition does to the views inside it at an instant: a map of board
    /// points, its opacity and its frame clips (kept while a scene is built).
    package typealias OwnEffect = (transform: Homography, opacity: Double, clips: [[Point]])

    package func ancestorEffects(_ i: Int, at t: Double, alive: [String: Int], cache: inout [Int: OwnEffect]) -> (Homography, Double, ViewPhase, [[Point]]) {
        var transform = Homography.identity
        var opacity = 1.0
        var clips: [[Point]] = []
        var phase = ViewPhase.present
        var parent = instances[i].parent(at: t)
        var depth = 0
        while let key = parent, let p = alive[key], depth < 64 {
            let ownPhase = instances[p].phase(at: t)
            if ownPhase != .present {
                if phase == .present { phase = ownPhase }
                if instances[p].transitionRuns(at: t) || instances[p].isRemoving(at: t) {
                    let own: OwnEffect
                    if let known = cache[p] { own = known } else {
                        let f = absoluteFrame(p, at: t, alive: alive)
                        let tile = tile(p, frame: f, clip: nil, at: t)
                        own = (Homography.translation(-f.minX, -f.minY).followed(by: tile.transform), tile.opacity, tile.frameClips)
                        cache[p] = own
                    }
                    transform = transform.followed(by: own.transform)
                    opacity *= own.opacity
                    clips += own.clips
                }
            }
            parent = instances[p].parent(at: t)
            depth += 1
        }
        return (transform, opacity, phase, clips)
    }

    /// The strings instance `i` shows at `t`, with their opacities.
    /// The view's own opacity at `t` (the `.opacity` modifiers above it, animating with its
    /// drawing's numbers): 1 for a view that does not draw a laid-out view.
    package func ownOpacity(_ i: Int, at t: Double) -> Double {
        let instance = instances[i]
        let record = instance.record(at: t)
        guard case let .view(drawing) = record.drawing else { return 1 }
        guard !instance.parameters.isStatic else { return drawing.opacity }
        return drawing.with(parameters: instance.parameters.value(at: t, for: record.drawing)).opacity
    }

    package func shownTexts(_ i: Int, at t: Double) -> [ShownText] {
        let record = instances[i].record(at: t)
        return record.drawing.strings.indices.flatMap { slot in
            instances[i].texts(slot: slot, at: t).compactMap { layer in
                let s = layer.drawing.strings[slot]
                return s.isEmpty ? nil : ShownText(text: s, opacity: layer.opacity)
            }
        }
    }

    /// The status line at `t`: a text per visible layer (two while cross-fading), and the current string.
    package func status(at t: Double, alive: [String: Int], anchor: Point, alignment: TextAlignment = .trailing) -> (texts: [SceneText], text: String?) {
        guard let i = alive["status"] else { return ([], nil) }
        let layers = instances[i].texts(slot: 0, at: t)
        let texts = layers.compactMap { layer -> SceneText? in
            guard case let .text(s, font, color) = layer.drawing else { return nil }
            return SceneText(
                text: s, font: font, color: color, baseline: anchor, alignment: alignment, opacity: layer.opacity,
                name: "status")
        }
        return (texts, instances[i].record(at: t).drawing.strings.first)
    }

    /// The title and subtitle.
    package func header() -> [SceneText] {
        guard board.showsHeader else { return [] }
        let theme = board.theme
        var texts = [SceneText(
            text: board.title, font: BoardLayout.titleFont, color: theme.title,
            baseline: Point(BoardLayout.margin, BoardLayout.margin + 18), alignment: .leading)]
        if let subtitle = board.subtitle {
            texts.append(SceneText(
                text: subtitle, font: BoardLayout.subtitleFont, color: theme.secondary,
                baseline: Point(BoardLayout.margin, BoardLayout.margin + 40), alignment: .leading))
        }
        return texts
    }
}

extension Playback {
    /// Whether instance `i`, or a container it is in, is matched to another view by
    /// `.matchedGeometryEffect` at `t`.
    func isMatched(_ i: Int, at t: Double, _ alive: [String: Int]) -> Bool {
        var k: Int? = i
        var depth = 0
        while let j = k, depth < 64 {
            if instances[j].record(at: t).match != nil { return true }
            k = instances[j].parent(at: t).flatMap { alive[$0] }
            depth += 1
        }
        return false
    }
}
