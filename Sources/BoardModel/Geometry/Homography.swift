import Foundation

/// A projective map of the plane, `p' = M · (x, y, 1)ᵀ` with a perspective
/// divide — enough for SwiftUI's affine effects and `rotation3DEffect`
/// (SwiftUI's `ProjectionTransform`).
public struct Homography: Hashable, Sendable {
    /// Row-major 3×3 matrix in column-vector convention.
    public var m: [Double]

    /// Creates a map from its nine entries, row by row.
    public init(_ m: [Double]) {
        precondition(m.count == 9)
        self.m = m
    }

    /// The identity map.
    public static let identity = Homography([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// A translation.
    public static func translation(_ dx: Double, _ dy: Double) -> Homography {
        Homography([1, 0, dx, 0, 1, dy, 0, 0, 1])
    }

    /// A scale about `anchor`.
    public static func scale(_ sx: Double, _ sy: Double, about anchor: Point) -> Homography {
        Homography([sx, 0, anchor.x - sx * anchor.x, 0, sy, anchor.y - sy * anchor.y, 0, 0, 1])
    }

    /// A rotation by `angle` radians about `anchor`, clockwise on a y-down screen
    /// (SwiftUI's `rotationEffect`, docs/semantics.md §7).
    public static func rotation(_ angle: Double, about anchor: Point) -> Homography {
        let c = cos(angle), s = sin(angle)
        return Homography([c, -s, anchor.x - c * anchor.x + s * anchor.y, s, c, anchor.y - s * anchor.x - c * anchor.y, 0, 0, 1])
    }

    /// The map that applies `self` first, then `outer`.
    public func followed(by outer: Homography) -> Homography {
        let a = outer.m, b = m
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 {
                r[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j]
            }
        }
        return Homography(r)
    }

    /// The homogeneous weight w of a point; SwiftUI sends points with w ≤ 0 to infinity.
    public func weight(_ p: Point) -> Double { m[6] * p.x + m[7] * p.y + m[8] }

    /// The image of a point (infinite when its weight is not positive).
    public func apply(_ p: Point) -> Point {
        let w = weight(p)
        guard w > 0 else { return Point(.infinity, .infinity) }
        return Point((m[0] * p.x + m[1] * p.y + m[2]) / w, (m[3] * p.x + m[4] * p.y + m[5]) / w)
    }

    /// Whether the map is affine (no perspective part).
    public var isAffine: Bool { m[6] == 0 && m[7] == 0 && m[8] == 1 }

    /// The determinant of the linear part (for affine maps, the area scale).
    public var determinant: Double {
        m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
    }
}
