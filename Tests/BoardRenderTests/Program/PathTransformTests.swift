import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// `path.applying(CGAffineTransform(…))` and `path.offsetBy(dx:dy:)` return a mapped copy, as
/// Core Graphics maps points; a `Shape` whose `path(in:)` boardgen cannot run is refused at the
/// shape, not drawn as nothing (SwiftClockUI's Cogwheel rotates its path with `applying`).
@Suite struct PathTransformTests {
    @Test func applyingMapsEveryPointAndLeavesThePath() throws {
        let swift = """
        import SwiftUI
        struct Turned: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: 10, y: 0))
                p.addLine(to: CGPoint(x: 30, y: 0))
                // A quarter turn about (0, 0) then 40 across; then the original, moved 5 down.
                var both = p.applying(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 40, ty: 0))
                both.addPath(p.offsetBy(dx: 0, dy: 5))
                return both
            }
        }
        struct V: View { var body: some View { Turned().stroke() } }
        """
        let scene = try boardBesideSwift(swift, file: "V.swift", json: #"{"swift": ["V.swift"], "view": "V()", "width": 60, "height": 60, "screenshot": true}"#)
            .scene(at: 0)
        let tile = try #require(scene.cells.compactMap(\.tile).first { $0.shapes.contains { $0.path != nil } })
        let shape = try #require(tile.shapes.first { $0.path != nil })
        let origin = tile.transform.apply(Point(0, 0))
        let points = shape.path!.flatMap(\.points).map(tile.transform.apply).map { Point($0.x - origin.x, $0.y - origin.y) }
        #expect(points == [Point(40, 10), Point(40, 30), Point(10, 5), Point(30, 5)], "\(points)")
    }

    @Test func aShapesPathThatCannotRunIsRefusedAtTheShape() throws {
        let swift = """
        import SwiftUI
        struct B: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.addEllipse(in: rect)
                return path.strokedPath(StrokeStyle(lineWidth: 2))
            }
        }
        struct V: View { var body: some View { B().stroke() } }
        """
        #expect { try boardBesideSwift(swift, file: "V.swift", json: #"{"swift": ["V.swift"], "view": "V()", "width": 100, "height": 100}"#) }
            throws: { "\($0)".contains("strokedPath") && "\($0)".contains("V.swift:6:") }
    }
}
