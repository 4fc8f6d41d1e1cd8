import Testing
import TestSupport
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

/// Swift spellings pasted views use that a board once refused: an array or dictionary type's
/// initializer (`[Int]()`, `[Int](1...3)`, `[String: Int]()`), and `$0` in a `List(data)` row or a
/// `GeometryReader` with no parameter named.
@Suite struct PastedSpellingTests {
    static let swift = """
    import SwiftUI
    struct Rows: View {
        @State private var empty = [Int]()
        @State private var some = [Int](1...3)
        @State private var table = [String: Int]()
        @State private var repeated = [String](repeating: "x", count: 2)
        var body: some View {
            VStack {
                Text("\\(empty.count) \\(some.count) \\(table.count) \\(repeated.joined())")
                List(0..<3) {
                    Text("Row \\($0)")
                }
                GeometryReader {
                    let size = $0.size
                    Text("w\\(Int(size.width))")
                }
                .frame(width: 120, height: 30)
            }
        }
    }
    """

    @Test func typeInitializersAndAnonymousParametersRun() throws {
        let board = try boardBesideSwift(Self.swift, file: "Rows.swift", json: #"{"swift": "Rows.swift", "view": "Rows()", "width": 300}"#)
        let texts = try board.scene(at: 0).views.filter { $0.kind == "Text" }.compactMap(\.text)
        #expect(texts == ["0 3 0 xx", "Row 0", "Row 1", "Row 2", "w120"], "\(texts)")
    }

    /// `Text + Text` is one text, whether its pieces are drawn alike or styled apart.
    @Test func textsConcatenate() throws {
        let swift = """
        struct Greeting: View {
            let name = "Ada"
            var body: some View {
                VStack {
                    Text("Hello, ") + Text(name)
                    (Text("Total: ") + Text("3")).font(.headline)
                    Text("a").bold() + Text("b").bold()
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Greeting.swift", json: #"{"swift": "Greeting.swift", "view": "Greeting()"}"#)
        let texts = try board.scene(at: 0).views.filter { $0.kind == "Text" }.compactMap(\.text)
        #expect(texts == ["Hello, Ada", "Total: 3", "ab"], "\(texts)")
        // Pieces styled apart are one text too (StyledTextTests has their looks).
        let styled = swift.replacingOccurrences(of: #"Text("b").bold()"#, with: #"Text("b")"#)
        let apart = try boardBesideSwift(styled, file: "Greeting.swift", json: #"{"swift": "Greeting.swift", "view": "Greeting()"}"#)
        #expect(try apart.scene(at: 0).views.filter { $0.kind == "Text" }.compactMap(\.text) == ["Hello, Ada", "Total: 3", "ab"])
    }

    /// A Shape of the app's own is drawn by its `path(in:)` (an empty path draws nothing) and
    /// named in the dump by its type (PathShapeTests has its geometry).
    @Test func aShapeOfYourOwnIsDrawnByItsPath() throws {
        let swift = """
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path { Path() }
        }
        struct Tree: View {
            var body: some View { Triangle().fill(.green) }
        }
        """
        let board = try boardBesideSwift(swift, file: "Tree.swift", json: #"{"swift": "Tree.swift", "view": "Tree()"}"#)
        let scene = try board.scene(at: 0)
        #expect(scene.views.first?.kind == "Triangle")
        #expect(scene.cells.compactMap(\.tile).flatMap(\.shapes).contains { $0.path == [] })
    }

    /// `NavigationLink` in its four spellings is its label (the destination is not run: here it
    /// names a view whose initializer a board could not call); `Label` is its icon and title.
    @Test func navigationLinksAreTheirLabelsAndLabelsAreIconAndTitle() throws {
        let swift = """
        import SwiftUI
        struct Detail: View {
            let name: String
            var body: some View { Text(name) }
        }
        struct Home: View {
            let items = ["Tile", "Dot"]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(items, id: \\.self) { item in
                            NavigationLink(destination: Detail(name: item)) { Text(item) }
                        }
                        NavigationLink("Settings", destination: Text("S"))
                        NavigationLink { Detail() } label: { Label("About", systemImage: "info.circle") }
                        NavigationLink(value: 3) { Text("Three") }
                    }
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Home.swift", json: #"{"swift": "Home.swift", "view": "Home()", "width": 300}"#)
        let views = try board.scene(at: 0).views
        #expect(views.filter { $0.kind == "Text" }.compactMap(\.text) == ["Tile", "Dot", "Settings", "About", "Three"])
        // (The other images are the rows' disclosure chevrons.)
        let icon = try #require(views.first { $0.kind == "Image" && $0.text == "info.circle" }), about = try #require(views.first { $0.text == "About" })
        #expect(icon.text == "info.circle" && icon.frame.maxX < about.frame.minX && icon.parent == about.parent)
    }

    /// `.offset(drag)` with a `CGSize` (gesture code's spelling) animates like `.offset(x:y:)`;
    /// `.red.gradient` is drawn as its colour; `.onSubmit` and `.controlSize` change nothing drawn.
    @Test func aSizeOffsetAnimatesAndStylesAreRead() throws {
        let swift = """
        import SwiftUI
        struct Drag: View {
            @State private var drag = CGSize.zero
            var body: some View {
                VStack {
                    Circle().fill(.red.gradient).frame(width: 40, height: 40).offset(drag)
                    Button("Move") { withAnimation(.linear(duration: 1)) { drag = CGSize(width: 60, height: 20) } }
                    TextField("Name", text: .constant("")).onSubmit { }.controlSize(.large)
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Drag.swift", json: #"{"swift": "Drag.swift", "view": "Drag()", "width": 300, "steps": [{"click": "Move"}]}"#)
        let b = try SceneBuilder(board: board)
        let start = b.timeline.steps[0].start
        func circle(_ t: Double) -> SceneView { b.scene(at: t).views.first { $0.kind == "Circle" }! }
        let rest = circle(0), half = circle(start + 0.5)
        #expect(abs(half.quad[0].x - rest.quad[0].x - 30) < 1e-6 && abs(half.quad[0].y - rest.quad[0].y - 10) < 1e-6)
        #expect(half.frame == rest.frame)
    }

    /// Presentations (`.alert`, `.sheet`, `.confirmationDialog`, `item:` forms) draw nothing while
    /// not presented, as the view shows then; a step that presents one is refused by name.
    @Test func presentationsNotPresentedDrawNothingAndPresentedOnesAreRefused() throws {
        let swift = """
        import SwiftUI
        struct Confirm: View {
            @State private var asking = false
            @State private var showSheet = false
            @State private var picked: String? = nil
            var body: some View {
                VStack {
                    Button("Delete") { asking = true }
                    Button("Open") { showSheet = true }
                }
                .alert("Delete?", isPresented: $asking) {
                    Button("Delete", role: .destructive) { }
                } message: {
                    Text("This cannot be undone.")
                }
                .sheet(isPresented: $showSheet) { Text("Sheet") }
                .sheet(item: $picked) { p in Text(p) }
                .confirmationDialog("Pick", isPresented: $asking, titleVisibility: .visible) { Button("A") { } }
            }
        }
        """
        let still = try boardBesideSwift(swift, file: "Confirm.swift", json: #"{"swift": "Confirm.swift", "view": "Confirm()"}"#)
        #expect(try still.scene(at: 0).views.filter { $0.kind == "Button" }.compactMap(\.text) == ["Delete", "Open"])
        do {
            _ = try boardBesideSwift(swift, file: "Confirm.swift", json: #"{"swift": "Confirm.swift", "view": "Confirm()", "steps": [{"click": "Open"}]}"#)
            Issue.record("a presented sheet was drawn")
        } catch {
            #expect("\(error)".contains("step 1: at "), "\(error)")
            #expect("\(error)".contains("Confirm.swift:16:9: '.sheet' is presented here"), "\(error)")
        }
    }

    /// `TabView(selection:)`: the selected tab's view (by `.tag`) above a bar of every tab's
    /// `.tabItem`, the selected item in the accent colour; a step that sets the selection shows
    /// the other tab.
    @Test func aTabViewShowsTheSelectedTabAboveItsBar() throws {
        let swift = """
        import SwiftUI
        enum Tab { case home, settings }
        struct Tabs: View {
            @State private var selection: Tab = .home
            var body: some View {
                TabView(selection: $selection) {
                    Button("Go to settings") { selection = .settings }
                        .tabItem { Label("Home", systemImage: "house") }
                        .tag(Tab.home)
                    Text("Settings screen")
                        .tabItem {
                            Image(systemName: "gear")
                            Text("Settings")
                        }
                        .tag(Tab.settings)
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Tabs.swift", json: #"{"swift": "Tabs.swift", "view": "Tabs()", "height": 300, "steps": [{"click": "Go to settings"}]}"#)
        let b = try SceneBuilder(board: board)
        func texts(_ t: Double) -> [String] { b.scene(at: t).views.filter { ($0.kind == "Text" || $0.kind == "Button") && $0.id != "status" }.compactMap(\.text) }
        #expect(texts(0) == ["Go to settings", "Home", "Settings"], "\(texts(0))")
        #expect(texts(b.timeline.cycle) == ["Settings screen", "Home", "Settings"], "\(texts(b.timeline.cycle))")
        let start = b.scene(at: 0)
        let home = try #require(start.views.first { $0.text == "Home" }), settings = try #require(start.views.first { $0.text == "Settings" })
        let accent = ViewLeaves.color(.named("accentColor"), .light)
        func color(_ v: SceneView) -> Color? { start.cells.first { $0.name == v.id }?.tile?.texts.first?.color }
        #expect(color(home) == accent && color(settings) != accent)
        // The bar at the bottom of the 300 pt window, its items side by side.
        #expect(abs(home.frame.minY - settings.frame.minY) < 1e-9 && home.frame.maxX < settings.frame.minX)
    }

    /// `Picker`: by default its title and its selected option (by `.tag`, or a `ForEach` element's
    /// id over a `CaseIterable` enum's `allCases`) in grey; `.pickerStyle(.segmented)` a segmented
    /// control whose selected segment follows the selection.
    @Test func pickersShowTheirSelection() throws {
        let swift = """
        import SwiftUI
        enum Flavor: String, CaseIterable, Identifiable {
            case chocolate, vanilla, strawberry
            var id: Self { self }
        }
        struct Order: View {
            @State private var flavor: Flavor = .vanilla
            @State private var size = "M"
            var body: some View {
                Form {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { f in Text(f.rawValue.capitalized).tag(f) }
                    }
                    Picker("Size", selection: $size) {
                        Text("S").tag("S")
                        Text("M").tag("M")
                        Text("L").tag("L")
                    }
                    .pickerStyle(.segmented)
                    Button("Large") { size = "L" }
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Order.swift", json: #"{"swift": "Order.swift", "view": "Order()", "steps": [{"click": "Large"}]}"#)
        let b = try SceneBuilder(board: board)
        let start = b.scene(at: 0)
        let texts = start.views.filter { $0.kind == "Text" && $0.id != "status" }.compactMap(\.text)
        #expect(texts == ["Flavor", "Vanilla", "S", "M", "L"], "\(texts)")
        // The white segment behind the selected option: under M, then under L.
        func selected(_ s: Scene) -> String? {
            let white = s.views.first { $0.kind == "RoundedRectangle" && $0.id.contains("segment") && $0.phase != .removing }
            return white.flatMap { w in s.views.first { $0.kind == "Text" && $0.frame.mid.x > w.frame.minX && $0.frame.mid.x < w.frame.maxX && $0.id.contains("segment") }?.text }
        }
        #expect(selected(start) == "M" && selected(b.scene(at: b.timeline.cycle)) == "L")
    }

    /// Spellings the corpus sweep found once `check` read views as a board does: a composed
    /// `Alignment`, localized `Text` keys with a bundle, a navigation path, the iOS 13 text field,
    /// `Capsule(style:)`, `.background(_:ignoresSafeAreaEdges:)` and a ForEach of 100 rows.
    @Test func spellingsOfRealApps() throws {
        let swift = """
        import SwiftUI
        struct Spellings: View {
            @State private var name = ""
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack(spacing: 0) {
                        ZStack(alignment: Alignment(horizontal: .leading, vertical: .top)) {
                            Color.yellow.frame(width: 200, height: 80)
                            Text("Corner", bundle: .module)
                        }
                        Text("Key", tableName: "T", comment: "c")
                        TextField("Name", text: $name, onEditingChanged: { _ in }, onCommit: {})
                        Capsule(style: .continuous).frame(width: 40, height: 12)
                            .background(.red, ignoresSafeAreaEdges: .all)
                        ScrollView { ForEach(0..<100) { i in Text("Row \\(i)") } }.frame(height: 50)
                    }
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "S.swift", json: #"{"swift": "S.swift", "view": "Spellings()", "width": 300}"#)
        let views = try board.scene(at: 0).views
        let yellow = try #require(views.first { $0.kind == "Color" }), corner = try #require(views.first { $0.text == "Corner" })
        // Top leading: the text's corner on the colour's.
        #expect(corner.frame.minX == yellow.frame.minX && corner.frame.minY == yellow.frame.minY)
        #expect(views.contains { $0.text == "Key" } && views.contains { $0.kind == "TextField" && $0.text == "Name" })
        #expect(views.contains { $0.kind == "Capsule" } && views.filter { $0.text?.hasPrefix("Row ") ?? false }.count == 100)
    }

    /// A capitalised name no file declares says what it most likely is.
    @Test(arguments: [
        ("Home()", "'Home' is not declared in the Swift files read: a view of your app declared in another file?"),
        ("Gauge(value: 0.5) { Text(\"a\") }", "'Gauge' is a SwiftUI view a board does not draw yet"),
        ("VStak { Text(\"a\") }", "unknown view 'VStak'"),
    ])
    func undeclaredViewsAreNamedForWhatTheyAre(_ body: String, _ message: String) throws {
        let swift = "import SwiftUI\nstruct V: View {\n    var body: some View { \(body) }\n}\n"
        let error = try #require(throws: BoardFileError.self) {
            try boardBesideSwift(swift, file: "V.swift", json: #"{"swift": "V.swift", "view": "V()"}"#)
        }
        #expect("\(error)".contains(message), "\(error)")
    }

    /// `ScrollViewReader { proxy in … }` draws its content; an action that scrolls is refused by
    /// name at the step that runs it (a board does not scroll).
    @Test func aScrollViewReaderDrawsItsContentAndRefusesToScroll() throws {
        let swift = """
        import SwiftUI
        struct Chat: View {
            @State private var messages = ["Hi", "Hello"]
            var body: some View {
                ScrollViewReader { proxy in
                    VStack {
                        ForEach(messages, id: \\.self) { Text($0).id($0) }
                        Button("Send") {
                            messages.append("New")
                            proxy.scrollTo("New", anchor: .bottom)
                        }
                    }
                }
            }
        }
        """
        let still = try boardBesideSwift(swift, file: "Chat.swift", json: #"{"swift": "Chat.swift", "view": "Chat()"}"#)
        #expect(try still.scene(at: 0).views.filter { $0.kind == "Text" }.compactMap(\.text) == ["Hi", "Hello"])
        let error = try #require(throws: BoardFileError.self) {
            try boardBesideSwift(swift, file: "Chat.swift", json: #"{"swift": "Chat.swift", "view": "Chat()", "steps": [{"click": "Send"}]}"#)
        }
        #expect("\(error)".contains("step 1: in the action of “Send” at ") && "\(error)".contains("'.scrollTo' cannot run on a board"), "\(error)")
    }

    /// An optional argument written `.none`, as Optional spells nil: `.lineLimit(.none)` has no limit,
    /// `.fontWeight(.none)` leaves the weight as it is.
    @Test func noneIsNil() throws {
        let limited = try stillScene(#"Text("one two three four five six").lineLimit(.none).frame(width: 60)"#)
        let free = try stillScene(#"Text("one two three four five six").lineLimit(nil).frame(width: 60)"#)
        #expect(limited.views.first { $0.kind == "Text" }?.frame == free.views.first { $0.kind == "Text" }?.frame)
        let weighted = try stillScene(#"Text("b").bold().fontWeight(.none)"#)
        let bold = try stillScene(#"Text("b").bold()"#)
        #expect(weighted.views.first { $0.kind == "Text" }?.frame == bold.views.first { $0.kind == "Text" }?.frame)
    }
}
