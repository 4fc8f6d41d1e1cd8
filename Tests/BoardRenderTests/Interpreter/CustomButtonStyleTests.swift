import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import ViewEngine

/// A `ButtonStyle` a file declares (Interpreter+ButtonStyle.swift): the buttons beneath
/// `.buttonStyle(Pill())` are drawn as its `makeBody(configuration:)` makes them from their labels,
/// at rest (`isPressed` false), and still run their actions when clicked.
@Suite struct CustomButtonStyleTests {
    static let swift = """
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(10)
                    .background(configuration.isPressed ? Color.red : Color.green)
                    .clipShape(Capsule())
            }
        }
        struct V: View {
            @State private var n = 0
            var body: some View {
                VStack {
                    Button("Add \\(n)") { n += 1 }
                    Button { n += 10 } label: { Text("Ten") }
                }
                .buttonStyle(Pill())
            }
        }
        """

    @Test func theStylesBodyDrawsEachButtonAndItsActionRuns() throws {
        let b = try OneEngineTests.builder(Self.swift, steps: #"[{"click": "Add 0"}, {"click": "Ten"}]"#)
        let end = b.scene(at: b.timeline.cycle)
        #expect(end.views.contains { $0.kind == "Button" && $0.text == "Add 11" })
        // Each label sits on the style's green capsule, 10 pt around it.
        let backgrounds = end.views.filter { $0.kind == "Color" }
        #expect(backgrounds.count == 2)
        let add = try #require(end.views.first { $0.kind == "Text" && $0.text == "Add 11" })
        let pill = try #require(backgrounds.first { $0.frame.minY <= add.frame.minY && $0.frame.maxY >= add.frame.maxY })
        #expect(abs(pill.frame.width - add.frame.width - 20) < 1e-6)
    }

    /// `.buttonStyle(.row)` with `extension ButtonStyle where Self == Row { static var row … }`:
    /// the implicit member is the app's static, and its style draws the button (AirSettingsUI).
    @Test func anImplicitMemberNamesTheAppsStyle() throws {
        let swift = """
            struct Row: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(10).background(Color.yellow)
                }
            }
            extension ButtonStyle where Self == Row { static var row: Row { Row() } }
            struct V: View {
                var body: some View { Button("Go") {}.buttonStyle(.row) }
            }
            """
        let b = try OneEngineTests.builder(swift, steps: "[]")
        let scene = b.scene(at: 0)
        let go = try #require(scene.views.first { $0.kind == "Text" && $0.text == "Go" })
        let fill = try #require(scene.views.first { $0.kind == "Color" })
        #expect(abs(fill.frame.width - go.frame.width - 20) < 1e-6)
    }
}
