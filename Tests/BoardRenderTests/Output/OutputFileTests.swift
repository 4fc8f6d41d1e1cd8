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

/// Atomic outputs: temporary names, rename semantics, system reasons, `O_EXCL`,
/// stale temporaries.
@Suite struct OutputFileTests {
    static func directory() -> String { temporaryDirectory("output") }

    static func entries(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    @Test func temporaryNamesNeverPassNameMax() throws {
        let dir = Self.directory()
        let long = String(repeating: "n", count: 251) + ".png", other = String(repeating: "n", count: 250) + "m.png"
        #expect(long.utf8.count == 255)
        let a = TemporaryName.split(TemporaryName.path(for: dir + "/" + long)).name
        let b = TemporaryName.split(TemporaryName.path(for: dir + "/" + other)).name
        #expect(a.utf8.count <= 255 && b.utf8.count <= 255 && a != b)
        #expect(a.hasPrefix(".nnn") && a.contains(".boardgen-\(getpid()).tmp"))
        let wide = String(repeating: "é", count: 127)   // 254 bytes: cut between scalars
        #expect(TemporaryName.split(TemporaryName.path(for: dir + "/" + wide)).name.utf8.count <= 255)
        try OutputFile.write(text: "{}", to: dir + "/" + long)
        try OutputFile.write(text: "{}", to: dir + "/" + wide)
        #expect(Self.entries(dir) == [long, wide].sorted())
    }

    @Test func errorsNameTheTargetNotTheTemporary() throws {
        let dir = Self.directory(), target = dir + "/out.png"
        struct Failure: Error, CustomStringConvertible { var description: String }
        let error = try #require(throws: Failure.self) {
            try OutputFile.write(to: target) { sink in throw Failure(description: "\(sink.path): disk on fire") }
        }
        #expect(error.description == "\(target): disk on fire")
        #expect(Self.entries(dir).isEmpty)
    }

    @Test func keepsTheModeAndReplacesSymlinks() throws {
        let dir = Self.directory(), target = dir + "/private.json"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o600)
        try OutputFile.write(text: "new", to: target)
        var info = stat()
        stat(target, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")

        let destination = dir + "/destination.txt", link = dir + "/link.json"
        try "keep".write(toFile: destination, atomically: false, encoding: .utf8)
        symlink(destination, link)
        try OutputFile.write(text: "{}", to: link)
        lstat(link, &info)
        #expect(info.st_mode & S_IFMT == S_IFREG)
        #expect(try String(contentsOfFile: destination, encoding: .utf8) == "keep")
    }

    @Test func refusesTargetsThatAreNotFiles() throws {
        for path in ["/dev/null", "/tmp", "/tmp/", "/tmp/.", "", "/nonexistent-dir/x.png"] {
            let error = try #require(throws: OutputError.self) { try OutputFile.checkWritable(path) }
            #expect(error.kind == .badPath, "\(path): \(error)")
        }
    }

    @Test func systemRefusalsCarryTheReason() throws {
        let sink = try FileSink(path: "/dev/full")
        sink.write(String(repeating: "x", count: 100_000))
        let error = try #require(throws: OutputError.self) { try sink.close() }
        #expect(error.kind == .system)
        #expect(error.description.hasSuffix("cannot be written: No space left on device"))
        let proc = try #require(throws: OutputError.self) { try OutputFile.checkWritable("/proc/self/x.png") }
        #expect(proc.kind == .system)
        #expect(proc.path == "/proc/self/x.png")
    }

    @Test func createIsExclusive() throws {
        let path = Self.directory() + "/race.json"
        let results = Locked([Bool]())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let ok = (try? OutputFile.create(text: "{}", at: path)) != nil
            results.withLock { $0.append(ok) }
        }
        #expect(results.withLock { $0.filter { $0 }.count } == 1)
        let again = try #require(throws: OutputError.self) { try OutputFile.create(text: "{}", at: path) }
        #expect(again.kind == .badPath && again.message.contains("already exists"))
    }

    @Test func staleTemporariesOfDeadRunsAreRemoved() throws {
        let dir = Self.directory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let dead = process.processIdentifier
        let stale = TemporaryName.name(for: "x.json", pid: dead, directoryBytes: dir.utf8.count)
        let live = TemporaryName.name(for: "x.json", pid: 1, directoryBytes: dir.utf8.count)
        let otherTarget = TemporaryName.name(for: "y.json", pid: dead, directoryBytes: dir.utf8.count)
        let staleFrames = TemporaryName.name(for: "{n}.json", pid: dead, directoryBytes: dir.utf8.count,
                                             reserve: StaleTemporaries.directoryReserve)
        for name in [stale, live, otherTarget] { _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: Data("x".utf8)) }
        try FileManager.default.createDirectory(atPath: dir + "/" + staleFrames, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: dir + "/" + staleFrames + "/0", contents: Data("x".utf8))
        try OutputFile.write(text: "{}", to: dir + "/x.json")
        #expect(Self.entries(dir) == [live, otherTarget, staleFrames, "x.json"].sorted())
        let writer = try FrameWriter(board: BuiltinBoards.trap, scale: 1)
        try writer.write(times: [0, 1], to: FramePattern(dir + "/{n}.json", frameCount: 2))
        #expect(Self.entries(dir) == [live, otherTarget, "0000.json", "0001.json", "x.json"].sorted())
    }

    @Test func frameSetsMoveTogetherOrNotAtAll() throws {
        let dir = Self.directory()
        let targets = (0..<3).map { dir + "/f\($0).txt" }
        let discarded = try FrameSet(targets: targets, pattern: dir + "/f{n}.txt")
        for i in 0..<2 { try discarded.createFrame(i).close() }
        discarded.discard()
        #expect(Self.entries(dir).isEmpty)
        let kept = try FrameSet(targets: targets, pattern: dir + "/f{n}.txt")
        for i in 0..<3 {
            let sink = try kept.createFrame(i)
            sink.write("\(i)")
            try sink.close()
        }
        try kept.commit()
        #expect(Self.entries(dir) == ["f0.txt", "f1.txt", "f2.txt"])
        #expect(try String(contentsOfFile: targets[2], encoding: .utf8) == "2")
    }

    @Test func frameCountIsCheckedBeforeAnythingIsAllocated() throws {
        let writer = try FrameWriter(board: BuiltinBoards.bench, scale: 1)
        #expect(try writer.frameCount(fps: 25) == 170)
        for fps in [1e9, 1e19, 1e308, .infinity, .nan, 0, -1] {
            #expect(throws: RenderError.self) { try writer.frameTimes(fps: fps) }
        }
        #expect(throws: OutputError.self) { try FramePattern("/tmp/{n}/x.png", frameCount: 2) }
    }

    @Test func gifLimitsAreCheckedWhenPrepared() throws {
        for speed in [1e-300, 1e-6] {
            let error = try #require(throws: RenderError.self) {
                try BoardGif(board: BuiltinBoards.bench, options: .init(fps: 1, speed: speed))
            }
            #expect(error.message.contains("a GIF frame shows at most 655.35 s"))
        }
        #expect(throws: GifError.self) { try BoardGif(board: BuiltinBoards.bench, options: .init(speed: .nan)) }
        let cells = (0..<30).map { Cell.tile("c\($0)", .opacity, caption: ".opacity") }
        let large = Board(name: "large", title: "large", columns: 6, slotSize: Size(440, 300), animation: .easeInOut, cells: cells)
        let size = try Renderer.pixelSize(large.scene(at: 0), scale: 2)
        #expect(size.width * size.height > BoardCycle.maximumCanvasPixels)
        do {
            _ = try BoardGif(board: large, options: .init(scale: 2))
            Issue.record("a \(size.width)×\(size.height) GIF was accepted")
        } catch let error as RenderError {
            #expect(error.message.contains("megapixels a frame"))
        }
        #expect(throws: Never.self) { try BoardGif(board: BuiltinBoards.bench, options: .init(fps: 50, scale: 2)) }
    }
}
