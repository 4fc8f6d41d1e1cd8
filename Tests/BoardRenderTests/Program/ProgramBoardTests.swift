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

/// Program boards (docs/programs.md §4): a SwiftUI program pasted as it is, driven by the actions a
/// person takes — typing, toggling, clicking — through its own bindings and actions.
@Suite struct ProgramBoardTests {
    /// A filtered list with a field, a toggle, a readout, rows with a transition, an
    /// `.animation(_:value:)` on the list and a button whose action animates.
    static let filter = """
    import SwiftUI

    struct Item: Identifiable {
        let id: Int
        var title: String
        var kind: String
        var included = true
    }

    @main struct FilterApp: App {
        var body: some Scene { WindowGroup { FilterView() } }
    }

    struct FilterView: View {
        @State private var query = ""
        @State private var tilesOnly = false
        @State private var items = [
            Item(id: 1, title: "Ring", kind: "Shape"),
            Item(id: 2, title: "Grid", kind: "Tile"),
            Item(id: 3, title: "Grid Two", kind: "Tile"),
            Item(id: 4, title: "Wave", kind: "Shape"),
        ]

        var filtered: [Item] {
            items.filter { item in
                (query.isEmpty || item.title.localizedCaseInsensitiveContains(query)) && (!tilesOnly || item.kind == "Tile")
            }
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Filter", text: $query, prompt: Text("Filter labels"))
                Toggle("Tiles only", isOn: $tilesOnly)
                Text("\\(filtered.count) of \\(items.count)")
                if filtered.isEmpty { Text("No matches") }
                VStack(spacing: 8) {
                    ForEach($items) { $item in
                        if !tilesOnly || item.kind == "Tile", query.isEmpty || item.title.localizedCaseInsensitiveContains(query) {
                            HStack {
                                Text(item.title)
                                Spacer()
                                Toggle("Included", isOn: $item.included)
                            }
                            .transition(.opacity)
                        }
                    }
                }
                .animation(.easeInOut(duration: 1), value: query)
                Button("Reverse original order") {
                    withAnimation(.easeInOut(duration: 0.5)) { items.reverse() }
                }
                Button("Add") {
                    withAnimation(.easeInOut(duration: 1)) {
                        items.insert(Item(id: 9, title: "New", kind: "Tile"), at: 0)
                    }
                }
            }
            .padding()
        }
    }
    """

    static func board(_ steps: String, swift: String = filter, extra: String = "") throws -> Board {
        try boardBesideSwift(swift, file: "Filter.swift", json: #"{"swift": ["Filter.swift"], "view": "FilterView()", "width": 320, "steps": "# + steps + extra + "}")
    }

    static func rows(_ scene: Scene) -> [String] {
        scene.views.filter { $0.kind == "Text" && $0.id.contains("ForEach[") && $0.phase != .removing }.sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.text)
    }

    static func view(_ scene: Scene, _ text: String, kind: String = "Text") -> SceneView? {
        scene.views.first { $0.kind == kind && $0.text == text }
    }

    @Test func theStartingStateIsAFrameAndEachStepChangesTheProgramsOwnState() throws {
        let board = try Self.board(#"[{"enter": "g", "in": "Filter labels"}, {"toggle": "Tiles only"}, {"click": "Reverse original order"}]"#)
        let builder = try SceneBuilder(board: board)
        let steps = builder.timeline.steps
        #expect(steps[0].start == board.timing.hold)
        let start = builder.scene(at: 0)
        #expect(Self.rows(start) == ["Ring", "Grid", "Grid Two", "Wave"] && Self.view(start, "4 of 4") != nil)
        #expect(start.status == "START · 3 STEPS")
        let typed = builder.scene(at: steps[1].start - 0.01)
        #expect(Self.rows(typed) == ["Ring", "Grid", "Grid Two"] && Self.view(typed, "3 of 4") != nil)
        #expect(typed.status == "STEP 1 OF 3 · Enter “g” in Filter labels")
        #expect(Self.view(typed, "g", kind: "TextField")?.prompt == false)
        let toggled = builder.scene(at: steps[2].start - 0.01)
        #expect(Self.rows(toggled) == ["Grid", "Grid Two"] && toggled.views.first { $0.kind == "Toggle" && $0.text == "Tiles only" }?.isOn == true)
        let reversed = builder.scene(at: builder.timeline.cycle)
        #expect(Self.rows(reversed) == ["Grid Two", "Grid"])
        #expect(board.scenario.steps.map(\.caption) == ["Enter “g” in Filter labels", "Turn on Tiles only", "Click Reverse original order"])
    }

    /// Typing is not animated by itself: only the `.animation(_:value:)` whose value changed animates it.
    @Test func aFieldAnimatesOnlyThroughTheAnimationWatchingItsValue() throws {
        let board = try Self.board(#"[{"enter": "g", "in": "Filter"}, {"toggle": "Tiles only"}]"#)
        let builder = try SceneBuilder(board: board)
        let steps = builder.timeline.steps
        #expect(abs(steps[0].end - steps[0].start - 1) < 1e-9, "the list's .animation(…, value: query) runs 1 s")
        #expect(steps[1].end == steps[1].start, "the toggle changes tilesOnly, which no animation watches: views pop")
        // Halfway through the easeInOut, the leaving row is at half opacity, rows and texts included.
        let mid = builder.scene(at: steps[0].start + 0.5)
        let wave = try #require(Self.view(mid, "Wave"))
        #expect(wave.phase == .removing && abs(wave.opacity - 0.5) < 1e-6)
    }

    /// A button whose action calls withAnimation animates; an inserted row enters with its
    /// transition, half-way at the half-way point of an easeInOut; the rows below it move.
    @Test func aButtonsWithAnimationAnimatesTheInsertion() throws {
        let swift = Self.filter.replacingOccurrences(of: ".transition(.opacity)", with: ".transition(.offset(x: 100).combined(with: .opacity))")
        let board = try Self.board(#"[{"click": "Add"}]"#, swift: swift)
        let builder = try SceneBuilder(board: board)
        let step = builder.timeline.steps[0]
        #expect(abs(step.end - step.start - 1) < 1e-9)
        let mid = builder.scene(at: step.start + 0.5)
        let new = try #require(Self.view(mid, "New"))
        #expect(new.phase == .inserting && abs(new.opacity - 0.5) < 1e-6)
        #expect(abs(new.quad[0].x - (new.frame.minX + 50)) < 1e-6, "half its offset")
        let end = builder.scene(at: builder.timeline.cycle)
        let ring0 = try #require(Self.view(builder.scene(at: 0), "Ring")), ringMid = try #require(Self.view(mid, "Ring"))
        let ringEnd = try #require(Self.view(end, "Ring"))
        #expect(ringEnd.frame.minY > ring0.frame.minY && abs(ringMid.frame.minY - (ring0.frame.minY + ringEnd.frame.minY) / 2) < 1e-6)
    }

    /// The `row` qualifier picks the control inside the ForEach element that shows the text;
    /// the toggle writes through `$item.included`, a binding into the array.
    @Test func aRowPicksTheControlInsideTheElementThatShowsTheText() throws {
        let board = try Self.board(#"[{"toggle": "Included", "row": "Grid Two"}]"#)
        #expect(board.scenario.steps[0].caption == "Turn off Included for Grid Two")
        let end = try board.scene(at: try board.timeline().cycle)
        let toggles = end.views.filter { $0.kind == "Toggle" && $0.text == "Included" }.sorted { $0.frame.minY < $1.frame.minY }
        #expect(toggles.map(\.isOn) == [true, true, false, true])
    }

    @Test func aRunStepRunsInTheRootView() throws {
        let board = try Self.board(#"[{"run": "withAnimation(.linear(duration: 2)) { query = \"wave\" }"}]"#)
        let builder = try SceneBuilder(board: board)
        #expect(abs(builder.timeline.steps[0].end - builder.timeline.steps[0].start - 2) < 1e-9)
        #expect(Self.rows(builder.scene(at: builder.timeline.cycle)) == ["Wave"])
        #expect(board.scenario.steps[0].animationSource == ".linear(duration: 2)")
    }

    /// A field bound with `Binding(get:set:)` writes through its setter.
    @Test func customBindingsWriteThroughTheirSetter() throws {
        let swift = """
        struct Shout: View {
            @State private var text = ""
            var body: some View {
                VStack {
                    TextField("Name", text: Binding(get: { text }, set: { text = $0.uppercased() }))
                    Text("Hello, \\(text)")
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "S.swift", json: #"{"swift": ["S.swift"], "view": "Shout()", "steps": [{"enter": "ada", "in": "Name"}]}"#)
        let end = try board.scene(at: try board.timeline().cycle)
        #expect(Self.view(end, "Hello, ADA") != nil && Self.view(end, "ADA", kind: "TextField") != nil)
    }

    /// Reduce Motion is what the program reads: `withAnimation(reduceMotion ? nil : …)` pops.
    @Test func reduceMotionIsReadByTheProgram() throws {
        let swift = SamplePrograms.reduceMotionPop
        for reduce in [false, true] {
            let json = #"{"swift": ["P.swift"], "view": "Pop()", "environment": {"accessibilityReduceMotion": \#(reduce)}, "steps": [{"click": "Show"}]}"#
            let board = try boardBesideSwift(swift, file: "P.swift", json: json)
            let step = try board.timeline().steps[0]
            #expect((step.end - step.start == 0) == reduce)
        }
    }

    /// `if` in a view builder holds one place: the views after it keep their identity when it
    /// shows or hides, and its branch's views are views of their own.
    @Test func anIfHoldsItsPlaceAmongItsSiblings() throws {
        let board = try Self.board(#"[{"enter": "zzz", "in": "Filter"}]"#)
        let start = try board.scene(at: 0), end = try board.scene(at: try board.timeline().cycle)
        let ids = { (s: Scene) in Set(s.views.filter { $0.kind == "Button" }.map(\.id)) }
        #expect(ids(start) == ids(end) && ids(start) == ["FilterView/Button[5]", "FilterView/Button[6]"])
        #expect(end.views.contains { $0.id == "FilterView/Text[3.if]" && $0.text == "No matches" })
    }

    /// `$items[i]` over the visible indices writes the original array's element i: the bug the
    /// editor lesson shows, running as written.
    @Test func editsByVisibleIndexWriteTheWrongElement() throws {
        let swift = """
        struct Editor: View {
            @State private var items = ["Ring", "Grid", "Grid Two"]
            @State private var query = "grid"
            var visible: [Int] { items.indices.filter { items[$0].localizedCaseInsensitiveContains(query) } }
            var body: some View {
                VStack {
                    ForEach(visible.indices, id: \\.self) { i in
                        HStack {
                            Text(items[visible[i]])
                            TextField("Label name", text: $items[i])
                        }
                    }
                    Text(items.joined(separator: " · "))
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "E.swift", json: #"{"swift": ["E.swift"], "view": "Editor()", "steps": [{"enter": "Grid 2", "in": "Label name", "row": "Grid Two"}]}"#)
        let end = try board.scene(at: try board.timeline().cycle)
        #expect(Self.view(end, "Ring · Grid 2 · Grid Two") != nil)
    }

    @Test func labelsThatMatchNothingOrSeveralAreErrorsNamingTheLabels() throws {
        func message(_ steps: String) -> String {
            do { _ = try Self.board(steps); return "" } catch { return "\(error)" }
        }
        let none = message(#"[{"click": "Revers original order"}]"#)
        #expect(none.contains("step 1") && none.contains("no Button is labelled “Revers original order”")
            && none.contains("did you mean “Reverse original order”") && none.contains("“Add”"))
        let several = message(#"[{"toggle": "Included"}]"#)
        #expect(several.contains("4 Toggles are labelled “Included”") && several.contains("\"row\""))
        let row = message(#"[{"toggle": "Included", "row": "Circle"}]"#)
        #expect(row.contains("no row shows “Circle”") && row.contains("“Grid Two”"))
        let field = message(#"[{"enter": "a", "in": "Search"}]"#)
        #expect(field.contains("no TextField is labelled “Search”") && field.contains("“Filter labels”"))
        let key = message(#"[{"tap": "Add"}]"#)
        #expect(key.contains("no tap gesture is labelled “Add”; it is on a Button: use {\"click\": \"Add\"}"), "\(key)")
    }

    @Test func swiftErrorsInStepsNameTheirPlace() throws {
        func message(_ steps: String, swift: String = ProgramBoardTests.filter) -> String {
            do { _ = try Self.board(steps, swift: swift); return "" } catch { return "\(error)" }
        }
        let compile = message(#"[{"run": "query = = 1"}]"#)
        #expect(compile.contains("b.json:1:") && compile.contains("step 1's \"run\""))
        let crashing = Self.filter.replacingOccurrences(of: "withAnimation(.easeInOut(duration: 0.5)) { items.reverse() }",
                                                        with: "items[7].title = \"x\"")
        let runtime = message(#"[{"click": "Reverse original order"}]"#, swift: crashing)
        #expect(runtime.contains("Filter.swift:") && runtime.contains("the action of “Reverse original order”"), "\(runtime)")
    }

    @Test func theDumpListsEveryViewWithItsIdentityAndPhase() throws {
        let board = try Self.board(#"[{"enter": "g", "in": "Filter"}]"#)
        let builder = try SceneBuilder(board: board)
        let mid = builder.scene(at: builder.timeline.steps[0].start + 0.5)
        let row = try #require(mid.views.first { $0.id == "FilterView/VStack[4]/ForEach[4]" })
        #expect(row.kind == "Group" || row.kind == "HStack")
        let text = try #require(Self.view(mid, "Wave"))
        #expect(text.parent != nil && text.phase == .removing && text.id.hasPrefix("FilterView/VStack[4]/ForEach[4]/"))
        #expect(mid.views.contains { $0.id == "FilterView" && $0.parent == nil && $0.kind == "VStack" })
        let json = mid.json()
        #expect(json.contains("\"phase\": \"removing\"") && json.contains("\"step\""))
    }
}

/// What animates inside a view that stays, and panels side by side.
@Suite struct ProgramAnimationTests {
    /// A view's render effects, opacity, clip and frame animate with the transaction: an `.offset`
    /// half way, a frame collapsing under `.clipped()` half way, a frame growing listed in the dump
    /// half way.
    @Test func effectsAndClipsAnimateInPlace() throws {
        let swift = """
        struct Slide: View {
            @State private var moved = false
            var body: some View {
                VStack(spacing: 0) {
                    Button("Move") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
                    Text("Hello").offset(x: moved ? 100 : 0).opacity(moved ? 0.2 : 1)
                    Color.blue.frame(height: 40).frame(height: moved ? 0 : 40, alignment: .top).clipped()
                    RoundedRectangle(cornerRadius: 4).frame(width: moved ? 100 : 20, height: moved ? 60 : 20)
                    Color.green.frame(width: 50, height: 40).frame(height: moved ? 0 : nil).clipped()
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "S.swift", json: #"{"swift": ["S.swift"], "view": "Slide()", "steps": [{"click": "Move"}]}"#)
        let builder = try SceneBuilder(board: board)
        let start = builder.timeline.steps[0].start
        let before = builder.scene(at: 0), mid = builder.scene(at: start + 0.5)
        let text0 = try #require(before.cells.first { $0.name.hasSuffix("Text[1]") }?.tile?.texts.first)
        let text = try #require(mid.cells.first { $0.name.hasSuffix("Text[1]") }?.tile?.texts.first)
        let dx = (text.transform ?? .identity).apply(text.anchor).x - (text0.transform ?? .identity).apply(text0.anchor).x
        #expect(abs(dx - 50) < 1e-6, "half of the offset: \(dx)")
        #expect(abs(text.opacity - 0.6) < 1e-6)
        let color = try #require(mid.cells.first { $0.name.hasSuffix("Color[2]") }?.tile?.shapes.first)
        #expect(abs((color.clips.first?.rect.height ?? 0) - 20) < 1e-6, "the clip half collapsed")
        // The dump lists each view where the animation has it (docs/programs.md §5): frame and quad
        // interpolate size and place together …
        let shape = { (t: Double) in builder.scene(at: t).views.first { $0.kind == "RoundedRectangle" }! }
        let (a, z, half) = (shape(0), shape(builder.timeline.cycle), shape(start + 0.5))
        #expect(a.frame.width == 20 && z.frame.width == 100)
        #expect(approx(half.frame.width, 60, 1e-9) && approx(half.frame.height, 40, 1e-9))
        #expect(approx(half.frame.minX, (a.frame.minX + z.frame.minX) / 2, 1e-9))
        #expect(approx(half.quad[2].x - half.quad[0].x, 60, 1e-9) && approx(half.quad[2].y - half.quad[0].y, 40, 1e-9))
        // … and a frame going from `nil` (its content's 40) to 0 is a layout change: 20 halfway.
        let green = mid.views.first { $0.id.hasSuffix("Color[4]") }
        #expect(approx(green?.clip?.height ?? -1, 20, 1e-9), "\(String(describing: green?.clip))")
    }

    /// `.labelsHidden()` draws a toggle without its title; an action still finds it by it.
    @Test func labelsHiddenTogglesAreFoundByTheirTitle() throws {
        let swift = """
        struct Row: View {
            @State private var on = false
            var body: some View {
                HStack { Text("Wi-Fi"); Toggle("Wi-Fi", isOn: $on).labelsHidden() }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "R.swift", json: #"{"swift": ["R.swift"], "view": "Row()", "steps": [{"toggle": "Wi-Fi"}]}"#)
        let end = try board.scene(at: try board.timeline().cycle)
        let toggle = try #require(end.views.first { $0.kind == "Toggle" })
        #expect(toggle.isOn == true && toggle.frame.width == Platform.iOS.switchSize.width)
        #expect(end.cells.first { $0.name == toggle.id }?.tile?.texts.isEmpty == true)
    }

    /// Every step is applied to each panel; a row named by a text one panel does not show is
    /// the row at the first panel's place there. The editor's bug: by index, the toggle of the
    /// row at Grid Two's place flips Tile.
    @Test func panelsSideBySideTakeTheSameSteps() throws {
        let board = BuiltinBoards.editor
        #expect(board.panels.count == 2 && board.panels.allSatisfy { $0.program != nil })
        let builder = try SceneBuilder(board: board)
        let after7 = builder.scene(at: builder.timeline.steps[7].start - 0.01)
        func readout(_ panel: String) -> String? {
            after7.views.first { $0.panel == panel && ($0.text ?? "").hasPrefix("Original array") }?.text
        }
        #expect(readout("by id") == "Original array: Ring Two · Tile · Grid Two")
        #expect(readout("by index") == "Original array: Ring · Tile · Grid Two")
        let included = after7.views.filter { $0.panel == "by index" && $0.kind == "Toggle" && $0.text == "Included" }
        #expect(included.count == 3 && included.allSatisfy { $0.isOn == true }, "Tile was switched on instead of Grid Two off")
        let end = builder.scene(at: builder.timeline.cycle)
        #expect(end.views.contains { $0.panel == "by id" && $0.text == "Original array: Ring Two · Grid Two" })
        #expect(end.views.contains { $0.panel == "by index" && $0.text == "Original array: Tile · Grid Two" })
    }

    /// The identity lesson: stable ids insert and remove rows, positions change them in place,
    /// ids made anew make every row leave and enter.
    @Test func identityDecidesWhatMoves() throws {
        let builder = try SceneBuilder(board: BuiltinBoards.identity)
        let step = builder.timeline.steps[1]   // a → b
        let mid = builder.scene(at: (step.start + step.end) / 2)
        func phases(_ panel: String) -> Set<ViewPhase> {
            Set(mid.views.filter { $0.panel == panel && $0.id.contains("ForEach[") && $0.kind == "Text" }.map(\.phase))
        }
        #expect(phases("stable") == [.removing, .inserting])
        #expect(phases("position") == [.present])
        #expect(phases("fresh") == [.removing, .inserting])
        let next = builder.scene(at: builder.timeline.steps[3].start + 0.05)  // Tiles only: Tile A and Tile B stay
        #expect(Set(next.views.filter { $0.panel == "stable" && $0.id.contains("ForEach[") }.map(\.phase)).isSubset(of: [.present, .removing]))
        #expect(next.views.contains { $0.panel == "fresh" && $0.phase == .inserting })
    }
}

/// The layout of a program board: the header fits the panels; a board wider than a page wraps.
@Suite struct ProgramBoardLayoutTests {
    @Test func panelsWiderThanAPageWrapIntoRowsOfOneHeight() throws {
        #expect(PanelBoardLayout.rows([268, 268, 268, 268, 268], maximum: 1000) == [[0, 1, 2], [3, 4]])
        #expect(PanelBoardLayout.rows([1200, 100], maximum: 1000) == [[0], [1]])
        let swift = """
        struct Counter: View {
            let step: Int
            @State private var n = 0
            var body: some View {
                VStack { Text("\\(n)"); Button("Add") { n += step } }
            }
        }
        """
        let panels = (1...5).map { #"{"name": "p\#($0)", "view": "Counter(step: \#($0))"}"# }.joined(separator: ", ")
        let board = try boardBesideSwift(swift, file: "C.swift", json: #"{"swift": ["C.swift"], "width": 240, "panels": [\#(panels)], "steps": [{"click": "Add"}]}"#)
        let scene = try board.scene(at: try board.timeline().cycle)
        let cards = scene.boxes.map(\.rect)
        #expect(cards.count == 5 && cards[0].minY == cards[2].minY && cards[3].minY > cards[0].maxY)
        #expect(cards[0].height == cards[2].height && scene.size.width <= 2 * BoardLayout.margin + PanelBoardLayout.pageWidth)
        #expect((1...5).allSatisfy { k in scene.views.contains { $0.panel == "p\(k)" && $0.text == "\(k)" } })
        // The header wraps to the panels; the status has its own line.
        let title = try #require(scene.texts.first { $0.font == BoardLayout.titleFont })
        #expect(scene.texts.contains { $0.name == "status" && $0.baseline.x == title.baseline.x })
    }
}

/// A tutorial's app as people paste it: a NavigationStack with a title, a List of bound rows,
/// `.onDelete`, `$flag.animation()`, a disabled button and a guard in its action.
@Suite struct PastedAppTests {
    static let swift = """
    import SwiftUI

    struct TodoItem: Identifiable {
        let id = UUID()
        var title: String
        var isDone = false
    }

    @main
    struct TodoApp: App {
        var body: some Scene { WindowGroup { ContentView() } }
    }

    struct ContentView: View {
        @State private var items: [TodoItem] = [TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog", isDone: true)]
        @State private var newTitle = ""
        @State private var hideDone = false

        var body: some View {
            NavigationStack {
                VStack {
                    HStack {
                        TextField("New item", text: $newTitle)
                        Button("Add") {
                            guard !newTitle.isEmpty else { return }
                            withAnimation { items.append(TodoItem(title: newTitle)) }
                            newTitle = ""
                        }
                        .disabled(newTitle.isEmpty)
                    }
                    Toggle("Hide done", isOn: $hideDone.animation(.easeInOut(duration: 1)))
                    List {
                        ForEach($items) { $item in
                            if !hideDone || !item.isDone {
                                HStack {
                                    Text(item.title).strikethrough(item.isDone)
                                    Spacer()
                                    Toggle("Done", isOn: $item.isDone).labelsHidden()
                                }
                            }
                        }
                        .onDelete { offsets in items.remove(atOffsets: offsets) }
                    }
                    .listStyle(.plain)
                }
                .navigationTitle("Todos")
            }
        }
    }
    """

    @Test func aNavigationStackShowsItsTitleAndAnimatedBindingsAnimate() throws {
        let json = #"{"swift": ["Todo.swift"], "view": "ContentView()", "steps": [{"enter": "Call mom", "in": "New item"}, {"click": "Add"}, {"toggle": "Hide done"}]}"#
        let board = try boardBesideSwift(Self.swift, file: "Todo.swift", json: json)
        let builder = try SceneBuilder(board: board)
        let start = builder.scene(at: 0)
        let title = try #require(start.views.first { $0.text == "Todos" })
        let field = try #require(start.views.first { $0.kind == "TextField" })
        #expect(title.frame.maxY <= field.frame.minY && title.frame.height > 30)
        // Add: the field is cleared outside withAnimation, the row appended inside it.
        let steps = builder.timeline.steps
        #expect(steps.count == 4 && steps[1].end == steps[1].start && steps[2].end > steps[2].start)
        let end = builder.scene(at: builder.timeline.cycle)
        #expect(end.views.contains { $0.kind == "Text" && $0.text == "Call mom" })
        #expect(end.views.first { $0.kind == "TextField" }?.prompt == true)
        // `$hideDone.animation(.easeInOut(duration: 1))`: the toggle's write animates for 1 s.
        #expect(abs(steps[3].end - steps[3].start - 1) < 1e-9)
        #expect(!end.views.contains { $0.text == "Walk the dog" })
    }
}

/// `@State` of views a body makes is kept per identity, as SwiftUI keeps it: each row's own.
@Suite struct ChildStateTests {
    @Test func eachRowKeepsItsOwnState() throws {
        let swift = """
        struct Topic: Identifiable { let id: Int; let title: String; let detail: String }
        struct TopicRow: View {
            let topic: Topic
            @State private var isExpanded = false
            var body: some View {
                VStack(alignment: .leading) {
                    HStack {
                        Text(topic.title)
                        Spacer()
                        Button(isExpanded ? "Less" : "More") { withAnimation(.easeInOut(duration: 1)) { isExpanded.toggle() } }
                    }
                    if isExpanded { Text(topic.detail).transition(.opacity) }
                }
            }
        }
        struct TopicsView: View {
            let topics = [Topic(id: 1, title: "Springs", detail: "Bouncy"), Topic(id: 2, title: "Curves", detail: "Eased")]
            var body: some View {
                VStack { ForEach(topics) { TopicRow(topic: $0) } }
            }
        }
        """
        let json = #"{"swift": ["T.swift"], "view": "TopicsView()", "steps": [{"row": "Curves", "click": "More"}, {"row": "Springs", "click": "More"}, {"row": "Curves", "click": "Less"}]}"#
        let board = try boardBesideSwift(swift, file: "T.swift", json: json)
        let builder = try SceneBuilder(board: board)
        let steps = builder.timeline.steps
        #expect(steps.allSatisfy { abs($0.end - $0.start - 1) < 1e-9 }, "each row's own state changes inside withAnimation")
        let mid = builder.scene(at: steps[0].start + 0.5)
        let eased = try #require(mid.views.first { $0.text == "Eased" })
        #expect(eased.phase == .inserting && abs(eased.opacity - 0.5) < 1e-6)
        let end = builder.scene(at: builder.timeline.cycle)
        #expect(end.views.contains { $0.text == "Bouncy" } && !end.views.contains { $0.text == "Eased" })
        #expect(end.views.filter { $0.kind == "Button" }.compactMap(\.text).sorted() == ["Less", "More"])
    }
}

/// A view taking a `@Binding` is made in a board's `"view"` with `.constant(…)`.
@Suite struct ConstantBindingTests {
    @Test func aConstantBindingMakesTheView() throws {
        let swift = """
        struct Count: View {
            @Binding var count: Int
            var body: some View { Button("Count: \\(count)") { count += 1 } }
        }
        """
        let board = try boardBesideSwift(swift, file: "C.swift", json: #"{"swift": ["C.swift"], "view": "Count(count: .constant(3))", "steps": [{"click": "Count: 3"}]}"#)
        let end = try board.scene(at: try board.timeline().cycle)
        #expect(end.views.contains { $0.kind == "Button" && $0.text == "Count: 3" }, "a constant binding does not change")
    }

    /// A view taller than a given `"height"` overflows the window equally above and below, as a
    /// hosting view centres its root, and the window cuts it (a device's screen); without a height
    /// nothing is cut.
    @Test func aWindowOfAGivenHeightCentresAndCutsWhatOverflows() throws {
        let view = #"VStack(spacing: 0) { ForEach(0..<10) { i in Color.blue.frame(width: 50, height: 30) } }"#
        let cut = try BoardFileReader.read(SourceFile(name: "t.json", text: #"{"view": "\#(view)", "width": 200, "height": 100, "subtitle": null}"#)).scene(at: 0)
        let stack = try #require(cut.views.first { $0.kind == "VStack" })
        let window = try #require(stack.clip)
        #expect(window.height == 100 && window.width == 200)
        // 300 pt in 100: 100 above the window and 100 below.
        #expect(approx(stack.frame.minY, window.minY - 100, 1e-9) && approx(stack.frame.minX, window.minX + 75, 1e-9))
        #expect(cut.views.filter { $0.kind == "Color" }.allSatisfy { $0.clip == window })
        let whole = try BoardFileReader.read(SourceFile(name: "t.json", text: #"{"view": "\#(view)", "width": 200, "subtitle": null}"#)).scene(at: 0)
        #expect(whole.views.allSatisfy { $0.clip == nil })
    }
}
