import Testing
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

/// Swift files read by SwiftParser: what the program holds, and syntax errors at SwiftParser's place.
@Suite struct SwiftFileReaderTests {
    static func read(_ text: String) throws(BoardFileError) -> SwiftEnvironment {
        try SwiftEnvironment(source: text, name: "T.swift")
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

    @Test func readsTheDeclarations() throws {
        let p = try Self.read(Self.file).program
        let transitions = try #require(p.types["AnyTransition"])
        #expect(transitions.statics.keys.sorted() == ["moveAndFade", "tilt"])
        #expect(transitions.staticMethods["slideIn"]?.first?.declaration.parameters.map(\.name) == ["edge", "scale"])
        #expect(transitions.staticMethods["slideIn"]?.first?.declaration.parameters.first?.label == "from")
        #expect(p.types["Tilt"]?.stored.map(\.name) == ["angle"])
        #expect(p.types["Tilt"]?.conforms(to: "Transition") == true)
        #expect(p.types["FoldUp"]?.conforms(to: "Animatable") == true)
        #expect(p.types["FoldUp"]?.computed["animatableData"]?.binding.setter?.name == "newValue")
        #expect(p.types["Fade"]?.conforms(to: "Animatable") == false)
        #expect(p.types["Constants"]?.statics["offset"] != nil)
        #expect(p.globals["animationDuration"] != nil)
        #expect(p.types["Counter"]?.stored.first?.wrapper?.name == "State")
        #expect(p.types["View"]?.methods["card"] != nil)
    }

    /// Statements run: a body with an `if` reads; a name the board does not know is an
    /// error at its use, naming the declaration and the place in the file.
    @Test func bodiesWithStatementsRun() throws {
        let text = """
        extension AnyTransition {
            static var pick: AnyTransition {
                if flag { return .opacity }
                return .scale
            }
            static var picked: AnyTransition {
                let flag = true
                if flag { return .opacity }
                return .scale
            }
        }
        """
        let environment = try Self.read(text)
        #expect(try TransitionEvaluator(swift: environment).parse(".picked") == .opacity)
        do {
            _ = try TransitionEvaluator(swift: environment).parse(".pick")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("in AnyTransition.pick at T.swift:3:12: 'flag' is a name a board does not know"), "\(error.message)")
            #expect(error.range == SourceRange(0, 5))
        }
    }

    /// A syntax error is SwiftParser's diagnostic at its place in the file.
    @Test func aSyntaxErrorIsSwiftParsersAtItsPlace() {
        let text = "extension AnyTransition {\n    static var x: AnyTransition { .scale(scale: 0.5 0.2) }\n}\n"
        do {
            _ = try Self.read(text)
            Issue.record("expected an error")
        } catch {
            let d = error.diagnostics.first
            #expect(d?.location.line == 2 && d?.location.column == 53, "\(String(describing: d))")
            #expect(d?.message == "unexpected code '0.2' in function call", "\(String(describing: d?.message))")
        }
    }

    /// A constant whose expression is longer than its name, used where a member
    /// chain is read, once tripped a range check (Pow's `let overshoot = …`).
    @Test func aConstantLongerThanItsUseIsReadAtTheUse() throws {
        let text = "let overshoot = Animation.movingParts.overshoot(duration: 0.3)\nlet soft = Animation.easeOut(duration: 0.25).delay(0.1)\n"
        let environment = try Self.read(text)
        #expect(throws: ExpressionError.self) { try AnimationEvaluator.parse("overshoot", environment: environment) }
        let soft = try AnimationEvaluator.parse("soft.speed(2)", environment: environment)
        #expect(soft == Animation.easeOut(duration: 0.25).delay(0.1).speed(2))
    }
}
