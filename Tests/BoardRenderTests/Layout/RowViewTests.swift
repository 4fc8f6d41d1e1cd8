import Testing
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import BoardRender

/// `LabeledContent` and `Link` as a Form shows them, a hidden navigation bar, and a frame of an
/// infinite length (which SwiftUI ignores).
@Suite struct RowViewTests {
    static func scene(_ body: String) throws -> Scene {
        try OneEngineTests.builder("struct V: View {\n var body: some View {\n\(body)\n }\n}", width: 320).scene(at: 0)
    }

    /// The label leads, the value trails in the secondary colour; a link is an accent-coloured button.
    @Test func labeledContentPutsItsValueTrailing() throws {
        let scene = try Self.scene("""
            VStack {
                LabeledContent("Version", value: "1.2")
                LabeledContent("Count", value: 3)
                LabeledContent { Text("12 MB") } label: { Text("Size") }
                Link("Website", destination: URL(string: "https://example.com")!)
            }
            """)
        func text(_ s: String) throws -> SceneView { try #require(scene.views.first { $0.text == s }, "\(s)") }
        let version = try text("Version"), value = try text("1.2")
        #expect(value.frame.minX > version.frame.maxX + 100)
        #expect(try text("3").frame.maxX == value.frame.maxX)
        #expect(try text("12 MB").frame.minX > (try text("Size")).frame.maxX)
        #expect(scene.views.contains { $0.kind == "Button" })
        #expect(scene.views.contains { $0.text == "Website" })
    }

    /// `.navigationBarHidden(true)` draws no title: the content starts at the top.
    @Test func aHiddenBarDrawsNoTitle() throws {
        let shown = try Self.scene(#"NavigationStack { Text("Body").frame(maxHeight: .infinity, alignment: .top).navigationTitle("Title") }"#)
        let hidden = try Self.scene(#"NavigationStack { Text("Body").frame(maxHeight: .infinity, alignment: .top).navigationTitle("Title").navigationBarHidden(true) }"#)
        #expect(shown.views.contains { $0.text == "Title" })
        #expect(!hidden.views.contains { $0.text == "Title" })
        let top = { (s: Scene) in s.views.first { $0.text == "Body" }?.frame.minY ?? .nan }
        #expect(top(hidden) < top(shown) - 90)
    }

    /// `.searchable(text:prompt:)` draws a search field under the large title: the prompt (or
    /// "Search") while the text is empty, the text otherwise; the content starts below its band.
    @Test func aSearchableStackDrawsItsFieldUnderTheTitle() throws {
        let plain = try Self.scene(#"NavigationStack { Text("Body").frame(maxHeight: .infinity, alignment: .top).navigationTitle("Fruits") }"#)
        let scene = try Self.scene(#"NavigationStack { Text("Body").frame(maxHeight: .infinity, alignment: .top).navigationTitle("Fruits").searchable(text: .constant(""), prompt: "Find") }"#)
        let title = try #require(scene.views.first { $0.text == "Fruits" })
        let prompt = try #require(scene.views.first { $0.text == "Find" })
        #expect(prompt.frame.minY > title.frame.maxY)
        #expect(scene.views.contains { $0.symbol == "magnifyingglass" })
        let top = { (s: Scene) in s.views.first { $0.text == "Body" }?.frame.minY ?? .nan }
        #expect(abs(top(scene) - top(plain) - ViewNode.searchBar.band) < 1e-6)
        let typed = try Self.scene(#"NavigationStack { Text("Body").navigationTitle("Fruits").searchable(text: .constant("Kiwi")) }"#)
        #expect(typed.views.contains { $0.text == "Kiwi" } && !typed.views.contains { $0.text == "Search" })
        let bare = try Self.scene(#"NavigationStack { Text("Body").searchable(text: .constant("")) }"#)
        #expect(bare.views.contains { $0.text == "Search" })
    }

    /// `.frame(width: .infinity)` is invalid in SwiftUI, which logs it and ignores the width.
    @Test func anInfiniteFrameLengthIsIgnored() throws {
        let scene = try Self.scene(#"Text("Hi").frame(width: .infinity, height: 30).background(Color.red)"#)
        let text = try #require(scene.views.first { $0.text == "Hi" })
        let red = try #require(scene.views.first { $0.kind == "Color" })
        #expect(abs(red.frame.width - text.frame.width) < 1e-6)
        #expect(abs(red.frame.height - 30) < 1e-6)
    }

    /// iOS 13's forms: `Picker(selection:label:) { … }` and `Slider(value:minimumValueLabel:maximumValueLabel:) { … }`.
    @Test func iOS13PickerAndSliderForms() throws {
        let scene = try OneEngineTests.builder("""
            struct V: View {
                @State private var index = 1
                let names = ["Binary", "Decimal"]
                var body: some View {
                    VStack {
                        Picker(selection: $index, label: Text("Base")) {
                            ForEach(0..<names.count) { Text(self.names[$0]) }
                        }
                        Slider(value: .constant(0.4), minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Width") }
                    }
                }
            }
            """, width: 320).scene(at: 0)
        let texts = scene.views.compactMap(\.text)
        #expect(texts.contains("Base") && texts.contains("Decimal"))
        #expect(texts.contains("0") && texts.contains("1"))
        #expect(scene.views.contains { $0.kind == "Slider" })
    }

    /// `EditButton()` is iOS's "Edit" button; `ShareLink` its "Share" label with the share symbol;
    /// `.moveDisabled`/`.deleteDisabled` draw nothing at rest.
    @Test func editAndShareButtons() throws {
        let scene = try Self.scene(#"VStack { EditButton(); ShareLink(item: "x"); ShareLink("Send", item: "y"); Text("row").moveDisabled(true).deleteDisabled(true) }"#)
        let texts = scene.views.compactMap(\.text)
        #expect(texts.contains("Edit") && texts.contains("Share") && texts.contains("Send") && texts.contains("row"))
        #expect(scene.views.filter { $0.symbol == "square.and.arrow.up" }.count == 2)
        #expect(scene.views.filter { $0.kind == "Button" }.count == 3)
    }

    /// `.listRowBackground` fills the row's whole rectangle (the card's width); `.listRowInsets`
    /// replaces the platform's insets.
    @Test func aListRowsOwnBackgroundAndInsets() throws {
        let scene = try Self.scene("""
            List {
                Text("Yellow").listRowBackground(Color.yellow)
                Text("Plain")
                Text("Inset").listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
            }
            """)
        func text(_ s: String) throws -> SceneView { try #require(scene.views.first { $0.text == s }, "\(s)") }
        let plain = try text("Plain"), inset = try text("Inset"), label = try text("Yellow")
        let yellow = try #require(scene.views.first { $0.kind == "Color" && $0.frame.height < 100 && $0.frame.minY <= label.frame.minY && $0.frame.maxY >= label.frame.maxY })
        // The background spans the card: from before the text's inset to the card's trailing edge.
        #expect(yellow.frame.minX < label.frame.minX - 10)
        #expect(yellow.frame.maxY <= plain.frame.minY)
        #expect(abs(inset.frame.minX - plain.frame.minX - (60 - Platform.iOS.listRowInsets.leading)) < 1e-6)
    }

    /// `.environment(\.colorScheme, .dark)` (and `.colorScheme(.dark)`, and `.preferredColorScheme(.dark)`
    /// in a body) draws the views below dark:
    /// a system background black, the primary label white; keys that draw nothing pass.
    @Test func aSubtreeInTheDarkAppearance() throws {
        let swift = """
            struct V: View {
                var body: some View {
                    HStack {
                        Text("L").padding().background(Color(.systemBackground))
                        Text("D").padding().background(Color(.systemBackground)).environment(\\.colorScheme, .dark)
                        Text("C").padding().background(Color(.systemBackground)).colorScheme(.dark)
                        Text("P").padding().background(Color(.systemBackground)).preferredColorScheme(.dark)
                        Text("N").padding().background(Color(.systemBackground)).preferredColorScheme(nil)
                    }
                    .environment(\\.locale, Locale(identifier: "fr"))
                }
            }
            """
        let scene = try OneEngineTests.builder(swift, width: 200).scene(at: 0)
        let views = scene.views.filter { $0.text != nil }
        #expect(views.count == 5)
        // The dump names the appearance through the leaves' colours: draw and compare the pixels.
        let raster = try Renderer.raster(scene, scale: 1)
        func blue(_ text: String) throws -> UInt32 {
            let v = try #require(scene.views.first { $0.text == text })
            return raster[Int(v.frame.minX - 4), Int(v.frame.minY)] & 0xFF
        }
        #expect(try blue("L") > 0xF0)
        #expect(try blue("D") < 0x10)
        #expect(try blue("C") < 0x10)
        #expect(try blue("P") < 0x10)
        #expect(try blue("N") > 0xF0)
        do {
            _ = try OneEngineTests.builder("struct V: View { var body: some View { Text(\"a\").environment(\\.layoutDirection, .rightToLeft) } }")
            Issue.record("layoutDirection was accepted")
        } catch {
            #expect("\(error)".contains("'.environment(\\.layoutDirection, …)' cannot be shown on a board"))
        }
    }

    /// A `Menu` at rest is its label, a borderless button; its items are not shown.
    @Test func aMenuIsItsLabel() throws {
        let scene = try Self.scene(#"VStack { Menu("Options") { Button("Hidden") {} }; Menu { Button("B") {} } label: { Label("More", systemImage: "ellipsis.circle") } }"#)
        let texts = scene.views.compactMap(\.text)
        #expect(texts.contains("Options") && texts.contains("More") && !texts.contains("Hidden"))
        #expect(scene.views.contains { $0.symbol == "ellipsis.circle" })
    }

    /// A DatePicker in iOS's compact style: its label, then the bound date and time in grey boxes as
    /// the board's clock prints them; `displayedComponents` picks the boxes.
    @Test func aCompactDatePicker() throws {
        let scene = try OneEngineTests.builder("""
            struct V: View {
                @State private var due = Date()
                var body: some View {
                    VStack {
                        DatePicker("Due", selection: $due)
                        DatePicker("Day", selection: $due, displayedComponents: .date)
                    }
                }
            }
            """, width: 320).scene(at: 0)
        let texts = scene.views.compactMap(\.text)
        #expect(texts == ["Due", "Jan 1, 2026", "9:41 AM", "Day", "Jan 1, 2026"])
        #expect(scene.views.filter { $0.kind == "RoundedRectangle" }.count == 3)
        do {
            _ = try Self.scene(#"DatePicker("Due", selection: .constant(Date())).datePickerStyle(.graphical)"#)
            Issue.record("a graphical date picker was drawn")
        } catch {
            #expect("\(error)".contains("cannot be shown on a board"))
        }
    }

    /// `ContentUnavailableView`: its icon, title, description and actions, centred in all the room.
    @Test func aContentUnavailableView() throws {
        let scene = try OneEngineTests.builder("""
            struct V: View {
                var body: some View {
                    ContentUnavailableView {
                        Label("No Results", systemImage: "magnifyingglass")
                    } description: {
                        Text("Try a new search.")
                    } actions: {
                        Button("Clear") {}
                    }
                    .frame(height: 400)
                }
            }
            """, width: 320).scene(at: 0)
        let texts = scene.views.filter { $0.kind == "Text" }.compactMap(\.text)
        #expect(texts == ["No Results", "Try a new search."])
        #expect(scene.views.contains { $0.kind == "Button" && $0.text == "Clear" })
        let icon = try #require(scene.views.first { $0.symbol == "magnifyingglass" })
        let title = try #require(scene.views.first { $0.text == "No Results" })
        #expect(icon.frame.maxY < title.frame.minY)
        #expect(abs((icon.frame.minX + icon.frame.width / 2) - (title.frame.minX + title.frame.width / 2)) < 1)
        #expect(try Self.scene(#"ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("Empty"))"#)
            .views.filter { $0.kind == "Text" }.compactMap(\.text) == ["No Mail", "Empty"])
    }

    /// `GroupBox`: its label in `.headline` above its content on a grey rounded box; a collapsed
    /// `DisclosureGroup` shows its label and chevron, an expanded one its content too.
    @Test func groupBoxAndDisclosureGroup() throws {
        let scene = try OneEngineTests.builder("""
            struct V: View {
                @State private var open = true
                var body: some View {
                    VStack {
                        GroupBox("Storage") { Text("12 GB used") }
                        DisclosureGroup("Advanced") { Text("Hidden") }
                        DisclosureGroup("Details", isExpanded: $open) { Text("Shown") }
                    }
                }
            }
            """, width: 320).scene(at: 0)
        let texts = scene.views.filter { $0.kind == "Text" }.compactMap(\.text)
        #expect(texts == ["Storage", "12 GB used", "Advanced", "Details", "Shown"])
        let box = try #require(scene.views.first { $0.kind == "RoundedRectangle" })
        let used = try #require(scene.views.first { $0.text == "12 GB used" })
        #expect(box.frame.minY < used.frame.minY && box.frame.maxY > used.frame.maxY)
        #expect(abs(used.frame.minX - box.frame.minX - ViewEvaluator.groupBoxLook.padding) < 1e-6)
        #expect(scene.views.filter { $0.symbol == "chevron.right" }.count == 2)
    }
}
