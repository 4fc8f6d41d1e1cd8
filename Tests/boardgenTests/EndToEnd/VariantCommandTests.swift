import Foundation
import Testing
import TestSupport

/// The lessons' variants and contact sheets through the binary.
@Suite struct VariantCommandTests {
    static func tempDir() -> String { RenderCommandTests.tempDir() }

    @Test func variantsAreTheSameTransformationsAsTheBoardFileKeys() throws {
        let dir = Self.tempDir()
        let data = try Data(contentsOf: URL(fileURLWithPath: RenderCommandTests.examples + "/bench.json"))
        let bench = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pairs: [([String], String, Any)] = [
            (["--no-animation"], "animation", NSNull()), (["--quiet-departures"], "quietDepartures", true),
            (["--no-reserve"], "reserve", false), (["--clip", "board"], "clip", "board"),
            (["--stagger", "0.15"], "timeline", ["hold": 0.6, "stagger": 0.15]),
        ]
        for (options, key, value) in pairs {
            // The bench's file with the key set, against the built-in bench with the option.
            var board = bench
            board[key] = value
            try JSONSerialization.data(withJSONObject: board).write(to: URL(fileURLWithPath: dir + "/bench.json"))
            let a = try BoardgenProcess.run(["render", "bench"] + options + ["--at", "1.2", "-o", dir + "/a.json"])
            let b = try BoardgenProcess.run(["render", dir + "/bench.json", "--at", "1.2", "-o", dir + "/b.json"])
            #expect(a.status == 0 && b.status == 0, "\(a.error)\(b.error)")
            let left = try String(contentsOfFile: dir + "/a.json", encoding: .utf8)
            let right = try String(contentsOfFile: dir + "/b.json", encoding: .utf8)
            #expect(left == right, "\(options)")
        }
    }

    @Test func sheetsOfCellsAndPhases() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["sheet", "bench", "--cells", "move,slide", "--phase", "insertion", "--count", "3",
                                         "--scale", "1", "-o", dir + "/s.png"])
        #expect(r.status == 0, "\(r.error)")
        #expect(FileManager.default.fileExists(atPath: dir + "/s.png"))
    }

    static let bad: [([String], String)] = [
        (["render", "bench", "--clip", "grid", "--at", "1", "-o", "OUT/x.png"], "expected cell, board or none"),
        (["render", "bench", "--stagger", "-0.1", "--at", "1", "-o", "OUT/x.png"], "from 0 to 10 seconds"),
        (["sheet", "bench", "--cells", "slid", "-o", "OUT/x.png"], "unknown cell 'slid'"),
        (["sheet", "bench", "--count", "25", "-o", "OUT/x.png"], "expected 2 to 24 instants"),
        (["sheet", "bench", "--at", (0...24).map { String(Double($0) / 10) }.joined(separator: ","), "-o", "OUT/x.png"],
         "at most 24 instants"),
        (["sheet", "bench", "--phase", "middle", "-o", "OUT/x.png"], "--phase middle: not a phase; 'bench' has removal (step 1), insertion (step 2), both, all"),
    ]

    @Test(arguments: bad.indices)
    func badInputIsRefused(_ i: Int) throws {
        let dir = Self.tempDir()
        let (arguments, fragment) = Self.bad[i]
        let r = try BoardgenProcess.run(arguments.map { $0.replacingOccurrences(of: "OUT", with: dir) })
        #expect(r.status == 2 && r.error.hasPrefix("boardgen: error: ") && r.error.contains(fragment), "\(r.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }
}
