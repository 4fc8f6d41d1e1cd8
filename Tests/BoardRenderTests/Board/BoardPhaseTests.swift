import Testing
@testable import BoardRender
@testable import ViewEngine
@testable import Boards

/// `--phase`: one vocabulary with one meaning on every board (issue 42).
@Suite struct BoardPhaseTests {
    @Test func aToggleBoardsPhasesAreItsRemovalAndInsertion() throws {
        let bench = try SceneBuilder(board: BuiltinBoards.bench)
        #expect(try bench.steps(ofPhase: "removal") == [0])
        #expect(try bench.steps(ofPhase: "insertion") == [1])
        #expect(try bench.steps(ofPhase: "both") == [0, 1])
        #expect(try bench.steps(ofPhase: "2") == [1])
        #expect(bench.phaseChoices == "removal (step 1), insertion (step 2), both, all or a step from 1 to 2")
    }

    /// On a program, removal and insertion are the steps whose state change removes or inserts views.
    @Test func aProgramsPhasesAreTheStepsThatRemoveOrInsertViews() throws {
        let filter = try SceneBuilder(board: #require(BuiltinBoards.named("filter")))
        let removal = try filter.steps(ofPhase: "removal"), insertion = try filter.steps(ofPhase: "insertion")
        #expect(!removal.isEmpty && !insertion.isEmpty)
        // Step 1 (Enter "a") takes the B rows away; step 3 (Clear Filter) brings them back.
        #expect(removal.contains(0) && insertion.contains(2), "\(removal) \(insertion)")
        #expect(try filter.steps(ofPhase: "all") == Array(0..<7))
        #expect(throws: BoardPhaseError.self) { try filter.steps(ofPhase: "8") }
        do {
            _ = try filter.steps(ofPhase: "sideways")
            Issue.record("a word that is no phase")
        } catch {
            #expect(error.description.hasPrefix("--phase sideways: not a phase; 'filter' has removal (steps "), "\(error)")
            #expect(error.description.hasSuffix("both, all or a step from 1 to 7"), "\(error)")
        }
    }
}
