import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import ViewEngine

/// What rewrites a transaction besides `.animation(_:value:)` (docs/semantics.md §11;
/// TransactionRewrite.swift, ViewRecord.transaction): `.transaction { … }` setting the animation
/// (`nil`, `.none`) or `disablesAnimations`, `.transaction(value:_:)`, `withTransaction` of a
/// transaction that disables animations, and the `.animation(_:body:)` scope.
@Suite struct TransactionRewriteTests {
    /// The opacity and the vertical offset of the text `name` halfway through `seconds` after the
    /// first step's instant.
    static func look(_ b: SceneBuilder, _ name: String, at seconds: Double, step: Int = 0) throws -> (opacity: Double, offset: Double) {
        let v = try #require(b.scene(at: b.timeline.steps[step].start + seconds).views.first { $0.text == name })
        return (v.opacity, v.quad[0].y - v.frame.minY)
    }

    static func program(_ body: String, state: String = "@State var m = false", steps: String = #"[{"click": "Go"}]"#) throws -> SceneBuilder {
        try OneEngineTests.builder("""
            struct V: View {
                \(state)
                var body: some View {
                    VStack {
                        \(body)
                    }
                }
            }
            """, steps: steps)
    }

    /// `withTransaction` of `Transaction(animation: .linear)` with `disablesAnimations`: the
    /// `.animation(_:value:)` on the first text sets nothing (it moves linearly, 0.35 s); the
    /// second's `.transaction { t in t.animation = .none }` snaps it.
    @Test func aDisablingTransactionAndATransactionThatSnaps() throws {
        let b = try Self.program("""
            Text("One").offset(y: m ? 100 : 0).animation(.linear(duration: 2), value: m)
            Text("Two").offset(y: m ? 100 : 0).transaction { t in t.animation = .none }
            Button("Go") {
                var transaction = Transaction(animation: .linear)
                transaction.disablesAnimations = true
                withTransaction(transaction) { m.toggle() }
            }
            """)
        let step = b.timeline.steps[0]
        #expect(abs((step.end - step.start) - 0.35) < 1e-9)
        #expect(abs(try Self.look(b, "One", at: 0.175).offset - 50) < 0.5)
        #expect(abs(try Self.look(b, "Two", at: 0.01).offset - 100) < 1e-6)
    }

    /// `$0.disablesAnimations = true` in a `.transaction` above a view keeps the transaction's
    /// animation (1 s) and stops the `.animation(.linear(duration: 2), value:)` beneath it.
    @Test func disablesAnimationsStopsTheAnimationModifiersBeneath() throws {
        let b = try Self.program("""
            Text("One").offset(y: m ? 100 : 0).animation(.linear(duration: 2), value: m).transaction { $0.disablesAnimations = true }
            Button("Go") { withAnimation(.linear(duration: 1)) { m.toggle() } }
            """)
        #expect(abs(try Self.look(b, "One", at: 0.5).offset - 50) < 0.5)
        let step = b.timeline.steps[0]
        #expect(abs((step.end - step.start) - 1) < 1e-9)
    }

    /// `.transaction(value: n) { $0.animation = … }` rewrites only steps where `n` changed.
    @Test func aTransactionWithAValueRunsWhenTheValueChanged() throws {
        let b = try Self.program("""
            Text("One").offset(y: m ? 100 : 0).transaction(value: n) { $0.animation = .linear(duration: 2) }
            Button("Go") { withAnimation(.linear(duration: 1)) { m.toggle(); n += 1 } }
            Button("Move") { withAnimation(.linear(duration: 1)) { m.toggle() } }
            """, state: "@State var m = false\n@State var n = 0", steps: #"[{"click": "Go"}, {"click": "Move"}]"#)
        // Step 1: n changed, 2 s; step 2: only m, the withAnimation's 1 s.
        #expect(abs(try Self.look(b, "One", at: 0.5).offset - 25) < 0.5)
        #expect(abs(try Self.look(b, "One", at: 0.5, step: 1).offset - 50) < 0.5)
    }

    /// `.animation(.linear(duration: 2)) { $0.opacity(…) }` animates the opacity after a plain
    /// change; the offset outside the body and the view beneath it do not animate.
    @Test func anAnimationBodyAnimatesOnlyItsModifiers() throws {
        let b = try Self.program("""
            Text("One")
                .offset(x: m ? 30 : 0)
                .animation(.linear(duration: 2)) { $0.opacity(m ? 0.2 : 1) }
                .offset(y: m ? 100 : 0)
            Button("Go") { m.toggle() }
            """)
        let half = try Self.look(b, "One", at: 1)
        #expect(abs(half.opacity - 0.6) < 0.02)
        #expect(abs(half.offset - 100) < 1e-6)
        let v = try #require(b.scene(at: b.timeline.steps[0].start + 1).views.first { $0.text == "One" })
        #expect(abs(v.quad[0].x - v.frame.minX - 30) < 1e-6)
    }
}
