import Testing
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import BoardRender

/// `.safeAreaPadding` and `.contentMargins`: a scroll view keeps its frame and its content is
/// inset; on another view `.safeAreaPadding` is padding and `.contentMargins` changes nothing.
@Suite struct ContentMarginsTests {
    static func views(_ body: String) throws -> [SceneView] {
        let swift = "import SwiftUI\nstruct V: View {\n    var body: some View {\n" + body + "\n    }\n}\n"
        let json = #"{"swift": "V.swift", "view": "V()", "width": 390, "height": 300, "subtitle": null}"#
        return try SceneBuilder(board: boardBesideSwift(swift, file: "V.swift", json: json)).scene(at: 0).views
    }

    @Test(arguments: [".safeAreaPadding(.horizontal, 20)", ".contentMargins(.horizontal, 20, for: .scrollContent)", ".contentMargins(20)"])
    func aScrollViewsContentIsInset(_ modifier: String) throws {
        let v = try Self.views("""
            ScrollView(.horizontal) {
                HStack(spacing: 10) { ForEach(0..<3) { _ in Color.blue.frame(width: 300, height: 80) } }
            }\(modifier)
            """)
        let scroll = try #require(v.first { $0.kind == "ScrollView" })
        let cards = v.filter { $0.kind == "Color" }
        // The scroll view spans the window; its first card starts 20 pt in.
        #expect(scroll.frame.width == 390, "\(scroll.frame)")
        #expect(abs(cards[0].frame.minX - scroll.frame.minX - 20) < 1e-9, "\(cards.map(\.frame))")
    }

    @Test func elsewhereSafeAreaPaddingIsPaddingAndContentMarginsNothing() throws {
        let padded = try Self.views(#"Text("Hi").safeAreaPadding(12).background(Color.red)"#)
        let text = try #require(padded.first { $0.kind == "Text" }), red = try #require(padded.first { $0.kind == "Color" })
        #expect(abs(red.frame.width - text.frame.width - 24) < 1e-9)
        let plain = try Self.views(#"Text("Hi").contentMargins(12).background(Color.red)"#)
        let t2 = try #require(plain.first { $0.kind == "Text" }), r2 = try #require(plain.first { $0.kind == "Color" })
        #expect(r2.frame == t2.frame)
        #expect { try Self.views(#"List { Text("A") }.contentMargins(10)"#) } throws: { "\($0)".contains("a List's rows inset by margins are not drawn yet") }
    }
}

/// `.buttonBorderShape`: a bordered button's bezel corners.
@Suite struct ButtonBorderShapeTests {
    static func radius(_ shape: String) throws -> Double? {
        let swift = "import SwiftUI\nstruct V: View {\n    var body: some View { Button(\"Go\") {}.buttonStyle(.borderedProminent)\(shape) }\n}\n"
        let json = #"{"swift": "V.swift", "view": "V()", "width": 300, "height": 100, "subtitle": null}"#
        let scene = try SceneBuilder(board: boardBesideSwift(swift, file: "V.swift", json: json)).scene(at: 0)
        let button = try #require(scene.views.first { $0.kind == "Button" })
        return scene.cells.first { $0.name == button.id }?.tile?.shapes.first?.cornerRadius
    }

    @Test func theBezelTakesTheShape() throws {
        let plain = try #require(try Self.radius(""))
        #expect(try Self.radius(".buttonBorderShape(.roundedRectangle)") == plain)
        #expect(try Self.radius(".buttonBorderShape(.roundedRectangle(radius: 3))") == 3)
        let capsule = try #require(try Self.radius(".buttonBorderShape(.capsule)"))
        #expect(capsule > plain)
        #expect { try Self.radius(".buttonBorderShape(.diamond)") } throws: { "\($0)".contains("takes .automatic, .capsule") }
    }
}

/// `.scrollPosition`: a binding that holds nothing yet (or a position without a place) leaves the
/// scroll view at its start, as a board draws it; one that starts somewhere is refused by name.
@Suite struct ScrollPositionTests {
    @Test func aPositionAtRestChangesNothing() throws {
        for modifier in [".scrollPosition(id: $shown)", ".scrollPosition($position)"] {
            let swift = """
            import SwiftUI
            struct V: View {
                @State private var shown: Int?
                @State private var position = ScrollPosition(idType: Int.self)
                var body: some View {
                    ScrollView { VStack { ForEach(0..<3) { i in Text("Row \\(i)").id(i) } } }\(modifier)
                }
            }
            """
            let json = #"{"swift": "V.swift", "view": "V()", "width": 300, "height": 200, "subtitle": null}"#
            let texts = try SceneBuilder(board: boardBesideSwift(swift, file: "V.swift", json: json)).scene(at: 0).views.compactMap(\.text)
            #expect(texts == ["Row 0", "Row 1", "Row 2"], "\(modifier): \(texts)")
        }
    }
}

/// `.listSectionSpacing`: the gap between a grouped List's cards.
@Suite struct ListSectionSpacingTests {
    static func gap(_ modifier: String) throws -> Double {
        let swift = """
        import SwiftUI
        struct V: View {
            var body: some View {
                List { Section { Text("A") }; Section { Text("B") } }\(modifier)
            }
        }
        """
        let json = #"{"swift": "V.swift", "view": "V()", "width": 300, "height": 400, "subtitle": null}"#
        let views = try SceneBuilder(board: boardBesideSwift(swift, file: "V.swift", json: json)).scene(at: 0).views
        let a = try #require(views.first { $0.text == "A" }), b = try #require(views.first { $0.text == "B" })
        return b.frame.minY - a.frame.maxY
    }

    @Test func theGapBetweenSectionsIsTheSpacing() throws {
        let standard = try Self.gap("")
        #expect(try Self.gap(".listSectionSpacing(.default)") == standard)
        #expect(abs(try Self.gap(".listSectionSpacing(5)") - (standard - 30)) < 1e-9)
        #expect(abs(try Self.gap(".listSectionSpacing(.custom(45))") - (standard + 10)) < 1e-9)
        #expect { try Self.gap(".listSectionSpacing(.compact)") } throws: { "\($0)".contains("does not document the compact spacing") }
    }
}
