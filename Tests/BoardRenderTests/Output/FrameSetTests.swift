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

/// Several frames in a directory others may write to, or that moves while a run writes
/// (hardening issue S2 and F1): the temporary directory is opened once and its frames
/// are created and moved through descriptors, so swapping it for a directory of links
/// redirects nothing; a directory of the targets moved meanwhile fails the run and
/// keeps nothing.
@Suite struct FrameSetTests {
    typealias Shared = SharedDirectory
    static let times = [0.0, 1.0, 2.0]

    /// Renders `times` of the trap board one by one into `pattern`, calling `act` once,
    /// after the first frame is drawn.
    static func render(_ pattern: String, act: @escaping @Sendable () -> Void = {}) throws -> [String] {
        let writer = try FrameWriter(board: BuiltinBoards.trap, scale: 1)
        let acted = Locked(false)
        return try writer.write(times: times, to: FramePattern(pattern, frameCount: times.count), workers: 1, progress: { _, _ in
            acted.withLock { done in
                if !done { act() }
                done = true
            }
        })
    }

    @Test func aTemporaryDirectorySwappedForLinksRedirectsNothing() throws {
        let dir = temporaryDirectory("shared"), victim = Shared.makeVictim()
        let paths = try Self.render(dir + "/f-{n}.png") {
            #expect(Shared.swapTemporaryDirectoryForLinks(in: dir, count: Self.times.count, to: victim))
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == Shared.victimText)
        // The frames are the ones a run nobody disturbed writes.
        let clean = try Self.render(temporaryDirectory("clean") + "/f-{n}.png")
        for (path, reference) in zip(paths, clean) {
            #expect(Shared.isRegularFile(path), "\(path)")
            #expect(FileManager.default.contents(atPath: path) == FileManager.default.contents(atPath: reference), "\(path)")
        }
    }

    @Test func aDirectoryMovedMidRenderKeepsNothingAndFails() throws {
        let root = temporaryDirectory("moved"), dir = root + "/out"
        mkdir(dir, 0o777)
        let error = try #require(throws: OutputError.self) {
            _ = try Self.render(dir + "/f-{n}.json") { #expect(rename(dir, root + "/old") == 0) }
        }
        #expect(error.kind == .system && error.path == dir + "/f-{n}.json", "\(error)")
        #expect(error.message.contains("was moved, removed or replaced"))
        #expect(Shared.entries(root) == ["old"])
        #expect(Shared.entries(root + "/old").isEmpty)
    }

    /// The temporary directory is private: mode 0700, owned by this run.
    @Test func theTemporaryDirectoryIsPrivate() throws {
        let dir = temporaryDirectory("private")
        let frames = try FrameSet(targets: [dir + "/a.txt", dir + "/b.txt"], pattern: dir + "/{n}.txt")
        defer { frames.discard() }
        var info = stat()
        #expect(lstat(dir + "/" + frames.temporaryName, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700 && info.st_uid == geteuid())
    }
}
