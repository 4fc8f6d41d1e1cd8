import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
import Foundation

/// An affine map taken apart the way the animated SVG animates it:
/// `translate(tx ty) rotate(angle) skewX(skew) scale(sx sy)`.
///
/// SMIL's `animateTransform` interpolates each part on its own, so a rotation turns
/// rather than shears between keyframes; keyframes are chosen so that the composed map
/// stays within tolerance at every sample (``KeyframeSelection``).
package struct AffineParts: Equatable {
    package var tx = 0.0, ty = 0.0
    /// Degrees.
    package var angle = 0.0
    /// Degrees.
    package var skew = 0.0
    package var sx = 1.0, sy = 1.0

    package init() {}

    /// The parts of `h`'s affine part (its first two rows); nil when it collapses an axis.
    package init?(_ h: Homography) {
        let a = h.m[0], b = h.m[3], c = h.m[1], d = h.m[4]
        let sx = (a * a + b * b).squareRoot()
        guard sx > 1e-12 else { return nil }
        let sy = (a * d - b * c) / sx
        guard abs(sy) > 1e-12 else { return nil }
        tx = h.m[2]
        ty = h.m[5]
        angle = atan2(b, a) * 180 / .pi
        skew = atan(((a * c + b * d) / sx) / sy) * 180 / .pi
        self.sx = sx
        self.sy = sy
    }

    /// The six parts as a vector (the keyframe values).
    package var vector: [Double] { [tx, ty, angle, skew, sx, sy] }

    /// Parts from ``vector``.
    package init(vector v: [Double]) {
        (tx, ty, angle, skew, sx, sy) = (v[0], v[1], v[2], v[3], v[4], v[5])
    }

    /// The map of a point.
    package func apply(_ p: Point) -> Point {
        let r = angle * .pi / 180, k = tan(skew * .pi / 180)
        let x1 = p.x * sx, y1 = p.y * sy          // scale
        let x2 = x1 + k * y1, y2 = y1             // skewX
        let x3 = cos(r) * x2 - sin(r) * y2, y3 = sin(r) * x2 + cos(r) * y2
        return Point(x3 + tx, y3 + ty)
    }

    /// The largest distance between where `self` and `other` put the corners of `size`.
    package func distance(to other: AffineParts, over size: Size) -> Double {
        Rect(x: 0, y: 0, width: size.width, height: size.height).corners.map { p in
            let u = apply(p), v = other.apply(p)
            return ((u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y)).squareRoot()
        }.max() ?? 0
    }

    /// `angle` moved by whole turns to lie within half a turn of `previous`.
    package mutating func unwrap(after previous: AffineParts) {
        while angle - previous.angle > 180 { angle -= 360 }
        while angle - previous.angle < -180 { angle += 360 }
    }
}
