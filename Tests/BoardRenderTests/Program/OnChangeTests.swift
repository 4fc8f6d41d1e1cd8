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

/// `.onChange(of:initial:_:)` in a program: run after the evaluation that changed its value, with
/// the old and new values; what it changes joins that state change.
@Suite struct OnChangeTests {
    static let swift = """
    import SwiftUI

    struct Search: View {
        @State private var query = ""
        @State private var edits = 0
        @State private var last = "none"
        @State private var appeared = false

        var body: some View {
            VStack {
                TextField("Search", text: $query)
                Text("Edits \\(edits), last \\(last)")
                if appeared { Text("Appeared") }
            }
            .onChange(of: query) { oldValue, newValue in
                edits += 1
                last = oldValue + "→" + newValue
            }
            .onChange(of: edits, initial: true) {
                appeared = true
                if edits > 1 { query = "" }
            }
        }
    }
    """

    static func texts(_ b: SceneBuilder, at t: Double) -> [String] {
        b.scene(at: t).views.filter { $0.kind == "Text" && $0.id != "status" }.compactMap(\.text)
    }

    @Test func actionsRunWithOldAndNewValuesAndChainUntilSettled() throws {
        let board = try boardBesideSwift(Self.swift, file: "Search.swift", json: #"""
        {"swift": ["Search.swift"], "view": "Search()",
         "steps": [{"enter": "a", "in": "Search"}, {"enter": "ab", "in": "Search"}]}
        """#)
        let b = try SceneBuilder(board: board)
        let steps = b.timeline.steps
        // initial: true ran when the view appeared.
        #expect(Self.texts(b, at: 0) == ["Edits 0, last none", "Appeared"])
        #expect(Self.texts(b, at: steps[1].start - 0.01) == ["Edits 1, last →a", "Appeared"])
        // The second edit makes edits 2, whose onChange clears the query, which runs the first again.
        let end = b.scene(at: b.timeline.cycle)
        #expect(end.views.first { $0.kind == "TextField" }?.text == "Search")
        #expect(Self.texts(b, at: b.timeline.cycle) == ["Edits 3, last ab→", "Appeared"])
    }

    /// The older spelling `.onChange(of:perform:)` (iOS 14–16), whose action takes the new value
    /// (it used to stop the process: it has no `initial:`).
    @Test func theOlderPerformSpellingRuns() throws {
        let board = try boardBesideSwift("""
        import SwiftUI
        struct Old: View {
            @State private var on = false
            @State private var seen = "none"
            var body: some View {
                VStack {
                    Toggle("On", isOn: $on)
                    Text("Seen \\(seen)")
                }
                .onChange(of: on, perform: { value in seen = value ? "on" : "off" })
            }
        }
        """, file: "Old.swift", json: #"{"swift": ["Old.swift"], "view": "Old()", "steps": [{"toggle": "On"}]}"#)
        let b = try SceneBuilder(board: board)
        #expect(Self.texts(b, at: 0) == ["Seen none"])
        #expect(Self.texts(b, at: b.timeline.cycle) == ["Seen on"])
    }
}
