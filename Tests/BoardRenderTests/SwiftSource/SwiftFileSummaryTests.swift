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

/// What `boardgen check File.swift` lists: every declaration read, in file order,
/// with its kind, how a board names it and what it draws; what was skipped; and the
/// declarations it would read but cannot draw, at their lines.
@Suite struct SwiftFileSummaryTests {
    // Line numbers are those of the text below (line 1 is `import SwiftUI`).
    static let source = #"""
    import SwiftUI

    let duration = 0.35

    extension AnyTransition {
        static var drop: AnyTransition { .move(edge: .top).combined(with: .opacity) }
        static func lift(_ distance: CGFloat = 40) -> AnyTransition { .offset(y: distance) }
        static func slideIn(from edge: Edge) -> AnyTransition { .move(edge: edge) }
    }

    struct Fade: ViewModifier {
        var amount: Double
        func body(content: Content) -> some View { content.opacity(1 - amount) }
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

    struct Twirl: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .scaleEffect(phase.isIdentity ? 1 : 0.5)
                .opacity(phase.isIdentity ? 1 : 0)
                .blur(radius: phase.isIdentity ? 0 : 10)
                .rotationEffect(
                    .degrees(
                        phase == .willAppear ? 360 :
                            phase == .didDisappear ? -360 : .zero
                    )
                )
                .brightness(phase == .willAppear ? 1 : 0)
        }
    }

    extension Animation {
        static var gentle: Animation { .easeInOut(duration: duration) }
    }

    struct ContentView: View {
        @State private var present = true
        var body: some View { Text("A") }
    }

    struct Wobble: GeometryEffect {
        var amount: Double
        var animatableData: Double {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount, y: 0))
        }
    }

    struct Shadowed: ViewModifier {
        var radius: Double
        func body(content: Content) -> some View { content.shadow(radius: radius) }
    }
    """#

    static func summary(_ text: String = source) throws -> SwiftFileSummary {
        SwiftFileSummary(try SwiftEnvironment(source: text, name: "T.swift"))
    }

    static func line(_ text: String, containing fragment: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map { $0 + 1 }
    }

    @Test func theSourceLinesAreTheOnesTheTestsName() {
        // A guard on the hand-counted line numbers used below.
        #expect(Self.line(Self.source, containing: "let duration") == 3)
        #expect(Self.line(Self.source, containing: "static var drop") == 6)
        #expect(Self.line(Self.source, containing: "struct Twirl") == 27)
        #expect(Self.line(Self.source, containing: "struct Wobble") == 52)
        #expect(Self.line(Self.source, containing: "struct Shadowed") == 63)
    }

    @Test func entriesAreListedInFileOrderWithTheirKinds() throws {
        let s = try Self.summary()
        #expect(s.entries.map(\.kind) == [
            "constant", "transition", "transition", "transition", "view modifier", "view modifier",
            "Transition struct", "animation", "view", "geometry effect",
        ])
        #expect(s.entries.map(\.name) == [
            "duration", ".drop", ".lift(_ distance: CGFloat = 40)", ".slideIn(from edge: Edge)",
            "Fade(amount: Double)", "FoldUp(progress: Double)", "Twirl()", ".gentle", "ContentView()",
            "Wobble(amount: Double)",
        ])
        #expect(s.entries.map(\.location.line) == [3, 6, 7, 8, 11, 16, 27, 44, 47, 52])
    }

    /// Members are located at their names, types at their `struct` keyword.
    @Test func locationsPointAtTheDeclarations() throws {
        let s = try Self.summary()
        let columns = Dictionary(uniqueKeysWithValues: s.entries.map { ($0.name, $0.location.column) })
        #expect(columns[".drop"] == 16)          // `    static var drop`
        #expect(columns[".lift(_ distance: CGFloat = 40)"] == 17)   // `    static func lift`
        #expect(columns["Fade(amount: Double)"] == 1)
        #expect(columns[".gentle"] == 16)
    }

    @Test func transitionsSayWhatTheyDrawOrWhatTheyNeed() throws {
        let s = try Self.summary()
        let details = Dictionary(uniqueKeysWithValues: s.entries.map { ($0.name, $0.detail) })
        // .move(edge: .top) combined with .opacity: the same look at both ends.
        #expect(details[".drop"] == "off screen: .move(edge: .top) .opacity(0)")
        #expect(details[".lift(_ distance: CGFloat = 40)"] == "with its defaults, off screen: .offset(x: 0, y: 40)")
        #expect(details[".slideIn(from edge: Edge)"] == "needs arguments")
        #expect(details[".gentle"] == "settles after 0.35 s")
        #expect(details["duration"] == "= 0.35")
    }

    @Test func modifiersSayWhetherTheyArePlainOrAnimatable() throws {
        let s = try Self.summary()
        let details = Dictionary(uniqueKeysWithValues: s.entries.map { ($0.name, $0.detail) })
        #expect(details["Fade(amount: Double)"]
            == "plain: the body runs at the two ends and its effects interpolate; use with .modifier(active:identity:)")
        #expect(details["FoldUp(progress: Double)"]
            == "Animatable (animatableData): the body runs at every intermediate value; use with .modifier(active:identity:)")
    }

    /// Apple's `Twirl` example (TransitionPhase docs) reads, `.zero` in its nested
    /// ternary included: inserted from willAppear (rotation 360°, brightness 1),
    /// removed to didDisappear (rotation −360°, brightness 0, left out as neutral).
    @Test func applesTwirlIsReadAndDescribedPerPhase() throws {
        let s = try Self.summary()
        let twirl = try #require(s.entries.first { $0.name == "Twirl()" })
        // The body's modifiers in order (scale, opacity, blur, rotation, brightness), each at
        // the phase's value: willAppear 0.5 / 0 / 10 / 360° / 1; didDisappear 0.5 / 0 / 10 / −360° / 0.
        #expect(twirl.detail == "body per phase (willAppear, identity, didDisappear); inserted from: "
            + ".scaleEffect(0.5) .opacity(0) .blur(radius: 10) .rotationEffect(.degrees(360)) .brightness(1); "
            + "removed to: .scaleEffect(0.5) .opacity(0) .blur(radius: 10) .rotationEffect(.degrees(-360))", "\(twirl.detail)")
        #expect(!s.problems.contains { $0.message.contains("Twirl") })
    }

    /// A view is read and its body runs (a board draws it where it is used); an app's scenes
    /// are read. Nothing of the file is skipped.
    @Test func viewsAreReadAndTheirBodiesRun() throws {
        let s = try Self.summary()
        #expect(s.skipped.isEmpty)
        let view = try #require(s.entries.first { $0.name.hasPrefix("ContentView") })
        #expect(view.kind == "view" && view.detail == "body: Text(\"A\")", "\(view.detail)")
        let app = try Self.summary("import SwiftUI\n@main\nstruct Demo: App {\n    var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n")
        #expect(app.entries.map(\.kind) == ["app"])
        #expect(app.entries.first?.detail == "its scenes are read, not drawn: WindowGroup { Text(\"Hi\") }", "\(String(describing: app.entries.first?.detail))")
        #expect(app.entries.first?.location.line == 2)
    }

    /// A GeometryEffect is drawn as its projection; a body using `.shadow` is a problem at
    /// its `struct` line, and is not an entry.
    @Test func undrawableDeclarationsAreProblemsAtTheirLines() throws {
        let s = try Self.summary()
        #expect(s.problems.map(\.location.line) == [63])
        #expect(s.problems.map(\.location.column) == [1])
        let wobble = try #require(s.entries.first { $0.name.hasPrefix("Wobble") })
        #expect(wobble.kind == "geometry effect")
        #expect(wobble.detail.hasPrefix("Animatable: effectValue(size:) runs at every intermediate value"))
        let shadowed = s.problems.last?.message ?? ""
        #expect(shadowed.hasPrefix("the view modifier Shadowed cannot be drawn: "), "\(shadowed)")
        #expect(shadowed.contains("in Shadowed.body at T.swift:65:55: '.shadow' cannot be shown on a board: a shadow inside a transition body is not drawn; put .shadow on the view itself"),
                "\(shadowed)")
        #expect(!s.entries.contains { $0.name.hasPrefix("Shadowed") })
        // The excerpt shows the declaration's line with a caret under `struct`.
        #expect(s.problems.last?.excerpt?.text == "struct Shadowed: ViewModifier {")
        #expect(s.problems.last?.excerpt?.caret == "^~~~~~")
    }

    /// A transition member whose body uses something a board cannot draw is found
    /// when the file is checked, not when a board first uses it.
    @Test(arguments: [
        ("extension AnyTransition {\n    static var glow: AnyTransition { .modifier(active: Hue(a: 1), identity: Hue(a: 0)) }\n}\n"
            + "struct Hue: ViewModifier {\n    var a: Double\n    func body(content: Content) -> some View { content.hueRotation(.degrees(a * 90)) }\n}\n",
         [4], "'.hueRotation'"),
        ("struct Shade: Transition {\n    func body(content: Content, phase: TransitionPhase) -> some View {\n"
            + "        content.colorEffect(ShaderLibrary.tint())\n    }\n}\n",
         [1], "'.colorEffect'"),
    ])
    func bodiesAreEvaluatedWhenChecked(_ text: String, _ lines: [Int], _ fragment: String) throws {
        let s = try Self.summary(text)
        #expect(s.problems.map(\.location.line).contains(lines[0]), "\(s.problems.map(\.message))")
        #expect(s.problems.contains { $0.message.contains(fragment) }, "\(s.problems.map(\.message))")
    }

    /// A view is read as a board reads it: its body's views (a `Text` of a value that is no
    /// string), and its onAppear actions run, so `check` refuses what `render` would.
    @Test(arguments: [
        ("struct V: View {\n    var body: some View {\n        Text(\"a\").onAppear {\n            _ = AVPlayer()\n        }\n    }\n}\n",
         "in an onAppear action at T.swift:5:17: 'AVPlayer' cannot run on a board"),
        ("struct V: View {\n    var body: some View { Text(CGSize.zero) }\n}\n", "for 'content' of 'Text'"),
    ])
    func viewsAreReadAndAppearWhenChecked(_ text: String, _ fragment: String) throws {
        let s = try Self.summary("import SwiftUI\n" + text)
        #expect(s.problems.map(\.location.line) == [2], "\(s.problems.map(\.message))")
        #expect(s.problems.contains { $0.message.contains(fragment) }, "\(s.problems.map(\.message))")
        #expect(s.entries.isEmpty)
    }

    static let more = #"""
    struct Lift: Transition {
        var distance: Double = 30
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.offset(y: phase.value * distance)
        }
    }
    struct Push: Transition {
        var distance: Double
        func body(content: Content, phase: TransitionPhase) -> some View { content.offset(x: phase.value * distance) }
    }
    extension Animation {
        static func quick(_ d: Double) -> Animation { .easeOut(duration: d) }
        static var pulse: Animation { .easeInOut(duration: 0.5).repeatForever() }
        static func slow(_ d: Double = 1.5) -> Animation { .linear(duration: d) }
    }
    extension AnyTransition {
        static var broken: AnyTransition { .scale(scale: "big") }
    }
    """#

    /// A Transition struct is tried with its defaults (phase.value −1 on insertion, +1 on
    /// removal: offset −30 / +30) or listed as needing arguments; animations say when they
    /// settle, or that they repeat forever.
    @Test func defaultsArgumentsAndAnimations() throws {
        let s = try Self.summary(Self.more)
        #expect(s.entries.map(\.name) == ["Lift(distance: Double = 30)", "Push(distance: Double)",
                                          ".quick(_ d: Double)", ".pulse", ".slow(_ d: Double = 1.5)"])
        #expect(s.entries.map(\.detail) == [
            "body per phase (willAppear, identity, didDisappear); with its defaults, inserted from: .offset(x: 0, y: -30); removed to: .offset(x: 0, y: 30)",
            "body per phase (willAppear, identity, didDisappear); needs arguments",
            "needs arguments", "repeats forever", "settles after 1.5 s",
        ])
    }

    /// A member whose value cannot be drawn is a problem at its declaration, saying where in
    /// its body the error is.
    @Test func anUndrawableMemberIsAProblemSayingWhere() throws {
        let s = try Self.summary(Self.more)
        #expect(s.problems.count == 1)
        let p = try #require(s.problems.first)
        #expect(p.location.line == 17 && p.location.column == 16, "\(p.location)")
        #expect(p.message.hasPrefix("the transition .broken cannot be drawn: at T.swift:17:40: expected a number for 'scale:' of '.scale', found string \"big\""), "\(p.message)")
        #expect(!s.entries.contains { $0.name == ".broken" })
    }

    /// A file with a syntax error is not read: SwiftParser's diagnostic, at its place.
    @Test func aSyntaxErrorIsSwiftParsersDiagnostic() {
        do {
            _ = try Self.summary("extension AnyTransition {\n    static var x: AnyTransition { .scale(scale: 0.5 0.2) }\n}\n")
            Issue.record("expected an error")
        } catch let error as BoardFileError {
            #expect(error.diagnostics.first?.location.line == 2)
            #expect(error.diagnostics.first?.location.column == 53)
            #expect(error.diagnostics.first?.message == "unexpected code '0.2' in function call")
        } catch {
            Issue.record("\(error)")
        }
    }

    /// `.zero` reads as 0 wherever a number is expected.
    @Test func zeroIsANumber() throws {
        #expect(try ValueReader.number(try ExpressionParser.parse(".zero"), for: "") == 0)
        #expect(try ValueReader.number(try ExpressionParser.parse("CGFloat.zero"), for: "") == 0)
        #expect(try TransitionEvaluator().parse(".offset(x: .zero, y: 12)") == .offset(x: 0, y: 12))
    }

    /// A view whose `@Binding` (or `@State` without a value) has nothing written needs arguments:
    /// its body is not run with a made-up nil (found pasting a star-rating view whole); wrappers that
    /// supply their own value do not. A page that links to itself is listed, its destination not run.
    @Test func aBindingWithoutAValueNeedsAnArgument() throws {
        let s = try Self.summary("""
            struct RatingView: View {
                @Binding var rating: Int
                var maximumRating = 5
                var body: some View {
                    HStack { ForEach(1..<maximumRating + 1, id: \\.self) { n in Image(systemName: n > rating ? "star" : "star.fill") } }
                }
            }
            struct Counter: View {
                @State var count: Int
                var body: some View { Text("\\(count + 1)") }
            }
            struct Reduced: View {
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                @State private var shown = false
                var body: some View { Text(reduceMotion ? "still" : "moving") }
            }
            struct Page: View {
                var body: some View { NavigationLink(destination: Page()) { Text("Again") } }
            }
            """)
        #expect(s.problems.isEmpty)
        let details = Dictionary(uniqueKeysWithValues: s.entries.map { ($0.name, $0.detail) })
        #expect(details["RatingView(rating: Int)"] == "needs arguments; its body runs when a board makes one")
        #expect(details["Counter(count: Int)"] == "needs arguments; its body runs when a board makes one")
        #expect(details["Reduced()"]?.hasPrefix("body: ") == true)
        #expect(details["Page()"]?.hasPrefix("body: NavigationLink") == true)
    }
}
