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

/// The data side of scenarios: computed rows, operations, and edits through a binding.
@Suite struct ScenarioTests {
    @Test func visibleRowsAreFilteredInOrder() {
        var s = ScenarioState(records: BuiltinBoards.labels)
        #expect(s.visible.map(\.id) == ["1", "2", "3", "4"])
        s.query = "A"
        #expect(s.visible.map(\.id) == ["1", "2"])
        s.query = "b"
        #expect(s.visible.map(\.id) == ["3", "4"])
        s.query = ""
        s.only = true
        #expect(s.visible.map(\.id) == ["1", "3"])
        s.query = "z"
        #expect(s.visible.isEmpty)
    }

    @Test func theFilterStepsGiveTheTutorialsRows() throws {
        let states = try BuiltinBoards.filterScenario.scenario.states(binding: .id)
        #expect(states.map { $0.visible.map(\.id) } == [["1", "2", "3", "4"], ["1", "2"], ["3", "4"], ["1", "3"], [], ["1", "2", "3", "4"]])
    }

    /// The editable list: written by id the rename changes Ring; written by visible
    /// index into the original array it changes Grid (the tutorial's bug).
    @Test func editsByIdAndByIndex() throws {
        let steps = BuiltinBoards.editorScenario.scenario
        let byID = try steps.states(binding: .id), byIndex = try steps.states(binding: .index)
        #expect(byID[2].records.map(\.title) == ["Grid", "Tile", "Ring Two"])
        #expect(byIndex[2].records.map(\.title) == ["Ring Two", "Tile", "Ring"])
        // Step 5 (Included only + turn off Included for Grid Two): by index it flips Tile instead.
        #expect(byID[5].visible.map(\.title) == ["Ring Two"])
        #expect(byIndex[5].visible.map(\.title) == ["Ring", "Tile", "Grid Two"])
        // Step 7 (Filter Tile + Remove): by index it removes Ring.
        #expect(byID[7].records.map(\.title) == ["Ring Two", "Grid Two"])
        #expect(byIndex[7].records.map(\.title) == ["Tile", "Grid Two"])
    }

    @Test func anEditOfARowNotShownIsAnError() {
        var s = ScenarioState(records: BuiltinBoards.labels, query: "z")
        #expect(throws: ScenarioError.self) { try s.apply(.rename(.row(0), to: "x"), binding: .id) }
        #expect(throws: ScenarioError.self) { try s.apply(.remove(.id("9")), binding: .id) }
        #expect(throws: ScenarioError.self) { try s.apply(.toggleFlag(.id("1")), binding: .index) }
    }

    @Test func stateNumbersAndConditions() {
        let n = StateNumber(source: "present ? 40 : 0")
        #expect(n == .choose(.present, 40, 0))
        #expect(n?.value(in: ScenarioState(present: false)) == 0)
        #expect(StateNumber(source: " 12 ") == .constant(12))
        #expect(StateNumber(source: "maybe ? 1 : 0") == nil)
        #expect(Condition(source: "items.isEmpty") == .empty)
        #expect(StateKey.visibleCount.changed(from: ScenarioState(records: BuiltinBoards.labels, query: "a"),
                                              to: ScenarioState(records: BuiltinBoards.labels, query: "b")) == false)
    }
}
