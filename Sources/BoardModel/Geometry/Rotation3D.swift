import Foundation

/// The parameters of SwiftUI's `rotation3DEffect`.
public struct Rotation3D: Hashable, Sendable {
    /// The angle in radians; positive about x tilts the part above the anchor away.
    public var angle: Double
    /// The rotation axis (normalised when used; a zero axis means no rotation).
    public var axis: (x: Double, y: Double, z: Double)
    /// The anchor in the view.
    public var anchor: UnitPoint
    /// The anchor's depth.
    public var anchorZ: Double
    /// The perspective; 1 is SwiftUI's default, 0 is orthographic.
    public var perspective: Double

    /// Creates a rotation.
    public init(
        angle: Double, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
        anchorZ: Double = 0, perspective: Double = 1
    ) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    public static func == (l: Rotation3D, r: Rotation3D) -> Bool {
        l.angle == r.angle && l.axis == r.axis && l.anchor == r.anchor && l.anchorZ == r.anchorZ
            && l.perspective == r.perspective
    }

    public func hash(into h: inout Hasher) {
        h.combine(angle); h.combine(axis.x); h.combine(axis.y); h.combine(axis.z)
        h.combine(anchor); h.combine(anchorZ); h.combine(perspective)
    }

    /// The projection of a view of `size` (docs/semantics.md §7): translate the
    /// anchor to the origin, rotate (Core Animation's row-vector rotation),
    /// apply perspective `m34 = −perspective / max(W, H)`, translate back.
    public func homography(in size: Size) -> Homography {
        let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard len > 0 else { return .identity }
        let (x, y, z) = (axis.x / len, axis.y / len, axis.z / len)
        let c = cos(angle), s = sin(angle), t = 1 - c
        // CATransform3DMakeRotation, row-vector convention (p' = p · R).
        let r11 = t * x * x + c, r12 = t * x * y + z * s, r13 = t * x * z - y * s
        let r21 = t * x * y - z * s, r22 = t * y * y + c, r23 = t * y * z + x * s
        let r31 = t * x * z + y * s, r32 = t * y * z - x * s, r33 = t * z * z + c
        let a = anchor.resolved(in: size), az = anchorZ
        let extent = max(size.width, size.height)
        let k = extent > 0 ? perspective / extent : 0    // 1/d
        // rel = (x − Ax, y − Ay, −Az); r' = rel · R; w = 1 − r'z / d.
        let w0 = -r13 * k, w1 = -r23 * k, w2 = 1 + (a.x * r13 + a.y * r23 + az * r33) * k
        let x2 = -a.x * r11 - a.y * r21 - az * r31
        let y2 = -a.x * r12 - a.y * r22 - az * r32
        return Homography([
            r11 + a.x * w0, r21 + a.x * w1, x2 + a.x * w2,
            r12 + a.y * w0, r22 + a.y * w1, y2 + a.y * w2,
            w0, w1, w2,
        ])
    }
}
