import Foundation
import Testing
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

/// Scenario board files: every example equals its built-in board; bad input names the place.
@Suite struct ScenarioFileTests {
    static let examples = BoardFileReaderTests.examples

    /// The scenario vocabulary's examples (Examples/scenarios/) equal the scenario engine's boards.
    @Test(arguments: [("filter", BuiltinBoards.filterScenario), ("identity", BuiltinBoards.identityScenario),
                      ("editor", BuiltinBoards.editorScenario), ("collapse", BuiltinBoards.collapseScenario)])
    func scenarioExampleMatchesItsBoard(_ name: String, _ board: Board) throws {
        let file = try BoardFileLoader.load(path: Self.examples + "/scenarios/\(name).json")
        let a = try SceneBuilder(board: file), b = try SceneBuilder(board: board)
        #expect(a.timeline == b.timeline)
        let cycle = a.timeline.cycle
        for i in 0...100 {
            let t = cycle * Double(i) / 100
            #expect(a.scene(at: t).json() == b.scene(at: t).json(), "t = \(t)")
        }
    }

    /// The built-in programs are the files in Examples/, byte for byte (scripts/embed-programs.py).
    @Test(arguments: ["filter", "identity", "editor", "collapse"])
    func builtInProgramsAreTheExamples(_ name: String) throws {
        let files = try #require(BuiltinPrograms.files[name])
        #expect(try String(contentsOfFile: Self.examples + "/\(name).json", encoding: .utf8) == files.board)
        for (path, text) in files.swift {
            #expect(try String(contentsOfFile: Self.examples + "/" + path, encoding: .utf8) == text, "\(path): run scripts/embed-programs.py")
        }
        let file = try BoardFileLoader.load(path: Self.examples + "/\(name).json")
        let a = try SceneBuilder(board: file), b = try SceneBuilder(board: BuiltinBoards.named(name)!)
        #expect(a.timeline == b.timeline && a.timeline.steps.count >= 2)
        for t in [0, a.timeline.steps[0].start + 0.1, a.timeline.cycle] {
            var scene = a.scene(at: t)
            scene.board = name
            #expect(scene.json() == b.scene(at: t).json(), "t = \(t)")
        }
    }

    static func messages(_ text: String) -> [String] {
        BoardFileReaderTests.diagnostics(text).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    static func board(records: String = #"[{"id": "1", "title": "A"}, {"id": "2", "title": "B"}]"#,
                      panel: String = #"{"views": [{"list": {}}]}"#, steps: String = #"[{"query": "a"}]"#) -> String {
        "{\n\"records\": \(records),\n\"panels\": [\(panel)],\n\"steps\": \(steps)\n}"
    }

    @Test func aMinimalScenarioReads() throws {
        let b = try BoardFileReaderTests.read(Self.board())
        #expect(b.isPanelBoard && b.scenario.steps.count == 1 && b.scenario.initial.records.count == 2)
    }

    @Test func badScenariosAreReportedAtTheirPlace() {
        let cases: [(String, String)] = [
            (Self.board(panel: #"{"identity": "uuid", "views": [{"list": {}}]}"#), #"3:25: unknown panel 1's "identity" "uuid""#),
            (Self.board(steps: #"[{"sort": true}]"#), #"4:12: unknown operation or key "sort""#),
            (Self.board(steps: #"[{"remove": "9"}]"#), #"no record has the id "9""#),
            (Self.board(records: #"[{"id": "1", "title": "A"}, {"id": "1", "title": "B"}]"#),
             #"duplicate id "1": record 1 ("A") and record 2 ("B") both have it"#),
            (Self.board(steps: "[]"), "\"steps\" is empty"),
            (Self.board(steps: #"[{"query": "a"}, {"rename": {"row": 3, "to": "x"}}]"#), "there is no visible row 3"),
        ]
        for (text, expected) in cases {
            let found = Self.messages(text)
            #expect(found.count == 1 && found[0].contains(expected), "\(expected) — got \(found)")
        }
    }

    @Test func tooManyRecordsAndSteps() {
        let records = "[" + (0...64).map { #"{"id": "\#($0)"}"# }.joined(separator: ",") + "]"
        #expect(Self.messages(Self.board(records: records)).first?.contains("too many records: 65") == true)
        let steps = "[" + (0...100).map { _ in #"{"query": "a"}"# }.joined(separator: ",") + "]"
        #expect(Self.messages(Self.board(steps: steps)).first?.contains("too many steps: 101") == true)
    }

    @Test func gridStepsCanOnlySetPresent() {
        let text = #"{"cells": [{"name": "a", "transition": ".opacity"}], "steps": [{"query": "x"}]}"#
        let found = Self.messages(text)
        #expect(found.first?.contains("a grid board's steps can only set \"present\"") == true, "\(found)")
    }
}
