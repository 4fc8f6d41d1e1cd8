import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import Painter
@testable import Writers

/// `AngularGradient`: colours around a centre, clockwise from the trailing direction; a span
/// short of a whole turn fills the rest with the last colour, then the first, halfway each.
@Suite struct AngularGradientTests {
    static func raster(_ fill: String) throws -> (Raster, Rect) {
        let swift = """
        import SwiftUI
        struct V: View {
            var body: some View { Rectangle().fill(\(fill)).frame(width: 100, height: 100) }
        }
        """
        let scene = try SceneBuilder(board: boardBesideSwift(swift, file: "V.swift",
                                                             json: #"{"swift": "V.swift", "view": "V()", "width": 200, "height": 200, "subtitle": null}"#)).scene(at: 0)
        let frame = try #require(scene.views.first { $0.kind == "Rectangle" }).frame
        return (try Renderer.raster(scene, scale: 1), frame)
    }

    static let red = "Color(red: 1, green: 0, blue: 0)", blue = "Color(red: 0, green: 0, blue: 1)"

    /// Red and blue parts of a pixel (0…255).
    static func rb(_ r: Raster, _ p: Point) -> (red: Int, blue: Int) {
        let v = r[Int(p.x), Int(p.y)]
        return (Int((v >> 16) & 0xFF), Int(v & 0xFF))
    }

    @Test func aWholeTurnRunsClockwiseFromTheTrailingSide() throws {
        let (r, f) = try Self.raster("AngularGradient(colors: [\(Self.red), \(Self.blue)], center: .center)")
        let c = f.mid
        // Just clockwise of 3 o'clock (y down): red; at 12 o'clock (¾ of the turn): mostly blue;
        // at 6 o'clock (¼): mostly red.
        let start = Self.rb(r, Point(c.x + 40, c.y + 3))
        #expect(start.red > 230 && start.blue < 25, "\(start)")
        let top = Self.rb(r, Point(c.x, c.y - 40))
        #expect(abs(top.blue - 191) < 12 && abs(top.red - 64) < 12, "\(top)")
        let bottom = Self.rb(r, Point(c.x, c.y + 40))
        #expect(abs(bottom.red - 191) < 12, "\(bottom)")
    }

    @Test func aHalfTurnFillsTheRestWithTheLastThenTheFirstColour() throws {
        let (r, f) = try Self.raster(".angularGradient(colors: [\(Self.red), \(Self.blue)], center: .center, startAngle: .zero, endAngle: .degrees(180))")
        let c = f.mid
        // 90° (6 o'clock): halfway; 225° (upper left): the last colour; 315° (upper right): the first.
        let bottom = Self.rb(r, Point(c.x, c.y + 40))
        #expect(abs(bottom.red - 128) < 12 && abs(bottom.blue - 128) < 12, "\(bottom)")
        let upperLeft = Self.rb(r, Point(c.x - 30, c.y - 30))
        #expect(upperLeft.blue > 240 && upperLeft.red < 15, "\(upperLeft)")
        let upperRight = Self.rb(r, Point(c.x + 30, c.y - 30))
        #expect(upperRight.red > 240 && upperRight.blue < 15, "\(upperRight)")
    }

    @Test func wedgesCoverAWholeTurn() {
        let w = ShapeGradient.wedges(startAngle: 0, endAngle: .pi, color: { t in Color(red: t, green: 0, blue: 0, alpha: 1) })
        #expect(abs((w.last?.to ?? 0) - (w.first?.from ?? 1) - 2 * .pi) < 1e-9)
        #expect(w.allSatisfy { $0.to - $0.from <= .pi / 36 + 1e-9 || $0.from >= .pi - 1e-9 })
        // A whole turn when the angles are equal; the last turn of a longer span.
        #expect(ShapeGradient.wedges(startAngle: 1, endAngle: 1, color: { _ in Color(red: 0, green: 0, blue: 0, alpha: 1) }).count == 72)
        #expect(abs(ShapeGradient.wedges(startAngle: 0, endAngle: 5 * .pi, color: { _ in Color(red: 0, green: 0, blue: 0, alpha: 1) })[0].from - 3 * .pi) < 1e-9)
    }

    /// After `.stroke(lineWidth:)` or `.stroke(style:)` a shape is its stroked outline, so `.fill`
    /// paints the line (the rings chart's `RingShape().stroke(style: s).fill(gradient)`), not the inside.
    @Test func aFillAfterAStrokePaintsTheLine() throws {
        let (r, f) = try Self.raster("Color.clear).overlay(Circle().stroke(style: StrokeStyle(lineWidth: 10)).fill(AngularGradient(colors: [\(Self.red), \(Self.red)], center: .center))")
        let c = f.mid
        // The middle is the window's white; the line, 5 pt inside the edge, red.
        #expect(r[Int(c.x), Int(c.y)] & 0xFF_FFFF == 0xFF_FFFF)
        #expect(Self.rb(r, Point(c.x + 47, c.y)).red > 240)
        let (r2, f2) = try Self.raster("Color.clear).overlay(Circle().stroke(lineWidth: 10).fill(\(Self.blue))")
        #expect(r2[Int(f2.mid.x), Int(f2.mid.y)] & 0xFF_FFFF == 0xFF_FFFF)
        #expect(Self.rb(r2, Point(f2.mid.x + 47, f2.mid.y)).blue > 240)
    }
}
