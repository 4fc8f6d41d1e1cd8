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

/// `render` with many frames and contact sheets draw in parallel (issue 12): the files are
/// byte-identical to a sequential run, the first failure in frame order is the one
/// reported, and nothing is left behind.
@Suite struct ParallelFramesTests {
    static func directory() -> String { temporaryDirectory("parallel") }

    static func contents(_ dir: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) {
            result[name] = FileManager.default.contents(atPath: dir + "/" + name)
        }
        return result
    }

    @Test(arguments: ["png", "svg", "json"])
    func framesAreByteIdenticalToASequentialRun(_ ext: String) throws {
        let writer = try FrameWriter(board: BuiltinBoards.bench, scale: ext == "png" ? 2 : 1)
        let times = try writer.frameTimes(fps: 5).enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        let sequential = Self.directory(), parallel = Self.directory()
        try writer.write(times: times, to: FramePattern(sequential + "/f-{n}.\(ext)", frameCount: times.count), workers: 1)
        try writer.write(times: times, to: FramePattern(parallel + "/f-{n}.\(ext)", frameCount: times.count), workers: 4)
        let a = try Self.contents(sequential), b = try Self.contents(parallel)
        #expect(a.count == times.count)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (name, data) in a {
            if ext == "svg" {
                // cairo numbers SVG surfaces per process (so SVG frames are drawn one by
                // one); two runs in one process differ only in those numbers.
                #expect(Self.renumbered(data) == Self.renumbered(b[name] ?? Data()), "\(name)")
            } else {
                #expect(data == b[name], "\(name) differs")
            }
        }
    }

    /// The SVG text with `surfaceN` ids numbered from 0 in order of appearance.
    static func renumbered(_ data: Data) -> String {
        let text = String(decoding: data, as: UTF8.self)
        var result = "", numbers: [String: Int] = [:]
        var rest = Substring(text)
        while let range = rest.range(of: "surface") {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty {
                let n = numbers[String(digits)] ?? numbers.count
                numbers[String(digits)] = n
                result += String(n)
                rest = rest.dropFirst(digits.count)
            }
        }
        return result + rest
    }

    @Test func progressCountsEveryFrame() throws {
        let writer = try FrameWriter(board: BuiltinBoards.trap, scale: 1)
        let dir = Self.directory()
        let seen = Locked<[Int]>([])
        try writer.write(times: [0, 0.5, 1, 1.5], to: FramePattern(dir + "/{n}.json", frameCount: 4), workers: 2) { done, total in
            #expect(total == 4)
            seen.withLock { $0.append(done) }
        }
        #expect(seen.withLock { $0 } == [1, 2, 3, 4])
    }

    @Test func theLowestFailingIndexIsReportedAndNothingRemains() throws {
        struct Failure: Error, Equatable { var index: Int }
        let started = Locked<Int>(0)
        #expect(throws: Failure(index: 3)) {
            try ParallelFrames.run(count: 40, workers: 3) { i in
                started.withLock { $0 += 1 }
                if i == 3 || i == 5 { throw Failure(index: i) }
                // Frames take time: the failure is seen before the last ones start, however busy the machine.
                if i > 5 { Thread.sleep(forTimeInterval: 0.005) }
            }
        }
        #expect(started.withLock { $0 } < 40, "work stops after a failure")
    }

    @Test func aSheetDrawnInParallelIsByteIdentical() throws {
        let builder = try SceneBuilder(board: BuiltinBoards.bench)
        let dir = Self.directory()
        let board = ContactSheet.board(builder, times: [0, 0.35, 0.7, 1.05, 1.4], columns: 3, frameScale: 0.5, scale: 2)
        let cells = ContactSheet.cells(builder, names: ["tilt", "move"], times: [0.2, 0.9], frameScale: 1, scale: 1)
        for (name, sheet, scale) in [("board", board, 2), ("cells", cells, 1)] {
            try sheet.writePNG(scale: scale, to: dir + "/\(name)-1.png", workers: 1)
            try sheet.writePNG(scale: scale, to: dir + "/\(name)-2.png", workers: 2)
            let one = FileManager.default.contents(atPath: dir + "/\(name)-1.png")
            #expect(one != nil && one == FileManager.default.contents(atPath: dir + "/\(name)-2.png"), "\(name)")
        }
    }
}
