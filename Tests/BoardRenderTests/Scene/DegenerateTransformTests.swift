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
import TestSupport

/// SwiftUI draws nothing for a view whose transform is not invertible (`.scaleEffect(0)`): the
/// scene drops it when it is built, so the dump says what is painted and PNG and SVG are drawn
/// instead of failing with cairo's "invalid matrix" (issue 43).
@Suite struct DegenerateTransformTests {
    static let flattening = [
        #"Text("a").scaleEffect(0)"#,
        #"Text("a").scaleEffect(x: 0, y: 1)"#,
        #"Text("a").rotationEffect(.degrees(30)).scaleEffect(y: 0)"#,
        #"Text("a").scaleEffect(1e-200)"#,
        #"Color.red.frame(width: 20, height: 20).scaleEffect(0)"#,
        #"VStack { Text("a"); Circle().fill(Color.red) }.scaleEffect(0)"#,
        #"Text("a").rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))"#,
    ]

    static func scene(_ view: String) throws -> Scene {
        let swift = "struct V: View { var body: some View { VStack { \(view); Text(\"d\") } } }"
        return try OneEngineTests.builder(swift).scene(at: 0)
    }

    @Test(arguments: flattening)
    func aFlattenedViewDrawsNothingAndPaints(_ view: String) throws {
        let scene = try Self.scene(view)
        // Nothing of "a" (or the red shape) is drawn or listed among the cells' texts; "d" is.
        let texts = scene.cells.flatMap { $0.tile?.texts ?? [] }.map(\.text)
        #expect(!texts.contains("a"), "\(texts)")
        #expect(texts.contains("d"))
        #expect(!scene.cells.flatMap(\.texts).map(\.text).contains("a"))
        for cell in scene.cells {
            guard let tile = cell.tile, !tile.transform.isDegenerate else { continue }
            for shape in tile.shapes { #expect(!(shape.transform?.followed(by: tile.transform).isDegenerate ?? false)) }
        }
        // Both painters draw it.
        _ = try Renderer.raster(scene, scale: 1)
        let dir = temporaryDirectory("degenerate")
        try Renderer.writeSVG(scene, scale: 1, to: dir + "/s.svg")
    }

    /// A view barely scaled is still drawn.
    @Test func aSmallScaleIsStillDrawn() throws {
        let texts = try Self.scene(#"Text("a").scaleEffect(0.01)"#).cells.flatMap { $0.tile?.texts ?? [] }.map(\.text)
        #expect(texts.contains("a"))
    }

    @Test func degenerateMaps() {
        #expect(Homography.scale(0, 1, about: Point(3, 4)).isDegenerate)
        #expect(Homography.scale(1e-7, 1e-7, about: Point(0, 0)).isDegenerate)
        #expect(!Homography.scale(1e-3, 1e-3, about: Point(0, 0)).isDegenerate)
        #expect(!Homography.rotation(1, about: Point(5, 5)).isDegenerate)
        #expect(Homography([.nan, 0, 0, 0, 1, 0, 0, 0, 1]).isDegenerate)
    }
}
