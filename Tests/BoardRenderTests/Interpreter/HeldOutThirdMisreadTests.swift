import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun

/// Valid Swift the third held-out corpus (scripts/corpus/README.md, "Held-out corpora") found
/// misread: each is read as the Swift compiler reads it.
@Suite struct HeldOutThirdMisreadTests {
    /// The scene of `view` drawn from `swift` (one file), as the first held-out set's tests draw it.
    static func scene(_ swift: String, view: String, width: Int = 300) throws -> Scene {
        try HeldOutMisreadTests.scene(swift, view: view, width: width)
    }

    static func preview(_ swift: String) throws -> Scene {
        try boardBesideSwift(swift, file: "V.swift", json: #"{"swift": "V.swift", "preview": true, "width": 300, "subtitle": null}"#).scene(at: 0)
    }

    /// A trailing closure is passed to a parameter whose function type is a type alias
    /// (`@escaping ContentBuilder`, a generic `ResponseHandler<[User]>`), as to one written out.
    @Test func aTrailingClosureFillsAnAliasedFunctionParameter() throws {
        let scene = try Self.scene("""
            typealias Handler<T> = (T) -> Void
            final class Service { func get(completion: @escaping Handler<Int>) { completion(4) } }
            struct Card<Content: View>: View {
                typealias ContentBuilder = () -> Content
                let content: ContentBuilder
                init(@ViewBuilder content: @escaping ContentBuilder) { self.content = content }
                var body: some View { content() }
            }
            struct V: View {
                @State var n = 0
                var body: some View {
                    VStack { Card { Text("card") }; Text("n \\(n)") }
                        .onAppear { Service().get { x in n = x } }
                }
            }
            """, view: "V()")
        #expect(scene.views.compactMap(\.text).prefix(2) == ["card", "n 4"])
    }

    /// `Text(.init(label))` is the `LocalizedStringKey` of the string; `.frame(width: .widthPer(per: 0.5))`
    /// is the app's static function on `CGFloat`.
    @Test func implicitMembersOfStringAndNumberTypes() throws {
        let scene = try Self.scene("""
            extension CGFloat { static func widthPer(per: Double) -> Double { 200 * per } }
            struct V: View {
                let label = "from a variable"
                var body: some View {
                    VStack { Text(.init(label)); Color.red.frame(width: .widthPer(per: 0.5), height: 10) }
                }
            }
            """, view: "V()")
        #expect(scene.views.compactMap(\.text) == ["from a variable"])
        #expect(scene.views.contains { $0.text == nil && abs($0.frame.width - 100) < 0.01 && abs($0.frame.height - 10) < 0.01 })
        // An app's static member of `FormatStyle`: `Text(amount, format: .localCurrencyOrUsd())`.
        let format = try Self.scene("""
            extension FormatStyle {
                static func localCurrencyOrUsd<Value>() -> Self where Self == FloatingPointFormatStyle<Value>.Currency, Value: BinaryFloatingPoint {
                    .currency(code: Locale.current.currency?.identifier ?? "USD")
                }
            }
            struct H: View { var body: some View { Text(12.5, format: .localCurrencyOrUsd()) } }
            """, view: "H()")
        #expect(format.views.compactMap(\.text) == ["$12.50"])
    }

    /// A type declared inside a preview's body (`#Preview { struct Preview: View { … }; return Preview() }`)
    /// or a `PreviewProvider`'s `previews` is a type of its own, found by its name there.
    @Test func typesDeclaredInsideBodies() throws {
        let macro = try Self.preview("""
            struct Row: View { var body: some View { Text("row") } }
            #Preview {
                struct Preview: View {
                    @State var on = true
                    var body: some View { VStack { Row(); Text(on ? "local" : "off") } }
                }
                return Preview()
            }
            """)
        #expect(macro.views.compactMap(\.text) == ["row", "local"])
        let provider = try Self.preview("""
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    struct Inner: View { var body: some View { Text("inner") } }
                    return Inner()
                }
            }
            """)
        #expect(provider.views.compactMap(\.text) == ["inner"])
    }

    /// A memberwise initializer whose builder closure fails reports the failure, not "no initializer
    /// takes these arguments" (the struct's other initializer is in an extension).
    @Test func aMemberwiseBuilderReportsItsOwnError() throws {
        let swift = """
            struct Example<E: View, P: View>: View {
                let title: String
                @ViewBuilder let example: E
                @ViewBuilder let parameters: P
                var body: some View { VStack { Text(title); example; parameters } }
            }
            extension Example where P == EmptyView {
                init(_ title: String, @ViewBuilder content: () -> E) { self.title = title; example = content(); parameters = EmptyView() }
            }
            struct V: View { var body: some View { Example(title: "T") { Text("e") } parameters: { Text("p").stickyThing() } } }
            struct W: View { var body: some View { Example(title: "T") { Text("e") } parameters: { Text("p") } } }
            """
        #expect(try Self.scene(swift, view: "W()").views.compactMap(\.text) == ["T", "e", "p"])
        #expect { try Self.scene(swift, view: "V()") } throws: { "\($0)".contains("stickyThing") }
    }

    /// Foundation values real view models make: `UUID(uuidString:)`, a `JSONEncoder` (made and
    /// configured; encoding is refused where it is called), `String(format:arguments:)`.
    @Test func foundationValuesOfViewModels() throws {
        let scene = try Self.scene("""
            final class VM: ObservableObject {
                let id = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!
                let bad = UUID(uuidString: "nope")
                let encoder = JSONEncoder()
                init() { encoder.outputFormatting = .prettyPrinted }
            }
            struct V: View {
                @StateObject var vm = VM()
                var body: some View {
                    VStack {
                        Text(vm.id.uuidString)
                        Text(vm.bad == nil ? "nil" : "some")
                        Text(String(format: "%d of %@", arguments: [3, "x"]))
                    }
                }
            }
            """, view: "V()")
        #expect(scene.views.compactMap(\.text) == ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "nil", "3 of x"])
        #expect { try Self.scene("""
            struct V: View {
                var body: some View { Text("\\((try? JSONEncoder().encode([1]))?.count ?? 0)") }
            }
            """, view: "V()") } throws: { "\($0)".contains("JSONEncoder.encode") }
    }

    /// An enum's case and a static function of the same name (`case image(Image)` beside
    /// `static func image(_: ImageResource) -> Self { .image(Image(resource)) }`): the call whose
    /// argument is an `Image` makes the case, as Swift chooses by the parameter's type.
    @Test func aCaseBesideAStaticFunctionOfItsName() throws {
        let scene = try Self.scene("""
            enum ImageViewData {
                case placeholder
                case image(_ image: Image)
                static func image(_ resource: ImageResource) -> Self { .image(Image(resource)) }
            }
            struct E: View {
                let d: ImageViewData = .image(Image(systemName: "star"))
                var body: some View {
                    switch d {
                    case .image(let i): i
                    case .placeholder: Text("p")
                    }
                }
            }
            """, view: "E()")
        #expect(scene.views.contains { $0.kind == "Image" && $0.symbol == "star" })
    }

    /// A view model's Combine chain on its `@Published` properties: `$kind.combineLatest($items).map
    /// { … }.assign(to: &$shown)` and `sink` receive the current values when made and again when a
    /// step sets a property; `dropFirst` skips the first value, `debounce` sends nothing yet.
    @Test func publishedPropertiesPublish() throws {
        let board = try boardBesideSwift("""
            import Combine
            struct Item: Identifiable { let id = UUID(); let name: String; let kind: String }
            final class VM: ObservableObject {
                @Published var kind = "all"
                @Published var items = [Item(name: "Apple", kind: "fruit"), Item(name: "Kale", kind: "veg"), Item(name: "Pear", kind: "fruit")]
                @Published var shown: [Item] = []
                @Published var count = 0
                @Published var log = ""
                private var bag = Set<AnyCancellable>()
                init() {
                    $kind
                        .combineLatest($items)
                        .map { kind, items in items.filter { kind == "all" || $0.kind == kind } }
                        .assign(to: &$shown)
                    $shown.map(\\.count).sink { [weak self] n in self?.count = n }.store(in: &bag)
                    $kind.dropFirst().sink { k in self.log += k }.store(in: &bag)
                    $kind.debounce(for: .seconds(0.3), scheduler: RunLoop.main).sink { _ in self.log += "!" }.store(in: &bag)
                }
            }
            struct F: View {
                @StateObject var vm = VM()
                var body: some View {
                    VStack {
                        Text("\\(vm.count) shown [\\(vm.log)]")
                        ForEach(vm.shown) { Text($0.name) }
                        Button("Fruit") { vm.kind = "fruit" }
                    }
                }
            }
            """, file: "V.swift", json: #"{"swift": "V.swift", "view": "F()", "width": 300, "subtitle": null, "steps": [{"click": "Fruit"}]}"#)
        #expect(try board.scene(at: 0).views.compactMap(\.text).prefix(4) == ["3 shown []", "Apple", "Kale", "Pear"])
        let end = try board.timeline().cycle
        #expect(try board.scene(at: end).views.compactMap(\.text).prefix(3) == ["2 shown [fruit]", "Apple", "Pear"])
    }

    /// A model that sets UIKit's window style through a loop's constant (`for window in
    /// windowScene.windows { window.overrideUserInterfaceStyle = style }`): a window is a class.
    @Test func aWindowIsSetThroughAConstant() throws {
        let scene = try Self.scene("""
            final class ThemeVM: ObservableObject {
                @Published var isDark = false
                init() {
                    for scene in UIApplication.shared.connectedScenes {
                        guard let windowScene = scene as? UIWindowScene else { continue }
                        for window in windowScene.windows { window.overrideUserInterfaceStyle = isDark ? .dark : .light }
                    }
                }
            }
            struct G: View {
                @StateObject var vm = ThemeVM()
                var body: some View { Text(vm.isDark ? "dark" : "light") }
            }
            """, view: "G()")
        #expect(scene.views.compactMap(\.text) == ["light"])
    }

    /// A number format's modifiers: `.precision(.fractionLength(n))` (printed with exactly n digits),
    /// `.sign(strategy: .always())`, `.grouping(.never)`, on `.number`, `.percent` and `.currency(code:)`.
    @Test func numberFormatModifiers() throws {
        let scene = try Self.scene("""
            struct N: View {
                var body: some View {
                    VStack {
                        Text(1234.5678, format: .number.precision(.fractionLength(2)))
                        Text(1234.5, format: .number.precision(.fractionLength(2)))
                        Text(3, format: .number.precision(.fractionLength(1)))
                        Text(0.256, format: .percent.precision(.fractionLength(1)))
                        Text(9.5, format: .currency(code: "USD").precision(.fractionLength(0)))
                        Text(3, format: .number.sign(strategy: .always()))
                        Text(12345.0, format: .number.grouping(.never))
                    }
                }
            }
            """, view: "N()")
        #expect(scene.views.compactMap(\.text) == ["1,234.57", "1,234.50", "3.0", "25.6%", "$10", "+3", "12345"])
    }

    /// `.onReceive(document.$image) { … }`: `@Published` sends its value when the view subscribes, so
    /// the action runs as the view appears, with the model's value.
    @Test func onReceiveOfAPublishedProperty() throws {
        let scene = try Self.scene("""
            final class Doc: ObservableObject { @Published var image: String = "background" }
            struct R: View {
                @StateObject var document = Doc()
                @State var seen = "none"
                var body: some View { Text(seen).onReceive(document.$image) { seen = $0 } }
            }
            """, view: "R()")
        #expect(scene.views.compactMap(\.text).first == "background")
    }

    /// iOS 13's `.onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)` written with
    /// two trailing closures; a `.transaction` closure that decides with the view's state.
    @Test func longPressPressingAndConditionalTransactions() throws {
        let scene = try Self.scene("""
            struct V: View {
                @State var hidden = true
                @State var pressed = false
                var body: some View {
                    VStack {
                        Text("press")
                            .onLongPressGesture(minimumDuration: 1, maximumDistance: 10) { p in pressed = p } perform: { hidden.toggle() }
                        Text("t").transaction { t in if hidden { t.animation = nil } else { t.animation = .linear } }
                    }
                }
            }
            """, view: "V()")
        #expect(scene.views.compactMap(\.text) == ["press", "t"])
    }
}
