import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// What the seventh held-out corpus (scripts/corpus/README.md, "Held-out corpora") found: valid Swift
/// misread, and SwiftUI, Foundation and the app around a view that were not read.
@Suite struct HeldOutSeventhTests {
    static func texts(_ swift: String, view: String = "V()") throws -> [String] { try HeldOutFourthTests.texts(swift, view: view) }

    /// A `lazy var`'s initial value may use `self` — implicitly (`a * 3`), explicitly, through a
    /// closure called at once, and another lazy property above it; an initializer that sets one
    /// keeps its value. (It was evaluated before the instance existed: "'M' has no static member 'a'".)
    @Test func lazyPropertiesUseSelf() throws {
        let swift = """
            final class Model {
                var a = 2
                lazy var b: Int = self.a * 3
                lazy var c = { a + b }()
                lazy var label: String = {
                    var s = "n"
                    s += String(a)
                    return s
                }()
                lazy var given = 0
                init() { given = 7 }
            }
            struct Sizes {
                var width = 10
                lazy var double = width * 2
            }
            struct V: View {
                let m = Model()
                var sizes = Sizes(width: 4)
                var body: some View {
                    Text("\\(m.b) \\(m.c) \\(m.label) \\(m.given) \\(sizes.width)")
                }
            }
            """
        #expect(try Self.texts(swift) == ["6 8 n2 7 4"])
    }

    /// A generic parameter's type is its constraint, not an app type that shares its name:
    /// `.textStyle(.largeTitle)` of `func textStyle<Style: ViewModifier>(_ style: Style)` is the static of
    /// `extension ViewModifier where Self == LargeTitleStyle` (it was read as `MyButton.Style.largeTitle`),
    /// and `ModifiedContent(content: self, modifier: style)` applies it.
    @Test func genericParameterImplicitMembers() throws {
        let swift = """
            struct LargeTitleStyle: ViewModifier {
                func body(content: Content) -> some View { content.font(.title).foregroundColor(.red) }
            }
            extension ViewModifier where Self == LargeTitleStyle {
                static var largeTitle: LargeTitleStyle { LargeTitleStyle() }
            }
            extension Text {
                func textStyle<Style: ViewModifier>(_ style: Style) -> some View { ModifiedContent(content: self, modifier: style) }
                func opaqueStyle(_ style: some ViewModifier) -> some View { modifier(style) }
            }
            enum MyButton { enum Style { case primary } }
            struct V: View {
                var body: some View { VStack { Text("Welcome").textStyle(.largeTitle); Text("Again").opaqueStyle(.largeTitle) } }
            }
            """
        let scene = try HeldOutMisreadTests.scene(swift, view: "V()")
        #expect(scene.views.filter { $0.kind == "Text" }.compactMap(\.text) == ["Welcome", "Again"])
        let drawn = scene.cells.flatMap { $0.tile?.texts ?? [] }
        #expect(drawn.count == 2 && drawn.allSatisfy { $0.color.red > 0.9 && $0.color.green < 0.3 })
    }

    /// Names in a property's type are read in its type's scope: `let states: [Tracking] = [.done]`
    /// inside `StateProgress` is `StateProgress.Tracking` (another view nests a `Tracking` without
    /// `title`); a name only nested types have is found in the view that nests it.
    @Test func typesInsideArraysAreReadInTheirScope() throws {
        let swift = """
            struct Other: View {
                enum Tracking { case done }
                var body: some View { EmptyView() }
            }
            struct StateProgress: View {
                enum Tracking {
                    case done, error
                    var title: String { self == .done ? "Report Created" : "Past Due" }
                }
                let states: [Tracking] = [.done, .error]
                let optional: Tracking? = .error
                var body: some View { VStack { ForEach(states.indices, id: \\.self) { i in Text(states[i].title) }; Text(optional?.title ?? "") } }
            }
            """
        #expect(try Self.texts(swift, view: "StateProgress()") == ["Report Created", "Past Due", "Past Due"])
    }

    /// An optional view that is nil takes view modifiers (SwiftUI's `Optional: View`): `icon.frame(…)`
    /// with `let icon: Image? = nil` draws an empty frame (it was "nil has no method 'frame'").
    @Test func nilOptionalViewTakesModifiers() throws {
        let swift = """
            struct Row: View {
                let icon: Image?
                let title: String
                var body: some View { HStack { icon.frame(minWidth: 30, maxWidth: 30); Text(title) } }
            }
            struct V: View { var body: some View { VStack { Row(icon: nil, title: "Plain"); Row(icon: Image(systemName: "star"), title: "Star") } } }
            """
        #expect(try Self.texts(swift) == ["Plain", "Star"])
    }

    /// SwiftUI's overloads and the app's are one set: a view's own `func padding(for:)` beside
    /// `.padding([.top], 8)`; `extension TextField { func applyStyle(_:title:isFocused:) }` beside
    /// `extension View { func applyStyle(_:) }` (the first extension found hid the other).
    @Test func appMethodsBesideSwiftUIsOfOneName() throws {
        let swift = """
            enum FieldStyle { case search }
            enum ButtonKind { case filter }
            extension TextField {
                func applyStyle(_ style: FieldStyle, title: String = "", isFocused: Bool) -> some View { self.padding(.leading, 32) }
            }
            extension View {
                func applyStyle(_ kind: ButtonKind) -> some View { self.frame(width: 44, height: 44) }
            }
            struct Card: View {
                var body: some View { Text("card").padding([.top, .bottom], padding(for: CGSize(width: 100, height: 100))) }
                func padding(for size: CGSize) -> CGFloat { size.width / 10 }
            }
            struct V: View {
                @State private var query = ""
                var body: some View {
                    VStack {
                        TextField("Search", text: $query).applyStyle(.search, isFocused: false)
                        Button("Filter") {}.applyStyle(.filter)
                        Card().padding(.horizontal, 4)
                    }
                }
            }
            """
        let scene = try HeldOutMisreadTests.scene(swift, view: "V()")
        #expect(scene.views.compactMap(\.text).contains("card"))
        let alone = try HeldOutMisreadTests.scene(swift, view: "VStack { Card().padding(.horizontal, 4) }")
        let card = try #require(alone.views.first { $0.text == "card" })
        let box = try #require(alone.views.first { $0.kind == "VStack" })
        #expect(abs(box.frame.height - card.frame.height - 20) < 0.01)
        #expect(abs(box.frame.width - card.frame.width - 8) < 0.01)
    }

    /// `var item = GridItem(.adaptive(minimum: 80)); item.spacing = 0`: the item made with that spacing;
    /// `Dictionary(grouping: tasks) { … }` with a trailing closure; `{ $item in Text(item.title) }`
    /// (a binding parameter: `item` is its value); `Calendar.ordinality(of:in:for:)`;
    /// `ListFormatter.localizedString(byJoining:)`; `CGRect(origin: .zero, size: size)`.
    @Test func swiftAndFoundationOfTheSeventhCorpus() throws {
        let swift = """
            struct Item: Identifiable { let id: Int; var title: String }
            struct Carousel<Content: View>: View {
                @Binding var items: [Item]
                var content: (Binding<Item>) -> Content
                var body: some View { HStack { ForEach($items) { $item in content($item) } } }
            }
            struct V: View {
                @State private var items = [Item(id: 1, title: "one"), Item(id: 2, title: "two")]
                var spacing: String {
                    var item = GridItem(.adaptive(minimum: 80))
                    item.spacing = 3
                    return "\\(item.spacing ?? -1)"
                }
                var groups: String {
                    let g = Dictionary(grouping: ["apple", "avocado", "banana"]) { $0.first! }
                    return g.keys.sorted().map { "\\($0)\\(g[$0]!.count)" }.joined()
                }
                var body: some View {
                    VStack {
                        Carousel(items: $items) { $item in Text(item.title) }
                        Text(groups)
                        Text("\\(Calendar.current.ordinality(of: .day, in: .year, for: Date(timeIntervalSince1970: 86_400 * 40))!)")
                        Text(ListFormatter.localizedString(byJoining: ["Ann", "Bo", "Cy"]))
                        Text("\\(CGRect(origin: .zero, size: CGSize(width: 3, height: 4)).maxY)")
                    }
                }
            }
            """
        #expect(try Self.texts(swift) == ["one", "two", "a2b1", "41", "Ann, Bo, and Cy", "4.0"])
    }

    /// Combine's `CurrentValueSubject`: a subscriber receives the current value, then each value
    /// sent or set (through `map`); `.onReceive(subject)` receives it as the view appears; `value`.
    @Test func currentValueSubjects() throws {
        let swift = """
            final class Model: ObservableObject {
                let subject = CurrentValueSubject<String, Never>("first")
                @Published var received: [String] = []
                var bag = Set<AnyCancellable>()
                init() {
                    subject.map { $0.uppercased() }.sink { [weak self] v in self?.received.append(v) }.store(in: &bag)
                    subject.send("second")
                    subject.value = "third"
                }
            }
            struct V: View {
                @StateObject var m = Model()
                @State var seen = ""
                var body: some View {
                    VStack { Text(m.received.joined(separator: ",")); Text(m.subject.value); Text(seen) }
                        .onReceive(m.subject) { seen = "got " + $0 }
                }
            }
            """
        #expect(try Self.texts(swift).prefix(3) == ["FIRST,SECOND,THIRD", "third", "got third"])
    }

    /// `.white.secondary`, `Color.black.quinary` (iOS 17): the colour at its level's opacity;
    /// `Color.darkBackground` of `extension ShapeStyle where Self == Color`; `ContentUnavailableView.search`.
    @Test func colourLevelsAndShapeStyleStatics() throws {
        let swift = """
            extension ShapeStyle where Self == Color {
                static var darkBackground: Color { Color(red: 0.1, green: 0.1, blue: 0.2) }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Rectangle().fill(Color.black.quinary)
                        Rectangle().fill(.red.secondary)
                        Rectangle().fill(Color.darkBackground)
                        ContentUnavailableView.search(text: "tea")
                    }
                }
            }
            """
        let scene = try HeldOutMisreadTests.scene(swift, view: "V()")
        let fills = scene.cells.compactMap { $0.tile?.shapes.first?.fill }
        #expect(fills.count >= 3)
        #expect(abs(fills[0].alpha - 0.18) < 0.001 && fills[0].red < 0.01)
        #expect(abs(fills[1].alpha - 0.5) < 0.001 && fills[1].red > 0.9)
        #expect(abs(fills[2].blue - 0.2) < 0.01 && fills[2].alpha == 1)
        #expect(scene.views.compactMap(\.text).contains("No Results for \u{201C}tea\u{201D}"))
    }

    /// Two methods of one type may each declare a local type of one name (`struct Body: Encodable`
    /// in `signup` and `login`): legal Swift, not "declared twice".
    @Test func localTypesOfOneNameInTwoMethods() throws {
        let swift = """
            final class Auth {
                func signup(email: String) -> String { struct Body: Encodable { let email: String }; return Body(email: email).email }
                func login(email: String) -> String { struct Body: Encodable { let email: String }; return Body(email: email).email }
            }
            struct V: View { var body: some View { Text(Auth().login(email: "a@b")) } }
            """
        #expect(try Self.texts(swift) == ["a@b"])
    }

    /// `sink { completion in … } receiveValue: { value in … }`: each value goes to the labelled
    /// closure (it went to the completion's, whose `switch` matched no case).
    @Test func sinkWithACompletionClosure() throws {
        let swift = """
            final class Service { @Published var basic: String = "first publish" }
            final class Model: ObservableObject {
                @Published var data: [String] = []
                let service = Service()
                var bag = Set<AnyCancellable>()
                init() {
                    service.$basic
                        .sink { completion in
                            switch completion {
                            case .finished: break
                            case .failure(let error): print(error)
                            }
                        } receiveValue: { [weak self] value in
                            self?.data.append(value)
                        }
                        .store(in: &bag)
                }
            }
            struct V: View {
                @StateObject private var m = Model()
                var body: some View { Text(m.data.joined(separator: ",")) }
            }
            """
        #expect(try Self.texts(swift).first == "first publish")
    }

    /// `.badge`: a List row's trailing text in the secondary colour (before a link's chevron), none
    /// for `.badge(0)`; a tab's red capsule on its icon; nothing elsewhere. `PhotosPicker`: its label.
    @Test func badgesAndPhotosPickers() throws {
        let swift = """
            import PhotosUI
            struct V: View {
                @State private var item: PhotosPickerItem? = nil
                var body: some View {
                    TabView {
                        List {
                            Text("Inbox").badge(12)
                            Text("Sent").badge(0)
                            NavigationLink("Archive") { Text("x") }.badge("New")
                            PhotosPicker(selection: $item, matching: .images) { Label("Pick", systemImage: "photo") }
                        }
                        .tabItem { Label("Mail", systemImage: "envelope") }
                        .badge(5)
                        VStack { Text("Alone").badge(7) }.tabItem { Label("More", systemImage: "gear") }
                    }
                }
            }
            """
        let scene = try HeldOutMisreadTests.scene(swift, view: "V()", width: 390)
        let texts = scene.views.compactMap(\.text)
        #expect(texts.contains("12") && texts.contains("New") && texts.contains("5") && texts.contains("Pick"))
        #expect(!texts.contains("0") && !texts.contains("7"))
        let inbox = try #require(scene.views.first { $0.text == "Inbox" }), count = try #require(scene.views.first { $0.text == "12" })
        #expect(count.frame.minX > inbox.frame.maxX + 100 && abs(count.frame.mid.y - inbox.frame.mid.y) < 1)
    }

    /// `.scrollTransition` (iOS 17): a view inside its scroll view's visible region is drawn with the
    /// identity phase; one partly past the trailing edge with the edge phase's effect interpolated by
    /// how much of it is outside (`.interactive`), or all of it (`.animated`).
    @Test func scrollTransitionsByPlace() throws {
        let swift = """
            struct V: View {
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack(spacing: 10) {
                            ForEach(0..<4) { i in
                                Text("Card \\(i)").frame(width: 130, height: 100)
                                    .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                            }
                        }
                    }
                    .frame(width: 390)
                }
            }
            """
        let scene = try HeldOutMisreadTests.scene(swift, view: "V()", width: 390)
        func opacity(_ text: String) throws -> Double {
            let cell = try #require(scene.cells.first { c in c.texts.contains { $0.text == text } })
            return try #require(cell.tile?.texts.first).opacity * (cell.tile?.opacity ?? 1)
        }
        #expect(try opacity("Card 0") == 1 && opacity("Card 1") == 1)
        let partial = try opacity("Card 2")   // 280…410 in a 390-wide view: 20 of 130 outside
        #expect(abs(partial - (1 - 20.0 / 130)) < 0.02)
    }
}
