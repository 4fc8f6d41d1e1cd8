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

/// docs/programs.md §2: property wrappers, name resolution as Swift does it, whole app files,
/// the limits, and what stays out (named, at its place).
@Suite struct InterpreterProgramTests {
    static let counter = """
    import SwiftUI

    struct Row: View {
        @Binding var title: String
        var body: some View { Text(title) }
    }

    struct Counter: View {
        @State private var count = 2
        @State private var name = "Ring"
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\\.colorScheme) var scheme

        var doubled: Int { count * 2 }
        var motion: Animation? { reduceMotion ? nil : .spring }

        func bump() { count += 1 }
        func rename() -> String {
            let row = Row(title: $name)
            row.title = "Grid"
            return name
        }
        func custom() -> Int {
            let binding = Binding(get: { count * 10 }, set: { count = $0 / 10 })
            binding.wrappedValue = 70
            return count
        }
        var body: some View { Text("\\(count)") }
    }
    """

    /// `@State` lives in a box every copy of the view shares; `$x` is a binding that writes it;
    /// `Binding(get:set:)` runs its closures; `@Environment` reads the board's values.
    @Test func propertyWrappers() throws {
        #expect(try Run.value("Counter().doubled", Self.counter) == "4")
        #expect(try Run.body("let c = Counter()\nc.bump()\nc.bump()\nreturn c.doubled", Self.counter) == "8")
        #expect(try Run.value("Counter().rename()", Self.counter) == "Grid")
        #expect(try Run.value("Counter().custom()", Self.counter) == "7")
        #expect(try Run.value("Counter().motion", Self.counter) == ".spring")
        #expect(try Run.value("Counter().scheme == .light", Self.counter) == "true")
        var environment = try SwiftEnvironment(source: Self.counter, name: "T.swift")
        environment.values = EnvironmentValues(reduceMotion: true, colorScheme: "dark")
        let i = environment.interpreter()
        let e = try ExpressionParser.parse("Counter().motion == nil && Counter().scheme == .dark")
        #expect(try i.text(of: try i.evaluate(e, Frame(scope: Scope(parent: nil), selfType: nil, origin: 0)), at: e.range) == "true")
    }

    /// `$item.name` binds to a property of a property; a `@Binding` passed down writes through.
    @Test func bindingsIntoStructs() throws {
        let decls = """
        struct Item { var title: String }
        struct Editor: View {
            @State var item = Item(title: "a")
            @State var items = [Item(title: "x"), Item(title: "y")]
            func edit() -> String {
                let b = $item.title
                b.wrappedValue = "b"
                let second = $items[1].title
                second.wrappedValue = "z"
                return item.title + items[1].title
            }
            var body: some View { Text(item.title) }
        }
        """
        #expect(try Run.value("Editor().edit()", decls) == "bz")
    }

    /// Names resolve as in Swift: nested namespaces, an enum of constants inside a view,
    /// `Self.` statics, static members of any type, and operators a file declares.
    @Test func namesResolveAsSwiftDoes() throws {
        let decls = """
        enum DesignSystem {
            enum Animation {
                static let easeInOutFaster = SwiftUI.Animation.easeInOut(duration: 0.2)
                static let delay = 0.1
            }
        }
        struct Card: View {
            enum Constants { static let corner: CGFloat = 12; static let lift = corner * 2 }
            static let animationDuration = 0.35
            var lift: CGFloat { Constants.lift + Self.animationDuration }
            var body: some View { Text("x") }
        }
        extension AnyTransition {
            static func + (lhs: AnyTransition, rhs: AnyTransition) -> AnyTransition { lhs.combined(with: rhs) }
        }
        """
        #expect(try Run.value("DesignSystem.Animation.delay * 2", decls) == "0.2")
        #expect(try Run.value("DesignSystem.Animation.easeInOutFaster", decls) == "Animation.easeInOut(duration: 0.2)")
        #expect(try Run.value("Card().lift", decls) == "24.35")
        #expect(try Run.value("Card.Constants.corner", decls) == "12.0")
        #expect(try Run.value("AnyTransition.scale + .opacity", decls) == "AnyTransition.scale.combined(with: .opacity)")
        // A namespace's static constant pasted without its namespace is found when only one type has it
        // (as inside the type that declares it).
        #expect(try Run.value("animationDuration * 2", decls) == "0.7")
        #expect(try Run.value("AnyTransition.slide + AnyTransition.opacity", decls) == "AnyTransition.slide.combined(with: AnyTransition.opacity)")
    }

    /// A complete app file, `@main` and all, reads; its views' bodies run.
    @Test func aWholeAppFileRuns() throws {
        let app = """
        import SwiftUI

        @main
        struct DemoApp: App {
            var body: some Scene {
                WindowGroup {
                    ContentView()
                }
            }
        }

        struct ContentView: View {
            @State private var items = ["Ring", "Tile B", "Grid"]
            @State private var query = ""
            @State private var isOn = true

            var filtered: [String] {
                query.isEmpty ? items : items.filter { $0.localizedCaseInsensitiveContains(query) }
            }

            var body: some View {
                VStack(spacing: 8) {
                    TextField("Filter labels", text: $query)
                    Toggle("Tiles only", isOn: $isOn)
                    ForEach(filtered, id: \\.self) { item in
                        Text(item)
                    }
                    if isOn {
                        Button("Reverse") {
                            withAnimation(.easeInOut) { items.reverse() }
                        }
                    }
                }
                .padding()
            }
        }

        #Preview {
            ContentView()
        }
        """
        let summary = SwiftFileSummary(try SwiftEnvironment(source: app, name: "App.swift"))
        #expect(summary.problems.isEmpty, "\(summary.problems.map(\.message))")
        #expect(summary.entries.map(\.kind) == ["app", "view"])
        let view = try #require(summary.entries.last)
        #expect(view.detail.hasPrefix("body: VStack(spacing: 8) { TextField(\"Filter labels\""), "\(view.detail)")
        let body = try Run.value("ContentView().body", app)
        #expect(body.contains("ForEach([\"Ring\", \"Tile B\", \"Grid\"], id: \\.self) { #expanded in Text(\"Ring\"); Text(\"Tile B\"); Text(\"Grid\") }"), "\(body)")
        #expect(body.contains("Button(\"Reverse\")"), "\(body)")
    }

    /// An app with a delegate (`@UIApplicationDelegateAdaptor`) reads too: the delegate's code
    /// does not run, the app's scenes are read.
    @Test func anAppWithADelegateReads() throws {
        let app = """
        import SwiftUI
        class AppDelegate: NSObject, UIApplicationDelegate {}
        @main
        struct DemoApp: App {
            @UIApplicationDelegateAdaptor(AppDelegate.self) private var delegate
            var body: some Scene { WindowGroup { Text("Hello") } }
        }
        """
        let summary = SwiftFileSummary(try SwiftEnvironment(source: app, name: "App.swift"))
        #expect(summary.problems.isEmpty, "\(summary.problems.map(\.message))")
        #expect(summary.entries.contains { $0.kind == "app" && $0.detail.contains("Text(\"Hello\")") })
    }

    /// Runaway evaluation stops at a named limit, at its place.
    @Test func limits() {
        let loop = Run.error("f()", "func f() -> Int { var n = 0\n while true { n += 1 }\n return n }")
        #expect(loop?.message.contains("the evaluation took more than 2,000,000 steps") == true, "\(String(describing: loop?.message))")
        let recursive = Run.error("Thing().size", "struct Thing { var size: Double { size + 1 } }")
        #expect(recursive?.kind == .tooDeep)
        #expect(recursive?.message.contains("calls nest more than 64 deep") == true, "\(String(describing: recursive?.message))")
        let huge = Run.error("Array(repeating: 0, count: 1_000_000).count")
        #expect(huge?.message == "Array(repeating:count:) would have 1,000,000 elements; a board allows at most 10,000", "\(String(describing: huge?.message))")
        let cycle = Run.error("a", "let a = b + 1\nlet b = a + 1")
        #expect(cycle?.message.contains("refers to itself") == true)
        #expect(Run.error("Int.max + 1")?.message.contains("overflows an Int") == true)
        #expect(Run.error("1 / (2 - 2)")?.message.contains("division by zero") == true)
    }

    /// What stays out is refused by name, with why, never as a syntax error.
    @Test(arguments: [
        ("TaskGroup<Int>()", "'TaskGroup' cannot run on a board: concurrency"),
        ("Timer(timeInterval: 1, repeats: true) { _ in }", "'Timer(timeInterval:repeats:_:)' cannot run on a board: timers"),
        ("NotificationCenter.default.post(name: .init(\"x\"), object: nil)", "'NotificationCenter.default.post(…)' cannot run on a board: a notification's observers"),
        ("URLSession.shared.data(from: URL(string: \"https://example.org\")!)", "'URLSession.shared.data' cannot run on a board: networking"),
        ("DateFormatter().date(from: \"2026\")", "'DateFormatter.date(from:)' cannot run on a board: a board parses dates with a dateFormat"),
        ("Text(\"x\").colorEffect(ShaderLibrary.tint(.color(.red)))", "'.colorEffect' cannot run on a board: a shader"),
        ("Text(\"x\").layerEffect(ShaderLibrary.ripple(), maxSampleOffset: .zero)", "'.layerEffect' cannot run on a board: a shader"),
        ("load()", "'await' cannot run on a board: concurrency"),
        ("KeyframeAnimator(initialValue: 1.0) { v in Circle() } keyframes: { _ in }", "'KeyframeAnimator' cannot run on a board: keyframe animations"),
    ])
    func refusalsNameTheConstruct(_ expression: String, _ fragment: String) {
        let decls = """
        func load() async -> Int { await compute() }
        @Observable final class Model { var n = 0 }
        struct Wrapper: UIViewRepresentable { func makeUIView(context: Context) -> UIView { UIView() } }
        struct Owner: View { @ObservedObject var model: Store; var body: some View { Text("x") } }
        """
        let error = Run.error(expression == "load()" ? "Fetch().run()" : expression,
                              decls + "\nstruct Fetch { func run() -> Int { let x = await load(); return x } }")
        #expect(error?.message.contains(fragment) == true, "\(expression): \(String(describing: error?.message))")
        #expect(error?.kind != .syntax)
    }
}
