import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Boards

/// `.preference(key:value:)`, `.onPreferenceChange` and `.onGeometryChange` in a program: after a
/// layout, a watch whose value changed runs its action, and what the action changes is drawn in
/// the same state (docs/semantics.md, "Preferences and geometry changes").
@Suite struct PreferenceTests {
    static let swift = """
    import SwiftUI

    struct WidthKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }
    struct CountKey: PreferenceKey {
        static var defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct Measured: View {
        @State private var widest: CGFloat = 0
        @State private var names: [String] = []
        @State private var height: CGFloat = 0
        @State private var wide = false

        var body: some View {
            VStack {
                Text("widest \\(Int(widest)), names \\(names.joined(separator: "+")), height \\(Int(height))")
                HStack {
                    Color.red.frame(width: 30, height: 20)
                        .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) })
                        .preference(key: CountKey.self, value: ["red"])
                    Color.blue.frame(width: wide ? 90 : 50, height: 20)
                        .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) })
                        .preference(key: CountKey.self, value: ["blue"])
                }
                .onPreferenceChange(WidthKey.self) { widest = $0 }
                .onPreferenceChange(CountKey.self) { names = $0 }
                Color.green.frame(height: wide ? 40 : 33)
                    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { height = $0 }
                Button("Widen") { wide = true }
            }
        }
    }
    """

    static func texts(_ b: SceneBuilder, at t: Double) -> [String] {
        b.scene(at: t).views.filter { $0.kind == "Text" && $0.id != "status" }.compactMap(\.text)
    }

    /// The first layout's values reach the actions before the first frame is drawn: the widest of
    /// two (the key's reduce), both names in the order laid out, the view's own height; a step that
    /// changes the layout runs the actions again, in the same state change.
    @Test func watchesRunAfterTheLayoutThatChangedTheirValue() throws {
        let board = try boardBesideSwift(Self.swift, file: "Measured.swift", json: #"""
        {"swift": ["Measured.swift"], "view": "Measured()", "width": 300, "steps": [{"click": "Widen"}]}
        """#)
        let b = try SceneBuilder(board: board)
        #expect(Self.texts(b, at: 0).first == "widest 50, names red+blue, height 33")
        let end = b.timeline.steps.last!.end + 0.01
        #expect(Self.texts(b, at: end).first == "widest 90, names red+blue, height 40")
    }

    /// A `.preference` writes its value over the key's values from the views inside it; a watch with
    /// no value set inside it sees the key's default (and does not run).
    @Test func aPreferenceReplacesTheValuesInsideIt() throws {
        let swift = """
        import SwiftUI
        struct NameKey: PreferenceKey {
            static var defaultValue: String = "none"
            static func reduce(value: inout String, nextValue: () -> String) { value += "," + nextValue() }
        }
        struct Outer: View {
            @State private var seen = "unset"
            @State private var empty = "unset"
            var body: some View {
                VStack {
                    Text("seen \\(seen), empty \\(empty)")
                    VStack {
                        Text("a").preference(key: NameKey.self, value: "a")
                        Text("b").preference(key: NameKey.self, value: "b")
                    }
                    .preference(key: NameKey.self, value: "outer")
                    Text("c")
                        .onPreferenceChange(NameKey.self) { empty = $0 }
                }
                .onPreferenceChange(NameKey.self) { seen = $0 }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Outer.swift", json: #"{"swift": ["Outer.swift"], "view": "Outer()"}"#)
        let b = try SceneBuilder(board: board)
        #expect(Self.texts(b, at: 0).first == "seen outer, empty unset")
    }

    /// A key the files do not declare is refused by name where its action would run.
    @Test func anUndeclaredKeyIsRefused() throws {
        let swift = """
        import SwiftUI
        struct Lone: View {
            @State private var v: CGFloat = 0
            var body: some View {
                Text("x").onPreferenceChange(MissingKey.self) { v = $0 }
            }
        }
        """
        #expect(throws: (any Error).self) {
            _ = try SceneBuilder(board: try boardBesideSwift(swift, file: "Lone.swift", json: #"{"swift": ["Lone.swift"], "view": "Lone()"}"#))
        }
    }

    /// `.onGeometryChange(for:of:action:)` with `{ old, new in … }`: the first layout runs it with its
    /// value as both, a change with the value before it.
    @Test func aGeometryChangeGetsItsOldValue() throws {
        let swift = """
        import SwiftUI
        struct Grow: View {
            @State private var tall = false
            @State private var log = "none"
            var body: some View {
                VStack {
                    Text(log)
                    Color.blue.frame(height: tall ? 50 : 20)
                        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { old, new in log = "\\(Int(old))→\\(Int(new))" }
                    Button("Grow") { tall = true }
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Grow.swift", json: #"""
        {"swift": ["Grow.swift"], "view": "Grow()", "width": 300, "steps": [{"click": "Grow"}]}
        """#)
        let b = try SceneBuilder(board: board)
        #expect(Self.texts(b, at: 0).first == "20→20")
        #expect(Self.texts(b, at: b.timeline.steps.last!.end + 0.01).first == "20→50")
    }
}
