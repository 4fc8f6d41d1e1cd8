import Foundation
import Testing
import TestSupport
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

    /// A read file that is then removed is no longer an input: its inode may be given to an
    /// unrelated new file, which must be writable (a flaky refusal seen in a parallel test run).
    @Test func aRemovedInputFreesItsIdentity() throws {
        let dir = temporaryDirectory("input-removed")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/gone.json"
        try "{}".write(toFile: path, atomically: true, encoding: .utf8)
        var info = stat()
        #expect(stat(path, &info) == 0)
        InputFiles.note(info, path: path, what: "the board file")
        #expect(InputFiles.input(info)?.path == path)
        try FileManager.default.removeItem(atPath: path)
        #expect(InputFiles.input(info) == nil)
    }
}
