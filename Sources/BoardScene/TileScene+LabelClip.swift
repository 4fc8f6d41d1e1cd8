import BoardModel
/// Where a tile's texts may draw.
extension TileScene {
    /// How far a text is kept from an edge that cuts its tile, in points.
    public static let labelInset = 4.0

    /// The rectangle a tile's texts are clipped to, in board points: the tile's
    /// ``clip`` with every edge that cuts into the tile moved ``labelInset``
    /// inward; nil when the tile is unclipped.
    ///
    /// A label cut by its cell's edge then ends on a band of its own tile's colour
    /// instead of flush against the gutter, where a light label on a light board
    /// ran on into the next cell's cut label ("sli" + "sh" read "slish"). Edges
    /// that do not cut the tile (a tile at rest fills its slot exactly) stay put,
    /// so a whole tile's texts are never touched. The shapes keep the plain clip.
    public var labelClip: Rect? {
        guard let clip else { return nil }
        let box = Rect.bounding(quad)
        let d = Self.labelInset, e = 1e-6
        var minX = clip.minX, minY = clip.minY, maxX = clip.maxX, maxY = clip.maxY
        if clip.minX > box.minX + e { minX += d }
        if clip.minY > box.minY + e { minY += d }
        if clip.maxX < box.maxX - e { maxX -= d }
        if clip.maxY < box.maxY - e { maxY -= d }
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}

/// How a tile's label cut by a clip is drawn: faded by how much of it shows, so a print never
/// carries the specks of a label that has all but left its cell. (Only `Tile` labels, boardgen's
/// annotation; a SwiftUI `Text` is cut as SwiftUI cuts it.)
extension TileScene {
    /// How much of a cut text's box must show for it to be drawn: at or below `hidden` it is
    /// not drawn, at or above `full` it is drawn at its own opacity, between them it fades
    /// (smoothstep). Chosen for print, per axis: a line cut across (top or bottom) loses its
    /// letters' identity fast, so it fades early; a line cut along its length keeps whole
    /// letters ("sli" of "slide" reads), so only a last sliver fades.
    public static let cutTextAcross = (hidden: 0.4, full: 0.8)
    /// The same for a line cut along its length (its left or right end).
    public static let cutTextAlong = (hidden: 0.1, full: 0.3)

    /// `self` with each text's opacity multiplied by ``cutTextVisibility(_:_:)`` of the shares of
    /// its box that show inside ``labelClip`` across and along its line — the one place a cut text's fate is decided
    /// (the painter, the SVG and the animated SVG all draw the result; the dump's quads are unchanged).
    /// `width`: a single-line text's advance (wrapped texts use their measured box).
    package func fadingCutTexts(measure: (TileText) -> Size) -> TileScene {
        guard let clip = labelClip, !texts.isEmpty else { return self }
        var out = self
        for k in out.texts.indices where out.texts[k].isTileLabel && out.texts[k].opacity > 1e-4 {
            let text = out.texts[k]
            let size = measure(text)
            guard size.width > 0, size.height > 0 else { continue }
            let box: Rect
            if text.wrapWidth != nil {
                box = Rect(x: text.anchor.x, y: text.anchor.y, width: size.width, height: size.height)
            } else {
                // A label's line is centred on its anchor; its ink lies within about an em.
                let h = text.font.size
                let w = min(size.width, text.labelRoom(in: out.size) ?? size.width)
                box = Rect(x: text.alignment.left(width: w, anchor: text.anchor.x),
                           y: text.anchor.y - h / 2, width: w, height: h)
            }
            var corners = box.corners
            if let t = text.transform { corners = corners.map(t.apply) }
            let drawn = Rect.bounding(corners.map(transform.apply))
            guard drawn.width > 1e-9, drawn.height > 1e-9 else { continue }
            let shown = drawn.intersection(clip)
            let fx = max(0, shown.width) / drawn.width, fy = max(0, shown.height) / drawn.height
            let v = Self.cutTextVisibility(fx, Self.cutTextAlong) * Self.cutTextVisibility(fy, Self.cutTextAcross)
            if v < 1 { out.texts[k].opacity *= v }
        }
        return out
    }

    /// The opacity factor of a text whose box shows by `share` (0…1) on one axis.
    public static func cutTextVisibility(_ share: Double, _ ramp: (hidden: Double, full: Double)) -> Double {
        let u = (share - ramp.hidden) / (ramp.full - ramp.hidden)
        guard u < 1 else { return 1 }
        guard u > 0 else { return 0 }
        return u * u * (3 - 2 * u)
    }
}

extension TileText {
    /// The widest a single-line tile text may be before it is shortened with `…`, or nil when
    /// the tile leaves no sensible room (then the line is drawn whole and clipped): the room
    /// its anchor leaves inside the tile, less ``TileScene/labelInset`` at each end it faces.
    package func labelRoom(in size: Size) -> Double? {
        let x = anchor.x, w = size.width, inset = TileScene.labelInset
        let room: Double = switch alignment {
        case .leading: w - x - inset
        case .center: 2 * min(x, w - x) - 2 * inset
        case .trailing: x - inset
        }
        return room.isFinite && room >= font.size ? room : nil
    }
}

extension TextAlignment {
    /// The left end of a line of `width` placed at `anchor` by this alignment.
    package func left(width: Double, anchor: Double) -> Double {
        switch self {
        case .leading: anchor
        case .center: anchor - width / 2
        case .trailing: anchor - width
        }
    }
}
