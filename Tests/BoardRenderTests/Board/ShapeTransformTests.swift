import Testing
@testable import BoardRender
@testable import BoardScene

/// A shape's own `.rotation(_:anchor:)` (ViewEvaluator+Vocabulary.swift): the shape turned in its
/// frame — drawn as the shape under `rotationEffect`, still a shape to `fill` — and refused by name
/// on other views. `.scale(_:anchor:)`: ShapeScaleTests.
@Suite struct ShapeTransformTests {
    static func quad(_ view: String) throws -> [Point] {
        let views = try ViewSceneTests.views(view, width: 200, height: 200)
        return try #require(views.values.first { $0.kind == "Rectangle" }).quad
    }

    @Test func aRotatedShapeTurnsAboutItsCentreAndStaysAShape() throws {
        let rotated = try Self.quad("Rectangle().rotation(.degrees(90)).fill(.indigo).frame(width: 40, height: 20)")
        let effect = try Self.quad("Rectangle().fill(.indigo).rotationEffect(.degrees(90)).frame(width: 40, height: 20)")
        #expect(rotated.count == 4 && zip(rotated, effect).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 })
        // A quarter turn: the 40 × 20 rectangle stands 20 wide and 40 tall about the same centre.
        let xs = rotated.map(\.x), ys = rotated.map(\.y)
        #expect(abs(xs.max()! - xs.min()! - 20) < 1e-9 && abs(ys.max()! - ys.min()! - 40) < 1e-9)
    }

    @Test func onAnotherViewItIsRefusedByName() {
        #expect(throws: (any Error).self) { try ViewSceneTests.scene(#"Text("a").rotation(.degrees(10))"#) }
    }
}
