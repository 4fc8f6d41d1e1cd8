import Foundation
import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Painter
@testable import Boards

/// A preview as a board's view (docs/board-format.md, "Previews"): `"preview": true` or a name
/// instead of `"view"`, and the board a Swift file implies on its own. The preview's body runs as a
/// root view — its `@Previewable` state the root's `@State`, the files' sample data in scope — and
/// its traits set the window where the board's keys do not.
@Suite struct PreviewBoardTests {
    static let app = """
    import SwiftUI

    struct Item {
        var name: String
    }
    extension Item {
        static let sample = Item(name: "Sample")
    }

    struct Row: View {
        var item: Item
        @Binding var isOn: Bool
        var body: some View {
            HStack {
                Text(item.name)
                Toggle("On", isOn: $isOn)
            }
            .padding()
        }
    }

    #Preview {
        Row(item: .sample, isOn: .constant(true))
    }

    #Preview("Stateful", traits: .sizeThatFitsLayout) {
        @Previewable @State var isOn = false
        Row(item: Item(name: "Hello"), isOn: $isOn)
            .preferredColorScheme(.dark)
    }

    #Preview("Fixed", traits: .fixedLayout(width: 300, height: 80)) {
        Row(item: .sample, isOn: .constant(false))
    }

    struct Row_Previews: PreviewProvider {
        static let local = Item(name: "Local")
        static var previews: some View {
            Row(item: local, isOn: .constant(true))
                .previewDisplayName("Provided")
        }
    }

    """

    static func board(_ json: String, swift: String = app) throws(BoardFileError) -> Board {
        try BoardFileReader.read(SourceFile(name: "b.json", text: json), files: ["App.swift": swift])
    }

    static func errors(_ json: String, swift: String = app) -> [String] {
        do {
            _ = try board(json, swift: swift)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location): \($0.message)" }
        }
    }

    /// `"preview": true` draws the first preview: its view is the root, as `"view"` would make it,
    /// and the sample data the files declare (`Item.sample`) is there.
    @Test func theFirstPreviewIsTheView() throws {
        let preview = try Self.board(#"{"swift": ["App.swift"], "preview": true, "subtitle": null}"#)
        let view = try Self.board(#"{"swift": ["App.swift"], "view": "Row(item: .sample, isOn: .constant(true))", "subtitle": null}"#)
        #expect(preview.isProgramBoard && preview.panels[0].program?.rootName == "Row")
        let a = try preview.scene(at: 0).views, b = try view.scene(at: 0).views
        #expect(a.map(\.id) == b.map(\.id) && a.map(\.frame) == b.map(\.frame))
        #expect(a.contains { $0.text == "Sample" })
        #expect(preview.programView == "#Preview" && preview.slotSize.width == 393)
    }

    /// `@Previewable @State` is the root's state: a step toggles it through its binding, a `"run"` sets it.
    @Test func previewableStateIsTheRootsState() throws {
        let board = try Self.board(#"""
        {"swift": ["App.swift"], "preview": "Stateful", "width": 320,
         "steps": [{"toggle": "On"}, {"run": "isOn = false"}]}
        """#)
        #expect(board.panels[0].program?.rootName == "Preview")
        let t = try board.timeline()
        func isOn(at time: Double) throws -> Bool? { try board.scene(at: time).views.first { $0.kind == "Toggle" }?.isOn }
        #expect(try isOn(at: 0) == false)
        #expect(try isOn(at: t.steps[0].end + 0.01) == true)
        #expect(try isOn(at: t.steps[1].end + 0.01) == false)
    }

    /// A provider's static members are in scope of its views; its display name selects it.
    @Test func aProvidersViewRunsWithItsStaticMembers() throws {
        let board = try Self.board(#"{"swift": ["App.swift"], "preview": "Provided"}"#)
        #expect(try board.scene(at: 0).views.contains { $0.text == "Local" })
        #expect(board.programView == "Row_Previews “Provided”")
        let byType = try Self.board(#"{"swift": ["App.swift"], "preview": "Row_Previews"}"#)
        #expect(byType.panels[0].program?.source == "Row_Previews “Provided”")
    }

    /// `.sizeThatFitsLayout`: the window is the view's ideal size; `.fixedLayout`: that size; the
    /// board's `"width"` and `"height"` win. `.preferredColorScheme(.dark)` makes the board dark, unless
    /// its `"environment"` says otherwise.
    @Test func traitsSetTheWindowAndTheColourScheme() throws {
        let fits = try Self.board(#"{"swift": ["App.swift"], "preview": "Stateful"}"#)
        let program = try #require(fits.panels[0].program)
        let ideal = try program.frames[0].layout(id: program.rootName, proposal: .unspecified, platform: .iOS,
                                                 measurer: PangoTextMeasurer.shared, composesGroups: true).size
        #expect(program.width == ideal.width && program.height == ideal.height && ideal.width < 393)
        #expect(fits.theme.name == "dark")
        // The row's padding is inside the window: the HStack is 16 pt in from each side.
        let row = try #require(try fits.scene(at: 0).views.first { $0.id == "Preview" })
        #expect(abs(row.frame.width + 32 - fits.slotSize.width) < 1e-9 && fits.slotSize == ideal)

        let fixed = try Self.board(#"{"swift": ["App.swift"], "preview": "Fixed"}"#)
        #expect(fixed.slotSize == Size(300, 80) && fixed.theme.name == "light")
        let wider = try Self.board(#"{"swift": ["App.swift"], "preview": "Fixed", "width": 360}"#)
        #expect(wider.slotSize == Size(360, 80))
        let light = try Self.board(#"{"swift": ["App.swift"], "preview": "Stateful", "environment": {"colorScheme": "light"}}"#)
        #expect(light.theme.name == "light")
    }

    /// Both keys, a name that is not there, a preview without Swift files and a value that is
    /// neither true nor a name are errors at the key, saying what exists.
    @Test func badPreviewKeysAreErrors() {
        #expect(Self.errors(#"{"swift": ["App.swift"], "preview": true, "view": "Row()"}"#)
            == [#"b.json:1:51: a board has "view" or "preview", not both: "preview" names the view to draw (a #Preview or a PreviewProvider of its Swift files)"#])
        let unknown = Self.errors(#"{"swift": ["App.swift"], "preview": "Statefull"}"#)
        #expect(unknown.count == 1 && unknown[0].hasPrefix("b.json:1:37: no preview is named “Statefull”; did you mean “Stateful”? the previews: “Preview”, “Stateful”, “Fixed”"), "\(unknown)")
        let none = Self.errors(#"{"swift": ["App.swift"], "preview": true}"#, swift: "struct A {}")
        #expect(none == [#"b.json:1:37: the Swift files declare no preview (#Preview { … } or a PreviewProvider); name the view to draw with "view" instead"#], "\(none)")
        #expect(Self.errors(#"{"preview": 1}"#).first?.contains(#""preview" is true (the first preview of the Swift files) or a preview's name"#) == true)
        #expect(Self.errors(#"{"preview": true}"#).first?.contains(#""preview" needs the Swift files that declare it"#) == true)
    }

    /// An error of the preview's own code is reported at its place in the Swift file.
    @Test func anErrorInThePreviewIsAtItsPlaceInTheSwiftFile() {
        let swift = Self.app + """
        #Preview("Broken") {
            Row(item: .sample, isOn: .constant(missing))
        }
        """
        let errors = Self.errors(#"{"swift": ["App.swift"], "preview": "Broken"}"#, swift: swift)
        #expect(errors.count == 1 && errors[0].hasPrefix("App.swift:44:40: in the preview “Broken”: 'missing' is a name"), "\(errors)")
    }

    /// Swift files on their own imply a board: the preview chosen (by default the first) as a still.
    @Test func swiftFilesImplyABoard() throws {
        let file = try SwiftFrontEnd.parseFile(SwiftSourceText(name: "Dir/App.swift", text: Self.app), debug: true)
        let board = try BoardFileReader.readPreview([file], choice: .named("Fixed"))
        #expect(board.title == "App · Fixed" && board.slotSize == Size(300, 80) && board.scenario.steps.isEmpty)
        #expect(try BoardFileReader.readPreview([file], choice: .first).panels[0].program?.rootName == "Row")
        do { _ = try BoardFileReader.readPreview([file], choice: .named("Nope")); Issue.record("read") } catch {
            #expect(error.description.hasPrefix("Dir/App.swift: no preview is named “Nope”; the previews: "), "\(error)")
        }
    }
}
