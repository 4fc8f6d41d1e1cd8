import Foundation
import Testing
import TestSupport

/// Scenarios through the binary: list, render with variants, new --scenario, and bad input.
@Suite struct ScenarioCommandTests {
    static func tempDir() -> String { RenderCommandTests.tempDir() }

    /// The scenario vocabulary's copy of the filter tutorial.
    static let filterScenario = RenderCommandTests.examples + "/scenarios/filter.json"

    @Test func listPrintsEveryStep() throws {
        let r = try BoardgenProcess.run(["list", Self.filterScenario])
        #expect(r.status == 0)
        #expect(r.output.contains("1. Type a") && r.output.contains("0–0.22 s"))
        #expect(r.output.contains("5. Clear + toggle off") && r.output.contains("cycle 4.1 s"))
    }

    /// A program board lists its start, each step's action and times, and its animations.
    @Test func listPrintsAProgramsActions() throws {
        let r = try BoardgenProcess.run(["list", "filter"])
        #expect(r.status == 0)
        #expect(r.output.contains("a program: FilteredCollectionView()") && r.output.contains("held 0.6 s"))
        #expect(r.output.contains("1. Enter “a” in Filter") && r.output.contains("0.6–0.82 s"))
        #expect(r.output.contains("7. Turn off Tiles only") && r.output.contains("cycle 6.34 s"))
        let editor = try BoardgenProcess.run(["list", "editor"])
        #expect(editor.output.contains("Click Reverse original order") && editor.output.contains("withAnimation(.easeInOut(duration: 0.3))"))
    }

    /// A program board without steps is a still: check and list say so, a sheet of it is refused
    /// with what to do instead (there is no motion to sample), and no file is left.
    @Test func aStillIsCheckedListedAndNotSampled() throws {
        let dir = Self.tempDir()
        try #"{"view": "Text(\"Hi\").padding()", "width": 200, "steps": []}"#.write(toFile: dir + "/still.json", atomically: true, encoding: .utf8)
        let check = try BoardgenProcess.run(["check", dir + "/still.json"])
        #expect(check.status == 0 && check.output.contains("a program, still: Text(\"Hi\").padding(), 200 pt wide (iOS)"), "\(check.output)")
        let list = try BoardgenProcess.run(["list", dir + "/still.json"])
        #expect(list.status == 0 && list.output.contains("a still: no steps, its first state held 0.6 s"), "\(list.output)")
        let sheet = try BoardgenProcess.run(["sheet", dir + "/still.json", "-o", dir + "/s.png"])
        #expect(sheet.status == 2 && sheet.error.contains("is a still") && !FileManager.default.fileExists(atPath: dir + "/s.png"))
        let render = try BoardgenProcess.run(["render", dir + "/still.json", "--at", "0", "-o", dir + "/s.png"])
        #expect(render.status == 0 && FileManager.default.fileExists(atPath: dir + "/s.png"))
    }

    /// `--reduce-motion` reaches a program's `@Environment`; variants its code decides are refused.
    @Test func programVariants() throws {
        let dir = Self.tempDir()
        let swift = SamplePrograms.reduceMotionPop
        try swift.write(toFile: dir + "/Pop.swift", atomically: true, encoding: .utf8)
        try #"{"swift": ["Pop.swift"], "view": "Pop()", "steps": [{"click": "Show"}]}"#.write(toFile: dir + "/pop.json", atomically: true, encoding: .utf8)
        let plain = try BoardgenProcess.run(["list", dir + "/pop.json"])
        #expect(plain.output.contains("0.6–1.6 s"), "\(plain.output)")
        let reduced = try BoardgenProcess.run(["list", dir + "/pop.json", "--reduce-motion"])
        #expect(reduced.output.contains("at 0.6 s"), "\(reduced.output)")
        let refused = try BoardgenProcess.run(["render", "filter", "--identity", "index", "--at", "1", "-o", dir + "/x.json"])
        #expect(refused.status == 2 && refused.error.contains("--identity does not apply to a program board"))
    }

    @Test func renderWritesADumpWithRowsByIdentity() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["render", Self.filterScenario, "--identity", "index", "--at", "0.93", "-o", dir + "/s.json"])
        #expect(r.status == 0, "\(r.error)")
        let json = try String(contentsOfFile: dir + "/s.json", encoding: .utf8)
        #expect(json.contains(#""id": "Panel/VStack[3]/ForEach[0]""#) && !json.contains(#""phase": "removing""#))
        #expect(json.contains(#""text": "Tile B""#))
    }

    @Test func reduceMotionAndSpeed() throws {
        let dir = Self.tempDir()
        var r = try BoardgenProcess.run(["render", Self.filterScenario, "--reduce-motion", "--at", "0.01", "-o", dir + "/a.json"])
        #expect(r.status == 0)
        #expect(!(try String(contentsOfFile: dir + "/a.json", encoding: .utf8)).contains("removing"))
        r = try BoardgenProcess.run(["render", "collapse", "--speed", "0.25", "--at", "9.5", "-o", dir + "/b.json"])
        #expect(r.status == 0, "the slowed cycle is 9.6 s: \(r.error)")
    }

    @Test func newScenarioWritesAStarterThatChecks() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["new", "--scenario", dir + "/story"])
        #expect(r.status == 0, "\(r.error)")
        let check = try BoardgenProcess.run(["check", dir + "/story.json"])
        #expect(check.status == 0 && check.output.contains("1 panel, 4 records, 3 steps"), "\(check.output)\(check.error)")
    }

    /// `new --program`: an app file and a board that renders as it is; a second run writes nothing.
    @Test func newProgramWritesAnAppAndABoardThatRender() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["new", "--program", dir + "/app"])
        #expect(r.status == 0, "\(r.error)")
        let check = try BoardgenProcess.run(["check", dir + "/app.json"])
        #expect(check.status == 0 && check.output.contains("a program board (ContentView()), 3 steps"), "\(check.output)\(check.error)")
        let render = try BoardgenProcess.run(["render", dir + "/app.json", "--at", "0", "-o", dir + "/app.scene.json"])
        #expect(render.status == 0, "\(render.error)")
        let scene = try String(contentsOfFile: dir + "/app.scene.json", encoding: .utf8)
        #expect(scene.contains("\"4 of 4 labels\"") && scene.contains("\"Filter labels\""))
        let again = try BoardgenProcess.run(["new", "--program", dir + "/app"])
        #expect(again.status == 2 && again.error.contains("already exists"))
    }

    static let bad: [([String], String)] = [
        (["render", filterScenario, "--identity", "uuid", "--at", "1", "-o", "OUT/x.json"], "expected id, index, fresh"),
        (["render", "filter", "--speed", "0", "--at", "1", "-o", "OUT/x.json"], "from 0.01 to 100"),
        (["render", "filter", "--at", "7", "-o", "OUT/x.json"], "outside the board's cycle"),
    ]

    @Test(arguments: bad.indices)
    func badInputIsRefused(_ i: Int) throws {
        let dir = Self.tempDir()
        let (arguments, fragment) = Self.bad[i]
        let r = try BoardgenProcess.run(arguments.map { $0.replacingOccurrences(of: "OUT", with: dir) })
        #expect(r.status == 2 && r.error.hasPrefix("boardgen: error: ") && r.error.contains(fragment), "\(r.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func aBadScenarioFileNamesTheLineAndColumn() throws {
        let dir = Self.tempDir()
        let board = dir + "/story.json"
        try Data("""
        {"records": [{"id": "1"}, {"id": "2"}],
         "panels": [{"views": [{"list": {}}]}],
         "steps": [{"caption": "x", "remove": "7"}]}
        """.utf8).write(to: URL(fileURLWithPath: board))
        let r = try BoardgenProcess.run(["render", board, "--at", "0", "-o", dir + "/x.png"])
        #expect(r.status == 2)
        #expect(r.error.contains("story.json:3:39: no record has the id \"7\" (ids: 1, 2)"), "\(r.error)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    }
}
