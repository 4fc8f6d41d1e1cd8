import Foundation
import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import Painter

/// What a symbol draws (the glyph leaf, its colour, an enclosure's layers), what the dump says of
/// it, the warning about names with no stand-in, and that every stand-in glyph is in the font.
@Suite struct SymbolDrawingTests {
    static func texts(_ view: String, theme: String = "light") throws -> [TileText] {
        let scene = try ViewSceneTests.scene(view)
        return scene.cells.flatMap { $0.tile?.texts ?? [] }
    }

    static func glyphs(_ view: String) throws -> [TileText] {
        try texts(view).filter { $0.font.face == .materialIcons }
    }

    @Test func aSymbolIsOneGlyphOfTheMaterialFace() throws {
        let g = try #require(try Self.glyphs(#"Image(systemName: "heart.fill")"#).first)
        #expect(g.text == "\u{E87D}" && abs(g.font.size - 17 * SymbolGeometry.glyphEmPerPoint) < 1e-9)
        #expect(g.color == ViewLeaves.color(nil, .light))
    }

    /// The accent is drawn at full strength (the placeholder's 55 % outline made it 115,182,255).
    @Test func aSymbolInAButtonIsTheAccentItself() throws {
        let g = try #require(try Self.glyphs(#"Button(action: {}) { Image(systemName: "plus") }"#).first)
        #expect(g.color == Color(hex: 0x007AFF))
        let tinted = try #require(try Self.glyphs(#"Image(systemName: "star.fill").foregroundStyle(.orange)"#).first)
        #expect(tinted.color == ViewLeaves.color(.named("orange"), .light) && tinted.color.alpha == 1)
    }

    /// Monochrome, a filled enclosure's content is drawn in the window's colour; hierarchical, the
    /// enclosure is the foreground at the secondary level; palette, the second style.
    @Test func renderingModesColourAnEnclosuresLayers() throws {
        let mono = try Self.texts(#"Image(systemName: "1.circle.fill").foregroundStyle(.blue)"#)
        let blue = ViewLeaves.color(.named("blue"), .light)
        #expect(mono.count == 2 && mono[0].color == blue && mono[1].text == "1" && mono[1].color == Color(hex: 0xFFFFFF))
        let hierarchical = try Self.glyphs(#"Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical)"#)
        let ink = ViewLeaves.color(nil, .light)
        #expect(hierarchical.count == 2)
        #expect(hierarchical[0].color == ink.withAlpha(ViewLeaves.hierarchicalSecondaryOpacity) && hierarchical[1].color == ink)
        let palette = try Self.glyphs(#"Image(systemName: "xmark.circle.fill").foregroundStyle(.white, .red)"#)
        #expect(palette.map(\.color) == [ViewLeaves.color(.named("red"), .light), Color(hex: 0xFFFFFF)])
        let multicolor = try Self.glyphs(#"Image(systemName: "xmark.circle.fill").symbolRenderingMode(.multicolor)"#)
        #expect(multicolor.count == 1 && multicolor[0].text == "\u{E5C9}")
    }

    @Test func theDumpNamesTheSymbolAndItsStandIn() throws {
        let views = try ViewSceneTests.scene(#"HStack { Image(systemName: "heart.fill"); Image(systemName: "2.circle"); Image(systemName: "no.such.symbol") }"#).views
        let images = views.filter { $0.kind == "Image" }
        #expect(images.map(\.symbol) == ["heart.fill", "2.circle", "no.such.symbol"])
        #expect(images.map(\.standIn) == ["favorite", "radio_button_unchecked + 2", nil])
        let json = images[2].jsonValue.serialized().filter { $0 != " " && $0 != "\n" }
        #expect(json.contains(#""symbol":"no.such.symbol","standIn":null"#))
        // Other views say nothing of symbols.
        #expect(views.filter { $0.kind != "Image" }.allSatisfy { $0.symbol == nil })
    }

    /// An unmapped name: a faint outline with the name written small, broken after its dots; the
    /// board's unmapped names are listed once each.
    @Test func anUnmappedNameDrawsItsNameAndIsListed() throws {
        let texts = try Self.texts(#"Image(systemName: "no.such.symbol")"#)
        #expect(texts.map(\.text) == ["no.\u{200B}such.\u{200B}symbol"])
        let board = try BoardFileReader.read(SourceFile(name: "t.json", text: #"""
            {"cells": [{"name": "a", "view": "VStack { Image(systemName: \"zz.top\"); Image(systemName: \"heart\"); Image(systemName: \"zz.top\"); Image(systemName: \"qq\") }"}]}
            """#))
        let unmapped = try SceneBuilder(board: board).unmappedSymbols()
        #expect(unmapped == ["zz.top", "qq"])
        #expect(SceneBuilder.unmappedWarning(unmapped) == #"no stand-in glyph for the SF Symbols "zz.top", "qq"; they draw as placeholders with their names (docs/symbols.md)"#)
    }

    @Test func aSymbolNameThatIsNotAStringIsRefusedByPlace() {
        #expect { try ViewSceneTests.scene(#"Image(systemName: 42)"#) } throws: {
            "\($0)".contains("expected a string for 'systemName:' of 'Image', found number '42'")
        }
        #expect { try ViewSceneTests.scene(#"Label("x", systemImage: true)"#) } throws: {
            "\($0)".contains("'systemImage:'")
        }
    }

    /// Every icon the table and its rules draw is in the pinned Material Icons face.
    @Test func everyStandInGlyphIsInThePinnedFont() throws {
        let lease = try TextLease()
        let all = MaterialIcons.glyphs.values.sorted { $0.name < $1.name }
        #expect(all.count > 400)
        let missing = all.filter { lease.engine.layout($0.character, font: FontSpec(.materialIcons, 24)).unknownGlyphs > 0 }
        #expect(missing.isEmpty, "\(missing.map(\.name))")
    }
}
