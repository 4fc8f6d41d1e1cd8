import Testing
@testable import BoardRender
@testable import BoardScene

/// `.safeAreaInset(edge:alignment:spacing:content:)` (SafeAreaInset.swift): the content at the
/// edge, the view in the rest of the room, `spacing` between them.
@Suite struct SafeAreaInsetTests {
    @Test func theContentSitsAtItsEdgeAndTheViewTakesTheRest() throws {
        let views = try ViewSceneTests.views(#"Color.blue.safeAreaInset(edge: .bottom, spacing: 4) { Text("bar").frame(height: 30) }"#, width: 200, height: 200)
        let bar = try #require(views.values.first { $0.text == "bar" })
        let color = try #require(views.values.first { $0.kind == "Color" })
        // The bar's 30 pt frame at the bottom, 4 pt below the colour, which takes the rest.
        #expect(abs(color.frame.height - (200 - 4 - 30)) < 1e-6)
        #expect(abs(bar.frame.mid.y - (color.frame.maxY + 4 + 15)) < 1e-6)
    }

    @Test func aLeadingInsetIsBesideTheView() throws {
        let views = try ViewSceneTests.views(#"Color.blue.safeAreaInset(edge: .leading, spacing: 0) { Color.red.frame(width: 50) }"#, width: 200, height: 100)
        let colors = views.values.filter { $0.kind == "Color" }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(colors.count == 2 && abs(colors[0].frame.width - 50) < 1e-6 && abs(colors[1].frame.width - 150) < 1e-6)
    }

    @Test func anEdgeThatIsNotOneIsRefused() {
        #expect(throws: (any Error).self) { try ViewSceneTests.scene(#"Color.blue.safeAreaInset(edge: .center) { Text("x") }"#) }
    }
}
