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

/// `Image(systemName:)` with `.resizable()`, `.aspectRatio(_:contentMode:)`, `.scaledToFit()` and
/// `.scaledToFill()`, and `Color(…)` initializers as views — the icon rows of pasted apps — laid out
/// by SwiftUI's rules (OpenSwiftUI `AspectRatioLayout.swift`) and read from the scene's views.
@Suite struct ImageAndAspectRatioTests {
    static func frames(_ view: String, width: Double = 300) throws -> [String: Rect] {
        var out: [String: Rect] = [:]
        for v in try stillScene(view, width: width).views { out[v.id] = v.frame }
        return out
    }

    /// A symbol is its stand-in's ink box at its font's size; resizable, the size offered.
    @Test func aResizableImageTakesTheSizeOffered() throws {
        let symbol = SymbolGeometry(try #require(SymbolStandIn.resolve("star")).glyph, fontSize: 17, scale: 1).size
        let plain = try #require(try Self.frames(#"Image(systemName: "star").frame(width: 80, height: 50)"#)["Image"])
        #expect(abs(plain.width - symbol.width) < 1e-9 && abs(plain.height - symbol.height) < 1e-9)
        let resizable = try #require(try Self.frames(#"Image(systemName: "star").resizable().frame(width: 80, height: 50)"#)["Image"])
        #expect(resizable.size == Size(80, 50))
    }

    /// Fit: the largest square inside 80 × 50; fill: the smallest covering it (centred, overflowing).
    /// (`circle`'s stand-in is as wide as it is tall; another symbol keeps its own ratio.)
    @Test func fitAndFillScaleTheIdealRatio() throws {
        let fit = try #require(try Self.frames(#"Image(systemName: "circle").resizable().scaledToFit().frame(width: 80, height: 50)"#)["Image"])
        #expect(fit.size == Size(50, 50))
        let fill = try #require(try Self.frames(#"Image(systemName: "circle").resizable().scaledToFill().frame(width: 80, height: 50)"#)["Image"])
        #expect(fill.size == Size(80, 80))
        // Centred in the 80 × 50 frame (the view's frame with its modifiers): the fill overflows it
        // equally above and below.
        let board = try BoardFileReader.read(SourceFile(name: "t.json", text: #"{"view": "Image(systemName: \"circle\").resizable().scaledToFill().frame(width: 80, height: 50)", "width": 300}"#))
        let scene = try board.scene(at: 0)
        let outer = try #require(scene.cells.first { $0.name == "Image" }?.slot)
        let image = try #require(scene.views.first { $0.id == "Image" }?.frame)
        #expect(outer.size == Size(80, 50) && image.size == Size(80, 80))
        #expect(abs(image.mid.y - outer.mid.y) < 1e-9 && abs(image.mid.x - outer.mid.x) < 1e-9)
    }

    /// A given ratio (a number or a CGSize) with one axis offered: the other follows it.
    @Test func aGivenRatioSetsTheOtherAxis() throws {
        let wide = try #require(try Self.frames(#"Color.blue.aspectRatio(16/9, contentMode: .fit).frame(width: 160)"#)["Color"])
        #expect(abs(wide.width - 160) < 1e-9 && abs(wide.height - 90) < 1e-9)
        let size = try #require(try Self.frames(#"Color.blue.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit).frame(width: 100, height: 100)"#)["Color"])
        #expect(size.size == Size(50, 100))
    }

    @Test func colourInitializersAreViews() throws {
        for view in [#"Color(.systemGray6)"#, #"Color(uiColor: .secondarySystemBackground)"#, #"Color(white: 0.5)"#,
                     #"Color(hue: 0.5, saturation: 1, brightness: 1)"#, #"Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1)"#,
                     #"Color(Color(red: 0.55, green: 0.35, blue: 0.96, opacity: 1))"#] {
            let f = try #require(try Self.frames(view + ".frame(width: 40, height: 30)")["Color"], "\(view)")
            #expect(f.size == Size(40, 30), "\(view)")
        }
    }

    @Test(arguments: [
        (#"Text("a").resizable()"#, "'.resizable()' is a method of Image"),
        (#"Color.red.aspectRatio(0, contentMode: .fit)"#, "must be above 0"),
        (#"Color.red.aspectRatio(1, contentMode: .stretch)"#, "a content mode is .fit or .fill"),
    ])
    func misusesAreRefusedWithWhy(_ view: String, _ fragment: String) {
        do {
            _ = try Self.frames(view)
            Issue.record("read: \(view)")
        } catch {
            #expect("\(error)".contains(fragment), "\(error)")
        }
    }

    /// An image in the app's assets is a placeholder: ``Platform/assetImageSize`` square, or the
    /// size offered when resizable (fitted at that square's ratio), named in the dump; a `Label`'s
    /// asset icon is one too.
    @Test func anAssetImageIsAPlaceholderOfItsSizeNamedInTheDump() throws {
        let side = Platform.assetImageSize
        let scene = try stillScene(#"VStack { Image("photo"); Image("hero").resizable().frame(width: 120, height: 80); Image("logo").resizable().scaledToFit().frame(width: 120, height: 80); Image(decorative: "bg").resizable() }"#)
        let images = scene.views.filter { $0.kind == "Image" }
        #expect(images.compactMap(\.text) == ["photo", "hero", "logo", "bg"])
        #expect(images[0].frame.size == Size(side, side))
        #expect(images[1].frame.size == Size(120, 80))
        #expect(images[2].frame.size == Size(80, 80))
        let label = try stillScene(#"Label("Trail", image: "trail")"#).views
        #expect(label.contains { $0.kind == "Image" && $0.text == "trail" } && label.contains { $0.kind == "Text" && $0.text == "Trail" })
    }

    /// An asset colour in a Swift file's view is refused at its line there, not at the board's
    /// `"view"` string.
    @Test func assetColoursAreRefusedWhereTheyAreWritten() throws {
        for (line, column, call) in [(5, 15, #"Color("brand")"#)] {
            let swift = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        VStack {\n        \(call)\n        }\n    }\n}\n"
            do {
                _ = try boardBesideSwift(swift, file: "V.swift", json: #"{"swift": "V.swift", "view": "V()"}"#)
                Issue.record("read: \(call)")
            } catch {
                #expect("\(error)".contains("V.swift:\(line):\(column)"), "\(error)")
                #expect("\(error)".contains(##"declare it in the board ("colors": {"brand": "#rrggbb"})"##), "\(error)")
            }
        }
    }

    /// The board declares the app's asset colours (`"colors"`): `Color("brand")` is that colour,
    /// in a Swift file's view and in a cell's own view alike, with its modifiers.
    @Test func declaredAssetColoursAreDrawn() throws {
        let swift = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        Color(\"brand\").opacity(0.5).frame(width: 40, height: 30)\n    }\n}\n"
        let board = try boardBesideSwift(swift, file: "V.swift", json: ##"{"swift": "V.swift", "view": "V()", "colors": {"brand": "#1877f2"}, "subtitle": null}"##)
        let fill = try #require(try board.scene(at: 0).cells.compactMap(\.tile).flatMap(\.shapes).compactMap(\.fill).first { $0.alpha < 0.99 })
        #expect(fill.description == "#1877f2" && abs(fill.alpha - 0.5) < 1e-9)
        let cell = try BoardFileReader.read(SourceFile(name: "t.json", text: ##"{"cells": [{"name": "a", "view": "Color(\"brand\")"}], "colors": {"brand": "#ff0000"}}"##))
        #expect(try cell.scene(at: 0).cells.compactMap(\.tile).flatMap(\.shapes).compactMap(\.fill).contains { $0.description == "#ff0000" })
    }

    @Test(arguments: [(#"{"colors": {"brand": "blue"}, "view": "Text(\"a\")"}"#, "is not a colour; write #rrggbb"),
                      (##"{"colors": ["#ff0000"], "view": "Text(\"a\")"}"##, "\"colors\" (the app's asset colours by name")])
    func badAssetColoursAreRefused(json: String, fragment: String) {
        #expect { try BoardFileReader.read(SourceFile(name: "t.json", text: json)) } throws: { "\($0)".contains(fragment) }
    }
}
