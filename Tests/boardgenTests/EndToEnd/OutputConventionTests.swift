import BoardRender
import Foundation
import Testing
import TestSupport
@testable import boardgen

/// Issue 12: where output goes. Summaries on standard error (one line, silenced by
/// --quiet), data on standard output (`-o -`), missing directories created, errors about
/// the first frame in time order, the GIF frame-rate warning and the poster note.
@Suite struct OutputConventionTests {
    static func tempDir() -> String { temporaryDirectory("out") }

    @Test func everyWritingCommandEndsWithOneSummaryLineOnStandardError() throws {
        let dir = Self.tempDir()
        let cases: [([String], String)] = [
            (["render", "bench", "--at", "1", "-o", dir + "/a.png"], "wrote \(dir)/a.png, "),
            (["render", "trap", "--at", "0,1", "-o", dir + "/f-{t}.json"], "wrote 2 files, "),
            (["sheet", "trap", "--count", "2", "--scale", "1", "-o", dir + "/s.png"], "wrote \(dir)/s.png, "),
            (["gif", "trap", "--fps", "5", "--scale", "1", "-o", dir + "/t.gif"], "wrote \(dir)/t.gif, "),
            (["new", dir + "/starter"], "wrote \(dir)/starter.json, "),
        ]
        for (arguments, prefix) in cases {
            let run = Run(arguments)
            #expect(run.status == .success, "\(arguments): \(run.error)")
            #expect(run.output.isEmpty, "\(arguments) wrote to standard output: \(run.output)")
            #expect(run.error.hasPrefix(prefix), "\(arguments): \(run.error)")
            #expect(run.error.split(separator: "\n").count == 1, "\(arguments): \(run.error)")
            let quiet = Run(arguments.first == "new" ? ["new", "--quiet", dir + "/other"] : arguments + ["--quiet"])
            #expect(quiet.status == .success && quiet.error.isEmpty && quiet.output.isEmpty, "\(arguments): \(quiet.error)")
        }
        #expect(Run(["render", "trap", "--at", "0,1", "-o", dir + "/f-{t}.json"]).error.hasSuffix(", to \(dir)/\n"))
    }

    @Test func standardOutputTakesOneFile() throws {
        let json = Run(["render", "bench", "--at", "1.4", "--format", "json", "-o", "-"])
        #expect(json.status == .success, "\(json.error)")
        let object = try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any]
        #expect(object?["time"] as? Double == 1.4)
        #expect(json.error.hasPrefix("wrote standard output, "))
        let png = Run(["render", "bench", "--at", "1", "--format", "png", "-o", "-", "--quiet"])
        #expect(png.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.error.isEmpty)
        let sheet = Run(["sheet", "trap", "--count", "2", "--scale", "1", "--format", "svg", "-o", "-"])
        #expect(String(decoding: sheet.bytes, as: UTF8.self).contains("<svg"), "\(sheet.error)")
        let gif = Run(["animate", "trap", "--fps", "5", "--scale", "1", "--format", "gif", "-o", "-"])
        #expect(gif.bytes.starts(with: Array("GIF89a".utf8)), "\(gif.error)")
        let many = Run(["render", "bench", "--at", "0,1", "--format", "json", "-o", "-"])
        #expect(many.status == .usage && many.bytes.isEmpty)
        #expect(many.error == "boardgen: error: -: 2 frames are 2 files and standard output takes one; give a pattern such as 'frames/{n}.png'\n")
    }

    /// Text no pinned font covers draws as boxes: every command that reads the board says
    /// so, once, even with --quiet, and still succeeds; covered scripts raise nothing.
    @Test func uncoveredCharactersAreWarnedAbout() throws {
        let dir = Self.tempDir()
        let board = dir + "/hi.json", intl = dir + "/intl.json"
        try #"{"title": "नमस्ते", "cells": [{"name": "สวัสดี", "transition": ".scale"}]}"#
            .write(toFile: board, atomically: true, encoding: .utf8)
        try #"{"title": "国際 😀 مرحبا", "cells": [{"name": "漢字 한글", "transition": ".scale"}]}"#
            .write(toFile: intl, atomically: true, encoding: .utf8)
        let warning = "boardgen: warning: no pinned font has न (U+0928), म (U+092E), "
        for arguments in [["render", board, "--at", "1", "-o", dir + "/a.png", "--quiet"],
                          ["sheet", board, "--count", "2", "--scale", "1", "-o", dir + "/s.png", "--quiet"],
                          ["animate", board, "--fps", "5", "--scale", "1", "-o", dir + "/a.gif", "--quiet"]] {
            let run = Run(arguments)
            #expect(run.status == .success, "\(arguments): \(run.error)")
            #expect(run.error.hasPrefix(warning) && run.error.hasSuffix("they draw as boxes (the fonts: docs/text.md)\n"), "\(run.error)")
            #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
            let covered = Run(arguments.map { $0 == board ? intl : $0 })
            #expect(covered.status == .success && covered.error.isEmpty, "\(covered.error)")
        }
        // A bad option or output is reported alone: the warning waits until the work starts.
        for arguments in [["render", board, "--fps", "1e9", "-o", dir + "/{n}.png"],
                          ["animate", board, "-o", board + "/y.gif"], ["sheet", board, "--count", "99", "-o", dir + "/s.png"]] {
            let bad = Run(arguments)
            #expect(bad.status != .success && bad.error.hasPrefix("boardgen: error: ") && !bad.error.contains("warning"), "\(bad.error)")
        }
        let check = Run(["check", board])
        #expect(check.status == .success && check.error.hasPrefix("boardgen: warning: \(board): no pinned font has न"), "\(check.error)")
    }

    /// `-o -` on a terminal: binary formats are refused (they would garble it), text is
    /// printed. Run under `script`, which gives the command a pseudo-terminal.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func binaryOutputIsNotSentToATerminal() throws {
        let binary = try #require(BoardgenProcess.binary).path
        for (format, refused) in [("png", true), ("gif", true), ("webp", true), ("json", false), ("svg", false)] {
            let command = format == "json" || format == "png"
                ? "'\(binary)' render bench --at 1 --format \(format) -o - --quiet"
                : "'\(binary)' animate trap --fps 5 --scale 1 --format \(format) -o - --quiet"
            let r = try BoardgenProcess.run(["-qec", command, "/dev/null"], executable: "/usr/bin/script")
            if refused {
                #expect(r.status == 2, "\(format): \(r.output)")
                #expect(r.output.contains("boardgen: error: '-o -' would write \(format.uppercased()) bytes to the terminal"))
            } else {
                #expect(r.status == 0, "\(format): \(r.output)")
                #expect(r.output.contains(format == "json" ? "\"time\"" : "<svg"))
            }
        }
    }

    @Test func missingDirectoriesOfAPatternAreCreated() throws {
        let dir = Self.tempDir()
        let run = Run(["render", "bench", "--at", "0,1.4,2.8", "-o", dir + "/frames/deep/bench-{t}.svg"])
        #expect(run.status == .success, "\(run.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames/deep").sorted()
        #expect(names == ["bench-0.000.svg", "bench-1.400.svg", "bench-2.800.svg"])
        for arguments in [["sheet", "trap", "--count", "2", "--scale", "1", "-o", dir + "/s/sheet.png"],
                          ["animate", "trap", "--fps", "5", "--scale", "1", "-o", dir + "/a/t.webp"]] {
            #expect(Run(arguments).status == .success, "\(arguments)")
        }
        #expect(FileManager.default.fileExists(atPath: dir + "/s/sheet.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/a/t.webp"))
    }

    @Test func aFailureRemovesTheDirectoriesItCreated() throws {
        let dir = Self.tempDir()
        // The frame at 0 cannot be written (a directory is in the way): nothing may remain.
        let pattern = dir + "/out/sub/f-{t}.png"
        let result = Result {
            try OutputDirectories.creatingParents(of: dir + "/out/sub/x") {
                try FileManager.default.createDirectory(atPath: dir + "/out/sub/f-0.000.png", withIntermediateDirectories: true)
                throw OutputError(path: pattern, "stop")
            }
        }
        #expect(throws: OutputError.self) { try result.get() }
        // The directory is not empty (the blocking one is inside), so it stays; an empty one goes.
        #expect(FileManager.default.fileExists(atPath: dir + "/out/sub/f-0.000.png"))
        let empty = Result { try OutputDirectories.creatingParents(of: dir + "/gone/a/b") { throw OutputError(path: "x", "stop") } }
        #expect(throws: OutputError.self) { try empty.get() }
        #expect(!FileManager.default.fileExists(atPath: dir + "/gone"))
    }

    @Test func errorsNameTheFirstFrameInTimeOrder() throws {
        let dir = Self.tempDir()
        for t in ["0.000", "2.800"] {
            try FileManager.default.createDirectory(atPath: dir + "/bench-\(t).svg", withIntermediateDirectories: true)
        }
        let run = Run(["render", "bench", "--at", "2.8,1.4,0", "-o", dir + "/bench-{t}.svg"])
        #expect(run.status == .usage)
        #expect(run.error.contains("\(dir)/bench-0.000.svg: is a directory"), "\(run.error)")
    }

    @Test func unevenGifRatesAreNamed() throws {
        let dir = Self.tempDir()
        let run = Run(["gif", "trap", "--fps", "30", "--scale", "1", "-o", dir + "/t.gif"])
        #expect(run.status == .success)
        #expect(run.error.contains("boardgen: warning: 30 fps plays unevenly in a GIF: frames last 3 and 4 cs"), "\(run.error)")
        #expect(run.error.contains("50, 25, 20, 10, 5, 4, 2 or 1 fps"))
        for fps in ["25", "4"] {
            let even = Run(["gif", "trap", "--fps", fps, "--scale", "1", "-o", dir + "/e\(fps).gif"])
            #expect(!even.error.contains("warning"), "\(even.error)")
        }
        let webp = Run(["animate", "trap", "--fps", "30", "--scale", "1", "-o", dir + "/t.webp"])
        #expect(!webp.error.contains("warning"))
        let fast = Run(["gif", "trap", "--fps", "100", "-o", dir + "/f.gif"])
        #expect(fast.status == .usage)
        #expect(fast.error.contains("use 50, 25, 20, 10, 5, 4, 2 or 1 fps"), "\(fast.error)")
    }

    @Test func aPosterWithFiniteLoopsSaysWhereItStops() throws {
        let dir = Self.tempDir()
        let run = Run(["gif", "trap", "--fps", "5", "--scale", "1", "--poster", "1.4", "--loops", "1", "-o", dir + "/p.gif"])
        #expect(run.status == .success)
        #expect(run.error.contains("boardgen: note: with --poster 1.4 and --loops 1 the animation plays once"), "\(run.error)")
        let forever = Run(["gif", "trap", "--fps", "5", "--scale", "1", "--poster", "1.4", "-o", dir + "/f.gif"])
        #expect(!forever.error.contains("note:"))
    }

    @Test func aMissingBoardFileHasNoPosition() {
        let run = Run(["render", "no-such-board.json", "--at", "1", "-o", "/tmp/x.png"])
        #expect(run.status == .usage)
        #expect(run.error == "boardgen: error: no-such-board.json: cannot read the board file: no such file\n")
        let check = Run(["check", "no-such-board.json"])
        #expect(check.error == "boardgen: error: no-such-board.json: cannot read the board file: no such file\n")
    }

    @Test func helpOfNewNamesTheProgramOnce() {
        let help = Run(["help", "new"]).output
        #expect(!help.contains("boardgen boardgen"), "\(help)")
        for command in BoardgenCommand.program.commandNames {
            #expect(!Run(["help", command]).output.contains("boardgen boardgen"), "\(command)")
        }
    }

    @Test func scaleDefaultsAreInTheHelp() {
        #expect(Run(["render", "--help"]).output.contains("(default 1 pixel per point"))
        for command in ["gif", "animate", "sheet"] {
            #expect(Run([command, "--help"]).output.contains("(default 2 pixels per point"), "\(command)")
        }
        #expect(Run(["sheet", "--help"]).output.contains("--columns <n>           Frames per row, 1 to 24"))
    }
}
