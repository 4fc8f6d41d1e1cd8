import Foundation
import FoundationXML
import Testing
import TestSupport
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

@Suite struct SVGTests {
    static func svg(at t: Double) throws -> String {
        let path = temporaryFolder + "/boardgen-svg-\(t).svg"
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

/// Our SVG, rasterised by an independent renderer, matches our PNG.
@Suite struct SVGRasterTests {
    static let rsvg = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(.enabled(if: rsvg != nil, "librsvg2-bin is not installed"), arguments: [0.7, 1.4, 4.4])
    func librsvgAgreesWithThePNG(_ t: Double) throws {
        let dir = temporaryFolder
        let svg = dir + "/boardgen-rsvg-\(t).svg", png = dir + "/boardgen-rsvg-\(t).png"
        let scene = try BuiltinBoards.bench.scene(at: t)
        try Renderer.writeSVG(scene, scale: 1, to: svg)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.rsvg!)
        p.arguments = [svg, "-o", png]
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let theirs = try #require(loadPNG(png))
        let ours = try Renderer.raster(scene, scale: 1)
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        #expect(psnr(ours, theirs) >= 45, "PSNR \(psnr(ours, theirs)) dB")
    }
}
