import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// What the eighth held-out corpus (scripts/corpus/README.md, "Held-out corpora") found: valid Swift
/// misread, and SwiftUI, Foundation and the app around a view that were not read.
@Suite struct HeldOutEighthTests {
    static func texts(_ swift: String, view: String = "V()") throws -> [String] { try HeldOutFourthTests.texts(swift, view: view) }
    static func scene(_ swift: String, view: String = "V()", width: Int = 300) throws -> Scene {
        try HeldOutMisreadTests.scene(swift, view: view, width: width)
    }

    /// A closure in a static initializer (`static var mediaType: Section = { … Section(…) }()`) finds the
    /// type it is written in by its own name, not another type's nested `Section` (it made
    /// `SeasonDetailsViewModel.Section`, an enum, when that file came first).
    @Test func staticClosuresFindTheirOwnNestedTypes() throws {
        let swift = """
            final class Search: ObservableObject {
                @Published private(set) var sections: [Section] = [.mediaType]
            }
            extension Search {
                struct Section: Hashable, Identifiable {
                    var title: String
                    var id: String { title }
                    static var mediaType: Section = {
                        let title = "Media type"
                        return Section(title: title)
                    }()
                }
            }
            final class Season { enum Section: CaseIterable { case episodes } }
            struct V: View {
                @StateObject var search = Search()
                var body: some View { ForEach(search.sections) { s in Text(s.title) } }
            }
            """
        #expect(try Self.texts(swift) == ["Media type"])
    }

    /// A nested type of a generic type spelled with its arguments (`MemoryGame<String>.Card`, through a
    /// typealias), `String` as a `RangeReplaceableCollection` (an extension of it, whose `filter` is a
    /// `String`), `String.init` as a function, and `Int.max` handed on exactly.
    @Test func genericNestedTypesAndStandardProtocols() throws {
        let swift = """
            struct MemoryGame<CardContent> where CardContent: Equatable {
                struct Card: Identifiable { var isFaceUp = false; let content: CardContent; let id: Int }
            }
            class EmojiGame: ObservableObject { typealias Card = MemoryGame<String>.Card }
            extension RangeReplaceableCollection where Element: Hashable {
                var removingDuplicates: Self {
                    var seen = Set<Element>()
                    return filter { seen.insert($0).inserted }
                }
            }
            struct V: View {
                let card = EmojiGame.Card(isFaceUp: true, content: "🦊", id: 0)
                let range = 120..<Int.max
                var body: some View {
                    VStack {
                        Text(card.content)
                        Text("aabbcab".removingDuplicates)
                        Text([3, 1, 3].map(String.init).joined(separator: ","))
                        Text(range.upperBound == Int.max ? "max" : "?")
                    }
                }
            }
            """
        #expect(try Self.texts(swift) == ["🦊", "abc", "3,1,3", "max"])
    }

    /// `Color.gray` read (not called) beside the app's `static func gray(_ brightness:)` is SwiftUI's
    /// grey; the call is the app's (it was the function, "expected a colour, found (Function)").
    @Test func aColourPropertyBesideAnAppFunctionOfItsName() throws {
        let swift = """
            extension Color {
                static func gray(_ brightness: CGFloat) -> Color { Color(hue: 0, saturation: 0, brightness: brightness) }
            }
            struct V: View {
                var body: some View {
                    HStack {
                        Rectangle().foregroundStyle(Color.gray).frame(width: 10, height: 10)
                        Rectangle().fill(Color.gray(0.2)).frame(width: 10, height: 10)
                    }
                }
            }
            """
        let fills = try Self.scene(swift).cells.compactMap(\.tile).flatMap(\.shapes).compactMap(\.fill)
        #expect(fills.count == 2)
        #expect(fills.first == ViewLeaves.color(.named("gray"), .light))
        #expect(fills.last.map { abs($0.red - 0.2) < 0.01 } == true)
    }

    /// `Alignment.topLeading` spelled with its type in a frame; a NaN length (a `0 / 0` of the app's) is
    /// nil, as SwiftUI logs and ignores it (docs/semantics.md §13); `Path.addRelativeArc`.
    @Test func frameAlignmentsNaNAndRelativeArcs() throws {
        let swift = """
            struct V: View {
                let zero: CGFloat = 0
                var body: some View {
                    VStack(spacing: 0) {
                        Text("x").frame(width: 100, height: 40, alignment: Alignment.topLeading)
                        Rectangle().frame(width: 40, height: zero / zero)
                        Path { p in p.addRelativeArc(center: CGPoint(x: 30, y: 30), radius: 20, startAngle: .degrees(0), delta: .degrees(90)) }
                            .stroke(.blue, lineWidth: 3).frame(width: 60, height: 60)
                    }
                }
            }
            """
        let scene = try Self.scene(swift)
        let text = try #require(scene.views.first { $0.kind == "Text" })
        // Top-leading in its 100 × 40 frame: the text's top is the frame's.
        let stack = try #require(scene.views.first { $0.kind == "VStack" })
        #expect(abs(text.frame.minY - stack.frame.minY) < 0.01)
        let rect = try #require(scene.views.first { $0.kind == "Rectangle" })
        #expect(rect.frame.height > 40, "a NaN height is no height: the rectangle takes the room offered")
        let arc = try #require(scene.views.first { $0.kind == "Path" })
        #expect(arc.frame.width == 60)
    }

    /// `FloatingPointFormatStyle<Double>.Currency(code:locale:)` spelled in full (100 Days' WeSplit).
    @Test func formatStylesSpelledWithTheirTypes() throws {
        let swift = """
            struct V: View {
                @State private var amount = 12.5
                var currency: FloatingPointFormatStyle<Double>.Currency {
                    FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: Locale.current)
                }
                var body: some View {
                    VStack {
                        Text(amount, format: currency)
                        Text(amount, format: FloatingPointFormatStyle<Double>.Percent())
                        Text(3, format: IntegerFormatStyle<Int>())
                    }
                }
            }
            """
        #expect(try Self.texts(swift) == ["$12.50", "1,250%", "3"])
    }

    /// Combine's `Just(value)` reaches a subscriber at once (a mock service's publisher), through the
    /// failure plumbing; `CMMotionManager` has reported nothing; `CoordinateSpace.global` spelled with its type.
    @Test func justPublishersMotionAndCoordinateSpaces() throws {
        let swift = """
            import Combine
            import CoreMotion
            struct Fetcher {
                func summary() -> AnyPublisher<String, Error> {
                    Just("Sunny").setFailureType(to: Error.self).eraseToAnyPublisher()
                }
            }
            final class Model: ObservableObject {
                @Published var text = "…"
                let motion = CMMotionManager()
                var cancellables = Set<AnyCancellable>()
                init(fetcher: Fetcher) {
                    fetcher.summary()
                        .map { $0.uppercased() }
                        .receive(on: DispatchQueue.main)
                        .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] v in self?.text = v })
                        .store(in: &cancellables)
                    motion.deviceMotionUpdateInterval = 1 / 60
                    motion.startDeviceMotionUpdates(to: .main) { data, _ in self.text = "moved" }
                }
            }
            struct V: View {
                @StateObject var model = Model(fetcher: Fetcher())
                var body: some View {
                    VStack {
                        Text(model.text)
                        Text(model.motion.deviceMotion == nil ? "still" : "moving")
                        GeometryReader { proxy in Text("\\(Int(proxy.frame(in: CoordinateSpace.global).width))") }
                    }
                }
            }
            """
        let texts = try Self.texts(swift)
        #expect(texts.prefix(2) == ["SUNNY", "still"])
        #expect(texts.count == 3)
    }

    /// `.indexViewStyle(.page(backgroundDisplayMode: .always))` backs the page dots with a capsule, written
    /// before or after `.tabViewStyle` (`PageTabViewStyle()` spelled as a type too); other modes draw none.
    @Test func indexViewStyleBacksThePageDots() throws {
        func capsules(_ modifiers: String) throws -> Int {
            let swift = """
                struct V: View {
                    var body: some View {
                        TabView { Text("One"); Text("Two"); Text("Three") }\(modifiers)
                    }
                }
                """
            return try Self.scene(swift, width: 300).views.filter { $0.kind == "Capsule" }.count
        }
        #expect(try capsules(".tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))") == 1)
        #expect(try capsules(".indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always)).tabViewStyle(PageTabViewStyle())") == 1)
        #expect(try capsules(".tabViewStyle(.page).indexViewStyle(.page)") == 0)
        #expect(try capsules(".tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .interactive))") == 0)
        // An environment value: on a stack it pages the TabView inside; on a view with none it does nothing.
        let inside = """
            struct V: View {
                var body: some View {
                    VStack { TabView { Text("One"); Text("Two") } }
                        .tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
                }
            }
            struct W: View { var body: some View { HStack { Text("No tabs") }.tabViewStyle(PageTabViewStyle()) } }
            """
        #expect(try Self.scene(inside).views.filter { $0.kind == "Capsule" }.count == 1)
        #expect(try Self.texts(inside, view: "W()") == ["No tabs"])
    }

    /// `.mask({ … })` with its view builder in the parentheses; `@Namespace static var` of a preview provider.
    @Test func maskClosuresInParenthesesAndStaticNamespaces() throws {
        let swift = """
            struct V: View {
                var body: some View {
                    Rectangle().fill(.blue).frame(width: 100, height: 100)
                        .mask({
                            Rectangle().overlay(alignment: .topLeading) { Circle().frame(width: 40, height: 40) }
                        })
                }
            }
            struct Sheet: View {
                var animation: Namespace.ID
                var body: some View { Circle().matchedGeometryEffect(id: "c", in: animation).frame(width: 20, height: 20) }
            }
            struct Sheet_Previews: PreviewProvider {
                @Namespace static var namespace
                static var previews: some View { Sheet(animation: namespace) }
            }
            """
        // The circle cuts the square's mask: drawn only as the mask, never as a view of its own.
        #expect(try Self.scene(swift).views.contains { $0.kind == "Rectangle" })
        #expect(try Self.scene(swift, view: "Sheet(animation: Sheet_Previews.namespace)").views.contains { $0.kind == "Circle" })
    }

    /// A `Button`'s title is a `Text`: `.minimumScaleFactor` shrinks it to fit the room it is offered
    /// instead of breaking it a character a line at 80 pt (CS193p's `flexibleSystemFont`).
    @Test func buttonTitlesShrinkAsTexts() throws {
        let swift = """
            struct V: View {
                var body: some View {
                    Button("Guess") {}.font(.system(size: 80)).minimumScaleFactor(0.1).frame(width: 70, height: 70)
                }
            }
            """
        let tile = try #require(try Self.scene(swift).cells[0].tile)
        let title = try #require(tile.texts.first { $0.text == "Guess" })
        #expect(title.font.size < 40)
        #expect(title.font.size >= 8)
    }

    /// `AnyLayout(HStackLayout(spacing:))` chosen by a condition and called with its content, and
    /// `VStackLayout(…) { … }` written directly, lay out as their stacks.
    @Test func layoutsAsValues() throws {
        let swift = """
            struct V: View {
                var flag = true
                var body: some View {
                    let layout = flag ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout())
                    VStack {
                        layout { ForEach(0..<3) { _ in Circle().frame(width: 20, height: 20) } }
                        VStackLayout(alignment: .leading, spacing: 2) { Text("a"); Text("bbbb") }
                    }
                }
            }
            """
        let scene = try Self.scene(swift)
        let circles = scene.views.filter { $0.kind == "Circle" }.map(\.frame)
        #expect(circles.count == 3)
        #expect(Set(circles.map(\.minY)).count == 1, "side by side")
        #expect(abs(circles[1].minX - circles[0].maxX - 4) < 0.01)
        let vertical = try Self.scene(swift, view: "V(flag: false)").views.filter { $0.kind == "Circle" }.map(\.frame)
        #expect(Set(vertical.map(\.minX)).count == 1, "one above another")
        let texts = scene.views.filter { $0.kind == "Text" }
        #expect(texts.count == 2 && abs(texts[0].frame.minX - texts[1].frame.minX) < 0.01, "leading-aligned")
    }

    /// Outside the type that nests it, `State` is SwiftUI's (`_event = State(initialValue: e)` beside a
    /// reducer's `struct State`); a member with no type in `CGSize(width: .random(in:), …)` is a CGFloat's.
    @Test func swiftUINamesOutsideTheTypesThatNestThem() throws {
        let swift = """
            enum Reducer { struct State: Equatable { var count: Int } }
            struct Cell { struct Axis: View { var body: some View { Text("cell") } } }
            struct V: View {
                @State private var title: String
                @State private var axis: Axis? = .vertical
                init(title: String) { _title = State(initialValue: title) }
                var body: some View {
                    let size = CGSize(width: .random(in: 10...20), height: .zero)
                    Text(size.width >= 10 && size.width <= 20 && axis == .vertical ? title : "?")
                }
            }
            struct W: View { var body: some View { V(title: "Hello") } }
            """
        #expect(try Self.texts(swift, view: "W()") == ["Hello"])
    }

    /// `.scrollClipDisabled()` draws a scroll view's content past its edges; without it the content is clipped.
    @Test func scrollClipDisabledDrawsPastTheEdges() throws {
        func clipped(_ modifier: String) throws -> Bool {
            let swift = """
                struct V: View {
                    var body: some View {
                        ScrollView(.horizontal) { HStack { ForEach(0..<9) { _ in Rectangle().frame(width: 80, height: 40) } } }
                            .frame(width: 200, height: 60)\(modifier)
                    }
                }
                """
            let scene = try Self.scene(swift)
            return scene.cells.compactMap(\.tile).flatMap(\.shapes).contains { !$0.clips.isEmpty }
        }
        #expect(try clipped(""))
        #expect(try clipped(".scrollClipDisabled(false)"))
        #expect(try !clipped(".scrollClipDisabled()"))
    }

    /// `TextField(value:format:)` of an optional value that is nil shows an empty field (its title as the prompt).
    @Test func anOptionalValueFieldThatIsNil() throws {
        let swift = """
            struct V: View {
                @State private var amount: Double? = nil
                var body: some View { TextField("Amount", value: $amount, format: .currency(code: "USD")) }
            }
            """
        let scene = try Self.scene(swift)
        #expect(scene.views.contains { $0.kind == "TextField" })
    }
}
