import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
/// The starter of `boardgen new --program NAME`: a SwiftUI app file and a board that drives it
/// through its own controls, step by step.
extension BoardFileTemplate {
    /// The Swift file: a complete app with `@State`, a computed filter, a text field, a toggle and
    /// a `ForEach` of rows — the shape of the tutorials people write.
    public static func programSwift() -> String {
        #"""
        import SwiftUI

        @main
        struct LabelsApp: App {
            var body: some Scene {
                WindowGroup { ContentView() }
            }
        }

        struct LabelItem: Identifiable {
            let id: Int
            var title: String
            var kind: String
            var isTile: Bool { kind == "Tile" }
        }

        struct ContentView: View {
            @State private var query = ""
            @State private var tilesOnly = false
            private let items = [
                LabelItem(id: 1, title: "Tile A", kind: "Tile"),
                LabelItem(id: 2, title: "Dot A", kind: "Dot"),
                LabelItem(id: 3, title: "Tile B", kind: "Tile"),
                LabelItem(id: 4, title: "Ring", kind: "Ring"),
            ]

            private var visible: [LabelItem] {
                items.filter { item in
                    (query.isEmpty || item.title.localizedCaseInsensitiveContains(query)) && (!tilesOnly || item.isTile)
                }
            }

            var body: some View {
                VStack(alignment: .leading, spacing: 12) {
                    TextField("Filter", text: $query, prompt: Text("Filter labels"))
                        .textFieldStyle(.roundedBorder)
                    Toggle("Tiles only", isOn: $tilesOnly)
                    Text("\(visible.count) of \(items.count) labels")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    ForEach(visible) { item in
                        HStack {
                            Text(item.title)
                            Spacer()
                            Text(item.kind).foregroundStyle(.secondary)
                        }
                        .padding(12)
                        .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.1)))
                        .transition(.opacity)
                    }
                    Button("Show all") {
                        withAnimation(.easeInOut(duration: 0.3)) {
                            query = ""
                            tilesOnly = false
                        }
                    }
                }
                .animation(.easeInOut(duration: 0.3), value: query)
                .padding()
            }
        }

        """#
    }

    /// The board: the Swift file's `ContentView` as a 360 pt wide iPhone window.
    public static func programText(title: String, swiftFile: String) -> String {
        let escapedTitle: String = JSONValue.string(title)
        let escapedFile: String = JSONValue.string(swiftFile)
        return """
        {
          "_comment": "A boardgen program board: a SwiftUI view pasted as it is, laid out as a window. Keys starting with _ are comments. Format: docs/board-format.md (Program boards)",
          "title": \(escapedTitle),
          "_swift": "the Swift files the view is declared in, relative to this file; a whole app file with @main is fine",
          "swift": [\(escapedFile)],
          "_view": "the root view: any view expression over the files' declarations",
          "view": "ContentView()",
          "_platform": "iOS or macOS: text styles and control looks",
          "platform": "iOS",
          "_width": "the width offered to the view, in points; its height is what it asks for (or set \\"height\\")",
          "width": 360,
          "_steps": "what a person does, in order: enter text in a field (by its title or prompt), toggle, click a button, or run Swift in the view",
          "steps": [
            {"enter": "a", "in": "Filter labels"},
            {"toggle": "Tiles only"},
            {"click": "Show all"}
          ]
        }

        """
    }
}
