import Testing
@testable import BoardRender
@testable import BoardScene

/// A shape's own `.rotation(_:anchor:)` (ShapeModifiers.swift, SwiftUI's `RotatedShape`): the
/// shape's path turned about the anchor of its frame — the pixels `rotationEffect` would put there,
/// still a shape to `fill` — and refused by name on other views. `.scale(_:anchor:)`: ShapeScaleTests.
@Suite struct ShapeTransformTests {
    @Test func aRotatedShapeTurnsAboutItsCentreAndStaysAShape() throws {
        // A quarter turn: the 100 × 100 frame's rectangle turned about its centre is the same square;
        // a rounded rectangle 100 wide in a 100 × 40 frame stands 40 wide and 100 tall about the same centre.
        let square = try ShapeScaleTests.points("Rectangle().rotation(.degrees(90)).fill(.indigo)")
        #expect(square.allSatisfy { abs($0.x - 50) <= 50.01 && abs($0.y - 50) <= 50.01 }, "\(square)")
        let p = try ShapeScaleTests.points("Capsule().rotation(.degrees(90)).fill(.indigo)", height: 40)
        let xs = p.map(\.x), ys = p.map(\.y)
        #expect(abs(xs.max()! - xs.min()! - 40) < 0.01 && abs(ys.max()! - ys.min()! - 100) < 0.01, "\(p)")
        #expect(abs((xs.max()! + xs.min()!) / 2 - 50) < 0.01 && abs((ys.max()! + ys.min()!) / 2 - 20) < 0.01)
    }

    @Test func onAnotherViewItIsRefusedByName() {
        #expect(throws: (any Error).self) { try ViewSceneTests.scene(#"Text("a").rotation(.degrees(10))"#) }
    }
}
