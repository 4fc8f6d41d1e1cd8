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

/// `"run"` steps: Swift statements over the board's state, each transaction a step, and
/// `withAnimation(_:completionCriteria:_:completion:)`'s completion a follow-up step when its
/// animation completes (docs/board-format.md, "Steps written in Swift").
@Suite struct RunStepTests {
    static func board(_ steps: String, extra: String = "") throws -> Board {
        try BoardFileReader.read(SourceFile(name: "run.json", text: """
            {"animation": ".linear(duration: 1)", \(extra) "cells": [{"name": "a", "transition": ".opacity"}], "steps": \(steps)}
            """))
    }

    static func opacity(_ b: SceneBuilder, _ t: Double) -> Double? { b.scene(at: t).cells[0].tile?.opacity }

    /// The completion starts a follow-up change when the first animation logically completes
    /// (a curve: at its end), with its own animation.
    @Test func aCompletionStartsAFollowUpChange() throws {
        let board = try Self.board("""
            [{"caption": "Hide", "run": "withAnimation(.linear(duration: 1)) { present = false } completion: { withAnimation(.linear(duration: 0.5)) { present = true } }"}]
            """)
        #expect(board.scenario.steps.map(\.caption) == ["Hide", "Hide (completion)"])
        #expect(board.scenario.steps.map(\.operations) == [[.setPresent(false)], [.setPresent(true)]])
        #expect(board.scenario.steps[0].next == 1)
        let b = try SceneBuilder(board: board)
        #expect(abs((Self.opacity(b, 0.5) ?? -1) - 0.5) < 1e-9)      // removal, halfway
        #expect(abs((Self.opacity(b, 1.25) ?? -1) - 0.5) < 1e-9)     // the follow-up insertion, halfway
        #expect(Self.opacity(b, 1.5) == 1)
    }

    /// A fluid spring completes logically once its response has passed (`.removed` waits for it to rest);
    /// with no animation the completion runs at once.
    @Test func completionTimes() throws {
        #expect(Animation.spring(duration: 0.4).completionTime(.logicallyComplete) == 0.4)
        #expect(Animation.spring(duration: 0.4).completionTime(.removed) > 0.4)
        #expect(Animation.easeIn(duration: 0.3).logicallyComplete(after: 0.1).completionTime(.logicallyComplete) == 0.1)
        #expect(Animation.easeIn(duration: 0.3).repeatForever().completionTime(.logicallyComplete) == .infinity)
        #expect(Animation.easeIn(duration: 0.3).repeatForever().logicallyComplete(after: 2).completionTime(.logicallyComplete) == 2)
        let board = try Self.board("""
            [{"run": "withAnimation(.spring(duration: 0.4), completionCriteria: .logicallyComplete) { present = false } completion: { present = true }"}]
            """)
        #expect(board.scenario.steps[0].next == 0.4)
        #expect(board.scenario.steps[1].animation == .some(nil))   // a plain change
    }

    /// Statements read the state the steps before left: `present.toggle()` twice is back to true.
    @Test func statementsReadTheCurrentState() throws {
        let board = try Self.board("""
            [{"run": "withAnimation { present.toggle() }"}, {"run": "if !present { present.toggle() }"}]
            """)
        #expect(board.scenario.steps.map(\.operations) == [[.setPresent(false)], [.setPresent(true)]])
        #expect(board.scenario.steps[0].animation == .some(.default))
        #expect(board.scenario.steps[1].animation == .some(nil))
    }

    static let misspelled = #"[{"run": "withAnimation(.linear(duration: 1)) { presnt = false }"}]"#

    /// Errors point into the run's text.
    @Test func errorsPointIntoTheRun() {
        do {
            _ = try Self.board(Self.misspelled)
            Issue.record("expected an error")
        } catch let error as BoardFileError {
            let d = error.diagnostics.first
            #expect(d?.message.contains("cannot assign to 'presnt': it is not declared here; did you mean 'present'?") == true,
                    "\(String(describing: d?.message))")
            let text = "{\"animation\": \".linear(duration: 1)\",  \"cells\": [{\"name\": \"a\", \"transition\": \".opacity\"}], \"steps\": \(Self.misspelled)}"
            #expect(d?.location.column == text.distance(from: text.startIndex, to: text.range(of: "presnt")!.lowerBound) + 1, "\(String(describing: d?.location))")
        } catch {
            Issue.record("\(error)")
        }
    }
}
