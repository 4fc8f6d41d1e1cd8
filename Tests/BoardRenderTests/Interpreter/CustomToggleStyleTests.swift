import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import ViewEngine

/// A `ToggleStyle` a file declares (Interpreter+ToggleStyle.swift): each `Toggle` beneath
/// `.toggleStyle(CheckBox())` is drawn as its `makeBody(configuration:)` makes it — the label, the
/// binding's value as `configuration.isOn` — and `configuration.isOn.toggle()` sets the binding.
@Suite struct CustomToggleStyleTests {
    static let swift = """
        struct CheckBox: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                        .onTapGesture { configuration.isOn.toggle() }
                    configuration.label
                }
            }
        }
        struct V: View {
            @State private var done = true
            @State private var other = false
            var body: some View {
                VStack {
                    Toggle("Done", isOn: $done)
                    Toggle(isOn: $other) { Text("Other") }
                }
                .toggleStyle(CheckBox())
            }
        }
        """

    @Test func eachToggleIsTheStylesBodyAndTappingSetsItsBinding() throws {
        let b = try OneEngineTests.builder(Self.swift, steps: #"[{"tap": "square"}]"#)
        let start = b.scene(at: 0), end = b.scene(at: b.timeline.cycle)
        #expect(start.views.compactMap(\.symbol) == ["checkmark.square.fill", "square"])
        #expect(start.views.contains { $0.kind == "Text" && $0.text == "Other" } && start.views.contains { $0.kind == "Text" && $0.text == "Done" })
        #expect(!start.views.contains { $0.kind == "Toggle" })
        #expect(end.views.compactMap(\.symbol) == ["checkmark.square.fill", "checkmark.square.fill"])
    }

    /// `.toggleStyle(.checkBox)` with `extension ToggleStyle where Self == CheckBox { static var checkBox … }`.
    @Test func anImplicitMemberNamesTheAppsStyle() throws {
        let swift = Self.swift.replacingOccurrences(of: ".toggleStyle(CheckBox())", with: ".toggleStyle(.checkBox)")
            + "\nextension ToggleStyle where Self == CheckBox { static var checkBox: CheckBox { CheckBox() } }\n"
        let b = try OneEngineTests.builder(swift, steps: "[]")
        #expect(b.scene(at: 0).views.compactMap(\.symbol) == ["checkmark.square.fill", "square"])
    }
}
