import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import ViewEngine

/// `@GestureState` written through `.updating` follows the fingers and goes back to its value at
/// rest at release; `magnify` and `rotate` steps pinch and turn a `MagnifyGesture` /
/// `RotateGesture` (or `MagnificationGesture` / `RotationGesture`), also as parts of a
/// `simultaneously(with:)` (ProgramRuntime+Gestures.swift, Interpreter+GestureState.swift).
@Suite struct PinchAndGestureStateTests {
    static let swift = """
        struct V: View {
            @GestureState private var drag = CGSize.zero
            @GestureState private var pinch: CGFloat = 1
            @State private var scale: CGFloat = 1
            @State private var angle = Angle.zero
            @State private var ends = 0
            var body: some View {
                VStack {
                    Text("Ends \\(ends)")
                    Circle().frame(width: 40, height: 40)
                        .offset(drag)
                        .gesture(DragGesture(minimumDistance: 0)
                            .updating($drag) { value, state, _ in state = value.translation }
                            .onEnded { _ in ends += 1 })
                    Rectangle().frame(width: 40, height: 40)
                        .scaleEffect(scale * pinch)
                        .rotationEffect(angle)
                        .gesture(MagnificationGesture()
                            .updating($pinch) { value, state, _ in state = value }
                            .onEnded { scale *= $0 }
                            .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation }))
                    Capsule().frame(width: 40, height: 20)
                        .gesture(MagnifyGesture().onChanged { value in ends = Int(value.magnification * 10) })
                }
            }
        }
        """

    static func view(_ b: SceneBuilder, _ kind: String, at t: Double) throws -> SceneView {
        try #require(b.scene(at: t).views.first { $0.kind == kind })
    }

    static func width(_ v: SceneView) -> Double { ((v.quad[1].x - v.quad[0].x) * (v.quad[1].x - v.quad[0].x) + (v.quad[1].y - v.quad[0].y) * (v.quad[1].y - v.quad[0].y)).squareRoot() }

    /// The circle follows the finger through its `@GestureState` and is back at rest at release,
    /// where `onEnded` runs.
    @Test func aGestureStateFollowsTheFingerAndResets() throws {
        let b = try OneEngineTests.builder(Self.swift, steps: #"[{"drag": "Circle", "by": {"x": 60, "y": 0}, "duration": 0.5}]"#)
        let rest = try Self.view(b, "Circle", at: 0).quad[0].x
        let start = b.timeline.steps[0].start
        // The first sample is 1/60 s into the drag (the step's instant): halfway, 30 pt along.
        #expect(abs(try Self.view(b, "Circle", at: start + 0.25 - 1.0 / 60 + 0.001).quad[0].x - rest - 30) < 1e-6)
        #expect(abs(try Self.view(b, "Circle", at: b.timeline.cycle).quad[0].x - rest) < 1e-6)
        #expect(GestureTests.texts(try b.scene(at: b.timeline.cycle)).contains("Ends 1"))
    }

    /// A pinch to 2×: the `@GestureState` scales the square while the fingers move, and at release
    /// it is back at 1 while `onEnded` (given the number a `MagnificationGesture` gives) keeps 2.
    @Test func aPinchScalesThroughItsGestureStateThenKeepsItsEnd() throws {
        let b = try OneEngineTests.builder(Self.swift, steps: #"[{"magnify": "Rectangle", "by": 2, "duration": 0.5}]"#)
        let start = b.timeline.steps[0].start
        // 1/60 s in is the first sample; at a quarter second, 1.5×.
        #expect(abs(Self.width(try Self.view(b, "Rectangle", at: start + 0.25 - 1.0 / 60 + 0.001)) - 60) < 1e-6)
        #expect(abs(Self.width(try Self.view(b, "Rectangle", at: b.timeline.cycle)) - 80) < 1e-6)
    }

    /// A rotation of 90° turns the part of a simultaneous gesture that rotates; a `MagnifyGesture`'s
    /// value has `magnification`.
    @Test func aRotationAndAModernPinch() throws {
        let b = try OneEngineTests.builder(Self.swift, steps: #"[{"rotate": "Rectangle", "by": 90}, {"magnify": "Capsule", "by": 1.5}]"#)
        let turned = try Self.view(b, "Rectangle", at: b.timeline.steps[0].start + 0.5)
        // A quarter turn: the top edge runs down the screen.
        #expect(abs(turned.quad[1].x - turned.quad[0].x) < 1e-6 && turned.quad[1].y > turned.quad[0].y)
        #expect(GestureTests.texts(try b.scene(at: b.timeline.cycle)).contains("Ends 15"))
    }

    /// `LongPressGesture().sequenced(before: DragGesture())` (Apple's DraggableCircle): a drag
    /// step presses, then drags; the sequence's `updating` and `onEnded` see `.second(true, drag)`.
    @Test func aPressThenADragGivesTheSequencesValue() throws {
        let b = try OneEngineTests.builder("""
            struct V: View {
                @GestureState private var moving = CGSize.zero
                @State private var rest = CGSize.zero
                var body: some View {
                    Circle().frame(width: 40, height: 40)
                        .offset(x: rest.width + moving.width, y: rest.height + moving.height)
                        .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
                            .updating($moving) { value, state, _ in
                                switch value {
                                case .second(true, let drag): state = drag?.translation ?? .zero
                                default: state = .zero
                                }
                            }
                            .onEnded { value in
                                guard case .second(true, let drag?) = value else { return }
                                rest.width += drag.translation.width
                                rest.height += drag.translation.height
                            })
                }
            }
            """, steps: #"[{"drag": "Circle", "by": {"x": 60, "y": 30}, "duration": 0.5}]"#)
        let start = try Self.view(b, "Circle", at: 0).quad[0]
        let middle = try Self.view(b, "Circle", at: b.timeline.steps[0].start + 0.25 - 10.0 / 3 / 60 + 0.001).quad[0]
        let end = try Self.view(b, "Circle", at: b.timeline.cycle).quad[0]
        #expect(middle.x - start.x > 20 && middle.x - start.x < 40)
        #expect(abs(end.x - start.x - 60) < 1e-6 && abs(end.y - start.y - 30) < 1e-6)
    }

    /// Bad pinch and rotation steps: one line at their place, naming the fix.
    @Test(arguments: [
        (#"[{"magnify": "Rectangle"}]"#, #"step 1's "magnify" needs "by""#),
        (#"[{"magnify": "Rectangle", "by": 0}]"#, #""by" (the magnification at release)"#),
        (#"[{"rotate": "Rectangle", "by": 1e999}]"#, "number 1e999 is out of range"),
        (#"[{"rotate": "Rectangle", "by": 4000}]"#, #""by" (degrees the fingers turn)"#),
        (#"[{"rotate": "Rectangle", "by": 30, "duration": 11}]"#, #""duration""#),
        (#"[{"magnify": "Circle", "by": 2}]"#, #"no magnify gesture is labelled “Circle”; it is on a drag gesture: use {"drag": "Circle"}"#),
        (#"[{"rotate": "Ends 0", "by": 2}]"#, #"no rotate gesture is labelled “Ends 0”"#),
    ])
    func badPinchStepsAreReportedAtTheirPlace(_ steps: String, _ message: String) {
        do {
            _ = try OneEngineTests.builder(Self.swift, steps: steps)
            Issue.record("expected an error for \(steps)")
        } catch let error as BoardFileError {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.message.contains(message) == true, "\(error.diagnostics.first?.message ?? "")")
        } catch {
            Issue.record("\(error)")
        }
    }
}
