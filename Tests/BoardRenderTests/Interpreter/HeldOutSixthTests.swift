import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// What the sixth held-out corpus (scripts/corpus/README.md, "Held-out corpora") found: valid Swift
/// misread, and SwiftUI, Foundation and the app around a view that were not read.
@Suite struct HeldOutSixthTests {
    static func texts(_ swift: String, view: String = "V()") throws -> [String] { try HeldOutFourthTests.texts(swift, view: view) }

    /// A container's view-builder content of several views, called as `content()` or stored as
    /// `content()`'s result, is those views (it was Void: the container drew nothing); a builder passed
    /// on by name (`VStack(spacing: 0, content: content)`) is built in the scope it was written in.
    @Test func builderContentOfSeveralViews() throws {
        let swift = """
            struct Card<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { VStack { content }.padding() }
            }
            struct Box<C: View>: View {
                @ViewBuilder var content: () -> C
                var body: some View { content() }
            }
            extension VStack {
                static func zeroSpacing(@ViewBuilder content: () -> Content) -> VStack { VStack(spacing: .zero, content: content) }
            }
            struct V: View {
                @State private var n = 3
                var body: some View {
                    HStack {
                        Card { Text("a"); Text("b") }
                        Box { Text("c"); Text("d \\(n)") }
                        VStack.zeroSpacing { Text("e \\(n)"); Text("f") }
                    }
                }
            }
            """
        #expect(try Self.texts(swift) == ["a", "b", "c", "d 3", "e 3", "f"])
    }

    /// A closure of several statements that are not views is Void, as in Swift (an action still runs).
    @Test func severalStatementsOfActionsAreVoid() throws {
        let swift = """
            struct V: View {
                @State private var log: [String] = []
                var run: () -> Void { { var x = 1; x += 1; print(x) } }
                var body: some View {
                    Text("\\(log.count)").onAppear { run(); log.append("a"); log.append("b") }
                }
            }
            """
        let texts = try Self.texts(swift)
        #expect(texts.contains("2") && !texts.contains("0"))
    }

    /// `SwiftUI.Text(text)` in the body of a library's own `struct Text: View` is SwiftUI's (it recursed).
    @Test func qualifiedSwiftUITypeBesideTheAppsOwn() throws {
        let swift = """
            public struct Text: View {
                let text: String
                public init(_ text: String) { self.text = text }
                public var body: some View { SwiftUI.Text(text.uppercased()) }
            }
            struct V: View { var body: some View { Text("loud") } }
            """
        #expect(try Self.texts(swift) == ["LOUD"])
    }

    /// A protocol extension's static members are the conforming type's: `Deck.makeCards()` of
    /// `extension SetDeck { static func makeCards() }`, `.radio` of `extension ToggleStyle where Self == InputStyle`.
    @Test func protocolExtensionStaticMembers() throws {
        let swift = """
            protocol SetDeck {}
            extension SetDeck {
                static func makeCards() -> [Int] { makeCards(n: 3) }
                private static func makeCards(n: Int) -> [Int] { Array(0..<n) }
                static var title: String { "deck" }
            }
            struct Deck: SetDeck { var cards = Deck.makeCards() }
            struct V: View { var body: some View { VStack { Text("\\(Deck().cards.count)"); Text(Deck.title) } } }
            """
        #expect(try Self.texts(swift) == ["3", "deck"])
    }

    /// `ViewModel` inside a view is that view's nested `ViewModel`, not another view's of the name.
    @Test func nestedTypeByItsOwnNameInsideItsType() throws {
        let swift = """
            struct A: View {
                @StateObject var vm: ViewModel = .init()
                var body: some View { Text(vm.name) }
            }
            extension A { class ViewModel: ObservableObject { let name = "a's" } }
            struct B: View { var body: some View { Text("b") } }
            extension B { class ViewModel: ObservableObject { let name: String; init(name: String) { self.name = name } } }
            struct V: View { var body: some View { VStack { A(); B() } } }
            """
        #expect(try Self.texts(swift) == ["a's", "b"])
    }

    /// A hex-string colour extension: `UIColor(self).cgColor.components`, `lroundf`, `String(format: "%02lX")`.
    @Test func colourComponentsOfACGColor() throws {
        let swift = """
            extension Color {
                func toHex() -> String {
                    guard let c = UIColor(self).cgColor.components, c.count >= 3 else { return "none" }
                    return String(format: "%02lX%02lX%02lX", lroundf(Float(c[0]) * 255), lroundf(Float(c[1]) * 255), lround(c[2] * 255))
                }
            }
            struct V: View { var body: some View { Text(Color(red: 1, green: 0.5, blue: 0).toHex()) } }
            """
        #expect(try Self.texts(swift) == ["FF8000"])
    }

    /// `URLComponents` composes a request's URL from its parts; `CLLocationManager` is set up and never answers.
    @Test func urlComponentsAndALocationManager() throws {
        let swift = """
            final class Locator: NSObject, ObservableObject, CLLocationManagerDelegate {
                private let manager = CLLocationManager()
                @Published var status: CLAuthorizationStatus = .authorizedAlways
                @Published var hasLocation = true
                override init() {
                    super.init()
                    manager.delegate = self
                    manager.desiredAccuracy = kCLLocationAccuracyBest
                    manager.requestWhenInUseAuthorization()
                    manager.startUpdatingLocation()
                    status = manager.authorizationStatus
                    hasLocation = manager.location != nil
                }
            }
            struct V: View {
                @StateObject var loc = Locator()
                var url: String {
                    var c = URLComponents(string: "https://example.com/api/search")!
                    c.queryItems = [URLQueryItem(name: "q", value: "swift ui"), URLQueryItem(name: "page", value: "2")]
                    return c.url?.absoluteString ?? "none"
                }
                var body: some View {
                    VStack {
                        Text(url)
                        Text(loc.status == .notDetermined ? "not asked" : "asked")
                        Text(loc.hasLocation ? "located" : "no location")
                    }
                }
            }
            """
        #expect(try Self.texts(swift) == ["https://example.com/api/search?q=swift%20ui&page=2", "not asked", "no location"])
    }

    /// `ForEach(items, content: Row.init)`; `NavigationLink("Title", isActive: $shown) { Detail() }`;
    /// `.truncationMode(.tail)` (SwiftUI's default) drawn, `.middle` refused by name.
    @Test func forEachOfAnInitializerAndOlderLinks() throws {
        let swift = """
            struct Row: View { let n: Int; var body: some View { Text("row \\(n)") } }
            struct V: View {
                @State private var shown = false
                var body: some View {
                    NavigationStack {
                        VStack {
                            ForEach([1, 2], id: \\.self, content: Row.init)
                            NavigationLink("More", isActive: $shown) { Text("detail") }
                            Text("long").truncationMode(.tail)
                        }
                    }
                }
            }
            """
        #expect(try Self.texts(swift) == ["row 1", "row 2", "More", "long"])
        #expect { try Self.texts("struct V: View { var body: some View { Text(\"x\").truncationMode(.middle) } }") } throws: {
            "\($0)".contains("truncationMode")
        }
    }

    /// Foundation's `Measurement` converts with Foundation's units (the 100 Days "unit conversion" app).
    @Test func measurementsConvert() throws {
        let swift = """
            struct V: View {
                let units: [String: UnitTemperature] = ["Celsius": .celsius, "Fahrenheit": UnitTemperature.fahrenheit]
                var body: some View {
                    VStack {
                        Text("\\(Measurement(value: 20, unit: UnitTemperature.celsius).converted(to: .fahrenheit).value, specifier: "%.1f")")
                        Text(Measurement(value: 1, unit: UnitLength.kilometers).converted(to: UnitLength.meters).description)
                        Text(units["Fahrenheit"]!.symbol)
                    }
                }
            }
            """
        #expect(try Self.texts(swift) == ["68.0", "1000.0 m", "°F"])
    }

    /// A parameter's type is read where it is declared: `RecipeView(vm: .init(meal:))` makes
    /// `RecipeView.ViewModel` from another view's preview; `items ?? .init()` is an empty sequence;
    /// `ToolbarItemPlacement.navigationBarTrailing` spelled in full.
    @Test func typesReadWhereTheyAreDeclared() throws {
        let swift = """
            struct RecipeView: View {
                @StateObject var vm: ViewModel
                var body: some View {
                    VStack {
                        Text(vm.meal)
                        ForEach(vm.ingredients ?? .init(), id: \\.self) { Text($0) }
                    }
                    .toolbar { ToolbarItem(placement: ToolbarItemPlacement.navigationBarTrailing) { Text("save") } }
                }
            }
            extension RecipeView { class ViewModel: ObservableObject { let meal: String; var ingredients: [String]? = nil; init(meal: String) { self.meal = meal } } }
            struct Other: View { var body: some View { Text("other") } }
            extension Other { class ViewModel: ObservableObject { init(network: Int) {} } }
            struct V: View { var body: some View { RecipeView(vm: .init(meal: "pie")) } }
            """
        #expect(try Self.texts(swift).first == "pie")
    }

    /// UIKit's colour made by an app's convenience initializer; `Color(uiColor: .brand)`; a tinted
    /// `SwitchToggleStyle`; `DispatchQueue(label:)`; `UserDefaults`' KVO publisher; `.searchSuggestions`.
    @Test func theAppAroundAViewSixth() throws {
        let swift = """
            extension UIColor {
                convenience init(hex: Int) {
                    self.init(red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255, blue: CGFloat(hex & 0xff) / 255, alpha: 1)
                }
                static let brand = UIColor(hex: 0xFF8000)
            }
            final class Store: ObservableObject {
                let queue = DispatchQueue(label: "store.sync", qos: .background)
                @Published var city = "none"
                var bag: [AnyCancellable] = []
                init() {
                    UserDefaults.standard.publisher(for: \\.description).sink { _ in }.store(in: &bag)
                    queue.async { self.city = "later" }
                }
            }
            struct V: View {
                @StateObject var store = Store()
                @State private var on = true
                @State private var query = ""
                var body: some View {
                    VStack {
                        Text(store.city)
                        Toggle("Alerts", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .green))
                        Circle().fill(Color(uiColor: .brand)).frame(width: 10, height: 10)
                    }
                    .searchable(text: $query)
                    .searchSuggestions { Text("suggested") }
                }
            }
            """
        let scene = try HeldOutMisreadTests.scene(swift, view: "V()")
        #expect(scene.views.compactMap(\.text).contains("none"))
        #expect(!scene.views.compactMap(\.text).contains("suggested"))
    }

    /// SwiftData: a preview's container filled as it is made (`container.mainContext.insert(list)`,
    /// the list's reminders inserted with it) is what `@Query` finds, sorted as it says; an action's
    /// insert is found too.
    @Test func aPreviewsSwiftDataContainer() throws {
        let swift = """
            @Model final class MyList {
                var name: String
                @Relationship(deleteRule: .cascade) var reminders: [Reminder] = []
                init(name: String) { self.name = name }
            }
            @Model final class Reminder {
                var title: String
                init(title: String) { self.title = title }
            }
            @MainActor
            var previewContainer: ModelContainer = {
                let container = try! ModelContainer(for: MyList.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                for list in [MyList(name: "Reminders"), MyList(name: "Backlog")] {
                    container.mainContext.insert(list)
                    list.reminders = [Reminder(title: "b"), Reminder(title: "a")]
                }
                return container
            }()
            struct ListsView: View {
                @Query(sort: \\MyList.name) private var lists: [MyList]
                @Query(sort: \\Reminder.title, order: .reverse) private var reminders: [Reminder]
                var body: some View {
                    VStack {
                        ForEach(lists) { Text($0.name) }
                        Text("\\(reminders.count) \\(reminders.first?.title ?? "-")")
                    }
                }
            }
            struct V: View { var body: some View { ListsView().modelContainer(previewContainer) } }
            struct Empty: View { var body: some View { ListsView().modelContainer(for: MyList.self, inMemory: true) } }
            @MainActor func makeContainer() -> ModelContainer {
                let container = try! ModelContainer(for: MyList.self)
                let context = ModelContext(container)
                context.insert(MyList(name: "Made once"))
                return container
            }
            struct Made: View { var body: some View { ListsView().modelContainer(makeContainer()) } }
            """
        #expect(try Self.texts(swift) == ["Backlog", "Reminders", "4 b"])
        #expect(try Self.texts(swift, view: "Empty()") == ["0 -"])
        #expect(try Self.texts(swift, view: "Made()") == ["Made once", "0 -"])
    }

    /// A `.fullScreenCover` presented at launch is the screen: its content on the system background, the
    /// covered view not seen; not presented, nothing. A presented `.sheet` is still refused by name.
    @Test func aFullScreenCoverPresentedAtLaunch() throws {
        let swift = """
            struct V: View {
                @State private var shown = true
                var body: some View {
                    Text("behind").fullScreenCover(isPresented: $shown) { VStack { Text("cover"); Button("Close") { shown = false } } }
                }
            }
            struct W: View {
                @State private var shown = false
                var body: some View { Text("behind").fullScreenCover(isPresented: $shown) { Text("cover") } }
            }
            struct S: View {
                @State private var shown = true
                var body: some View { Text("behind").sheet(isPresented: $shown) { Text("sheet") } }
            }
            """
        let covered = try Self.texts(swift)
        #expect(covered.contains("cover") && !covered.contains("behind"))
        #expect(try Self.texts(swift, view: "W()") == ["behind"])
        #expect { try Self.texts(swift, view: "S()") } throws: { "\($0)".contains("'.sheet' is presented here") }
    }
}
