import Foundation
import Testing
import TestSupport

/// Issue 12's rough edges, run on the binary as a user would. Each of these failed on the
/// binary before the fix (`BOARDGEN_BINARY=/path/to/old/boardgen swift test --filter RoughEdgeTests`).
@Suite struct RoughEdgeTests {
    static func tempDir() -> String { temporaryDirectory("rough") }

    @Test func bareBoardgenPrintsHelp() throws {
        let r = try BoardgenProcess.run([])
        #expect(r.status == 0)
        #expect(r.output.hasPrefix("OVERVIEW: Render pictures of SwiftUI transitions."))
        #expect(r.error.isEmpty)
    }

    @Test func checkWithoutAFileIsOneLineWithTheUsage() throws {
        let r = try BoardgenProcess.run(["check"])
        #expect(r.status == 2)
        #expect(r.error == "boardgen: error: missing argument <file>; usage: boardgen check <file>… (see 'boardgen check --help')\n")
    }

    @Test func aMissingBoardFileHasNoPosition() throws {
        let r = try BoardgenProcess.run(["render", "nope.json", "--at", "1", "-o", Self.tempDir() + "/x.png"])
        #expect(r.status == 2)
        #expect(r.error == "boardgen: error: nope.json: cannot read the board file: no such file\n")
    }

    @Test func theReadmePatternCreatesItsDirectory() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["render", "bench", "--at", "0,1.4,2.8", "-o", "frames/bench-{t}.svg"], in: dir)
        #expect(r.status == 0, "\(r.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
                == ["bench-0.000.svg", "bench-1.400.svg", "bench-2.800.svg"])
        // Progress lines may come first under load (standard error is not a terminal).
        let last = r.error.split(separator: "\n").last ?? ""
        #expect(last.hasPrefix("wrote 3 files, ") && last.hasSuffix(", to frames/"), "\(r.error)")
    }

    @Test func anUnknownPlaceholderIsAnError() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["render", "bench", "--at", "1", "-o", "q/{x}.json"], in: dir)
        #expect(r.status == 2)
        #expect(r.error.contains("unknown placeholder '{x}'; the placeholders are {t}"), "\(r.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func dashWritesOneFileToStandardOutput() throws {
        let r = try BoardgenProcess.run(["render", "bench", "--at", "1", "--format", "json", "-o", "-"])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.output.hasPrefix("{") && r.output.contains("\"time\": 1"))
        #expect(r.error.hasPrefix("wrote standard output, "))
        let many = try BoardgenProcess.run(["render", "bench", "--fps", "5", "--format", "json", "-o", "-"])
        #expect(many.status == 2 && many.output.isEmpty)
        #expect(many.error.contains("standard output takes one"))
    }

    @Test func summariesGoToStandardErrorAndQuietSilencesThem() throws {
        let dir = Self.tempDir()
        let still = try BoardgenProcess.run(["render", "bench", "--at", "1", "-o", "a.png"], in: dir)
        #expect(still.output.isEmpty && still.error.hasPrefix("wrote a.png, "), "\(still.error)")
        let sheet = try BoardgenProcess.run(["sheet", "trap", "--count", "2", "--scale", "1", "-o", "s.png"], in: dir)
        #expect(sheet.output.isEmpty && sheet.error.split(separator: "\n").last?.hasPrefix("wrote s.png, ") == true, "\(sheet.error)")
        let made = try BoardgenProcess.run(["new", "starter"], in: dir)
        #expect(made.output.isEmpty && made.error.hasPrefix("wrote starter.json, "), "\(made.error)")
        let quiet = try BoardgenProcess.run(["render", "bench", "--at", "0,1", "--quiet", "-o", "q-{n}.png"], in: dir)
        #expect(quiet.status == 0 && quiet.output.isEmpty && quiet.error.isEmpty, "\(quiet.error)")
    }

    @Test func gifRatesThatCannotPlayEvenlyAreNamed() throws {
        let dir = Self.tempDir()
        let thirty = try BoardgenProcess.run(["gif", "trap", "--fps", "30", "--scale", "1", "-o", "t.gif"], in: dir)
        #expect(thirty.status == 0)
        #expect(thirty.error.contains("warning: 30 fps plays unevenly in a GIF: frames last 3 and 4 cs"), "\(thirty.error)")
        let hundred = try BoardgenProcess.run(["gif", "trap", "--fps", "100", "-o", "h.gif"], in: dir)
        #expect(hundred.status == 2)
        #expect(hundred.error.contains("use 50, 25, 20, 10, 5, 4, 2 or 1 fps"), "\(hundred.error)")
    }

    @Test func aPosterWithFiniteLoopsSaysWhereItStops() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["gif", "trap", "--fps", "5", "--scale", "1", "--poster", "1.4", "--loops", "1", "-o", "p.gif"], in: dir)
        #expect(r.status == 0)
        #expect(r.error.contains("note: with --poster 1.4 and --loops 1 the animation plays once and stops"), "\(r.error)")
    }

    @Test func scaleDefaultsAndColumnLimitsAreInTheHelp() throws {
        let render = try BoardgenProcess.run(["render", "--help"]).output
        #expect(render.contains("(default 1 pixel per point"))
        for command in ["gif", "sheet"] {
            #expect(try BoardgenProcess.run([command, "--help"]).output.contains("(default 2 pixels per point"), "\(command)")
        }
        let sheet = try BoardgenProcess.run(["sheet", "--help"]).output
        #expect(sheet.contains("fewer frames than") && sheet.contains("Not with --cells"))
    }
}
