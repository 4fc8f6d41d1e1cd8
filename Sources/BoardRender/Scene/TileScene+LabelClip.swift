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
