import Foundation
import Testing
import TestSupport

/// `boardgen check FOLDER` and `boardgen check A.swift B.swift`: Swift files read as one module,
/// listed file by file; a type declared in two files is one error naming both places.
@Suite struct CheckModuleCommandTests {
    static func write(_ files: [String: String]) throws -> String {
        let dir = RenderCommandTests.tempDir()
        for (path, text) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return dir
    }

    static let files = [
        "App/ContentView.swift": "struct ContentView: View {\n    var body: some View { Row(title: \"A\") }\n}\n",
        "App/Row.swift": "struct Row: View {\n    var title: String\n    var body: some View { Text(title) }\n}\n",
        "App/Tests/RowTests.swift": "struct Row {}\n",
    ]

    @Test func aFolderIsListedFileByFile() throws {
        let dir = try Self.write(Self.files)
        let r = try BoardgenProcess.run(["check", dir + "/App"])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.output == """
            \(dir)/App/: ok — 2 Swift files read as one module
            \(dir)/App/ContentView.swift: ok — 1 view
              1:1  view  ContentView() — body: Text("A")
            \(dir)/App/Row.swift: ok — 1 view
              1:1  view  Row(title: String) — needs arguments; its body runs when a board makes one

            """, "\(r.output)")
    }

    @Test func swiftFilesGivenTogetherAreOneModule() throws {
        let dir = try Self.write(Self.files)
        let r = try BoardgenProcess.run(["check", dir + "/App/ContentView.swift", dir + "/App/Row.swift"])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.output.hasPrefix("\(dir)/App/ContentView.swift, \(dir)/App/Row.swift: ok — 2 Swift files read as one module\n"), "\(r.output)")
        #expect(r.output.contains("ContentView() — body: Text(\"A\")"), "\(r.output)")
    }

    @Test func aTypeDeclaredTwiceIsAnErrorNamingBothPlaces() throws {
        let dir = try Self.write(["App/A.swift": "struct Item {}\n", "App/B.swift": "\nstruct Item {}\n"])
        let r = try BoardgenProcess.run(["check", dir + "/App"])
        #expect(r.status == 2)
        #expect(r.error.hasPrefix("boardgen: error: \(dir)/App/B.swift:2:1: 'Item' is declared twice, at \(dir)/App/A.swift:1:1 and at \(dir)/App/B.swift:2:1"), "\(r.error)")
    }

    @Test func aFolderWithoutSwiftSaysSo() throws {
        let dir = try Self.write(["Docs/Readme.md": "# App"])
        let r = try BoardgenProcess.run(["check", dir + "/Docs"])
        #expect(r.status == 2)
        #expect(r.output.isEmpty, "\(r.output)")
        #expect(r.error.contains("cannot read the Swift folder: the folder holds no Swift file"), "\(r.error)")
        #expect(r.error.split(separator: "\n").count == 1, "\(r.error)")
    }
}
