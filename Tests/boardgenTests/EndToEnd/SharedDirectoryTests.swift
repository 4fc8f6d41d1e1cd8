import Foundation
import Testing
import TestSupport

/// The binary against another user of a world-writable output directory and against a
/// directory moved mid-run (hardening issue S1, S2, F1), and a failed standard output
/// (M1): the victim of a swapped temporary is never written, a moved directory keeps
/// nothing and the run fails with one line, and no success line precedes a failure.
@Suite struct SharedDirectoryTests {
    typealias Shared = SharedDirectory

    /// A finished run.
    struct Run {
        var status: Int32
        var error: String
    }

    /// Starts `arguments`, waits (by polling, not by time) until a temporary appears in
    /// `dir`, runs `act` (another user's move), optionally sends `signal`, and waits.
    static func run(_ arguments: [String], watching dir: String, signal: Int32? = nil, act: () -> Void) throws -> Run {
        let binary = try #require(BoardgenProcess.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments + ["--quiet"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // The output's temporary, not the one created and removed at once to check the path:
        // the same file still there 20 ms later.
        var seen: (String, ino_t)?
        while process.isRunning {
            var info = stat()
            let now = Shared.temporary(in: dir).flatMap { name in lstat(dir + "/" + name, &info) == 0 ? (name, info.st_ino) : nil }
            if let now, let seen, now == seen { break }
            seen = now
            usleep(now == nil ? 500 : 20_000)
        }
        #expect(process.isRunning, "\(arguments) ended before its temporary was seen")
        act()
        if let signal { kill(process.processIdentifier, signal) }
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return Run(status: status, error: String(decoding: text, as: UTF8.self))
    }

    static func victimIsIntact(_ victim: String) -> Bool {
        (try? String(contentsOfFile: victim, encoding: .utf8)) == Shared.victimText
    }

    /// S1: a WebP (written at the end) and a sheet (written after drawing) whose temporary
    /// is swapped for a link: the victim keeps its bytes, the run fails with one line.
    @Test(arguments: [["animate", "trap", "--fps", "10", "--scale", "1", "-o", "b.webp"],
                      ["sheet", "bench", "--count", "24", "--scale", "2", "-o", "b.png"]])
    func aSwappedTemporaryNeverWritesTheVictim(_ arguments: [String]) throws {
        let dir = temporaryDirectory("shared"), victim = Shared.makeVictim()
        let output = dir + "/" + arguments.last!
        let run = try Self.run(arguments.dropLast() + [output], watching: dir) {
            #expect(Shared.swapTemporaryForLink(in: dir, to: victim))
        }
        #expect(Self.victimIsIntact(victim))
        #expect(run.status == 1, "\(run.error)")
        #expect(run.error.hasPrefix("boardgen: error: \(output): its temporary ") && run.error.filter { $0 == "\n" }.count == 1, "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// S2: frames whose temporary directory is renamed and replaced by one of links `0`,
    /// `1`, … to the victim: the victim keeps its bytes and every frame is a file of its own.
    @Test func aSwappedFrameDirectoryNeverWritesTheVictim() throws {
        let dir = temporaryDirectory("shared"), victim = Shared.makeVictim()
        let run = try Self.run(["render", "trap", "--fps", "10", "--scale", "1", "-o", dir + "/f-{n}.png"], watching: dir) {
            #expect(Shared.swapTemporaryDirectoryForLinks(in: dir, count: 70, to: victim))
        }
        #expect(Self.victimIsIntact(victim))
        #expect(run.status == 0, "\(run.error)")
        let frames = Shared.entries(dir).filter { $0.hasPrefix("f-") }
        #expect(frames.count == 68)
        #expect(frames.allSatisfy { Shared.isRegularFile(dir + "/" + $0) })
        let png = try #require(FileManager.default.contents(atPath: dir + "/" + frames[0]))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// F1: the output directory renamed mid-run: frames, a GIF and a sheet fail with exit
    /// status 1 and one line naming the output; neither the moved directory nor a new one
    /// put at the path keeps anything.
    @Test(arguments: [["render", "trap", "--fps", "10", "--scale", "1", "-o", "f-{n}.png"],
                      ["animate", "trap", "--fps", "10", "--scale", "1", "-o", "b.gif"],
                      ["sheet", "bench", "--count", "24", "--scale", "2", "-o", "s.png"]])
    func aMovedDirectoryKeepsNothingAndFails(_ arguments: [String]) throws {
        let root = temporaryDirectory("moved"), dir = root + "/out"
        mkdir(dir, 0o777)
        let output = dir + "/" + arguments.last!
        let run = try Self.run(arguments.dropLast() + [output], watching: dir) {
            #expect(rename(dir, root + "/old") == 0)
            #expect(mkdir(dir, 0o777) == 0)
        }
        #expect(run.status == 1, "\(run.error)")
        #expect(run.error == "boardgen: error: \(output): the directory \(dir) was moved, removed or replaced while boardgen ran; nothing was written\n")
        #expect(Shared.entries(root + "/old").isEmpty, "\(Shared.entries(root + "/old"))")
        #expect(Shared.entries(dir).isEmpty, "\(Shared.entries(dir))")
    }

    /// An interrupt after the directory moved still removes the temporaries, where they are now.
    @Test func anInterruptFindsTheTemporariesOfAMovedDirectory() throws {
        for (arguments, name) in [(["animate", "trap", "--fps", "10", "--scale", "1", "-o"], "b.gif"),
                                  (["render", "trap", "--fps", "10", "--scale", "1", "-o"], "{n}.png")] {
            let root = temporaryDirectory("moved"), dir = root + "/out"
            mkdir(dir, 0o777)
            let run = try Self.run(arguments + [dir + "/" + name], watching: dir, signal: SIGTERM) {
                #expect(rename(dir, root + "/old") == 0)
            }
            #expect(run.status == 143, "\(run.error)")
            #expect(Shared.entries(root) == ["old"])
            #expect(Shared.entries(root + "/old").isEmpty, "\(Shared.entries(root + "/old"))")
        }
    }

    /// M1: no `wrote standard output` line before the failure; the failure gives the reason.
    @Test func aFailedStandardOutputPrintsNoSuccessLine() throws {
        for arguments in [["render", "bench", "--at", "1", "--format", "json"], ["sheet", "bench", "--format", "svg"],
                          ["animate", "trap", "--fps", "5", "--scale", "1", "--format", "gif"]] {
            let command = "\"$0\" " + arguments.joined(separator: " ") + " -o - > /dev/full"
            let run = try BoardgenProcess.run(["-c", command, BoardgenProcess.binary!.path], executable: "/bin/sh")
            #expect(run.status == 1, "\(arguments): \(run.error)")
            #expect(run.error.hasSuffix("boardgen: error: cannot write to standard output: No space left on device\n"), "\(arguments): \(run.error)")
            #expect(!run.error.contains("wrote"), "\(arguments): \(run.error)")
        }
    }

    /// `-o -` writes through a private directory of its own in `$TMPDIR` and removes it.
    @Test func standardOutputLeavesNothingInTheTemporaryDirectory() throws {
        let tmp = temporaryDirectory("tmpdir")
        let run = try BoardgenProcess.run(["render", "bench", "--at", "1", "--format", "svg", "-o", "-"], environment: ["TMPDIR": tmp])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("<?xml"))
        #expect(Shared.entries(tmp).isEmpty)
    }
}
