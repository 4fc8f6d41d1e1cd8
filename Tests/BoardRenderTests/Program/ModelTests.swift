import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// Models: classes run with reference semantics — `ObservableObject` with `@Published`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Observable` with `@Bindable` and
/// `@Environment(Model.self)`; a change made in an action is a change of state, animated by its
/// transaction.
@Suite struct ModelTests {
    static func texts(_ scene: Scene) -> [String] {
        scene.views.filter { $0.kind == "Text" && $0.id != "status" && $0.opacity > 0.5 }.compactMap(\.text)
    }

    static let counter = """
        final class CounterModel: ObservableObject {
            @Published var count = 0
            @Published var name = "Ada"
            let step: Int
            init(step: Int = 1) { self.step = step }
            var label: String { "\\(name): \\(count)" }
            func increment() { count += step }
        }
        struct V: View {
            @StateObject private var model = CounterModel(step: 2)
            var body: some View {
                VStack {
                    Text(model.label)
                    TextField("Name", text: $model.name)
                    Button("Add") { withAnimation(.linear(duration: 1)) { model.increment() } }
                    Badge(model: model)
                }
            }
        }
        struct Badge: View {
            @ObservedObject var model: CounterModel
            var body: some View { Text("Badge \\(model.count)") }
        }
        """

    /// A `@StateObject`'s model changes through an action and through a binding; a view it is
    /// passed to (`@ObservedObject`) sees the same object.
    @Test func anObservableObjectChangesWithItsActions() throws {
        let b = try OneEngineTests.builder(Self.counter, steps: #"[{"click": "Add"}, {"enter": "Grace", "in": "Name"}, {"click": "Add"}]"#)
        #expect(Self.texts(b.scene(at: 0)) == ["Ada: 0", "Badge 0"])
        let steps = b.timeline.steps
        #expect(Self.texts(b.scene(at: steps[0].end + 0.01)) == ["Ada: 2", "Badge 2"])
        #expect(Self.texts(b.scene(at: steps[2].end + 0.01)) == ["Grace: 4", "Badge 4"])
        // The click's change is animated by its withAnimation: the step lasts its 1 s.
        #expect(abs((steps[0].end - steps[0].start) - 1) < 1e-9)
        // Mid-animation the texts cross-fade.
        #expect(b.scene(at: steps[0].start + 0.5).views.filter { $0.id.hasSuffix("Text[0]") }.count == 2)
    }

    /// `@EnvironmentObject`: the model a view above provides, even when the views inside are
    /// made before the modifier that provides it.
    @Test func anEnvironmentObjectIsFoundBelowItsProvider() throws {
        let b = try OneEngineTests.builder("""
            class Settings: ObservableObject { @Published var dark = false }
            struct V: View {
                @StateObject var settings = Settings()
                var body: some View { VStack { Panel(); Status() }.environmentObject(settings) }
            }
            struct Panel: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Toggle("Dark", isOn: $settings.dark) }
            }
            struct Status: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Text(settings.dark ? "Dark on" : "Dark off") }
            }
            """, steps: #"[{"toggle": "Dark"}]"#)
        #expect(Self.texts(b.scene(at: 0)).contains("Dark off"))
        #expect(Self.texts(b.scene(at: b.timeline.cycle)).contains("Dark on"))
    }

    /// `@Observable` in `@State`, `@Bindable` bindings into it, `@Environment(Model.self)`.
    @Test func anObservableModelIsBoundAndFoundByType() throws {
        let b = try OneEngineTests.builder("""
            @Observable final class Library {
                var books: [String] = ["Dune", "Emma"]
                var filter = ""
                var shown: [String] { filter.isEmpty ? books : books.filter { $0.contains(filter) } }
                func add(_ title: String) { books.append(title) }
            }
            struct V: View {
                @State private var library = Library()
                var body: some View {
                    VStack {
                        FilterField(library: library)
                        ForEach(library.shown, id: \\.self) { Text($0) }
                        Button("Add") { library.add("Ulysses") }
                        Count()
                    }
                    .environment(library)
                }
            }
            struct FilterField: View {
                @Bindable var library: Library
                var body: some View { TextField("Filter", text: $library.filter) }
            }
            struct Count: View {
                @Environment(Library.self) private var library
                var body: some View { Text("\\(library.books.count) books") }
            }
            """, steps: #"[{"click": "Add"}, {"enter": "U", "in": "Filter"}]"#)
        #expect(Self.texts(b.scene(at: 0)) == ["Dune", "Emma", "2 books"])
        let steps = b.timeline.steps
        #expect(Self.texts(b.scene(at: steps[0].end + 0.01)) == ["Dune", "Emma", "Ulysses", "3 books"])
        #expect(Self.texts(b.scene(at: b.timeline.cycle)) == ["Ulysses", "3 books"])
    }

    /// An `@EnvironmentObject` no view provides is made with its `init()` (a stand-in); one that
    /// cannot be made is refused by name.
    @Test func aMissingEnvironmentObjectIsMadeOrRefused() throws {
        let made = try OneEngineTests.builder("""
            class Cart: ObservableObject { @Published var items = ["Tea"] }
            struct V: View {
                @EnvironmentObject var cart: Cart
                var body: some View { Text("\\(cart.items.count) item") }
            }
            """)
        #expect(Self.texts(made.scene(at: 0)) == ["1 item"])
        #expect {
            try OneEngineTests.builder("""
                class Cart: ObservableObject { let owner: String; init(owner: String) { self.owner = owner } }
                struct V: View {
                    @EnvironmentObject var cart: Cart
                    var body: some View { Text(cart.owner) }
                }
                """)
        } throws: { "\($0)".contains("@EnvironmentObject var cart needs a Cart from a view above") }
    }

    /// A model's `didSet` runs when an action sets the property; methods and computed properties
    /// see one object however many views hold it.
    @Test func propertyObserversAndSharedObjects() throws {
        let b = try OneEngineTests.builder("""
            class Model: ObservableObject {
                @Published var value = 0 { didSet { log.append("set \\(value)") } }
                @Published var log: [String] = []
            }
            struct V: View {
                @StateObject var model = Model()
                var body: some View {
                    VStack {
                        A(model: model)
                        B(model: model)
                        Button("Set") { model.value = 5 }
                    }
                }
            }
            struct A: View { @ObservedObject var model: Model; var body: some View { Text("A \\(model.value)") } }
            struct B: View { @ObservedObject var model: Model; var body: some View { Text("B \\(model.log.joined())") } }
            """, steps: #"[{"click": "Set"}]"#)
        #expect(Self.texts(b.scene(at: b.timeline.cycle)) == ["A 5", "B set 5"])
    }

    /// A model whose `init` needs what cannot run is refused at that call, by name, with where
    /// the model was made.
    @Test func aModelThatCannotBeMadeIsRefusedAtTheCall() {
        #expect {
            try OneEngineTests.builder("""
                final class Feed: ObservableObject {
                    @Published var items: [String] = []
                    let player: AVPlayer
                    init() { player = AVPlayer(url: URL(string: "https://example.org/a.mp3")!) }
                }
                struct V: View {
                    @StateObject var feed = Feed()
                    var body: some View { Text("\\(feed.items.count)") }
                }
                """)
        } throws: { "\($0)".contains("'AVPlayer' cannot run on a board") && "\($0)".contains("V.swift:") }
    }

    /// A model whose `init` starts a request draws the state before its answer (the completion
    /// handler of a `dataTask` is not called on a board, as a `Task`'s work does not run).
    @Test func aModelWhoseRequestHasNotAnsweredDrawsItsFirstState() throws {
        let builder = try OneEngineTests.builder("""
            final class Feed: ObservableObject {
                @Published var items: [String] = []
                init() {
                    URLSession.shared.dataTask(with: URL(string: "https://example.org")!) { data, _, _ in
                        self.items = ["loaded"]
                    }.resume()
                }
            }
            struct V: View {
                @StateObject var feed = Feed()
                var body: some View { Text("\\(feed.items.count) items") }
            }
            """)
        #expect(try builder.scene(at: 0).views.compactMap(\.text) == ["0 items"])
    }

    /// A root view made before the `.environmentObject(m)` written after it (as previews write
    /// it) reads the provided model, and the model's changes show at every step.
    @Test func aRootsProvidedModelChangesWithItsActions() throws {
        let json = #"{"swift": ["V.swift"], "view": "Counter().environmentObject(Store(count: 5))", "width": 240, "subtitle": null, "steps": [{"click": "Add"}]}"#
        let b = try SceneBuilder(board: try boardBesideSwift("""
            import SwiftUI
            final class Store: ObservableObject {
                @Published var count: Int
                init(count: Int = 0) { self.count = count }
            }
            struct Counter: View {
                @EnvironmentObject var store: Store
                var body: some View { VStack { Text("Count \\(store.count)"); Button("Add") { store.count += 1 } } }
            }
            """, file: "V.swift", json: json))
        #expect(Self.texts(b.scene(at: 0)) == ["Count 5"])
        #expect(Self.texts(b.scene(at: b.timeline.cycle)) == ["Count 6"])
    }

    /// A model whose initializer needs arguments, provided after the view is made (a preview's
    /// `Row().environmentObject(deps.theme)`), is read; one no view provides and that cannot be
    /// made with `Type()` is refused by name when the body asks for it.
    @Test func aModelThatNeedsArgumentsIsProvidedAfterTheViewIsMade() throws {
        let swift = """
            import SwiftUI
            final class Theme: ObservableObject {
                @Published var name: String
                init(storage: Int) { name = "Theme \\(storage)" }
            }
            struct Deps { let theme = Theme(storage: 3) }
            struct Row: View {
                @EnvironmentObject private var theme: Theme
                let title: String
                var body: some View { Text(title + " " + theme.name) }
            }
            """
        let json = #"{"swift": ["V.swift"], "view": "Row(title: \"Hi\").environmentObject(Deps().theme)", "width": 240, "subtitle": null}"#
        let b = try SceneBuilder(board: try boardBesideSwift(swift, file: "V.swift", json: json))
        #expect(Self.texts(b.scene(at: 0)) == ["Hi Theme 3"])
        let bare = #"{"swift": ["V.swift"], "view": "Row(title: \"Hi\")", "width": 240, "subtitle": null}"#
        #expect {
            _ = try SceneBuilder(board: try boardBesideSwift(swift, file: "V.swift", json: bare)).scene(at: 0)
        } throws: { "\($0)".contains("@EnvironmentObject var theme needs a Theme from a view above") && "\($0)".contains("Theme() cannot be made here") }
    }
}
