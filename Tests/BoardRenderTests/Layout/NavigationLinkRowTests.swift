import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene

/// A `NavigationLink` in a List is a row with the disclosure chevron at its trailing edge, its label
/// in the primary colour; outside a List its label is drawn in the accent colour, as a button's
/// (issue 41: labels were plain black with no chevron).
@Suite struct NavigationLinkRowTests {
    @Test func aLinkRowEndsWithTheChevron() throws {
        let scene = try stillScene(#"List { NavigationLink("Settings") { Text("Detail") }; Text("Plain") }"#, width: 320)
        let chevrons = scene.views.filter { $0.kind == "Image" }
        #expect(chevrons.count == 1)
        let chevron = try #require(chevrons.first), label = try #require(scene.views.first { $0.text == "Settings" })
        #expect(abs(chevron.frame.mid.y - label.frame.mid.y) < 1)
        // At the row's trailing inset (the card's edge less the row's 20 pt inset), past the label.
        #expect(chevron.frame.minX > label.frame.maxX + 100, "\(chevron.frame) vs \(label.frame)")
    }

    @Test func outsideAListTheLabelIsInTheAccentColour() throws {
        let scene = try stillScene(#"VStack { NavigationLink("Open") { Text("Detail") } }"#, width: 200)
        let tile = try #require(scene.cells.first { $0.name.hasSuffix("Text[0]") || $0.texts.contains { $0.text == "Open" } }?.tile)
        #expect(tile.texts.first?.color == Color(hex: 0x007AFF), "\(String(describing: tile.texts.first?.color))")
        #expect(!scene.views.contains { $0.kind == "Image" })
    }
}
