import Foundation
import FoundationXML
import Testing
@testable import BoardRender

@Suite struct SVGTests {
    static func svg(at t: Double) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/boardgen-svg-\(t).svg"
        try Renderer.writeSVG(BuiltinBoards.bench.scene(at: t), scale: 1, to: path)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test(arguments: [0.0, 1.0, 2.0, 3.1, 4.4, 6.5])
    func noRasterAndWellFormed(_ t: Double) throws {
        let text = try Self.svg(at: t)
        #expect(!text.contains("<image"))
        let doc = try XMLDocument(data: Data(text.utf8))
        let root = try #require(doc.rootElement())
        #expect(root.name == "svg")
        #expect(text.contains("width=\"924px\" height=\"515px\""))
    }

    @Test func tiltIsAPlainPath() throws {
        // Mid-removal the tilt is projected: its outline and glyphs are <path>s, no raster.
        let text = try Self.svg(at: 1.4)
        #expect(text.contains("<path"))
        #expect(!text.contains("<image"))
    }
}
