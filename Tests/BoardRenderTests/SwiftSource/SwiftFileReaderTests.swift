import Testing
@testable import BoardRender

/// The Swift subset: what is read from a file, and what is skipped.
@Suite struct SwiftFileReaderTests {
    static func read(_ text: String) throws(BoardFileError) -> SwiftDeclarations {
        try SwiftFileReader.read(SwiftSourceText(name: "T.swift", text: text))
    }

    static let file = #"""
    import SwiftUI

    private let animationDuration = 0.35
    enum Constants { static let offset: CGFloat = 78 }

    extension AnyTransition {
        /// Moves in from the trailing edge and fades.
        static var moveAndFade: AnyTransition {
            .asymmetric(
                insertion: .move(edge: .trailing).combined(with: .opacity),
                removal: .scale.combined(with: .opacity)
            )
        }

        static func slideIn(from edge: Edge = .leading, scale: CGFloat = 0.5) -> AnyTransition {
            let move = AnyTransition.move(edge: edge)
            return move.combined(with: .scale(scale: scale))
        }
    }

    extension Transition where Self == Tilt {
        @MainActor static var tilt: Tilt { Tilt() }
    }

    struct Tilt: Transition {
        var angle: Double = 78
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .rotation3DEffect(.degrees(phase.isIdentity ? 0 : angle), axis: (x: 1, y: 0, z: 0), anchor: .bottom)
                .opacity(phase.isIdentity ? 1 : 0)
        }
    }

    struct FoldUp: ViewModifier, Animatable {
        var progress: Double
        var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }
        func body(content: Content) -> some View {
            content.frame(height: max(0, (1 - progress) * 40), alignment: .top).clipped()
        }
    }

    struct Fade: ViewModifier {
        let isIdentity: Bool
        func body(content: Content) -> some View {
            content.opacity(isIdentity ? 1 : 0)
        }
    }

    struct Counter: View {
        @State private var n = 0
        var body: some View { Text("\(n)") }
    }

    extension View {
        func card() -> some View { padding() }
    }
    """#

    @Test func readsTheDeclarationsItKnows() throws {
        let d = try Self.read(Self.file)
        #expect(d.transitions.keys.sorted() == ["moveAndFade", "slideIn", "tilt"])
        #expect(d.transitions["slideIn"]?.parameters.map(\.name) == ["edge", "scale"])
        #expect(d.transitions["slideIn"]?.parameters.first?.label == "from")
        #expect(d.transitions["slideIn"]?.body.bindings.map(\.name) == ["move"])
        #expect(d.transitionTypes["Tilt"]?.phaseName == "phase")
        #expect(d.transitionTypes["Tilt"]?.properties.map(\.name) == ["angle"])
        #expect(d.modifiers["FoldUp"]?.animatableData == ["progress"])
        #expect(d.modifiers["FoldUp"]?.isAnimatable == true)
        #expect(d.modifiers["Fade"]?.isAnimatable == false)
        #expect(d.constants.keys.sorted() == ["Constants.offset", "animationDuration", "offset"])
        #expect(d.skipped.map(\.kind) == ["struct", "extension"])
    }

    @Test func aBodyWithAStatementIsUnreadableAtItsPlace() {
        let text = """
        extension AnyTransition {
            static var pick: AnyTransition {
                if flag { return .opacity }
                return .scale
            }
        }
        """
        let problem = try? Self.read(text).unreadable["pick"]
        #expect(problem?.location.line == 3)
        #expect(problem?.message.contains("'if' statements are not supported") == true)
    }

    @Test func anExpressionErrorPointsIntoTheFile() {
        let text = "extension AnyTransition {\n    static var x: AnyTransition { .scale(scale: 0.5 0.2) }\n}\n"
        let d = try? Self.read(text).unreadable["x"]
        #expect(d?.location.line == 2 && d?.location.column == 53, "\(String(describing: d))")
    }

    /// A constant whose expression is longer than its name, used where a member
    /// chain is read, once tripped a range check (Pow's `let overshoot = …`).
    @Test func aConstantLongerThanItsUseIsReadAtTheUse() throws {
        let text = "let overshoot = Animation.movingParts.overshoot(duration: 0.3)\nlet soft = Animation.easeOut(duration: 0.25).delay(0.1)\n"
        let environment = SwiftEnvironment(declarations: try Self.read(text))
        #expect(throws: ExpressionError.self) { try AnimationEvaluator.parse("overshoot", environment: environment) }
        let soft = try AnimationEvaluator.parse("soft.speed(2)", environment: environment)
        #expect(soft == Animation.easeOut(duration: 0.25).delay(0.1).speed(2))
    }
}
