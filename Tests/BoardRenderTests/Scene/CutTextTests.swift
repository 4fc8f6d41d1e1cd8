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

/// A tile label cut by a clip stays whole in the part of its tile that shows, then fades by how
/// much of it that part holds, so a print carries no fragments or specks of a label that is
/// leaving its cell (issue: reflow at 1.4 s, the bench's move, slide, offset and fold).
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

    /// The label's box on the board (its line's measured advance, a font-size tall).
    static func box(_ text: TileText, _ tile: TileScene) throws -> Rect {
        let engine = try TextEngine()
        let w = engine.layout(text.text, font: text.font).width, h = text.font.size
        let local = Rect(x: text.alignment.left(width: w, anchor: text.anchor.x), y: text.anchor.y - h / 2, width: w, height: h)
        return Rect.bounding(local.corners.map(tile.transform.apply))
    }

    /// No reserved height: at 1.4 s the rows have all but collapsed to bands. A label is either
    /// whole inside the band its tile still shows (moved there, drawn at full opacity) or faded
    /// out — never a sliver of glyph tops.
    @Test func collapsingRowsKeepTheirLabelsWholeOrNotAtAll() throws {
        let scene = try SceneBuilder(board: BuiltinBoards.reflow).scene(at: 1.4)
        for name in ["opacity", "slide", "push", "asymmetric", "trap"] {
            let cell = try #require(scene.cells.first { $0.name == name })
            let tile = try #require(cell.tile), text = try #require(tile.texts.first)
            let clip = try #require(tile.labelClip)
            if text.opacity > 1e-6 {
                let box = try Self.box(text, tile)
                #expect(box.minY >= clip.minY - 0.01 && box.maxY <= clip.maxY + 0.01, "\(name): \(box) in \(clip)")
                #expect(text.isKeptWhole, "\(name)")
            }
        }
    }

    /// A label its tile carries across the clip's edge stops at that edge, whole and aligned to
    /// it ("move", "slide" and "push" leave sideways, "offset" and "fold" down), instead of
    /// showing "ve" or "sli"; labels of uncut tiles are untouched.
    @Test func aLabelStaysWholeAgainstTheEdgeItMeets() throws {
        let scene = try SceneBuilder(board: BuiltinBoards.bench).scene(at: 1.5)
        func label(_ name: String) throws -> (TileText, TileScene) {
            let tile = try #require(scene.cells.first { $0.name == name }?.tile)
            return (try #require(tile.texts.first), tile)
        }
        for (name, alignment) in [("move", TextAlignment.leading), ("slide", .trailing), ("push", .leading)] {
            let (text, tile) = try label(name)
            #expect(text.opacity == 1 && text.isKeptWhole && text.alignment == alignment, "\(name): \(text.alignment) \(text.opacity)")
            let box = try Self.box(text, tile), clip = try #require(tile.labelClip)
            #expect(box.minX >= clip.minX - 0.01 && box.maxX <= clip.maxX + 0.01, "\(name): \(box) in \(clip)")
            #expect(box.minX >= Rect.bounding(tile.quad).minX - 0.01 && box.maxX <= Rect.bounding(tile.quad).maxX + 0.01, "\(name) stays on its tile")
        }
        for name in ["offset", "fold"] {
            let (text, tile) = try label(name)
            let box = try Self.box(text, tile), clip = try #require(tile.labelClip)
            #expect(text.opacity == 1 && box.maxY <= clip.maxY + 0.01, "\(name): \(box) in \(clip)")
        }
        for name in ["opacity", "asymmetric"] {
            let (text, _) = try label(name)
            #expect(!text.isKeptWhole && text.alignment == .center, "\(name)")
        }
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
