import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// How far a scene strays from the linear interpolation of two others: the largest
/// distance of a tile's corner, clip corner or slot corner (points), or of an opacity
/// (times 10, so 0.001 of opacity weighs like 0.01 pt), over the cells all three share.
package enum SceneDeviation {
    /// The deviation of `m` from `a + (b − a) × fraction`.
    package static func between(_ a: Scene, _ m: Scene, _ b: Scene, fraction f: Double) -> Double {
        let ka = cells(a), kb = cells(b)
        var worst = 0.0
        for (key, cm) in zip(SVGFrame.cellKeys(m), m.cells) {
            guard let ca = ka[key], let cb = kb[key] else { continue }
            worst = max(worst, points(ca.slot.corners, cm.slot.corners, cb.slot.corners, f))
            guard let ta = ca.tile, let tm = cm.tile, let tb = cb.tile else { continue }
            worst = max(worst, points(ta.quad, tm.quad, tb.quad, f))
            worst = max(worst, 10 * abs(ta.opacity + (tb.opacity - ta.opacity) * f - tm.opacity))
            if let ra = ta.clip, let rm = tm.clip, let rb = tb.clip { worst = max(worst, points(ra.corners, rm.corners, rb.corners, f)) }
            for (x, (y, z)) in zip(ta.texts, zip(tm.texts, tb.texts)) where x.text == y.text && y.text == z.text {
                worst = max(worst, 10 * abs(x.opacity + (z.opacity - x.opacity) * f - y.opacity))
            }
        }
        for (x, (y, z)) in zip(a.texts, zip(m.texts, b.texts)) where x.text == y.text && y.text == z.text {
            worst = max(worst, 10 * abs(x.opacity + (z.opacity - x.opacity) * f - y.opacity))
        }
        return worst
    }

    private static func cells(_ scene: Scene) -> [String: CellScene] {
        Dictionary(zip(SVGFrame.cellKeys(scene), scene.cells).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
    }

    private static func points(_ a: [Point], _ m: [Point], _ b: [Point], _ f: Double) -> Double {
        var worst = 0.0
        for (p, (q, r)) in zip(a, zip(m, b)) {
            let x = p.x + (r.x - p.x) * f - q.x, y = p.y + (r.y - p.y) * f - q.y
            let d = (x * x + y * y).squareRoot()
            if d.isFinite { worst = max(worst, d) }
        }
        return worst
    }
}
