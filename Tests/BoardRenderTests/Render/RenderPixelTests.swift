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

@Suite struct RenderPixelTests {
    static let builder = try! SceneBuilder(board: BuiltinBoards.bench)
    static let scale = 2

    static func raster(at t: Double) -> Raster {
        try! Renderer.raster(builder.scene(at: t), scale: scale)
    }

    /// Whether pixel (x, y) lies inside a slot grown by `margin` points.
    static func insideSlot(_ x: Int, _ y: Int, _ slots: [Rect], margin: Double = 1) -> Bool {
        let px = (Double(x) + 0.5) / Double(scale), py = (Double(y) + 0.5) / Double(scale)
        return slots.contains { px >= $0.minX - margin && px <= $0.maxX + margin && py >= $0.minY - margin && py <= $0.maxY + margin }
    }

    @Test func fontsArePinned() throws {
        try FontCheck.verify()
    }

    @Test func nothingChangesBetweenSlotsDuringTheRemoval() {
        let slots = Self.builder.layout.slots
        let first = Self.raster(at: 0)
        for t in [0.3, 0.9, 1.4, 2.0, 2.6, 2.8] {
            let frame = Self.raster(at: t)
            var changed = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width where frame[x, y] != first[x, y] {
                    if !Self.insideSlot(x, y, slots) { changed += 1 }
                }
            }
            #expect(changed == 0, "t = \(t): \(changed) pixels changed outside the slots")
        }
    }

    @Test func slotsStayReservedWhenTilesAreGone() {
        let frame = Self.raster(at: 3.0)   // the hold: every tile is gone
        let theme = BuiltinBoards.bench.theme
        for slot in Self.builder.layout.slots {
            let c = frame[Int((slot.mid.x * 2)), Int(slot.mid.y * 2)]
            #expect(c == Self.pixel(theme.slot), "slot at \(slot.origin) shows \(String(c, radix: 16))")
        }
    }

    static func pixel(_ c: Color) -> UInt32 {
        0xFF00_0000 | UInt32((c.red * 255).rounded()) << 16 | UInt32((c.green * 255).rounded()) << 8
            | UInt32((c.blue * 255).rounded())
    }

    /// The visible tile's pixel extents agree with the scene's quad ∩ clip.
    @Test(arguments: [0.7, 1.6, 2.3, 4.1, 5.0])
    func tileExtentsMatchTheScene(_ t: Double) {
        let scene = Self.builder.scene(at: t)
        let frame = Self.raster(at: t)
        let empty = Self.raster(at: 3.0)
        for cell in scene.cells {
            guard let tile = cell.tile, tile.opacity > 0.2, let clip = tile.clip else { continue }
            let expected = Rect.bounding(tile.quad).intersection(clip)
            guard expected.width > 2, expected.height > 2 else { continue }
            var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
            let s = cell.slot
            for y in Int(s.minY * 2)..<Int(s.maxY * 2) {
                for x in Int(s.minX * 2)..<Int(s.maxX * 2) where Self.differs(frame[x, y], empty[x, y]) {
                    x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
                }
            }
            let tol = 2.5
            #expect(abs(Double(x0) - expected.minX * 2) <= tol, "\(cell.name) at \(t): left")
            #expect(abs(Double(x1) - expected.maxX * 2) <= tol, "\(cell.name) at \(t): right")
            #expect(abs(Double(y0) - expected.minY * 2) <= tol, "\(cell.name) at \(t): top")
            #expect(abs(Double(y1) - expected.maxY * 2) <= tol, "\(cell.name) at \(t): bottom")
        }
    }

    /// A visible difference (more than antialiasing noise at the edge).
    static func differs(_ a: UInt32, _ b: UInt32) -> Bool {
        let d = [16, 8, 0].map { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) }
        return d.max()! > 24
    }

    @Test func renderingIsDeterministic() throws {
        let dir = temporaryFolder
        let a = dir + "/boardgen-det-a.png", b = dir + "/boardgen-det-b.png"
        let scene = Self.builder.scene(at: 1.7)
        try Renderer.writePNG(scene, scale: 2, to: a)
        try Renderer.writePNG(scene, scale: 2, to: b)
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
    }

    @Test func tooLargeIsRefusedBeforeAllocating() {
        var board = BuiltinBoards.bench
        board.slotSize = Size(3000, 74)
        let scene = try! board.scene(at: 0)
        #expect(throws: RenderError.self) { try Renderer.raster(scene, scale: 2) }
    }

    @Test func scaleAtFullProgressDoesNotBreakTheContext() {
        // .scale ends at 1e-5: the tile is skipped, later tiles still draw.
        let frame = Self.raster(at: 2.8)
        let tilt = Self.builder.scene(at: 2.8).cells.first { $0.name == "fold" }!.slot
        #expect(frame[Int(tilt.mid.x * 2), Int(tilt.mid.y * 2) - 20] != 0)
    }
}
