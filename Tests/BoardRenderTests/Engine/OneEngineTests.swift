import Foundation
import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Boards

/// One engine: a grid cell's view is a one-view program, run by the same interpreter; the dump
/// lists what is painted; a transition's identity modifier is laid out like any modifier.
@Suite struct OneEngineTests {
    /// A program board of `swift` (declaring `V`) with its steps, played from the start.
    static func builder(_ swift: String, steps: String = "[]", width: Int = 240) throws -> SceneBuilder {
        let json = #"{"swift": ["V.swift"], "view": "V()", "width": \#(width), "subtitle": null, "steps": \#(steps)}"#
        return try SceneBuilder(board: try boardBesideSwift("import SwiftUI\n" + swift, file: "V.swift", json: json))
    }

    static func view(_ scene: Scene, _ id: String) -> SceneView? { scene.views.first { $0.id == id } }

    // MARK: Cells read as programs

    /// A cell's view runs Swift as a program's body does: a subscript is a number.
    @Test func aCellsViewComputesItsArguments() throws {
        let padded = try ViewSceneTests.views(#"Text("x").padding([8, 16][1]).background(Color.red)"#, width: 200, height: 100)
        let text = try #require(padded["c"]), background = try #require(padded["c/background/Color"])
        // The background fills the padded view: 16 pt around the text on every side.
        #expect(abs(background.frame.width - text.frame.width - 32) < 1e-9)
        #expect(abs(background.frame.height - text.frame.height - 32) < 1e-9)
    }

    /// A ForEach in a cell runs its closure per element: interpolation and arithmetic are Swift's.
    @Test func aCellsForEachInterpolates() throws {
        let views = try ViewSceneTests.views(#"VStack { ForEach(0..<3) { i in Text("n\(i * 2)") } }"#, width: 200, height: 100)
        let texts = views.values.filter { $0.kind == "Text" }.sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.text)
        #expect(texts == ["n0", "n2", "n4"])
    }

    // MARK: The dump is what is painted

    /// A view's own `.opacity` is in its dumped opacity, at rest and while it animates; a
    /// container's too.
    @Test func theDumpCarriesEachViewsOwnOpacity() throws {
        let b = try Self.builder("""
            struct V: View {
                @State var faded = false
                var body: some View {
                    VStack {
                        Text("Half").opacity(0.5)
                        Text("Bar").opacity(faded ? 0 : 1)
                        Button("Fade") { withAnimation(.linear(duration: 1)) { faded.toggle() } }
                    }
                    .opacity(0.8)
                    .id("root")
                }
            }
            """, steps: #"[{"click": "Fade"}]"#)
        let step = b.timeline.steps[0]
        let rest = b.scene(at: 0)
        #expect(abs((Self.view(rest, "#root")?.opacity ?? 0) - 0.8) < 1e-9)
        #expect(abs((Self.view(rest, "#root/Text[0]")?.opacity ?? 0) - 0.4) < 1e-9)
        let mid = b.scene(at: step.start + 0.25)
        // Linear over 1 s, a quarter in: 0.75 of the way back from 1, under the stack's 0.8.
        #expect(abs((Self.view(mid, "#root/Text[1]")?.opacity ?? 0) - 0.75 * 0.8) < 1e-6)
        let end = b.scene(at: step.end + 0.01)
        #expect((Self.view(end, "#root/Text[1]")?.opacity ?? 1) < 1e-9)
    }

    /// Both strings of a cross-fading text are listed while they cross, at the opacities drawn.
    @Test func aCrossFadeListsBothStrings() throws {
        let b = try Self.builder("""
            struct V: View {
                @State var n = 1
                var body: some View {
                    VStack {
                        Text("Count \\(n)")
                        Button("More") { withAnimation(.linear(duration: 1)) { n += 1 } }
                    }
                }
            }
            """, steps: #"[{"click": "More"}]"#)
        let step = b.timeline.steps[0]
        let mid = b.scene(at: step.start + 0.25)
        let layers = mid.views.filter { $0.id == "V/Text[0]" }
        #expect(layers.compactMap(\.text) == ["Count 1", "Count 2"])
        #expect(abs(layers.map(\.opacity).reduce(0, +) - 1) < 1e-6)
        #expect(layers.allSatisfy { $0.phase == .present })
        #expect(b.scene(at: step.end + 0.01).views.filter { $0.id == "V/Text[0]" }.compactMap(\.text) == ["Count 2"])
    }

    /// An explicit `.id` names the view in the dump, on the root and inside a decoration.
    @Test func explicitIdsNameTheirViews() throws {
        let scene = try Self.builder("""
            struct V: View {
                var body: some View {
                    HStack {
                        Text("x").background { Color.blue.id("bg") }
                    }
                    .id("root")
                }
            }
            """).scene(at: 0)
        let ids = Set(scene.views.map(\.id))
        #expect(ids.contains("#root"))
        #expect(ids.contains("#root/Text[0]/background/#bg"))
    }

    /// `EmptyView()` takes no place in a stack: no slot, no spacing.
    @Test func emptyViewTakesNoSlot() throws {
        let scene = try Self.builder("""
            struct V: View {
                var body: some View {
                    VStack(spacing: 10) {
                        Text("a")
                        EmptyView()
                        Text("b")
                    }
                }
            }
            """).scene(at: 0)
        let a = try #require(Self.view(scene, "V/Text[0]")), b = try #require(Self.view(scene, "V/Text[2]"))
        #expect(abs(b.frame.minY - (a.frame.maxY + 10)) < 1e-9)
        #expect(!scene.views.contains { $0.kind == "EmptyView" })
    }

    // MARK: Transitions are modifiers in the tree

    static let foldUp = """
        struct FoldUpModifier: ViewModifier {
            var progress: Double
            func body(content: Content) -> some View {
                VStack(spacing: 0) { content }
                    .frame(height: (1 - progress) * 40, alignment: .top)
                    .clipped()
            }
        }
        struct V: View {
            @State var show = true
            var body: some View {
                VStack(spacing: 0) {
                    if show {
                        Text("Bar")
                            .transition(.modifier(active: FoldUpModifier(progress: 1), identity: FoldUpModifier(progress: 0)))
                    }
                    Text("Below").id("below")
                    Button("Toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
                }
            }
        }
        """

    /// The identity modifier is applied while the view is present: the bar is 40 pt tall and the
    /// view below starts under it; it folds away with the content below moving up with it.
    @Test func theIdentityModifierIsLaidOut() throws {
        let b = try Self.builder(Self.foldUp, steps: #"[{"click": "Toggle"}, {"click": "Toggle"}]"#)
        let rest = b.scene(at: 0)
        let bar = try #require(Self.view(rest, "V/Text[0.if]"))
        let below = try #require(Self.view(rest, "V/#below"))
        #expect(abs(below.frame.minY - (bar.frame.minY + 40)) < 1e-9)
        let removal = b.timeline.steps[0]
        let mid = b.scene(at: removal.start + 0.25)
        // A quarter into a linear fold: the bar shows 30 pt and the text below is 30 pt down.
        let folding = try #require(Self.view(mid, "V/Text[0.if]"))
        #expect(folding.phase == .removing)
        #expect(abs((folding.clip?.height ?? 0) - 30) < 1e-6)
        #expect(abs((Self.view(mid, "V/#below")?.frame.minY ?? 0) - (bar.frame.minY + 30)) < 1e-6)
        let gone = b.scene(at: removal.end + 0.01)
        #expect(Self.view(gone, "V/Text[0.if]") == nil)
        #expect(abs((Self.view(gone, "V/#below")?.frame.minY ?? 0) - bar.frame.minY) < 1e-9)
        // Inserted again: it unfolds to 40 pt.
        let back = b.scene(at: b.timeline.steps[1].end + 0.01)
        #expect(abs((Self.view(back, "V/#below")?.frame.minY ?? 0) - (bar.frame.minY + 40)) < 1e-9)
    }

    // MARK: Bad input

    /// A view whose body makes itself again is refused at the nesting limit, naming the view.
    @Test(arguments: [
        "struct V: View { var body: some View { V() } }",
        "struct V: View { var body: some View { VStack { V() } } }",
        "struct V: View { var body: some View { B() } }\nstruct B: View { var body: some View { V() } }",
    ])
    func aViewInsideItsOwnBodyIsRefused(_ swift: String) {
        #expect { try Self.builder(swift) } throws: { error in
            let text = "\(error)"
            return text.contains("views nest more than \(Interpreter.maximumCallDepth) deep") && text.contains("inside its own body")
        }
    }
}
