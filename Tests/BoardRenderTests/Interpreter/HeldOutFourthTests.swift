import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import Painter
@testable import CWebP

/// What the fourth held-out corpus (scripts/corpus/README.md, "Held-out corpora") found: valid Swift
/// misread, and SwiftUI and Foundation it uses that were not read.
@Suite struct HeldOutFourthTests {
    static func texts(_ swift: String, view: String = "V()") throws -> [String] {
        try HeldOutMisreadTests.scene(swift, view: view).views.filter { $0.kind == "Text" }.compactMap(\.text)
    }

    /// `reduce(into:)`'s accumulator is the closure's `inout` first parameter; `String(describing:)`,
    /// `starts(with:)` and C's Float math run.
    @Test func standardLibraryCallsOfRealApps() throws {
        let texts = try Self.texts("""
            extension String { var uniqued: String { reduce(into: "") { sofar, c in if !sofar.contains(c) { sofar.append(c) } } } }
            struct V: View {
                var body: some View {
                    VStack {
                        Text("abracadabra".uniqued)
                        Text("\\([3, 4, 5].reduce(into: 0) { $0 += $1 })")
                        Text(String(describing: Self.self))
                        Text("https://x".starts(with: "https") ? "web" : "file")
                        Text("\\(hypotf(3, 4)) \\(Int(sqrtf(16)))")
                    }
                }
            }
            """)
        #expect(texts == ["abrcd", "12", "V", "web", "5.0 4"])
    }

    /// A closure finds the nested types of the type it is written in (two views each nest a `Constant`),
    /// also inside `withAnimation`'s closure; an array literal's `.init(…)` is its elements' type's.
    @Test func closuresAndArrayLiteralsResolveAsSwiftDoes() throws {
        let texts = try Self.texts("""
            struct Other { private struct Constant { static let offset = -1 } }
            struct Item { let title: String; enum Kind { case a, b }; let kind: Kind }
            struct V: View {
                private struct Constant { static let offset = 42 }
                @State private var shown = 0
                let items = [Item(title: "one", kind: .a), .init(title: "two", kind: .b)]
                var body: some View {
                    VStack {
                        Text("\\(shown)")
                        ForEach(items, id: \\.title) { Text($0.title) }
                    }
                    .onAppear { withAnimation(.easeIn) { shown = Constant.offset } }
                }
            }
            """)
        #expect(texts.prefix(3) == ["42", "one", "two"])
    }

    /// An edge given to SwiftUI is SwiftUI's, though an asset colour `bottomColor` makes a `.bottom` colour.
    @Test func anEdgeIsNotAnAssetColourOfItsName() throws {
        let board = try boardBesideSwift("""
            struct V: View {
                var body: some View { Text("x").padding(.bottom, 20).background(.bottom).overlay(Color.red.frame(width: 2, height: 2), alignment: .bottom) }
            }
            """, file: "V.swift", json: ##"{"swift": "V.swift", "view": "V()", "width": 300, "subtitle": null, "colors": {"bottomColor": "#00ff00"}}"##)
        let scene = try board.scene(at: 0)
        let text = try #require(scene.views.first { $0.kind == "Text" })
        let background = try #require(scene.views.first { $0.kind == "Color" && $0.frame.height > text.frame.height })
        #expect(abs(background.frame.height - text.frame.height - 20) < 0.01)
    }

    /// SwiftUI spellings the corpus used: `.frame(width: .none)`, a linear ProgressView with its title,
    /// `.toolbarTitleDisplayMode`, `Color(.init(white:alpha:))`, `.scaleEffect(CGSize)`, `.lineLimit(0)`
    /// and `0...5`, UIKit's keyboard types, `#selector` and `sendAction`.
    @Test func swiftUISpellings() throws {
        let scene = try HeldOutMisreadTests.scene("""
            extension UIApplication { func endEditing() { sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) } }
            struct V: View {
                var keyboard: UIKeyboardType = .numberPad
                @State private var text = ""
                var body: some View {
                    NavigationStack {
                        VStack(alignment: .leading) {
                            Text("free").frame(width: .none)
                            ProgressView("Loading", value: 0.25, total: 1)
                            Color.red.frame(width: 10, height: 10).scaleEffect(CGSize(width: 2, height: 0.5))
                            Text("long").lineLimit(0)
                            TextField("Name", text: $text).keyboardType(keyboard).lineLimit(0...5)
                        }
                        .background(Color(.init(white: 0, alpha: 0.05)))
                        .toolbarTitleDisplayMode(.inline)
                        .navigationTitle("T")
                        .onAppear { UIApplication.shared.endEditing() }
                    }
                }
            }
            """, view: "V()")
        let texts = scene.views.filter { $0.kind == "Text" }.compactMap(\.text)
        #expect(texts.contains("Loading") && texts.contains("free") && texts.contains("long"))
        let loading = try #require(scene.views.first { $0.text == "Loading" })
        let bar = try #require(scene.views.first { $0.kind == "ProgressView" })
        #expect(bar.frame.minY > loading.frame.maxY && abs(bar.frame.minX - loading.frame.minX) < 0.01)
        let square = try #require(scene.views.first { $0.kind == "Color" && abs($0.frame.width - 10) < 0.01 })
        let xs = square.quad.map(\.x), ys = square.quad.map(\.y)
        #expect(abs((xs.max()! - xs.min()!) - 20) < 0.01 && abs((ys.max()! - ys.min()!) - 5) < 0.01)
    }

    /// `ColorPicker` (its label and the colour well: a hue ring around the selected colour) and the
    /// `Stepper` forms with a label closure and `onEditingChanged:`.
    @Test func colorPickersAndSteppers() throws {
        let scene = try HeldOutMisreadTests.scene("""
            struct V: View {
                @State private var color = Color.orange
                @State private var n = 2
                var body: some View {
                    VStack {
                        ColorPicker("Accent", selection: $color)
                        Stepper { Text("Servings \\(n)") } onIncrement: { n += 1 } onDecrement: { n -= 1 }
                        Stepper("Count", value: $n, in: 0...9, step: 1, onEditingChanged: { _ in })
                    }
                }
            }
            """, view: "V()")
        #expect(scene.views.compactMap(\.text).filter { !$0.isEmpty }.prefix(3) == ["Accent", "Servings 2", "Count"], "\(scene.views.map { ($0.kind, $0.text) })")
        let circles = scene.views.filter { $0.kind == "Circle" }
        #expect(circles.map { $0.frame.width }.sorted() == [18, 28])
        let accent = try #require(scene.views.first { $0.text == "Accent" })
        #expect(circles.allSatisfy { $0.frame.minX > accent.frame.maxX + 100 && abs($0.frame.mid.y - accent.frame.mid.y) < 1 })
        let well = try #require(scene.cells.first { $0.name == circles[1].id }?.tile?.shapes.first)
        #expect(well.fill?.red ?? 0 > 0.9 && well.fill?.blue ?? 1 < 0.2)
    }

    /// A view builder closure whose `if` did not run gives an empty view its caller may modify
    /// (`content(item).aspectRatio(…)`); Optional's `map` on a view and on nil; a stepper over one value.
    @Test func optionalViewsAndOneValueRanges() throws {
        let texts = try Self.texts("""
            struct Grid<Item: Hashable, ItemView: View>: View {
                let items: [Item]
                let content: (Item) -> ItemView
                init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> ItemView) { self.items = items; self.content = content }
                var body: some View { VStack { ForEach(items, id: \\.self) { content($0).aspectRatio(1, contentMode: .fit) } } }
            }
            struct Badge { let icon: AnyView?; init(icon: (any View)? = nil) { self.icon = icon.map { AnyView($0) } } }
            struct V: View {
                @State private var n = 2
                var body: some View {
                    VStack {
                        Grid([1, 2, 3]) { i in if i != 2 { Text("item \\(i)") } }
                        Text(Badge().icon == nil ? "no icon" : "icon")
                        Text(Badge(icon: Image(systemName: "star")).icon == nil ? "no icon" : "icon")
                        Stepper("Pairs \\(n)", value: $n, in: 2...2)
                    }
                }
            }
            """)
        #expect(texts.prefix(4) == ["item 1", "item 3", "no icon", "icon"], "\(texts)")
    }

    /// `SwiftUI.Color` is SwiftUI's colour where the app declares a view named `Color` (an animation
    /// catalogue naming each screen after what it shows).
    @Test func aModuleQualifiedNameIsSwiftUIs() throws {
        let scene = try HeldOutMisreadTests.scene("""
            struct Color: View {
                @State var color = SwiftUI.Color.red
                var body: some View { Rectangle().frame(width: 50, height: 50).foregroundColor(color) }
            }
            """, view: "Color()")
        let square = try #require(scene.cells.compactMap { $0.tile?.shapes.first }.first { $0.fill != nil && $0.rect.width == 50 }, "\(scene.cells.map(\.name))")
        #expect(square.fill?.red ?? 0 > 0.9 && square.fill?.green ?? 1 < 0.4)
    }

    /// `Calendar`'s week of the month and of the year (en_US: weeks from Sunday; the week holding
    /// January 1 is week 1), quarter and day of the year.
    @Test func calendarWeeks() throws {
        let texts = try Self.texts("""
            struct V: View {
                let cal = Calendar.current
                func parts(_ y: Int, _ m: Int, _ d: Int) -> String {
                    let date = cal.date(from: DateComponents(year: y, month: m, day: d))!
                    return "\\(cal.component(.weekOfMonth, from: date)) \\(cal.component(.weekOfYear, from: date)) \\(cal.component(.quarter, from: date))"
                }
                var body: some View { VStack { Text(parts(2026, 12, 30)); Text(parts(2026, 1, 3)); Text(parts(2026, 1, 4)); Text(parts(2026, 6, 15)) } }
            }
            """)
        // 2026-12-30 (a Wednesday; 2027-01-01 is a Friday of the same week), 2026-01-03 (Saturday), 01-04 (Sunday), 06-15.
        #expect(texts == ["5 1 4", "1 1 1", "2 2 1", "3 25 2"])
    }

    /// An image set's WebP (named `.png`, as apps ship them) is decoded and drawn at its size.
    @Test func aWebPInAnImageSetIsDrawn() throws {
        let dir = temporaryDirectory("assets-webp")
        let set = dir + "/App/Assets.xcassets/Logo.imageset/"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        // 8 × 4 pixels, red; lossless.
        var rgba = [UInt8](repeating: 0, count: 8 * 4 * 4)
        for k in 0..<32 { rgba[4 * k] = 255; rgba[4 * k + 3] = 255 }
        var output: UnsafeMutablePointer<UInt8>?
        let size = rgba.withUnsafeBufferPointer { WebPEncodeLosslessRGBA($0.baseAddress, 8, 4, 32, &output) }
        let bytes = Array(UnsafeBufferPointer(start: output, count: size))
        WebPFree(output)
        try Data(bytes).write(to: URL(fileURLWithPath: set + "logo.png"))
        try #"{"images": [{"filename": "logo.png", "idiom": "universal", "scale": "2x"}]}"#.write(toFile: set + "Contents.json", atomically: true, encoding: .utf8)
        try #"struct V: View { var body: some View { Image("Logo") } }"#.write(toFile: dir + "/App/V.swift", atomically: true, encoding: .utf8)
        let board = try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: #"{"swift": "App/V.swift", "view": "V()", "subtitle": null}"#))
        let scene = try board.scene(at: 0)
        let image = try #require(scene.views.first { $0.image == "Logo" })
        #expect(image.frame.size == Size(4, 2))
        let raster = try Renderer.raster(scene, scale: 2)
        let p = raster[Int(image.frame.mid.x * 2), Int(image.frame.mid.y * 2)]
        #expect((p >> 16) & 0xFF > 240 && p & 0xFF < 20, "\(String(p, radix: 16))")
    }
}
