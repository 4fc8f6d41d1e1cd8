import Foundation
import Testing
import TestSupport

/// `boardgen render`, `gif`, `list`, `check` and `new` run as a user would,
/// with good and bad input.
@Suite struct RenderCommandTests {
    static func tempDir() -> String { temporaryDirectory("e2e") }

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Examples").standardized.path

    @Test func rendersPNGSVGAndJSON() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["render", "bench", "--at", "0,1.0s,2800ms", "--scale", "2", "-o", dir + "/f-{t}.png"])
        #expect(r.status == 0, "\(r.error)")
        for t in ["0.000", "1.000", "2.800"] {
            let data = try #require(FileManager.default.contents(atPath: dir + "/f-\(t).png"))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
        #expect(try BoardgenProcess.run(["render", "bench", "--at", "1", "-o", dir + "/b.svg"]).status == 0)
        let svg = try String(contentsOfFile: dir + "/b.svg", encoding: .utf8)
        #expect(svg.contains("<svg") && !svg.contains("<image"))
        #expect(try BoardgenProcess.run(["render", "bench", "--at", "1", "-o", dir + "/b.json"]).status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/b.json"))) as? [String: Any]
        #expect(json?["time"] as? Double == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func fpsRendersEveryFrameOfTheCycle() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["render", "trap", "--fps", "5", "-o", dir + "/{n}.json"])
        #expect(r.status == 0, "\(r.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).count == 34)   // 6.8 s × 5
        #expect(FileManager.default.fileExists(atPath: dir + "/0033.json"))
    }

    @Test func boardFilesWorkWhereverBuiltInNamesDo() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["render", Self.examples + "/springs.json", "--at", "0.3", "-o", dir + "/s.png"])
        #expect(r.status == 0, "\(r.error)")
        let list = try BoardgenProcess.run(["list", Self.examples + "/springs.json"])
        #expect(list.status == 0 && list.output.contains("cycle"))
    }

    /// Bad input: exit 2, one `boardgen: error:` line naming the problem, no file.
    static let badRenders: [([String], String)] = [
        (["render", "bnech", "--at", "1", "-o", "OUT/x.png"], "unknown board 'bnech'; did you mean 'bench'?"),
        (["render", "bench", "--at", "7", "-o", "OUT/x.png"], "outside the board's cycle: use 0 to 6.8 s"),
        (["render", "bench", "--at", "-1", "-o", "OUT/x.png"], "invalid value '-1' for '--at'"),
        (["render", "bench", "--at", "nan", "-o", "OUT/x.png"], "invalid value 'nan' for '--at'"),
        (["render", "bench", "--at", "1", "-o", "OUT/x.bmp"], "'.bmp' is not a format render writes; use .svg, .png, .json"),
        (["render", "bench", "--at", "1", "-o", "OUT/x.gif"], "for an animated GIF use `boardgen animate`"),
        (["render", "bench", "--at", "1", "-o", "OUT/x.webp"], "for an animated WebP use `boardgen animate`"),
        (["render", "bench", "--at", "1,2", "-o", "OUT/x.png"], "2 frames need a pattern: put {t} (time) or {n} (index)"),
        (["render", "bench", "--at", "1", "--scale", "5", "-o", "OUT/x.png"], "from 1 to 4"),
        (["render", "bench", "--at", "1", "-o", "OUT/q/{x}.json"],
         "unknown placeholder '{x}'; the placeholders are {t} (the time in seconds, 3 decimals) and {n} (the frame index, 4 digits)"),
        (["render", "bench", "--fps", "5", "-o", "-"], "34 frames are 34 files and standard output takes one"),
        (["render", "bench", "--at", "1", "-o", "-"], "give the format with --format svg, png or json"),
        (["render", "bench", "--at", "1", "--format", "png", "-o", "OUT/x.svg"], "'--format' is for '-o -' only"),
        (["gif", "bench", "-o", "-"], "give the format with --format gif, webp, svg or html"),
        (["gif", "bench", "--fps", "100", "-o", "OUT/x.gif"], "use 50, 25, 20, 10, 5, 4, 2 or 1 fps"),
        (["render", "bench", "--at", "1", "-o", "OUT"], "is a directory"),
        (["render", "bench", "--at", "1", "--thme", "dark", "-o", "OUT/x.png"], "did you mean '--theme'?"),
        (["render", "bench", "--at", "1", "--theme", "sepia", "-o", "OUT/x.png"], "expected light or dark"),
        (["gif", "bench", "--fps", "0", "-o", "OUT/x.gif"], "1 to 50 for GIF"),
        (["gif", "bench", "--fps", "-5", "-o", "OUT/x.gif"], "invalid value '-5' for '--fps'"),
        (["gif", "bench", "--fps", "60", "-o", "OUT/x.gif"], "cannot play faster than 50 fps"),
        (["gif", "bench", "--fps", "abc", "-o", "OUT/x.gif"], "invalid value 'abc' for '--fps'"),
        (["gif", "bench", "--loops", "sometimes", "-o", "OUT/x.gif"], "'forever' or how many times it plays"),
        (["gif", "bench", "--poster", "9", "-o", "OUT/x.gif"], "the poster must be a time in the cycle"),
        (["gif", "bench", "-o", "OUT/x.png"], "unknown extension '.png'; 'animate' writes .gif, .webp, .svg or .html"),
        (["gif", "bench", "-o", "OUT"], "OUT"),
    ]

    @Test(arguments: badRenders.indices)
    func badInputIsRefused(_ i: Int) throws {
        let dir = Self.tempDir()
        let (arguments, fragment) = Self.badRenders[i]
        let r = try BoardgenProcess.run(arguments.map { $0.replacingOccurrences(of: "OUT", with: dir) })
        #expect(r.status == 2, "\(arguments): \(r.status) \(r.error)")
        #expect(r.error.hasPrefix("boardgen: error: "), "\(r.error)")
        #expect(r.error.split(separator: "\n").count == 1, "\(r.error)")
        #expect(r.error.contains(fragment.replacingOccurrences(of: "OUT", with: dir)), "\(r.error)")
        #expect(r.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "a file was written")
    }

    @Test func aBrokenBoardLeavesAnExistingFileUntouched() throws {
        let dir = Self.tempDir()
        let out = dir + "/keep.png", board = dir + "/broken.json"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: out))
        try Data(#"{"cells": [{"name": "a", "transition": ".scael"}]}"#.utf8).write(to: URL(fileURLWithPath: board))
        for command in [["render", board, "--at", "1", "-o", out], ["gif", board, "-o", dir + "/keep.gif"]] {
            let r = try BoardgenProcess.run(command)
            #expect(r.status == 2)
            #expect(r.error.contains("broken.json:1:41: in cell \"a\"'s \"transition\": unknown transition '.scael'"))
            #expect(r.error.contains("did you mean '.scale'"))
        }
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: dir + "/keep.gif"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["broken.json", "keep.png"])
    }

    @Test func gifLoopsAndLastsOneCycle() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["gif", "trap", "--fps", "10", "--scale", "1", "-o", dir + "/t.gif"])
        #expect(r.status == 0, "\(r.error)")
        let gif = try decodeGif(path: dir + "/t.gif")
        #expect(gif.loopCount == 0)
        #expect(gif.durationCentiseconds == 680)
        #expect(gif.frames.allSatisfy { $0.delay >= 2 })
    }

    @Test func contactSheet() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["sheet", "bench", "--count", "6", "--columns", "3", "--scale", "1", "-o", dir + "/s.png"])
        #expect(r.status == 0, "\(r.error)")
        let png = try #require(loadPNG(dir + "/s.png"))
        // One header (44 pt), then 3 × 2 frames at half the board without its title block
        // (924 × (515 − 56) pt), 16 pt gutters, 14 pt time labels; at @1x the cells' captions
        // would be cut, so they follow whole in a block (13 pt a line).
        let width: Double = 16 + 3 * ((924 * 0.5).rounded(.up) + 16)
        let height: Double = 16 + 44 + 2 * (14 + ((515 - 56) * 0.5).rounded(.up) + 16)
        #expect(png.width == Int(width.rounded(.up)))
        #expect(png.height > Int(height.rounded(.up)) + 12 * 13)
        let svg = try BoardgenProcess.run(["sheet", "bench", "--at", "0.7,1.4", "-o", dir + "/s.svg"])
        #expect(svg.status == 0, "\(svg.error)")
        #expect(try !String(contentsOfFile: dir + "/s.svg", encoding: .utf8).contains("<image"))
        for bad in [["sheet", "bench", "--count", "0", "-o", dir + "/x.png"],
                    ["sheet", "bench", "--at", "9", "-o", dir + "/x.png"],
                    ["sheet", "bench", "--at", "1", "-o", dir + "/x.json"]] {
            let b = try BoardgenProcess.run(bad)
            #expect(b.status == 2 && b.error.hasPrefix("boardgen: error: "), "\(bad): \(b.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    }

    @Test func checkAndNew() throws {
        let dir = Self.tempDir()
        let made = try BoardgenProcess.run(["new", "starter"], in: dir)
        #expect(made.status == 0, "\(made.error)")
        let ok = try BoardgenProcess.run(["check", "starter.json", Self.examples + "/bench.json"], in: dir)
        #expect(ok.status == 0 && ok.output.contains("starter.json: ok"), "\(ok.error)")
        let again = try BoardgenProcess.run(["new", "starter"], in: dir)
        #expect(again.status == 2 && again.error.contains("already exists"))
        try Data(#"{"cells": 3}"#.utf8).write(to: URL(fileURLWithPath: dir + "/bad.json"))
        let bad = try BoardgenProcess.run(["check", "starter.json", "bad.json"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.error.contains("bad.json:1:11: \"cells\" must be an array of cells, found a number"))
    }
}
