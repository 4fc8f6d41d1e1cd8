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

/// docs/semantics.md §10.3: `VStack(spacing: 8)`, rows 40 pt tall, `[A,B,C,D] → [B,D]` under
/// `.easeInOut(duration: 0.35)` with the default `.opacity`, at t = 0.175 s (p = 0.5). The
/// scenario panel runs as its translated program: rows are `ForEach[ID]` of the list `VStack[0]`.
@Suite struct IdentityDiffTests {
    static func board(_ identity: IdentityMode) -> Board {
        var b = Board(name: "t", title: "t", columns: 1, animation: .easeInOut(duration: 0.35), showsStatus: false, cells: [])
        b.panels = [Panel(name: "p", width: 200, identity: identity,
                          views: [.list(ListView(spacing: 8, padding: 0, rowHeight: 40, trailing: .none))])]
        let records = ["A", "B", "C", "D"].map { Record(id: $0, title: $0) }
        b.scenario = Scenario(initial: ScenarioState(records: records),
                              steps: [Step("[B, D]", [.remove(.id("A")), .remove(.id("C"))])])
        return b
    }

    /// The list's top in board points, and each drawn row by name: (y relative to the list, opacity, phase, texts).
    static func rows(_ identity: IdentityMode, at t: Double) throws -> [String: (y: Double, opacity: Double, phase: ViewPhase, texts: [ShownText])] {
        let builder = try SceneBuilder(board: board(identity))
        let top = builder.scene(at: -1).cells.map(\.slot.minY).min()!
        var result: [String: (Double, Double, ViewPhase, [ShownText])] = [:]
        let cells = builder.scene(at: t).cells
        for c in cells {
            guard let name = rowName(c.name) else { continue }
            let texts = cells.first { $0.name == c.name + "/Text[0]" }?.texts ?? []
            result[name] = (c.slot.minY - top, c.tile!.opacity, c.phase!, texts)
        }
        return result
    }

    /// `ID` for the row `Panel/VStack[0]/ForEach[ID]`; nil for any other view.
    static func rowName(_ id: String) -> String? {
        let prefix = "Panel/VStack[0]/ForEach["
        guard id.hasPrefix(prefix), id.hasSuffix("]"), !id.dropFirst(prefix.count).contains("/") else { return nil }
        return String(id.dropFirst(prefix.count).dropLast())
    }

    @Test func stableIdsMoveTheRowsThatStay() throws {
        let r = try Self.rows(.id, at: 0.175)
        #expect(approx(r["B"]!.y, 24, 1e-3) && approx(r["D"]!.y, 96, 1e-3))
        #expect(r["B"]!.phase == .present && r["B"]!.opacity == 1)
        #expect(approx(r["A"]!.y, 0) && approx(r["C"]!.y, 96))
        #expect(approx(r["A"]!.opacity, 0.5, 1e-3) && r["C"]!.phase == .removing)
    }

    @Test func indexIdentityChangesContentInPlace() throws {
        let r = try Self.rows(.index, at: 0.175)
        #expect(approx(r["0"]!.y, 0) && approx(r["1"]!.y, 48))
        #expect(r["0"]!.texts.map(\.text) == ["A", "B"] && r["1"]!.texts.map(\.text) == ["B", "D"])
        #expect(r["0"]!.texts.allSatisfy { approx($0.opacity, 0.5, 1e-3) })
        #expect(r["2"]!.phase == .removing && approx(r["2"]!.opacity, 0.5, 1e-3) && approx(r["3"]!.y, 144))
    }

    @Test func freshIdsReplaceEveryRow() throws {
        let r = try Self.rows(.fresh, at: 0.175)
        for name in ["A#0", "B#0", "C#0", "D#0"] {
            #expect(r[name]?.phase == .removing && approx(r[name]!.opacity, 0.5, 1e-3), "\(name)")
        }
        #expect(approx(r["B#1"]!.y, 0) && approx(r["D#1"]!.y, 48))
        #expect(r["B#1"]!.phase == .inserting && approx(r["B#1"]!.opacity, 0.5, 1e-3))
    }

    /// Removed rows are drawn below the rows that stay (they come first in drawing order).
    @Test func removedRowsAreDrawnBelow() throws {
        let builder = try SceneBuilder(board: Self.board(.id))
        let names = builder.scene(at: 0.1).cells.compactMap { Self.rowName($0.name) }
        #expect(names == ["A", "C", "B", "D"])
    }

    @Test func duplicateIdsAreRefusedNamingBoth() {
        var b = Self.board(.id)
        b.scenario.initial.records[2].id = "A"
        #expect(throws: BoardError.self) { try SceneBuilder(board: b) }
    }
}
