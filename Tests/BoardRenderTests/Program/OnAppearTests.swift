import Foundation
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

/// `.onAppear { … }` in a program: when the view appears its actions run, a state change of their
/// own as the board starts, before the written steps (a spinner's `isLoading = true` turns it,
/// through its `.animation(_:value:)`); a view a step inserts runs its onAppear with that step;
/// what an onAppear cannot run is refused at its place.
@Suite struct OnAppearTests {
    static func builder(_ swift: String, steps: String = "") throws -> SceneBuilder {
        let json = #"{"swift": ["V.swift"], "view": "V()""# + (steps.isEmpty ? "" : #", "steps": "# + steps) + "}"
        return try SceneBuilder(board: try boardBesideSwift("import SwiftUI\n" + swift, file: "V.swift", json: json))
    }

    static func texts(_ scene: Scene) -> [String] {
        scene.views.filter { $0.kind == "Text" && $0.id != "status" && $0.opacity > 0 }.compactMap(\.text)
    }

    /// The direction of a view's top edge, in degrees.
    static func angle(_ view: SceneView) -> Double {
        let q = view.quad
        return atan2(q[1].y - q[0].y, q[1].x - q[0].x) * 180 / .pi
    }

    @Test func aSpinnerTurnsFromTheMomentItAppears() throws {
        let b = try Self.builder("""
        struct V: View {
            @State private var isLoading = false
            var body: some View {
                VStack {
                    Circle().trim(from: 0, to: 0.7).stroke(Color.blue, lineWidth: 6)
                        .frame(width: 60, height: 60)
                        .rotationEffect(.degrees(isLoading ? 360 : 0))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isLoading)
                    Text(isLoading ? "Loading" : "Idle")
                }
                .onAppear { isLoading = true }
            }
        }
        """)
        let steps = b.timeline.steps
        #expect(steps.map(\.caption) == ["onAppear"])
        // It happens as the board starts: the plain change is shown at once (SwiftUI never shows
        // the state before it at rest), the animated one starts from the body's first state.
        #expect(steps[0].start == 0)
        #expect(Self.texts(b.scene(at: 0)) == ["Loading"])
        let circle = { (t: Double) in b.scene(at: t).views.first { $0.kind == "Circle" }! }
        #expect(approx(Self.angle(circle(0)), 0, 1e-6))
        // Linear over 1 s, repeated: a quarter turn after 0.25 s, half a turn after 1.5 s.
        #expect(approx(Self.angle(circle(steps[0].start + 0.25)), 90, 1e-3))
        #expect(approx(abs(Self.angle(circle(steps[0].start + 1.5))), 180, 1e-3))
        #expect(Self.texts(b.scene(at: b.timeline.cycle)) == ["Loading"])
    }

    @Test func withAnimationInsideOnAppearAnimatesTheInsertion() throws {
        let b = try Self.builder("""
        struct V: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Text("Title")
                    if shown { Text("Hello").transition(.opacity) }
                }
                .onAppear(perform: reveal)
            }
            func reveal() {
                withAnimation(.linear(duration: 0.5)) { shown = true }
            }
        }
        """, steps: #"[{"run": "shown = false"}]"#)
        let steps = b.timeline.steps
        #expect(steps.map(\.caption).first == "onAppear" && steps.count == 2)
        let hello = b.scene(at: steps[0].start + 0.25).views.first { $0.text == "Hello" }
        #expect(hello?.phase == .inserting && approx(hello!.opacity, 0.5, 1e-6))
        // The written step comes after, and removes it.
        #expect(b.scene(at: steps[1].start - 0.01).views.contains { $0.text == "Hello" && $0.opacity == 1 })
        #expect(!Self.texts(b.scene(at: b.timeline.cycle)).contains("Hello"))
    }

    @Test func anOnAppearThatChangesNothingLeavesAStill() throws {
        let b = try Self.builder("""
        struct V: View {
            @State private var n = 1
            var body: some View { Text("n \\(n)").onAppear { print("appeared"); n = 1 } }
        }
        """)
        #expect(b.timeline.steps.isEmpty)
        #expect(Self.texts(b.scene(at: 0)) == ["n 1"])
    }

    @Test func aViewAStepInsertsRunsItsOnAppearWithThatStep() throws {
        let b = try Self.builder("""
        struct V: View {
            @State private var open = false
            @State private var visits = 0
            var body: some View {
                VStack {
                    Button("Open") { open.toggle() }
                    Text("Visits \\(visits)")
                    if open { Text("Detail").onAppear { visits += 1 } }
                }
            }
        }
        """, steps: #"[{"click": "Open"}, {"click": "Open"}, {"click": "Open"}]"#)
        let steps = b.timeline.steps
        #expect(steps.map(\.caption) == ["Click Open", "Click Open", "Click Open"])
        #expect(Self.texts(b.scene(at: steps[1].start - 0.01)) == ["Visits 1", "Detail"])
        #expect(Self.texts(b.scene(at: steps[2].start - 0.01)) == ["Visits 1"])
        #expect(Self.texts(b.scene(at: b.timeline.cycle)) == ["Visits 2", "Detail"])
    }

    @Test func whatAnOnAppearCannotRunIsRefusedAtItsPlace() throws {
        let error = try #require(throws: BoardFileError.self) {
            try Self.builder("""
            struct V: View {
                @State private var items: [String] = []
                var body: some View {
                    List(items, id: \\.self) { Text($0) }
                        .onAppear {
                            items = [AVPlayer().description]
                        }
                }
            }
            """)
        }
        #expect("\(error)".contains("in an onAppear action at "))
        #expect("\(error)".contains("V.swift:7:26: 'AVPlayer' cannot run on a board"), "\(error)")
    }

    /// A written step's errors keep their numbers when the appearance comes first.
    @Test func stepsAreNumberedAsWritten() throws {
        let error = try #require(throws: BoardFileError.self) {
            try Self.builder("""
            struct V: View {
                @State private var on = false
                var body: some View { Toggle("On", isOn: $on).onAppear { on = true } }
            }
            """, steps: #"[{"click": "Nope"}]"#)
        }
        #expect("\(error)".contains("step 1"), "\(error)")
    }
}
