import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import ViewEngine

/// A transition moves the view with its own clips: SwiftUI applies the transition's modifier
/// outside `.cornerRadius`/`.clipShape`, so a rounded box that slides in slides whole (issue 41:
/// mid-slide the text moved inside a clip that stayed at the final frame, showing only "View").
@Suite struct TransitionClipTests {
    static let swift = """
    import SwiftUI
    struct Slide: View {
        @State var show = false
        var body: some View {
            VStack {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
                if show {
                    Text("Detail View").padding().background(.yellow).cornerRadius(10).transition(.slide)
                }
            }
        }
    }
    """

    @Test func aRoundedBoxSlidesWithItsClip() throws {
        let board = try boardBesideSwift(Self.swift, file: "S.swift",
                                         json: #"{"swift": ["S.swift"], "view": "Slide()", "width": 300, "height": 200, "steps": [{"click": "Toggle"}]}"#)
        let timeline = try board.timeline()
        let step = try #require(timeline.steps.first)
        let mid = try board.scene(at: step.start + (step.end - step.start) / 2)
        let end = try board.scene(at: step.end + 0.1)
        let text = try #require(mid.cells.first { $0.name.hasSuffix("Text[1.if]") }?.tile)
        let laid = try #require(end.views.first { $0.kind == "Text" && $0.text == "Detail View" })
        // Mid-slide the text is moved left of where it is laid out…
        let moved = text.transform.apply(Point(0, 0))
        #expect(moved.x < laid.frame.minX - 20, "\(moved) vs \(laid.frame)")
        // …and its clip moved with it: no rectangle clip left at the final frame; the rounded
        // frame's clip is a quad as far left as the text.
        #expect(text.cellClip == nil || text.cellClip!.minX <= moved.x, "\(String(describing: text.cellClip))")
        let quad = try #require(text.frameClips.last)
        #expect(quad.map(\.x).min()! < laid.frame.minX - 20)
        // At rest the clip is the laid-out rectangle again.
        let rest = try #require(end.cells.first { $0.name.hasSuffix("Text[1.if]") }?.tile)
        #expect(rest.frameClips.isEmpty)
    }
}
