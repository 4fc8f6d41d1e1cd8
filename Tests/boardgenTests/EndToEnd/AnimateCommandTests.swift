import Foundation
import Testing
import TestSupport

/// `boardgen animate` (and its alias `gif`) run as a user would: every format, bad input.
@Suite struct AnimateCommandTests {
    static func tempDir() -> String { RenderCommandTests.tempDir() }

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test func webpIsLosslessLoopsAndLastsOneCycleOverTheSpeed() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["animate", "trap", "--fps", "30", "--scale", "1", "--speed", "2", "--loops", "2",
                                         "-o", dir + "/t.webp"])
        #expect(r.status == 0, "\(r.error)")
        // Progress lines may come first (standard error is not a terminal); the summary is last.
        #expect(r.error.split(separator: "\n").last?.hasPrefix("wrote \(dir)/t.webp, ") == true && r.error.contains("lossless"))
        let webp = try decodeWebP(path: dir + "/t.webp")
        #expect(webp.durationMilliseconds == 3400)
        #expect(webp.loopCount == 2)
        #expect(webp.frames.allSatisfy { $0.duration >= 11 })
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["t.webp"])
    }

    @Test func theSameCommandWritesTheSameBytes() throws {
        let dir = Self.tempDir()
        for name in ["a", "b"] {
            #expect(try BoardgenProcess.run(["animate", "trap", "--fps", "10", "--scale", "1", "-o", "\(dir)/\(name).webp"]).status == 0)
        }
        #expect(try Self.bytes(dir + "/a.webp") == Self.bytes(dir + "/b.webp"))
    }

    /// `gif` is an alias, and `--quality 100` is the default: byte-identical files.
    @Test func gifAliasAndQualityHundredWriteTheDefaultGif() throws {
        let dir = Self.tempDir()
        let common = ["trap", "--fps", "10", "--scale", "1"]
        #expect(try BoardgenProcess.run(["animate"] + common + ["-o", dir + "/a.gif"]).status == 0)
        #expect(try BoardgenProcess.run(["gif"] + common + ["-o", dir + "/g.gif"]).status == 0)
        #expect(try BoardgenProcess.run(["animate"] + common + ["--quality", "100", "-o", dir + "/q.gif"]).status == 0)
        let a = try Self.bytes(dir + "/a.gif")
        #expect(a == (try Self.bytes(dir + "/g.gif")))
        #expect(a == (try Self.bytes(dir + "/q.gif")))
    }

    @Test func aLowerGifQualityIsSmallerAndStillOneCycle() throws {
        let dir = Self.tempDir()
        let common = ["trap", "--fps", "25", "--scale", "1"]
        #expect(try BoardgenProcess.run(["animate"] + common + ["-o", dir + "/full.gif"]).status == 0)
        let r = try BoardgenProcess.run(["animate"] + common + ["--quality", "40", "-o", dir + "/light.gif"])
        #expect(r.status == 0 && r.error.contains("quality 40"), "\(r.error)")
        #expect(try Self.bytes(dir + "/light.gif").count < Self.bytes(dir + "/full.gif").count)
        let gif = try decodeGif(path: dir + "/light.gif")
        #expect(gif.durationCentiseconds == 680 && gif.loopCount == 0)
    }

    /// Bad input: exit 2, one `boardgen: error:` line naming the problem, no file at all.
    static let badAnimations: [([String], String)] = [
        (["animate", "bench", "-o", "OUT/x.mp4"], "OUT/x.mp4: unknown extension '.mp4'; 'animate' writes .gif, .webp, .svg or .html"),
        (["animate", "bench", "-o", "OUT/x"], "no extension"),
        (["animate", "bench", "--quality", "50", "-o", "OUT/x.svg"], "'--quality' does not apply to .svg files; it is an option of .gif and .webp only"),
        (["animate", "bench", "--dither", "-o", "OUT/x.svg"], "'--dither' does not apply to .svg files; it is an option of .gif only"),
        (["animate", "bench", "--quality", "90", "-o", "OUT/x.html"], "'--quality' does not apply to .html files"),
        (["animate", "bench", "--dither", "-o", "OUT/x.html"], "'--dither' does not apply to .html files"),
        (["animate", "bench", "--fps", "241", "-o", "OUT/x.svg"], "an animated SVG samples the board 1 to 240 times a second"),
        (["animate", "bench", "--poster", "7", "-o", "OUT/x.svg"], "the poster must be a time in the cycle, 0 to 6.8 s"),
        (["animate", "bench", "--scale", "5", "-o", "OUT/x.html"], "--scale"),
        (["animate", "bench", "-o", "/dev/null/x.svg"], "/dev/null is not a directory"),
        (["animate", "bnech", "-o", "OUT/x.html"], "did you mean 'bench'?"),
        (["animate", "bench", "--dither", "-o", "OUT/x.webp"], "'--dither' does not apply to .webp files; it is an option of .gif only"),
        (["animate", "bench", "--quality", "101", "-o", "OUT/x.webp"], "--quality 101: a WebP's quality is 0 to 100"),
        (["animate", "bench", "--quality", "-1", "-o", "OUT/x.webp"], "--quality -1: a WebP's quality is 0 to 100"),
        (["animate", "bench", "--quality", "0", "-o", "OUT/x.gif"], "--quality 0: a GIF's quality is 1 to 100"),
        (["animate", "bench", "--quality", "high", "-o", "OUT/x.gif"], "invalid value 'high' for '--quality'"),
        (["animate", "bench", "--fps", "61", "-o", "OUT/x.webp"], "an animated WebP plays at most 60 fps"),
        (["animate", "bench", "--fps", "40", "--speed", "2", "-o", "OUT/x.webp"], "(80 fps)"),
        (["animate", "bench", "--loops", "65536", "-o", "OUT/x.webp"], "1 to 65535 (1 plays once)"),
        (["animate", "bench", "--loops", "0", "-o", "OUT/x.webp"], "1 to 65535 (1 plays once)"),
        (["animate", "bench", "--poster", "9", "-o", "OUT/x.webp"], "the poster must be a time in the cycle"),
        (["animate", "bnech", "-o", "OUT/x.webp"], "did you mean 'bench'?"),
        (["animate", "bench", "-o", "/dev/null/x.webp"], "/dev/null is not a directory"),
        (["animate", "bench"], "missing output"),
    ]

    @Test(arguments: badAnimations.indices)
    func badInputIsRefused(_ i: Int) throws {
        let dir = Self.tempDir()
        let (arguments, fragment) = Self.badAnimations[i]
        let r = try BoardgenProcess.run(arguments.map { $0.replacingOccurrences(of: "OUT", with: dir) })
        #expect(r.status == 2, "\(arguments): \(r.status) \(r.error)")
        #expect(r.error.hasPrefix("boardgen: error: "), "\(r.error)")
        #expect(r.error.split(separator: "\n").count == 1, "\(r.error)")
        #expect(r.error.contains(fragment.replacingOccurrences(of: "OUT", with: dir)), "\(r.error)")
        #expect(r.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "a file was written")
    }

    /// Issue 42: `--phase` records only that part of the cycle (the same phases as `sheet`), and
    /// `--from`/`--to` a span; a phase the board does not have is one line naming those it has.
    @Test func aPhaseOrASpanRecordsOnlyThatPart() throws {
        let dir = Self.tempDir()
        // The trap's insertion: 3.4 s to 6.2 s of its 6.8 s cycle.
        var r = try BoardgenProcess.run(["animate", "trap", "--phase", "insertion", "--fps", "10", "--scale", "1", "-o", dir + "/i.webp"])
        #expect(r.status == 0, "\(r.error)")
        #expect(try decodeWebP(path: dir + "/i.webp").durationMilliseconds == 2800)
        r = try BoardgenProcess.run(["animate", "trap", "--from", "1", "--to", "1.5", "--fps", "10", "--scale", "1", "-o", dir + "/s.webp"])
        #expect(r.status == 0, "\(r.error)")
        #expect(try decodeWebP(path: dir + "/s.webp").durationMilliseconds == 500)
        r = try BoardgenProcess.run(["animate", "trap", "--phase", "7", "-o", dir + "/x.webp"])
        #expect(r.status == 2 && r.error.split(separator: "\n").count == 1, "\(r.error)")
        #expect(r.error.contains("--phase 7: no such step; 'trap' has removal (step 1), insertion (step 2), both, all or a step from 1 to 2"), "\(r.error)")
        r = try BoardgenProcess.run(["animate", "trap", "--phase", "removal", "-o", dir + "/x.svg"])
        #expect(r.status == 2 && r.error.contains("'--phase' does not apply to .svg files"), "\(r.error)")
        // The program's phases: the steps that insert views.
        r = try BoardgenProcess.run(["sheet", "filter", "--phase", "insertion", "--count", "3", "--scale", "1", "-o", dir + "/f.png"])
        #expect(r.status == 0, "\(r.error)")
        r = try BoardgenProcess.run(["sheet", "filter", "--phase", "sideways", "-o", dir + "/f.png"])
        #expect(r.status == 2 && r.error.contains("'filter' has removal (steps "), "\(r.error)")
    }
}
