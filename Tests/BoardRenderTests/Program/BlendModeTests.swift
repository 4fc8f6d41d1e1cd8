import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import Painter
@testable import Writers

/// `.blendMode(_:)`: a view drawn onto what is behind it with the blend (cairo's operator of the
/// same name), named in the dump; the views below it take it; laid out as its content.
@Suite struct BlendModeTests {
    static let swift = """
    import SwiftUI
    struct V: View {
        var body: some View {
            ZStack {
                Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
                Color(red: 0, green: 1, blue: 0).frame(width: 100, height: 100).offset(x: 50).blendMode(.multiply)
                VStack { Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40) }.offset(y: 80).blendMode(.screen)
            }
        }
    }
    """

    static func scene() throws -> Scene {
        try SceneBuilder(board: boardBesideSwift(swift, file: "V.swift",
                                                 json: #"{"swift": "V.swift", "view": "V()", "width": 300, "height": 300, "subtitle": null}"#)).scene(at: 0)
    }

    @Test func theBlendIsDrawnWithItsOperator() throws {
        let scene = try Self.scene()
        let colors = scene.views.filter { $0.kind == "Color" }
        let modes = colors.map { v in scene.cells.first { $0.name == v.id }?.tile?.blendMode }
        // The views below a blend take it (the blue one, inside the VStack).
        #expect(modes == [.normal, .multiply, .screen], "\(modes)")
        let raster = try Renderer.raster(scene, scale: 1)
        func pixel(_ p: Point) -> UInt32 { raster[Int(p.x), Int(p.y)] & 0xFF_FFFF }
        // Red × green is black where they overlap; green × the white window is green.
        // Where each is drawn (its quad: `.offset` moves the drawing, not the frame).
        let red = Rect.bounding(colors[0].quad), green = Rect.bounding(colors[1].quad), blue = Rect.bounding(colors[2].quad)
        #expect(pixel(Point((green.minX + red.maxX) / 2, red.mid.y)) == 0x000000)
        let greenAlone = pixel(Point(green.maxX - 5, green.mid.y))
        #expect(greenAlone & 0x00FF00 == 0x00FF00 && greenAlone & 0xFF0000 == 0, "\(String(greenAlone, radix: 16))")
        // Blue screened on white is white.
        #expect(pixel(Point(blue.mid.x, blue.maxY - 3)) == 0xFFFFFF)
        // The dump names it; a normal tile says nothing.
        let json = try #require(scene.cells.first { $0.name == colors[1].id }?.tile?.jsonValue)
        #expect("\(json)".contains("multiply"))
    }

    @Test func anUnknownModeIsRefusedWithTheKnownOnes() throws {
        let bad = Self.swift.replacingOccurrences(of: ".blendMode(.multiply)", with: ".blendMode(.plusDarker)")
        #expect {
            try SceneBuilder(board: boardBesideSwift(bad, file: "V.swift", json: #"{"swift": "V.swift", "view": "V()", "width": 300}"#)).scene(at: 0)
        } throws: { "\($0)".contains(".plusDarker is not drawn yet") && "\($0)".contains(".multiply") }
    }

    @Test func theAnimatedSVGUsesCSSBlends() {
        #expect(AnimatedSVGWriter.cssBlend(.colorDodge) == "color-dodge")
        #expect(AnimatedSVGWriter.cssBlend(.plusLighter) == "plus-lighter")
        #expect(AnimatedSVGWriter.cssBlend(.sourceAtop) == nil)
    }
}
