import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import ViewEngine

/// A program's root written as an expression rather than an instance of a view
/// (`Counter().padding()`, `VStack { Counter() }`, a preview's `Card().padding()`) is evaluated
/// again in every state (ProgramRuntime.swift, `current`): its views' `@State`, kept by the place
/// each is made, shows what their own actions and gestures changed.
@Suite struct RootExpressionTests {
    static let swift = """
        import SwiftUI
        struct Counter: View {
            @State private var n = 0
            var body: some View { Button("Add \\(n)") { n += 1 } }
        }
        struct Card: View {
            @State private var x: CGFloat = 0
            var body: some View {
                Circle().frame(width: 40, height: 40).offset(x: x)
                    .gesture(DragGesture().onChanged { x = $0.translation.width })
            }
        }
        struct Card_Previews: PreviewProvider {
            static var previews: some View { Card().padding() }
        }
        """

    static func builder(_ root: String, _ steps: String) throws -> SceneBuilder {
        let json = #"{"swift": ["V.swift"], \#(root), "width": 240, "subtitle": null, "steps": \#(steps)}"#
        return try SceneBuilder(board: try boardBesideSwift(Self.swift, file: "V.swift", json: json))
    }

    @Test(arguments: [#""view": "Counter().padding()""#, #""view": "VStack { Counter() }""#])
    func aRootExpressionsViewsKeepTheirState(_ root: String) throws {
        let b = try Self.builder(root, #"[{"click": "Add 0"}, {"click": "Add 1"}]"#)
        #expect(b.scene(at: b.timeline.cycle).views.contains { $0.kind == "Button" && $0.text == "Add 2" })
    }

    @Test func aPreviewsViewFollowsADrag() throws {
        let b = try Self.builder(#""preview": true"#, #"[{"drag": "Circle", "by": {"x": 50, "y": 0}, "duration": 0.3}]"#)
        let rest = try #require(b.scene(at: 0).views.first { $0.kind == "Circle" }).quad[0].x
        let moved = try #require(b.scene(at: b.timeline.cycle).views.first { $0.kind == "Circle" }).quad[0].x
        #expect(abs(moved - rest - 50) < 1e-6)
    }
}
