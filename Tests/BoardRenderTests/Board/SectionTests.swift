import Foundation
import Testing
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

/// `Section` and `Form`, as settings screens and tutorials write them: in a List each section's
/// header and footer is a row of its own in the secondary footnote style, without separators, a
/// section's gap above a header that follows rows; `Form` is a List of its rows.
@Suite struct SectionTests {
    static func views(_ view: String) throws -> [SceneView] {
        try stillScene(view, width: 320).views
    }

    @Test func headersAndFootersAreRowsWithoutSeparators() throws {
        let v = try Self.views(#"List { Section("One") { Text("a"); Text("b") }; Section { Text("c") } header: { Text("Two") } footer: { Text("End") } }"#)
        let texts = v.filter { $0.kind == "Text" }.map { $0.text ?? "" }
        // iOS's grouped List uppercases its headers (not its footers).
        #expect(texts == ["ONE", "a", "b", "TWO", "c", "End"])
        // One separator, between a and b: none next to a header or a footer.
        #expect(v.filter { $0.kind == "Divider" }.count == 1)
        func frame(_ s: String) throws -> Rect { try #require(v.first { $0.text == s }?.frame) }
        let footnote = PangoTextMeasurer.shared.measure("ONE", font: Platform.iOS.fontSpec(ViewFont(style: .footnote)), width: nil).size
        #expect(abs(try frame("ONE").height - footnote.height) < 1e-6)
        // A section's gap above the second header; the header sits right above its first row.
        let inset = Platform.iOS.sectionLabelInsets
        #expect(try frame("TWO").minY - frame("b").maxY > inset.between)
        #expect(try frame("a").minY - frame("ONE").maxY < Platform.iOS.listRowMinHeight)
    }

    @Test func formIsAListAndASectionOutsideAListIsItsViews() throws {
        let form = try Self.views(#"Form { Section(header: Text("H"), footer: Text("F")) { Toggle("On", isOn: .constant(true)) } }"#)
        let list = try Self.views(#"List { Section(header: Text("H"), footer: Text("F")) { Toggle("On", isOn: .constant(true)) } }"#)
        #expect(form.map(\.frame) == list.map(\.frame) && form.contains { $0.kind == "Toggle" })
        let stack = try Self.views(#"VStack { Section("H") { Text("x") } }"#)
        #expect(stack.filter { $0.kind == "Text" }.map(\.text) == ["H", "x"])
    }
}
