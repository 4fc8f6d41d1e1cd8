import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun

/// SwiftUI and Foundation the second held-out corpus (scripts/corpus/README.md) used that boards
/// did not read: each drawn as SwiftUI draws it.
@Suite struct HeldOutVocabularyTests {
    /// iOS 18's `Tab(_:systemImage:value:)`: the selected tab's content above a bar of the tabs.
    @Test func iOS18TabsAreTabs() throws {
        let scene = try HeldOutMisreadTests.scene("""
            struct T: View {
                @State private var selection = 1
                var body: some View {
                    TabView(selection: $selection) {
                        Tab("Home", systemImage: "house", value: 0) { Text("Home screen") }
                        Tab("Settings", systemImage: "gear", value: 1) { Text("Settings screen") }
                    }
                }
            }
            """, view: "T()")
        let texts = scene.views.compactMap(\.text)
        #expect(texts.contains("Settings screen") && !texts.contains("Home screen"))
        #expect(texts.contains("Home") && texts.contains("Settings"))
    }

    /// `Button("Delete", role: .destructive)` is drawn in red; `Button(role: .cancel) { } label: { }` as it is.
    @Test func buttonRoles() throws {
        let swift = """
            struct B: View {
                var body: some View {
                    VStack {
                        Button("Delete", role: .destructive) { }
                        Button(role: .cancel) { } label: { Text("Cancel") }
                    }
                }
            }
            """
        let scene = try HeldOutMisreadTests.scene(swift, view: "B()")
        #expect(scene.views.compactMap(\.text) == ["Delete", "Cancel"])
        let raster = try Renderer.raster(scene, scale: 1)
        let delete = try #require(scene.views.first { $0.text == "Delete" }).frame
        var reddest = 0
        for x in Int(delete.minX)..<Int(delete.maxX) {
            let p = raster[x, Int(delete.mid.y)] & 0xFF_FFFF
            let r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
            reddest = max(reddest, r - max(g, b))
        }
        #expect(reddest > 120, "the destructive label is red: \(reddest)")
    }

    /// `Dictionary(grouping:by:)`, `Calendar.range(of:in:for:)`, `@Environment(\.editMode)`,
    /// `Bundle.main.infoDictionary`, `T?.none` and `T?.some(x)` tags, `Binding { } set: { }`.
    @Test func foundationAndEnvironmentValues() throws {
        let scene = try HeldOutMisreadTests.scene("""
            enum Kind: String, CaseIterable { case a, b }
            struct E: View {
                @Environment(\\.editMode) var editMode
                @State private var kind: Kind? = .b
                let items = ["apple", "avocado", "banana"]
                var body: some View {
                    var text = "typed"
                    let binding = Binding<String> { text } set: { text = $0 }
                    let groups = Dictionary(grouping: items, by: { $0.first! })
                    let days = Calendar.current.range(of: .day, in: .month, for: Date())!
                    return VStack {
                        Text("\\(groups["a"]?.count ?? 0) \\(groups.count) \\(days.count)")
                        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing")
                        Text(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?")
                        Text(binding.wrappedValue)
                        Picker("Kind", selection: $kind) {
                            Text("None").tag(Kind?.none)
                            ForEach(Kind.allCases, id: \\.self) { Text($0.rawValue).tag(Kind?.some($0)) }
                        }
                    }
                }
            }
            """, view: "E()")
        // January 2026 has 31 days; the picker shows its selection.
        #expect(Array(scene.views.compactMap(\.text).prefix(6)) == ["2 2 31", "not editing", "1.0", "typed", "Kind", "b"])
    }

    /// `.lineLimit(3...6)` keeps room for three lines; `.lineLimit(2, reservesSpace: true)` for two.
    @Test func lineLimitsKeepRoom() throws {
        let scene = try HeldOutMisreadTests.scene("""
            struct L: View {
                var body: some View {
                    VStack {
                        Text("One").lineLimit(3...6)
                        Text("Two").lineLimit(2, reservesSpace: true)
                        Text("Plain")
                    }
                }
            }
            """, view: "L()")
        let heights = scene.views.filter { $0.kind == "Text" }.map(\.frame.size.height)
        #expect(heights.count == 3)
        #expect(abs(heights[0] - 3 * heights[2]) < 0.5 && abs(heights[1] - 2 * heights[2]) < 0.5, "\(heights)")
    }

    /// iOS 16's editable title, `.navigationTitle($name)`: the binding's value is the title.
    @Test func aBindingTitleIsItsValue() throws {
        let scene = try HeldOutMisreadTests.scene("""
            struct N: View {
                @State private var name = "Groceries"
                var body: some View { NavigationStack { Text("x").navigationTitle($name) } }
            }
            """, view: "N()")
        #expect(scene.views.compactMap(\.text).contains("Groceries"))
    }

    /// iOS 17's transition structs are SwiftUI's transitions: `AsymmetricTransition(insertion:
    /// MoveTransition(edge: .leading), removal: OpacityTransition())` moves in from the leading edge.
    @Test func transitionStructsAreTransitions() throws {
        let swift = """
            struct AT: View {
                @State private var shown = false
                var body: some View {
                    VStack {
                        Button("Toggle") { withAnimation { shown.toggle() } }
                        if shown {
                            Text("Card").transition(AsymmetricTransition(insertion: MoveTransition(edge: .leading), removal: OpacityTransition()))
                        }
                    }
                }
            }
            """
        let board = try SceneBuilder(board: boardBesideSwift(swift, file: "V.swift",
                                                             json: #"{"swift": "V.swift", "view": "AT()", "width": 300, "subtitle": null, "steps": [{"click": "Toggle"}]}"#))
        let step = try #require(board.timeline.steps.first)
        let early = try #require(board.scene(at: step.start + 0.05).views.first { $0.text == "Card" })
        let rest = try #require(board.scene(at: step.end).views.first { $0.text == "Card" })
        #expect(early.phase == ViewPhase.inserting && early.opacity == 1)
        #expect(early.quad[0].x < rest.quad[0].x - 20, "moves in from the leading edge: \(early.quad[0].x) → \(rest.quad[0].x)")
    }

    /// `.transformEffect(_:)` on a view: the map in the view's own coordinates (a rotation about
    /// its top-leading corner), its layout frame unchanged.
    @Test func transformEffectMovesTheDrawing() throws {
        let scene = try HeldOutMisreadTests.scene("""
            struct TE: View {
                var body: some View {
                    VStack(spacing: 40) {
                        Rectangle().frame(width: 60, height: 30).transformEffect(CGAffineTransform(translationX: 40, y: 0))
                        Rectangle().frame(width: 60, height: 30).transformEffect(CGAffineTransform(rotationAngle: .pi / 2))
                    }
                }
            }
            """, view: "TE()")
        let rects = scene.views.filter { $0.kind == "Rectangle" }
        #expect(rects.count == 2)
        #expect(abs(rects[0].quad[0].x - (rects[0].frame.minX + 40)) < 0.01)
        // A quarter turn about the top-leading corner: the top-trailing corner goes below it.
        #expect(abs(rects[1].quad[1].x - rects[1].frame.minX) < 0.01 && abs(rects[1].quad[1].y - (rects[1].frame.minY + 60)) < 0.01)
    }
}
