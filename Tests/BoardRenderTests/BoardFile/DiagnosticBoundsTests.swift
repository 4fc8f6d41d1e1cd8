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

/// Error reports stay short and cheap whatever the file: at most 20 problems
/// with "… and N more", excerpts of at most ~120 columns, user text clipped.
@Suite struct DiagnosticBoundsTests {
    static func error(_ text: String) throws -> BoardFileError {
        try #require(throws: BoardFileError.self) { try BoardFileReader.read(SourceFile(name: "b.json", text: text)) }
    }

    @Test func tenThousandUnknownKeysGiveTwentyAndACount() throws {
        let keys = (0..<10_000).map { "\"k\($0)\": 1" }.joined(separator: ",")
        let e = try Self.error("{" + keys + #", "cells": [{"name": "a", "transition": ".scale"}]}"#)
        #expect(e.diagnostics.count == BoardFileError.maximumDiagnostics)
        #expect(e.omitted == 10_000 - 20)
        let lines = e.lines(prefix: "boardgen: error: ")
        #expect(lines.last == "boardgen: error: b.json: … and 9980 more problems (fix these first)")
        #expect(e.description.utf8.count < 20 * 600)
    }

    @Test func oneErrorInAHugeOneLineFileIsShort() throws {
        let text = #"{"cells": [{"name": "a", "transition": ".scael"}], "title": ""# + String(repeating: "x", count: 200)
            + #"", "_pad": ""# + String(repeating: "y", count: 1_000_000) + "\"}"
        let e = try Self.error(text)
        #expect(e.diagnostics.count == 1)
        for line in e.lines() { #expect(line.count <= 260, "\(line.prefix(80))…") }
        let excerpt = try #require(e.diagnostics.first?.excerpt)
        #expect(excerpt.text.count <= SourceExcerpt.width + 2)
        #expect(excerpt.text.contains(".scael"))
    }

    @Test func excerptKeepsTheCaretUnderTheRangeFarIntoALine() {
        let line = Array(String(repeating: "a", count: 5000) + "BAD" + String(repeating: "b", count: 5000))
        let excerpt = SourceExcerpt(line, start: 5000, length: 3)
        #expect(excerpt.text.hasPrefix("…") && excerpt.text.hasSuffix("…"))
        let caretColumn = excerpt.caret.firstIndex(of: "^").map { excerpt.caret.distance(from: excerpt.caret.startIndex, to: $0) }
        let badColumn = excerpt.text.range(of: "BAD").map { excerpt.text.distance(from: excerpt.text.startIndex, to: $0.lowerBound) }
        #expect(caretColumn == badColumn)
        #expect(excerpt.caret.hasSuffix("^~~"))
    }

    @Test func userTextInMessagesIsClipped() throws {
        let long = String(repeating: "z", count: 100_000)
        let e = try Self.error(#"{"\#(long)": 1, "theme": "\#(long)", "cells": [{"name": "a", "transition": ".scale", "tint": "\#(long)"}]}"#)
        #expect(e.diagnostics.count == 3)
        #expect(e.description.utf8.count < 3_000)
    }

    @Test func listsOfNamesAreCut() throws {
        let customs = (0..<5000).map { "\"t\($0)\": {\"active\": {\"opacity\": 0}}" }.joined(separator: ", ")
        let e = try Self.error(#"{"transitions": {\#(customs)}, "cells": [{"name": "a", "transition": ".scael"}, {"name": "b", "transition": ".custom(\"nope\")"}]}"#)
        #expect(e.diagnostics.count == 2)
        #expect(e.description.utf8.count < 3_000)
        #expect(e.description.contains("more) or "))
    }

    @Test func expressionErrorsOnTheCommandLineShowAnExcerpt() throws {
        let source = ".easeIn" + String(repeating: " ", count: 5000) + ".sped(2)"
        let error = try #require(throws: ExpressionError.self) { try AnimationEvaluator.parse(source) }
        let lines = DiagnosticRenderer().lines(for: error, source: source)
        #expect(lines[1].count <= SourceExcerpt.width + 4)
        #expect(lines[1].contains(".sped(2)"))
    }

    @Test func unreadableFilesAreRefusedWithoutReadingForever() throws {
        for (path, reason) in [("/dev/zero", "larger than 1024 KiB"), ("/tmp", "is a directory"), ("/nonexistent/x.json", "no such file")] {
            let e = try #require(throws: BoardFileError.self) { try BoardFileLoader.load(path: path) }
            #expect(e.description.contains(reason), "\(path): \(e)")
        }
    }
}
