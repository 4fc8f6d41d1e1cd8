import Testing
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// `.tabViewStyle(.page)`: the selected page fills the TabView, no tab bar, a dot per page over
/// its bottom (the selected one opaque); `.page(indexDisplayMode: .never)` has no dots.
@Suite struct PagedTabViewTests {
    static func scene(_ style: String, selection: Int = 1) throws -> Scene {
        try OneEngineTests.builder("""
            struct V: View {
                @State private var page = \(selection)
                var body: some View {
                    TabView(selection: $page) {
                        ForEach(0..<3) { i in Text("Page \\(i)").tag(i) }
                    }
                    .tabViewStyle(\(style))
                    .frame(height: 200)
                }
            }
            """, width: 300).scene(at: 0)
    }

    @Test func thePageFillsAndDotsMarkTheSelection() throws {
        let scene = try Self.scene(".page")
        #expect(scene.views.compactMap(\.text) == ["Page 1"])
        let dots = scene.views.filter { $0.kind == "Circle" }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(dots.count == 3)
        #expect(dots.allSatisfy { abs($0.frame.width - TabViewLayout.pageDot.diameter) < 1e-9 })
        // Centred in the band at the bottom of the 200 pt TabView.
        let page = try #require(scene.views.first { $0.text == "Page 1" })
        #expect(dots[0].frame.minY > page.frame.maxY)
        #expect(abs(dots[1].frame.minX + dots[1].frame.width / 2 - (page.frame.minX + page.frame.width / 2)) < 1e-6)
        #expect(!scene.views.contains { $0.kind == "Divider" })
    }

    @Test func withoutAnIndexThereAreNoDots() throws {
        let scene = try Self.scene(".page(indexDisplayMode: .never)", selection: 2)
        #expect(scene.views.compactMap(\.text) == ["Page 2"])
        #expect(!scene.views.contains { $0.kind == "Circle" })
        // The default style keeps the tab bar.
        #expect(try Self.scene(".automatic").views.contains { $0.kind == "Divider" })
    }
}
