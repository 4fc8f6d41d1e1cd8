import BoardModel

/// Views flattened to nothing: SwiftUI draws nothing for a view whose transform is not
/// invertible (`.scaleEffect(0)`, `.scaleEffect(x: 0, y: 1)`, a projection that folds it to a
/// line), so neither does a board. The scene drops them when it is built, so that its dump says
/// what is painted and the painter never meets a matrix cairo cannot invert.
extension Scene {
    /// The smallest area scale (|determinant| of the linear part) a drawn view keeps: below it the
    /// view covers no pixel at any scale a board is drawn at (`.scaleEffect(1e-6)` is the edge).
    package static let minimumAreaScale = 1e-12

    /// The scene without what a non-invertible transform flattens: a shape or text whose
    /// transform (composed with its tile's) is degenerate is dropped, and so is its string in the
    /// cell's ``CellScene/texts``.
    package func droppingDegenerate() -> Scene {
        var out = self
        for i in out.cells.indices {
            guard var tile = out.cells[i].tile else { continue }
            let kept = tile.droppingDegenerate()
            guard kept != tile else { continue }
            tile = kept
            out.cells[i].tile = tile
            let shown = Set(tile.texts.map(\.text))
            out.cells[i].texts.removeAll { !shown.contains($0.text) }
        }
        return out
    }
}

extension TileScene {
    /// The tile without its leaves that a degenerate transform (theirs composed with the
    /// tile's) flattens. A tile flattened as a whole (a `.scale` transition at its start) is
    /// kept: its quad has no area, which the dump shows and the painter skips.
    package func droppingDegenerate() -> TileScene {
        var out = self
        guard !transform.isDegenerate else { return out }
        out.shapes.removeAll { $0.transform.map { $0.followed(by: transform).isDegenerate } ?? false }
        out.texts.removeAll { $0.transform.map { $0.followed(by: transform).isDegenerate } ?? false }
        return out
    }
}

extension Homography {
    /// Whether the map flattens the plane to a line or a point (or is not finite): its linear
    /// part's area scale — for a projective map, the 3×3 determinant over w³ at the origin —
    /// is below ``Scene/minimumAreaScale``. cairo refuses such a matrix ("invalid matrix (not
    /// invertible)"), and SwiftUI draws nothing through it.
    package var isDegenerate: Bool {
        guard m.allSatisfy(\.isFinite) else { return true }
        if isAffine { return abs(m[0] * m[4] - m[1] * m[3]) < Scene.minimumAreaScale }
        let w = m[8]
        guard w != 0 else { return abs(determinant) < Scene.minimumAreaScale }
        return abs(determinant / (w * w * w)) < Scene.minimumAreaScale
    }
}
