import CCairo
import Foundation
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

/// Text through Pango: shaping, fallback to the pinned CJK and emoji fonts, ellipsis for
/// labels, and determinism (issue 12).
@Suite struct TextTests {
    /// CJK (Chinese, Japanese, Korean), emoji and Arabic in one line.
    static let international = "漢字 かな 한글 🚀👍 مرحبا"

    static let boardText = """
    {"title": "国際 😀 مرحبا", "columns": 2, "slot": {"width": 160, "height": 74},
     "animation": ".easeInOut(duration: 0.7)",
     "cells": [
       {"name": "漢字 🚀 مرحبا", "transition": ".opacity", "caption": "\(international)"},
       {"name": "a label far too long for its tile", "transition": ".scale"}
     ]}
    """

    static func board() throws -> Board {
        try BoardFileReader.read(SourceFile(name: "intl.json", text: boardText))
    }

    @Test(arguments: FontSpec.Face.allCases)
    func noUnknownGlyphsInAnyFace(_ face: FontSpec.Face) throws {
        let engine = try TextEngine()
        let layout = engine.layout(Self.international, font: FontSpec(face, 12))
        #expect(layout.unknownGlyphs == 0)
        let families = Set(layout.glyphs().map { TextEngine.family(of: $0.font) })
        #expect(families.contains("Symbola"))
        #expect(families.contains(face == .mono ? "WenQuanYi Micro Hei Mono" : "WenQuanYi Micro Hei"))
        #expect(families.isSubset(of: Set(PinnedFonts.fonts.map(\.family))))
    }

    @Test func arabicIsShaped() throws {
        // Joined forms: the shaped word has other glyphs than its letters drawn one by one.
        let engine = try TextEngine()
        let word = engine.layout("مرحبا", font: FontSpec(.sans, 20)).glyphs().map(\.index)
        let letters = "مرحبا".map { engine.layout(String($0), font: FontSpec(.sans, 20)).glyphs().map(\.index) }
        #expect(word.count == 5)
        #expect(Set(word) != Set(letters.flatMap { $0 }))
        // Right to left: the first letter is drawn rightmost.
        let glyphs = engine.layout("مرحبا", font: FontSpec(.sans, 20)).glyphs()
        #expect(glyphs.first!.x < glyphs.last!.x)
    }

    /// Each character drawn alone: real glyphs differ from one another; tofu (the toy API's
    /// `.notdef` box, what boardgen drew before) would look the same for all.
    @Test func glyphsAreNotTofu() throws {
        let engine = try TextEngine()
        func raster(_ s: String, toy: Bool = false) throws -> [UInt8] {
            let surface = try CairoSurface.image(width: 48, height: 48)
            let c = try CairoContext(surface)
            c.setColor(Color(hex: 0x000000))
            if toy {
                cairo_select_font_face(c.pointer, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
                cairo_set_font_size(c.pointer, 32)
                cairo_move_to(c.pointer, 4, 38)
                cairo_show_text(c.pointer, s)
            } else {
                engine.layout(s, font: FontSpec(.sans, 32)).addPath(to: c.pointer, left: 4, baselineY: 38)
                c.fill()
            }
            return surface.bytes()
        }
        let characters = ["漢", "字", "한", "🚀", "👍"]
        let drawn = try characters.map { try raster($0) }
        #expect(Set(drawn).count == characters.count)
        let tofu = try raster("漢", toy: true)
        #expect(try raster("字", toy: true) == tofu, "the toy API draws every CJK character as the same box")
        for image in drawn { #expect(image != tofu) }
        #expect(drawn.allSatisfy { $0.contains { $0 != 0 } })
    }

    @Test func aLongLabelIsEllipsizedInsideItsTile() throws {
        let engine = try TextEngine()
        let text = TileText(text: "a label far too long for its tile", font: BoardLayout.labelFont, color: Color(hex: 0xFFFFFF),
                            opacity: 1, anchor: Point(80, 37), alignment: .center)
        let (layout, origin) = ScenePainter.place(text, in: Size(160, 74), engine: engine)
        #expect(layout.isEllipsized)
        #expect(origin.x >= TileScene.labelInset - 1e-9)
        #expect(origin.x + layout.width <= 160 - TileScene.labelInset + 1e-9)
        let short = TileText(text: "scale", font: BoardLayout.labelFont, color: Color(hex: 0xFFFFFF),
                             opacity: 1, anchor: Point(80, 37), alignment: .center)
        #expect(!ScenePainter.place(short, in: Size(160, 74), engine: engine).layout.isEllipsized)
        // The ellipsis is a glyph of its own at the end.
        let ellipsis = engine.layout("…", font: BoardLayout.labelFont).glyphs().map(\.index)
        #expect(layout.glyphs().last.map(\.index) == ellipsis.first)
    }

    @Test func pngAndSVGAreByteIdenticalAcrossRuns() throws {
        let scene = try SceneBuilder(board: Self.board()).scene(at: 0)
        let dir = temporaryDirectory("text")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for k in 0..<2 {
            try Renderer.writePNG(scene, scale: 2, to: "\(dir)/\(k).png")
            try Renderer.writeSVG(scene, scale: 1, to: "\(dir)/\(k).svg")
        }
        let png = try (0..<2).map { try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\($0).png")) }
        #expect(png[0] == png[1])
        let svg = try (0..<2).map { try String(contentsOfFile: "\(dir)/\($0).svg", encoding: .utf8) }
        #expect(Self.renumbered(svg[0]) == Self.renumbered(svg[1]))
        #expect(!svg[0].contains("<image"))
        // Glyphs of every fallback font are in the SVG (as symbols), none a hex box.
        #expect(svg[0].components(separatedBy: "<symbol").count > 20)
    }

    @Test func thePNGShowsTheInternationalCaption() throws {
        let board = try Self.board()
        let scene = try SceneBuilder(board: board).scene(at: 0)
        let caption = try #require(scene.cells.first?.captionTexts.first)
        #expect(caption.text == Self.international)
        // The caption's pixels differ from the same caption with its CJK, emoji and Arabic
        // replaced by one repeated character (what tofu would look like).
        var tofu = scene
        tofu.cells[0].captionTexts[0].text = String(Self.international.map { $0 == " " ? " " : "□" })
        let ours = try Renderer.raster(scene, scale: 1), boxes = try Renderer.raster(tofu, scale: 1)
        #expect(ours != boxes)
    }

    @Test func aMissingFontNamesItsPackage() throws {
        let files = try PinnedFonts.files()
        #expect(files.count == PinnedFonts.fonts.count)
        #expect(files.contains { $0.hasSuffix("wqy-microhei.ttc") })
        let missing = PinnedFonts.Font(family: "Nowhere Sans", style: "Book", package: "fonts-nowhere", role: "text")
        let error = try #require(throws: RenderError.self) { try PinnedFonts.locate([missing]) }
        #expect(error.message == "fonts: Nowhere Sans is required for text and is not installed; install fonts-nowhere")
        // A family that exists but not in that style is not silently replaced.
        let bold = PinnedFonts.Font(family: "Symbola", style: "Bold", package: "fonts-symbola", role: "emoji")
        #expect(throws: RenderError.self) { try PinnedFonts.locate([bold]) }
    }

    /// cairo's SVG ids count per process; compare documents with them renumbered.
    static func renumbered(_ svg: String) -> String {
        svg.replacingOccurrences(of: #"(glyph|surface|image|clip|mask|pattern|source)[0-9]+(-[0-9]+)?"#, with: "$1N", options: .regularExpression)
    }
}
