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

/// The header is the user's: `"header": false` and `"subtitle"` (a string, or null for none).
@Suite struct HeaderControlTests {
    static func board(_ keys: String) throws -> Board {
        try BoardFileReader.read(SourceFile(name: "h.json", text: """
            {"title": "Cards", \(keys) "cells": [{"name": "a", "transition": ".opacity"}, {"name": "b", "transition": ".scale"}]}
            """))
    }

    @Test func withoutAHeaderTheContentStartsAtTheMargin() throws {
        let plain = try SceneBuilder(board: Self.board("")).scene(at: 0.5)
        let bare = try SceneBuilder(board: Self.board(#""header": false,"#)).scene(at: 0.5)
        #expect(bare.texts.isEmpty)
        #expect(bare.status == nil)
        #expect(bare.cells[0].slot.minY == BoardLayout.margin)
        #expect(bare.size.height == plain.size.height - (plain.cells[0].slot.minY - BoardLayout.margin))
    }

    @Test func aStampWithoutAHeaderHasItsOwnBand() throws {
        var board = try Self.board(#""header": false,"#)
        board.stamp = true
        let scene = try SceneBuilder(board: board).scene(at: 0.5)
        #expect(scene.texts.count == 1 && scene.texts[0].text.hasPrefix("t = 0.500 s"))
        #expect(scene.cells[0].slot.minY == BoardLayout.margin + BoardLayout.stampBand)
        #expect(scene.texts[0].baseline.y < scene.cells[0].slot.minY)
    }

    @Test func theSubtitleIsTheUsersOrNone() throws {
        let own = try SceneBuilder(board: Self.board(#""subtitle": "Tap to add a card","#)).scene(at: 0.5)
        #expect(own.texts.map(\.text).prefix(2) == ["Cards", "Tap to add a card"])
        let none = try SceneBuilder(board: Self.board(#""subtitle": null,"#)).scene(at: 0.5)
        #expect(!none.texts.contains { $0.font == BoardLayout.subtitleFont })
        let standard = try SceneBuilder(board: Self.board("")).scene(at: 0.5)
        #expect(standard.texts.contains { $0.text.hasPrefix("withAnimation(") })
    }

    @Test(arguments: [
        (#""header": 3,"#, "h.json:1:30: \"header\" must be true or false, found a number"),
        (#""subtitle": [1],"#, "h.json:1:32: \"subtitle\" (a string, or null for none) must be a string"),
    ])
    func aHeaderKeyOfTheWrongTypeIsReportedAtItsPlace(_ keys: String, _ message: String) throws {
        do {
            _ = try Self.board(keys)
            Issue.record("accepted \(keys)")
        } catch let error as BoardFileError {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}
