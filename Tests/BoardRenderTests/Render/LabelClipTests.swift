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

/// A tile's label stays inside its own tile's visible part, kept off the edges that cut
/// it, so the cut labels of neighbours never run together across the gutter.
@Suite struct LabelClipTests {
    static let builder = try! SceneBuilder(board: BuiltinBoards.bench)
    static let scale = 2

    static func cell(_ name: String, at t: Double) -> CellScene {
        builder.scene(at: t).cells.first { $0.name == name }!
    }

    @Test func aTileAtRestIsNotNarrowed() {
        for cell in Self.builder.scene(at: 0).cells {
            guard let tile = cell.tile else { continue }
            #expect(tile.labelClip == tile.clip, "\(cell.name)")
        }
    }

    @Test func onlyTheEdgesThatCutTheTileMoveIn() {
        // Mid-removal: slide leaves through the trailing edge, move through the leading edge.
        let slide = Self.cell("slide", at: 1.4), move = Self.cell("move", at: 1.4)
        let d = TileScene.labelInset
        #expect(slide.tile!.labelClip == Rect(x: slide.slot.minX, y: slide.slot.minY, width: slide.slot.width - d, height: slide.slot.height))
        #expect(move.tile!.labelClip == Rect(x: move.slot.minX + d, y: move.slot.minY, width: move.slot.width - d, height: move.slot.height))
        let offset = Self.cell("offset", at: 1.4)
        #expect(offset.tile!.labelClip!.maxY == offset.slot.maxY - d && offset.tile!.labelClip!.minY == offset.slot.minY)
    }

    /// Pixels: at 1.3 s the slide and push labels are both cut at the edges facing each
    /// other. The gutter between them is empty and the last `labelInset` points of each
    /// tile at the cut edge show only the tile's colour, no ink.
    @Test func cutLabelsEndOnTheirOwnTile() throws {
        let t = 1.3
        let scene = Self.builder.scene(at: t)
        let frame = try Renderer.raster(scene, scale: Self.scale)
        let slide = Self.cell("slide", at: t), push = Self.cell("push", at: t)
        let s = Double(Self.scale), d = TileScene.labelInset
        // The labels are really cut there (their glyphs reach past the edges).
        #expect(Rect.bounding(slide.tile!.quad).maxX > slide.slot.maxX + 60)
        #expect(Rect.bounding(push.tile!.quad).minX < push.slot.minX - 60)
        let rows = Int((slide.slot.mid.y - 9) * s)..<Int((slide.slot.mid.y + 9) * s)
        func column(_ xPoints: Double) -> Int { Int(xPoints * s) }
        let slideFill = frame[column(slide.slot.maxX - 1), Int(slide.slot.minY * s) + 4]
        let pushFill = frame[column(push.slot.minX + 1), Int(push.slot.minY * s) + 4]
        let background = frame[column(slide.slot.maxX + 10), rows.lowerBound]
        var ink = 0
        for y in rows {
            for x in column(slide.slot.maxX - d) + 1..<column(slide.slot.maxX) - 1 where frame[x, y] != slideFill { ink += 1 }
            for x in column(slide.slot.maxX) + 2..<column(push.slot.minX) - 2 where frame[x, y] != background { ink += 1 }
            for x in column(push.slot.minX) + 2..<column(push.slot.minX + d) - 1 where frame[x, y] != pushFill { ink += 1 }
        }
        #expect(ink == 0, "\(ink) pixels of label ink at the cut edges or in the gutter")
        // The labels themselves are drawn (ink a little further in).
        var slideInk = 0
        for y in rows { for x in column(slide.slot.maxX - 20)..<column(slide.slot.maxX - d) where frame[x, y] != slideFill { slideInk += 1 } }
        #expect(slideInk > 20)
    }

    /// A label fades with its tile: the painter groups tile and label and applies the
    /// tile's opacity to both, so the label's contrast with its tile is kept as it fades.
    @Test func aFadingLabelKeepsItsTileColour() throws {
        let t = 1.2
        let cell = Self.cell("opacity", at: t)
        let tile = try #require(cell.tile)
        #expect(tile.opacity > 0.2 && tile.opacity < 0.9)
        #expect(tile.texts.allSatisfy { $0.opacity == 1 })
        let frame = try Renderer.raster(Self.builder.scene(at: t), scale: Self.scale)
        let slot = BuiltinBoards.bench.theme.slot
        let fill = tile.shapes[0].fill!.composited(over: slot, opacity: tile.opacity)
        let label = tile.texts[0].color.composited(over: slot, opacity: tile.opacity)
        // The darkest and lightest pixels over the label are the faded label and the faded tile.
        let s = Double(Self.scale)
        var lums: [Double] = []
        for y in Int((cell.slot.mid.y - 6) * s)..<Int((cell.slot.mid.y + 6) * s) {
            for x in Int((cell.slot.mid.x - 25) * s)..<Int((cell.slot.mid.x + 25) * s) {
                let p = frame[x, y]
                lums.append(Color(hex: p & 0xFFFFFF).luminance)
            }
        }
        #expect(approx(lums.min()!, min(fill.luminance, label.luminance), 0.01))
        #expect(approx(lums.max()!, max(fill.luminance, label.luminance), 0.01))
    }
}
