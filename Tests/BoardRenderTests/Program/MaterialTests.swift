import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import Painter
@testable import Writers

/// SwiftUI's materials (Materials.swift): what is behind the shape blurred, under the material's
/// translucent tint; the tint alone in an SVG. Their values are uncertain (docs/semantics.md, 23):
/// these tests hold the model — blurred, lighter in the light appearance, thicker more opaque.
@Suite struct MaterialTests {
    /// Black and white stripes 10 pt wide under a 100 × 100 card of `material`.
    static func raster(_ material: String, dark: Bool = false) throws -> (Raster, Rect, Scene) {
        let swift = """
        import SwiftUI
        struct V: View {
            var body: some View {
                ZStack {
                    HStack(spacing: 0) {
                        ForEach(0..<20) { i in Rectangle().fill(i % 2 == 0 ? Color.black : Color.white).frame(width: 10) }
                    }
                    Color.clear.frame(width: 100, height: 100).background(\(material))
                }
                .frame(width: 200, height: 200)
            }
        }
        """
        let json = #"{"swift": "V.swift", "view": "V()", "width": 200, "height": 200, "subtitle": null, "environment": {"colorScheme": "\#(dark ? "dark" : "light")"}}"#
        let scene = try SceneBuilder(board: boardBesideSwift(swift, file: "V.swift", json: json)).scene(at: 0)
        let card = try #require(scene.views.first { $0.frame.width == 100 && $0.frame.height == 100 && $0.kind == "Color" && $0.parent != nil }).frame
        return (try Renderer.raster(scene, scale: 1), card, scene)
    }

    /// The grey level (0…255) of a pixel.
    static func grey(_ r: Raster, _ x: Double, _ y: Double) -> Int { Int((r[Int(x), Int(y)] >> 8) & 0xFF) }

    @Test func whatIsBehindIsBlurredUnderALighterTint() throws {
        let (r, card, _) = try Self.raster(".regularMaterial")
        // Outside the card the stripes are sharp: 0 and 255 ten points apart.
        let outside = (0..<20).map { Self.grey(r, card.minX + 2 + Double($0), card.minY - 20) }
        #expect(outside.max()! - outside.min()! > 250, "\(outside)")
        // Inside, blurred (the stripes nearly gone) and lighter than their mean grey.
        let inside = (0..<20).map { Self.grey(r, card.minX + 40 + Double($0), card.minY + 50) }
        #expect(inside.max()! - inside.min()! < 20, "\(inside)")
        #expect(inside.min()! > 160, "\(inside)")
    }

    @Test func thickerIsMoreOpaqueAndDarkIsDark() throws {
        let thin = try Self.raster(".ultraThinMaterial"), thick = try Self.raster("Material.thick"), dark = try Self.raster(".thinMaterial", dark: true)
        let g = { (x: (Raster, Rect, Scene)) in Self.grey(x.0, x.1.minX + 50, x.1.minY + 50) }
        #expect(g(thin) < g(thick), "\(g(thin)) \(g(thick))")
        #expect(g(dark) < 128, "\(g(dark))")
        // The scene holds the tint and the blur it is painted with.
        let shape = try #require(thick.2.cells.compactMap(\.tile).flatMap(\.shapes).first { $0.backdropBlur > 0 })
        #expect(shape.backdropBlur == Materials.blur && shape.fill?.alpha == Materials.looks["thickMaterial"]?.light.alpha)
    }
}
