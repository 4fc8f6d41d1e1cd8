import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import ViewEngine

/// Animation scope (docs/semantics.md §11): a change takes the animation of the nearest
/// `.animation(_:value:)` outside its modifier; `nil` stops only what is beneath it; a step lasts
/// until its longest animation ends.
@Suite struct AnimationScopeTests {
    static func box(_ scene: Scene) -> SceneView? { scene.views.first { $0.text == "Box" } }

    /// `.opacity(…).animation(.linear(duration: 1), value: m).offset(…).animation(.linear(duration: 2), value: m)`:
    /// the opacity arrives in 1 s, the offset in 2 s, and the step lasts 2 s.
    @Test func eachModifierTakesTheNearestAnimationOutsideIt() throws {
        let b = try OneEngineTests.builder("""
            struct V: View {
                @State var m = false
                var body: some View {
                    VStack {
                        Text("Box")
                            .opacity(m ? 0.2 : 1)
                            .animation(.linear(duration: 1), value: m)
                            .offset(y: m ? 100 : 0)
                            .animation(.linear(duration: 2), value: m)
                        Button("Go") { m.toggle() }
                    }
                }
            }
            """, steps: #"[{"click": "Go"}]"#)
        let step = b.timeline.steps[0]
        #expect(abs((step.end - step.start) - 2) < 1e-9)
        func at(_ s: Double) throws -> (opacity: Double, offset: Double) {
            let v = try #require(Self.box(b.scene(at: step.start + s)))
            return (v.opacity, v.quad[0].y - v.frame.minY)
        }
        let half = try at(0.5), one = try at(1), onePointFive = try at(1.5)
        #expect(abs(half.opacity - 0.6) < 0.02 && abs(half.offset - 25) < 0.5)
        #expect(abs(one.opacity - 0.2) < 0.02 && abs(one.offset - 50) < 0.5)
        #expect(abs(onePointFive.opacity - 0.2) < 0.02 && abs(onePointFive.offset - 75) < 0.5)
    }

    /// `.animation(nil, value:)` inside snaps what is beneath it; the modifier outside still animates.
    @Test func nilStopsOnlyItsOwnSubtree() throws {
        let b = try OneEngineTests.builder("""
            struct V: View {
                @State var m = false
                var body: some View {
                    VStack {
                        Text("Box")
                            .opacity(m ? 0.2 : 1)
                            .animation(nil, value: m)
                            .offset(x: m ? 40 : 0)
                            .animation(.linear(duration: 1), value: m)
                        Button("Go") { m.toggle() }
                    }
                }
            }
            """, steps: #"[{"click": "Go"}]"#)
        let step = b.timeline.steps[0]
        let v = try #require(Self.box(b.scene(at: step.start + 0.5)))
        #expect(abs(v.opacity - 0.2) < 0.02)
        #expect(abs((v.quad[0].x - v.frame.minX) - 20) < 0.5)
    }
}
