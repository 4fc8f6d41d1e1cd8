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

/// A GeometryReader's content is read when its view is, so what it cannot make is reported at
/// its place; it used to be dropped at layout, and a pasted app drew a blank window.
@Suite struct GeometryReaderContentTests {
    static func read(_ swift: String) throws -> Board {
        try BoardFileReader.read(SourceFile(name: "g.json", text: #"{"swift": ["G.swift"], "view": "G()", "height": 200}"#),
                                 files: ["G.swift": "import SwiftUI\n" + swift])
    }

    @Test func whatTheContentCannotMakeIsReported() throws {
        do {
            _ = try Self.read("struct G: View { var body: some View { GeometryReader { g in Text(\"a\").fancy() } } }")
            Issue.record("a GeometryReader whose content has an unknown modifier was accepted")
        } catch let error as BoardFileError {
            #expect(error.description.contains("'.fancy' is not a SwiftUI modifier boardgen knows"), "\(error.description)")
        }
    }

    /// Readers nested in readers: what the innermost cannot make is still reported where it is
    /// written, and each level gets its parent's size (each content is run ahead once, not once
    /// per level above it: 126 levels took 75 s and 4 GB).
    @Test func nestedReadersAreCheckedOnceAndSized() throws {
        do {
            _ = try Self.read("struct G: View { var body: some View { GeometryReader { a in GeometryReader { b in GeometryReader { c in Text(\"a\").fancy() } } } } }")
            Issue.record("an unknown modifier three readers deep was accepted")
        } catch let error as BoardFileError {
            #expect(error.description.contains("'.fancy' is not a SwiftUI modifier boardgen knows"), "\(error.description)")
        }
        let board = try Self.read("struct G: View { var body: some View { GeometryReader { a in GeometryReader { b in GeometryReader { c in Text(\"\\(Int(c.size.height))\") } }.frame(height: 120) } } }")
        let texts = try SceneBuilder(board: board).scene(at: 0).views.filter { $0.kind == "Text" }
        #expect(texts.count == 1)
        #expect(texts.first?.text == "120", "\(String(describing: texts.first?.text))")
    }

    @Test func safeAreasAndGesturesAreNoOpsOnABoard() throws {
        let board = try Self.read("""
            struct G: View {
                var body: some View {
                    GeometryReader { g in
                        ZStack { Color.black.ignoresSafeArea(); Text("a").gesture(DragGesture()).onLongPressGesture { } }
                    }
                }
            }
            """)
        let kinds = try SceneBuilder(board: board).scene(at: 0).views.map(\.kind)
        #expect(kinds == ["GeometryReader", "ZStack", "Color", "Text"], "\(kinds)")
    }

    /// `frame(in: .global)` is the reader's place in the board's window (which has no safe area),
    /// `.local` its own rectangle; a named space is refused by name (it used to be the local
    /// rectangle for every space, silently).
    @Test func theGlobalFrameIsTheReadersPlaceInTheWindow() throws {
        let board = try BoardFileReader.read(SourceFile(name: "g.json", text: #"{"swift": ["G.swift"], "view": "G()", "width": 300}"#), files: ["G.swift": """
            import SwiftUI
            struct G: View {
                var body: some View {
                    VStack(spacing: 8) {
                        Color.red.frame(height: 50)
                        HStack(spacing: 0) {
                            Color.blue.frame(width: 100)
                            GeometryReader { reader in
                                Text("\\(Int(reader.frame(in: .global).minX)),\\(Int(reader.frame(in: .global).minY)) \\(Int(reader.frame(in: .local).minY)) \\(Int(reader.frame(in: .global).width))")
                            }
                        }
                        .frame(height: 40)
                    }
                }
            }
            """])
        let text = try board.scene(at: 0).views.first { $0.kind == "Text" }?.text
        #expect(text == "100,58 0 200")
        // A space no view above names is the window's (HeldOutThirdMisreadTests.namedCoordinateSpaces for named ones);
        // a space a board does not know is refused by name.
        let unknown = #"struct G: View { var body: some View { GeometryReader { g in Text("\(g.frame(in: .custom).minY)") } } }"#
        do { _ = try Self.read(unknown); Issue.record("expected a refusal") } catch let error as BoardFileError {
            #expect(error.description.contains("'frame(in: .custom)' cannot run on a board"), "\(error.description)")
        }
    }

    /// Several views in a reader's content overlay from its top-leading corner, as a ZStack — not
    /// a column, as several views at a window's root are (SwiftClockUI's dots, each placed by its
    /// own reader, were drawn in a line).
    @Test func severalViewsInTheContentOverlay() throws {
        let board = try Self.read("""
        struct G: View {
            var body: some View {
                GeometryReader { g in
                    Rectangle().frame(width: 10, height: 10)
                    Circle().frame(width: 20, height: 20)
                }.frame(width: 100, height: 100)
            }
        }
        """)
        let views = try board.scene(at: 0).views
        let square = try #require(views.first { $0.kind == "Rectangle" }), circle = try #require(views.first { $0.kind == "Circle" })
        let reader = try #require(views.first { $0.kind == "GeometryReader" })
        #expect(square.frame.minX == reader.frame.minX && square.frame.minY == reader.frame.minY)
        #expect(circle.frame.minX == reader.frame.minX && circle.frame.minY == reader.frame.minY)
    }

    /// The environment above a reader reaches its content: `.font(.largeTitle)` and
    /// `.foregroundStyle(.red)` written outside `GeometryReader { … }` style the texts inside it
    /// (SwiftClockUI's numbers, sized by a modifier whose body is a reader, were drawn at body size).
    @Test func theEnvironmentAboveTheReaderReachesItsContent() throws {
        let board = try Self.read("""
        struct G: View {
            var body: some View {
                GeometryReader { g in Text("Hi") }.font(.largeTitle).foregroundStyle(.red).frame(width: 200, height: 60)
            }
        }
        """)
        let text = try #require(board.scene(at: 0).cells.compactMap(\.tile).flatMap(\.texts).first { $0.text == "Hi" })
        #expect(text.font.size == Platform.iOS.fontSpec(ViewFont(style: .largeTitle)).size)
        #expect(text.color == Color(hex: 0xFF3B30))
    }
}
