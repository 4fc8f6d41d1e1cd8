import Foundation
import Testing
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import SwiftFront
@testable import ViewEngine

/// A transition body whose container holds the content beside empty views
/// (`VStack { content…; HStack {} }`) is laid out as SwiftUI lays out the stack: the empty
/// views add their length and the stack's spacing (docs/semantics.md §13, "Two-view bodies").
@Suite struct TwoViewBodyTests {
    static func program(body: String) -> String {
        """
        struct Fold: ViewModifier {
            var progress: Double
            func body(content: Content) -> some View {
                \(body)
            }
        }
        struct V: View {
            @State var show = true
            var body: some View {
                VStack(spacing: 0) {
                    if show {
                        Text("Bar").frame(height: 40)
                            .transition(.modifier(active: Fold(progress: 1), identity: Fold(progress: 0)))
                    }
                    Text("Below").id("below")
                    Button("Toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
                }
            }
        }
        """
    }

    static func below(_ scene: Scene) -> Double { OneEngineTests.view(scene, "V/#below")?.frame.minY ?? .nan }

    /// The lesson's fold body: the empty HStack beside the folding content is a second child of
    /// the body's VStack, so the bar takes 40 pt plus the default spacing (8) and folds to 8.
    @Test func anEmptyStackBesideTheContentAddsTheStacksSpacing() throws {
        let swift = Self.program(body: """
            VStack {
                content.frame(height: (1 - progress) * 40, alignment: .top).clipped()
                HStack {}
            }
            """)
        let b = try OneEngineTests.builder(swift, steps: #"[{"click": "Toggle"}]"#)
        let rest = b.scene(at: 0)
        let bar = try #require(OneEngineTests.view(rest, "V/Text[0.if]"))
        let top = (bar.frame.minY + bar.frame.height / 2) - 20  // the bar's 40 pt frame, its text centred in it
        #expect(abs(Self.below(rest) - (top + 48)) < 1e-9)
        let removal = b.timeline.steps[0]
        // A quarter into a linear fold the text below has moved a quarter of the way from its old
        // place (48 pt down) to its new one: siblings' frames animate between the two layouts (§14).
        let mid = b.scene(at: removal.start + 0.25)
        #expect(abs(Self.below(mid) - (top + 36)) < 1e-6)
        // The bar itself shows a 30 pt band: the frame inside the stack, clipped.
        let folding = try #require(OneEngineTests.view(mid, "V/Text[0.if]"))
        #expect(abs((folding.clip?.height ?? 0) - 30) < 1e-6)
        #expect(abs(Self.below(b.scene(at: removal.end + 0.01)) - top) < 1e-9)
    }

    /// Views before the content move it down: a clear frame's length and the given spacing.
    @Test func viewsBeforeTheContentMoveItDown() throws {
        let swift = Self.program(body: """
            VStack(spacing: 4) {
                Color.clear.frame(height: 12)
                content.opacity(1 - progress)
            }
            """)
        let rest = try OneEngineTests.builder(swift).scene(at: 0)
        let bar = try #require(OneEngineTests.view(rest, "V/Text[0.if]"))
        let button = try #require(rest.views.first { $0.kind == "Button" })
        // The bar's text starts 16 pt below the top of the stack; the text below after its 40 pt.
        #expect(abs(Self.below(rest) - ((bar.frame.minY + bar.frame.height / 2) + 20)) < 1e-9)
        #expect(Self.below(rest) < button.frame.minY)
        let stackTop = try #require(rest.views.first { $0.id == "V" }).frame.minY
        #expect(abs((bar.frame.minY + bar.frame.height / 2) - 20 - (stackTop + 16)) < 1e-9)
    }

    /// `EmptyView()` is no child: it takes no spacing.
    @Test func emptyViewTakesNoSpacing() throws {
        let swift = Self.program(body: """
            VStack {
                content.opacity(1 - progress)
                EmptyView()
            }
            """)
        let rest = try OneEngineTests.builder(swift).scene(at: 0)
        let bar = try #require(OneEngineTests.view(rest, "V/Text[0.if]"))
        #expect(abs(Self.below(rest) - ((bar.frame.minY + bar.frame.height / 2) + 20)) < 1e-9)
    }

    /// A view that draws beside the content is refused by name.
    @Test func aDrawingSiblingIsRefused() throws {
        let swift = Self.program(body: """
            VStack {
                content.opacity(1 - progress)
                Text("more")
            }
            """)
        do {
            _ = try OneEngineTests.builder(swift, steps: #"[{"click": "Toggle"}]"#)
            Issue.record("a Text beside the content was accepted")
        } catch {
            #expect("\(error)".contains("drawn only when it is empty"))
            #expect("\(error)".contains("Text(\"more\")"))
        }
    }

    /// The evaluator's arithmetic on its own: spacers take no spacing; an HStack pads the width.
    @Test func siblingsAddLengthAndSpacing() throws {
        let e = ModifierBodyEvaluator(contentName: "content")
        func effects(_ s: String) throws -> [EffectModifier] {
            try e.evaluate(try ExpressionParser.parse(s), for: "the body")
        }
        #expect(try effects("VStack {\n HStack {}\n content\n Spacer(minLength: 5)\n}")
            == [.inset(top: 8, leading: 0, bottom: 5, trailing: 0)])
        #expect(try effects("HStack(spacing: 2) {\n content\n VStack {}\n}") == [.inset(top: 0, leading: 0, bottom: 0, trailing: 2)])
        #expect(try effects("ZStack {\n content.opacity(0)\n HStack {}\n}") == [.opacity(0)])
        #expect(throws: ExpressionError.self) { try effects("VStack {\n content\n content\n}") }
        #expect(throws: ExpressionError.self) { try effects("VStack {\n Color.clear\n content\n}") }
    }
}
