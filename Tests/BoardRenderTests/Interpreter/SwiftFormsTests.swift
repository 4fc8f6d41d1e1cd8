import Testing
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// Forms of Swift real apps write that a board reads as Swift does: a closure's declared result
/// type labels the tuple it returns; `ModifiedContent(content:modifier:)` is `.modifier(_:)`.
@Suite struct SwiftFormsTests {
    @Test func aClosuresDeclaredResultTypeLabelsItsTuple() throws {
        let swift = """
            func tallest() -> Double {
                let positions = (0..<3).map { i -> (x: Double, y: Double) in
                    return (Double(i) * 2, Double(i) * 3)
                }
                return positions.map { $0.y }.max() ?? 0
            }
            """
        #expect(try Run.value("tallest()", swift) == "6.0")
    }

    @Test func modifiedContentIsTheModifierApplied() throws {
        let swift = """
            struct Big: ViewModifier {
                let size: CGFloat
                func body(content: Content) -> some View { content.font(.system(size: size)) }
            }
            extension View {
                func big(_ size: CGFloat) -> some View { ModifiedContent(content: self, modifier: Big(size: size)) }
            }
            struct V: View {
                var body: some View { VStack { Text("A").big(40); Text("A").font(.system(size: 40)) } }
            }
            """
        let texts = try OneEngineTests.builder(swift).scene(at: 0).views.filter { $0.kind == "Text" }
        #expect(texts.count == 2 && texts[0].frame.height == texts[1].frame.height && texts[0].frame.width == texts[1].frame.width)
    }
}
