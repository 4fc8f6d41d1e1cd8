import Foundation
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

/// `Path { … }` views and a program's own `Shape`s (`path(in:)` run for the size laid out):
/// filled and stroked by every writer, their points animating with the frame.
@Suite struct PathShapeTests {
    static let shapes = """
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }
    struct ContentView: View {
        @State private var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Triangle()
                    .fill(.orange)
                    .frame(width: wide ? 200 : 100, height: 80)
                Path { p in
                    p.move(to: CGPoint(x: 0, y: 10))
                    p.addQuadCurve(to: CGPoint(x: 60, y: 10), control: CGPoint(x: 30, y: 40))
                    p.addArc(center: CGPoint(x: 60, y: 40), radius: 30, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
                }
                .stroke(.blue, lineWidth: 2)
                .frame(width: 100, height: 60)
                Button("Widen") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            }
        }
    }
    """

    static func builder() throws -> SceneBuilder {
        try SceneBuilder(board: try boardBesideSwift(shapes, file: "Shapes.swift", json: #"""
            {"swift": ["Shapes.swift"], "view": "ContentView()", "width": 320, "height": 300, "subtitle": null, "steps": [{"click": "Widen"}]}
            """#))
    }

    static func path(_ scene: Scene, _ kind: String) throws -> (view: SceneView, shape: TileShape, tile: TileScene) {
        let view = try #require(scene.views.first { $0.kind == kind })
        for tile in scene.cells.compactMap(\.tile) {
            for shape in tile.shapes where shape.path != nil {
                let points = shape.path!.flatMap(\.points).map(tile.transform.apply)
                let f = view.frame.insetBy(-1)
                if points.allSatisfy({ $0.x >= f.minX && $0.x <= f.maxX && $0.y >= f.minY && $0.y <= f.maxY }) { return (view, shape, tile) }
            }
        }
        struct NoPath: Error {}
        Issue.record("no path drawn in \(kind)'s frame")
        throw NoPath()
    }

    @Test func aShapesPathIsItsPathInTheFrameItIsLaidOutIn() throws {
        let scene = try Self.builder().scene(at: 0)
        let (view, shape, tile) = try Self.path(scene, "Triangle")
        #expect(view.frame.width == 100 && view.frame.height == 80)
        let points = shape.path!.flatMap(\.points).map(tile.transform.apply)
        let f = view.frame
        #expect(points == [Point(f.mid.x, f.minY), Point(f.minX, f.maxY), Point(f.maxX, f.maxY)])
        #expect(shape.path!.last == .close && shape.fill == ViewLeaves.color(.named("orange"), .light))
    }

    @Test func curvesAndArcsAreCoreGraphicsConstructions() throws {
        let scene = try Self.builder().scene(at: 0)
        let (view, shape, tile) = try Self.path(scene, "Path")
        #expect(view.frame.width == 100 && view.frame.height == 60 && shape.stroke == ViewLeaves.color(.named("blue"), .light))
        let o = tile.transform.apply(Point(0, 0)), origin = Point(view.frame.minX - o.x, view.frame.minY - o.y)
        let segments = shape.path!.map { s in s.with(s.points.map { Point($0.x - origin.x, $0.y - origin.y) }) }
        // The quadratic curve as the cubic of the same shape: controls at 2/3 of the way to its control point.
        guard case let .curve(c1, c2, end) = segments[1] else { Issue.record("expected a curve"); return }
        #expect(abs(c1.x - 20) < 1e-9 && abs(c1.y - 30) < 1e-9 && abs(c2.x - 40) < 1e-9 && abs(c2.y - 30) < 1e-9 && end == Point(60, 10))
        // The arc from straight up to the right of its centre, increasing angle (clockwise on screen):
        // it starts where the curve ended (a line of no length), and ends at (90, 40).
        #expect(segments[2] == .line(Point(60, 10)))
        guard case let .curve(_, _, arcEnd) = segments.last! else { Issue.record("expected the arc's curve"); return }
        #expect(abs(arcEnd.x - 90) < 1e-9 && abs(arcEnd.y - 40) < 1e-9)
    }

    @Test func thePathFollowsTheFrameAsItAnimates() throws {
        let b = try Self.builder()
        let start = b.timeline.steps[0].start
        func points(_ t: Double) throws -> [Point] {
            let (_, shape, tile) = try Self.path(b.scene(at: t), "Triangle")
            return shape.path!.flatMap(\.points).map(tile.transform.apply)
        }
        // A linear second: half way, each point half way between where it was and where it goes.
        let before = try points(0), after = try points(b.timeline.cycle), half = try points(start + 0.5)
        #expect(abs(after[2].x - after[1].x - 200) < 1e-6 && abs(before[2].x - before[1].x - 100) < 1e-6)
        for ((p, q), r) in zip(zip(before, after), half) {
            #expect(abs(r.x - (p.x + q.x) / 2) < 1e-6 && abs(r.y - (p.y + q.y) / 2) < 1e-6)
        }
    }

    @Test func drawnByEveryWriter() throws {
        let scene = try Self.builder().scene(at: 0)
        let (view, _, _) = try Self.path(scene, "Triangle")
        let raster = try Renderer.raster(scene, scale: 1)
        let inside = raster[Int(view.frame.mid.x), Int(view.frame.maxY) - 10], corner = raster[Int(view.frame.minX) + 3, Int(view.frame.minY) + 3]
        #expect((inside >> 16) & 0xFF > 0xF0 && (inside >> 8) & 0xFF > 0x80 && inside & 0xFF < 0x40)   // orange
        #expect(corner & 0xFF > 0xF0)                                                                  // the white window
        let svg = try BoardSVG(board: try Self.builder().board, options: .init(fps: 10, scale: 1)).document().text
        #expect(svg.contains("<path"))
    }

    @Test(arguments: [
        ("Triangle().strokeBorder(.red)", "on a path of your own is not drawn yet"),
        ("Path { p in p.addStar(to: .zero) }", "Path has no 'addStar(to:)'"),
    ])
    func whatIsNotDrawnIsRefusedByName(view: String, message: String) throws {
        let swift = Self.shapes.replacingOccurrences(of: "struct ContentView", with: "struct Unused") + "\nstruct ContentView: View { var body: some View { \(view) } }"
        #expect { try SceneBuilder(board: try boardBesideSwift(swift, file: "Shapes.swift", json: #"""
            {"swift": ["Shapes.swift"], "view": "ContentView()", "width": 320, "subtitle": null}
            """#)).scene(at: 0) } throws: { "\($0)".contains(message) }
    }

    /// `.trim(from:to:)` on a path of the program's own keeps that stretch of its length — a line
    /// chart drawing itself in (it was refused).
    @Test func aTrimKeepsAStretchOfTheLength() throws {
        let line = TileShape(rect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, fill: nil, stroke: nil)
        var shape = line
        shape.path = [.move(Point(0, 0)), .line(Point(100, 0)), .line(Point(100, 100)), .move(Point(0, 50)), .line(Point(100, 50))]
        // 300 pt long: the first half is the first edge and half the second.
        let half = ShapeOutline.trimmedLines(shape, ShapeTrim(from: 0, to: 0.5))
        #expect(half.count == 1 && half[0].first == Point(0, 0))
        #expect(abs(half[0].last!.x - 100) < 1e-9 && abs(half[0].last!.y - 50) < 1e-9)
        // A stretch over two subpaths is two lines, not one joined across the gap.
        let tail = ShapeOutline.trimmedLines(shape, ShapeTrim(from: 0.5, to: 1))
        #expect(tail.count == 2 && abs(tail[1].first!.y - 50) < 1e-9 && abs(tail[1].last!.x - 100) < 1e-9)
        #expect(ShapeOutline.trimmedLines(shape, ShapeTrim(from: 0.4, to: 0.4)).isEmpty)
        // Drawn: the trimmed triangle's stroke is an open line.
        let swift = Self.shapes.replacingOccurrences(of: "struct ContentView", with: "struct Unused")
            + "\nstruct ContentView: View { var body: some View { Triangle().trim(from: 0, to: 0.5).stroke(.red).frame(width: 100, height: 100) } }"
        let scene = try SceneBuilder(board: try boardBesideSwift(swift, file: "Shapes.swift", json: #"""
            {"swift": ["Shapes.swift"], "view": "ContentView()", "width": 320, "subtitle": null}
            """#)).scene(at: 0)
        let (_, drawn, _) = try Self.path(scene, "Triangle")
        #expect(drawn.trim == ShapeTrim(from: 0, to: 0.5) && drawn.path != nil)
        _ = try Renderer.raster(scene, scale: 1)
    }
}
