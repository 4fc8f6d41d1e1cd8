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

/// Each view kind and modifier of the cell vocabulary, on the scene: the board is read from
/// JSON, resolved at rest (t = 0, before the removal moves anything), and its `views` checked.
/// Text sizes come from Pango in the pinned Inter, as the dump reports them.
@Suite struct ViewSceneTests {
    /// The scene of a one-cell board showing `view` in a `width` × `height` slot.
    static func scene(_ view: String, width: Double = 300, height: Double = 100, platform: String = "iOS") throws -> Scene {
        let escaped = view.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let json = """
        {"platform": "\(platform)", "slot": {"width": \(Int(width)), "height": \(Int(height))}, "cells": [{"name": "c", "view": "\(escaped)"}]}
        """
        return try BoardFileReader.read(SourceFile(name: "t.json", text: json)).scene(at: 0)
    }

    static func views(_ view: String, width: Double = 300, height: Double = 100, platform: String = "iOS") throws -> [String: SceneView] {
        var result: [String: SceneView] = [:]
        for v in try scene(view, width: width, height: height, platform: platform).views where v.id != "status" { result[v.id] = v }
        return result
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func aTextIsItsMeasuredSizeCentredInTheSlot() throws {
        let v = try #require(try Self.views(#"Text("Hello, World!")"#)["c"])
        #expect(v.kind == "Text" && v.text == "Hello, World!")
        let m = PangoTextMeasurer.shared.measure("Hello, World!", font: Platform.iOS.fontSpec(.body), width: 300)
        #expect(Self.close(v.frame.width, m.size.width) && Self.close(v.frame.height, m.size.height))
        // Centred in the slot (the grid's first slot starts at the margin).
        let slot = try Self.scene(#"Text("Hello, World!")"#).cells[0].slot
        #expect(Self.close(v.frame.mid.x, slot.mid.x) && Self.close(v.frame.mid.y, slot.mid.y))
        #expect(v.quad == v.frame.corners && v.opacity == 1 && v.phase == .removing)
    }

    @Test func fontsFollowTheTextStylesOfThePlatform() throws {
        let ios = try #require(try Self.views(#"Text("Ag").font(.headline)"#)["c"])
        let mac = try #require(try Self.views(#"Text("Ag").font(.headline)"#, platform: "macOS")["c"])
        let iosM = PangoTextMeasurer.shared.measure("Ag", font: Platform.iOS.fontSpec(ViewFont(style: .headline)), width: 300)
        let macM = PangoTextMeasurer.shared.measure("Ag", font: Platform.macOS.fontSpec(ViewFont(style: .headline)), width: 300)
        #expect(Self.close(ios.frame.width, iosM.size.width) && Self.close(mac.frame.width, macM.size.width))
        #expect(mac.frame.height < ios.frame.height)
    }

    @Test func aLongTextWrapsWithinItsProposal() throws {
        let v = try #require(try Self.views(#"Text("one two three four five six seven eight nine ten")"#, width: 120)["c"])
        #expect(v.frame.width <= 120)
        let line = PangoTextMeasurer.shared.measure("one", font: Platform.iOS.fontSpec(.body), width: nil).size.height
        #expect(v.frame.height > 2.5 * line)
    }

    @Test func shapesAndColoursFillTheirProposal() throws {
        for kind in ["Rectangle()", "RoundedRectangle(cornerRadius: 8)", "Circle()", "Capsule()", "Ellipse()", "Color.red"] {
            let v = try #require(try Self.views(kind)["c"], "\(kind)")
            #expect(v.frame.width == 300 && v.frame.height == 100, "\(kind)")
        }
        let tile = try #require(try Self.scene("Circle().fill(.red)").cells[0].tile)
        // A circle draws inscribed and centred in its frame.
        #expect(tile.shapes[0].rect == Rect(x: 100, y: 0, width: 100, height: 100) && tile.shapes[0].cornerRadius == 50)
        let ellipse = try #require(try Self.scene("Ellipse().stroke(.blue, lineWidth: 3)").cells[0].tile)
        #expect(ellipse.shapes[0].isEllipse && ellipse.shapes[0].lineWidth == 3 && ellipse.shapes[0].fill == nil)
    }

    /// `strokeBorder` lays its line inside the frame (the shape inset by half the line, a rounded
    /// rectangle's radius less as much); `stroke` centres it on the outline.
    @Test func strokeBorderStaysInsideTheFrameAndStrokeStraddlesIt() throws {
        let border = try #require(try Self.scene("RoundedRectangle(cornerRadius: 10).strokeBorder(.red, lineWidth: 4)").cells[0].tile)
        #expect(border.shapes[0].rect == Rect(x: 2, y: 2, width: 296, height: 96) && border.shapes[0].cornerRadius == 8)
        #expect(border.shapes[0].lineWidth == 4 && border.shapes[0].fill == nil)
        let stroke = try #require(try Self.scene("RoundedRectangle(cornerRadius: 10).stroke(.red, lineWidth: 4)").cells[0].tile)
        #expect(stroke.shapes[0].rect == Rect(x: 0, y: 0, width: 300, height: 100) && stroke.shapes[0].cornerRadius == 10)
        let circle = try #require(try Self.scene("Circle().strokeBorder(.red, lineWidth: 6)").cells[0].tile)
        #expect(circle.shapes[0].rect == Rect(x: 103, y: 3, width: 94, height: 94) && circle.shapes[0].cornerRadius == 47)
    }

    @Test func spacersAndDividersTakeTheirStacksAxis() throws {
        let v = try Self.views("HStack(spacing: 0) { Color.red.frame(width: 40); Spacer(); Divider(); Color.blue.frame(width: 40) }")
        #expect(Self.close(v["c/Spacer[1]"]?.frame.width ?? 0, 300 - 80 - 1, 1e-9))
        #expect(v["c/Divider[2]"]?.frame.width == 1 && v["c/Divider[2]"]?.frame.height == 100)
    }

    @Test func paddingFramesAndAlignment() throws {
        let v = try Self.views(#"Color.red.frame(width: 100, height: 40).padding(10).frame(maxWidth: .infinity, alignment: .leading)"#)
        let color = try #require(v["c"])
        let slot = try Self.scene("Color.red").cells[0].slot
        #expect(color.frame.minX == slot.minX + 10 && color.frame.width == 100)
    }

    @Test func fixedSizeAndLayoutPriority() throws {
        let v = try Self.views(#"HStack(spacing: 0) { Text("aaaa aaaa aaaa"); Text("bbbb bbbb bbbb").layoutPriority(1) }"#, width: 150)
        let a = try #require(v["c/Text[0]"]), b = try #require(v["c/Text[1]"])
        let full = PangoTextMeasurer.shared.measure("bbbb bbbb bbbb", font: Platform.iOS.fontSpec(.body), width: nil).size.width
        #expect(b.frame.width == full || b.frame.width == 150)   // the priority text is offered the room first
        #expect(a.frame.width < b.frame.width)
        let f = try #require(try Self.views(#"Text("aaaa aaaa aaaa").fixedSize()"#, width: 40)["c"])
        #expect(Self.close(f.frame.width, PangoTextMeasurer.shared.measure("aaaa aaaa aaaa", font: Platform.iOS.fontSpec(.body), width: nil).size.width))
    }

    @Test func backgroundsAndOverlaysAreProposedTheContentsSize() throws {
        let v = try Self.views(#"Text("Hi").padding(8).background(RoundedRectangle(cornerRadius: 8).fill(.blue)).overlay(alignment: .topTrailing) { Circle().frame(width: 6, height: 6) }"#)
        let text = try #require(v["c"]), background = try #require(v["c/background/RoundedRectangle"])
        let dot = try #require(v["c/overlay/Circle"])
        #expect(Self.close(background.frame.width, text.frame.width + 16) && Self.close(background.frame.minX, text.frame.minX - 8))
        #expect(Self.close(dot.frame.maxX, background.frame.maxX) && Self.close(dot.frame.minY, background.frame.minY))
        // Drawing order: the background under its content, the overlay over it.
        let order = try Self.scene(#"Text("Hi").background(Color.blue).overlay { Color.red }"#).views.map(\.id)
        #expect(order.firstIndex(of: "c/background/Color")! < order.firstIndex(of: "c")!)
        #expect(order.firstIndex(of: "c")! < order.firstIndex(of: "c/overlay/Color")!)
    }

    @Test func renderEffectsMoveTheQuadNotTheFrame() throws {
        let offset = try #require(try Self.views("Color.red.frame(width: 100, height: 40).offset(x: 10, y: -5)")["c"])
        #expect(offset.quad[0] == Point(offset.frame.minX + 10, offset.frame.minY - 5))
        let scaled = try #require(try Self.views("Color.red.frame(width: 100, height: 40).scaleEffect(0.5)")["c"])
        #expect(Self.close(scaled.quad[1].x - scaled.quad[0].x, 50) && Self.close(scaled.quad[0].x, scaled.frame.minX + 25))
        let rotated = try #require(try Self.views("Color.red.frame(width: 100, height: 40).rotationEffect(.degrees(90))")["c"])
        #expect(Self.close(rotated.quad[0].x, rotated.frame.mid.x + 20, 1e-4) && Self.close(rotated.quad[0].y, rotated.frame.mid.y - 50, 1e-4))
        // A 3-D tilt about the x axis: the top edge recedes (shorter), the bottom comes forward (longer).
        let tilted = try #require(try Self.views("Color.red.frame(width: 100, height: 40).rotation3DEffect(.degrees(40), axis: (x: 1, y: 0, z: 0))")["c"])
        let top = tilted.quad[1].x - tilted.quad[0].x, bottom = tilted.quad[2].x - tilted.quad[3].x
        #expect(top < 100 && bottom > 100)
        let expected = Rotation3D(angle: 40 * .pi / 180, axis: (1, 0, 0), anchor: .center, anchorZ: 0, perspective: 1)
            .homography(in: Size(100, 40)).apply(Point(0, 0))
        #expect(Self.close(tilted.quad[0].x - tilted.frame.minX, expected.x, 1e-4) && Self.close(tilted.quad[0].y - tilted.frame.minY, expected.y, 1e-4))
        let faded = try #require(try Self.views("Color.red.opacity(0.25)")["c"])
        #expect(faded.opacity == 0.25)
    }

    @Test func clipsCutWhatTheViewsBelowDraw() throws {
        // A colour filling a rounded clip takes its corners.
        let rounded = try #require(try Self.scene("Color.orange.frame(width: 100, height: 40).cornerRadius(12)").cells[0].tile)
        #expect(rounded.shapes[0].cornerRadius == 12 && rounded.shapes[0].clips.isEmpty)
        // Other content keeps the clip, laid in the clipped view's frame.
        let capsule = try #require(try Self.scene("HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 100, height: 40).clipShape(Capsule())").cells[0].tile)
        #expect(capsule.shapes.count == 2 && capsule.shapes.allSatisfy { $0.clips.count == 1 })
        #expect(capsule.shapes[0].clips[0].outline.cornerRadius == 20)
    }

    /// A GeometryReader takes the room it is offered and builds its content for that size,
    /// placed from its top-leading corner.
    @Test func geometryReadersBuildTheirContentForTheirSize() throws {
        let v = try Self.views(#"GeometryReader { proxy in Text("\(Int(proxy.size.width))") }"#, width: 240, height: 90)
        let reader = try #require(v["c"]), text = try #require(v["c/Text"])
        #expect(reader.kind == "GeometryReader" && reader.frame.size == Size(240, 90))
        #expect(text.text == "240" && text.frame.origin == reader.frame.origin && text.parent == "c")
        let bar = try Self.views("GeometryReader { geo in Color.green.frame(width: geo.size.width * 0.25) }.frame(height: 10)", width: 200)
        #expect(bar["c/Color"]?.frame.width == 50)
        // SwiftUI's label, the closure in parentheses, is the same reader.
        let labelled = try Self.views(#"GeometryReader(content: { proxy in Text("\(Int(proxy.size.width))") })"#, width: 240, height: 90)
        #expect(labelled["c/Text"]?.text == "240")
    }

    @Test func masksWithAShapeClipAndDisabledControlsDim() throws {
        let masked = try #require(try Self.scene("Color.red.frame(width: 60, height: 60).mask { Circle() }").cells[0].tile)
        #expect(masked.shapes[0].cornerRadius == 30)
        let on = try #require(try Self.scene(#"Button("Go") {}.buttonStyle(.borderedProminent)"#).cells[0].tile)
        let off = try #require(try Self.scene(#"Button("Go") {}.buttonStyle(.borderedProminent).disabled(true)"#).cells[0].tile)
        #expect(on.shapes[0].fill?.alpha == 1 && abs((off.shapes[0].fill?.alpha ?? 0) - 0.4) < 1e-9)
    }

    @Test func zIndexOrdersSiblingsWithoutMovingThem() throws {
        let scene = try Self.scene("ZStack { Color.red.zIndex(1); Color.blue }")
        let ids = scene.views.map(\.id)
        #expect(ids.firstIndex(of: "c/Color[1]")! < ids.firstIndex(of: "c/Color[0]")!)
    }

    /// A scroll view takes the room it is offered, lays its content out at its own length
    /// along the axis from the start, and clips it; a List insets its rows, makes them at least
    /// a row tall, and separates them.
    @Test func scrollViewsAndLists() throws {
        let scroll = try Self.scene(#"ScrollView { ForEach(0..<10) { _ in Color.red.frame(height: 30) } }"#, height: 100)
        let views = scroll.views.filter { $0.id != "status" }
        let slot = scroll.cells[0].slot
        #expect(views[0].kind == "ScrollView" && views[0].frame == slot)
        let rows = views.filter { $0.kind == "Color" }
        #expect(rows.count == 10 && rows[0].frame.minY == slot.minY && rows[1].frame.minY == slot.minY + 38)
        #expect(rows.allSatisfy { $0.clip == slot })
        let tile = try #require(scroll.cells[0].tile)
        #expect(tile.shapes.allSatisfy { $0.clips.count == 1 })
        let list = try Self.views(#"List { Text("A"); Text("B") }.listStyle(.plain)"#, height: 200)
        let a = try #require(list["c/Text[0]"]), divider = try #require(list["c/Divider[Text[1]]"]), b = try #require(list["c/Text[1]"])
        #expect(list["c"]?.kind == "List" && a.frame.minX == (list["c"]?.frame.minX ?? 0) + 20)
        #expect(Self.close(divider.frame.minY, a.frame.mid.y + 22, 1e-9) && divider.frame.minX == a.frame.minX)
        #expect(Self.close(b.frame.mid.y - a.frame.mid.y, 45, 1e-9))
    }

    @Test func controlsListTheirTextAndState() throws {
        let field = try #require(try Self.views(#"TextField("Filter", text: .constant(""), prompt: Text("Filter labels"))"#)["c"])
        #expect(field.kind == "TextField" && field.text == "Filter labels" && field.prompt == true && field.frame.width == 300)
        let typed = try #require(try Self.views(#"TextField("Filter", text: .constant("Ring"))"#)["c"])
        #expect(typed.text == "Ring" && typed.prompt == false)
        let toggle = try #require(try Self.views(#"Toggle("Tiles only", isOn: .constant(true))"#)["c"])
        #expect(toggle.text == "Tiles only" && toggle.isOn == true && toggle.frame.width == 300 && toggle.frame.height == 31)
        // An off switch's track is secondarySystemFill (233,233,235 over white in a real toggle snapshot).
        let off = try Self.scene(#"Toggle("Tiles only", isOn: .constant(false))"#)
        #expect(off.cells.compactMap(\.tile).flatMap(\.shapes).contains {
            $0.fill == Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16) && $0.rect.width == Platform.iOS.switchSize.width
        })
        // A Label's icon stands before the toggle's title (it was dropped), and iOS 17's systemImage: form.
        for label in [#"Toggle(isOn: .constant(true)) { Label("Wi-Fi", systemImage: "wifi") }"#,
                      #"Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))"#] {
            let views = try Self.scene(label).views
            let icon = try #require(views.first { $0.kind == "Image" }), toggle = try #require(views.first { $0.kind == "Toggle" })
            #expect(icon.symbol == "wifi" && toggle.text == "Wi-Fi" && icon.frame.maxX < toggle.frame.minX)
        }
        let checkbox = try #require(try Self.views(#"Toggle("Tiles only", isOn: .constant(false))"#, platform: "macOS")["c"])
        #expect(checkbox.isOn == false && checkbox.frame.width < 300)
        let button = try #require(try Self.views(#"Button("Reverse") {}.buttonStyle(.bordered)"#)["c"])
        let title = PangoTextMeasurer.shared.measure("Reverse", font: Platform.iOS.fontSpec(.body), width: nil).size
        #expect(button.text == "Reverse" && Self.close(button.frame.width, title.width + 24) && Self.close(button.frame.height, title.height + 14))
        let spinner = try #require(try Self.views("ProgressView()")["c"])
        #expect(spinner.frame.width == 20)
        let bar = try #require(try Self.views("ProgressView(value: 0.5)")["c"])
        #expect(bar.frame.width == 300 && bar.frame.height == 4)
        // A titled spinner: the label below it, in the secondary style.
        let titled = try Self.views(#"ProgressView("Loading…")"#, height: 200)
        let label = try #require(titled.values.first { $0.kind == "Text" }), wheel = try #require(titled.values.first { $0.kind == "ProgressView" })
        #expect(label.text == "Loading…" && Self.close(label.frame.origin.y, wheel.frame.origin.y + wheel.frame.size.height + ViewEvaluator.progressLabelSpacing))
        // A number field shows its value as its format prints it (US English).
        let fields = try Self.views(#"VStack { TextField("A", value: .constant(1234.5), format: .currency(code: "USD")); TextField("B", value: .constant(0.25), format: .percent); TextField("C", value: .constant(1200), format: .number) }"#, height: 200)
        #expect(Set(fields.values.filter { $0.kind == "TextField" }.compactMap(\.text)) == ["$1,234.50", "25%", "1,200"])
        // So does a text of a number with a format (`Text(rating, format: .number)`).
        let texts = try Self.views(#"VStack { Text(1200, format: .number); Text(0.25, format: .percent) }"#, height: 200)
        #expect(Set(texts.values.filter { $0.kind == "Text" }.compactMap(\.text)) == ["1,200", "25%"])
        // `Button("Increase", systemImage: "plus.circle") { … }`: a button titled by its text, its label a Label.
        let labelled = try Self.views(#"Button("Increase", systemImage: "plus.circle") {}"#)
        #expect(labelled.values.contains { $0.kind == "Button" && $0.text == "Increase" })
        #expect(Set(labelled.keys) == ["c", "c/HStack", "c/HStack/Image[0]", "c/HStack/Text[1]"])
        // An AsyncImage loads nothing on a board: its placeholder, or its content for the .empty phase.
        let pending = try Self.views(#"VStack { AsyncImage(url: URL(string: "https://example.com/a.png")) { $0 } placeholder: { Text("P") }; AsyncImage(url: nil) { phase in if let image = phase.image { image } else { Text("E") } } }"#, height: 200)
        #expect(Set(pending.values.compactMap(\.text)) == ["P", "E"])
        // A slider's value labels sit beside its track.
        let slider = try Self.views(#"Slider(value: .constant(0.5)) { Text("V") } minimumValueLabel: { Text("lo") } maximumValueLabel: { Text("hi") }"#)
        let lo = try #require(slider.values.first { $0.text == "lo" }), hi = try #require(slider.values.first { $0.text == "hi" })
        let track = try #require(slider.values.first { $0.kind == "Slider" })
        #expect(lo.frame.origin.x < track.frame.origin.x && hi.frame.origin.x > track.frame.origin.x + track.frame.size.width - 1)
        let image = try #require(try Self.views(#"Image(systemName: "star")"#)["c"])
        let star = SymbolGeometry(try #require(MaterialIcons.glyph("star_border")), fontSize: 17, scale: 1)
        #expect(image.kind == "Image" && image.text == "star" && image.standIn == "star_border" && Self.close(image.frame.width, star.size.width))
    }

    /// A pasted app file: its `@main` app is read, not drawn; a view it declares is its body,
    /// run (a computed filter, a `ForEach` over an array of `Identifiable` values, modifiers
    /// on the declared view itself).
    @Test func aViewDeclaredInASwiftFileIsItsBody() throws {
        let swift = """
        import SwiftUI
        @main struct DemoApp: App { var body: some Scene { WindowGroup { LabelsView() } } }
        struct Item: Identifiable { let id: Int; var title: String }
        struct LabelsView: View {
            @State private var query = ""
            private let items = [Item(id: 1, title: "Tile A"), Item(id: 2, title: "Dot A"), Item(id: 3, title: "Ring")]
            private var visible: [Item] { items.filter { query.isEmpty || $0.title.contains(query) } }
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text("\\(visible.count) of \\(items.count) labels").font(.caption)
                    ForEach(visible) { item in Text(item.title).padding(12) }
                }
            }
        }
        """
        let json = #"{"swift": ["Labels.swift"], "slot": {"width": 300, "height": 200}, "cells": [{"name": "c", "view": "LabelsView().transition(.opacity)"}]}"#
        let board = try boardBesideSwift(swift, file: "Labels.swift", json: json)
        let views = try board.scene(at: 0).views.filter { $0.kind == "Text" && $0.id != "status" }
        #expect(views.map(\.text) == ["3 of 3 labels", "Tile A", "Dot A", "Ring"])
        // A ForEach element is named by its identity (`id` of an Identifiable element).
        #expect(views.map(\.id) == ["c/Text[0]", "c/ForEach[1]", "c/ForEach[2]", "c/ForEach[3]"])
        // Spacing 8 between the rows, each 12 pt padding above and below its text.
        #expect(Self.close(views[2].frame.minY - views[1].frame.maxY, 24 + 8, 1e-9))
    }

    /// A file's ViewModifier (`.modifier(Card())`), a View extension method calling SwiftUI's
    /// modifiers on `self` implicitly, and `if`/`else` in a view's body.
    @Test func customModifiersExtensionsAndConditionalsInDeclaredViews() throws {
        let swift = """
        import SwiftUI
        struct Card: ViewModifier {
            var inset: CGFloat = 12
            func body(content: Content) -> some View { content.padding(inset).background(Color.blue) }
        }
        extension View { func card() -> some View { modifier(Card(inset: 4)) } }
        struct Badge: View {
            var count: Int
            var body: some View {
                if count > 0 { Text("\\(count)") } else { Text("none").foregroundStyle(.secondary) }
            }
        }
        """
        func views(_ view: String) throws -> [SceneView] {
            let json = #"{"swift": ["Mods.swift"], "slot": {"width": 300, "height": 100}, "cells": [{"name": "c", "view": "\#(view)"}]}"#
            let board = try boardBesideSwift(swift, file: "Mods.swift", json: json)
            return try board.scene(at: 0).views.filter { $0.id != "status" }
        }
        let card = try views(#"Text(\"A\").modifier(Card())"#)
        #expect(card.map(\.kind) == ["Color", "Text"] && abs(card[0].frame.width - card[1].frame.width - 24) < 1e-9)
        let ext = try views(#"Text(\"A\").card()"#)
        #expect(abs(ext[0].frame.width - ext[1].frame.width - 8) < 1e-9)
        let badges = try views(#"HStack { Badge(count: 3); Badge(count: 0) }"#)
        #expect(badges.compactMap(\.text) == ["3", "none"])
    }

    @Test func identitiesNameForEachElementsAndExplicitIDs() throws {
        let v = try Self.views(#"VStack { ForEach(["Ring", "Dot"], id: \.self) { name in Text(name) }; Text("x").id(7) }"#)
        #expect(v["c/ForEach[Ring]"]?.text == "Ring" && v["c/ForEach[Dot]"]?.text == "Dot" && v["c/#7"]?.text == "x")
        let nested = try Self.views(#"VStack { ForEach(0..<2) { i in HStack { Text("a"); Text("b") } } }"#)
        #expect(nested["c/ForEach[1]/Text[1]"]?.text == "b")
    }

    @Test func aBackgroundInAShapeAndAMaterial() throws {
        let tile = try #require(try Self.scene(#"Text("a").padding().background(Color.blue, in: RoundedRectangle(cornerRadius: 8))"#).cells[0].tile)
        #expect(tile.shapes.count == 1 && tile.shapes[0].cornerRadius == 8)
        // A material: its translucent tint, over a blur of what is behind (MaterialTests).
        let material = try #require(try Self.scene(#"Text("a").background(.ultraThinMaterial, in: Capsule())"#).cells[0].tile)
        #expect(material.shapes.count == 1 && material.shapes[0].backdropBlur > 0 && (material.shapes[0].fill?.alpha ?? 1) < 1)
    }

    @Test func aBindingToAppStateIsRefusedByName() {
        #expect(throws: BoardFileError.self) { try Self.scene(#"Toggle("On", isOn: $flag)"#) }
    }

    /// The trap board's `Color.clear.background { Tile() }` cell draws its tile, full size.
    @Test func theTrapsBackgroundCellDrawsItsTile() throws {
        let scene = try BuiltinBoards.trap.scene(at: 0)
        let cell = try #require(scene.cells.first { $0.name == "background ✗" })
        let tile = try #require(cell.tile)
        #expect(Rect.bounding(tile.quad) == cell.slot)
        let view = try #require(scene.views.first { $0.id == "background ✗/background/Tile" })
        #expect(view.quad == cell.slot.corners && view.text == "background ✗")
    }

    /// The smear lesson's status line cross-fades: both strings are in the dump while it does.
    @Test func theSmearLessonListsBothStatusStrings() throws {
        let scene = try BuiltinBoards.smear.scene(at: 1.4)
        let status = scene.views.filter { $0.id == "status" }
        #expect(status.map(\.text) == ["PRESENT · 12 OF 12", "REMOVED · 0 OF 12"])
        #expect(status.allSatisfy { $0.opacity > 0 && $0.opacity < 1 })
    }
}
