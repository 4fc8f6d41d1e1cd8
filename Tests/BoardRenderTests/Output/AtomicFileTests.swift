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

/// Single-file outputs in a directory others may write to, or that moves while a run
/// writes (hardening issue S1 and F1): the temporary is written only through the
/// descriptor that created it, so swapping its name for a link redirects nothing; a
/// directory moved or replaced meanwhile fails the write and keeps nothing.
@Suite struct AtomicFileTests {
    typealias Shared = SharedDirectory

    static func victimIsIntact(_ victim: String) -> Bool {
        (try? String(contentsOfFile: victim, encoding: .utf8)) == Shared.victimText
    }

    @Test func aTemporarySwappedForALinkNeverReachesItsDestination() throws {
        let dir = temporaryDirectory("shared"), victim = Shared.makeVictim(), target = dir + "/b.png"
        let error = try #require(throws: OutputError.self) {
            try OutputFile.write(to: target) { sink in
                #expect(Shared.swapTemporaryForLink(in: dir, to: victim))
                try Renderer.writePNG(BuiltinBoards.trap.scene(at: 0), scale: 1, to: sink)
            }
        }
        #expect(Self.victimIsIntact(victim))
        #expect(error.kind == .system && error.path == target, "\(error)")
        #expect(error.message.contains("was replaced while boardgen ran"), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: target))
        // The link (another user's) is neither followed nor renamed over the target.
        #expect(!Shared.entries(dir).contains("b.png"))
    }

    /// The encoders too: giflib's stream and libwebp's bytes go through the temporary's
    /// descriptor, swapped mid-animation (at the first progress report).
    @Test(arguments: ["gif", "webp"])
    func animationsWriteThroughTheirDescriptor(_ format: String) throws {
        let dir = temporaryDirectory("shared"), victim = Shared.makeVictim(), target = dir + "/b." + format
        let swapped = Locked(false)
        let progress: (Int, Int) -> Void = { _, _ in
            swapped.withLock { done in
                if !done { done = Shared.swapTemporaryForLink(in: dir, to: victim) }
            }
        }
        let error = try #require(throws: OutputError.self) {
            if format == "gif" {
                _ = try BoardGif(board: BuiltinBoards.trap, options: .init(fps: 5, scale: 1)).write(to: target, progress: progress)
            } else {
                _ = try BoardWebP(board: BuiltinBoards.trap, options: .init(fps: 5, scale: 1)).write(to: target, progress: progress)
            }
        }
        #expect(swapped.withLock { $0 })
        #expect(Self.victimIsIntact(victim))
        #expect(error.kind == .system && error.path == target, "\(error)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func aDirectoryMovedMidWriteKeepsNothingAndFails() throws {
        let root = temporaryDirectory("moved"), dir = root + "/out", target = dir + "/b.json"
        mkdir(dir, 0o777)
        let error = try #require(throws: OutputError.self) {
            try OutputFile.write(to: target) { sink in
                #expect(rename(dir, root + "/old") == 0)
                sink.write("{}")
            }
        }
        #expect(error.kind == .system && error.path == target, "\(error)")
        #expect(error.description == "\(target): the directory \(dir) was moved, removed or replaced while boardgen ran; nothing was written")
        #expect(Shared.entries(root) == ["old"])
        #expect(Shared.entries(root + "/old").isEmpty)
    }

    /// A new directory at the path gets nothing either: the file was written in the old one.
    @Test func aDirectoryReplacedMidWriteGetsNothing() throws {
        let root = temporaryDirectory("moved"), dir = root + "/out", target = dir + "/s.svg"
        mkdir(dir, 0o777)
        _ = FileManager.default.createFile(atPath: dir + "/s.svg", contents: Data("old".utf8))
        let error = try #require(throws: OutputError.self) {
            try OutputFile.write(to: target) { sink in
                #expect(rename(dir, root + "/old") == 0)
                #expect(mkdir(dir, 0o777) == 0)
                try Renderer.writeSVG(BuiltinBoards.trap.scene(at: 0), scale: 1, to: sink)
            }
        }
        #expect(error.kind == .system, "\(error)")
        #expect(Shared.entries(dir).isEmpty)
        #expect(Shared.entries(root + "/old") == ["s.svg"])
        #expect(try String(contentsOfFile: root + "/old/s.svg", encoding: .utf8) == "old")
    }

    @Test func createWritesThroughItsDescriptor() throws {
        let dir = temporaryDirectory("create"), path = dir + "/board.json"
        try OutputFile.create(text: "{}", at: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}")
        let link = dir + "/link.json"
        symlink(SharedDirectory.makeVictim(), link)
        let error = try #require(throws: OutputError.self) { try OutputFile.create(text: "{}", at: link) }
        #expect(error.message.contains("already exists"))
    }
}
