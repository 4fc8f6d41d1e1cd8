import Testing
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// A weight set on a view (`.fontWeight(_:)`, `.bold()`) applies on top of a font set below it, as
/// SwiftUI's font weight environment does: `.font(.title2).fontWeight(.bold)` is a bold title 2.
@Suite struct FontWeightTests {
    static func widths(_ views: String) throws -> [Double] {
        let scene = try OneEngineTests.builder("struct V: View {\n var body: some View {\n VStack {\n\(views)\n }\n }\n}", width: 360).scene(at: 0)
        return scene.views.filter { $0.text != nil }.sorted { $0.frame.minY < $1.frame.minY }.map(\.frame.width)
    }

    @Test func aWeightAboveAFontMakesItBold() throws {
        let w = try Self.widths("""
            Text("Weight 2026").font(.title2)
            Text("Weight 2026").font(.title2).fontWeight(.bold)
            Text("Weight 2026").font(.title2).bold()
            Text("Weight 2026").font(.title2.bold())
            VStack { Text("Weight 2026").font(.title2) }.fontWeight(.bold)
            """)
        #expect(w.count == 5)
        #expect(w[1] > w[0] + 1)
        #expect(w[2] == w[1] && w[3] == w[1] && w[4] == w[1])
    }

    @Test func theWeightNearestTheTextWins() throws {
        let w = try Self.widths("""
            Text("Weight 2026").font(.title2).fontWeight(.bold)
            VStack { Text("Weight 2026").font(.title2).fontWeight(.regular) }.fontWeight(.bold)
            Text("Weight 2026").font(.title2)
            """)
        #expect(w[1] == w[2] && w[0] > w[2] + 1)
    }
}
