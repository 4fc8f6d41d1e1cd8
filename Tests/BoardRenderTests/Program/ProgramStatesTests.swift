import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import ViewEngine

/// A `GeometryReader`'s content runs when its frame is laid out, after every step has run
/// (ProgramStates.swift): each frame is laid out with the program's state as it was then, so a
/// view inside a reader follows a drag and springs back, rather than showing the last state in
/// every frame.
@Suite struct ProgramStatesTests {
    static let reader = """
        struct V: View {
            @State private var offset: CGFloat = 0
            @State private var count = 0
            var body: some View {
                GeometryReader { geometry in
                    VStack {
                        Text("Count \\(count)")
                        Circle()
                            .frame(width: 40, height: 40)
                            .position(x: geometry.size.width / 2 + offset, y: 60)
                            .gesture(DragGesture(minimumDistance: 0)
                                .onChanged { value in offset = value.translation.width }
                                .onEnded { _ in withAnimation(.linear(duration: 1)) { offset = 0 } })
                        Button("Add") { count += 1 }
                    }
                }
            }
        }
        """

    static func circleX(_ scene: Scene) throws -> Double {
        try #require(scene.views.first { $0.kind == "Circle" }).frame.minX
    }

    /// The circle inside the reader follows the finger, then springs back over the end's second.
    @Test func aViewInsideAReaderFollowsTheDrag() throws {
        let b = try OneEngineTests.builder(Self.reader, steps: #"[{"drag": "Circle", "by": {"x": -60, "y": 0}, "duration": 0.5}]"#)
        let rest = try Self.circleX(b.scene(at: 0))
        let start = try #require(b.timeline.steps.first).start
        // The first sample is the step's instant, 1/60 s into the drag (2 pt along); halfway
        // through the drag, 30 pt to the left.
        #expect(abs(try Self.circleX(b.scene(at: start + 0.25 - 1.0 / 60 + 0.001)) - (rest - 30)) < 1e-6)
        // At release, 60 pt to the left; half a second later (linear, 1 s) halfway back.
        let release = start + 0.5 - 1.0 / 60
        #expect(abs(try Self.circleX(b.scene(at: release + 0.001)) - (rest - 60)) < 0.1)
        #expect(abs(try Self.circleX(b.scene(at: release + 0.5)) - (rest - 30)) < 0.5)
        #expect(abs(try Self.circleX(b.scene(at: b.timeline.cycle)) - rest) < 1e-6)
    }

    /// A text inside the reader shows each state's value, not the last one's, before the click.
    @Test func aReadersTextShowsItsFramesState() throws {
        let b = try OneEngineTests.builder(Self.reader, steps: #"[{"click": "Add"}, {"click": "Add"}]"#)
        let texts = { (t: Double) in GestureTests.texts(try b.scene(at: t)) }
        #expect(try texts(0).contains("Count 0"))
        #expect(try texts(b.timeline.steps[0].end + 0.01).contains("Count 1"))
        #expect(try texts(b.timeline.cycle).contains("Count 2"))
    }
}
