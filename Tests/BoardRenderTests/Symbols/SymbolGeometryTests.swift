import Foundation
import Testing
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import Painter
@testable import BoardRender

/// Where a symbol sits and how large it is (docs/symbols.md, "Size and place"), read from scenes.
@Suite struct SymbolGeometryTests {
    static func image(_ view: String) throws -> SceneView {
        try #require(try ViewSceneTests.scene(view).views.first { $0.kind == "Image" })
    }

    /// `checkmark.circle.fill` beside 17 pt text is a 17 pt disc (the observed reference).
    @Test func aCircleSymbolIsOnePointSizeWide() throws {
        let v = try Self.image(#"Image(systemName: "checkmark.circle.fill")"#)
        #expect(abs(v.frame.width - 17) < 0.05 && abs(v.frame.height - 17) < 0.05)
        let title = try Self.image(#"Image(systemName: "checkmark.circle.fill").font(.system(size: 34))"#)
        #expect(abs(title.frame.width - 34) < 0.1)
    }

    /// A narrow glyph has a narrow frame; a wide one a wide frame.
    @Test func theFrameIsTheGlyphsInkBox() throws {
        let chevron = try Self.image(#"Image(systemName: "chevron.right")"#)
        #expect(chevron.frame.width < chevron.frame.height * 0.7)
        let arrow = try Self.image(#"Image(systemName: "arrow.right")"#)
        #expect(abs(arrow.frame.width - arrow.frame.height) < 0.01)
        let minus = try Self.image(#"Image(systemName: "minus")"#)
        #expect(minus.frame.height < minus.frame.width / 3)
    }

    @Test(arguments: [ImageScale.small, .medium, .large])
    func imageScaleScalesTheFrame(scale: ImageScale) throws {
        let v = try Self.image(#"Image(systemName: "heart.fill").imageScale(.\#(scale.rawValue))"#)
        let medium = try Self.image(#"Image(systemName: "heart.fill")"#)
        let factor = Platform.iOS.symbolScale(scale)
        #expect(abs(v.frame.width - medium.frame.width * factor) < 1e-6 && abs(v.frame.height - medium.frame.height * factor) < 1e-6)
    }

    /// On a text's baseline, a symbol's centre is half SF Pro's cap height above it, whatever its shape.
    @Test func aSymbolSitsOnTheTextBaseline() throws {
        for name in ["checkmark.circle.fill", "chevron.right", "minus", "heart.fill"] {
            let scene = try ViewSceneTests.scene(#"HStack(alignment: .firstTextBaseline) { Image(systemName: "\#(name)"); Text("Hxg") }"#)
            let image = try #require(scene.views.first { $0.kind == "Image" })
            let text = try #require(scene.views.first { $0.kind == "Text" })
            let body = Platform.iOS.fontSpec(ViewFont(style: .body))
            let baseline = text.frame.minY + PangoTextMeasurer.shared.measure("Hxg", font: body, width: nil).firstBaseline
            let glyph = try #require(SymbolStandIn.resolve(name)).glyph
            // The glyph's grid centre (256 units) above the baseline by 0.3523 em.
            let unit = 17 * SymbolGeometry.glyphEmPerPoint / MaterialIcons.unitsPerEm
            let centre = image.frame.minY + (glyph.y1 - 256) * unit
            #expect(abs(baseline - centre - 17 * SymbolGeometry.centreAboveBaseline) < 1e-6, "\(name)")
        }
    }

    /// `.resizable()`: the glyph scaled to fit the offered frame, centred.
    @Test func aResizableSymbolFitsItsGlyphToTheFrame() throws {
        let glyph = try #require(MaterialIcons.glyph("image"))
        let g = SymbolGeometry.fitting(glyph, in: Size(60, 40))
        let unit = g.glyphSize / MaterialIcons.unitsPerEm
        let ink = Rect(x: g.origin.x + glyph.x0 * unit, y: g.origin.y - glyph.y1 * unit,
                       width: (glyph.x1 - glyph.x0) * unit, height: (glyph.y1 - glyph.y0) * unit)
        #expect(abs(ink.height - 40) < 1e-9 && abs(ink.mid.x - 30) < 1e-9 && abs(ink.mid.y - 20) < 1e-9)
    }
}
