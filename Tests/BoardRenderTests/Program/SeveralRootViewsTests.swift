import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import ViewEngine

/// A root of several views (a body that is a `Group`, or several views) is a column with the
/// default spacing, as a hosting view lays it out — not views on top of one another (issue 41).
@Suite struct SeveralRootViewsTests {
    @Test func severalRootViewsStackVertically() throws {
        let swift = "import SwiftUI\nstruct G: View { var body: some View { Group { Circle().frame(width: 40, height: 40); Rectangle().frame(width: 40, height: 40) } } }"
        let board = try boardBesideSwift(swift, file: "G.swift", json: #"{"swift": ["G.swift"], "view": "G()"}"#)
        let views = try SceneBuilder(board: board).scene(at: 0).views
        let circle = try #require(views.first { $0.kind == "Circle" }), rectangle = try #require(views.first { $0.kind == "Rectangle" })
        #expect(circle.frame.minX == rectangle.frame.minX)
        #expect(abs(rectangle.frame.minY - circle.frame.maxY - 8) < 1e-9, "\(circle.frame) \(rectangle.frame)")
    }
}
