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

/// A text cut by a clip fades by how much of its box shows, so a print carries no specks of a
/// label that has all but left its cell (issue: reflow at 1.4 s, the bench's offset and fold).
@Suite struct CutTextTests {
    static func texts(_ board: Board, at t: Double) throws -> [String: TileText] {
        let scene = try SceneBuilder(board: board).scene(at: t)
        var out: [String: TileText] = [:]
        for cell in scene.cells { if let text = cell.tile?.texts.first { out[cell.name] = text } }
        return out
    }

    @Test func theRampIsSmoothAndEndsWhereDocumented() {
        let across = TileScene.cutTextAcross, along = TileScene.cutTextAlong
        #expect(TileScene.cutTextVisibility(across.hidden, across) == 0)
        #expect(TileScene.cutTextVisibility(across.full, across) == 1)
        #expect(abs(TileScene.cutTextVisibility((across.hidden + across.full) / 2, across) - 0.5) < 1e-12)
        #expect(TileScene.cutTextVisibility(0.05, along) == 0 && TileScene.cutTextVisibility(0.35, along) == 1)
        var last = 0.0
        for k in 0...100 {
            let v = TileScene.cutTextVisibility(Double(k) / 100, across)
            #expect(v >= last)
            last = v
        }
    }

    @Test func specksOfReflowingLabelsAreNotDrawn() throws {
        // No reserved height: at 1.4 s the rows have all but collapsed; what showed of the labels
        // were slivers of glyph tops.
        let texts = try Self.texts(BuiltinBoards.reflow, at: 1.4)
        for name in ["opacity", "slide", "push", "asymmetric", "trap"] {
            let text = try #require(texts[name], "\(name) has a tile")
            #expect(text.opacity < 1e-6, "\(name): \(text.opacity)")
        }
    }

    @Test func aLabelCutAlongItsLineKeepsItsWholeLetters() throws {
        let texts = try Self.texts(BuiltinBoards.bench, at: 1.4)
        // "ve" of "move" and "sli" of "slide" show: drawn at full opacity.
        #expect(texts["move"]?.opacity == 1 && texts["slide"]?.opacity == 1)
        // Cut across to a band of glyph tops: not drawn.
        #expect(texts["offset"]!.opacity < 1e-6 && texts["fold"]!.opacity < 1e-6)
        // Uncut labels are untouched.
        #expect(texts["opacity"]?.opacity == 1 && texts["asymmetric"]?.opacity == 1)
    }

    @Test func aLabelLeavingItsCellFadesWithoutAJump() throws {
        let builder = try SceneBuilder(board: BuiltinBoards.bench)
        var last = 1.0, largestStep = 0.0
        for k in 0...140 {
            let t = Double(k) * 0.02
            guard let text = builder.scene(at: t).cells.first(where: { $0.name == "offset" })?.tile?.texts.first else { break }
            #expect(text.opacity <= last + 1e-9, "at \(t) s")
            largestStep = max(largestStep, last - text.opacity)
            last = text.opacity
        }
        #expect(last < 1e-6 && largestStep < 0.35, "ends at \(last), largest step \(largestStep)")
    }

    @Test func aSwiftUITextIsCutAsSwiftUICutsIt() throws {
        // The user's own view: its Text leaving through the cell's bottom edge keeps its opacity
        // while all but a sliver of it is cut (only Tile labels, boardgen's annotation, fade).
        let json = #"{"cells": [{"name": "t", "view": "Text(\"Hello\").font(.largeTitle).transition(.move(edge: .bottom))"}]}"#
        let builder = try SceneBuilder(board: BoardFileReader.read(SourceFile(name: "t.json", text: json)))
        var cut = 0
        for k in 1...27 {
            let scene = builder.scene(at: Double(k) * 0.1)
            guard let tile = scene.cells.first?.tile, let text = tile.texts.first else { continue }
            #expect(text.opacity == 1, "at \(Double(k) * 0.1) s: \(text.opacity)")
            if let clip = tile.labelClip, Rect.bounding(tile.quad).maxY > clip.maxY + 1 { cut += 1 }
        }
        #expect(cut > 3, "the text was cut by its cell at \(cut) instants")
    }
}
