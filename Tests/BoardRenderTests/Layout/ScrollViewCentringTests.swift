import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene

/// A `ScrollView` centres content narrower than itself across its axis, as SwiftUI does (issue
/// 41: boardgen put it at the leading edge); along its axis the content starts at the top.
@Suite struct ScrollViewCentringTests {
    @Test func narrowContentIsCentredAcrossAVerticalScrollView() throws {
        let scene = try stillScene(#"ScrollView { VStack { Text("Hi"); Text("there") } }.frame(height: 200)"#, width: 300)
        let stack = try #require(scene.views.first { $0.kind == "VStack" })
        let scroll = try #require(scene.views.first { $0.kind == "ScrollView" })
        #expect(abs(stack.frame.mid.x - scroll.frame.mid.x) < 0.01, "\(stack.frame) in \(scroll.frame)")
        #expect(stack.frame.minY == scroll.frame.minY)
    }

    @Test func aHorizontalScrollViewCentresUpAndDownAndStartsAtTheLeadingEdge() throws {
        let scene = try stillScene(#"ScrollView(.horizontal) { Text("Hi") }.frame(height: 100)"#, width: 300)
        let text = try #require(scene.views.first { $0.kind == "Text" })
        let scroll = try #require(scene.views.first { $0.kind == "ScrollView" })
        #expect(text.frame.minX == scroll.frame.minX)
        #expect(abs(text.frame.mid.y - scroll.frame.mid.y) < 0.01)
    }
}
