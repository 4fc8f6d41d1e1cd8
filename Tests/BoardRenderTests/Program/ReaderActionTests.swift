import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import ViewEngine

/// A control or gesture inside a `GeometryReader` is found in the content the reader makes for its
/// real frame (ProgramScript.layOut, `GeometryContent.laidOut`): its action sees the reader's size,
/// as a slider of its own (`value.location.x / proxy.size.width`) or a swipe threshold does.
@Suite struct ReaderActionTests {
    @Test func aGesturesActionSeesTheReadersSize() throws {
        let b = try OneEngineTests.builder("""
            struct V: View {
                @State private var percent = 0
                @State private var width = 0
                var body: some View {
                    VStack {
                        Text("\\(percent)% of \\(width)")
                        GeometryReader { proxy in
                            Capsule()
                                .gesture(DragGesture(minimumDistance: 0).onChanged { value in
                                    percent = Int(value.translation.width / proxy.size.width * 100)
                                    width = Int(proxy.size.width)
                                })
                        }
                        .frame(width: 200, height: 20)
                    }
                }
            }
            """, steps: #"[{"drag": "Capsule", "by": {"x": 50, "y": 0}, "duration": 0.2}]"#)
        #expect(GestureTests.texts(b.scene(at: b.timeline.cycle)).contains("25% of 200"))
    }
}
