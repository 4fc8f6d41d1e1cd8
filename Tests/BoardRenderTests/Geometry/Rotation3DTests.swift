import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

@Suite struct Rotation3DTests {
    static let size = Size(160, 60)
    static func tilt(_ degrees: Double) -> Homography {
        Rotation3D(angle: degrees * .pi / 180, axis: (1, 0, 0), anchor: .bottom, perspective: 1).homography(in: size)
    }
    static func near(_ p: Point, _ x: Double, _ y: Double, _ tol: Double = 1e-3) -> Bool {
        abs(p.x - x) <= tol && abs(p.y - y) <= tol
    }

    /// docs/semantics.md §7 worked example: 160 × 60, 78° about x, anchor .bottom.
    @Test func workedExample() {
        let h = Self.tilt(78)
        #expect(Self.near(h.apply(Point(0, 0)), 21.469, 50.873))
        #expect(Self.near(h.apply(Point(160, 0)), 138.531, 50.873))
        #expect(Self.near(h.apply(Point(160, 60)), 160, 60))
        #expect(Self.near(h.apply(Point(0, 60)), 0, 60))
        #expect(abs(h.weight(Point(0, 0)) - 1.366805) < 1e-6)
    }

    @Test func matrixEntriesMatchRowVectorForm() {
        // m21 = −0.4890738, m22 = −0.1588937, m23 = −0.0061134 (row-vector 3×3 of §7);
        // our column-vector rows are the transposed layout.
        let m = Self.tilt(78).m
        #expect(abs(m[1] - -0.4890738) < 1e-6)
        #expect(abs(m[4] - -0.1588937) < 1e-6)
        #expect(abs(m[7] - -0.0061134) < 1e-6)
        #expect(abs(m[2] - 29.3444280) < 1e-5)
        #expect(abs(m[5] - 69.5336196) < 1e-5)
        #expect(abs(m[8] - 1.3668054) < 1e-6)
    }

    @Test func crossChecks() {
        #expect(Self.near(Self.tilt(90).apply(Point(0, 0)), 21.818, 60))
        #expect(Self.near(Self.tilt(90).apply(Point(160, 0)), 138.182, 60))
        #expect(Self.near(Self.tilt(-78).apply(Point(0, 0)), -46.343, 40.299))
        #expect(Self.near(Self.tilt(-78).apply(Point(160, 0)), 206.343, 40.299))
        #expect(Self.near(Self.tilt(45).apply(Point(0, 0)), 16.767, 26.466))
    }

    @Test func zAxisIsClockwiseOnScreen() {
        let h = Rotation3D(angle: .pi / 2, axis: (0, 0, 1), anchor: .center).homography(in: Size(100, 100))
        // The top-centre point (50, 0) goes to the right-centre (100, 50).
        #expect(Self.near(h.apply(Point(50, 0)), 100, 50))
    }

    @Test func zeroAxisAndZeroPerspective() {
        #expect(Rotation3D(angle: 1, axis: (0, 0, 0)).homography(in: Self.size) == .identity)
        let ortho = Rotation3D(angle: .pi / 3, axis: (1, 0, 0), anchor: .bottom, perspective: 0).homography(in: Self.size)
        #expect(ortho.isAffine)
        #expect(Self.near(ortho.apply(Point(0, 0)), 0, 30))   // height × cos 60°
    }
}
