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

/// Controls spelled with label closures, as apps write them: `Button(action: { … }, label: { … })`
/// in the parentheses, and `Toggle(isOn: $item.done) { Text(item.title) }` inside
/// `ForEach($items) { $item in … }` (where `item` is the binding's value).
@Suite struct LabelClosureTests {
    static let swift = """
    import SwiftUI

    struct Chore: Identifiable {
        var id = UUID()
        var title: String
        var done: Bool
    }

    @main
    struct ChoresApp: App {
        var body: some Scene { WindowGroup { Chores() } }
    }

    struct Chores: View {
        @State private var chores: [Chore] = []
        @State private var draft = ""

        var body: some View {
            List {
                ForEach($chores) { $chore in
                    Toggle(isOn: $chore.done) {
                        Text(chore.title)
                    }
                }
                HStack {
                    TextField("New chore", text: $draft)
                    Button(action: {
                        chores.append(Chore(title: draft, done: false))
                        draft = ""
                    }, label: {
                        Text("Add")
                    })
                }
            }
        }
    }
    """

    @Test func theLabelsNameTheControlsAndTheActionsRun() throws {
        let board = try boardBesideSwift(Self.swift, file: "Chores.swift", json: #"""
        {"swift": ["Chores.swift"], "view": "Chores()",
         "steps": [{"enter": "Dishes", "in": "New chore"}, {"click": "Add"}, {"toggle": "Dishes"}]}
        """#)
        let b = try SceneBuilder(board: board)
        let end = b.scene(at: b.timeline.cycle)
        let toggle = end.views.first { $0.kind == "Toggle" }
        #expect(toggle?.text == "Dishes" && toggle?.isOn == true)
        #expect(end.views.first { $0.kind == "TextField" }?.prompt == true)
        #expect(end.views.contains { $0.kind == "Button" && $0.text == "Add" })
    }

    /// Several trailing closures (SE-0279): `Button { action } label: { … }` — the first goes to
    /// `action:` by Swift's forward scan, the labelled one to `label:` — and its action runs.
    @Test func multipleTrailingClosuresBindByForwardScan() throws {
        let swift = """
        import SwiftUI
        struct Counter: View {
            @State private var score = 0
            var body: some View {
                VStack {
                    Text("Score \\(score)")
                    Button {
                        score += 1
                    } label: {
                        Text("Add")
                    }
                    Toggle(isOn: .constant(true)) {
                        Text("Sound")
                    }
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Counter.swift", json: #"{"swift": "Counter.swift", "view": "Counter()", "steps": [{"click": "Add"}, {"click": "Add"}]}"#)
        let b = try SceneBuilder(board: board)
        let end = b.scene(at: b.timeline.cycle)
        #expect(end.views.contains { $0.kind == "Text" && $0.text == "Score 2" })
        #expect(end.views.contains { $0.kind == "Button" && $0.text == "Add" })
    }

    /// A label of views is the button's content: laid out (its padding, its background), drawn in
    /// the button style's tint (white on a prominent bezel), listed under the button; the button
    /// is named by its text, not by the symbol beside it.
    @Test func aStyledLabelIsLaidOutAndDrawnAsTheButtonsContent() throws {
        let swift = """
        import SwiftUI
        struct Bar: View {
            @State private var n = 0
            var body: some View {
                VStack(spacing: 16) {
                    Button { n += 1 } label: {
                        Text("Add").padding().background(Color.blue).foregroundColor(.white).cornerRadius(8)
                    }
                    Button(action: { n = 0 }) {
                        HStack { Image(systemName: "arrow.counterclockwise"); Text("Reset") }
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Bar.swift", json: #"{"swift": "Bar.swift", "view": "Bar()", "steps": [{"click": "Reset"}]}"#)
        let scene = try board.scene(at: 0)
        let add = try #require(scene.views.first { $0.kind == "Button" && $0.text == "Add" })
        let label = try #require(scene.views.first { $0.kind == "Text" && $0.text == "Add" })
        let m = PangoTextMeasurer.shared.measure("Add", font: Platform.iOS.fontSpec(.body), width: nil).size
        // The padding (16 pt) is the button's: it is as large as its padded label.
        #expect(abs(add.frame.width - (m.width + 32)) < 1e-6 && abs(add.frame.height - (m.height + 32)) < 1e-6)
        #expect(label.parent == add.id && abs(label.frame.minX - (add.frame.minX + 16)) < 1e-6)
        let reset = try #require(scene.views.first { $0.kind == "Button" && $0.text == "Reset" })
        let inset = Platform.iOS.borderedButtonInsets
        let row = try #require(scene.views.first { $0.parent == reset.id })
        #expect(abs(reset.frame.height - (row.frame.height + 2 * inset.vertical)) < 1e-6)
        // Its text in white on the prominent bezel.
        let texts = scene.cells.first { $0.name == reset.id + "/HStack/Text[1]" }?.tile?.texts
        #expect(texts?.first?.color == Color(hex: 0xFFFFFF))
    }

    /// A closure in call position keeps the scope it is written in: `Button(action: x) { label }`'s
    /// label reads the view's properties and its own Shape (SwiftUI's signature says the trailing
    /// closure is the label, since `action:` is given), as `Label { … } icon: { … }`'s icon does;
    /// the action still runs when the button, named by that label, is clicked.
    @Test func aTrailingLabelClosureKeepsTheViewsScope() throws {
        let swift = """
        import SwiftUI
        struct Tri: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: rect.maxX, y: 0)); p.addLine(to: CGPoint(x: 0, y: rect.maxY)); p.closeSubpath() }
            }
        }
        struct Row: View {
            let title: String
            let symbol = "star"
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("Taps \\(taps)")
                    Button(action: { taps += 1 }) { Text(title) }
                    Button(action: {}) { Tri().fill(.red).frame(width: 10, height: 10) }
                    Label { Text(title + "!") } icon: { Image(systemName: symbol) }
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Row.swift", json: #"{"swift": "Row.swift", "view": "Row(title: \"Go\")", "steps": [{"click": "Go"}]}"#)
        let b = try SceneBuilder(board: board)
        let end = b.scene(at: b.timeline.cycle)
        #expect(end.views.contains { $0.kind == "Text" && $0.text == "Taps 1" })
        #expect(end.views.contains { $0.kind == "Button" && $0.text == "Go" })
        #expect(end.views.contains { $0.kind == "Tri" })
        #expect(end.views.contains { $0.kind == "Text" && $0.text == "Go!" })
    }
}
