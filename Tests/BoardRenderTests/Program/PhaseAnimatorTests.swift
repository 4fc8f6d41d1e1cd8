import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// Phase animators (Interpreter+PhaseAnimator.swift): the phase is the view's state; each move to
/// the next phase is a transaction of the phase's animation, the next when it logically
/// completes; a board runs one cycle when the view appears.
@Suite struct PhaseAnimatorTests {
    @Test func aPhaseAnimatorRunsOneCycleWithEachPhasesAnimation() throws {
        let b = try OneEngineTests.builder("""
            struct V: View {
                var body: some View {
                    Circle().frame(width: 40, height: 40)
                        .phaseAnimator([false, true]) { content, phase in
                            content.opacity(phase ? 0.2 : 1)
                        } animation: { phase in phase ? .linear(duration: 1) : .linear(duration: 0.5) }
                }
            }
            """)
        let circle = { (t: Double) throws -> SceneView in try #require(b.scene(at: t).views.first { $0.kind == "Circle" }) }
        // To the second phase in 1 s (linear), then back to the first in 0.5 s.
        #expect(abs(try circle(0.5).opacity - 0.6) < 1e-6)
        #expect(abs(try circle(1.0).opacity - 0.2) < 1e-6)
        #expect(abs(try circle(1.25).opacity - 0.6) < 1e-6)
        #expect(abs(try circle(b.timeline.cycle).opacity - 1) < 1e-6)
        #expect(b.timeline.steps.count == 2)
    }

    @Test func thePhaseAnimatorViewTakesThePhase() throws {
        let b = try OneEngineTests.builder("""
            struct V: View {
                var body: some View {
                    PhaseAnimator(["a", "b", "c"]) { p in Text(p) } animation: { _ in .linear(duration: 0.1) }
                }
            }
            """)
        // Each move cross-fades the text to the next phase's; the cycle ends at the first.
        let shown = b.timeline.steps.map { step in Set(b.scene(at: (step.start + step.end) / 2).views.filter { $0.kind == "Text" && $0.id != "status" }.compactMap(\.text)) }
        #expect(shown == [["a", "b"], ["b", "c"], ["c", "a"]], "\(shown)")
        #expect(b.scene(at: b.timeline.cycle).views.filter { $0.kind == "Text" && $0.id != "status" }.compactMap(\.text) == ["a"])
    }

    /// `trigger:`: each change of the trigger runs the phases once, from the first and back to it,
    /// each move a follow-up of the change with its phase's animation; nothing runs on appearing.
    @Test func aTriggeredPhaseAnimatorRunsItsPhasesWhenTheTriggerChanges() throws {
        let b = try OneEngineTests.builder("""
            struct V: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Button("Like") { n += 1 }
                        Circle().frame(width: 40, height: 40)
                            .phaseAnimator([1.0, 2.0, 1.5], trigger: n) { content, phase in content.scaleEffect(phase) }
                                animation: { _ in .linear(duration: 0.5) }
                    }
                }
            }
            """, steps: #"[{"click": "Like"}]"#)
        func width(_ t: Double) throws -> Double {
            let q = try #require(b.scene(at: t).views.first { $0.kind == "Circle" }).quad
            return q[1].x - q[0].x
        }
        // The click, then three moves of 0.5 s: to 2×, to 1.5×, back to 1×.
        #expect(b.timeline.steps.count == 4)
        let click = b.timeline.steps[0].start
        #expect(try width(click - 0.01) == 40)
        #expect(abs(try width(click + 0.25) - 60) < 1e-6)
        #expect(abs(try width(click + 0.5) - 80) < 1e-6)
        #expect(abs(try width(click + 1.0) - 60) < 1e-6)
        #expect(abs(try width(b.timeline.cycle) - 40) < 1e-6)
    }
}
