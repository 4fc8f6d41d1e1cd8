import Foundation
import Testing
import TestSupport
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import Boards

/// A Swift file drawn without a board (`boardgen render App.swift --preview`) reads its app as a
/// board beside it would: the asset catalogues and the bundled data files of its app's folder.
@Suite struct BareSwiftFileAssetTests {
    static let swift = """
        import SwiftUI
        struct Animal: Codable, Identifiable { let id: String; let name: String }
        extension Bundle {
            func decode<T: Codable>(_ file: String) -> T {
                guard let url = self.url(forResource: file, withExtension: nil) else { fatalError("Failed to locate \\(file)") }
                let data = try! Data(contentsOf: url)
                return try! JSONDecoder().decode(T.self, from: data)
            }
        }
        struct ContentView: View {
            let animals: [Animal] = Bundle.main.decode("animals.json")
            var body: some View {
                VStack {
                    ForEach(animals) { animal in Text(animal.name) }
                    Color("Brand").frame(width: 20, height: 20)
                }
            }
        }
        #Preview { ContentView() }
        """

    @Test func aPreviewOfABareFileReadsItsBundleAndCatalogue() throws {
        let dir = try AssetCatalogTests.folder([
            "App/ContentView.swift": Self.swift,
            "App/Data/animals.json": #"[{"id": "lion", "name": "Lion"}, {"id": "cat", "name": "Cat"}]"#,
            "App/Assets.xcassets/Brand.colorset/Contents.json": AssetCatalogTests.colorSet(AssetCatalogTests.srgb("1.000", "0.000", "0.000")),
            "Package.swift": "// the app's folder",
        ])
        let board = try BoardFileLoader.loadPreview(paths: [dir + "/App/ContentView.swift"])
        let scene = try SceneBuilder(board: board).scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["Lion", "Cat"])
        let brand = try #require(scene.views.first { $0.kind == "Color" })
        #expect(brand.standIn == nil)
    }

    /// Decoded into a type no file declares: the missing type is named, at the declaration.
    @Test func decodingIntoAnUndeclaredTypeNamesIt() throws {
        let dir = try AssetCatalogTests.folder([
            "App/ContentView.swift": Self.swift.replacingOccurrences(of: "struct Animal:", with: "struct Beast:"),
            "App/Data/animals.json": #"[{"id": "lion", "name": "Lion"}]"#,
            "App/Assets.xcassets/Brand.colorset/Contents.json": AssetCatalogTests.colorSet(AssetCatalogTests.srgb("1.000", "0.000", "0.000")),
            "Package.swift": "// the app's folder",
        ])
        do {
            let board = try BoardFileLoader.loadPreview(paths: [dir + "/App/ContentView.swift"])
            _ = try SceneBuilder(board: board).scene(at: 0)
            Issue.record("drew with an undeclared type")
        } catch {
            #expect("\(error)".contains("'Animal' is not declared in the Swift files read"))
        }
    }
}
