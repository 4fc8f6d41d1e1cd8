import Testing
@testable import BoardRender
@testable import BoardScene
@testable import ViewEngine

/// `.hidden()`: the view keeps its place and draws nothing.
@Suite struct HiddenTests {
    @Test func aHiddenViewKeepsItsPlaceAndDrawsNothing() throws {
        func scene(_ middle: String) throws -> Scene {
            try OneEngineTests.builder("struct V: View { var body: some View { VStack { Text(\"a\"); \(middle); Text(\"c\") } } }").scene(at: 0)
        }
        let hidden = try scene("Text(\"b\").hidden()"), shown = try scene("Text(\"b\")")
        #expect(hidden.views.map(\.frame) == shown.views.map(\.frame))
        #expect(hidden.views.first { $0.text == "b" }?.opacity == 0)
        #expect(shown.views.first { $0.text == "b" }?.opacity == 1)
    }
}
