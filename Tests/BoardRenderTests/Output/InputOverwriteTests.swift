import Foundation
import Testing
import TestSupport
@testable import BoardRender

/// An output path that names a file the run read as input (the board, a Swift file it names),
/// by any name (a hard link included), is refused before anything is written.
@Suite struct InputOverwriteTests {
    @Test func theBoardAndItsSwiftFilesAreNotOverwritten() throws {
        let dir = temporaryDirectory("input-overwrite")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let swift = "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }\n"
        let json = #"{"swift": "V.swift", "view": "V()"}"#
        try swift.write(toFile: dir + "/V.swift", atomically: true, encoding: .utf8)
        try json.write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        try FileManager.default.linkItem(atPath: dir + "/b.json", toPath: dir + "/alias.json")
        _ = try BoardFileLoader.load(path: dir + "/b.json")
        for (path, what) in [("b.json", "the board file"), ("alias.json", "the board file"), ("V.swift", "the Swift file")] {
            #expect { try OutputFile.checkTarget(dir + "/" + path) } throws: { "\($0)".contains("is \(what) being read") }
        }
        // Another file in the same folder is fine, and the input is as it was.
        try OutputFile.checkTarget(dir + "/scene.json")
        #expect(try String(contentsOfFile: dir + "/b.json", encoding: .utf8) == json)
    }
}
