import Testing
import TestSupport
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

/// Transitions interrupted by the next step (docs/semantics.md §12.3), through a one-cell board.
@Suite struct InterruptionTests {
    static func board(startsPresent: Bool, steps: [Step]) -> Board {
        var b = Board(name: "t", title: "t", columns: 1, animation: .linear(duration: 1), showsStatus: false,
                      cells: [.tile("a", .opacity, caption: "")])
        b.scenario = Scenario(initial: ScenarioState(present: startsPresent), steps: steps)
        return b
    }

    static func opacity(_ builder: SceneBuilder, _ t: Double) -> Double? {
        builder.scene(at: t).cells[0].tile?.opacity
    }

    /// Removed at 0, added again at 0.4 while still fading out: it comes back from where it is,
    /// α = c + (1 − c)(t − 0.4) with c = max(0, 1 − t).
    @Test func removalInterruptedByReinsertion() throws {
        let b = try SceneBuilder(board: Self.board(startsPresent: true, steps: [
            Step("remove", [.setPresent(false)], next: 0.4), Step("add", [.setPresent(true)]),
        ]))
        let expected: [(Double, Double)] = [(0.4, 0.6), (0.7, 0.51), (1.0, 0.6), (1.2, 0.8), (1.4, 1)]
        for (t, a) in expected { #expect(approx(try #require(Self.opacity(b, t)), a, 0.005), "t = \(t): \(Self.opacity(b, t) ?? -1)") }
        #expect(b.timeline.steps[1].start == 0.4 && b.timeline.steps[1].end == 1.4)
    }

    /// Inserted at 0, removed at 0.4: it fades from where it is and is deleted when the newest
    /// animation ends, α = c(1 − (t − 0.4)) with c = min(t, 1).
    @Test func insertionInterruptedByRemoval() throws {
        let b = try SceneBuilder(board: Self.board(startsPresent: false, steps: [
            Step("add", [.setPresent(true)], next: 0.4), Step("remove", [.setPresent(false)]),
        ]))
        let expected: [(Double, Double)] = [(0.4, 0.4), (0.7, 0.49), (1.0, 0.4), (1.2, 0.2)]
        for (t, a) in expected { #expect(approx(try #require(Self.opacity(b, t)), a, 0.005), "t = \(t): \(Self.opacity(b, t) ?? -1)") }
        #expect(Self.opacity(b, 1.41) == nil)
        #expect(b.scene(at: 0.7).cells.isEmpty == false)
    }

    /// Added again only after the removal has ended: a fresh insertion from willAppear.
    @Test func reinsertionAfterTheRemovalIsAFreshInsertion() throws {
        let b = try SceneBuilder(board: Self.board(startsPresent: true, steps: [
            Step("remove", [.setPresent(false)], hold: 0.5), Step("add", [.setPresent(true)]),
        ]))
        #expect(b.timeline.steps[1].start == 1.5)
        #expect(approx(try #require(Self.opacity(b, 1.75)), 0.25))
    }
}
