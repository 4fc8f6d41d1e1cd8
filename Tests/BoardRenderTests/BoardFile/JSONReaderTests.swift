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

@Suite struct JSONReaderTests {
    static func read(_ text: String) throws(JSONReader.SyntaxError) -> JSONNode {
        try JSONReader.read(SourceFile(name: "t.json", text: text))
    }

    static func error(_ text: String) -> (line: Int, column: Int, message: String)? {
        do {
            _ = try read(text)
            return nil
        } catch {
            let loc = SourceFile(name: "t.json", text: text).location(of: error.offset)
            return (loc.line, loc.column, error.message)
        }
    }

    @Test func readsValuesWithPositions() throws {
        let node = try Self.read("{\"a\": [1, -2.5e1, true, null], \"b\": \"x\\\"y\"}")
        guard case let .object(members) = node.kind else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        guard case let .string(s, offsets) = members[1].value.kind else { Issue.record("not a string"); return }
        #expect(s == "x\"y")
        #expect(offsets == [37, 38, 40, 41])   // the escape \" takes two bytes
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "trailing comma"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}'"),
        ("{\n  \"a\": tru\n}", 2, 8, "true"),
        ("{\"a\": 'x'}", 1, 7, "double quotes"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key"),
        ("{\"a\": 01}", 1, 7, "leading zeros"),
        ("{\"a\": \"x\ny\"}", 1, 9, "line break"),
        ("[1, 2", 1, 6, "end of file"),
        ("{} x", 1, 4, "after the end"),
        ("", 1, 1, "end of file"),
    ])
    func syntaxErrorsArePlaced(_ text: String, _ line: Int, _ column: Int, _ fragment: String) throws {
        let e = try #require(Self.error(text))
        #expect(e.line == line && e.column == column, "\(text): \(e)")
        #expect(e.message.contains(fragment), "\(e.message)")
    }

    @Test func depthIsBounded() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(Self.error(deep)?.message.contains("nesting") == true)
    }

    @Test func neverCrashesOnGarbage() {
        var rng = SeededRandom(seed: 7)
        let alphabet = Array("{}[]\",:\\ntrufalse0123456789-.eE \u{00e9}\u{1F600}")
        for _ in 0..<3000 {
            let length = Int.random(in: 0..<60, using: &rng)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
            _ = try? Self.read(text)
            _ = try? BoardFileReader.read(SourceFile(name: "t.json", text: text))
        }
    }
}

