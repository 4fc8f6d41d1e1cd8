import Testing
import TestSupport
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

/// `withAnimation(…) { … } completion: { … }` in a button's action: the completion runs when the
/// animation completes (docs/semantics.md §16), and what it changes is a follow-up step then.
@Suite struct ProgramCompletionTests {
    static let swift = """
    import SwiftUI

    struct Bounce: View {
        @State private var show = true
        @State private var count = 0

        var body: some View {
            VStack {
                Button("Go") {
                    withAnimation(.easeOut(duration: 0.3)) { show = false } completion: {
                        count += 1
                        withAnimation(.easeInOut(duration: 0.4)) { show = true }
                    }
                }
                Text("Count \\(count)")
                if show { Text("Hello").transition(.opacity) }
            }
        }
    }
    """

    static func builder(_ extra: String = "") throws -> SceneBuilder {
        let board = try boardBesideSwift(swift, file: "Bounce.swift",
                                         json: #"{"swift": ["Bounce.swift"], "view": "Bounce()", "steps": [{"click": "Go"}]"# + extra + "}")
        return try SceneBuilder(board: board)
    }

    @Test func theCompletionRunsWhenTheAnimationEnds() throws {
        let b = try Self.builder()
        let steps = b.timeline.steps
        #expect(steps.count == 3)
        #expect(steps.map(\.caption) == ["Click Go", "Click Go (completion)", "Click Go (completion)"])
        // The removal runs 0.3 s; the completion's plain change and its withAnimation start then.
        #expect(approx(steps[1].start - steps[0].start, 0.3, 1e-9) && steps[2].start == steps[1].start)
        let mid = b.scene(at: steps[2].start + 0.2)
        let hello = mid.views.first { $0.text == "Hello" }
        #expect(hello?.phase == .inserting && approx(hello!.opacity, 0.5, 1e-3))
        #expect(mid.views.contains { $0.text == "Count 1" })
        let before = b.scene(at: steps[1].start - 0.01)
        #expect(before.views.contains { $0.text == "Count 0" } && before.views.first { $0.text == "Hello" }?.phase == .removing)
    }
}
