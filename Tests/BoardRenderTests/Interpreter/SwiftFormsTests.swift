import Testing
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// Forms of Swift real apps write that a board reads as Swift does: a closure's declared result
/// type labels the tuple it returns; `ModifiedContent(content:modifier:)` is `.modifier(_:)`.
@Suite struct SwiftFormsTests {
    @Test func aClosuresDeclaredResultTypeLabelsItsTuple() throws {
        let swift = """
            func tallest() -> Double {
                let positions = (0..<3).map { i -> (x: Double, y: Double) in
                    return (Double(i) * 2, Double(i) * 3)
                }
                return positions.map { $0.y }.max() ?? 0
            }
            """
        #expect(try Run.value("tallest()", swift) == "6.0")
    }

    /// `\\..self` is the identity key path to the compiler (SwiftParser reads `\\`, `..`, `self`).
    @Test func aDoubledDotKeyPathIsTheIdentity() throws {
        #expect(try Run.value("[3, 1, 2].map(\\..self)") == "[3, 1, 2]")
    }

    /// `UIColor(color).getRed(&r, green: &g, blue: &b, alpha: &a)` stores the colour's sRGB
    /// components (a named colour's in the board's appearance) and returns true; `getHue` its HSB.
    @Test func aPlatformColorsComponentsAreReadThroughInoutArguments() throws {
        let decls = """
            func parts(_ c: Color) -> [Double] {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                let ok = UIColor(c).getRed(&r, green: &g, blue: &b, alpha: &a)
                return ok ? [r, g, b, a] : []
            }
            func hue(_ c: Color) -> Double {
                var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
                UIColor(c).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
                return (h * 360).rounded()
            }
            """
        #expect(try Run.value("parts(Color(red: 1, green: 0.5, blue: 0, opacity: 0.25))", decls) == "[1.0, 0.5, 0.0, 0.25]")
        #expect(try Run.value("parts(.blue).map { ($0 * 255).rounded() }", decls) == "[0.0, 122.0, 255.0, 255.0]")
        #expect(try Run.value("hue(Color(red: 0, green: 1, blue: 0))", decls) == "120.0")
        #expect(Run.error("UIColor(.blue).getRed(1, green: 2, blue: 3, alpha: 4)", decls)?.message.contains("inout") == true)
    }

    /// `1/5` passed where a `CGFloat` is taken is 0.2, as the type checker reads the literals;
    /// where an `Int` is taken it stays Swift's integer division.
    @Test func literalDivisionTakesTheParametersType() throws {
        let decls = """
            struct Ratio { let r: CGFloat }
            struct Count { let n: Int }
            func half(_ x: CGFloat) -> CGFloat { x }
            func whole(_ x: Int) -> Int { x }
            """
        #expect(try Run.value("Ratio(r: 1/5).r", decls) == "0.2")
        #expect(try Run.value("Count(n: 7/2).n", decls) == "3")
        #expect(try Run.value("half(1/4)", decls) == "0.25")
        #expect(try Run.value("whole(9/4)", decls) == "2")
        #expect(try Run.body("let k = Ratio(r: 3/4)\nreturn k.r", decls) == "0.75")
    }

    /// `range(of:)` finds characters (as offsets), `replaceSubrange(_:with:)` replaces them: a
    /// localization helper's `%@` filled in; an unknown string method names the string.
    @Test func aStringsRangeIsFoundAndReplaced() throws {
        let decls = """
            func fill(_ format: String, _ values: String...) -> String {
                var result = format
                for value in values {
                    if let range = result.range(of: "%@") ?? result.range(of: "%d") { result.replaceSubrange(range, with: value) }
                }
                return result
            }
            """
        #expect(try Run.value("fill(\"%@ of %d\", \"3\", \"7\")", decls) == "3 of 7")
        #expect(try Run.value("\"Hello\".range(of: \"xyz\") == nil", decls) == "true")
        #expect(try Run.value("\"Hello\".range(of: \"LL\", options: .caseInsensitive) != nil", decls) == "true")
        #expect(Run.error("\"abc\".frobnicate()")?.message.contains("a string has no method") == true)
    }

    /// `#available` is decided for the system a board draws (iOS 18): a fallback for iOS 26's
    /// Liquid Glass is what draws; older requirements hold; `#unavailable` is the opposite.
    @Test func availabilityIsDecidedForTheDrawnSystem() throws {
        let decls = """
            func pick() -> [String] {
                var out: [String] = []
                if #available(iOS 26.0, *) { out.append("26") } else { out.append("fallback") }
                if #available(iOS 17, macOS 14, *) { out.append("17") }
                if #unavailable(iOS 26) { out.append("not 26") }
                if #available(watchOS 99, *) { out.append("other platform") }
                if #available(iOS 18.0.1, *) { out.append("18.0.1") }
                return out
            }
            """
        #expect(try Run.value("pick()", decls) == #"["fallback", "17", "not 26", "other platform"]"#)
    }

    /// An integer is its own percentage (`IntegerFormatStyle.Percent`: 25 → "25%"), a fraction is
    /// scaled (0.25 → "25%"); `formatted()` groups thousands as `.number` does.
    @Test func percentFormatsTakeTheNumbersType() throws {
        #expect(try Run.value("25.formatted(.percent)") == "25%")
        #expect(try Run.value("0.25.formatted(.percent)") == "25%")
        #expect(try Run.value("1234.5.formatted()") == "1,234.5")
        #expect(try Run.value("1234.formatted()") == "1,234")
        #expect(try Run.value("12.5.formatted(.currency(code: \"EUR\"))") == "€12.50")
    }

    @Test func modifiedContentIsTheModifierApplied() throws {
        let swift = """
            struct Big: ViewModifier {
                let size: CGFloat
                func body(content: Content) -> some View { content.font(.system(size: size)) }
            }
            extension View {
                func big(_ size: CGFloat) -> some View { ModifiedContent(content: self, modifier: Big(size: size)) }
            }
            struct V: View {
                var body: some View { VStack { Text("A").big(40); Text("A").font(.system(size: 40)) } }
            }
            """
        let texts = try OneEngineTests.builder(swift).scene(at: 0).views.filter { $0.kind == "Text" }
        #expect(texts.count == 2 && texts[0].frame.height == texts[1].frame.height && texts[0].frame.width == texts[1].frame.width)
    }

    /// A nested type reaches its enclosing types' static members by their own names, as Swift's
    /// unqualified lookup does; instance members of the outer type are not statics.
    @Test func aNestedTypeReadsItsOutersStatics() throws {
        let swift = """
            enum Strings {
                static let prefix = "Hi "
                static func make(_ s: String) -> String { prefix + s }
                enum Home { static let title = make("home"); enum Deep { static let x = make("deep") + prefix } }
            }
            """
        #expect(try Run.value("Strings.Home.title", swift) == "Hi home")
        #expect(try Run.value("Strings.Home.Deep.x", swift) == "Hi deepHi ")
    }

    /// A type an app nests in `Font` starts an implicit member chain (`.font(.AppFont.body.size(20))`);
    /// a grid's columns written `.init(…)` in `Array(repeating:count:)` are GridItems.
    @Test func implicitChainsFromANestedTypeAndInitColumns() throws {
        let swift = """
            extension Font {
                enum AppFont: String {
                    case body = "Body"
                    func size(_ size: CGFloat) -> Font { Font.system(size: size) }
                }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Text("A").font(.AppFont.body.size(40))
                        Text("A").font(.system(size: 40))
                        LazyVGrid(columns: Array(repeating: .init(.flexible(), spacing: 5), count: 3)) {
                            ForEach(0..<6, id: \\.self) { _ in Color.red.frame(height: 10) }
                        }
                    }
                }
            }
            """
        let scene = try OneEngineTests.builder(swift, width: 200).scene(at: 0)
        let texts = scene.views.filter { $0.kind == "Text" }
        #expect(texts.count == 2 && texts[0].frame.height == texts[1].frame.height)
        let cells = scene.views.filter { $0.kind == "Color" }
        #expect(cells.count == 6 && Set(cells.map { $0.frame.minX.rounded() }).count == 3, "\(cells.map(\.frame))")
    }

    /// A `some View` static written as a builder (a PreviewProvider's `previews` with a `let`
    /// first); `.init(…)` where an `Image` or a `Label` is declared; `_x = .init(initialValue:)`.
    @Test func previewsAsABuilderAndInitWhereTheTypeIsDeclared() throws {
        let swift = """
            struct Item { let title: String }
            final class ModelData { var items = [Item(title: "Soup")] }
            enum Symbols { static let house: Image = .init(systemName: "house.fill") }
            struct Detail: View {
                let item: Item
                @State private var count: Int
                init(item: Item, count: Int = 3) { self.item = item; self._count = .init(initialValue: count) }
                var body: some View { HStack { Symbols.house; Text(item.title); Text("\\(count)") } }
            }
            struct Detail_Previews: PreviewProvider {
                static var previews: some View {
                    let md = ModelData()
                    Detail(item: md.items[0])
                }
            }
            struct V: View { var body: some View { Detail_Previews.previews } }
            """
        let scene = try OneEngineTests.builder(swift).scene(at: 0)
        #expect(scene.views.filter { $0.kind == "Text" }.compactMap(\.text) == ["Soup", "3"], "\(scene.views.map(\.kind))")
        #expect(scene.views.contains { $0.symbol == "house.fill" })
    }

    /// `super.init()` of a class Swift's libraries declare (`NSObject`) runs nothing; of a class the
    /// files declare, its initializer; a class keeps its default `init()` beside an extension's
    /// convenience initializer that calls it; `NSError`'s description is its userInfo's.
    @Test func superInitDefaultClassInitAndNSError() throws {
        let swift = """
            class Base { var label = "base"; init(label: String) { self.label = label } }
            final class Session: NSObject { var state = "idle"; override init() { super.init(); state = "ready" } }
            final class Named: Base { var extra = 1; init() { super.init(label: "named"); extra = 2 } }
            final class Game { var words: [String] = []; var round = 0 }
            extension Game {
                convenience init(words: [String]) { self.init(); self.words = words; round = 1 }
            }
            func summary() -> String {
                let g = Game(words: ["a", "b"])
                let n = Named()
                let e = NSError(domain: "x", code: 4, userInfo: [NSLocalizedDescriptionKey: "Went wrong"])
                let plain = NSError(domain: "Net", code: 7)
                return [Session().state, n.label, "\\(n.extra)", "\\(g.words.count)", "\\(g.round)", e.localizedDescription, plain.localizedDescription].joined(separator: "|")
            }
            """
        #expect(try Run.value("summary()", swift) == "ready|named|2|2|1|Went wrong|The operation couldn\u{2019}t be completed. (Net error 7.)")
    }

    /// A generic parameter of a view's type stands for the type its stored property holds, as the
    /// type checker inferred it: `E.allCases`, `E(rawValue:)` in `struct Switcher<E: Tabs>`.
    @Test func aGenericParameterIsTheTypeItsPropertyHolds() throws {
        let swift = """
            protocol Tabs: CaseIterable, RawRepresentable where RawValue == Int { var title: String { get } }
            extension Tabs { var title: String { "\\(self)".capitalized } }
            enum Kind: Int, Tabs { case first, second, third }
            struct Switcher<E: Tabs>: View {
                @Binding var selection: E
                var body: some View {
                    HStack {
                        ForEach(0..<E.allCases.count, id: \\.self) { i in
                            Text((E(rawValue: i)?.title ?? "?") + (selection.rawValue == i ? "*" : ""))
                        }
                    }
                }
            }
            struct Card<Content: View>: View {
                let content: Content
                var body: some View { VStack { content } }
            }
            struct V: View {
                @State var kind = Kind.second
                var body: some View { VStack { Switcher(selection: $kind); Card(content: Text("Inside")) } }
            }
            """
        let texts = try OneEngineTests.builder(swift).scene(at: 0).views.filter { $0.kind == "Text" }.compactMap(\.text)
        #expect(texts == ["First", "Second*", "Third", "Inside"], "\(texts)")
    }

    /// An initializer an app's extension adds to a SwiftUI type runs (`Color(hex:)` with Foundation's
    /// `CharacterSet` and `Scanner`, `Int(_:radix:)`); a call only SwiftUI's takes is SwiftUI's
    /// (`Color("Brand")`, `Font.custom(name, size:)` inside an overload of it); `SwiftUI.Image(…)`
    /// is SwiftUI's Image whatever type the enclosing one nests under that name.
    @Test func appInitializersOfSwiftUITypesRun() throws {
        let swift = """
            extension Color {
                init(hex: String) {
                    let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                    var int: UInt64 = 0
                    Scanner(string: hex).scanHexInt64(&int)
                    let a, r, g, b: UInt64
                    switch hex.count {
                    case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                    case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
                    default: (a, r, g, b) = (1, 1, 1, 0)
                    }
                    self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
                }
                init(rgb: String) {
                    let v = Int(rgb.trimmingCharacters(in: CharacterSet(charactersIn: "#")), radix: 16) ?? 0
                    self.init(red: Double(v >> 16 & 0xFF) / 255, green: Double(v >> 8 & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
                }
            }
            struct FontFile { let name: String }
            extension SwiftUI.Font {
                static func custom(_ font: FontFile, size: CGFloat) -> SwiftUI.Font { custom(font.name, size: size) }
            }
            struct Asset {
                typealias Image = String
                let name: String
                var image: SwiftUI.Image { SwiftUI.Image(name) }
            }
            func parts(_ hex: String) -> String {
                var int: UInt64 = 0
                let ok = Scanner(string: hex.trimmingCharacters(in: .alphanumerics.inverted)).scanHexInt64(&int)
                return "\\(ok) \\(int >> 16) \\(int >> 8 & 0xFF) \\(int & 0xFF)"
            }
            """
        #expect(try Run.value("parts(\"#34C759\")", swift) == "true 52 199 89")
        #expect(try Run.value("parts(\"zz\")", swift) == "false 0 0 0")
        let scene = try OneEngineTests.builder(swift + """

            struct V: View {
                var body: some View {
                    VStack {
                        Color(hex: "#34C759").frame(width: 10, height: 10)
                        Color(rgb: "#FF9500").frame(width: 10, height: 10)
                        Text("Custom").font(.custom(FontFile(name: "Avenir"), size: 30))
                        Asset(name: "star").image
                    }
                }
            }
            """).scene(at: 0)
        #expect(scene.views.filter { $0.kind == "Color" }.count == 2)
        let text = try #require(scene.views.first { $0.text == "Custom" })
        #expect(text.frame.height > 30)
        #expect(scene.views.contains { $0.kind == "Image" })
        let green = try Run.value("Color(hex: \"#34C759\")", swift)
        #expect(green.contains("0.2039"), "\(green)")
    }

    /// `Image(_:bundle:)`, `Image(_:bundle:label:)`, `Image(decorative:bundle:)` and `Color(_:bundle:)`
    /// (SwiftGen's assets, a package's `Bundle.module`): the bundle is the app's.
    @Test func assetsNamedWithTheirBundle() throws {
        let swift = """
            import SwiftUI
            final class Token {}
            struct V: View {
                var body: some View {
                    HStack {
                        Image("star", bundle: .main)
                        Image("star", bundle: Bundle(for: Token.self), label: Text("Star"))
                        Image(decorative: "star", bundle: Bundle.module)
                        Color("Brand", bundle: nil).frame(width: 5, height: 5)
                    }
                }
            }
            """
        let json = ##"{"swift": ["V.swift"], "view": "V()", "width": 240, "subtitle": null, "colors": {"Brand": "#ff0000"}}"##
        let scene = try SceneBuilder(board: try boardBesideSwift(swift, file: "V.swift", json: json)).scene(at: 0)
        #expect(scene.views.filter { $0.kind == "Image" }.count == 3)
        #expect(scene.views.contains { $0.kind == "Color" })
    }

    /// An implicit member named both by a case of the app's enum and by the app's `extension Font`
    /// static is the one the context's type says: the enum's case where the parameter is the enum,
    /// the Font's where a Font is returned or taken (a design system's `SBBFont.medium_light` and
    /// `Font.medium_light`); `UIColor(named:)` is the catalogue's (here the board's) colour.
    @Test func anImplicitMemberIsTheContextsTypes() throws {
        let swift = """
            import SwiftUI
            extension Font {
                static var medium_light: Font { .system(size: 30) }
                static var small_light: Font { .system(size: 10) }
            }
            enum AppFont {
                case medium_light, small_light
                var font: Font {
                    switch self {
                    case .medium_light: return .medium_light
                    case .small_light: return .small_light
                    }
                }
            }
            extension View {
                func appFont(_ font: AppFont) -> some View { self.font(font.font) }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Big").appFont(.medium_light)
                        Text("Small").font(.small_light)
                        Color(UIColor(named: "Brand") ?? .white).frame(width: 5, height: 5)
                    }
                }
            }
            """
        let json = ##"{"swift": ["V.swift"], "view": "V()", "width": 240, "subtitle": null, "colors": {"Brand": "#ff0000"}}"##
        let scene = try SceneBuilder(board: try boardBesideSwift(swift, file: "V.swift", json: json)).scene(at: 0)
        let big = try #require(scene.views.first { $0.text == "Big" }), small = try #require(scene.views.first { $0.text == "Small" })
        #expect(big.frame.height > 30 && small.frame.height < 16, "\(big.frame) \(small.frame)")
        #expect(scene.views.contains { $0.kind == "Color" })
    }

    /// Partial ranges (`a[1...]`, `a[..<2]`, `case 10...:`) and a string's indices (character offsets:
    /// `startIndex`, `index(_:offsetBy:)`, `s[i...]`); a failable initializer that returns nil is nil.
    @Test func partialRangesStringIndicesAndFailableInitializers() throws {
        let swift = """
            extension Color {
                init?(hex: String) {
                    guard hex.hasPrefix("#") else { return nil }
                    let start = hex.index(hex.startIndex, offsetBy: 1)
                    let digits = String(hex[start...])
                    guard digits.count == 6 else { return nil }
                    var n: UInt64 = 0
                    Scanner(string: digits).scanHexInt64(&n)
                    self.init(red: Double((n & 0xff0000) >> 16) / 255, green: Double((n & 0xff00) >> 8) / 255, blue: Double(n & 0xff) / 255)
                }
            }
            func grade(_ x: Int) -> String {
                switch x {
                case ..<50: return "low"
                case 90...: return "top"
                default: return "mid"
                }
            }
            func probe() -> String {
                let a = [1, 2, 3, 4], s = "Swift"
                let i = s.index(after: s.startIndex), j = s.index(s.endIndex, offsetBy: -1)
                return "\\(a[1...]) \\(a[..<2]) \\(a[...1]) \\(s[i..<j]) \\(s.distance(from: i, to: j)) \\(grade(10)) \\(grade(95)) \\(grade(60)) \\(Color(hex: "12") == nil)"
            }
            """
        #expect(try Run.value("probe()", swift) == "[2, 3, 4] [1, 2] [1, 2] wif 3 low top mid true")
        #expect(try Run.value("Color(hex: \"#34C759\")!", swift).contains("0.2039"))
    }

    /// iOS 13's `@Environment(\\.sizeCategory)`: `.large` on a board, not an accessibility size,
    /// ordered as its cases are.
    @Test func theContentSizeCategoryIsLarge() throws {
        let swift = """
            struct V: View {
                @Environment(\\.sizeCategory) var category
                var body: some View {
                    Text(category.isAccessibilityCategory ? "big" : category >= .large ? "large" : "small")
                }
            }
            """
        let texts = try OneEngineTests.builder(swift).scene(at: 0).views.compactMap(\.text)
        #expect(texts == ["large"], "\(texts)")
    }

    /// An app's `padding(_ h: CGFloat, _ v: CGFloat)` does not take SwiftUI's `.padding(.horizontal, 8)`
    /// (it recursed into itself); a generic function's `T` is its `T.Type` argument's type (`as? T`);
    /// `guard var` binds a variable; `preconditionFailure` stops the program with its message.
    @Test func overloadsByTypeGenericFunctionsAndGuardVar() throws {
        let swift = """
            extension View {
                func padding(_ horizontal: CGFloat, _ vertical: CGFloat) -> some View {
                    self.padding(.horizontal, horizontal).padding(.vertical, vertical)
                }
            }
            protocol Store {}
            final class MemoryStore: Store {}
            final class Box { var made: [String: Any] = ["Store": MemoryStore()] }
            func resolve<Service>(_ type: Service.Type, in box: Box) -> String {
                guard var found = box.made["Store"] else { preconditionFailure("none for \\(type)") }
                found = found as? Service ?? found
                return found is Service ? "found" : "wrong type"
            }
            struct V: View {
                var body: some View { Text(resolve(Store.self, in: Box())).padding(10, 4).background(Color.red) }
            }
            """
        let views = try OneEngineTests.builder(swift).scene(at: 0).views
        let text = try #require(views.first { $0.kind == "Text" }), red = try #require(views.first { $0.kind == "Color" })
        #expect(text.text == "found")
        #expect(abs(red.frame.width - text.frame.width - 20) < 1e-9 && abs(red.frame.height - text.frame.height - 8) < 1e-9)
        let error = Run.error("stop()", "func stop() -> Int { preconditionFailure(\"no value\") }")
        #expect(error.map { "\($0)".contains("preconditionFailure: no value") } == true, "\(String(describing: error))")
    }
}
