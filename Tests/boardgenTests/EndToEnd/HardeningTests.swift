import Foundation
import Testing
import TestSupport

/// The binary under interrupts, system failures and races: exit statuses
/// 129/130/143, 1 with the system's reason, exclusive `new`, nothing left behind.
@Suite struct HardeningTests {
    static func tempDir() -> String { temporaryDirectory("hard") }

    static func entries(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    /// Starts `arguments`, waits (by polling, not by time) until a temporary
    /// appears in `dir`, sends `signal` and returns the exit status.
    static func interrupt(_ arguments: [String], in dir: String, with signal: Int32) throws -> Int32 {
        let binary = try #require(BoardgenProcess.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        while process.isRunning, !entries(dir).contains(where: { $0.contains(".boardgen-") }) { usleep(2_000) }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalsRemoveTheGifTemporary(_ signal: Int32) throws {
        let dir = Self.tempDir()
        let result = try Self.interrupt(["gif", "bench", "--scale", "4", "-o", dir + "/b.gif"], in: dir, with: signal)
        #expect(result == 128 + signal)
        #expect(Self.entries(dir).isEmpty)
    }

    @Test func signalsRemoveEveryFrameOfARender() throws {
        let dir = Self.tempDir()
        let result = try Self.interrupt(["render", "bench", "--fps", "25", "--scale", "2", "-o", dir + "/{n}.png"], in: dir, with: SIGTERM)
        #expect(result == 143)
        #expect(Self.entries(dir).isEmpty)
    }

    /// Issue 12: directories a run created for its output go too, after the frames in them.
    @Test func signalsRemoveTheDirectoriesARunCreated() throws {
        let dir = Self.tempDir()
        let binary = try #require(BoardgenProcess.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["render", "bench", "--fps", "25", "--scale", "2", "-o", dir + "/made/deep/{n}.png"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        while process.isRunning, !Self.entries(dir + "/made/deep").contains(where: { $0.contains(".boardgen-") }) { usleep(2_000) }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(Self.entries(dir).isEmpty, "\(Self.entries(dir))")
    }

    @Test func systemRefusalsExitOneWithTheReason() throws {
        let proc = try BoardgenProcess.run(["render", "bench", "--at", "1", "-o", "/proc/self/x.png"])
        #expect(proc.status == 1)
        #expect(proc.error.hasPrefix("boardgen: error: /proc/self/x.png: cannot be written: "))
        let sys = try BoardgenProcess.run(["render", "bench", "--at", "1", "-o", "/sys/x.json"])
        #expect(sys.status == 1, "\(sys.error)")
        let device = try BoardgenProcess.run(["render", "bench", "--at", "1", "-o", "/dev/full"])
        #expect(device.status == 2 && device.error.contains("no extension"))
    }

    /// A full disk, on a 64 KiB tmpfs when the tests may mount one (root);
    /// otherwise this test has nothing to check (the library test writes to /dev/full).
    @Test func fullDiskExitsOneWithTheReasonAndLeavesNothing() throws {
        let dir = Self.tempDir()
        guard getuid() == 0, Self.shell("mount -t tmpfs -o size=64k tmpfs '\(dir)' 2>/dev/null") == 0 else { return }
        defer { _ = Self.shell("umount '\(dir)'") }
        for arguments in [["render", "bench", "--at", "1", "--scale", "4", "-o", dir + "/b.png"],
                          ["render", "bench", "--fps", "5", "-o", dir + "/{n}.svg"],
                          ["gif", "bench", "--scale", "1", "-o", dir + "/b.gif"]] {
            let run = try BoardgenProcess.run(arguments)
            #expect(run.status == 1, "\(arguments): \(run.error)")
            #expect(run.error.hasSuffix("No space left on device\n"), "\(run.error)")
            #expect(Self.entries(dir).isEmpty)
        }
        _ = Self.shell("dd if=/dev/zero of='\(dir)/fill' bs=4k 2>/dev/null")   // until the disk is full
        for arguments in [["render", "bench", "--at", "1", "-o", dir + "/b.json"], ["new", dir + "/board"]] {
            let run = try BoardgenProcess.run(arguments)
            #expect(run.status == 1, "\(arguments): \(run.error)")
            #expect(run.error.contains("No space left on device"), "\(run.error)")
            #expect(Self.entries(dir) == ["fill"])
        }
    }

    static func shell(_ command: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func longTargetNamesWork() throws {
        let dir = Self.tempDir()
        let name = String(repeating: "b", count: 250) + ".gif"
        let gif = try BoardgenProcess.run(["gif", "trap", "--fps", "5", "--scale", "1", "-o", dir + "/" + name])
        #expect(gif.status == 0, "\(gif.error)")
        let pattern = String(repeating: "f", count: 246) + "{n}.json"
        let frames = try BoardgenProcess.run(["render", "trap", "--fps", "2", "-o", dir + "/" + pattern])
        #expect(frames.status == 0, "\(frames.error)")
        #expect(Self.entries(dir).count == 1 + 14)
        #expect(!Self.entries(dir).contains { $0.contains(".boardgen-") })
    }

    @Test func concurrentNewCreatesOnce() throws {
        let dir = Self.tempDir()
        for trial in 0..<5 {
            let name = "race\(trial)"
            let results = Locked([Int32]())
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                let status = (try? BoardgenProcess.run(["new", name], in: dir).status) ?? -1
                results.withLock { $0.append(status) }
            }
            #expect(results.withLock { $0.sorted() } == [0, 2])
        }
        for bare in [".", "..", "x/", dir + "/", ".json"] {
            let run = try BoardgenProcess.run(["new", bare], in: dir)
            #expect(run.status == 2, "\(bare): \(run.error)")
        }
        #expect(!Self.entries(dir).contains { $0.hasPrefix(".") })
    }

    /// A closed reader ends boardgen with an exit (not a signal), status 0, nothing printed.
    @Test func aClosedPipeIsAnExitNotASignal() throws {
        let binary = try #require(BoardgenProcess.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["curve", ".bouncy", "--samples", "10000"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try pipe.fileHandleForReading.close()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }
}
