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

/// `--stamp`: a still says when it is — the instant, the step it falls in and its progress.
@Suite struct StampTests {
    static func builder(stamp: Bool = true, speed: Double = 1) throws -> SceneBuilder {
        var board = try #require(BuiltinBoards.named("bench"))
        board.stamp = stamp
        return try SceneBuilder(board: board, speed: speed)
    }

    @Test func theStampNamesTheInstantTheStepAndItsProgress() throws {
        let b = try Self.builder()
        let removal = b.timeline.steps[0]
        let middle = (removal.start + removal.end) / 2
        #expect(b.stampText(at: middle) == "t = \(NumberFormat.fixed(middle, decimals: 3)) s · step 1 of 2 (removal) 50%")
        let hold = (removal.end + b.timeline.steps[1].start) / 2
        #expect(b.stampText(at: hold).hasSuffix("· after step 1 of 2 (removal)"))
        #expect(b.stampText(at: b.timeline.steps[1].end).hasSuffix("· step 2 of 2 (insertion) 100%"))
    }

    @Test func theStampIsATextAtTheRightOfTheTitleLine() throws {
        let stamped = try Self.builder().scene(at: 1.4)
        let plain = try Self.builder(stamp: false).scene(at: 1.4)
        #expect(stamped.texts.count == plain.texts.count + 1)
        let stamp = try #require(stamped.texts.last)
        #expect(stamp.text.hasPrefix("t = 1.400 s · step 1 of 2 (removal)"))
        #expect(stamp.alignment == .trailing)
        #expect(stamp.baseline.x == stamped.size.width - BoardLayout.margin)
        let title = try #require(stamped.texts.first)
        #expect(stamp.baseline.y == title.baseline.y)
        // The header makes room for the title and the stamp side by side.
        #expect(stamped.size.width >= plain.size.width)
    }

    @Test func theStampUsesTheClockOfTheScene() throws {
        let slow = try Self.builder(speed: 0.5)
        let removal = slow.timeline.steps[0]
        #expect(slow.stampText(at: removal.end).contains("step 1 of 2 (removal) 100%"))
        #expect(slow.scene(at: 2.8).texts.last?.text.hasPrefix("t = 2.800 s") == true)
    }

    @Test func aProgramStillStampsOnlyTheInstant() throws {
        var board = try BoardFileReader.read(SourceFile(name: "s.json", text: #"{"swift": ["V.swift"], "view": "V()"}"#),
                                             files: ["V.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }"])
        board.stamp = true
        #expect(try SceneBuilder(board: board).stampText(at: 0) == "t = 0.000 s")
    }

    /// On a program board the stamp has a row of its own above the title: no text of the header
    /// overlaps it, and the title moves down by that row (issue 42: it was drawn over the title).
    @Test func aProgramBoardsStampHasItsOwnRow() throws {
        var board = try #require(BuiltinBoards.named("filter"))
        let plain = try SceneBuilder(board: board).scene(at: 1.53)
        board.stamp = true
        let builder = try SceneBuilder(board: board)
        let stamped = builder.scene(at: 1.53)
        let stampTexts = stamped.texts.filter { $0.text.hasPrefix("t = 1.530 s") || $0.text.hasPrefix("step ") }
        #expect(!stampTexts.isEmpty)
        #expect(stampTexts.map(\.text).joined(separator: " · ") == builder.stampText(at: 1.53))
        let title = try #require(plain.texts.first)
        let movedTitle = try #require(stamped.texts.first { $0.text == title.text })
        let lowestStamp = try #require(stampTexts.map(\.baseline.y).max())
        #expect(movedTitle.baseline.y - BoardLayout.titleFont.size > lowestStamp, "the title starts under the stamp's row")
        #expect(stamped.size.height > plain.size.height)
        #expect(stampTexts.allSatisfy { $0.baseline.x == BoardLayout.margin && $0.alignment == .leading })
    }
}
