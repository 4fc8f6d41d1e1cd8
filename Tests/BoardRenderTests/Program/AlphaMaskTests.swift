import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import Painter
@testable import Writers

/// `.mask { … }` of views other than one shape: the view drawn only where the mask view is
/// opaque, as much as it is (an alpha mask), the mask laid out as an overlay is; one shape stays a
/// clip of its outline.
@Suite struct AlphaMaskTests {
    static let swift = """
    import SwiftUI
    struct V: View {
        var body: some View {
            VStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0).frame(width: 200, height: 60)
                    .mask(Text("I").font(.system(size: 50, weight: .black)))
                Color(red: 0, green: 0, blue: 1).frame(width: 200, height: 40)
                    .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
                Color(red: 0, green: 1, blue: 0).frame(width: 100, height: 100)
                    .mask(alignment: .topLeading) { Rectangle().frame(width: 50, height: 50) }
                Color(red: 0, green: 0, blue: 0).frame(width: 100, height: 40).mask(Capsule())
            }
        }
    }
    """

    static func scene() throws -> Scene {
        try SceneBuilder(board: boardBesideSwift(swift, file: "V.swift",
                                                 json: #"{"swift": "V.swift", "view": "V()", "width": 300, "height": 300, "subtitle": null}"#)).scene(at: 0)
    }

    @Test func aViewIsDrawnThroughItsMasksAlpha() throws {
        let scene = try Self.scene()
        let colors = scene.views.filter { $0.kind == "Color" }
        #expect(colors.count == 4, "\(scene.views.map(\.kind))")
        let masks = colors.map { v in scene.cells.first { $0.name == v.id }?.tile?.masks ?? [] }
        // A text, a gradient and a placed rectangle are alpha masks; a lone shape is a clip.
        #expect(masks.map(\.count) == [1, 1, 1, 0])
        #expect(masks[0].first?.texts.map(\.text) == ["I"])
        let raster = try Renderer.raster(scene, scale: 1)
        func pixel(_ x: Double, _ y: Double) -> UInt32 { raster[Int(x), Int(y)] & 0xFF_FFFF }
        let text = Rect.bounding(colors[0].quad), gradient = Rect.bounding(colors[1].quad), corner = Rect.bounding(colors[2].quad)
        // The red shows through the letter's stem in the middle, not at the frame's ends.
        #expect(pixel(text.mid.x, text.mid.y) == 0xFF0000)
        #expect(pixel(text.minX + 5, text.mid.y) == 0xFFFFFF)
        // The gradient mask: opaque blue on the left, nothing on the right, half way between.
        #expect(pixel(gradient.minX + 1, gradient.mid.y) & 0xFFFF00 < 0x0A0A00)
        #expect((pixel(gradient.maxX - 1, gradient.mid.y) >> 16) & 0xFF >= 0xF8)
        let middle = pixel(gradient.mid.x, gradient.mid.y)
        #expect((0x60...0xA0).contains((middle >> 16) & 0xFF), "\(String(middle, radix: 16))")
        // Top-leading quarter only.
        #expect(pixel(corner.minX + 10, corner.minY + 10) == 0x00FF00)
        #expect(pixel(corner.maxX - 10, corner.maxY - 10) == 0xFFFFFF)
        // The dump names the mask's texts.
        let json = try #require(scene.cells.first { $0.name == colors[0].id }?.tile?.jsonValue)
        #expect("\(json)".contains("masks"))
    }

    @Test func theAnimatedSVGWritesAnAlphaMask() throws {
        let board = try boardBesideSwift(Self.swift, file: "V.swift", json: #"{"swift": "V.swift", "view": "V()", "width": 300, "height": 300}"#)
        let svg = try BoardSVG(board: board, options: BoardSVG.Options()).document().text
        #expect(svg.components(separatedBy: "<mask ").count - 1 == 3)
        #expect(svg.contains("mask-type:alpha"))
    }

    /// `.foregroundStyle(gradient)` on a Text: the gradient over the text's frame, cut to its glyphs
    /// (red at the leading end, blue at the trailing one); on a shape under a frame, its fill; on a
    /// stack, each text inside in its own frame.
    @Test func aGradientForegroundFillsATextsGlyphs() throws {
        let swift = """
        import SwiftUI
        struct T: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("IIIIIIII").font(.system(size: 60, weight: .black))
                        .foregroundStyle(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                                        startPoint: .leading, endPoint: .trailing))
                    Circle().frame(width: 40, height: 40)
                        .foregroundStyle(LinearGradient(colors: [.green, .green], startPoint: .top, endPoint: .bottom))
                }
            }
        }
        """
        let scene = try SceneBuilder(board: boardBesideSwift(swift, file: "T.swift",
                                                             json: #"{"swift": "T.swift", "view": "T()", "width": 300, "height": 200, "subtitle": null}"#)).scene(at: 0)
        let text = try #require(scene.views.first { $0.kind == "Text" })
        let box = Rect.bounding(text.quad)
        let raster = try Renderer.raster(scene, scale: 1)
        // The reddest and the bluest glyph pixels along the middle line.
        var reds: [Int] = [], blues: [Int] = []
        for x in Int(box.minX)..<Int(box.maxX) {
            let p = raster[x, Int(box.mid.y)] & 0xFF_FFFF
            let r = Int(p >> 16 & 0xFF), b = Int(p & 0xFF), g = Int(p >> 8 & 0xFF)
            guard g < 40 else { continue }   // white between the letters
            if r > b { reds.append(x) } else { blues.append(x) }
        }
        #expect(!reds.isEmpty && !blues.isEmpty)
        #expect((reds.max() ?? 0) < (blues.min() ?? 0) + 40, "red left of blue: \(reds.count) \(blues.count)")
        let circle = try #require(scene.views.first { $0.kind == "Circle" })
        let c = Rect.bounding(circle.quad)
        #expect(raster[Int(c.mid.x), Int(c.mid.y)] & 0x00FF00 != 0)
        // On a stack, the style reaches the text inside, which is drawn in the gradient over its own frame.
        let stack = swift.replacingOccurrences(of: "Text(\"IIIIIIII\").font(.system(size: 60, weight: .black))",
                                               with: "VStack { Text(\"IIIIIIII\").font(.system(size: 60, weight: .black)) }")
        let stacked = try SceneBuilder(board: boardBesideSwift(stack, file: "T.swift", json: #"{"swift": "T.swift", "view": "T()", "width": 300}"#)).scene(at: 0)
        let stackRaster = try Renderer.raster(stacked, scale: 1)
        let stackBox = try #require(stacked.views.first { $0.kind == "Text" }).frame
        var stackReds: [Int] = [], stackBlues: [Int] = []
        for x in Int(stackBox.minX)..<Int(stackBox.maxX) {
            let p = stackRaster[x, Int(stackBox.mid.y)] & 0xFF_FFFF
            let r = Int(p >> 16 & 0xFF), b = Int(p & 0xFF), g = Int(p >> 8 & 0xFF)
            guard g < 40 else { continue }
            if r > b { stackReds.append(x) } else { stackBlues.append(x) }
        }
        #expect(!stackReds.isEmpty && !stackBlues.isEmpty && (stackReds.max() ?? 0) < (stackBlues.min() ?? 0) + 40)
    }
}
