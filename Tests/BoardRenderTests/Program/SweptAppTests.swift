import Foundation
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

/// Spellings found sweeping 2,837 views of public tutorial apps, each pasted alone.
@Suite struct SweptAppTests {
    static func views(_ swift: String, view: String = "ContentView()") throws -> [SceneView] {
        let board = try boardBesideSwift(swift, file: "App.swift", json: """
            {"swift": ["App.swift"], "view": "\(view)", "width": 320, "height": 300, "subtitle": null}
            """)
        return try SceneBuilder(board: board).scene(at: 0).views
    }

    /// A `@State` or `@Binding` without a value must be passed: making the view without it is
    /// refused by name (its body was run with nil and failed far from the cause).
    @Test func aStateOrBindingWithoutAValueMustBePassed() throws {
        let swift = """
        struct ButtonTest: View {
            @State var title: String = "Title"
            @State var backgroundColor: Color
            var body: some View { ZStack { backgroundColor.ignoresSafeArea(); Text(title) } }
        }
        struct RatingView: View {
            @Binding var rating: Int
            var body: some View { Text(rating > 3 ? "good" : "poor") }
        }
        """
        #expect { try Self.views(swift, view: "ButtonTest()") } throws: {
            "\($0)".contains("ButtonTest(…) needs 'backgroundColor:' (Color)")
        }
        #expect { try Self.views(swift, view: "RatingView()") } throws: { "\($0)".contains("RatingView(…) needs 'rating:' (Int)") }
        let given = try Self.views(swift, view: "ButtonTest(backgroundColor: .red)")
        #expect(given.contains { $0.text == "Title" })
        #expect(try Self.views(swift, view: "RatingView(rating: .constant(4))").contains { $0.text == "good" })
    }

    /// `NavigationLink("Title") { Destination() }`: its title; the destination is not run (a
    /// page that links to itself would run itself forever).
    @Test func aLinksTrailingDestinationIsNotRun() throws {
        let swift = """
        struct Detail: View { var body: some View { Text("Detail") } }
        struct ContentView: View {
            var body: some View {
                NavigationView {
                    List {
                        NavigationLink("Open detail") { Detail() }
                        NavigationLink("Again") { ContentView() }
                        NavigationLink(destination: ContentView()) { Text("Once more") }
                    }
                    .navigationBarTitle(Text("Links"), displayMode: .inline)
                }
            }
        }
        """
        // Each link is a row with its disclosure chevron (an image, its text the symbol's name).
        let texts = try Self.views(swift).compactMap(\.text)
        #expect(texts == ["Links", "Open detail", "chevron.right", "Again", "chevron.right", "Once more", "chevron.right"])
    }

    /// An optional view that is nil builds nothing (`image?.resizable()` before an image is picked).
    @Test func aNilOptionalViewBuildsNothing() throws {
        let swift = """
        struct ContentView: View {
            @State private var image: Image?
            var body: some View {
                VStack {
                    Text("Pick a photo")
                    image?
                        .resizable()
                        .scaledToFit()
                }
            }
        }
        """
        let views = try Self.views(swift)
        #expect(views.compactMap(\.text) == ["Pick a photo"])
        #expect(!views.contains { $0.kind == "Image" })
    }

    /// `SecureField`: a text field showing a bullet per character; a step types into it by its title.
    @Test func aSecureFieldShowsBullets() throws {
        let swift = """
        struct ContentView: View {
            @State private var password = "secret"
            var body: some View { VStack { SecureField("Password", text: $password); SecureField("Confirm", text: .constant("")) } }
        }
        """
        let board = try boardBesideSwift(swift, file: "App.swift", json: #"""
            {"swift": ["App.swift"], "view": "ContentView()", "width": 320, "subtitle": null, "steps": [{"enter": "hunter2!", "in": "Password"}]}
            """#)
        let b = try SceneBuilder(board: board)
        let fields = { (t: Double) in b.scene(at: t).views.filter { $0.kind == "TextField" } }
        #expect(fields(0).map(\.text) == ["••••••", "Confirm"] && fields(0)[1].prompt == true)
        #expect(fields(b.timeline.cycle).first?.text == "••••••••")
    }
}
