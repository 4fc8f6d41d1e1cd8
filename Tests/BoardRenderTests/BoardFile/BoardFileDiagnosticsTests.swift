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

/// Rough edges of the board-file reader's reports (issue 12): springs that never
/// come to rest, several errors with the board-level checks, custom transitions
/// reported once.
@Suite struct BoardFileDiagnosticsTests {
    static func messages(_ text: String) -> [String] {
        BoardFileReaderTests.diagnostics(text).map(\.message)
    }

    static func board(animation: String) -> String {
        "{\"animation\": \"\(animation)\", \"cells\": [{\"name\": \"a\", \"transition\": \".opacity\"}]}"
    }

    @Test(arguments: [
        (".spring(response: 0.5, dampingFraction: 0)", "dampingFraction"),
        (".spring(duration: 0.5, bounce: 1)", "dampingFraction"),
        (".interpolatingSpring(stiffness: 100, damping: 0)", "damping more than 0"),
        (".interpolatingSpring(stiffness: 100, damping: 0).speed(2)", "damping more than 0"),
    ])
    func anUndampedSpringIsRefusedHonestly(animation: String, valid: String) {
        let messages = Self.messages(Self.board(animation: animation))
        #expect(messages.count == 1, "\(messages)")
        let message = messages.first ?? ""
        #expect(message.contains("never comes to rest"), "\(message)")
        #expect(message.contains(valid), "\(message)")
        #expect(!message.contains("repeatForever"), "\(message)")
    }

    @Test func aSpringTooLightToSettleIsRefusedNotCut() {
        let messages = Self.messages(Self.board(animation: ".spring(response: 0.5, dampingFraction: 0.001)"))
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains("does not come to rest") == true, "\(messages)")
    }

    /// `.repeatForever` is drawn (its shown legs, then the hold); an undamped spring inside it still never rests.
    @Test func repeatForeverIsDrawnButAnEndlessBaseIsNot() {
        #expect(Self.messages(Self.board(animation: ".easeIn.repeatForever()")).isEmpty)
        let messages = Self.messages(Self.board(animation: ".spring(response: 0.5, dampingFraction: 0).repeatForever()"))
        #expect(messages.count == 1 && messages[0].contains("never comes to rest"), "\(messages)")
    }

    @Test func severalErrorsIncludeTheBoardLevelChecks() {
        // A bad theme, a bad tint, an unknown key: none is needed to time the board,
        // so the cycle check still runs and all four are reported.
        let text = """
            {"theme": "sepia", "colour": 1, "animation": ".linear(duration: 500).speed(0.5)",
             "cells": [{"name": "a", "transition": ".opacity", "tint": "bleu"}, {"name": "b", "transition": ".scale"}]}
            """
        let messages = Self.messages(text)
        #expect(messages.count == 4, "\(messages)")
        #expect(messages.contains { $0.contains("cycle would last") }, "\(messages)")
        #expect(messages.contains { $0.contains("unknown theme") }, "\(messages)")
        #expect(messages.contains { $0.contains("unknown tint") }, "\(messages)")
    }

    @Test func aTileTooLargeIsReportedBesideACosmeticError() {
        let text = """
            {"title": 3, "cells": [{"name": "a", "transition": ".scale(scale: 100)", "animation": ".timingCurve(0.3, -2, 0.7, 1, duration: 1)", "caption": 5}]}
            """
        let messages = Self.messages(text)
        #expect(messages.contains { $0.contains("\"title\" must be a string") }, "\(messages)")
        #expect(messages.contains { $0.contains("\"caption\" must be a string") }, "\(messages)")
        #expect(messages.contains { $0.contains("scaled up to") }, "\(messages)")
    }

    /// The removal and the re-insertion are two views of one cell: one report, at its worst.
    @Test func aTileTooLargeIsReportedOncePerCell() {
        let text = """
            {"cells": [{"name": "a", "transition": ".scale(scale: 100)", "animation": ".timingCurve(0.3, -2, 0.7, 1, duration: 1)"}]}
            """
        let messages = Self.messages(text)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains("scaled up to 298×") == true, "\(messages)")
    }

    @Test func boardLevelChecksWaitForThePartsTheyNeed() {
        // The animation is unreadable: the cycle cannot be known, so only that error.
        let text = """
            {"animation": ".linear(duration: 700", "cells": [{"name": "a", "transition": ".opacity"}]}
            """
        #expect(Self.messages(text).count == 1)
    }

    @Test func aBadCustomTransitionIsReportedOnceAtItsDeclaration() {
        let text = """
            {"transitions": {"tilt": {"active": {"opacity": 2}}},
             "cells": [{"name": "a", "transition": "tilt"}, {"name": "b", "view": "VStack { Tile().transition(.tilt) }"},
                       {"name": "c", "transition": ".tilt.combined(with: .opacity)"}]}
            """
        let diagnostics = BoardFileReaderTests.diagnostics(text)
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.location.line == 1)
        #expect(diagnostics.first?.message.contains("opacity") == true)
    }

    /// A Swift declaration boardgen cannot read is an error where a board uses it
    /// (the Swift file is not the board's); a second use does not repeat it.
    @Test func anUnreadableSwiftDeclarationIsReportedOnce() throws {
        let dir = temporaryDirectory("unreadable")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try """
            extension AnyTransition {
                static var pick: AnyTransition {
                    if flag { return .opacity }
                    return .scale
                }
            }
            """.write(toFile: dir + "/T.swift", atomically: true, encoding: .utf8)
        try """
            {"swift": ["T.swift"], "cells": [{"name": "a", "transition": ".pick"},
              {"name": "b", "transition": ".pick.combined(with: .opacity)"}, {"name": "c", "view": "VStack { Tile().transition(.pick) }"}]}
            """.write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        do {
            _ = try BoardFileLoader.load(path: dir + "/b.json")
            Issue.record("the board was read")
        } catch let error as BoardFileError {
            #expect(error.diagnostics.count == 1, "\(error.diagnostics.map(\.message))")
            #expect(error.diagnostics.first?.message.contains("in AnyTransition.pick at") == true, "\(error.diagnostics.map(\.message))")
            #expect(error.diagnostics.first?.message.contains("'flag' is a name a board does not know") == true)
            #expect(error.omitted == 0)
        }
    }

    @Test func aMisspelledUseOfAGoodCustomTransitionIsStillReported() {
        let text = """
            {"transitions": {"tilt": {"active": {"opacity": 0}}}, "cells": [{"name": "a", "transition": "tlit"}]}
            """
        #expect(Self.messages(text).count == 1)
    }
}
