import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// A person's gestures (ProgramRuntime+Gestures.swift): `tap` runs a view's tap gesture, `drag`
/// feeds a `DragGesture` its values along the path and its end at release; controls are found
/// inside a `GeometryReader`; a step on the wrong kind of view names the step that acts on it.
@Suite struct GestureTests {
    static let card = """
        struct V: View {
            @State private var offset: CGSize = .zero
            @State private var taps = 0
            @State private var ended = "none"
            var body: some View {
                VStack {
                    Text("Taps \\(taps)").onTapGesture(count: 2) { taps += 1 }
                    Text("Ended \\(ended)")
                    Circle().frame(width: 40, height: 40)
                        .onTapGesture { location in taps += 10 }
                    RoundedRectangle(cornerRadius: 8).frame(width: 60, height: 80)
                        .offset(offset)
                        .gesture(DragGesture(minimumDistance: 20)
                            .onChanged { value in offset = value.translation }
                            .onEnded { value in
                                ended = "\\(Int(value.translation.width)) \\(Int(value.predictedEndTranslation.width))"
                                withAnimation(.linear(duration: 1)) { offset = .zero }
                            })
                }
            }
        }
        """

    static func texts(_ scene: Scene) -> [String] {
        scene.views.filter { $0.kind == "Text" && $0.id != "status" && $0.opacity > 0.5 }.compactMap(\.text)
    }

    static func rectangle(_ scene: Scene) throws -> SceneView {
        try #require(scene.views.first { $0.kind == "RoundedRectangle" })
    }

    /// `tap` finds a view by its text or its shape's kind and runs its action, `count` times for a
    /// multi-tap gesture; `.onTapGesture { location in … }` is given a place.
    @Test func aTapRunsTheViewsTapGesture() throws {
        let b = try OneEngineTests.builder(Self.card, steps: #"[{"tap": "Taps 0"}, {"tap": "Circle"}]"#)
        #expect(Self.texts(b.scene(at: 0)).first == "Taps 0")
        #expect(Self.texts(b.scene(at: b.timeline.steps[0].end + 0.01)).first == "Taps 2")
        #expect(Self.texts(b.scene(at: b.timeline.cycle)).first == "Taps 12")
    }

    /// A drag moves the finger evenly: `onChanged` sees the translation at each display frame once
    /// past `minimumDistance`; `onEnded` runs at release with the translation and the predicted end.
    @Test func aDragFeedsItsPathAndEndsAtRelease() throws {
        let b = try OneEngineTests.builder(Self.card, steps: #"[{"drag": "RoundedRectangle", "by": {"x": 120, "y": 0}, "duration": 0.5}]"#)
        let rest = try Self.rectangle(b.scene(at: 0)).quad[0].x
        let first = try #require(b.timeline.steps.first)
        // The first value at 20 pt or more: the frame at 5/60 s, the step's instant.
        #expect(abs(try Self.rectangle(b.scene(at: first.start + 0.001)).quad[0].x - rest - 20) < 1e-6)
        // Halfway through the drag: 60 pt along.
        #expect(abs(try Self.rectangle(b.scene(at: first.start + 0.25 - 5.0 / 60 + 0.001)).quad[0].x - rest - 60) < 1e-6)
        // At release: onEnded saw 120 pt and a predicted end 240 pt/s × projection further.
        let release = first.start + 0.5 - 5.0 / 60
        let predicted = Int(120 + 240 * ProgramRuntime.DragPath.projectionTime)
        #expect(Self.texts(b.scene(at: b.timeline.cycle)).contains("Ended 120 \(predicted)"))
        // Then the card springs back under the end's withAnimation: halfway after 0.5 s (linear).
        #expect(abs(try Self.rectangle(b.scene(at: release + 0.5 + 0.001)).quad[0].x - rest - 60) < 0.5)
        #expect(abs(try Self.rectangle(b.scene(at: b.timeline.cycle)).quad[0].x - rest) < 1e-6)
    }

    /// The samples: every display frame, at most ``ProgramRuntime/DragPath/maximumSamples``, the
    /// last at release; none before the finger passes the minimum distance.
    @Test func theSamplesFollowTheDisplay() {
        let s = ProgramRuntime.dragSamples(by: Point(0, 100), duration: 0.5, minimumDistance: 10)
        #expect(s.count == 28)
        #expect(s.last == .init(time: 0.5, fraction: 1))
        #expect(ProgramRuntime.dragSamples(by: Point(0, 100), duration: 10, minimumDistance: 0).count == 60)
        #expect(ProgramRuntime.dragSamples(by: Point(3, 4), duration: 0.5, minimumDistance: 10).isEmpty)
    }

    /// Controls inside a `GeometryReader` are found.
    @Test func aControlInAGeometryReaderIsFound() throws {
        let b = try OneEngineTests.builder("""
            struct V: View {
                @State private var n = 0
                var body: some View {
                    GeometryReader { proxy in
                        Button("Add \\(n)") { n += 1 }
                    }
                }
            }
            """, steps: #"[{"click": "Add 0"}]"#)
        #expect(b.scene(at: b.timeline.cycle).views.contains { $0.kind == "Button" && $0.text == "Add 1" })
    }

    /// A step aimed at the wrong kind of view names the step that acts on it.
    @Test(arguments: [
        (#"[{"click": "Taps 0"}]"#, #"no Button is labelled “Taps 0”; it is on a tap gesture: use {"tap": "Taps 0"}"#),
        (#"[{"drag": "Circle", "by": {"x": 50}}]"#, #"no drag gesture is labelled “Circle”; it is on a tap gesture: use {"tap": "Circle"}"#),
        (#"[{"tap": "Nothing"}]"#, "no tap gesture is labelled “Nothing”"),
    ])
    func aStepOnTheWrongViewSaysWhichStep(_ steps: String, _ message: String) {
        #expect(throws: (any Error).self) { try OneEngineTests.builder(Self.card, steps: steps) }
        do { _ = try OneEngineTests.builder(Self.card, steps: steps) } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    /// Bad drag steps: one line at their place.
    @Test(arguments: [
        (#"[{"drag": "Card"}]"#, #"step 1's "drag" needs "by""#),
        (#"[{"drag": "Card", "by": [1, 2]}]"#, #"step 1's "by""#),
        (#"[{"drag": "Card", "by": {"z": 1}}]"#, #"unknown key "z" in step 1's "by""#),
        (#"[{"drag": "Card", "by": {"x": 1e9}}]"#, #""by" "x""#),
        (#"[{"drag": "Card", "by": {"x": 10}, "duration": 0}]"#, #""duration""#),
        (#"[{"tap": "Card", "by": {"x": 10}}]"#, #""by" goes with "drag""#),
    ])
    func badDragStepsAreReportedAtTheirPlace(_ steps: String, _ message: String) {
        do {
            _ = try OneEngineTests.builder(Self.card, steps: steps)
            Issue.record("expected an error for \(steps)")
        } catch let error as BoardFileError {
            #expect(error.diagnostics.first?.message.contains(message) == true, "\(error.diagnostics.first?.message ?? "")")
        } catch {
            Issue.record("\(error)")
        }
    }

    /// `offset = .zero` into a `CGSize` property is `CGSize.zero` (its members read after).
    @Test func anImplicitMemberTakesThePropertysType() throws {
        let b = try OneEngineTests.builder("""
            struct V: View {
                @State private var offset: CGSize = .zero
                var body: some View {
                    Text("h \\(Int(offset.height))")
                        .gesture(DragGesture().onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })
                }
            }
            """, steps: #"[{"drag": "h 0", "by": {"y": 30}}]"#)
        #expect(Self.texts(b.scene(at: b.timeline.cycle)) == ["h 0"])
        #expect(Self.texts(b.scene(at: b.timeline.steps[10].start + 0.001)).first?.hasPrefix("h ") == true)
    }

    /// Two controls with one label are told apart by `"index"` (in the order drawn), or found by
    /// their `.accessibilityIdentifier`, `.accessibilityLabel` or `.id`.
    @Test func sameLabelledControlsAreFoundByIndexOrName() throws {
        let swift = """
            struct V: View {
                @State private var log = ""
                var body: some View {
                    VStack {
                        Text("log \\(log)")
                        Button("Add") { log += "a" }
                        Button("Add") { log += "b" }.accessibilityIdentifier("second-add")
                        Button("Add") { log += "c" }.id("third")
                        Image(systemName: "heart").onTapGesture { log += "h" }.accessibilityLabel("Like")
                    }
                }
            }
            """
        let b = try OneEngineTests.builder(swift, steps: #"[{"click": "Add", "index": 2}, {"click": "second-add"}, {"click": "third"}, {"tap": "Like"}, {"click": "Add", "index": 1}]"#)
        #expect(Self.texts(b.scene(at: b.timeline.cycle)).first == "log bbcha")
        do {
            _ = try OneEngineTests.builder(swift, steps: #"[{"click": "Add"}]"#)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("3 Buttons are labelled “Add”; add \"row\" or \"index\" (1 to 3"), "\(error)")
        }
        do {
            _ = try OneEngineTests.builder(swift, steps: #"[{"click": "Add", "index": 4}]"#)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("asks for the 4th Button labelled “Add”; there are 3"), "\(error)")
        }
    }
}
