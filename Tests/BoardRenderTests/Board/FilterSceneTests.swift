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

/// The `filter` scenario board, its panel translated into a program: rows enter, leave and
/// settle by identity; only what the list's `.animation(_:value:)` covers animates
/// (docs/semantics.md §10, §11).
@Suite struct FilterSceneTests {
    static let builder = try! SceneBuilder(board: BuiltinBoards.filterScenario)

    /// The list (the panel's fourth view) and its rows, `ForEach[ID]`, by record id.
    static let list = "Panel/VStack[3]"

    static func rows(at t: Double, _ builder: SceneBuilder = builder) -> [String: CellScene] {
        var rows: [String: CellScene] = [:]
        for cell in builder.scene(at: t).cells where cell.name.hasPrefix(list + "/ForEach[") && !cell.name.dropFirst(list.count + 1).contains("/") {
            rows[String(cell.name.dropFirst(list.count + 9).dropLast())] = cell
        }
        return rows
    }

    /// The count caption (`Text[2]`) and the list's empty state (`if visible.isEmpty { Text }`).
    static let ids = ["count": "Panel/Text[2]", "empty": list + "/Text[1.if]"]

    static func control(_ name: String, at t: Double, _ builder: SceneBuilder = builder) -> CellScene? {
        builder.scene(at: t).cells.first { $0.name == ids[name]! }
    }

    @Test func typingARemovesTheNonMatchingRows() {
        let r = Self.rows(at: 0.11)
        #expect(r["1"]?.phase == .present && r["2"]?.phase == .present)
        #expect(r["3"]?.phase == .removing && r["4"]?.phase == .removing)
        let p = Animation.easeInOut(duration: 0.22).progress(at: 0.11)
        #expect(approx(r["3"]!.tile!.opacity, 1 - p, 1e-9))
        #expect(Self.rows(at: 0.23)["3"] == nil)
    }

    /// a → b: the same number of rows, different members: two leave, two enter.
    @Test func replacingAWithBSwapsTheMembers() {
        let start = Self.builder.timeline.steps[1].start
        let r = Self.rows(at: start + 0.11)
        #expect(r["1"]?.phase == .removing && r["2"]?.phase == .removing)
        #expect(r["3"]?.phase == .inserting && r["4"]?.phase == .inserting)
        let p = Animation.easeInOut(duration: 0.22).progress(at: 0.11)
        // Entering rows come up 8 pt while fading in, at the slots the leaving rows had.
        #expect(approx(r["3"]!.tile!.quad[0].y, r["1"]!.slot.minY + 8 * (1 - p), 1e-6))
        #expect(approx(r["3"]!.tile!.opacity, p, 1e-9))
    }

    @Test func theCountCaptionSwapsAtOnceOutsideTheListsScope() {
        let count = Self.control("count", at: 0.01)!
        #expect(count.texts.map(\.text) == ["2 of 4 labels"] && count.texts[0].opacity == 1)
    }

    @Test func withAnimationTheCaptionCrossFadesToo() throws {
        var board = BuiltinBoards.filterScenario
        board.animation = .easeInOut(duration: 0.22)
        let count = Self.control("count", at: 0.11, try SceneBuilder(board: board))!
        #expect(count.texts.map(\.text) == ["4 of 4 labels", "2 of 4 labels"])
        #expect(approx(count.texts.map(\.opacity).reduce(0, +), 1, 1e-9))
    }

    @Test func anEmptyStateAppearsWhenNothingMatches() {
        let step = Self.builder.timeline.steps[3]
        #expect(Self.control("empty", at: step.start - 0.01) == nil)
        let empty = Self.control("empty", at: step.start + 0.11)!
        #expect(empty.phase == .inserting && empty.texts.map(\.text) == ["No matching labels"])
        #expect(Self.control("empty", at: step.end + 0.01)?.phase == .present)
    }

    @Test func reduceMotionMakesRowsPop() throws {
        var board = BuiltinBoards.filterScenario
        board.reduceMotion = true
        let builder = try SceneBuilder(board: board)
        let r = Self.rows(at: 0, builder)
        #expect(r.keys.sorted() == ["1", "2"])
        #expect(builder.timeline.steps.allSatisfy { $0.end == $0.start })
    }

    @Test func speedStretchesTheClock() throws {
        let slow = try SceneBuilder(board: BuiltinBoards.filterScenario, speed: 0.25)
        #expect(approx(slow.timeline.cycle, Self.builder.timeline.cycle * 4, 1e-6))
        var a = slow.scene(at: 0.44), b = Self.builder.scene(at: 0.11)
        a.time = 0
        b.time = 0
        #expect(a == b)
    }

    @Test func theDumpNamesRowsByIdentityWithPhaseAndTexts() throws {
        let json = Self.builder.scene(at: 0.11).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["step"] as? [String: Any])?["caption"] as? String == "Type a")
        let views = try #require(object["views"] as? [[String: Any]])
        let rows = views.filter { ($0["id"] as? String).map { $0.hasPrefix(Self.list + "/ForEach[") && $0.filter { $0 == "/" }.count == 2 } == true }
        #expect(rows.map { $0["id"] as? String } == ["3", "4", "1", "2"].map { "\(Self.list)/ForEach[\($0)]" })
        #expect(rows.map { $0["phase"] as? String } == ["removing", "removing", "present", "present"])
        #expect(views.contains { $0["id"] as? String == "Panel/Text[2]" && $0["text"] as? String == "2 of 4 labels" })
    }

    /// A grid board's dump keeps its cells as they were (no panel keys) and lists its views besides.
    @Test func theBenchKeepsItsDumpFormat() throws {
        let json = try BuiltinBoards.bench.scene(at: 1).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let cells = try #require(object["cells"] as? [[String: Any]])
        #expect(cells.allSatisfy { Set($0.keys) == ["name", "caption", "slot", "tile"] })
        #expect(object["texts"] == nil)
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.count == 13)   // 12 tiles and the status line
    }
}
