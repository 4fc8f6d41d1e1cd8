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

/// Every PNG says its pixel density: 72 dpi × scale, in a pHYs chunk right after IHDR.
@Suite struct PNGDensityTests {
    /// The chunks of a PNG: type, data, and whether the CRC is right.
    static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8], crcOK: Bool)] {
        var result: [(String, [UInt8], Bool)] = []
        var i = 8
        func u32(_ at: Int) -> UInt32 { png[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        while i + 12 <= png.count {
            let length = Int(u32(i))
            let type = String(decoding: png[i + 4..<i + 8], as: UTF8.self)
            let data = Array(png[i + 8..<i + 8 + length])
            let crc = u32(i + 8 + length)
            result.append((type, data, PNGDensity.crc32(Array(png[i + 4..<i + 8]) + data) == crc))
            i += 12 + length
        }
        return result
    }

    static func density(_ path: String) throws -> (x: UInt32, y: UInt32, unit: UInt8, afterIHDR: Bool, crcOK: Bool) {
        let png = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        #expect(Array(png[0..<8]) == PNGDensity.signature)
        let chunks = Self.chunks(png)
        #expect(chunks.allSatisfy { $0.crcOK })
        #expect(chunks.filter { $0.type == "pHYs" }.count == 1)
        let i = try #require(chunks.firstIndex { $0.type == "pHYs" })
        let d = chunks[i].data
        func u32(_ at: Int) -> UInt32 { d[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        return (u32(0), u32(4), d[8], i == 1 && chunks[0].type == "IHDR", chunks[i].crcOK)
    }

    @Test func crcMatchesTheStandard() {
        #expect(PNGDensity.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(PNGDensity.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test(arguments: [(1, UInt32(2835)), (2, UInt32(5669)), (3, UInt32(8504))])
    func framesCarryTheirScale(_ scale: Int, _ perMetre: UInt32) throws {
        #expect(PNGDensity.pixelsPerMetre(scale: scale) == perMetre)
        try withTemporaryFile("density", extension: "png") { path in
            try Renderer.writePNG(BuiltinBoards.bench.scene(at: 0.4), scale: scale, to: path)
            let d = try Self.density(path)
            #expect(d.x == perMetre && d.y == perMetre && d.unit == 1 && d.afterIHDR && d.crcOK)
            // An independent decoder still reads it, at the right size.
            let raster = try #require(loadPNG(path))
            #expect(raster.width == 924 * scale)
        }
    }

    @Test func sheetsCarryTheirScale() throws {
        let builder = try SceneBuilder(board: BuiltinBoards.bench)
        let sheet = ContactSheet.board(builder, times: [0, 1.4], columns: 2, frameScale: 0.5, scale: 2)
        try withTemporaryFile("density-sheet", extension: "png") { path in
            try sheet.writePNG(scale: 2, to: path)
            let d = try Self.density(path)
            #expect(d.x == 5669 && d.y == 5669 && d.unit == 1 && d.afterIHDR)
        }
    }

    @Test func rerunsAreByteIdentical() throws {
        let scene = try BuiltinBoards.bench.scene(at: 1.1)
        let a = temporaryPath("density-a", extension: "png"), b = temporaryPath("density-b", extension: "png")
        defer { try? FileManager.default.removeItem(atPath: a); try? FileManager.default.removeItem(atPath: b) }
        try Renderer.writePNG(scene, scale: 2, to: a)
        try Renderer.writePNG(scene, scale: 2, to: b)
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
    }

    @Test func anExistingDensityIsReplacedAndOtherBytesPassThrough() {
        let ihdr = PNGDensity.chunk("IHDR", [UInt8](repeating: 0, count: 13))
        let old = PNGDensity.chunk("pHYs", [0, 0, 0, 1, 0, 0, 0, 1, 0])
        let end = PNGDensity.chunk("IEND", [])
        let png = PNGDensity.signature + ihdr + old + end
        let out = PNGDensity.inserting(scale: 2, into: png)
        let chunks = Self.chunks(out)
        #expect(chunks.map(\.type) == ["IHDR", "pHYs", "IEND"])
        #expect(chunks[1].data == [0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25, 1])
        #expect(PNGDensity.inserting(scale: 2, into: [1, 2, 3]) == [1, 2, 3])
    }
}
