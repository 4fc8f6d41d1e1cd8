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

/// `.shadow(color:radius:x:y:)`: every view below casts it (SwiftUI draws a stack's shadow from
/// each of its views), its numbers animate with the transaction, it falls outside the clips
/// below it, and the painter draws it under the view.
@Suite struct ShadowTests {
    static let swift = """
    import SwiftUI

    struct Card: View {
        @State private var lifted = false
        var body: some View {
            VStack(spacing: 24) {
                Text("Card")
                    .padding()
                    .background(Color.white)
                    .cornerRadius(12)
                    .shadow(radius: lifted ? 12 : 2, y: lifted ? 8 : 1)
                Circle().fill(.orange).frame(width: 40, height: 40)
                    .shadow(color: .black.opacity(0.5), radius: 0, x: 6, y: 6)
                Button("Lift") { withAnimation(.linear(duration: 1)) { lifted.toggle() } }
            }
            .padding(30)
        }
    }
    """

    static func builder() throws -> SceneBuilder {
        try SceneBuilder(board: boardBesideSwift(swift, file: "Card.swift",
                                                 json: #"{"swift": "Card.swift", "view": "Card()", "width": 300, "steps": [{"click": "Lift"}]}"#))
    }

    @Test func everyViewBelowCastsItAndItsNumbersAnimate() throws {
        let b = try Self.builder()
        let start = b.timeline.steps[0].start
        func shadows(_ kind: String, at t: Double) -> [TileShadow] {
            let scene = b.scene(at: t)
            let id = scene.views.first { $0.kind == kind }!.id
            return scene.cells.first { $0.name == id }!.tile!.shadows
        }
        // The text and the colour behind it each cast the card's shadow, in SwiftUI's default colour.
        for kind in ["Text", "Color"] {
            let rest = shadows(kind, at: 0)
            #expect(rest.count == 1 && rest[0].color == TileShadow.defaultColor && rest[0].radius == 2 && rest[0].y == 1, "\(kind): \(rest)")
            let half = shadows(kind, at: start + 0.5)
            #expect(approx(half[0].radius, 7, 1e-9) && approx(half[0].y, 4.5, 1e-9), "\(kind): \(half)")
        }
        // The button casts none.
        #expect(shadows("Button", at: 0).isEmpty)
    }

    @Test func theShadowIsDrawnUnderTheViewAndOutsideItsClip() throws {
        let b = try Self.builder()
        let scene = b.scene(at: 0)
        let raster = try Renderer.raster(scene, scale: 1)
        func pixel(_ p: Point) -> UInt32 { raster[Int(p.x), Int(p.y)] & 0xFF_FFFF }
        let card = scene.boxes[0].rect
        let white: UInt32 = 0xFF_FFFF
        // The circle's hard shadow: 6 pt right and down of its bottom-right edge, half-black; above-left, nothing.
        let circle = scene.views.first { $0.kind == "Circle" }!.frame
        let below = pixel(Point(circle.maxX + 3, circle.mid.y + 6))
        #expect(below != white && (below & 0xFF) < 0xA0, "\(String(below, radix: 16))")
        #expect(pixel(Point(circle.minX - 3, circle.minY - 3)) == white)
        // The card's soft shadow falls below its rounded, clipped background (1 pt down, radius 2).
        let color = scene.views.first { $0.kind == "Color" }!.frame
        #expect(color.maxY + 1.5 < card.maxY)
        #expect(pixel(Point(color.mid.x, color.maxY + 1.5)) != white)
    }

    /// A view turned inside its tile casts its shadow where it is drawn: past the tile's own
    /// rectangle (the shadow's pixels were cut at the unturned bounds).
    @Test func aTurnedViewsShadowIsNotCutAtItsUnturnedBounds() throws {
        let swift = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Rectangle().fill(Color.red).shadow(color: .black, radius: 4).frame(width: 80, height: 10).rotationEffect(.degrees(90))
                }
            }
            """
        let board = try boardBesideSwift(swift, file: "V.swift", json: #"{"swift": "V.swift", "view": "V()", "height": 200, "subtitle": null}"#)
        let scene = try SceneBuilder(board: board).scene(at: 0)
        let raster = try Renderer.raster(scene, scale: 1)
        let bar = try #require(scene.views.first { $0.kind == "Rectangle" })
        let centre = Point((bar.quad[0].x + bar.quad[2].x) / 2, (bar.quad[0].y + bar.quad[2].y) / 2)
        // 2 pt past the bar's top end, 40 pt above its centre: well outside its unturned 80 × 10
        // rectangle padded by three σ (12 pt), and in its shadow.
        let past = raster[Int(centre.x), Int(centre.y - 42)] & 0xFF
        #expect(past < 0xF0, "\(String(past, radix: 16))")
    }

    @Test func aCellsClipCutsItsViewsShadow() throws {
        // A card leaving through its cell's bottom edge: its shadow (30 pt down, radius 12) is cut
        // by the cell as the card is; nothing of it falls on the caption band below the slot.
        let json = #"{"slot": {"width": 200, "height": 80}, "cells": [{"name": "c", "caption": "x", "view": "Color.blue.frame(width: 120, height: 40).shadow(color: .black, radius: 12, y: 30).transition(.move(edge: .bottom))"}]}"#
        let b = try SceneBuilder(board: BoardFileReader.read(SourceFile(name: "s.json", text: json)))
        let scene = b.scene(at: 0.6)
        let cell = scene.cells[0]
        #expect(cell.tile != nil && !(cell.tile!.shadows.isEmpty))
        let raster = try Renderer.raster(scene, scale: 1)
        let background = raster[2, 2] & 0xFF_FFFF
        var shaded = 0
        for y in Int(cell.slot.maxY) + 2..<Int(cell.slot.maxY) + 8 {
            for x in Int(cell.slot.minX + 40)..<Int(cell.slot.maxX) where raster[x, y] & 0xFF_FFFF != background { shaded += 1 }
        }
        #expect(shaded == 0, "\(shaded) pixels of shadow under the slot")
    }

    @Test func aShadowOnPartOfACellsViewIsRefusedByName() throws {
        let json = #"{"cells": [{"name": "s", "view": "VStack { Tile(\"A\").shadow(radius: 3); Tile(\"B\") }"}]}"#
        do {
            _ = try SceneBuilder(board: BoardFileReader.read(SourceFile(name: "b.json", text: json)))
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains("a .shadow on part of a cell's view is not drawn yet"), "\(error)")
        }
        let whole = #"{"cells": [{"name": "s", "view": "VStack { Tile(\"A\"); Tile(\"B\") }.shadow(radius: 3)"}]}"#
        let tile = try SceneBuilder(board: BoardFileReader.read(SourceFile(name: "b.json", text: whole))).scene(at: -1).cells[0].tile!
        #expect(tile.shadows.map(\.radius) == [3])
    }

    /// `.compositingGroup().shadow(…)`: the group's views cast one shadow, their union's (carried by
    /// the first drawn, under the rest), so the text casts none on the card behind it; without the
    /// group each view casts its own (SwiftUI's documented difference).
    @Test func aCompositingGroupCastsOneShadowOfItsViews() throws {
        func scene(_ group: String) throws -> Scene {
            let view = #"VStack { Text(\"SHADOW\").font(.largeTitle).padding(20).background(Color.white)"# + group
                + #".shadow(color: .black, radius: 0, x: 8, y: 8) }.padding(30)"#
            return try BoardFileReader.read(SourceFile(name: "g.json", text: #"{"view": "\#(view)", "width": 300, "subtitle": null}"#)).scene(at: 0)
        }
        let grouped = try scene(".compositingGroup()"), apart = try scene("")
        func shadows(_ s: Scene, _ kind: String) -> [TileShadow] {
            let id = s.views.first { $0.kind == kind }!.id
            return s.cells.first { $0.name == id }!.tile!.shadows
        }
        #expect(shadows(grouped, "Color").count == 1 && shadows(grouped, "Color")[0].members.count == 1 && shadows(grouped, "Text").isEmpty)
        #expect(shadows(apart, "Color").count == 1 && shadows(apart, "Text").count == 1 && shadows(apart, "Color")[0].group == nil)
        // Inside the card, where the text's shadow would fall: shaded apart, white in the group.
        let text = grouped.views.first { $0.kind == "Text" }!.frame
        func darkPixels(_ s: Scene) throws -> Int {
            let raster = try Renderer.raster(s, scale: 1)
            var n = 0
            for y in Int(text.minY + 8)..<Int(text.maxY + 8) {
                for x in Int(text.minX + 8)..<Int(text.maxX + 8) where raster[x, y] & 0xFF < 0x40 { n += 1 }
            }
            return n
        }
        let withGroup = try darkPixels(grouped), without = try darkPixels(apart)
        #expect(without > withGroup + 100, "\(without) vs \(withGroup)")
        // Outside the card, the group's shadow falls as the card's did.
        let card = grouped.views.first { $0.kind == "Color" }!.frame
        let raster = try Renderer.raster(grouped, scale: 1)
        #expect(raster[Int(card.maxX + 4), Int(card.mid.y + 8)] & 0xFF_FFFF == 0)
    }
}
