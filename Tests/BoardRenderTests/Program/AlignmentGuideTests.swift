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

/// `.alignmentGuide`: a view's guide for the stack's alignment, from its dimensions; the stack
/// aligns the guides and spans the children (SwiftUI's `_VStackLayout`/`_ZStackLayout` arithmetic).
@Suite struct AlignmentGuideTests {
    static func views(_ body: String) throws -> [SceneView] {
        let swift = "struct ContentView: View {\n    var body: some View {\n\(body)\n    }\n}"
        let board = try boardBesideSwift(swift, file: "Guides.swift", json: #"""
            {"swift": ["Guides.swift"], "view": "ContentView()", "width": 360, "subtitle": null}
            """#)
        return try SceneBuilder(board: board).scene(at: 0).views
    }

    @Test func aVStackAlignsTheGuides() throws {
        let views = try Self.views("""
            VStack(alignment: .leading, spacing: 0) {
                Text("Hello")
                Text("A longer line").alignmentGuide(.leading) { d in d[.trailing] }
                Text("In by 40").alignmentGuide(.leading) { _ in -40 }
                Text("Half").alignmentGuide(HorizontalAlignment.leading) { d in d.width / 2 }
            }
            """)
        let stack = try #require(views.first { $0.kind == "VStack" })
        let t = views.filter { $0.kind == "Text" }.map(\.frame)
        // The common line is the first text's leading edge; each text's guide sits on it.
        let line = t[0].minX
        #expect(abs(t[1].maxX - line) < 1e-9)
        #expect(abs(t[2].minX - (line + 40)) < 1e-9)
        #expect(abs(t[3].mid.x - line) < 1e-9)
        // The stack spans its children: from the leftmost to the rightmost edge.
        #expect(abs(stack.frame.minX - t.map(\.minX).min()!) < 1e-9 && abs(stack.frame.maxX - t.map(\.maxX).max()!) < 1e-9)
    }

    @Test func aGuideForAnotherAlignmentIsNotRead() throws {
        let views = try Self.views("""
            VStack(alignment: .leading, spacing: 0) {
                Text("Hello")
                Text("Moved?").alignmentGuide(.trailing) { _ in 500 }
            }
            """)
        let t = views.filter { $0.kind == "Text" }.map(\.frame)
        #expect(t[0].minX == t[1].minX)
    }

    @Test func anHStackAndAZStackReadTheirs() throws {
        let h = try Self.views("""
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 20, height: 40)
                Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { d in d[.bottom] }
            }
            """).filter { $0.kind == "Color" }.map(\.frame)
        #expect(abs(h[1].maxY - h[0].minY) < 1e-9)
        let z = try Self.views("""
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 10, height: 10)
                    .alignmentGuide(.leading) { _ in -5 }
                    .alignmentGuide(.top) { _ in -5 }
            }
            """)
        let stack = try #require(z.first { $0.kind == "ZStack" })
        let c = z.filter { $0.kind == "Color" }.map(\.frame)
        #expect(c[1].minX == c[0].minX + 5 && c[1].minY == c[0].minY + 5 && stack.frame.size == Size(40, 40))
    }

    @Test func anAlignmentOfYourOwnIsRefused() {
        #expect { try Self.views(#"VStack { Text("x").alignmentGuide(.myCustom) { d in 0 } }"#) } throws: {
            "\($0)".contains("an alignment of your own is not drawn yet")
        }
    }
}
