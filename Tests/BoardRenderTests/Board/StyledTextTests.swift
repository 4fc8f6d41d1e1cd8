import Foundation
import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import Painter
@testable import Writers
@testable import Boards

/// A `Text` of pieces styled apart — `Text + Text`, Markdown in a literal: one text, laid out as one
/// paragraph, each piece in its own font, colour and lines.
@Suite struct StyledTextTests {
    static func texts(_ view: String) throws -> (SceneView, [TileText]) {
        let scene = try ViewSceneTests.scene(view, width: 360)
        let v = try #require(scene.views.first { $0.kind == "Text" })
        let tile = try #require(scene.cells[0].tile)
        return (v, tile.texts)
    }

    /// One view, one layer per colour; every layer carries the runs (lengths in UTF-8 bytes) and draws its colour's.
    @Test func piecesOfTwoColoursAreTwoLayersOfOneText() throws {
        let (v, layers) = try Self.texts(#"Text("Value: ") + Text("42 €").bold().foregroundColor(.red)"#)
        #expect(v.text == "Value: 42 €")
        #expect(layers.count == 2 && layers.allSatisfy { $0.text == "Value: 42 €" })
        let runs = layers[0].look.runs
        #expect(runs.map(\.length) == [7, "42 €".utf8.count])
        #expect(runs[0].font.face == .inter && runs[1].font.face == .interBold)
        #expect(layers.map(\.look.shownColor) == runs.map(\.color))
        #expect(layers[1].color.red > 0.9 && layers[1].color.green < 0.4)
        // One colour throughout: one layer, every run drawn.
        let (_, single) = try Self.texts(#"Text("Value: ") + Text("42").bold()"#)
        #expect(single.count == 1 && single[0].look.shownColor == nil && single[0].look.runs.count == 2)
        // Pieces alike are a plain text.
        let (_, plain) = try Self.texts(#"Text("a").italic() + Text("b").italic()"#)
        #expect(plain.count == 1 && plain[0].look.runs.isEmpty && plain[0].font.face == .interItalic)
    }

    /// Modifiers around the join reach every piece; a piece's own win (SwiftUI's environment).
    @Test func modifiersAroundTheJoinReachEachPiece() throws {
        let (_, layers) = try Self.texts(#"(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue).font(.title)"#)
        let runs = layers[0].look.runs
        #expect(runs.allSatisfy { $0.font.size > 25 })
        #expect(runs[0].color != runs[1].color && layers.count == 2)
        #expect(runs[1].color?.blue ?? 0 > 0.9)
    }

    /// A bold piece is measured in its own font: the text is wider than the same string in one weight.
    @Test func piecesAreMeasuredInTheirOwnFonts() throws {
        let (plain, _) = try Self.texts(#"Text("Hello World")"#)
        let (styled, _) = try Self.texts(#"Text("Hello ") + Text("World").font(.title).bold()"#)
        #expect(styled.frame.width > plain.frame.width + 20 && styled.frame.height > plain.frame.height + 5)
    }

    /// Drawn: the red piece's ink is red, the rest's is not; the layers do not draw each other's glyphs.
    @Test func eachLayerDrawsOnlyItsColour() throws {
        let scene = try ViewSceneTests.scene(#"Text("MMMM") + Text("MMMM").foregroundColor(.red)"#, width: 360)
        let v = try #require(scene.views.first { $0.kind == "Text" })
        let raster = try Renderer.raster(scene, scale: 1)
        func reds(_ range: Range<Double>) -> (red: Int, dark: Int) {
            var red = 0, dark = 0
            for y in Int(v.frame.minY)..<Int(v.frame.maxY) {
                for x in Int(range.lowerBound)..<Int(range.upperBound) {
                    let p = raster[x, y], r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
                    if r > 180, g < 120, b < 120 { red += 1 }
                    if r < 90, g < 90, b < 90 { dark += 1 }
                }
            }
            return (red, dark)
        }
        let left = reds(v.frame.minX..<v.frame.mid.x - 2), right = reds(v.frame.mid.x + 2..<v.frame.maxX)
        #expect(left.red == 0 && left.dark > 20)
        #expect(right.red > 20 && right.dark == 0)
    }

    /// Markdown in a literal is styled; a String variable is shown as it is; interpolated values too.
    @Test func markdownInALiteralOnly() throws {
        let swift = """
        struct Note: View {
            let raw = "**not bold**"
            let name = "snake_case_name"
            var body: some View {
                VStack {
                    Text("**Bold** and *italic*")
                    Text(raw)
                    Text("Hi \\(name), **\\(2)** new")
                    Text("`code`")
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Note.swift", json: #"{"swift": "Note.swift", "view": "Note()"}"#)
        let scene = try board.scene(at: 0)
        #expect(scene.views.filter { $0.kind == "Text" }.compactMap(\.text) == ["Bold and italic", "**not bold**", "Hi snake_case_name, 2 new", "code"])
        let looks = scene.cells.compactMap { $0.tile?.texts.first?.look }
        #expect(looks[0].runs.map(\.font.face) == [.interBold, .inter, .interItalic])
        #expect(looks[1].runs.isEmpty && looks[2].runs.count == 3)
        let firsts = scene.cells.compactMap { $0.tile?.texts.first }
        let code = try #require(firsts.last)
        #expect(code.font.face == .mono, "\(code.font)")
    }

    /// `Text(Image(systemName:))` sets the symbol's stand-in glyph in the line, at a symbol's size for
    /// the text's font and centred on its capitals as a symbol beside the text is; coloured apart too.
    @Test func aSymbolInATextSitsInItsLine() throws {
        let (v, layers) = try Self.texts(#"Text(Image(systemName: "star.fill")) + Text(" 4.8").foregroundColor(.red)"#)
        let runs = layers[0].look.runs
        #expect(layers.count == 2 && runs.count == 2 && runs[0].font.face == .materialIcons && runs[1].font.face == .inter)
        let star = try #require(SymbolStandIn.resolve("star.fill"))
        #expect(v.text == star.glyph.character + " 4.8")
        // 17 pt body: a 20.4 pt glyph (SymbolGeometry's em), its centre 0.3523 em of the text above the baseline.
        #expect(abs(runs[0].font.size - 17 * SymbolGeometry.glyphEmPerPoint) < 1e-9)
        #expect(abs(runs[0].rise - (17 * SymbolGeometry.centreAboveBaseline - runs[0].font.size / 2)) < 1e-9)
        // A symbol does not make the line taller than the text's own line box.
        let (plain, _) = try Self.texts(#"Text("4.8")"#)
        #expect(abs(v.frame.height - plain.frame.height) < 0.01)
        // Drawn: ink where the star is, left of the text.
        let scene = try ViewSceneTests.scene(#"Text(Image(systemName: "star.fill")) + Text(" 4.8")"#, width: 360)
        let raster = try Renderer.raster(scene, scale: 2)
        let text = try #require(scene.views.first { $0.kind == "Text" })
        let size = runs[0].font.size
        let ink = (Int(text.frame.minX * 2)..<Int((text.frame.minX + size) * 2)).flatMap { x in
            (Int(text.frame.minY * 2)..<Int(text.frame.maxY * 2)).map { y in raster[x, y] }
        }.filter { ($0 >> 16) & 0xFF < 80 }.count
        #expect(ink > 60, "\(ink) dark pixels where the star is")
    }

    /// `+` takes Text: a piece made a view by another modifier is refused by name (Swift does not compile it).
    @Test func aPieceThatIsNotATextIsRefused() {
        #expect { try ViewSceneTests.scene(#"Text("a") + Text("b").padding()"#) } throws: { "\($0)".contains("'+' joins Text values") }
    }

    /// The animated SVG fills each layer in its colour.
    @Test func theAnimatedSVGDrawsEachColour() throws {
        let board = try BoardFileReader.read(SourceFile(name: "t.json", text: """
            {"slot": {"width": 300, "height": 100}, "subtitle": null, "cells": [{"name": "c", "view": "Text(\\"a \\") + Text(\\"b\\").foregroundColor(.red)"}]}
            """))
        let svg = try BoardSVG(board: board, options: .init(fps: 10, scale: 1)).document().text
        let fills = Set(svg.matches(of: /fill="(#[0-9a-f]{6})"/).map { String($0.1) })
        #expect(fills.contains("#ff3b30"), "\(fills)")
    }
}
