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

/// How a tile's label cut by a clip is drawn: kept whole inside the part of its tile that shows
/// while that part holds it, else faded by how much of it shows, so a print never carries the
/// fragments ("ve", "sli") of a label that is leaving its cell. (Only `Tile` labels, boardgen's
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
            if text.transform == nil, text.wrapWidth == nil, let (scaleX, scaleY) = transform.axisAlignedScale {
                out.texts[k] = keptInView(text, drawn: drawn, clip: clip, scaleX: scaleX, scaleY: scaleY)
                continue
            }
            let shown = drawn.intersection(clip)
            let fx = max(0, shown.width) / drawn.width, fy = max(0, shown.height) / drawn.height
            let v = Self.cutTextVisibility(fx, Self.cutTextAlong) * Self.cutTextVisibility(fy, Self.cutTextAcross)
            if v < 1 { out.texts[k].opacity *= v }
        }
        return out
    }

    /// How a label the clip cuts fades once the part of its tile that shows is too small to
    /// hold it: by the share of it that part holds, from whole (1) to gone at 60 %.
    public static let cutTextNoRoom = (hidden: 0.6, full: 1.0)

    /// A label of an axis-aligned tile (a tile that moves or scales) kept to the part of its tile
    /// that shows: it moves with its tile until it meets the clip's edge, then stays against that
    /// edge, whole — aligned to it, never shortened with `…` — instead of breaking into
    /// fragments ("ve", "sli") or vanishing while its tile is still in view; once that part is
    /// too small to hold it, it fades by the share it holds (``cutTextNoRoom``). `drawn`: its box
    /// on the board; the tile's own ends keep ``labelInset`` (and a hair) as a line keeps it.
    private func keptInView(_ text: TileText, drawn: Rect, clip: Rect, scaleX: Double, scaleY: Double) -> TileText {
        let tile = Rect.bounding(quad), inset = (Self.labelInset + 0.5) * scaleX
        let visible = Rect(x: tile.minX + inset, y: tile.minY, width: max(0, tile.width - 2 * inset), height: tile.height)
            .intersection(clip)
        let x = Self.kept(drawn.minX, drawn.maxX, visible.minX, visible.maxX)
        let y = Self.kept(drawn.minY, drawn.maxY, visible.minY, visible.maxY)
        var out = text
        if x.side != 0 || y.side != 0 {
            out.isKeptWhole = true
            out.anchor.y += y.shift / scaleY
            let local = { (boardX: Double) in (boardX - self.transform.m[2]) / scaleX }
            if x.side < 0 {
                out.alignment = .leading
                out.anchor.x = local(drawn.minX + x.shift)
            } else if x.side > 0 {
                out.alignment = .trailing
                out.anchor.x = local(drawn.maxX + x.shift)
            }
        }
        out.opacity *= Self.cutTextVisibility(x.share, Self.cutTextNoRoom) * Self.cutTextVisibility(y.share, Self.cutTextNoRoom)
        return out
    }

    /// A span `lo…hi` kept inside `min…max`: moved inside when it fits (share 1), else against the
    /// edge it crosses, with the share of it the room holds; `side` −1 at `min`, 1 at `max`, 0 unmoved.
    static func kept(_ lo: Double, _ hi: Double, _ min: Double, _ max: Double) -> (shift: Double, share: Double, side: Int) {
        let span = hi - lo, room = Swift.max(0, max - min)
        let share = span <= room ? 1 : room / span
        if lo < min { return (min - lo, share, -1) }
        if hi > max { return (max - hi, share, 1) }
        return (0, share, 0)
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
        guard !isKeptWhole else { return nil }
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

extension Homography {
    /// The x and y scales of a map that only scales (positively) and translates, nil otherwise.
    package var axisAlignedScale: (Double, Double)? {
        guard isAffine, m[1] == 0, m[3] == 0, m[0] > 1e-9, m[4] > 1e-9 else { return nil }
        return (m[0], m[4])
    }
}
