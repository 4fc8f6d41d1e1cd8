import Foundation
import Testing
import TestSupport

/// `boardgen check File.swift` through the binary: the listing of what boardgen
/// read, problems with file:line:column, and Swift files that cannot be read.
@Suite struct CheckSwiftCommandTests {
    static func tempDir() -> String { RenderCommandTests.tempDir() }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static let clean = """
    let duration = 0.35
    extension AnyTransition {
        static var drop: AnyTransition { .move(edge: .top).combined(with: .opacity) }
    }
    struct ContentView: View {
        var body: some View { Text("A") }
    }

    """

    /// A header with the counts, then one line per declaration (`line:col  kind  name — detail`),
    /// the places and kinds padded to one width, skipped declarations last.
    @Test func aCleanFileIsListed() throws {
        let dir = Self.tempDir()
        let file = dir + "/Clean.swift"
        try Self.write(Self.clean, to: file)
        let r = try BoardgenProcess.run(["check", file])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.error.isEmpty, "\(r.error)")
        // The constant and `.drop` are located at their names; the view at its `struct`.
        #expect(r.output == """
            \(file): ok — 1 transition, 1 constant, 1 view
              1:5   constant    duration — = 0.35
              3:16  transition  .drop — off screen: .move(edge: .top) .opacity(0)
              5:1   view        ContentView() — body: Text("A")

            """, "\(r.output)")
    }

    @Test func aFileWithNothingReadSaysSo() throws {
        let dir = Self.tempDir()
        let file = dir + "/Empty.swift"
        try Self.write("import SwiftUI\n", to: file)
        let r = try BoardgenProcess.run(["check", file])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.output == "\(file): ok — nothing boardgen reads\n", "\(r.output)")
    }

    /// A declaration boardgen would read but cannot draw is an error with its
    /// file:line:column; the listing of the rest is still printed.
    @Test func anUndrawableDeclarationIsAnErrorWithItsPlace() throws {
        let dir = Self.tempDir()
        let file = dir + "/Bad.swift"
        try Self.write("""
        extension AnyTransition {
            static var fade: AnyTransition { .opacity }
        }
        struct Shadowed: ViewModifier {
            var radius: Double
            func body(content: Content) -> some View { content.shadow(radius: radius) }
        }

        """, to: file)
        let r = try BoardgenProcess.run(["check", file])
        #expect(r.status == 2)
        // Issue 42: what cannot be drawn, named, and what else the file declares.
        #expect(r.output.hasPrefix("\(file): cannot draw the view modifier Shadowed (why below); reads 1 transition\n"), "\(r.output)")
        #expect(r.output.contains("2:16  transition  .fade — off screen: .opacity(0)"), "\(r.output)")
        #expect(r.error.hasPrefix("boardgen: error: \(file):4:1: the view modifier Shadowed cannot be drawn: "), "\(r.error)")
        #expect(r.error.contains("in Shadowed.body at \(file):6:55: '.shadow' cannot be shown on a board: a shadow inside a transition body is not drawn; put .shadow on the view itself"), "\(r.error)")
        #expect(r.error.contains("struct Shadowed: ViewModifier {"), "the excerpt: \(r.error)")
    }

    @Test func aMissingSwiftFileCannotBeRead() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["check", dir + "/Missing.swift"])
        #expect(r.status == 2)
        #expect(r.output.isEmpty, "\(r.output)")
        #expect(r.error.hasPrefix("boardgen: error: "), "\(r.error)")
        #expect(r.error.contains("Missing.swift") && r.error.contains("cannot read the Swift file: no such file"), "\(r.error)")
    }

    @Test func aDirectoryNamedSwiftCannotBeRead() throws {
        let dir = Self.tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/Folder.swift", withIntermediateDirectories: true)
        let r = try BoardgenProcess.run(["check", dir + "/Folder.swift"])
        #expect(r.status == 2)
        #expect(r.error.contains("cannot read the Swift file: is a directory"), "\(r.error)")
    }

    /// A board naming a missing Swift file: the error is at the board's "swift" entry
    /// and names the path as written, without the Swift file's meaningless 1:1.
    @Test func aBoardNamingAMissingSwiftFile() throws {
        let dir = Self.tempDir()
        let board = dir + "/board.json"
        try Self.write("""
        {"swift": ["Gone.swift"],
         "cells": [{"name": "a", "view": "Tile(\\"a\\").transition(.scale)"}]}
        """, to: board)
        let r = try BoardgenProcess.run(["check", board])
        #expect(r.status == 2)
        #expect(r.error.contains("board.json:1:12: Gone.swift: cannot read the Swift file: no such file"), "\(r.error)")
        #expect(!r.error.contains("Gone.swift:1:1"), "\(r.error)")
    }

    /// The same board with the file present checks, and the file's transition is usable.
    @Test func aBoardUsingASwiftFileChecks() throws {
        let dir = Self.tempDir()
        try Self.write(Self.clean, to: dir + "/T.swift")
        try Self.write("""
        {"swift": ["T.swift"],
         "cells": [{"name": "a", "view": "Tile(\\"a\\").padding(8).transition(.drop)"}]}
        """, to: dir + "/board.json")
        let r = try BoardgenProcess.run(["check", dir + "/board.json"])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.output.hasPrefix("\(dir)/board.json: ok — "), "\(r.output)")
    }

    /// A Swift file with a syntax error is not read: SwiftParser's diagnostic at its place,
    /// for `check` of the file and for a board that names it.
    @Test func aBoardUsingAnUnreadableMemberIsToldWhy() throws {
        let dir = Self.tempDir()
        try Self.write("extension AnyTransition {\n    static var broken: AnyTransition { .scale(scale: 0.5 0.2) }\n}\n", to: dir + "/T.swift")
        let listed = try BoardgenProcess.run(["check", dir + "/T.swift"])
        #expect(listed.status == 2)
        #expect(listed.error.hasPrefix("boardgen: error: \(dir)/T.swift:2:58: unexpected code '0.2' in function call"), "\(listed.error)")

        try Self.write("""
        {"swift": ["T.swift"],
         "cells": [{"name": "a", "view": "Tile(\\"a\\").transition(.broken)"}]}
        """, to: dir + "/board.json")
        let r = try BoardgenProcess.run(["check", dir + "/board.json"])
        #expect(r.status == 2)
        #expect(r.error.contains("T.swift:2:58"), "\(r.error)")
        #expect(!r.error.contains("unknown transition '.broken'"), "\(r.error)")
    }
}
