import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene

/// `Shape.scale(_:anchor:)` (SwiftUI's ScaledShape): the path scaled about the anchor of the
/// frame, its stroke keeping its width (SwiftClockUI's steampunk clock scales its cogwheels).
@Suite struct ShapeScaleTests {
    static func points(_ view: String, height: Double = 100) throws -> [Point] {
        let scene = try stillScene(view + ".frame(width: 100, height: \(height))", width: 100)
        let tile = try #require(scene.cells.compactMap(\.tile).first { $0.shapes.contains { $0.path != nil } })
        let shape = try #require(tile.shapes.first { $0.path != nil })
        let frame = try #require(scene.views.first { $0.frame.width == 100 && $0.frame.height == height }, "\(scene.views.map(\.kind))").frame
        return shape.path!.flatMap(\.points).map(tile.transform.apply).map { Point($0.x - frame.minX, $0.y - frame.minY) }
    }

    @Test func aRectangleScaledByHalfAboutItsCentre() throws {
        let p = try Self.points("Rectangle().scale(0.5).stroke(lineWidth: 4)")
        #expect(p.contains(Point(25, 25)) && p.contains(Point(75, 75)), "\(p)")
        #expect(p.allSatisfy { $0.x >= 24.9 && $0.x <= 75.1 })
    }

    @Test func anAnchorAndTwoFactors() throws {
        let p = try Self.points("Circle().scale(x: 0.5, y: 1, anchor: .leading).fill(.red)")
        // The circle (0…100) halved across towards the leading edge: x in 0…50, y still 0…100.
        #expect(abs((p.map(\.x).max() ?? 0) - 50) < 0.01 && abs((p.map(\.y).max() ?? 0) - 100) < 0.01, "\(p)")
    }
}
