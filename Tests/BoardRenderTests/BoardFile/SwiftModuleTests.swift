import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Boards

/// A board's `"swift"` naming a folder: every Swift file under it read as one module, as the
/// compiler reads an app's target (docs/board-format.md, "Modules").
@Suite struct SwiftModuleTests {
    /// Writes `files` (relative path → text) under a fresh folder; returns the folder.
    static func folder(_ files: [String: String]) throws -> String {
        let dir = temporaryDirectory("module")
        for (path, text) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return dir
    }

    static func read(_ json: String, in dir: String) throws -> Board {
        try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: json))
    }

    static func error(_ json: String, in dir: String) -> String {
        do {
            _ = try read(json, in: dir)
            return ""
        } catch {
            return "\(error)"
        }
    }

    static let app: [String: String] = [
        "App/ContentView.swift": "struct ContentView: View {\n    var body: some View { VStack { Row(title: Names.first); Row(title: \"B\") } }\n}\n",
        "App/Views/Row.swift": "struct Row: View {\n    var title: String\n    var body: some View { Text(title) }\n}\n",
        "App/Model/Names.swift": "enum Names { static let first = \"A\" }\n",
        // Not part of the app's target: each would be an error (a duplicate, or not Swift) if read.
        "App/Tests/RowTests.swift": "struct Row: View { var body: some View { Text(\"test\") } }\n",
        "App/AppUITests/Launch.swift": "struct Row {}\n",
        "App/Views/RowTests.swift": "struct Row {}\n",
        "App/Package.swift": "let package = Package(\n",
        "App/.build/x.swift": "struct Row {}\n",
        "App/DerivedData/y.swift": "struct Row {}\n",
        "App/Sketch.playground/Contents.swift": "struct Row {}\n",
        "App/.hidden.swift": "struct Row {}\n",
        "App/Notes.txt": "not Swift",
    ]

    @Test func aFolderIsReadAsOneModule() throws {
        let dir = try Self.folder(Self.app)
        let scene = try Self.read(#"{"swift": "App", "view": "ContentView()", "subtitle": null}"#, in: dir).scene(at: 0)
        let texts = scene.views.compactMap(\.text)
        #expect(texts == ["A", "B"], "\(texts)")
    }

    @Test func theFilesAreReadInPathOrderAndTheSkippedOnesAreNot() throws {
        let dir = try Self.folder(Self.app)
        let files = try SwiftModuleFolder.files(in: dir + "/App").map { String($0.path.dropFirst(dir.count + 5)) }
        #expect(files == ["ContentView.swift", "Model/Names.swift", "Views/Row.swift"])
    }

    @Test func aFolderBesideFilesAndATrailingSlashAreOneModule() throws {
        var files = Self.app
        files["Extra.swift"] = "struct Extra: View { var body: some View { Row(title: \"E\") } }\n"
        let dir = try Self.folder(files)
        let scene = try Self.read(#"{"swift": ["App/", "Extra.swift"], "view": "Extra()", "subtitle": null}"#, in: dir).scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["E"])
    }

    @Test func aTypeDeclaredInTwoFilesNamesBothPlaces() throws {
        let dir = try Self.folder([
            "App/A.swift": "struct Item {}\nstruct V: View { var body: some View { Text(\"a\") } }\n",
            "App/B.swift": "import SwiftUI\n\nstruct Item { var x = 1 }\n",
        ])
        let message = Self.error(#"{"swift": "App", "view": "V()"}"#, in: dir)
        #expect(message.contains("'Item' is declared twice, at \(dir)/App/A.swift:1:1 and at \(dir)/App/B.swift:3:1"), "\(message)")
        #expect(message.split(separator: "\n").filter { $0.contains("error:") || $0.contains("declared twice") }.count == 1, "\(message)")
    }

    /// Two files' own `private` types of one name (SwiftGen's `BundleToken` in each generated
    /// file) are legal Swift, not a redeclaration.
    @Test func privateTypesOfOneNameInTwoFilesAreNotARedeclaration() throws {
        let dir = try Self.folder([
            "App/A.swift": "private final class Token { static let name = \"a\" }\nstruct V: View { var body: some View { Text(Token.name) } }\n",
            "App/B.swift": "private final class Token { static let name = \"b\" }\n",
        ])
        let scene = try Self.read(#"{"swift": "App", "view": "V()", "subtitle": null}"#, in: dir).scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["a"])
    }

    @Test func anExtensionInAnotherFileIsNotARedeclaration() throws {
        let dir = try Self.folder([
            "App/A.swift": "struct Item { var x = 1 }\nstruct V: View { var body: some View { Text(Item().label) } }\n",
            "App/B.swift": "extension Item { var label: String { \"x = \\(x)\" } }\n",
        ])
        let scene = try Self.read(#"{"swift": "App", "view": "V()", "subtitle": null}"#, in: dir).scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["x = 1"])
    }

    @Test func aFolderWithoutSwiftIsAnError() throws {
        let dir = try Self.folder(["App/Readme.md": "# App", "App/Tests/T.swift": "struct T {}"])
        let message = Self.error(#"{"swift": "App", "view": "V()"}"#, in: dir)
        #expect(message.contains("b.json:1:11: \"App\": the folder holds no Swift file"), "\(message)")
    }

    @Test func aLinkOutOfTheFolderIsNotFollowed() throws {
        let dir = try Self.folder([
            "App/V.swift": "struct V: View { var body: some View { Text(\"in\") } }\n",
            "Outside/V.swift": "struct V: View { var body: some View { Text(\"out\") } }\n",
        ])
        try FileManager.default.createSymbolicLink(atPath: dir + "/App/Linked", withDestinationPath: dir + "/Outside")
        try FileManager.default.createSymbolicLink(atPath: dir + "/App/W.swift", withDestinationPath: dir + "/Outside/V.swift")
        // A link inside the folder is followed (once: the loop back to the folder is not walked again).
        try FileManager.default.createSymbolicLink(atPath: dir + "/App/Again", withDestinationPath: dir + "/App")
        let files = try SwiftModuleFolder.files(in: dir + "/App").map(\.path)
        #expect(files == [dir + "/App/V.swift"], "\(files)")
        let scene = try Self.read(#"{"swift": "App", "view": "V()", "subtitle": null}"#, in: dir).scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["in"])
    }

    @Test func aFolderOfTooManyFilesIsRefusedBeforeReading() throws {
        var files: [String: String] = [:]
        for k in 0...SwiftModuleFolder.maximumFiles { files["App/F\(k).swift"] = "" }
        let dir = try Self.folder(files)
        let message = Self.error(#"{"swift": "App", "view": "V()"}"#, in: dir)
        #expect(message.contains("the folder holds more than \(SwiftModuleFolder.maximumFiles) Swift files"), "\(message)")
    }

    @Test func aFolderOfTooManyBytesIsRefusedBeforeReading() throws {
        let dir = temporaryDirectory("module-bytes")
        try FileManager.default.createDirectory(atPath: dir + "/App", withIntermediateDirectories: true)
        // Sparse files: their sizes add up past the limit without writing the bytes.
        for k in 0..<17 {
            let path = dir + "/App/F\(k).swift"
            FileManager.default.createFile(atPath: path, contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.truncate(atOffset: UInt64(1 << 20))
            try handle.close()
        }
        let message = Self.error(#"{"swift": "App", "view": "V()"}"#, in: dir)
        #expect(message.contains("a module may hold at most 16 MiB"), "\(message)")
    }

    @Test func aSwiftFileInTheFolderWithAnErrorKeepsItsPlace() throws {
        let dir = try Self.folder(["App/Bad.swift": "struct V: View {\n    var body: some View { Text(\"a\" }\n}\n"])
        let message = Self.error(#"{"swift": "App", "view": "V()"}"#, in: dir)
        #expect(message.contains("\(dir)/App/Bad.swift:2:"), "\(message)")
    }

    /// Xcode's multiplatform template: `Shared` beside `iOS` and `macOS` folders, each its own target's.
    /// An iOS board reads `Shared` and `iOS`; a macOS board `Shared` and `macOS` (no "declared twice").
    @Test func anotherPlatformsFolderIsNotTheTargets() throws {
        let dir = try Self.folder([
            "App/Shared/Main.swift": "import SwiftUI\nstruct Main: View { var body: some View { Text(Pasteboard.name) } }\n",
            "App/iOS/iOS.swift": "struct Pasteboard { static let name = \"iOS\" }\n",
            "App/macOS/macOS.swift": "struct Pasteboard { static let name = \"macOS\" }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let iOS = try Self.read(#"{"swift": "App", "view": "Main()", "subtitle": null}"#, in: dir).scene(at: 0)
        #expect(iOS.views.compactMap(\.text) == ["iOS"])
        let macOS = try Self.read(#"{"swift": "App", "view": "Main()", "subtitle": null, "platform": "macOS"}"#, in: dir).scene(at: 0)
        #expect(macOS.views.compactMap(\.text) == ["macOS"])
        // The same files named one by one: the other platform's are left out too.
        let files = #""swift": ["App/Shared/Main.swift", "App/iOS/iOS.swift", "App/macOS/macOS.swift"]"#
        let listed = try Self.read(#"{\#(files), "view": "Main()", "subtitle": null}"#, in: dir).scene(at: 0)
        #expect(listed.views.compactMap(\.text) == ["iOS"])
        let listedMac = try Self.read(#"{\#(files), "view": "Main()", "subtitle": null, "platform": "macOS"}"#, in: dir).scene(at: 0)
        #expect(listedMac.views.compactMap(\.text) == ["macOS"])
    }
}
