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

/// Characters no pinned font covers are found in every kind of text a board draws
/// (title, labels, captions, scenario rows), and nothing the fonts cover is reported.
@Suite struct TextCoverageTests {
    static func uncovered(_ text: String) throws -> [Character] {
        let board = try BoardFileReader.read(SourceFile(name: "t.json", text: text))
        return try TextCoverage.uncovered(SceneBuilder(board: board))
    }

    @Test func coveredScriptsAreNotReported() throws {
        let text = #"{"title": "国際 😀 مرحبا Ελληνικά Кириллица", "cells": [{"name": "漢字 🚀 한글 שלום", "transition": ".opacity", "caption": "かな é ß"}]}"#
        #expect(try Self.uncovered(text).isEmpty)
    }

    @Test func everyTextIsSearched() throws {
        // Devanagari in the title, Thai in a label, Khmer in a caption: none is pinned.
        let text = #"{"title": "नम board", "cells": [{"name": "ส", "transition": ".opacity", "caption": "ក"}, {"name": "ok", "transition": ".scale"}]}"#
        #expect(try Self.uncovered(text) == ["न", "म", "ส", "ក"])
    }

    @Test func scenarioRowsAreSearched() throws {
        // A row that only appears in the second step is found too.
        let text = """
        {"records": [{"id": "1", "title": "Alpha", "kind": "Tile"}, {"id": "2", "title": "ਪੰਜ", "kind": "Tile"}],
         "query": "Alpha",
         "panels": [{"views": [{"list": {}}]}],
         "steps": [{"caption": "Clear", "query": ""}]}
        """
        let found = try Self.uncovered(text)
        #expect(found.contains("ਪੰ"), "\(found)")
    }

    @Test func theDescriptionNamesCodePointsAndCountsTheRest() {
        #expect(TextCoverage.describe(["न", "วั"]) == "न (U+0928), วั (U+0E27 U+0E31)")
        #expect(TextCoverage.describe(Array("abcdefgh"), limit: 2) == "a (U+0061), b (U+0062) and 6 more")
    }
}
