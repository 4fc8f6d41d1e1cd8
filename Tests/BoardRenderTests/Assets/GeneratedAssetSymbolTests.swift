import Foundation
import Testing
import TestSupport
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import SwiftFront
@testable import ViewEngine
@testable import Painter
@testable import Boards

/// The symbols Xcode generates for asset catalogues (``AssetSymbols``): `Color.customBlack`,
/// `.customBlack` where a style is taken, `Color(.customBlack)` and `Image(.coffee)`, named as
/// Xcode's GeneratedAssetSymbols.swift names them.
@Suite struct GeneratedAssetSymbolTests {
    /// Names as real projects' generated files have them.
    @Test func symbolNamesFollowXcode() {
        let colors = ["AccentColor": "accent", "backgroundColor": "background", "DSAction": "dsAction",
                      "DSActionForeground": "dsActionForeground", "pastelbabyblue": "pastelbabyblue",
                      "chip_aqua_pastel": "chipAquaPastel", "CustomBlack": "customBlack", "Color 1": "color1"]
        for (name, symbol) in colors { #expect(AssetSymbols.symbol(for: name, isColor: true) == symbol, "\(name)") }
        let images = ["Frame 74": "frame74", "bear_no_background": "bearNoBackground", "10_back_arm": "_10BackArm",
                      "custom.cloud.badge.play": "customCloudBadgePlay", "User1": "user1", "Icons/Star": "star"]
        for (name, symbol) in images { #expect(AssetSymbols.symbol(for: name, isColor: false) == symbol, "\(name)") }
        // A word of capitals alone is kept, as Xcode's files have it (`static let BG = …ColorResource(name: "BG", …)`).
        #expect(AssetSymbols.symbol(for: "BG", isColor: true) == "BG")
        #expect(AssetSymbols.symbol(for: "B2", isColor: false) == "B2")
        #expect(AssetSymbols.symbol(for: "BGDark", isColor: true) == "bgDark")
        // An image keeps a trailing "Color"; a keyword has no symbol a board can name.
        #expect(AssetSymbols.symbol(for: "BackgroundColor", isColor: false) == "backgroundColor")
        #expect(AssetSymbols.symbol(for: "default", isColor: true) == nil)
    }

    /// A colour set named as one of SwiftUI's colours ("Primary") gets no `Color` symbol (Xcode warns
    /// and generates none), so `.primary` stays SwiftUI's; a type the app nests as `Color` is not
    /// SwiftUI's `Color` outside its namespace.
    @Test func aSetNamedAsSwiftUIsColourLeavesItsColour() throws {
        let files = ["App/Assets.xcassets/Primary.colorset/Contents.json":
                        AssetCatalogTests.colorSet(AssetCatalogTests.srgb("1.000", "0.000", "0.000")),
                     "App/Assets.xcassets/BG.colorset/Contents.json":
                        AssetCatalogTests.colorSet(AssetCatalogTests.srgb("0.000", "0.000", "1.000"))]
        let swift = """
            struct PokemonSpecies { struct Color { let name: String }; let color: Color }
            struct V: View {
                var body: some View {
                    VStack {
                        Rectangle().fill(Color.primary).frame(width: 20, height: 20)
                        Rectangle().fill(Color.BG).frame(width: 20, height: 20)
                        Rectangle().fill(Color("Primary")).frame(width: 20, height: 20)
                    }
                }
            }
            """
        let (board, _) = try AssetCatalogTests.board(files, swift: swift)
        let fills = AssetCatalogTests.fills(try board.scene(at: 0))
        #expect(fills.filter { AssetCatalogTests.close($0, Color(red: 1, green: 0, blue: 0)) }.count == 1, "only Color(\"Primary\") is the set: \(fills)")
        #expect(fills.contains { AssetCatalogTests.close($0, Color(red: 0, green: 0, blue: 0)) }, ".primary is the label colour: \(fills)")
        #expect(fills.contains { AssetCatalogTests.close($0, Color(red: 0, green: 0, blue: 1)) }, "BG is Color.BG: \(fills)")
    }

    /// Every spelling draws the set's colour; the app's own declaration of a name wins over Xcode's.
    @Test func aColourSetsSymbolIsAColourAndAStyle() throws {
        let files = ["App/Assets.xcassets/CustomBlack.colorset/Contents.json":
                        AssetCatalogTests.colorSet(AssetCatalogTests.srgb("0.200", "0.400", "0.600")),
                     "App/Assets.xcassets/BrandColor.colorset/Contents.json":
                        AssetCatalogTests.colorSet(AssetCatalogTests.srgb("1.000", "0.000", "0.000"))]
        let swift = """
            struct V: View {
                var body: some View {
                    VStack {
                        Rectangle().fill(Color.customBlack).frame(width: 20, height: 20)
                        Rectangle().fill(.customBlack).frame(width: 20, height: 20)
                        Rectangle().fill(Color(.customBlack)).frame(width: 20, height: 20)
                        Text("x").padding().background(.customBlack.opacity(1))
                        Rectangle().fill(.brand).frame(width: 20, height: 20)
                    }
                }
            }
            """
        let (board, _) = try AssetCatalogTests.board(files, swift: swift)
        let fills = AssetCatalogTests.fills(try board.scene(at: 0))
        #expect(fills.filter { AssetCatalogTests.close($0, Color(red: 0.2, green: 0.4, blue: 0.6)) }.count == 4, "\(fills)")
        #expect(fills.contains { AssetCatalogTests.close($0, Color(red: 1, green: 0, blue: 0)) }, "BrandColor is .brand")

        let own = """
            extension Color { static let customBlack = Color(red: 0, green: 1, blue: 0) }
            struct V: View { var body: some View { Rectangle().fill(Color.customBlack).frame(width: 20, height: 20) } }
            """
        let (mine, _) = try AssetCatalogTests.board(files, swift: own)
        #expect(AssetCatalogTests.fills(try mine.scene(at: 0)).contains { AssetCatalogTests.close($0, Color(red: 0, green: 1, blue: 0)) })
    }

    /// `Image(.coffee)` is the image set "Coffee".
    @Test func anImageSetsSymbolIsTheImage() throws {
        let dir = temporaryDirectory("assets-symbol")
        try AssetCatalogTests.png(dir + "/App/Assets.xcassets/Coffee_Cup.imageset/cup.png", width: 20, height: 10, color: Color(red: 1, green: 0, blue: 0))
        try AssetCatalogTests.write(#"{"images": [{"filename": "cup.png", "idiom": "universal", "scale": "1x"}], "info": {"version": 1}}"#,
                                    to: dir + "/App/Assets.xcassets/Coffee_Cup.imageset/Contents.json")
        try AssetCatalogTests.write("struct V: View { var body: some View { Image(.coffeeCup) } }", to: dir + "/App/V.swift")
        let json = #"{"swift": "App/V.swift", "view": "V()", "subtitle": null, "header": false, "width": 100}"#
        let scene = try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: json)).scene(at: 0)
        #expect(scene.views.filter { $0.image == "Coffee_Cup" }.map(\.frame.size) == [Size(20, 10)])
    }
}
